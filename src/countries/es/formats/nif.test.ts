import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { CCC_FORMAT } from './ccc.js';
import { CIF_FORMAT } from './cif.js';
import { DNI_FORMAT, type DocumentStyle } from './dni.js';
import { NIE_FORMAT } from './nie.js';
import { compactNif, formatNif, generateNif, NIF_FORMAT, nifCheckLetter, validateNif } from './nif.js';
import { NSS_FORMAT } from './nss.js';

const FORMATS = [DNI_FORMAT, NIE_FORMAT, NIF_FORMAT, CIF_FORMAT, NSS_FORMAT, CCC_FORMAT];
const STYLES: readonly DocumentStyle[] = ['plain', 'dashed', 'dotted'];

describe('nifCheckLetter', () => {
  it.each([
    ['L1111111', 'G'],
    ['K1234567', 'L'],
    ['M1234567', 'L'],
    ['L9999999', 'J'],
    ['K0000000', 'T'],
  ])('%s -> %s', (body, letter) => {
    expect(nifCheckLetter(body)).toBe(letter);
  });

  it('throws on misuse', () => {
    expect(() => nifCheckLetter('X1234567')).toThrow(RangeError);
    expect(() => nifCheckLetter('K12345678')).toThrow(RangeError);
  });
});

describe('validateNif', () => {
  it.each([
    ['L1111111G', { valid: true, normalized: 'L1111111G' }],
    ['k-1234567-l', { valid: true, normalized: 'K1234567L' }],
    ['M-1.234.567-L', { valid: true, normalized: 'M1234567L' }],
    ['L1111111C', { valid: false, code: 'invalid_check_letter', expected: 'G' }],
    ['M1234567A', { valid: false, code: 'invalid_check_letter', expected: 'L' }],
    ['L111111G', { valid: false, code: 'invalid_nif_format' }],
    ['X1234567L', { valid: false, code: 'invalid_nif_format' }],
    ['A58818501', { valid: false, code: 'invalid_nif_format' }],
    ['12345678Z', { valid: false, code: 'invalid_nif_format' }],
  ])('%s', (input, expected) => {
    expect(validateNif(input)).toEqual(expected);
  });

  // L1111111G: python-stdnum es.nif tests (the only K/L/M value found published).
  it('accepts a list of published valid numbers', () => {
    const numbers = ['L1111111G', 'L-1111111-G'];
    expect(numbers.filter((n) => !validateNif(n).valid)).toEqual([]);
  });
});

describe('formatNif', () => {
  it.each([
    ['l1111111g', 'plain', 'L1111111G'],
    ['L1111111G', 'dashed', 'L-1111111-G'],
    ['L1111111G', 'dotted', 'L-1.111.111-G'],
  ] as const)('%s as %s -> %s', (input, style, output) => {
    expect(formatNif(input, style)).toBe(output);
  });
});

describe('generateNif', () => {
  it('is pinned for fixed seeds (a change here changes the public output)', () => {
    const seeds = ['1', '2', 'seed'];
    expect(seeds.map((seed) => generateNif(rngFromSeed(seed)))).toMatchInlineSnapshot(`
      [
        "L8900087F",
        "K1505486K",
        "M2306230C",
      ]
    `);
    expect(seeds.map((seed) => generateNif(rngFromSeed(seed), { ok: false }))).toMatchInlineSnapshot(`
      [
        "L8900087L",
        "K1505486P",
        "M2306230A",
      ]
    `);
  });

  it('generates valid values, detected as NIF only, that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...STYLES), (seed, style) => {
        const nif = generateNif(rngFromSeed(String(seed)));
        expect(validateNif(nif)).toEqual({ valid: true, normalized: nif });
        expect(FORMATS.filter((f) => f.detect(nif)).map((f) => f.kind)).toEqual(['NIF']);
        expect(compactNif(formatNif(nif, style))).toBe(nif);
      }),
      { numRuns: 500 },
    );
  });

  it('with ok: false, keeps the body and breaks the letter', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const good = generateNif(rngFromSeed(String(seed)));
        const bad = generateNif(rngFromSeed(String(seed)), { ok: false });
        expect(bad.slice(0, 8)).toBe(good.slice(0, 8));
        expect(NIF_FORMAT.detect(bad)).toBe(true);
        expect(validateNif(bad)).toEqual({ valid: false, code: 'invalid_check_letter', expected: good[8] });
      }),
      { numRuns: 500 },
    );
  });

  it('honours the key option', () => {
    expect(generateNif(rngFromSeed('nif'), { key: 'M' })[0]).toBe('M');
  });
});

describe('junk', () => {
  const junk = [
    '',
    '  ',
    'K',
    'K'.repeat(100_000),
    `L${'1'.repeat(5000)}G`,
    'Ｌ１１１１１１１Ｇ',
    'L1111111Ğ',
    '∑∑∑∑∑∑∑∑∑',
    'L1111111\u0007G',
    'L1111111G\n',
    '\u200bL1111111G',
    '12345678Z',
    'X1234567L',
    'A58818501',
    '281234567840',
    '21000418450200051332',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validateNif(value)).not.toThrow();
      expect(validateNif(value).valid).toBe(false);
      expect(NIF_FORMAT.detect(compactNif(value))).toBe(false);
    },
  );
});
