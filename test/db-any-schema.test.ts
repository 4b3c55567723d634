/**
 * db fill on schemas as real applications write them, on PostgreSQL,
 * MariaDB and SQLite (test/fixtures/db/patterns.*.sql): catalog tables with
 * UNIQUE names, a nullable and a NOT NULL cycle of foreign keys, join tables
 * with and without columns of their own, a key of (employee, year, month)
 * with CHECK ranges and a domain, mixed-case names, json, arrays, network
 * and binary types, a generated column, a trigger, a partitioned table.
 * Introspect, fill, then count by query: every table has rows, no orphan,
 * no repeated key, and the catalog and place columns hold real values.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { COUNTRIES } from '../src/data/generated/countries.js';
import { CATALOGS } from '../src/db/catalog-values.js';
import { DbError, fillDatabase, introspectDatabase } from '../src/index.js';
import { catalogOf, duplicates, orphans, quoter, rowCounts } from './db-integrity.js';
import { fixture, serverDialects } from './db-servers.js';

const ROWS = 200;
const dir = mkdtempSync(join(tmpdir(), 'db-any-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = await serverDialects(dir);

const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.name));
const PROVINCE_CODES = new Set(PROVINCES.map((p) => p.code));
const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.nameEs));

describe.each(DIALECTS)('$dialect', ({ dialect, skip, create }) => {
  it.skipIf(skip)(
    'fills every pattern: rows everywhere, no orphan, no repeated key, real catalog values',
    async () => {
      const db = await create('patterns', fixture('patterns', dialect));
      const q = quoter(dialect);
      try {
        const body = await introspectDatabase(db.url, { rows: ROWS });
        const table = (name: string) => body.tables.find((t) => t.name === name)!;
        // A join table is twice the rows; a table keyed by its parent and a number is 1-5 rows per parent.
        expect(table('asignaciones').count).toBe(ROWS * 2);
        expect(table('lineas').count).toEqual({ per: 'proyectos', min: 1, max: 5 });
        expect(table('horas').fields.find((f) => f.name === 'mes')).toMatchObject({
          type: 'numero',
          options: { min: 1, max: 12 },
        });

        const report = await fillDatabase(db.url, { rows: ROWS, seed: `patterns-${dialect}` });
        const catalog = await catalogOf(db.url);
        const counts = await rowCounts(db, catalog);
        for (const [name, n] of Object.entries(counts)) expect(n, name).toBeGreaterThan(0);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);

        // Catalogs smaller than the rows asked cap their table, and the report says so.
        expect(counts.provincias).toBe(52);
        expect(report.capped).toContainEqual({
          table: 'provincias',
          asked: ROWS,
          rows: 52,
          fields: ['codigo'],
        });
        expect(counts.departamentos).toBe(CATALOGS.departamento.names().length);
        // The join table gets distinct pairs; (employee, year, month) stays inside its CHECKs.
        expect(counts.asignaciones).toBe(ROWS * 2);
        const [bad] = await db.query(
          'SELECT COUNT(*) AS n FROM horas WHERE mes NOT BETWEEN 1 AND 12 OR anio NOT BETWEEN 2020 AND 2026',
        );
        expect(Number(bad!.n)).toBe(0);

        // Cycles: the nullable edge is set after both tables are loaded; the NOT NULL one is checked at the end.
        expect(report.cycles).toContainEqual(
          expect.objectContaining({ table: 'departamentos', columns: ['jefe_id'], how: 'update' }),
        );
        expect(report.cycles.map((c) => c.how)).toContain('deferred');
        const [bosses] = await db.query('SELECT COUNT(jefe_id) AS n FROM departamentos');
        expect(Number(bosses!.n)).toBeGreaterThan(counts.departamentos! / 2);

        // Names say what the column holds.
        const places = await db.query('SELECT state, country, fax, provincia_codigo FROM empleados');
        for (const row of places) {
          if (row.state !== null) expect(PROVINCE_NAMES).toContain(row.state);
          if (row.country !== null) expect(COUNTRY_NAMES).toContain(row.country);
          if (row.fax !== null) expect(String(row.fax)).toMatch(/^[89]\d{8}$/);
          if (row.provincia_codigo !== null) expect(PROVINCE_CODES).toContain(row.provincia_codigo);
        }
        const provinces = await db.query('SELECT nombre FROM provincias');
        for (const row of provinces) expect(PROVINCE_NAMES).toContain(row.nombre);
        const genres = await db.query(`SELECT ${q('Name')} AS n FROM ${q('Generos')}`);
        expect(new Set(genres.map((g) => g.n)).size).toBe(genres.length);
        for (const g of genres) expect(CATALOGS.genero.names()).toContain(g.n);
        const [departamento] = await db.query('SELECT nombre FROM departamentos');
        expect(CATALOGS.departamento.names()).toContain(departamento!.nombre);
        // Generated and trigger-kept columns are the database's.
        const [line] = await db.query('SELECT total, cantidad, precio, modificado FROM lineas');
        expect(Number(line!.total)).toBeCloseTo(Number(line!.cantidad) * Number(line!.precio), 2);
        expect(line!.modificado).not.toBeNull();
      } finally {
        await db.drop();
      }
    },
  );

  it.skipIf(skip)(
    'a dry run writes nothing; --truncate refuses when outside tables reference the emptied ones',
    async () => {
      const db = await create('plan', fixture('patterns', dialect));
      try {
        const plan = await fillDatabase(db.url, { rows: 20, seed: 'plan', dryRun: true });
        expect(plan.dryRun).toBe(true);
        expect(plan.tables.length).toBeGreaterThan(10);
        const catalog = await catalogOf(db.url);
        expect(Object.values(await rowCounts(db, catalog)).every((n) => n === 0)).toBe(true);

        await fillDatabase(db.url, { rows: 20, seed: 'plan' });
        const refused = await fillDatabase(db.url, {
          rows: 20,
          seed: 'plan',
          tables: ['provincias'],
          truncate: true,
        }).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(DbError);
        expect((refused as DbError).problem).toBe('TRUNCATE_REFUSED');
        expect((refused as DbError).facts.table).toContain('empleados');

        // Filling again without emptying collides on the keys: the whole fill is undone, and says so.
        const before = await rowCounts(db, catalog);
        const failed = await fillDatabase(db.url, { rows: 20, seed: 'plan' }).catch((err: unknown) => err);
        expect(failed).toBeInstanceOf(DbError);
        expect((failed as DbError).facts.outcome).toMatchObject({ of: 'fill', rolledBack: true });
        expect(await rowCounts(db, catalog)).toEqual(before);

        // Emptied and filled again, the same seed gives the same rows.
        await fillDatabase(db.url, { rows: 20, seed: 'plan', truncate: true });
        expect(await rowCounts(db, catalog)).toEqual(before);
        expect(await orphans(db, catalog)).toEqual([]);
      } finally {
        await db.drop();
      }
    },
  );
});
