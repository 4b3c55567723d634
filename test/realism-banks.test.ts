import { describe, expect, it } from 'vitest';
import { BANK_GROUP_SHARE, BANK_GROUP_WEIGHTS } from '../src/countries/es/data/bank-weights.js';
import { ACTIVE_BANKS, activeBankShares } from '../src/countries/es/formats/banks.js';
import { bulkRows, generate } from '../src/index.js';

const TOP10 = new Set(BANK_GROUP_WEIGHTS.map((g) => g.code));
const N = 20_000;

/** Count of each entity code among `codes`. */
function tally(codes: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

/**
 * Observed shares against the table: the top-10 groups hold the stated share
 * and each group its own within 4 binomial standard deviations (and each
 * bank's drawn share is within 4 sd of its expected share).
 */
function expectFollowsTable(codes: readonly string[]): void {
  const counts = tally(codes);
  const n = codes.length;
  const top = codes.filter((c) => TOP10.has(c)).length / n;
  expect(top).toBeGreaterThanOrEqual(0.5);
  expect(Math.abs(top - BANK_GROUP_SHARE)).toBeLessThan(4 * Math.sqrt((BANK_GROUP_SHARE * 0.15) / n));
  const shares = activeBankShares();
  const off = ACTIVE_BANKS.flatMap((bank, i) => {
    const p = shares[i] as number;
    const seen = (counts.get(bank.code) ?? 0) / n;
    const sd = Math.sqrt((p * (1 - p)) / n);
    return Math.abs(seen - p) > 4 * sd + 1 / n ? [{ code: bank.code, expected: p, seen }] : [];
  });
  expect(off).toEqual([]);
  // Only active entities are drawn.
  const active = new Set(ACTIVE_BANKS.map((b) => b.code));
  expect([...counts.keys()].filter((code) => !active.has(code))).toEqual([]);
}

describe('bank market shares', () => {
  it('the table: groups by their funds, the rest below any group, foreign branches below domestic', () => {
    const shares = activeBankShares();
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const byCode = new Map(ACTIVE_BANKS.map((bank, i) => [bank.code, shares[i] as number]));
    const caixa = byCode.get('2100') as number;
    const santander = byCode.get('0049') as number;
    expect(caixa).toBeGreaterThan(santander);
    const smallestGroup = Math.min(...BANK_GROUP_WEIGHTS.map((g) => byCode.get(g.code) as number));
    const others = ACTIVE_BANKS.filter((b) => !TOP10.has(b.code));
    expect(Math.max(...others.map((b) => byCode.get(b.code) as number))).toBeLessThan(smallestGroup / 10);
    const revolut = byCode.get('1583') as number;
    const caixaRural = byCode.get('3187') as number;
    expect(revolut).toBeLessThan(caixaRural);
  });

  it(`iban generator: ${N} IBANs follow the table`, () => {
    const codes: string[] = [];
    for (let page = 0; codes.length < N; page += 1) {
      const { data } = generate({ generator: 'iban', count: 1000, seed: `bancos-${page}` });
      for (const row of data) codes.push(String(row.entidad));
    }
    expectFollowsTable(codes);
  });

  it(`identity: ${N} identities follow the table`, () => {
    const codes: string[] = [];
    for (let page = 0; codes.length < N; page += 1) {
      const { data } = generate({ generator: 'identity', count: 1000, seed: `identidades-${page}` });
      for (const row of data) codes.push(String(row.iban).slice(4, 8));
    }
    expectFollowsTable(codes);
  });

  it(`bulk iban and ccc: ${N} rows follow the table, one account per row`, async () => {
    const rows = await bulkRows(
      {
        seed: 'bancos-bulk',
        count: N,
        fields: [
          { name: 'iban', type: 'iban' },
          { name: 'ccc', type: 'ccc' },
        ],
      },
      { maxCount: N },
    );
    expect(rows.every((r) => r.iban.slice(4) === r.ccc)).toBe(true);
    expectFollowsTable(rows.map((r) => r.ccc.slice(0, 4)));
  });
});
