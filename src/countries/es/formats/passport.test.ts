import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTd3, validateTd3 } from '../../../domain/intl/mrz.js';
import { rngFromSeed } from '../../../random/rng.js';
import {
  compactPassport,
  formatPassport,
  generatePassportNumber,
  PASSPORT_FORMAT,
  validatePassport,
} from './passport.js';

describe('validatePassport', () => {
  it.each([
    ['PAA123456', { valid: true, normalized: 'PAA123456' }],
    ['paa123456', { valid: true, normalized: 'PAA123456' }],
    ['PAA 123456', { valid: true, normalized: 'PAA123456' }],
    ['XDA-000001', { valid: true, normalized: 'XDA000001' }],
    ['PA123456', { valid: false, code: 'invalid_passport_format' }],
    ['PAA12345', { valid: false, code: 'invalid_passport_format' }],
    ['PAA1234567', { valid: false, code: 'invalid_passport_format' }],
    ['PAAA12345', { valid: false, code: 'invalid_passport_format' }],
    ['PÑA123456', { valid: false, code: 'invalid_passport_format' }],
    ['123456PAA', { valid: false, code: 'invalid_passport_format' }],
    ['L898902C3', { valid: false, code: 'invalid_passport_format' }],
  ])('%s', (input, expected) => {
    expect(validatePassport(input)).toEqual(expected);
  });
});

describe('generatePassportNumber', () => {
  it('generates valid numbers that survive format and compact and fill the MRZ number field', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const number = generatePassportNumber(rngFromSeed(String(seed)));
        expect(validatePassport(number)).toEqual({ valid: true, normalized: number });
        expect(PASSPORT_FORMAT.detect(number)).toBe(true);
        expect(compactPassport(formatPassport(number))).toBe(number);
        const lines = buildTd3({
          documentNumber: number,
          surname: 'García López',
          givenNames: 'Lucía',
          birthDate: '1990-01-31',
          sex: 'M',
          expiryDate: '2030-01-30',
          personalNumber: '12345678Z',
        });
        expect(lines[1].slice(0, 9)).toBe(number);
        expect(validateTd3(lines).valid).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is a function of the seed', () => {
    expect(generatePassportNumber(rngFromSeed('pp'))).toBe(generatePassportNumber(rngFromSeed('pp')));
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '-./',
    'P',
    'A'.repeat(100_000),
    `PAA${'1'.repeat(5000)}`,
    'ＰＡＡ１２３４５６',
    'PAA123456\n',
    '\tPAA123456',
    'PAA\u0000123456',
    '\u200bPAA123456',
    '😀😀😀😀😀😀😀😀😀',
    'undefined',
    '12345678Z',
    'X1234567L',
    '1234BCD',
    '612345678',
    '4242424242424242',
    'BSCHESMM',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validatePassport(value)).not.toThrow();
      expect(validatePassport(value).valid).toBe(false);
      expect(PASSPORT_FORMAT.detect(compactPassport(value))).toBe(false);
    },
  );
});
