import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numeroOfStep } from './shared-field-types.js';

/**
 * The definition: the step scaled, written with exactly `decimals` decimals,
 * read back. Why one division gives the same: n = step / 10^d is the double
 * nearest to v = step / 10^d exact, so |n - v| <= ulp(n) / 2. If ulp(n) <=
 * 10^-d, the text of n rounded to d decimals is v's (no tie: an ulp is a
 * power of two, 10^-d is not), and v reads back as n. If ulp(n) > 10^-d,
 * the text is within 10^-d / 2 < ulp(n) / 2 of n, and reads back as n.
 */
const byText = (step: number, decimals: number) => {
  const n = step / 10 ** decimals;
  return decimals === 0 ? n : Number(n.toFixed(decimals));
};

describe('numeroOfStep', () => {
  it('is the number the decimal text reads as, for any step and 0-10 decimals', () => {
    const steps = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc
        .tuple(
          fc.integer({ min: 1, max: 70 }),
          fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
          fc.boolean(),
        )
        .map(([bits, u, negative]) => Math.floor(u * 2 ** bits) * (negative ? -1 : 1)),
      // Where a double's unit passes 1.
      fc.integer({ min: -4096, max: 4096 }).map((d) => 2 ** 52 + d),
      fc.integer({ min: -4096, max: 4096 }).map((d) => -(2 ** 52) + d),
    );
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 10 }), (step, decimals) => {
        expect(Object.is(numeroOfStep(step, decimals), byText(step, decimals))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
