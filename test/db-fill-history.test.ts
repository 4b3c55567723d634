/**
 * db fill on a staff-history schema, the shape of the classic employees
 * sample, on PostgreSQL, MariaDB and SQLite: departments keyed by a
 * `char(4)` code, salaries and titles keyed by their employee and the date
 * they start (`(emp_no, from_date)`, `(emp_no, title, from_date)`): a
 * child's key of its parent and a date, which only the date can keep
 * apart, and a code just wide enough for the rows asked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillDatabase, introspectDatabase } from '../src/index.js';
import { catalogOf, duplicates, orphans, rowCounts } from './db-integrity.js';
import { serverDialects } from './db-servers.js';

const dir = mkdtempSync(join(tmpdir(), 'db-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = await serverDialects(dir);

const SCHEMA = `
CREATE TABLE employees (emp_no INTEGER NOT NULL PRIMARY KEY, birth_date DATE NOT NULL,
  first_name VARCHAR(14) NOT NULL, last_name VARCHAR(16) NOT NULL, hire_date DATE NOT NULL);
CREATE TABLE departments (dept_no CHAR(4) NOT NULL PRIMARY KEY, dept_name VARCHAR(40) NOT NULL UNIQUE);
CREATE TABLE dept_emp (emp_no INTEGER NOT NULL REFERENCES employees (emp_no),
  dept_no CHAR(4) NOT NULL REFERENCES departments (dept_no),
  from_date DATE NOT NULL, to_date DATE NOT NULL, PRIMARY KEY (emp_no, dept_no));
CREATE TABLE salaries (emp_no INTEGER NOT NULL REFERENCES employees (emp_no), salary INTEGER NOT NULL,
  from_date DATE NOT NULL, to_date DATE NOT NULL, PRIMARY KEY (emp_no, from_date));
CREATE TABLE titles (emp_no INTEGER NOT NULL REFERENCES employees (emp_no), title VARCHAR(50) NOT NULL,
  from_date DATE NOT NULL, to_date DATE, PRIMARY KEY (emp_no, title, from_date));
`;

const ROWS = 2000;

describe.each(DIALECTS)('$dialect', ({ dialect, skip, create }) => {
  it.skipIf(skip)(
    'fills it: dates keep a parent’s rows apart, a char(4) code numbers the rows that fit',
    async () => {
      const db = await create('history', SCHEMA);
      try {
        const body = await introspectDatabase(db.url, { rows: ROWS });
        const departments = body.tables.find((t) => t.name === 'departments')!;
        expect(departments.fields.find((f) => f.name === 'dept_no')).toMatchObject({ type: 'secuencia' });
        expect(body.tables.find((t) => t.name === 'salaries')!.count).toEqual({
          per: 'employees',
          min: 1,
          max: 5,
        });

        await fillDatabase(db.url, { rows: ROWS, seed: `history-${dialect}` });
        const catalog = await catalogOf(db.url);
        const counts = await rowCounts(db, catalog);
        expect(counts.employees).toBe(ROWS);
        for (const [name, n] of Object.entries(counts)) expect(n, name).toBeGreaterThan(0);
        expect(counts.salaries).toBeGreaterThanOrEqual(ROWS);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);
        // The dates differ from one employee to the next, not only within each.
        const firsts = await db.query('SELECT MIN(from_date) AS d FROM salaries GROUP BY emp_no');
        expect(new Set(firsts.map((r) => String(r.d))).size).toBeGreaterThan(ROWS / 10);
      } finally {
        await db.drop();
      }
    },
  );

  it.skipIf(skip)('a char(2) key holds the table to the 99 numbers that fit', async () => {
    const db = await create(
      'narrow_key',
      'CREATE TABLE zonas (codigo CHAR(2) NOT NULL PRIMARY KEY, nota VARCHAR(20));',
    );
    try {
      const body = await introspectDatabase(db.url, { rows: 500 });
      expect(body.tables[0]!.count).toBe(99);
      await fillDatabase(db.url, { rows: 500, seed: 'narrow' });
      const [row] = await db.query('SELECT COUNT(*) AS n, MAX(LENGTH(codigo)) AS w FROM zonas');
      expect(Number(row!.n)).toBe(99);
      expect(Number(row!.w)).toBeLessThanOrEqual(2);
    } finally {
      await db.drop();
    }
  });

  it.skipIf(skip)(
    'a second fill without emptying numbers text keys after the rows already there',
    async () => {
      const db = await create(
        'refill_text_key',
        `CREATE TABLE articulos (codigo CHAR(4) NOT NULL PRIMARY KEY, descripcion VARCHAR(40) NOT NULL);
       CREATE TABLE movimientos (id INTEGER NOT NULL PRIMARY KEY,
         articulo CHAR(4) NOT NULL REFERENCES articulos (codigo), ref VARCHAR(12) NOT NULL UNIQUE);`,
      );
      try {
        await fillDatabase(db.url, { rows: 60, seed: 'refill-1' });
        const body = await introspectDatabase(db.url, { rows: 60 });
        const codigo = body.tables
          .find((t) => t.name === 'articulos')!
          .fields.find((f) => f.name === 'codigo');
        expect(codigo).toMatchObject({ type: 'secuencia', options: { start: 61 } });
        expect(codigo!.why).toContain('after the rows already there');
        await fillDatabase(db.url, { rows: 60, seed: 'refill-2' });
        const catalog = await catalogOf(db.url);
        expect(await rowCounts(db, catalog)).toEqual({ articulos: 120, movimientos: 120 });
        expect(await duplicates(db, catalog)).toEqual([]);
        expect(await orphans(db, catalog)).toEqual([]);
        // Only a sequence's numbers: the second fill's start where the first's end.
        const codes = await db.query('SELECT codigo FROM articulos');
        const numbers = codes.map((r) => Number(String(r.codigo).trim())).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
      } finally {
        await db.drop();
      }
    },
  );
});
