import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenEnd } from './tokens.js';

/** The pattern the hand reading follows, as the reference. */
const PATTERN = /m\.?ª\.?|fco\.|\p{L}+/giu;

const byPattern = (text: string) => [...text.matchAll(PATTERN)].map((m) => [m.index, m[0]] as const);

function byHand(text: string) {
  const out: (readonly [number, string])[] = [];
  for (let at = 0; at < text.length; ) {
    const end = tokenEnd(text, at);
    if (end === at) at++;
    else {
      out.push([at, text.slice(at, end)]);
      at = end;
    }
  }
  return out;
}

// Letters and marks around the abbreviations, case variants, accents (composed and not),
// letters outside the BMP, lone surrogates, digits and punctuation.
const PIECES = [
  'm',
  'M',
  'ª',
  '.',
  'f',
  'F',
  'c',
  'C',
  'o',
  'O',
  'Fco.',
  'Mª',
  'M.ª',
  'a',
  'Z',
  'ñ',
  'É',
  'e\u0301',
  '𝒜',
  '\ud835',
  '\udc9c',
  ' ',
  '-',
  "'",
  '1',
  'º',
  'ß',
  'ſ',
  'K',
  'Ω',
  'ǅ',
  '_',
];

describe('tokenEnd', () => {
  it('finds the tokens the pattern finds, in any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        expect(byHand(text)).toEqual(byPattern(text));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        expect(byHand(text)).toEqual(byPattern(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the abbreviations whole', () => {
    expect(byHand('Mª Pilar, M.ª. Luisa y Fco. Javier')).toEqual([
      [0, 'Mª'],
      [3, 'Pilar'],
      [10, 'M.ª.'],
      [15, 'Luisa'],
      [21, 'y'],
      [23, 'Fco.'],
      [28, 'Javier'],
    ]);
  });
});
