/**
 * The SQL exports loaded into real databases (docs/api.md, Export formats): for all 32 types
 * (some nullable, some names that need quoting) and several seeds, with
 * `createTable: true`,
 *   - ansi and sqlite dialects into SQLite (the `sqlite3` CLI),
 *   - ansi and postgresql dialects into PostgreSQL (`pg`),
 *   - the mysql dialect into MariaDB (`mysql2`, multipleStatements),
 *   - the sqlserver dialect parsed back structurally,
 * then read back and compared with the JSON output of the same request.
 *
 * Servers: PostgreSQL at 127.0.0.1:5432 (postgres, database test) and MariaDB
 * at 127.0.0.1:3306 (root, database test); PGHOST/PGPORT/PGUSER/PGPASSWORD/
 * PGDATABASE and MYSQL_HOST/MYSQL_PORT/MYSQL_USER/MYSQL_PASSWORD/
 * MYSQL_DATABASE override them. An unreachable server skips its tests with a
 * message, unless REQUIRE_SERVICES=1, which makes them fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { FIXED_DATE, testApp } from './helper.js';

const app = await testApp();

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;
type Field = { name: string; type: string; options?: Record<string, unknown>; nullable?: number };

/** Names that need quoting in SQL: reserved words, mixed case, a dash. */
const RENAMED: Record<string, string> = {
  lorem: 'select',
  numero: 'order',
  fecha: 'date',
  booleano: 'activo-web',
  cp: 'CodigoPostal',
};

/** All 32 types, every third one nullable; `uuid` stays non-null to order rows by. */
const FIELDS: Field[] = ENTITY_FIELD_TYPES.map((t, i) => ({
  name: RENAMED[t.type] ?? t.type,
  type: t.type,
  ...(i % 3 === 2 && t.type !== 'uuid' ? { nullable: 25 } : {}),
  ...(t.type === 'numero' ? { options: { min: -100_000, max: 100_000, decimals: 3 } } : {}),
  ...(t.type === 'lorem' ? { options: { words: 12 } } : {}),
}));
const KIND = new Map(ENTITY_FIELD_TYPES.map((t) => [t.type, t.kind]));
const KEY = 'uuid';

const SEEDS = ['bd-1', 'bd-2', 20_260_101];
const COUNT = 200;
const RUN = `${process.pid.toString(36)}_${Date.now().toString(36)}`;
const tableName = (label: string, seedIndex: number) => `bulk_test_${RUN}_${label}_${seedIndex}`;

async function exportOf(body: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload: body });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.body;
}

const requestOf = (seed: string | number, table: string) => ({
  fields: FIELDS,
  seed,
  count: COUNT,
  refDate: FIXED_DATE,
  table,
  createTable: true,
});

/** The JSON rows of the same request, ordered by the key column. */
async function jsonRows(seed: string | number, table: string): Promise<Row[]> {
  const data: Row[] = JSON.parse(await exportOf({ ...requestOf(seed, table), format: 'json' })).data;
  expect(data).toHaveLength(COUNT);
  return sortRows(data);
}

const sortRows = (rows: Row[]) => [...rows].sort((a, b) => String(a[KEY]).localeCompare(String(b[KEY])));

/** A database row (any column order, any value representation) as a JSON row. */
function normalise(raw: Record<string, unknown>): Row {
  const row: Row = {};
  for (const f of FIELDS) {
    expect(Object.hasOwn(raw, f.name), `column ${f.name}`).toBe(true);
    const v = raw[f.name];
    const kind = KIND.get(f.type);
    let cell: Cell;
    if (v === null || v === undefined) cell = null;
    else if (kind === 'boolean') cell = v === true || v === 1 || v === '1' || v === 't';
    else if (kind === 'integer' || kind === 'decimal') cell = Number(v);
    else if (v instanceof Date) throw new Error(`${f.name}: a Date came back; read dates as text`);
    else cell = String(v);
    row[f.name] = cell;
  }
  return row;
}

const REQUIRE = process.env.REQUIRE_SERVICES === '1';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function skipMessage(what: string, up: boolean): boolean {
  if (up) return false;
  if (REQUIRE) return false; // run, and fail on the connection
  console.warn(
    `[bulk-databases] ${what} is not reachable: its tests are skipped (REQUIRE_SERVICES=1 makes them fail)`,
  );
  return true;
}

// ---------------------------------------------------------------------------------------------

const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD,
  database: process.env.PGDATABASE ?? 'test',
};
const MY = {
  host: process.env.MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.MYSQL_PORT ?? 3306),
  user: process.env.MYSQL_USER ?? 'root',
  password: process.env.MYSQL_PASSWORD ?? '',
  database: process.env.MYSQL_DATABASE ?? 'test',
};

function sqliteAvailable(): boolean {
  try {
    execFileSync('sqlite3', ['-version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const skipSqlite = skipMessage('the sqlite3 CLI', sqliteAvailable());
const skipPg = skipMessage(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const skipMy = skipMessage(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port));

describe.skipIf(skipSqlite)('SQLite (sqlite3 CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sqlite = (db: string, args: string[], input?: string) =>
    execFileSync('sqlite3', ['-bail', db, ...args], { input, encoding: 'utf8', maxBuffer: 64 << 20 });

  it.each(['ansi', 'sqlite'])('dialect %s loads and reads back as the JSON rows', async (dialect) => {
    for (const [i, seed] of SEEDS.entries()) {
      const table = tableName(dialect, i);
      const db = join(dir, `${table}.db`);
      const sql = await exportOf({ ...requestOf(seed, table), format: 'sql', dialect });
      // One INSERT per row (ansi) is slow with a sync per statement; durability is not under test.
      sqlite(db, ['-cmd', 'PRAGMA journal_mode = MEMORY', '-cmd', 'PRAGMA synchronous = OFF'], sql);
      const count = JSON.parse(sqlite(db, ['-json', `SELECT COUNT(*) AS n FROM "${table}"`]));
      expect(count).toEqual([{ n: COUNT }]);
      const raw: Record<string, unknown>[] = JSON.parse(sqlite(db, ['-json', `SELECT * FROM "${table}"`]));
      expect(sortRows(raw.map(normalise))).toEqual(await jsonRows(seed, table));
      // Text stays text: postal codes keep their zero, digit-only identifiers are not numbers.
      const types: Record<string, string>[] = JSON.parse(
        sqlite(db, [
          '-json',
          `SELECT DISTINCT typeof("CodigoPostal") AS cp, typeof("nss") AS nss, typeof("ccc") AS ccc FROM "${table}" WHERE "CodigoPostal" IS NOT NULL`,
        ]),
      );
      expect(types).toEqual([{ cp: 'text', nss: 'text', ccc: 'text' }]);
      rmSync(db, { force: true });
    }
  });
});

describe.skipIf(skipPg)('PostgreSQL (pg)', () => {
  let client: pg.Client | undefined;
  const created: string[] = [];

  afterAll(async () => {
    if (!client) return;
    for (const table of created) await client.query(`DROP TABLE IF EXISTS "${table}"`);
    await client.end();
  });

  /** One connection for the file; dates and 64-bit integers as text, so nothing is shifted or rounded. */
  async function connectPg(): Promise<pg.Client> {
    if (client) return client;
    const candidate = new pg.Client({
      ...PG,
      connectionTimeoutMillis: 5000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 1082 || oid === 20
            ? (v: string) => v
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    await candidate.connect();
    client = candidate;
    return client;
  }

  it.each(['ansi', 'postgresql'])('dialect %s loads and reads back as the JSON rows', async (dialect) => {
    const client = await connectPg();
    for (const [i, seed] of SEEDS.entries()) {
      const table = tableName(dialect, i);
      created.push(table);
      const sql = await exportOf({ ...requestOf(seed, table), format: 'sql', dialect });
      await client.query(sql);
      const count = await client.query(`SELECT COUNT(*)::int AS n FROM "${table}"`);
      expect(count.rows).toEqual([{ n: COUNT }]);
      const result = await client.query(`SELECT * FROM "${table}"`);
      expect(sortRows(result.rows.map(normalise))).toEqual(await jsonRows(seed, table));
      // Column types from the field types, NOT NULL where nullable is 0.
      const columns = await client.query(
        'SELECT column_name, data_type, is_nullable, numeric_precision, numeric_scale FROM information_schema.columns WHERE table_name = $1',
        [table],
      );
      const byName = new Map(columns.rows.map((c) => [c.column_name, c]));
      const PG_TYPES = {
        text: 'text',
        integer: 'bigint',
        decimal: 'double precision',
        boolean: 'boolean',
        date: 'date',
      } as const;
      // numero (-100,000 to 100,000, 3 decimals) is exact, edad (18-80) a 32-bit integer.
      const exact: Record<string, string> = { numero: 'numeric', edad: 'integer' };
      for (const f of FIELDS) {
        const column = byName.get(f.name);
        expect(column?.data_type, f.name).toBe(exact[f.type] ?? PG_TYPES[KIND.get(f.type)!]);
        expect(column?.is_nullable, f.name).toBe(f.nullable ? 'YES' : 'NO');
        if (f.type === 'numero') expect([column?.numeric_precision, column?.numeric_scale]).toEqual([9, 3]);
      }
      await client.query(`DROP TABLE "${table}"`);
    }
  });
});

describe.skipIf(skipMy)('MariaDB (mysql2)', () => {
  let connection: mysql.Connection | undefined;
  const created: string[] = [];

  afterAll(async () => {
    if (!connection) return;
    for (const table of created) await connection.query(`DROP TABLE IF EXISTS \`${table}\``);
    await connection.end();
  });

  it('dialect mysql loads and reads back as the JSON rows', async () => {
    const db = await mysql.createConnection({
      ...MY,
      connectTimeout: 5000,
      multipleStatements: true,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      charset: 'utf8mb4',
    });
    connection = db;
    for (const [i, seed] of SEEDS.entries()) {
      const table = tableName('mysql', i);
      created.push(table);
      const sql = await exportOf({ ...requestOf(seed, table), format: 'sql', dialect: 'mysql' });
      await db.query(sql);
      const [count] = await db.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
      expect(Number((count as { n: number }[])[0]!.n)).toBe(COUNT);
      const [rows] = await db.query(`SELECT * FROM \`${table}\``);
      const raw = rows as Record<string, unknown>[];
      expect(sortRows(raw.map(normalise))).toEqual(await jsonRows(seed, table));
      const [columns] = await db.query(
        'SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ?',
        [table],
      );
      const nullable = new Map(
        (columns as { name: string; nullable: string }[]).map((c) => [c.name, c.nullable]),
      );
      for (const f of FIELDS) expect(nullable.get(f.name), f.name).toBe(f.nullable ? 'YES' : 'NO');
      await db.query(`DROP TABLE \`${table}\``);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * Reads the multi-row INSERTs of the sqlserver dialect back into rows: N'...'
 * strings with '' escapes, NULL, numbers, BIT 1/0.
 */
function parseSqlServerInserts(text: string, table: string): { rows: Row[]; statements: number[] } {
  const header = `INSERT INTO [${table}] (${FIELDS.map((f) => `[${f.name.replaceAll(']', ']]')}]`).join(', ')}) VALUES`;
  const rows: Row[] = [];
  const statements: number[] = [];
  let at = text.indexOf(header);
  while (at !== -1) {
    let i = at + header.length;
    let tuples = 0;
    for (;;) {
      while (/\s/.test(text[i]!)) i++;
      expect(text[i]).toBe('(');
      i++;
      const row: Row = {};
      for (const [f, field] of FIELDS.entries()) {
        let cell: Cell;
        if (text.startsWith("N'", i)) {
          i += 2;
          let value = '';
          for (;;) {
            const quote = text.indexOf("'", i);
            value += text.slice(i, quote);
            i = quote + 1;
            if (text[i] === "'") {
              value += "'";
              i++;
            } else break;
          }
          cell = value;
        } else {
          const end = text.slice(i).search(/[,)]/) + i;
          const token = text.slice(i, end);
          i = end;
          const kind = KIND.get(field.type);
          if (token === 'NULL') cell = null;
          else if (kind === 'boolean') {
            expect(['0', '1']).toContain(token);
            cell = token === '1';
          } else {
            expect(kind === 'integer' || kind === 'decimal', `${field.name} unquoted ${token}`).toBe(true);
            cell = Number(token);
          }
        }
        row[field.name] = cell;
        if (f < FIELDS.length - 1) {
          expect(text.slice(i, i + 2)).toBe(', ');
          i += 2;
        }
      }
      expect(text[i]).toBe(')');
      i++;
      rows.push(row);
      tuples++;
      if (text[i] === ';') break;
      expect(text[i]).toBe(',');
      i++;
    }
    statements.push(tuples);
    at = text.indexOf(header, i);
  }
  return { rows, statements };
}

describe('SQL Server dialect (structure)', () => {
  it.each(SEEDS.map((seed, i) => [seed, i] as const))(
    'seed %s: CREATE TABLE and INSERTs read back as the JSON rows',
    async (seed, i) => {
      const table = tableName('sqlserver', i);
      const text = await exportOf({ ...requestOf(seed, table), format: 'sql', dialect: 'sqlserver' });
      const MS_TYPES = {
        text: 'NVARCHAR(MAX)',
        integer: 'BIGINT',
        decimal: 'FLOAT',
        boolean: 'BIT',
        date: 'DATE',
      };
      const create = [
        `CREATE TABLE [${table}] (`,
        FIELDS.map((f) => {
          const type = { numero: 'DECIMAL(9,3)', edad: 'INT' }[f.type] ?? MS_TYPES[KIND.get(f.type)!];
          return `  [${f.name}] ${type}${f.nullable ? '' : ' NOT NULL'}`;
        }).join(',\n'),
        ');',
      ].join('\n');
      expect(text.startsWith(`${create}\n`)).toBe(true);
      // No syntax of another dialect.
      expect(text).not.toMatch(/`|\bTRUE\b|\bFALSE\b|"select"/);
      const { rows, statements } = parseSqlServerInserts(text, table);
      expect(rows).toHaveLength(COUNT);
      // SQL Server takes at most 1,000 rows per VALUES list.
      for (const n of statements) expect(n).toBeLessThanOrEqual(1000);
      expect(statements.reduce((a, b) => a + b, 0)).toBe(COUNT);
      expect(sortRows(rows)).toEqual(await jsonRows(seed, table));
    },
  );
});
