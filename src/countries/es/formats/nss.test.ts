import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { PROVINCES } from '../data/generated/provinces.js';
import { CCC_FORMAT } from './ccc.js';
import { CIF_FORMAT } from './cif.js';
import { DNI_FORMAT } from './dni.js';
import { NIE_FORMAT } from './nie.js';
import { NIF_FORMAT } from './nif.js';
import {
  compactNss,
  formatNss,
  generateNss,
  NSS_FORMAT,
  nssCheckDigits,
  nssProvinceName,
  validateNss,
} from './nss.js';

const FORMATS = [DNI_FORMAT, NIE_FORMAT, NIF_FORMAT, CIF_FORMAT, NSS_FORMAT, CCC_FORMAT];

describe('nssCheckDigits', () => {
  it.each([
    // 28/12345678/40: stdnum-js; 23/12345678/23: softjaen; 12/12345678/05: aleph.org.mx worked example.
    ['28', '12345678', '40'],
    ['23', '12345678', '23'],
    ['12', '12345678', '05'],
    // Old 7-digit serial 28/1234567/42 (delphiaccess, trucomania): 281234567 mod 97.
    ['28', '01234567', '42'],
    ['08', '00000001', '27'],
    ['01', '00000000', '76'],
    ['46', '09999999', '79'],
    ['46', '10000000', '19'],
    ['52', '99999999', '24'],
  ])('%s/%s -> %s', (province, serial, control) => {
    expect(nssCheckDigits(province, serial)).toBe(control);
  });

  it('throws on misuse', () => {
    expect(() => nssCheckDigits('2', '12345678')).toThrow(RangeError);
    expect(() => nssCheckDigits('28', '1234567')).toThrow(RangeError);
  });
});

describe('validateNss', () => {
  it.each([
    ['281234567840', { valid: true, normalized: '281234567840', extra: { provincia: 'Madrid' } }],
    ['28/12345678/40', { valid: true, normalized: '281234567840', extra: { provincia: 'Madrid' } }],
    ['28 01234567 42', { valid: true, normalized: '280123456742', extra: { provincia: 'Madrid' } }],
    ['23-12345678-23', { valid: true, normalized: '231234567823', extra: { provincia: 'Jaén' } }],
    ['531234567828', { valid: true, normalized: '531234567828', extra: { provincia: 'Otros territorios' } }],
    ['661234567814', { valid: true, normalized: '661234567814', extra: { provincia: 'Extranjero' } }],
    // 2801234567 mod 97 = 85: the naive rule must not be what validates old serials.
    ['280123456785', { valid: false, code: 'invalid_nss_check', expected: '42' }],
    ['121234567821', { valid: false, code: 'invalid_nss_check', expected: '05' }],
    ['28/12345678/41', { valid: false, code: 'invalid_nss_check', expected: '40' }],
    ['771234567840', { valid: false, code: 'invalid_nss_format' }],
    ['001234567840', { valid: false, code: 'invalid_nss_format' }],
    ['28 12345678 4', { valid: false, code: 'invalid_nss_format' }],
    ['28/1234567/42', { valid: false, code: 'invalid_nss_format' }],
    ['2812345678401', { valid: false, code: 'invalid_nss_format' }],
    ['28123456784O', { valid: false, code: 'invalid_nss_format' }],
  ])('%s', (input, expected) => {
    expect(validateNss(input)).toEqual(expected);
  });

  it('accepts a list of published valid numbers', () => {
    const numbers = ['28/12345678/40', '28/01234567/42', '23/12345678/23', '12 12345678 05'];
    expect(numbers.filter((n) => !validateNss(n).valid)).toEqual([]);
  });

  it('names every INE province from the province table', () => {
    expect(PROVINCES.filter((p) => nssProvinceName(p.code) !== p.name)).toEqual([]);
    expect(nssProvinceName('54')).toBeUndefined();
  });
});

describe('formatNss', () => {
  it.each([
    ['281234567840', '28/12345678/40'],
    ['28 01234567 42', '28/01234567/42'],
  ])('%s -> %s', (input, output) => {
    expect(formatNss(input)).toBe(output);
  });
});

describe('generateNss', () => {
  it('is pinned for fixed seeds (a change here changes the public output)', () => {
    const seeds = ['1', '2', 'seed'];
    expect(seeds.map((seed) => generateNss(rngFromSeed(seed)))).toMatchInlineSnapshot(`
      [
        "288906946831",
        "161515768414",
        "382306258836",
      ]
    `);
    expect(seeds.map((seed) => generateNss(rngFromSeed(seed), { ok: false }))).toMatchInlineSnapshot(`
      [
        "288906946832",
        "161515768420",
        "382306258843",
      ]
    `);
  });

  it('generates valid values, detected as NSS only, that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const nss = generateNss(rngFromSeed(String(seed)));
        const result = validateNss(nss);
        expect(result).toEqual({
          valid: true,
          normalized: nss,
          extra: { provincia: nssProvinceName(nss.slice(0, 2)) },
        });
        expect(Number(nss.slice(0, 2))).toBeLessThanOrEqual(52);
        expect(FORMATS.filter((f) => f.detect(nss)).map((f) => f.kind)).toEqual(['NSS']);
        expect(compactNss(formatNss(nss))).toBe(nss);
      }),
      { numRuns: 1000 },
    );
  });

  it('with ok: false, keeps the number and breaks the control digits', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const good = generateNss(rngFromSeed(String(seed)));
        const bad = generateNss(rngFromSeed(String(seed)), { ok: false });
        expect(bad.slice(0, 10)).toBe(good.slice(0, 10));
        expect(NSS_FORMAT.detect(bad)).toBe(true);
        expect(validateNss(bad)).toEqual({
          valid: false,
          code: 'invalid_nss_check',
          expected: good.slice(10),
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('honours provinceCode, extra codes included, and rejects unknown ones', () => {
    expect(generateNss(rngFromSeed('nss'), { provinceCode: '08' }).slice(0, 2)).toBe('08');
    expect(validateNss(generateNss(rngFromSeed('nss'), { provinceCode: '66' })).valid).toBe(true);
    expect(() => generateNss(rngFromSeed('nss'), { provinceCode: '99' })).toThrow(RangeError);
  });

  it('exercises both control rules', () => {
    const serials = Array.from({ length: 200 }, (_, i) => generateNss(rngFromSeed(`nss-${i}`)).slice(2, 10));
    expect(serials.some((s) => s.startsWith('0'))).toBe(true);
    expect(serials.some((s) => !s.startsWith('0'))).toBe(true);
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '//',
    '2'.repeat(100_000),
    '２８１２３４５６７８４０',
    '28123456784٠',
    '🔢🔢🔢🔢🔢🔢🔢🔢🔢🔢🔢🔢',
    '28123456\u00007840',
    '281234567840\n',
    '\u200b281234567840',
    '281234567840281234567840',
    '12345678Z',
    'X1234567L',
    'L1111111G',
    'A28015865',
    '21000418450200051332',
    'ES9121000418450200051332',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validateNss(value)).not.toThrow();
      expect(validateNss(value).valid).toBe(false);
      expect(NSS_FORMAT.detect(compactNss(value))).toBe(false);
    },
  );
});
