/**
 * A five-table dataset's SQL, with createTable, loaded into the real
 * databases with foreign keys enforced, for every dialect each server
 * speaks: PostgreSQL (ansi, postgresql), MariaDB (mysql) and SQLite (ansi,
 * sqlite, `PRAGMA foreign_keys=ON`). Then, in the database: row counts as
 * the JSON output says, 0 orphans, 0 duplicate unique values, via columns
 * equal to their parent's, and the keys present in the catalog.
 *
 * Each run loads into its own PostgreSQL schema, MariaDB database and
 * SQLite file. Servers and the REQUIRE_SERVICES switch as in db-servers.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDialect } from '../src/export/types.js';
import { dataset } from '../src/index.js';
import { MY, PG, reachable, skipUnless } from './db-servers.js';
import { FIXED_DATE } from './helper.js';

const ref = (name: string, table: string, field: string, more: Record<string, unknown> = {}) => ({
  name,
  type: 'referencia',
  options: { table, field, ...more },
});

const BANK = {
  seed: 'carga-real',
  refDate: FIXED_DATE,
  tables: [
    {
      name: 'clientes',
      count: 60,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'email', type: 'email', unique: true, nullable: 10 },
        { name: 'alta', type: 'fecha' },
        ref('referido_por', 'clientes', 'id'),
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 1, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia', options: { start: 1000 } },
        ref('cliente_id', 'clientes', 'id'),
        ref('titular_dni', 'clientes', 'dni', { via: 'cliente_id' }),
        { name: 'iban', type: 'iban', unique: true },
        { name: 'saldo', type: 'numero', options: { min: -1000, max: 100000, decimals: 2 } },
      ],
    },
    {
      name: 'tarjetas',
      count: { per: 'cuentas', min: 0, max: 2 },
      primaryKey: ['numero'],
      fields: [
        { name: 'numero', type: 'tarjeta' },
        ref('cuenta_id', 'cuentas', 'id'),
        ref('iban', 'cuentas', 'iban', { via: 'cuenta_id' }),
        { name: 'activa', type: 'booleano' },
      ],
    },
    {
      name: 'movimientos',
      count: 500,
      primaryKey: ['cuenta_id', 'id'],
      fields: [
        { name: 'id', type: 'secuencia', unique: true },
        ref('cuenta_id', 'cuentas', 'id'),
        {
          name: 'tipo',
          type: 'lista',
          options: { values: ['cargo', 'abono', "con 'comillas'"], weights: [5, 3, 1] },
        },
        { name: 'importe', type: 'numero', options: { min: 0.01, max: 5000, decimals: 2 } },
      ],
    },
    {
      name: 'perfiles',
      count: 45,
      primaryKey: ['cliente_id'],
      fields: [ref('cliente_id', 'clientes', 'id'), { name: 'usuario', type: 'usuario', unique: true }],
    },
  ],
};

/** What every database must hold after the load. */
const KEYS = {
  clientes: { pk: ['id'], unique: ['dni', 'email'], fk: [['referido_por', 'clientes', 'id']] },
  cuentas: { pk: ['id'], unique: ['iban'], fk: [['cliente_id', 'clientes', 'id']] },
  tarjetas: { pk: ['numero'], unique: [], fk: [['cuenta_id', 'cuentas', 'id']] },
  movimientos: { pk: ['cuenta_id', 'id'], unique: ['id'], fk: [['cuenta_id', 'cuentas', 'id']] },
  perfiles: { pk: ['cliente_id'], unique: ['usuario'], fk: [['cliente_id', 'clientes', 'id']] },
} as const;
const VIA = [
  ['cuentas', 'titular_dni', 'cliente_id', 'clientes', 'id', 'dni'],
  ['tarjetas', 'iban', 'cuenta_id', 'cuentas', 'id', 'iban'],
] as const;

async function sqlOf(dialect: SqlDialect): Promise<string> {
  let text = '';
  for await (const chunk of dataset({ ...BANK, format: 'sql', dialect, createTable: true }).chunks())
    text += chunk;
  return text;
}

const COUNTS = Object.fromEntries(dataset(BANK).tables.map((t) => [t.name, t.count]));

/** The same checks, in each database's SQL; `q` quotes an identifier, `one` runs a query for one number. */
async function checkLoaded(q: (name: string) => string, one: (sql: string) => Promise<number>) {
  for (const [table, count] of Object.entries(COUNTS)) {
    expect(await one(`SELECT COUNT(*) AS n FROM ${q(table)}`), `${table} rows`).toBe(count);
  }
  for (const [table, keys] of Object.entries(KEYS)) {
    for (const [column, parent, target] of keys.fk) {
      const orphans = await one(
        `SELECT COUNT(*) AS n FROM ${q(table)} c LEFT JOIN ${q(parent)} p ON c.${q(column)} = p.${q(target)} WHERE c.${q(column)} IS NOT NULL AND p.${q(target)} IS NULL`,
      );
      expect(orphans, `orphans of ${table}.${column}`).toBe(0);
    }
    for (const column of [...keys.unique, ...(keys.pk.length === 1 ? keys.pk : [])]) {
      const repeated = await one(
        `SELECT COUNT(*) AS n FROM (SELECT ${q(column)} FROM ${q(table)} WHERE ${q(column)} IS NOT NULL GROUP BY ${q(column)} HAVING COUNT(*) > 1) d`,
      );
      expect(repeated, `duplicates in ${table}.${column}`).toBe(0);
    }
  }
  for (const [table, column, via, parent, key, target] of VIA) {
    const differ = await one(
      `SELECT COUNT(*) AS n FROM ${q(table)} c JOIN ${q(parent)} p ON c.${q(via)} = p.${q(key)} WHERE c.${q(column)} <> p.${q(target)}`,
    );
    expect(differ, `${table}.${column} = ${parent}.${target}`).toBe(0);
  }
}

/** The keys the catalog lists, as "table:KIND:columns" lines, sorted. */
const EXPECTED_KEYS = Object.entries(KEYS)
  .flatMap(([table, keys]) => [
    `${table}:PRIMARY KEY:${keys.pk.join(',')}`,
    ...keys.unique.map((c) => `${table}:UNIQUE:${c}`),
    ...keys.fk.map(([c, parent, target]) => `${table}:FOREIGN KEY:${c}->${parent}.${target}`),
  ])
  .sort();

const RUN = `ds_${process.pid.toString(36)}_${Date.now().toString(36)}`;

function sqliteAvailable(): boolean {
  try {
    execFileSync('sqlite3', ['-version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(skipUnless('the sqlite3 CLI', sqliteAvailable()))(
  'dataset SQL in SQLite, foreign keys on',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-sqlite-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const sqlite = (db: string, args: string[], input?: string) =>
      execFileSync('sqlite3', ['-bail', '-cmd', 'PRAGMA foreign_keys=ON', db, ...args], {
        input,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });

    it.each(['ansi', 'sqlite'] as const)('dialect %s', async (dialect) => {
      const db = join(dir, `${dialect}.db`);
      sqlite(db, [], await sqlOf(dialect));
      const one = async (sql: string) => JSON.parse(sqlite(db, ['-json', sql]))[0].n as number;
      await checkLoaded((n) => `"${n}"`, one);
      const keys: string[] = [];
      for (const table of Object.keys(KEYS)) {
        const info: { name: string; pk: number; notnull: number }[] = JSON.parse(
          sqlite(db, ['-json', `SELECT name, pk, "notnull" FROM pragma_table_info('${table}')`]),
        );
        const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
        keys.push(`${table}:PRIMARY KEY:${pk.map((c) => c.name).join(',')}`);
        const indexes: { name: string; origin: string }[] = JSON.parse(
          sqlite(db, [
            '-json',
            `SELECT name, origin FROM pragma_index_list('${table}') WHERE origin = 'u'`,
          ]) || '[]',
        );
        for (const index of indexes) {
          const cols: { name: string }[] = JSON.parse(
            sqlite(db, ['-json', `SELECT name FROM pragma_index_info('${index.name}')`]),
          );
          keys.push(`${table}:UNIQUE:${cols.map((c) => c.name).join(',')}`);
        }
        const fks: { from: string; table: string; to: string }[] = JSON.parse(
          sqlite(db, ['-json', `SELECT "from", "table", "to" FROM pragma_foreign_key_list('${table}')`]) ||
            '[]',
        );
        for (const fk of fks) keys.push(`${table}:FOREIGN KEY:${fk.from}->${fk.table}.${fk.to}`);
        // Never-null columns are NOT NULL; the self-reference and nullable email are not.
        if (table === 'clientes') {
          expect(
            info
              .filter((c) => c.notnull === 0)
              .map((c) => c.name)
              .sort(),
          ).toEqual(['email', 'referido_por']);
        }
      }
      expect(keys.sort()).toEqual(EXPECTED_KEYS);
      // The foreign keys are enforced, not just declared.
      expect(() =>
        sqlite(db, [], 'INSERT INTO "perfiles" ("cliente_id", "usuario") VALUES (999999, \'nadie\');'),
      ).toThrow();
    });
  },
);

describe.skipIf(skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port)))(
  'dataset SQL in PostgreSQL',
  () => {
    const c = new pg.Client(PG);
    beforeAll(() => c.connect());
    afterAll(async () => {
      for (const dialect of ['ansi', 'postgresql'])
        await c.query(`DROP SCHEMA IF EXISTS ${RUN}_${dialect} CASCADE`);
      await c.end();
    });

    it.each(['ansi', 'postgresql'] as const)('dialect %s', async (dialect) => {
      const schema = `${RUN}_${dialect}`;
      await c.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
      await c.query(await sqlOf(dialect));
      await checkLoaded(
        (n) => `"${n}"`,
        async (sql) => Number((await c.query(sql)).rows[0].n),
      );
      const constraints = await c.query(
        `SELECT tc.table_name, tc.constraint_type, tc.constraint_name FROM information_schema.table_constraints tc
         WHERE tc.table_schema = $1 AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')`,
        [schema],
      );
      const keys: string[] = [];
      for (const row of constraints.rows) {
        const cols = await c.query(
          `SELECT column_name FROM information_schema.key_column_usage WHERE constraint_schema = $1 AND constraint_name = $2 ORDER BY ordinal_position`,
          [schema, row.constraint_name],
        );
        const names = cols.rows.map((r) => r.column_name).join(',');
        if (row.constraint_type !== 'FOREIGN KEY')
          keys.push(`${row.table_name}:${row.constraint_type}:${names}`);
        else {
          const target = await c.query(
            `SELECT table_name, column_name FROM information_schema.constraint_column_usage WHERE constraint_schema = $1 AND constraint_name = $2`,
            [schema, row.constraint_name],
          );
          keys.push(
            `${row.table_name}:FOREIGN KEY:${names}->${target.rows[0].table_name}.${target.rows[0].column_name}`,
          );
        }
      }
      expect(keys.sort()).toEqual(EXPECTED_KEYS);
      const nullable = await c.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'clientes' AND is_nullable = 'YES' ORDER BY column_name`,
        [schema],
      );
      expect(nullable.rows.map((r) => r.column_name)).toEqual(['email', 'referido_por']);
      await expect(
        c.query(`INSERT INTO perfiles (cliente_id, usuario) VALUES (999999, 'nadie')`),
      ).rejects.toThrow(/foreign key/);
      await c.query('SET search_path TO DEFAULT');
    });
  },
);

describe.skipIf(skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port)))(
  'dataset SQL in MariaDB/MySQL',
  () => {
    let conn: mysql.Connection | undefined;
    afterAll(async () => {
      await conn?.query(`DROP DATABASE IF EXISTS ${RUN}`);
      await conn?.end();
    });

    it('dialect mysql', async () => {
      conn = await mysql.createConnection({ ...MY, multipleStatements: true });
      await conn.query(
        `CREATE DATABASE ${RUN} CHARACTER SET utf8mb4; USE ${RUN}; SET SESSION foreign_key_checks = 1`,
      );
      await conn.query(await sqlOf('mysql'));
      const c = conn;
      const one = async (sql: string) => Number(((await c.query(sql))[0] as { n: number }[])[0]!.n);
      await checkLoaded((n) => `\`${n}\``, one);
      const [rows] = await c.query(
        `SELECT k.TABLE_NAME AS t, c.CONSTRAINT_TYPE AS kind, GROUP_CONCAT(k.COLUMN_NAME ORDER BY k.ORDINAL_POSITION) AS cols,
                MAX(k.REFERENCED_TABLE_NAME) AS rt, MAX(k.REFERENCED_COLUMN_NAME) AS rc
         FROM information_schema.TABLE_CONSTRAINTS c
         JOIN information_schema.KEY_COLUMN_USAGE k
           ON k.CONSTRAINT_SCHEMA = c.CONSTRAINT_SCHEMA AND k.CONSTRAINT_NAME = c.CONSTRAINT_NAME AND k.TABLE_NAME = c.TABLE_NAME
         WHERE c.CONSTRAINT_SCHEMA = ? GROUP BY k.TABLE_NAME, c.CONSTRAINT_TYPE, c.CONSTRAINT_NAME`,
        [RUN],
      );
      const keys = (
        rows as { t: string; kind: string; cols: string; rt: string | null; rc: string | null }[]
      ).map((r) =>
        r.kind === 'FOREIGN KEY'
          ? `${r.t}:FOREIGN KEY:${r.cols}->${r.rt}.${r.rc}`
          : `${r.t}:${r.kind}:${r.cols}`,
      );
      expect(keys.sort()).toEqual(EXPECTED_KEYS);
      await expect(
        c.query(`INSERT INTO perfiles (cliente_id, usuario) VALUES (999999, 'nadie')`),
      ).rejects.toThrow(/foreign key/i);
    });
  },
);
