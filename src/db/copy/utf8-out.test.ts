import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Utf8Out } from './utf8-out.js';

describe('Utf8Out', () => {
  it('writes the bytes Buffer.from writes of each piece, growing past its first size', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 120 }), { maxLength: 12 }), (pieces) => {
        const out = new Utf8Out(4);
        for (const piece of pieces) out.append(piece);
        // Piece by piece: a surrogate pair cut between two pieces is two lone surrogates.
        expect(out.done().equals(Buffer.concat(pieces.map((p) => Buffer.from(p))))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('writes a range of a text, accents, a letter outside the BMP and a lone surrogate included', () => {
    const text = 'a\tJosé 𝒜 \ud800 ñ\tb';
    const out = new Utf8Out(1);
    out.append(text, 2, text.length - 2);
    expect(out.done().toString()).toBe('José 𝒜 \ufffd ñ');
    expect(out.done().equals(Buffer.from(text.slice(2, -2)))).toBe(true);
  });
});
