import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { BANK_GROUP_SHARE_PT, BANK_GROUP_WEIGHTS_PT } from '../data/bank-weights.js';
import { BANKS_PT } from '../data/generated/banks.js';
import { drawBankPt } from './bank.js';

describe('drawBankPt', () => {
  const n = 50_000;
  const rng = rngFromSeed('pt-banks');
  const counts = new Map<string, number>();
  const draws = Array.from({ length: n }, (_, i) => drawBankPt(rng.split(i)));
  for (const d of draws) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);

  it('draws pool banks with their own name and BIC', () => {
    const byCode = new Map(BANKS_PT.map((b) => [b.code, b]));
    expect(
      draws.filter((d) => byCode.get(d.code)?.bic !== d.bic || byCode.get(d.code)?.name !== d.name),
    ).toEqual([]);
  });

  it('gives each big group its share of deposits', () => {
    const total = BANK_GROUP_WEIGHTS_PT.reduce((s, g) => s + g.deposits, 0);
    for (const g of BANK_GROUP_WEIGHTS_PT) {
      const expected = (BANK_GROUP_SHARE_PT * g.deposits) / total;
      expect(Math.abs((counts.get(g.code) ?? 0) / n - expected)).toBeLessThan(0.01);
    }
    expect(draws[0]).toEqual(drawBankPt(rngFromSeed('pt-banks').split(0)));
  });

  it('ranks CGD first and still draws the small banks', () => {
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe('0035');
    expect(counts.size).toBeGreaterThan(BANKS_PT.length - 5);
  });
});
