import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrowingNumbers, IndexPermutation, MAX_PERMUTATION_SIZE } from './permutation.js';
import { rngFromSeed } from './rng.js';

describe('IndexPermutation', () => {
  it('maps [0, size) onto itself one to one, for any size and key (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.string(), (size, key) => {
        const permutation = new IndexPermutation(rngFromSeed(key), size);
        const seen = new Uint8Array(size);
        for (let i = 0; i < size; i++) {
          const value = permutation.at(i);
          expect(Number.isInteger(value) && value >= 0 && value < size).toBe(true);
          seen[value]! += 1;
        }
        expect(seen.every((n) => n === 1)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each([10 ** 8, 99_999_999, 2 ** 48, MAX_PERMUTATION_SIZE])(
    'size %d: values stay in range and distinct over a sample',
    (size) => {
      const permutation = new IndexPermutation(rngFromSeed('grande'), size);
      const values = new Set<number>();
      for (let i = 0; i < 20_000; i++) values.add(permutation.at(size - 1 - ((i * 7919) % size)));
      expect(values.size).toBe(20_000);
      expect([...values].every((v) => Number.isSafeInteger(v) && v >= 0 && v < size)).toBe(true);
    },
  );

  it('another key gives another order, and no key leaves the identity', () => {
    const a = new IndexPermutation(rngFromSeed('a'), 1000);
    const b = new IndexPermutation(rngFromSeed('b'), 1000);
    const first = Array.from({ length: 1000 }, (_, i) => a.at(i));
    expect(first).not.toEqual(Array.from({ length: 1000 }, (_, i) => b.at(i)));
    expect(first.filter((v, i) => v === i).length).toBeLessThan(20);
  });

  it('refuses an index outside its space and a size it cannot hold', () => {
    const permutation = new IndexPermutation(rngFromSeed('x'), 10);
    expect(() => permutation.at(10)).toThrow(RangeError);
    expect(() => permutation.at(-1)).toThrow(RangeError);
    // The empty space is a permutation of nothing: built (an empty parent table), never read.
    const empty = new IndexPermutation(rngFromSeed('x'), 0);
    expect(() => empty.at(0)).toThrow(RangeError);
    expect(() => new IndexPermutation(rngFromSeed('x'), -1)).toThrow(RangeError);
    expect(() => new IndexPermutation(rngFromSeed('x'), 1.5)).toThrow(RangeError);
    expect(() => new IndexPermutation(rngFromSeed('x'), MAX_PERMUTATION_SIZE + 1)).toThrow(RangeError);
  });
});

describe('GrowingNumbers', () => {
  it('gives each number of a width once, the short widths first', () => {
    const numbers = new GrowingNumbers(rngFromSeed('n'));
    const twoDigits = Array.from({ length: 90 }, (_, i) => numbers.at(i));
    expect([...twoDigits].sort((x, y) => x - y)).toEqual(Array.from({ length: 90 }, (_, i) => i + 10));
    const threeDigits = Array.from({ length: 900 }, (_, i) => numbers.at(90 + i));
    expect(new Set(threeDigits).size).toBe(900);
    expect(threeDigits.every((n) => n >= 100 && n <= 999)).toBe(true);
    expect(String(numbers.at(GrowingNumbers.SIZE - 1))).toHaveLength(12);
    expect(() => numbers.at(GrowingNumbers.SIZE)).toThrow(RangeError);
  });
});
