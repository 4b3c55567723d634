/**
 * Queries that say whether a filled database holds together, for any
 * schema: rows of each foreign key that find no parent, and key or UNIQUE
 * column sets that repeat. Names are quoted, so mixed-case identifiers work.
 */
import { expect } from 'vitest';
import type { Catalog } from '../src/db/catalog.js';
import { connect } from '../src/db/driver.js';
import { parseDbUrl } from '../src/db/url.js';
import type { TestDatabase } from './db-servers.js';

export async function catalogOf(url: string): Promise<Catalog> {
  const conn = await connect(parseDbUrl(url));
  try {
    return await conn.readCatalog();
  } finally {
    await conn.close();
  }
}

export const quoter = (dialect: string) =>
  dialect === 'mysql'
    ? (name: string) => `\`${name.replaceAll('`', '``')}\``
    : (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Foreign keys with rows whose parent does not exist, as `table(columns) -> parent: n`. */
export async function orphans(db: TestDatabase, catalog: Catalog): Promise<string[]> {
  const q = quoter(catalog.dialect);
  const found: string[] = [];
  for (const t of catalog.tables)
    for (const fk of t.foreignKeys) {
      const joined = fk.columns.map((c, i) => `p.${q(fk.targetColumns[i]!)} = c.${q(c)}`).join(' AND ');
      const present = fk.columns.map((c) => `c.${q(c)} IS NOT NULL`).join(' AND ');
      const [row] = await db.query(
        `SELECT COUNT(*) AS n FROM ${q(t.name)} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${q(fk.table)} p WHERE ${joined})`,
      );
      if (Number(row!.n) > 0) found.push(`${t.name}(${fk.columns}) -> ${fk.table}: ${row!.n}`);
    }
  return found;
}

/** Key and UNIQUE column sets that repeat a value. */
export async function duplicates(db: TestDatabase, catalog: Catalog): Promise<string[]> {
  const q = quoter(catalog.dialect);
  const found: string[] = [];
  for (const t of catalog.tables)
    for (const key of [t.primaryKey, ...t.unique].filter((k) => k.length > 0)) {
      const cols = key.map(q).join(', ');
      const rows = await db.query(
        `SELECT ${cols} FROM ${q(t.name)} WHERE ${key.map((c) => `${q(c)} IS NOT NULL`).join(' AND ')} GROUP BY ${cols} HAVING COUNT(*) > 1`,
      );
      if (rows.length > 0) found.push(`${t.name}(${key}): ${rows.length}`);
    }
  return found;
}

/** Rows of every table, by name. */
export async function rowCounts(db: TestDatabase, catalog: Catalog): Promise<Record<string, number>> {
  const q = quoter(catalog.dialect);
  const counts: Record<string, number> = {};
  for (const t of catalog.tables) {
    const [row] = await db.query(`SELECT COUNT(*) AS n FROM ${q(t.name)}`);
    counts[t.name] = Number(row!.n);
  }
  return counts;
}

/**
 * Source value -> target value of `column` in `table`, rows matched by
 * `key` (a column the copy keeps); fails when one source value got two
 * different fakes.
 */
export async function fakesOf(
  source: TestDatabase,
  target: TestDatabase,
  table: string,
  key: string,
  column: string,
): Promise<Map<string, string>> {
  const select = `SELECT ${key} AS k, ${column} AS v FROM ${table}`;
  const after = new Map((await target.query(select)).map((r) => [String(r.k), String(r.v)]));
  const map = new Map<string, string>();
  for (const r of await source.query(select)) {
    const fake = after.get(String(r.k));
    if (fake === undefined) continue;
    const value = String(r.v);
    expect(map.get(value) ?? fake, value).toBe(fake);
    map.set(value, fake);
  }
  return map;
}
