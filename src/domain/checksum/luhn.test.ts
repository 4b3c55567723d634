import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn.js';

describe('luhnCheckDigit', () => {
  // 7992739871 -> 3: the worked example of ISO/IEC 7812-1 annex B (and
  // Wikipedia's "Luhn algorithm"); the others are gateways' test cards.
  it.each([
    ['7992739871', '3'],
    ['424242424242424', '2'],
    ['411111111111111', '1'],
    ['37828224631000', '5'],
    ['601100099013942', '4'],
    ['0', '0'],
    ['1', '8'],
  ])('%s -> %s', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
  });

  it('throws on misuse', () => {
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('4242 4242')).toThrow(RangeError);
    expect(() => luhnCheckDigit('１２３')).toThrow(RangeError);
  });
});

describe('isLuhnValid', () => {
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['00', true],
    ['0', false],
    ['', false],
    ['4242-4242-4242-4242', false],
    ['42424242424242x2', false],
  ])('%s -> %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it('accepts payload + check digit and rejects every single-digit change of it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,30}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const number = payload + luhnCheckDigit(payload);
          expect(isLuhnValid(number)).toBe(true);
          const i = at % number.length;
          const changed = number.slice(0, i) + ((Number(number[i]) + delta) % 10) + number.slice(i + 1);
          expect(isLuhnValid(changed)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
