import fc from 'fast-check';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { ccCheckDigit, formatCc, generateCc, validateCc } from './cc.js';
import { nifCheckDigit } from './nif.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('validateCc', () => {
  // 000000000ZZ4: python-stdnum's doctest; the others: stdnum-js src/pt/cc.spec.ts.
  it.each(['00000000 0 ZZ4', '10000000 0 ZZ2', '04521224 4 ZZ 7', '054546796ZY7', '101490801zy0'])(
    '%s is valid',
    (value) => {
      expect(validateCc(value)).toEqual({ valid: true, normalized: value.replace(/ /g, '').toUpperCase() });
    },
  );

  it.each([
    ['00000000 0 ZZ', 'invalid_cc_format'],
    ['00000000 A ZZ4', 'invalid_cc_format'],
    ['0000000 0 ZZ4', 'invalid_cc_format'],
    ['00000000 0 ZZA', 'invalid_cc_format'],
    ['00000000 0 ZZ3', 'invalid_cc_check'],
    ['10000000 0 ZZ4', 'invalid_cc_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateCc(value)).toMatchObject({ valid: false, code });
  });

  it('names the right check digit', () => {
    expect(validateCc('000000000ZZ3')).toEqual({ valid: false, code: 'invalid_cc_check', expected: '4' });
  });
});

describe('ccCheckDigit', () => {
  it('is the last digit of the published examples', () => {
    expect(ccCheckDigit('000000000ZZ')).toBe('4');
    expect(ccCheckDigit('054546796ZY')).toBe('7');
    expect(() => ccCheckDigit('00000000AZZ')).toThrow(RangeError);
  });
});

describe('formatCc', () => {
  it.each([
    ['000000000ZZ4', 'spaced', '00000000 0 ZZ4'],
    ['00000000 0 zz4', 'plain', '000000000ZZ4'],
  ] as const)('%s %s -> %s', (value, style, out) => {
    expect(formatCc(value, style)).toBe(out);
  });
});

describe('generateCc', () => {
  it('gives valid numbers whose civil number carries its own check digit; ok: false only the last digit wrong', () => {
    fc.assert(
      fc.property(SEEDS, (seed) => {
        const rng = rngFromSeed(String(seed));
        const cc = generateCc(rng);
        expect(validateCc(cc).valid).toBe(true);
        expect(cc[8]).toBe(nifCheckDigit(cc.slice(0, 8)));
        expect(cc.slice(9, 11)).toMatch(/^Z[WXYZ]$/);
        const bad = generateCc(rng, { ok: false });
        expect(bad).toMatch(/^\d{9}[A-Z0-9]{2}\d$/);
        expect(validateCc(bad)).toMatchObject({ valid: false, code: 'invalid_cc_check' });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('agreement with stdnum (npm)', () => {
  it('generated values: valid in both; ok: false invalid in both', () => {
    const rng = rngFromSeed('31');
    const failures: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const cc = generateCc(rng);
      if (!stdnum.PT.cc.validate(cc).isValid) failures.push(cc);
      const bad = generateCc(rng, { ok: false });
      if (stdnum.PT.cc.validate(bad).isValid) failures.push(bad);
    }
    expect(failures).toEqual([]);
  });

  it('random values of the shape, version letters included: same verdict', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        alnum,
        alnum,
        fc.integer({ min: 0, max: 9 }),
        (digits, a, b, check) => {
          const value = `${digits}${a}${b}${check}`;
          expect(validateCc(value).valid).toBe(stdnum.PT.cc.validate(value).isValid);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
