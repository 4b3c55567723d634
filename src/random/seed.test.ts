import { describe, expect, it } from 'vitest';
import { randomSeed } from './seed.js';

describe('randomSeed', () => {
  it('gives 12 hex characters, all distinct across several refills of the pool', () => {
    const seeds = Array.from({ length: 5000 }, () => randomSeed());
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});
