import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { AREA_CODES, AREA_CODES_BY_DISTRICT } from '../data/generated/phone-prefixes.js';
import { nifCheckDigit, validateNif } from './nif.js';
import {
  compactPhonePt,
  formatPhonePt,
  generatePhonePt,
  landlineOfNumberPt,
  UNIQUE_LANDLINES_PT,
  validatePhonePt,
} from './phone.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const DISTRICTS = Object.keys(AREA_CODES_BY_DISTRICT);

describe('validatePhonePt', () => {
  it.each([
    ['912345678', { tipo: 'movil' }],
    ['+351 962 345 678', { tipo: 'movil' }],
    ['00351 212345678', { tipo: 'fijo', distrito: 'Lisboa' }],
    ['351223456789', { tipo: 'fijo', distrito: 'Porto' }],
    ['253 123 456', { tipo: 'fijo', distrito: 'Braga' }],
    ['291 123 456', { tipo: 'fijo', distrito: 'Ilha da Madeira' }],
  ])('%s -> %o', (value, extra) => {
    expect(validatePhonePt(value)).toMatchObject({ valid: true, extra });
  });

  it.each([
    ['91234567', 'invalid_phone_pt_format'],
    ['9123456789', 'invalid_phone_pt_format'],
    ['+34912345678', 'invalid_phone_pt_format'],
    ['800123456', 'invalid_phone_pt_range'],
    ['941234567', 'invalid_phone_pt_range'],
    ['237123456', 'invalid_phone_pt_range'],
    ['301234567', 'invalid_phone_pt_range'],
  ])('%s -> %s', (value, code) => {
    expect(validatePhonePt(value)).toMatchObject({ valid: false, code });
  });
});

describe('formatPhonePt', () => {
  it.each([
    ['912345678', 'plain', '912345678'],
    ['912345678', 'e164', '+351912345678'],
    ['912345678', 'spaced', '912 345 678'],
    ['+351 21 234 5678', 'spaced', '21 234 5678'],
    ['253123456', 'spaced', '253 123 456'],
  ] as const)('%s %s -> %s', (value, style, out) => {
    expect(formatPhonePt(value, style)).toBe(out);
  });

  it('round-trips through compaction', () => {
    expect(compactPhonePt(formatPhonePt('212345678', 'e164'))).toBe('212345678');
  });
});

describe('generatePhonePt', () => {
  it('gives valid mobiles, and landlines of the district asked for', () => {
    fc.assert(
      fc.property(SEEDS, fc.constantFrom(...DISTRICTS), (seed, districtCode) => {
        const rng = rngFromSeed(String(seed));
        const mobile = generatePhonePt(rng, { type: 'movil' });
        expect(validatePhonePt(mobile.telefono)).toMatchObject({ valid: true, extra: { tipo: 'movil' } });
        const landline = generatePhonePt(rng, { type: 'fijo', districtCode });
        expect(landline.districtCode).toBe(districtCode);
        expect(validatePhonePt(landline.telefono)).toMatchObject({ valid: true, extra: { tipo: 'fijo' } });
        expect(AREA_CODES_BY_DISTRICT[districtCode]!.some((p) => landline.telefono.startsWith(p))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reports a mainland landline in the district it was drawn for', () => {
    const rng = rngFromSeed('5');
    const name = new Map(AREA_CODES.map((a) => [a.districtCode, a.districtName]));
    for (const code of DISTRICTS.filter((c) => Number(c) <= 18)) {
      const { telefono } = generatePhonePt(rng, { type: 'fijo', districtCode: code });
      expect(validatePhonePt(telefono)).toMatchObject({ extra: { distrito: name.get(code) } });
    }
  });

  it('has area codes for every district and island', () => {
    expect(DISTRICTS).toHaveLength(29);
    expect(() => generatePhonePt(rngFromSeed('1'), { type: 'fijo', districtCode: '99' })).toThrow(RangeError);
  });
});

describe('landlineOfNumberPt', () => {
  it('gives distinct valid landlines of the district, none a valid NIF, for distinct numbers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: UNIQUE_LANDLINES_PT - 1 }), { minLength: 2, maxLength: 40 }),
        fc.constantFrom(...DISTRICTS),
        SEEDS,
        (numbers, district, seed) => {
          const rng = rngFromSeed(String(seed));
          const phones = numbers.map((n) => landlineOfNumberPt(rng.split(n), district, n));
          expect(new Set(phones).size).toBe(numbers.length);
          for (const phone of phones) {
            expect(validatePhonePt(phone)).toMatchObject({ valid: true, extra: { tipo: 'fijo' } });
            expect(AREA_CODES_BY_DISTRICT[district]!.some((code) => phone.startsWith(code))).toBe(true);
            expect(validateNif(phone).valid).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('fills the nine digits that are not the NIF check of the first eight', () => {
    const heads = new Set<string>();
    const lasts = new Set<string>();
    for (let n = 0; n < 9; n++) {
      const phone = landlineOfNumberPt(rngFromSeed('mesma'), '11', n);
      heads.add(phone.slice(0, 8));
      lasts.add(phone[8]!);
    }
    expect(heads.size).toBe(1);
    expect(lasts.size).toBe(9);
    expect(lasts.has(nifCheckDigit([...heads][0]!))).toBe(false);
    expect(() => landlineOfNumberPt(rngFromSeed('x'), '99', 0)).toThrow(RangeError);
  });
});
