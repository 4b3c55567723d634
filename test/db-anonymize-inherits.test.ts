/**
 * `db anonimizar` of PostgreSQL tables that inherit from another
 * (docs/api.md, Database copy): into PostgreSQL the child is created with
 * INHERITS, so a query of the parent sees the child's rows as in the
 * source, each row copied once; elsewhere it is a plain table with all its
 * columns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-runner.js';
import { PG, postgresSchema, reachable, skipUnless, sqliteFile } from './db-servers.js';

const dir = mkdtempSync(join(tmpdir(), 'db-inherits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));

const PEOPLE = 20;
const EMPLOYEES = 10;
const PAYSLIPS = 15;
const NAMES = ['Ana Gil Paz', 'Luis Rey Sanz', 'Eva Mora Ruiz', 'Juan Vera Cano', 'Rosa Diez Pons'];

const schema = `
CREATE TABLE personas (id integer PRIMARY KEY, nombre_completo text, ciudad text);
CREATE TABLE empleados (sueldo integer NOT NULL, nombre_completo text NOT NULL) INHERITS (personas);
ALTER TABLE empleados ADD PRIMARY KEY (id);
CREATE TABLE nominas (id integer PRIMARY KEY, empleado integer NOT NULL REFERENCES empleados (id), importe integer NOT NULL);
INSERT INTO personas SELECT g, (ARRAY['${NAMES.join("','")}'])[1 + g % 5], 'Madrid' FROM generate_series(1, ${PEOPLE}) g;
INSERT INTO empleados (id, nombre_completo, ciudad, sueldo)
  SELECT 100 + g, (ARRAY['${NAMES.join("','")}'])[1 + g % 5], 'Sevilla', 1000 + g FROM generate_series(1, ${EMPLOYEES}) g;
INSERT INTO nominas SELECT g, 100 + 1 + g % ${EMPLOYEES}, 900 + g FROM generate_series(1, ${PAYSLIPS}) g;
`;

const count = async (query: (sql: string) => Promise<Record<string, unknown>[]>, sql: string) =>
  Number((await query(sql))[0]?.n);

describe.skipIf(skipPg)('db anonimizar, a table that inherits from another', () => {
  it('into PostgreSQL: created with INHERITS, each row once, the parent sees its children', async () => {
    const source = await postgresSchema('inh_src', schema);
    const target = await postgresSchema('inh_dst', 'SELECT 1');
    try {
      const run = await cli(['db', 'anonimizar', source.url, target.url, '--key', 'k']);
      expect(run.stderr).not.toMatch(/ERROR/);
      expect(run.code).toBe(0);
      const schemaOf = new URL(target.url).searchParams.get('schema')!;
      const parents = await target.query(
        `SELECT c.relname AS child, p.relname AS parent FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = '${schemaOf}'`,
      );
      expect(parents).toEqual([{ child: 'empleados', parent: 'personas' }]);
      expect(await count(target.query, 'SELECT count(*) AS n FROM ONLY personas')).toBe(PEOPLE);
      expect(await count(target.query, 'SELECT count(*) AS n FROM personas')).toBe(PEOPLE + EMPLOYEES);
      expect(await count(target.query, 'SELECT count(*) AS n FROM empleados')).toBe(EMPLOYEES);
      expect(await count(target.query, 'SELECT count(*) AS n FROM nominas')).toBe(PAYSLIPS);
      // The child's own NOT NULL on an inherited column, its own column and its key are there.
      const columns = await target.query(
        `SELECT column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = '${schemaOf}' AND table_name = 'empleados' ORDER BY ordinal_position`,
      );
      expect(columns).toEqual([
        { column_name: 'id', is_nullable: 'NO' },
        { column_name: 'nombre_completo', is_nullable: 'NO' },
        { column_name: 'ciudad', is_nullable: 'YES' },
        { column_name: 'sueldo', is_nullable: 'NO' },
      ]);
      await expect(
        target.query("INSERT INTO empleados (id, nombre_completo, sueldo) VALUES (101, 'x', 1)"),
      ).rejects.toThrow(/duplicate key/);
      // The names were replaced, in the child as in the parent.
      const names = await target.query('SELECT nombre_completo AS n FROM personas');
      expect(names.filter((r) => NAMES.includes(String(r.n))).length).toBeLessThan(PEOPLE + EMPLOYEES);
      const salaries = await target.query('SELECT sum(sueldo)::int AS n FROM empleados');
      expect(Number(salaries[0]?.n)).toBe(EMPLOYEES * 1000 + (EMPLOYEES * (EMPLOYEES + 1)) / 2);
    } finally {
      await target.drop();
      await source.drop();
    }
  });

  it('into SQLite: a plain table with every column, each row once', async () => {
    const source = await postgresSchema('inh_src2', schema);
    const target = await sqliteFile(dir, 'inh_dst', '');
    try {
      const run = await cli(['db', 'anonimizar', source.url, target.url, '--key', 'k']);
      expect(run.code).toBe(0);
      expect(await count(target.query, 'SELECT count(*) AS n FROM personas')).toBe(PEOPLE);
      expect(await count(target.query, 'SELECT count(*) AS n FROM empleados')).toBe(EMPLOYEES);
      const columns = (await target.query("SELECT name FROM pragma_table_info('empleados')")).map(
        (r) => r.name,
      );
      expect(columns.sort()).toEqual(['ciudad', 'id', 'nombre_completo', 'sueldo']);
    } finally {
      await target.drop();
      await source.drop();
    }
  });
});
