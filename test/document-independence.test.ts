/**
 * The documents of one row are independent draws: no two document columns
 * share their digits, and the NIE's X/Y/Z says nothing of the K/L/M key of
 * the personal NIF (or of the CIF's organisation letter). Same for the
 * `identity` generator's DNI and NSS.
 */
import { describe, expect, it } from 'vitest';
import { bulkRows, generate } from '../src/index.js';

const COUNT = 10_000;

/**
 * The digit body of a document: the 8 digits of a DNI, the 7 of a NIE, K/L/M
 * NIF or CIF, the 8-digit serial of an NSS.
 */
function body(type: string, value: string): string {
  if (type === 'dni') return value.slice(0, 8);
  if (type === 'nss') return value.slice(2, 10);
  return value.slice(1, 8);
}

/**
 * Two documents share their digits when their bodies end in the same seven
 * digits: equal 7-digit bodies, equal 8-digit bodies, or an 8-digit body
 * ending in a 7-digit one. By chance alone that happens to a pair with
 * probability 1e-7, so about 0.015 times over 10,000 rows of 15 pairs.
 */
function sharedPairs(documents: readonly (readonly [string, string])[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < documents.length; i++)
    for (let j = i + 1; j < documents.length; j++) {
      const [ta, va] = documents[i]!;
      const [tb, vb] = documents[j]!;
      if (body(ta, va).slice(-7) === body(tb, vb).slice(-7)) found.push(`${va}/${vb}`);
    }
  return found;
}

/**
 * Pearson's chi-square statistic of a contingency table of `pairs`
 * (counts against the product of the marginals) and its degrees of freedom.
 */
function chiSquare(pairs: readonly (readonly [string, string])[]): { statistic: number; df: number } {
  const rows = new Map<string, number>();
  const cols = new Map<string, number>();
  const cells = new Map<string, number>();
  for (const [a, b] of pairs) {
    rows.set(a, (rows.get(a) ?? 0) + 1);
    cols.set(b, (cols.get(b) ?? 0) + 1);
    cells.set(`${a}|${b}`, (cells.get(`${a}|${b}`) ?? 0) + 1);
  }
  let statistic = 0;
  for (const [a, ra] of rows)
    for (const [b, cb] of cols) {
      const expected = (ra * cb) / pairs.length;
      const observed = cells.get(`${a}|${b}`) ?? 0;
      statistic += (observed - expected) ** 2 / expected;
    }
  return { statistic, df: (rows.size - 1) * (cols.size - 1) };
}

describe('documents of one bulk row', () => {
  const fields = [
    { name: 'dni', type: 'documento', options: { sub: 'dni' } },
    { name: 'nie', type: 'documento', options: { sub: 'nie' } },
    { name: 'nif', type: 'documento', options: { sub: 'nif' } },
    { name: 'cif_doc', type: 'documento', options: { sub: 'cif' } },
    { name: 'cif', type: 'cif' },
    { name: 'nss', type: 'nss' },
  ] as const;
  const TYPE: Record<string, string> = {
    dni: 'dni',
    nie: 'nie',
    nif: 'nif',
    cif_doc: 'cif',
    cif: 'cif',
    nss: 'nss',
  };

  for (const seed of ['docs-1', 20_261_126]) {
    it(`share no digits over ${COUNT} rows (seed ${seed})`, async () => {
      const rows = await bulkRows({ fields, count: COUNT, seed, refDate: '2026-01-15' });
      expect(rows).toHaveLength(COUNT);
      const shared: string[] = [];
      for (const row of rows) {
        const documents = fields.map((f) => [TYPE[f.name]!, String(row[f.name])] as const);
        shared.push(...sharedPairs(documents));
      }
      expect(shared).toEqual([]);
    });

    it(`share no digits when every document column is unique (seed ${seed})`, async () => {
      const uniqueFields = fields.map((f) => ({ ...f, unique: true }));
      const rows = await bulkRows({ fields: uniqueFields, count: COUNT, seed, refDate: '2026-01-15' });
      const shared: string[] = [];
      for (const row of rows) {
        const documents = fields.map((f) => [TYPE[f.name]!, String(row[f.name])] as const);
        shared.push(...sharedPairs(documents));
      }
      expect(shared).toEqual([]);
      for (const f of fields) expect(new Set(rows.map((r) => r[f.name])).size).toBe(COUNT);
    });

    it(`NIE letter, K/L/M key and CIF letter are independent (seed ${seed})`, async () => {
      const rows = await bulkRows({ fields, count: COUNT, seed, refDate: '2026-01-15' });
      const nieNif = rows.map((r) => [String(r.nie)[0]!, String(r.nif)[0]!] as const);
      const nieCif = rows.map((r) => [String(r.nie)[0]!, String(r.cif_doc)[0]!] as const);
      // Every NIE letter meets every NIF key about a ninth of the time.
      const counts = new Map<string, number>();
      for (const [a, b] of nieNif) counts.set(a + b, (counts.get(a + b) ?? 0) + 1);
      expect(counts.size).toBe(9);
      for (const n of counts.values()) expect(Math.abs(n / COUNT - 1 / 9)).toBeLessThan(0.012);
      // Chi-square critical values at p = 0.001: 18.47 (4 df), 62.49 (32 df).
      const a = chiSquare(nieNif);
      expect(a.df).toBe(4);
      expect(a.statistic).toBeLessThan(18.47);
      const b = chiSquare(nieCif);
      expect(b.df).toBe(32);
      expect(b.statistic).toBeLessThan(62.49);
    });
  }

  it('detects the shared digits it looks for', () => {
    expect(
      sharedPairs([
        ['nie', 'X2208372G'],
        ['nif', 'K2208372G'],
      ]),
    ).toHaveLength(1);
    expect(
      sharedPairs([
        ['dni', '12208372V'],
        ['cif', 'C22083729'],
      ]),
    ).toHaveLength(1);
    expect(
      sharedPairs([
        ['dni', '12345678Z'],
        ['nss', '281234567840'],
      ]),
    ).toHaveLength(1);
    expect(
      sharedPairs([
        ['nie', 'X2208372G'],
        ['nif', 'K2208373G'],
      ]),
    ).toHaveLength(0);
    const dependent = Array.from({ length: 900 }, (_, i) => ['XYZ'[i % 3]!, 'KLM'[i % 3]!] as const);
    expect(chiSquare(dependent).statistic).toBeGreaterThan(1000);
  });
});

describe('identity', () => {
  it('DNI and NSS share no digits over 10,000 records', () => {
    const shared: string[] = [];
    for (let page = 0; page < 10; page++) {
      const { data } = generate({
        generator: 'identity',
        count: 1000,
        seed: `identity-docs-${page}`,
        options: { refDate: '2026-01-15' },
      });
      for (const record of data)
        shared.push(
          ...sharedPairs([
            ['dni', String(record.documento)],
            ['nss', String(record.nss)],
          ]),
        );
    }
    expect(shared).toEqual([]);
  });
});
