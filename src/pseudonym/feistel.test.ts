import { describe, expect, it } from 'vitest';
import { MAX_DOMAIN, Memo, Permutation, Permutations } from './feistel.js';
import { KeyRing } from './keys.js';

const ring = new KeyRing('clave de prueba');

describe('Permutation', () => {
  it.each([1, 2, 3, 10, 23, 97, 100, 1000, 4096, 10_007])(
    'maps [0, %i) onto itself, one to one, and invert undoes it',
    (size) => {
      const permutation = new Permutation(ring, 'test', size);
      const seen = new Uint8Array(size);
      for (let x = 0; x < size; x++) {
        const y = permutation.apply(x, 7);
        expect(y >= 0 && y < size).toBe(true);
        seen[y]! += 1;
        expect(permutation.invert(y, 7)).toBe(x);
      }
      expect(seen.every((n) => n === 1)).toBe(true);
    },
  );

  it('handles the largest domain with exact arithmetic', () => {
    const permutation = new Permutation(ring, 'big', MAX_DOMAIN);
    for (const x of [0, 1, 2 ** 40 + 12_345, MAX_DOMAIN - 1]) {
      const y = permutation.apply(x);
      expect(Number.isSafeInteger(y) && y < MAX_DOMAIN).toBe(true);
      expect(permutation.invert(y)).toBe(x);
    }
  });

  it('gives the same image for the same key and label, unrelated ones otherwise', () => {
    const again = new Permutation(new KeyRing('clave de prueba'), 'test', 1e8);
    const one = new Permutation(ring, 'test', 1e8);
    const otherKey = new Permutation(new KeyRing('otra clave'), 'test', 1e8);
    const otherLabel = new Permutation(ring, 'otra', 1e8);
    const xs = Array.from({ length: 1000 }, (_, i) => i * 99_991);
    expect(xs.map((x) => again.apply(x))).toEqual(xs.map((x) => one.apply(x)));
    const same = (p: Permutation) => xs.filter((x) => p.apply(x) === one.apply(x)).length;
    expect(same(otherKey)).toBeLessThan(3);
    expect(same(otherLabel)).toBeLessThan(3);
  });

  it('gives unrelated images under different tweaks', () => {
    const permutation = new Permutations(ring).get('tweak', 1e6);
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    expect(xs.filter((x) => permutation.apply(x, 1) === permutation.apply(x, 2)).length).toBeLessThan(3);
  });

  it('rejects sizes it cannot hold', () => {
    expect(() => new Permutation(ring, 'x', 0)).toThrow(RangeError);
    expect(() => new Permutation(ring, 'x', MAX_DOMAIN + 1)).toThrow(RangeError);
    expect(() => new KeyRing('')).toThrow(RangeError);
  });
});

describe('Memo', () => {
  /** A memo whose every computation is counted. */
  const counted = () => {
    const memo = new Memo<string>();
    let computed = 0;
    const compute = (key: string) => {
      computed++;
      return `fake:${key}`;
    };
    return { get: (key: string) => memo.get(key, compute), computed: () => computed };
  };

  it('computes a value that repeats once', () => {
    const memo = counted();
    for (let i = 0; i < 20_000; i++) expect(memo.get(`k${i % 300}`)).toBe(`fake:k${i % 300}`);
    expect(memo.computed()).toBe(300);
  });

  it('stops keeping values that do not repeat, and answers the same', () => {
    const memo = counted();
    for (let i = 0; i < 3000; i++) expect(memo.get(`d${i}`)).toBe(`fake:d${i}`);
    // Values seen while the memo skipped its map are computed again when they come back.
    for (let i = 2500; i < 3000; i++) expect(memo.get(`d${i}`)).toBe(`fake:d${i}`);
    expect(memo.computed()).toBe(3500);
  });
});
