import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { LANDLINE_EXCLUDED_PREFIXES, LANDLINE_PREFIXES } from '../data/generated/phone-prefixes.js';
import { PROVINCES } from '../data/generated/provinces.js';
import {
  compactPhone,
  formatPhone,
  generatePhone,
  PHONE_FORMAT,
  type PhoneStyle,
  validatePhone,
} from './phone.js';

const STYLES: readonly PhoneStyle[] = ['plain', 'e164', 'spaced'];
const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name;
const movil = (n: string) => ({ valid: true, normalized: n, extra: { tipo: 'movil' } });
const fijo = (n: string, provincia: string) => ({
  valid: true,
  normalized: n,
  extra: { tipo: 'fijo', provincia },
});

describe('validatePhone', () => {
  it.each([
    ['612345678', movil('612345678')],
    ['+34 612 34 56 78', movil('612345678')],
    ['0034 612 345 678', movil('612345678')],
    ['34612345678', movil('612345678')],
    ['(+34) 612-34-56-78', movil('612345678')],
    ['712345678', movil('712345678')],
    ['744000000', movil('744000000')],
    ['781234567', movil('781234567')],
    ['969060950', movil('969060950')],
    ['969061000', movil('969061000')],
    ['973901234', movil('973901234')],
    ['912345678', fijo('912345678', 'Madrid')],
    ['+34 91 234 56 78', fijo('912345678', 'Madrid')],
    ['812345678', fijo('812345678', 'Madrid')],
    ['932345678', fijo('932345678', 'Barcelona')],
    ['954123456', fijo('954123456', 'Sevilla')],
    ['963123456', fijo('963123456', 'Valencia/València')],
    ['956123456', fijo('956123456', 'Cádiz')],
    ['856123456', fijo('856123456', 'Cádiz')],
    ['952123456', fijo('952123456', 'Málaga')],
    ['969123456', fijo('969123456', 'Cuenca')],
    ['969061100', fijo('969061100', 'Cuenca')],
    ['973123456', fijo('973123456', 'Lleida')],
    ['973912345', fijo('973912345', 'Lleida')],
    ['928123456', fijo('928123456', 'Las Palmas')],
    ['900123456', { valid: false, code: 'invalid_phone_range' }],
    ['800123456', { valid: false, code: 'invalid_phone_range' }],
    ['901 33 55 33', { valid: false, code: 'invalid_phone_range' }],
    ['902123456', { valid: false, code: 'invalid_phone_range' }],
    ['803123456', { valid: false, code: 'invalid_phone_range' }],
    ['806123456', { valid: false, code: 'invalid_phone_range' }],
    ['807123456', { valid: false, code: 'invalid_phone_range' }],
    ['701234567', { valid: false, code: 'invalid_phone_range' }],
    ['751234567', { valid: false, code: 'invalid_phone_range' }],
    ['791234567', { valid: false, code: 'invalid_phone_range' }],
    ['590101234', { valid: false, code: 'invalid_phone_range' }],
    ['512345678', { valid: false, code: 'invalid_phone_range' }],
    ['123456789', { valid: false, code: 'invalid_phone_range' }],
    ['012345678', { valid: false, code: 'invalid_phone_range' }],
    ['61234567', { valid: false, code: 'invalid_phone_format' }],
    ['6123456789', { valid: false, code: 'invalid_phone_format' }],
    ['+33612345678', { valid: false, code: 'invalid_phone_format' }],
    ['+3461234567', { valid: false, code: 'invalid_phone_format' }],
    ['112', { valid: false, code: 'invalid_phone_format' }],
    ['612a45678', { valid: false, code: 'invalid_phone_format' }],
  ])('%s', (input, expected) => {
    expect(validatePhone(input)).toEqual(expected);
  });

  it('accepts every provincial prefix as a landline of its province', () => {
    const wrong = LANDLINE_PREFIXES.flatMap((p) =>
      [...p.prefixes9, ...p.prefixes8].map((prefix) => ({ prefix, code: p.provinceCode })),
    ).filter(({ prefix, code }) => {
      const result = validatePhone(prefix.padEnd(9, '5'));
      const shared = code === '51' || code === '52';
      return (
        !result.valid ||
        result.extra?.tipo !== 'fijo' ||
        (!shared && result.extra?.provincia !== provinceName(code))
      );
    });
    expect(wrong).toEqual([]);
  });
});

describe('formatPhone', () => {
  it.each([
    ['612345678', 'plain', '612345678'],
    ['612345678', 'e164', '+34612345678'],
    ['612345678', 'spaced', '612 34 56 78'],
    ['+34912345678', 'spaced', '912 34 56 78'],
    ['0034 912 34 56 78', 'e164', '+34912345678'],
  ] as const)('%s as %s -> %s', (input, style, output) => {
    expect(formatPhone(input, style)).toBe(output);
  });
});

describe('generatePhone', () => {
  it('generates valid mobiles on 6 and 71-74, never 78, that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...STYLES), (seed, style) => {
        const phone = generatePhone(rngFromSeed(String(seed)));
        expect(phone.tipo).toBe('movil');
        expect(phone.provinceCode).toBeNull();
        expect(phone.telefono).toMatch(/^(6\d|7[1-4])\d{7}$/);
        expect(validatePhone(phone.telefono)).toEqual(movil(phone.telefono));
        expect(PHONE_FORMAT.detect(phone.telefono)).toBe(true);
        expect(compactPhone(formatPhone(phone.telefono, style))).toBe(phone.telefono);
      }),
      { numRuns: 500 },
    );
  });

  it('generates valid landlines of the province asked for, outside the mobile sub-ranges', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...PROVINCES.map((p) => p.code)), (seed, code) => {
        const phone = generatePhone(rngFromSeed(String(seed)), { type: 'fijo', provinceCode: code });
        expect(phone.tipo).toBe('fijo');
        expect(phone.provinceCode).toBe(code);
        expect(LANDLINE_EXCLUDED_PREFIXES.some((p) => phone.telefono.startsWith(p))).toBe(false);
        // Ceuta and Melilla share Cádiz's and Málaga's prefixes, reported as the larger province.
        const reported = { '51': '11', '52': '29' }[code] ?? code;
        expect(validatePhone(phone.telefono)).toEqual(fijo(phone.telefono, provinceName(reported) as string));
      }),
      { numRuns: 1000 },
    );
  });

  it('draws landlines of any province, mostly on 9xx prefixes', () => {
    const phones = Array.from({ length: 2000 }, (_, i) =>
      generatePhone(rngFromSeed(`fijo-${i}`), { type: 'fijo' }),
    );
    expect(phones.filter((p) => !validatePhone(p.telefono).valid)).toEqual([]);
    const share9 = phones.filter((p) => p.telefono.startsWith('9')).length / phones.length;
    expect(share9).toBeGreaterThan(0.75);
    expect(share9).toBeLessThan(0.95);
    expect(new Set(phones.map((p) => p.provinceCode)).size).toBe(52);
  });

  it('draws 6 far more often than 71-74, in proportion to their sizes', () => {
    const phones = Array.from({ length: 2000 }, (_, i) => generatePhone(rngFromSeed(`movil-${i}`)).telefono);
    const share6 = phones.filter((p) => p.startsWith('6')).length / phones.length;
    expect(share6).toBeGreaterThan(0.65);
    expect(share6).toBeLessThan(0.78);
  });

  it('is a function of the seed and throws on an unknown province', () => {
    expect(generatePhone(rngFromSeed('p'), { type: 'fijo' })).toEqual(
      generatePhone(rngFromSeed('p'), { type: 'fijo' }),
    );
    expect(() => generatePhone(rngFromSeed('p'), { type: 'fijo', provinceCode: '99' })).toThrow(RangeError);
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '-./',
    '+34',
    '6'.repeat(100_000),
    `+34${'6'.repeat(5000)}`,
    '６１２３４５６７８',
    '612345678\n',
    '\t612345678',
    '612345678\u0000',
    '\u200b612345678',
    '😀😀😀😀😀😀😀😀😀',
    'undefined',
    '12345678Z',
    'X1234567L',
    '1234BCD',
    'PAA123456',
    '4242424242424242',
    '550e8400-e29b-41d4-a716-446655440000',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validatePhone(value)).not.toThrow();
      expect(validatePhone(value).valid).toBe(false);
      expect(PHONE_FORMAT.detect(compactPhone(value))).toBe(false);
    },
  );
});
