import fc from 'fast-check';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import {
  formatNif,
  generateNif,
  NIF_PT_FORMAT,
  NIPC_FORMAT,
  nifCheckDigit,
  nifRange,
  validateNif,
  validateNipc,
} from './nif.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('nifCheckDigit', () => {
  // 501964843: python-stdnum's doctest; 100000002 and 123456789: the rule by hand
  // (sum 9 → 11 − 9 = 2; sum 156 → remainder 2 → 9).
  it.each([
    ['50196484', '3'],
    ['10000000', '2'],
    ['12345678', '9'],
    ['00000000', '0'],
  ])('%s -> %s', (first8, digit) => {
    expect(nifCheckDigit(first8)).toBe(digit);
  });

  it('throws on misuse', () => {
    expect(() => nifCheckDigit('1234567')).toThrow(RangeError);
    expect(() => nifCheckDigit('1234567a')).toThrow(RangeError);
  });
});

describe('validateNif', () => {
  it.each([
    ['501964843', { tipo: 'coletiva', categoria: 'Pessoa coletiva' }],
    ['PT 501 964 843', { tipo: 'coletiva', categoria: 'Pessoa coletiva' }],
    ['123456789', { tipo: 'singular', categoria: 'Pessoa singular' }],
  ])('%s is valid', (value, extra) => {
    expect(validateNif(value)).toEqual({ valid: true, normalized: value.replace(/PT| /g, ''), extra });
  });

  it.each([
    ['50196484', 'invalid_nif_pt_format'],
    ['5019648430', 'invalid_nif_pt_format'],
    ['50196484X', 'invalid_nif_pt_format'],
    ['012345675', 'invalid_nif_pt_prefix'],
    ['812345671', 'invalid_nif_pt_prefix'],
    ['412345675', 'invalid_nif_pt_prefix'],
    ['501964844', 'invalid_nif_pt_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateNif(value)).toMatchObject({ valid: false, code });
  });

  it('names the right check digit', () => {
    expect(validateNif('501964844')).toEqual({ valid: false, code: 'invalid_nif_pt_check', expected: '3' });
  });
});

describe('validateNipc', () => {
  it('accepts legal persons only', () => {
    expect(validateNipc('501964843').valid).toBe(true);
    expect(validateNipc('123456789')).toMatchObject({ valid: false, code: 'invalid_nipc_prefix' });
    expect(NIPC_FORMAT.detect('123456789')).toBe(false);
    expect(NIF_PT_FORMAT.detect('123456789')).toBe(true);
  });
});

describe('formatNif', () => {
  it.each([
    ['501964843', 'plain', '501964843'],
    ['501964843', 'spaced', '501 964 843'],
    ['501.964.843', 'spaced', '501 964 843'],
  ] as const)('%s %s -> %s', (value, style, out) => {
    expect(formatNif(value, style)).toBe(out);
  });
});

describe('generateNif', () => {
  it('gives valid numbers of the holder asked for, and wrong check digits with ok: false', () => {
    fc.assert(
      fc.property(SEEDS, fc.constantFrom('singular', 'coletiva' as const), (seed, holder) => {
        const rng = rngFromSeed(String(seed));
        const nif = generateNif(rng, { holder });
        expect(validateNif(nif)).toMatchObject({ valid: true, extra: { tipo: holder } });
        expect(validateNipc(nif).valid).toBe(holder === 'coletiva');
        const bad = generateNif(rng, { holder, ok: false });
        expect(bad).toMatch(/^\d{9}$/);
        expect(nifRange(bad)?.holder).toBe(holder);
        expect(validateNif(bad)).toMatchObject({ valid: false, code: 'invalid_nif_pt_check' });
      }),
      { numRuns: 2000 },
    );
  });

  it('draws every first digit of its mix', () => {
    const rng = rngFromSeed('7');
    const firsts = new Set(
      Array.from({ length: 2000 }, () => generateNif(rng).slice(0, 2)).map((p) => (p === '45' ? p : p[0])),
    );
    expect([...firsts].sort()).toEqual(['1', '2', '3', '45']);
  });
});

describe('agreement with stdnum (npm)', () => {
  it('generated values: valid here and there; ok: false invalid in both', () => {
    const rng = rngFromSeed('20240601');
    const failures: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const holder = i % 2 === 0 ? 'singular' : 'coletiva';
      const nif = generateNif(rng, { holder });
      if (!stdnum.PT.nif.validate(nif).isValid) failures.push(nif);
      if (holder === 'coletiva' && !stdnum.PT.nipc.validate(nif).isValid) failures.push(nif);
      const bad = generateNif(rng, { holder, ok: false });
      if (stdnum.PT.nif.validate(bad).isValid) failures.push(bad);
    }
    expect(failures).toEqual([]);
  });

  it('random nine digits: same check verdict wherever the range is assigned', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (value) => {
        const ours = validateNif(value);
        const theirs = stdnum.PT.nif.validate(value).isValid;
        if (ours.valid) expect(theirs).toBe(true);
        else if (ours.code === 'invalid_nif_pt_check') expect(theirs).toBe(false);
        else expect(nifRange(value)).toBeUndefined();
      }),
      { numRuns: 5000 },
    );
  });
});
