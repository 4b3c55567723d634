import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { PROVINCES } from '../data/generated/provinces.js';
import {
  compactPlate,
  formatPlate,
  generatePlate,
  OLD_PLATE_PROVINCES,
  PLATE_FORMAT,
  PLATE_LETTERS,
  type PlateStyle,
  validatePlate,
} from './plate.js';

const STYLES: readonly PlateStyle[] = ['plain', 'spaced'];

describe('validatePlate', () => {
  it.each([
    ['0000 BBB', { valid: true, normalized: '0000BBB', extra: { formato: 'actual' } }],
    ['9999 ZZZ', { valid: true, normalized: '9999ZZZ', extra: { formato: 'actual' } }],
    ['1234-bcd', { valid: true, normalized: '1234BCD', extra: { formato: 'actual' } }],
    [
      'M-1234-AB',
      { valid: true, normalized: 'M1234AB', extra: { formato: 'provincial', provincia: 'Madrid' } },
    ],
    [
      'B 5678 Z',
      { valid: true, normalized: 'B5678Z', extra: { formato: 'provincial', provincia: 'Barcelona' } },
    ],
    [
      'SE-0001-E',
      { valid: true, normalized: 'SE0001E', extra: { formato: 'provincial', provincia: 'Sevilla' } },
    ],
    [
      'GI-1234-BC',
      { valid: true, normalized: 'GI1234BC', extra: { formato: 'provincial', provincia: 'Girona' } },
    ],
    [
      'GE-1234-BC',
      { valid: true, normalized: 'GE1234BC', extra: { formato: 'provincial', provincia: 'Girona' } },
    ],
    [
      'PM-1234-X',
      { valid: true, normalized: 'PM1234X', extra: { formato: 'provincial', provincia: 'Illes Balears' } },
    ],
    ['1234 ABC', { valid: false, code: 'invalid_plate_letters' }],
    ['1234 BCE', { valid: false, code: 'invalid_plate_letters' }],
    ['1234 BCQ', { valid: false, code: 'invalid_plate_letters' }],
    ['1234 BCÑ', { valid: false, code: 'invalid_plate_letters' }],
    ['1234 bcñ', { valid: false, code: 'invalid_plate_letters' }],
    ['123 BCD', { valid: false, code: 'invalid_plate_format' }],
    ['12345 BCD', { valid: false, code: 'invalid_plate_format' }],
    ['1234 BC', { valid: false, code: 'invalid_plate_format' }],
    ['1234 BCDF', { valid: false, code: 'invalid_plate_format' }],
    ['XX-1234-AB', { valid: false, code: 'invalid_plate_format' }],
    ['M-1234-QB', { valid: false, code: 'invalid_plate_format' }],
    ['M-123456', { valid: false, code: 'invalid_plate_format' }],
    ['BCD 1234', { valid: false, code: 'invalid_plate_format' }],
  ])('%s', (input, expected) => {
    expect(validatePlate(input)).toEqual(expected);
  });

  it('accepts plates cited in the sources', () => {
    // First and last of the current series (DGT via the press), the last
    // provincial plates of Madrid and Barcelona and two low-series ones
    // (cope.es, coches.com).
    const plates = ['0000 BBB', '9999 ZZZ', 'M-6814-ZX', 'M-1234-ZT', 'B-1234-WN', 'TE-1234-I', 'SG-1234-J'];
    expect(plates.filter((p) => !validatePlate(p).valid)).toEqual([]);
  });

  it('maps every provincial code to a province of the INE list', () => {
    const codes = new Set(PROVINCES.map((p) => p.code));
    expect(Object.entries(OLD_PLATE_PROVINCES).filter(([, code]) => !codes.has(code))).toEqual([]);
    expect(new Set(Object.values(OLD_PLATE_PROVINCES)).size).toBe(52);
  });
});

describe('formatPlate', () => {
  it.each([
    ['1234BCD', 'spaced', '1234 BCD'],
    ['1234-bcd', 'plain', '1234BCD'],
    ['M1234AB', 'spaced', 'M 1234 AB'],
  ] as const)('%s as %s -> %s', (input, style, output) => {
    expect(formatPlate(input, style)).toBe(output);
  });
});

describe('generatePlate', () => {
  it('generates valid current plates that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...STYLES), (seed, style) => {
        const plate = generatePlate(rngFromSeed(String(seed)));
        expect(plate).toMatch(new RegExp(`^\\d{4}[${PLATE_LETTERS}]{3}$`));
        expect(validatePlate(plate)).toEqual({
          valid: true,
          normalized: plate,
          extra: { formato: 'actual' },
        });
        expect(PLATE_FORMAT.detect(plate)).toBe(true);
        expect(compactPlate(formatPlate(plate, style))).toBe(plate);
      }),
      { numRuns: 500 },
    );
  });

  it('with ok: false, keeps the shape and puts a vowel among the letters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const bad = generatePlate(rngFromSeed(String(seed)), { ok: false });
        expect(PLATE_FORMAT.detect(bad)).toBe(true);
        expect(validatePlate(bad)).toEqual({ valid: false, code: 'invalid_plate_letters' });
      }),
      { numRuns: 500 },
    );
  });

  it('is a function of the seed', () => {
    expect(generatePlate(rngFromSeed('plate'))).toBe(generatePlate(rngFromSeed('plate')));
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '-./',
    'M',
    '1'.repeat(100_000),
    `1234${'B'.repeat(5000)}`,
    '１２３４ＢＣＤ',
    '1234BCD\n',
    '\t1234BCD',
    '1234\u0000BCD',
    '\u200b1234BCD',
    '😀😀😀😀😀😀😀',
    'undefined',
    '12345678Z',
    'X1234567L',
    'PAA123456',
    '612345678',
    '4242424242424242',
    'BSCHESMM',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validatePlate(value)).not.toThrow();
      expect(validatePlate(value).valid).toBe(false);
      expect(PLATE_FORMAT.detect(compactPlate(value))).toBe(false);
    },
  );
});
