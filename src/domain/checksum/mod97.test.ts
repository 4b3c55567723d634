import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDigitsFromRemainder, isValidMod97, mod97, mod97CheckDigits } from './mod97.js';

/** Reference: the textbook conversion to one big decimal string and BigInt. */
function reference(value: string): number {
  const digits = [...value.toUpperCase()].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  return digits === '' ? 0 : Number(BigInt(digits) % 97n);
}

const ALPHANUMERIC = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');

describe('mod97', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['97', 0],
    ['98', 1],
    ['A', 10],
    ['Z', 35],
    ['z', 35],
    // ES91 2100 0418 4502 0005 1332 rearranged: BBAN + E(14) S(28) + 91
    ['21000418450200051332ES91', 1],
    ['3214282912345698765432161182', 1], // ISO 13616 worked example GB82 WEST 1234 5698 7654 32, digits
  ])('%s -> %i', (value, remainder) => {
    expect(mod97(value)).toBe(remainder);
  });

  it('matches a BigInt reference on any alphanumeric string, 0 to 300 characters', () => {
    fc.assert(
      fc.property(
        fc.array(ALPHANUMERIC, { maxLength: 300 }).map((chars) => chars.join('')),
        (value) => {
          expect(mod97(value)).toBe(reference(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('continues over a range from a given remainder, as over the concatenation', () => {
    fc.assert(
      fc.property(
        fc.array(ALPHANUMERIC, { maxLength: 40 }).map((c) => c.join('')),
        fc.array(ALPHANUMERIC, { maxLength: 40 }).map((c) => c.join('')),
        (head, tail) => {
          const joined = head + tail;
          expect(mod97(joined, head.length, joined.length, mod97(head))).toBe(reference(joined));
        },
      ),
    );
  });

  it.each(['-', ' ', 'É', '٣', '\u0000', '@', '[', '`', '{'])('throws on %j (misuse)', (bad) => {
    expect(() => mod97(`12${bad}3`)).toThrow(RangeError);
  });
});

describe('mod97CheckDigits', () => {
  it.each([
    ['21000418450200051332ES', '91'],
    ['000201231234567890154'.slice(0, 19), '54'], // PT NIB of the registry example
    ['', '98'],
  ])('%s -> %s', (value, digits) => {
    expect(mod97CheckDigits(value)).toBe(digits);
  });

  it('appended, make the value valid; always 02..98', () => {
    fc.assert(
      fc.property(
        fc.array(ALPHANUMERIC, { maxLength: 60 }).map((c) => c.join('')),
        (value) => {
          const digits = mod97CheckDigits(value);
          expect(digits).toMatch(/^(0[2-9]|[1-8]\d|9[0-8])$/);
          expect(isValidMod97(value + digits)).toBe(true);
        },
      ),
    );
  });

  it('checkDigitsFromRemainder pads to two digits', () => {
    const pairs = Array.from({ length: 97 }, (_, r) => checkDigitsFromRemainder(r));
    expect(pairs.filter((p) => !/^\d\d$/.test(p))).toEqual([]);
    expect(new Set(pairs).size).toBe(97);
  });
});
