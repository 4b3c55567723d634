import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { generateNiss, nissCheckDigit, validateNiss } from './niss.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The rule as written in the source: primes as weights, 9 − (sum mod 10). */
function referenceCheck(first10: string): string {
  const weights = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];
  const sum = [...first10].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return String(9 - (sum % 10));
}

describe('validateNiss', () => {
  // 11234567892: the example of the public-domain `controlNISS` routine.
  it.each([
    ['11234567892', 'singular'],
    ['112 345 678 92', 'singular'],
  ])('%s is valid', (value, tipo) => {
    expect(validateNiss(value)).toEqual({ valid: true, normalized: '11234567892', extra: { tipo } });
  });

  it.each([
    ['1123456789', 'invalid_niss_format'],
    ['112345678921', 'invalid_niss_format'],
    ['31234567892', 'invalid_niss_format'],
    ['1123456789X', 'invalid_niss_format'],
    ['11234567893', 'invalid_niss_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateNiss(value)).toMatchObject({ valid: false, code });
  });

  it('names the right check digit', () => {
    expect(validateNiss('11234567890')).toEqual({ valid: false, code: 'invalid_niss_check', expected: '2' });
  });
});

describe('nissCheckDigit', () => {
  it('matches the rule as written, for any ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (first10) => {
        expect(nissCheckDigit(first10)).toBe(referenceCheck(first10));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('generateNiss', () => {
  it('gives valid numbers of the holder asked for; ok: false has the shape and a wrong check', () => {
    fc.assert(
      fc.property(SEEDS, fc.constantFrom('person', 'organisation' as const), (seed, holder) => {
        const rng = rngFromSeed(String(seed));
        const niss = generateNiss(rng, { holder });
        expect(niss[0]).toBe(holder === 'person' ? '1' : '2');
        expect(validateNiss(niss)).toMatchObject({
          valid: true,
          extra: { tipo: holder === 'person' ? 'singular' : 'coletiva' },
        });
        const bad = generateNiss(rng, { holder, ok: false });
        expect(bad).toMatch(/^[12]\d{10}$/);
        expect(validateNiss(bad)).toMatchObject({ valid: false, code: 'invalid_niss_check' });
      }),
      { numRuns: 2000 },
    );
  });
});
