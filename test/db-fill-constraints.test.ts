/**
 * db fill against constraints as real applications write them
 * (test/fixtures/db/constraints.*.sql): a key with a database default that
 * other tables reference, partial and expression unique indexes, two UNIQUE
 * sets sharing a foreign key, a unique binary column, regular-expression
 * CHECKs, CHECKs over two columns (an order, exactly one of two set, a
 * status tied to a date), JSON CHECKs, a TINYINT key, and table and column
 * names with spaces. Each: introspect, fill, then every table has rows, no
 * orphan, no repeated key, and no row breaks the CHECK by query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillDatabase } from '../src/index.js';
import { catalogOf, duplicates, orphans, rowCounts } from './db-integrity.js';
import {
  fixture,
  MY,
  mysqlDatabase,
  PG,
  postgresSchema,
  reachable,
  skipUnless,
  sqliteFile,
} from './db-servers.js';

const ROWS = 150;
const dir = mkdtempSync(join(tmpdir(), 'db-constraints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pgSkip = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const mySkip = skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port));

const count = async (db: { query(sql: string): Promise<Record<string, unknown>[]> }, sql: string) =>
  Number((await db.query(sql))[0]!.n);

describe('constraints of real applications', () => {
  it.skipIf(pgSkip)(
    'PostgreSQL: referenced default keys, partial and expression indexes, row CHECKs',
    async () => {
      const db = await postgresSchema('constraints', fixture('constraints', 'postgresql'));
      try {
        await fillDatabase(db.url, { rows: ROWS, seed: 'constraints' });
        const catalog = await catalogOf(db.url);
        const counts = await rowCounts(db, catalog);
        for (const [name, n] of Object.entries(counts)) expect(n, name).toBeGreaterThan(0);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);
        // The partial index on the organization is kept as if whole: one account per organization at most.
        expect(counts.cuentas).toBeLessThanOrEqual(counts.organizaciones!);
        expect(
          await count(db, 'SELECT COUNT(*) AS n FROM cuentas WHERE codigo !~ $$^[a-z0-9_]{1,100}$$'),
        ).toBe(0);
        expect(await count(db, 'SELECT COUNT(cp) AS n FROM cuentas')).toBeGreaterThan(0);
        expect(await count(db, "SELECT COUNT(*) AS n FROM cuentas WHERE cp !~ '^[0-9]{5}$'")).toBe(0);
        expect(
          await count(db, "SELECT COUNT(*) AS n FROM cuentas WHERE jsonb_typeof(etiquetas) <> 'array'"),
        ).toBe(0);
        expect(await count(db, 'SELECT COUNT(etiquetas) AS n FROM cuentas')).toBeGreaterThan(0);
        // Two dates in order, the low bound below the high one, always one of two references, the status and its date together.
        expect(await count(db, 'SELECT COUNT(*) AS n FROM contratos WHERE fecha_fin < fecha_inicio')).toBe(0);
        expect(await count(db, 'SELECT COUNT(fecha_fin) AS n FROM contratos')).toBeGreaterThan(0);
        expect(await count(db, 'SELECT COUNT(*) AS n FROM contratos WHERE minimo >= maximo')).toBe(0);
        expect(await count(db, 'SELECT COUNT(plan_id) AS n FROM contratos')).toBe(counts.contratos);
        expect(
          await count(db, "SELECT COUNT(DISTINCT estado) AS n FROM contratos WHERE estado <> 'aprobado'"),
        ).toBe(2);
      } finally {
        await db.drop();
      }
    },
  );

  it.skipIf(mySkip)(
    'MariaDB: a TINYINT key caps its table; CHECKs over two columns and a REGEXP hold',
    async () => {
      const db = await mysqlDatabase('constraints', fixture('constraints', 'mysql'));
      try {
        await fillDatabase(db.url, { rows: 300, seed: 'constraints' });
        const catalog = await catalogOf(db.url);
        const counts = await rowCounts(db, catalog);
        expect(counts.tipos_movimiento).toBe(127);
        expect(counts.movimientos).toBe(300);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(
          await count(db, "SELECT COUNT(*) AS n FROM movimientos WHERE cp NOT REGEXP '^[0-9]{5}$'"),
        ).toBe(0);
        expect(await count(db, 'SELECT COUNT(*) AS n FROM movimientos WHERE fecha_fin < fecha_inicio')).toBe(
          0,
        );
        expect(await count(db, 'SELECT COUNT(*) AS n FROM movimientos WHERE minimo >= maximo')).toBe(0);
        // Spatial columns get shapes, written through ST_GeomFromText.
        expect(counts.lugares).toBe(300);
        expect(
          await count(db, "SELECT COUNT(*) AS n FROM lugares WHERE ST_GeometryType(ubicacion) <> 'POINT'"),
        ).toBe(0);
        expect(
          await count(db, "SELECT COUNT(zona) AS n FROM lugares WHERE ST_GeometryType(zona) = 'POLYGON'"),
        ).toBeGreaterThan(0);
      } finally {
        await db.drop();
      }
    },
  );

  it('SQLite: names with spaces, partial and expression unique indexes', async () => {
    const db = await sqliteFile(dir, 'constraints', fixture('constraints', 'sqlite'));
    try {
      const report = await fillDatabase(db.url, { rows: ROWS, seed: 'constraints' });
      expect(report.tables.map((t) => t.name).sort()).toEqual(['Order Details', 'Order Types', 'ajustes']);
      const catalog = await catalogOf(db.url);
      expect(catalog.tables.find((t) => t.name === 'Order Details')!.unique).toEqual(
        expect.arrayContaining([['email'], ['Type ID', 'codigo']]),
      );
      const counts = await rowCounts(db, catalog);
      expect(counts['Order Types']).toBe(ROWS);
      expect(counts['Order Details']).toBe(ROWS);
      expect(await orphans(db, catalog)).toEqual([]);
      expect(await duplicates(db, catalog)).toEqual([]);
      expect(
        await count(db, 'SELECT COUNT(*) AS n FROM [Order Details] WHERE fecha_fin < fecha_inicio'),
      ).toBe(0);
      const [name] = await db.query('SELECT [Type Name] AS n FROM [Order Types] LIMIT 1');
      expect(typeof name!.n).toBe('string');
      // A table without rowid, its columns without a type: text by their names (a city is a municipality).
      expect(counts.ajustes).toBe(ROWS);
      const settings = await db.query('SELECT valor, ciudad FROM ajustes');
      expect(settings.filter((r) => typeof r.valor === 'string').length).toBeGreaterThan(ROWS / 2);
      for (const r of settings) expect(typeof r.ciudad).toBe('string');
    } finally {
      await db.drop();
    }
  });
});
