/**
 * SQL exports with exact number columns and awkward strings, loaded into the
 * real databases:
 *   - `numero` with 0 decimals is an integer column (INTEGER or BIGINT by
 *     range), with decimals NUMERIC/DECIMAL(p, s), as each catalog reports;
 *   - MySQL strings (quotes doubled, backslashes, CR and Ctrl-Z outside the
 *     literal) load identically into MariaDB with the default sql_mode and
 *     with NO_BACKSLASH_ESCAPES, through the driver and the `mariadb` client.
 * Servers as in db-servers.ts; an unreachable one skips its tests with a
 * message, unless REQUIRE_SERVICES=1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bulk, bulkRows, type SqlDialect } from '../src/index.js';
import { MY, PG, reachable, skipUnless } from './db-servers.js';

/** Values a MySQL literal gets wrong when quotes or backslashes are escaped for one mode only. */
const AWKWARD = [
  "O'Brien",
  'C:\\tmp\\',
  "\\'",
  'a\\nb',
  'two \\\\ backslashes',
  "it''s",
  '\\',
  'tab\\t and \\Z',
  'x\r\ny',
  'ctrl\x1az',
  '%_\\%',
  '"double"',
];

const FIELDS = [
  { name: 'id', type: 'secuencia' },
  { name: 'entero', type: 'numero', options: { min: -500, max: 500 } },
  { name: 'grande', type: 'numero', options: { min: -1e12, max: 1e12 } },
  { name: 'precio', type: 'numero', options: { min: 0.5, max: 9999.99, decimals: 2 } },
  { name: 'fino', type: 'numero', options: { min: -1e12, max: 1e12, decimals: 10 } },
  { name: 'edad', type: 'edad' },
  { name: 'texto', type: 'lista', options: { values: AWKWARD } },
  { name: 'fijo', type: 'constante', options: { value: "O'Reilly \\ C:\\dir\\" } },
] as const;

const COUNT = 400;
const SEED = 'exact-types';
const REF_DATE = '2026-01-15';
const RUN = `${process.pid.toString(36)}_${Date.now().toString(36)}`;

/** The expected (integer or exact) type of each number column, per catalog. */
const EXPECTED = {
  entero: { pg: ['integer', 32, 0], my: ['int', null, 0], sqlite: 'INTEGER' },
  grande: { pg: ['bigint', 64, 0], my: ['bigint', null, 0], sqlite: 'INTEGER' },
  precio: { pg: ['numeric', 6, 2], my: ['decimal', 6, 2], sqlite: 'NUMERIC(6,2)' },
  fino: { pg: ['numeric', 23, 10], my: ['decimal', 23, 10], sqlite: 'NUMERIC(23,10)' },
  edad: { pg: ['integer', 32, 0], my: ['int', null, 0], sqlite: 'INTEGER' },
} as const;

async function sqlOf(dialect: SqlDialect, table: string): Promise<string> {
  const prepared = bulk({
    fields: FIELDS,
    count: COUNT,
    seed: SEED,
    refDate: REF_DATE,
    format: 'sql',
    dialect,
    table,
    createTable: true,
  });
  let text = '';
  for await (const chunk of prepared.chunks()) text += chunk;
  return text;
}

type Row = Record<string, unknown>;
const expectedRows = async (): Promise<Row[]> =>
  (await bulkRows({ fields: FIELDS, count: COUNT, seed: SEED, refDate: REF_DATE })).map((r) => ({ ...r }));

/** A database row as the JSON row: numbers as numbers, text as text. */
function normalise(raw: Row): Row {
  const row: Row = {};
  for (const f of FIELDS) {
    const v = raw[f.name];
    row[f.name] = f.type === 'lista' || f.type === 'constante' ? String(v) : Number(v);
  }
  return row;
}

const byId = (rows: Row[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

it('the export has the awkward values and the mysql text escapes nothing with a backslash', async () => {
  const rows = await expectedRows();
  expect(new Set(rows.map((r) => r.texto))).toEqual(new Set(AWKWARD));
  const text = await sqlOf('mysql', 'probe');
  // Every backslash of the data is written as CHAR(92 ...), none inside a literal.
  expect(text).not.toContain('\\');
  expect(text).toContain("'O''Brien'");
});

describe('MariaDB', async () => {
  const skip = skipUnless('MariaDB', await reachable(MY.host, MY.port));
  const database = `dp_exact_${RUN}`;
  let admin: mysql.Connection | undefined;

  afterAll(async () => {
    if (!admin) return;
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
  });

  async function connect(mode: 'default' | 'no-backslash'): Promise<mysql.Connection> {
    const conn = await mysql.createConnection({
      ...MY,
      multipleStatements: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
    });
    if (!admin) {
      admin = conn;
      await conn.query(`CREATE DATABASE \`${database}\``);
    }
    const other = conn === admin ? await mysql.createConnection({ ...MY, multipleStatements: true }) : conn;
    await other.query(`USE \`${database}\``);
    await other.query(
      mode === 'default'
        ? "SET SESSION sql_mode = REPLACE(@@sql_mode, 'NO_BACKSLASH_ESCAPES', '')"
        : "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')",
    );
    const [[mode_]] = (await other.query('SELECT @@sql_mode AS m')) as unknown as [[{ m: string }]];
    expect(mode_.m.includes('NO_BACKSLASH_ESCAPES')).toBe(mode === 'no-backslash');
    return other;
  }

  async function readBack(conn: mysql.Connection, table: string): Promise<void> {
    const [rows] = await conn.query(`SELECT * FROM \`${table}\``);
    expect(byId((rows as Row[]).map(normalise))).toEqual(byId(await expectedRows()));
    const [columns] = await conn.query(
      'SELECT column_name AS c, data_type AS t, numeric_precision AS p, numeric_scale AS s FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ?',
      [table],
    );
    const byName = new Map(
      (columns as { c: string; t: string; p: unknown; s: unknown }[]).map((c) => [c.c, c]),
    );
    for (const [name, want] of Object.entries(EXPECTED)) {
      const column = byName.get(name)!;
      expect(column.t, name).toBe(want.my[0]);
      if (want.my[1] !== null) expect(Number(column.p), name).toBe(want.my[1]);
      expect(Number(column.s), name).toBe(want.my[2]);
    }
  }

  for (const mode of ['default', 'no-backslash'] as const) {
    it.skipIf(skip)(`loads through mysql2 with sql_mode ${mode} and reads back exactly`, async () => {
      const conn = await connect(mode);
      const table = `t_driver_${mode.replace('-', '_')}`;
      await conn.query(await sqlOf('mysql', table));
      await readBack(conn, table);
      if (conn !== admin) await conn.end();
    });

    it.skipIf(skip || spawnSync('mariadb', ['--version']).status !== 0)(
      `loads through the mariadb client with sql_mode ${mode} and reads back exactly`,
      async () => {
        const conn = await connect(mode);
        const table = `t_client_${mode.replace('-', '_')}`;
        const init =
          mode === 'default'
            ? "SET SESSION sql_mode = REPLACE(@@sql_mode, 'NO_BACKSLASH_ESCAPES', '')"
            : "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')";
        const args = [
          '-h',
          MY.host,
          '-P',
          String(MY.port),
          '-u',
          MY.user,
          `--init-command=${init}`,
          database,
        ];
        if (MY.password) args.splice(6, 0, `-p${MY.password}`);
        const result = spawnSync('mariadb', args, { input: await sqlOf('mysql', table), encoding: 'utf8' });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        await readBack(conn, table);
        if (conn !== admin) await conn.end();
      },
    );
  }
});

describe('PostgreSQL', async () => {
  const skip = skipUnless('PostgreSQL', await reachable(PG.host, PG.port));

  it.skipIf(skip)('numero columns are integer / bigint / numeric(p,s) and read back exactly', async () => {
    const client = new pg.Client({ ...PG, password: PG.password || undefined });
    await client.connect();
    const schema = `dp_exact_${RUN}`;
    try {
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`SET search_path TO "${schema}"`);
      await client.query(await sqlOf('postgresql', 'exact'));
      const rows = (await client.query('SELECT * FROM exact')).rows;
      expect(byId(rows.map(normalise))).toEqual(byId(await expectedRows()));
      const columns = await client.query(
        'SELECT column_name AS c, data_type AS t, numeric_precision AS p, numeric_scale AS s FROM information_schema.columns WHERE table_schema = $1',
        [schema],
      );
      const byName = new Map(columns.rows.map((c) => [c.c, c]));
      for (const [name, want] of Object.entries(EXPECTED))
        expect([byName.get(name).t, byName.get(name).p, byName.get(name).s], name).toEqual([...want.pg]);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});

describe('SQLite', () => {
  it('numero columns are INTEGER / NUMERIC(p,s) and read back exactly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dp-exact-'));
    try {
      const db = new Database(join(dir, 'exact.db'));
      db.exec(await sqlOf('sqlite', 'exact'));
      const info = db.prepare('PRAGMA table_info(exact)').all() as { name: string; type: string }[];
      const types = new Map(info.map((c) => [c.name, c.type]));
      for (const [name, want] of Object.entries(EXPECTED)) expect(types.get(name), name).toBe(want.sqlite);
      const rows = db.prepare('SELECT * FROM exact').all() as Row[];
      expect(byId(rows.map(normalise))).toEqual(byId(await expectedRows()));
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
