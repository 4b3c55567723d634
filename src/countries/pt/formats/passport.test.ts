import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { generatePassportNumberPt } from './passport.js';

describe('generatePassportNumberPt', () => {
  it('gives one letter and six digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        expect(generatePassportNumberPt(rngFromSeed(String(seed)))).toMatch(/^[A-Z]\d{6}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
