/**
 * The SQL exports, run for real: SQLite through its `sqlite3` shell,
 * PostgreSQL through `pg`, MariaDB/MySQL through `mysql2`, each value read
 * back and compared. An unreachable database skips its tests with the
 * reason in the test name, unless REQUIRE_SERVICES=1, which makes them fail.
 * SQL Server has no server here: sql.test.ts pins its text.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL_EXPORTER } from './sql.js';
import {
  datasetArb,
  exportOptions,
  render,
  SAMPLE_COLUMNS,
  SAMPLE_ROWS,
  throughUtf8,
} from './test-support.js';
import type { Cell, Column, Row, SqlDialect } from './types.js';

const REQUIRED = process.env.REQUIRE_SERVICES === '1';

const PG_CONFIG: pg.ClientConfig = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD,
  database: process.env.PGDATABASE ?? 'test',
  connectionTimeoutMillis: 3000,
  // DATE as its text, not as a Date in the local time zone.
  types: {
    getTypeParser: ((oid: number, format: 'text' | 'binary') =>
      oid === 1082 ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
};

const MYSQL_CONFIG: mysql.ConnectionOptions = {
  host: process.env.MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.MYSQL_PORT ?? 3306),
  user: process.env.MYSQL_USER ?? 'root',
  password: process.env.MYSQL_PASSWORD ?? '',
  database: process.env.MYSQL_DATABASE ?? 'test',
  multipleStatements: true,
  dateStrings: true,
  connectTimeout: 3000,
  // mysql2's own reading of a DOUBLE's text can be one unit off in the last place (the server holds
  // the exact value): read it as JavaScript does, as src/db/mysql.ts does.
  typeCast(field, next) {
    if (field.type !== 'DOUBLE') return next();
    const text = field.string();
    return text === null ? null : Number(text);
  },
};

/** Why the service cannot be used, or null when it can. */
async function unreachable(probe: () => Promise<unknown>): Promise<string | null> {
  try {
    await probe();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}

const sqliteDown = await unreachable(async () => {
  const result = spawnSync('sqlite3', ['-version']);
  if (result.error) throw result.error;
});
const pgDown = await unreachable(async () => {
  const client = new pg.Client(PG_CONFIG);
  await client.connect();
  await client.end();
});
const mysqlDown = await unreachable(async () => {
  const connection = await mysql.createConnection(MYSQL_CONFIG);
  await connection.end();
});

/** A describe that is skipped, loudly, when its service is down and not required. */
function describeService(name: string, down: string | null, body: () => void): void {
  const skip = down !== null && !REQUIRED;
  if (skip)
    console.warn(`${name} tests SKIPPED, service unreachable: ${down} (REQUIRE_SERVICES=1 makes this fail)`);
  describe.skipIf(skip)(skip ? `${name} [SKIPPED: unreachable: ${down}]` : name, () => {
    beforeAll(() => {
      if (down !== null) throw new Error(`${name} is unreachable and REQUIRE_SERVICES=1: ${down}`);
    });
    body();
  });
}

let tableCounter = 0;
const tempTable = () => `exportador_${process.pid}_${Date.now().toString(36)}_${tableCounter++}`;

/** How a database stores a cell: NUL dropped, UTF-8 text, and booleans as 1/0 where there is no boolean type. */
function stored(cell: Cell, booleansAsIntegers: boolean): Cell {
  if (typeof cell === 'string') return throughUtf8(cell.replaceAll('\0', ''));
  if (typeof cell === 'boolean' && booleansAsIntegers) return cell ? 1 : 0;
  return cell;
}

const expectedRows = (rows: readonly Row[], booleansAsIntegers: boolean) =>
  rows.map((row) => row.map((cell) => stored(cell, booleansAsIntegers)));

/** Rows without lone surrogates; those become U+FFFD on the way to any database, tested in the CSV suite. */
const DATASETS = datasetArb({ maxColumns: 6, maxRows: 8, withLoneSurrogates: false });

/**
 * `actual` with each number that is within two units in the last place of
 * the expected number replaced by it. SQLite 3.40's own decimal conversions
 * (reading a literal, and quote() printing 15 digits when it believes they
 * round-trip) land on a neighbouring double for some values far from what
 * the generators make, such as -9.107421221613832e-297: over 250,000 random
 * doubles, about 0.5 % came back one unit away, 9 two units, none further.
 */
function allowTwoUlps(actual: Cell[][], expected: Cell[][]): Cell[][] {
  const view = new DataView(new ArrayBuffer(16));
  const adjacent = (a: number, b: number) => {
    view.setFloat64(0, a);
    view.setFloat64(8, b);
    const distance = view.getBigInt64(0) - view.getBigInt64(8);
    return distance >= -2n && distance <= 2n;
  };
  return actual.map((row, r) =>
    row.map((cell, c) => {
      const want = expected[r]?.[c];
      return typeof cell === 'number' && typeof want === 'number' && adjacent(cell, want) ? want : cell;
    }),
  );
}

describeService('SQLite (sqlite3 shell)', sqliteDown, () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'exportador-sqlite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Loads `sql` into a new database and reads the table back with exact
   * values: text as hex of its UTF-8, numbers through quote(). Standard SQL
   * goes in as an argument: the shell's line reader turns CR LF into LF even
   * inside a string, which the sqlite dialect avoids by writing char(13).
   */
  function loadAndRead(
    sql: string,
    columns: readonly Column[],
    table: string,
    via: 'stdin' | 'argument',
  ): Cell[][] {
    const names = columns.map((c) => `"${c.name}"`);
    const select = `SELECT ${names.map((n, i) => `typeof(${n}) AS t${i}, CASE typeof(${n}) WHEN 'text' THEN hex(${n}) ELSE quote(${n}) END AS v${i}`).join(', ')} FROM "${table}" ORDER BY rowid;`;
    const db = path.join(dir, `${table}.sqlite`);
    const script = `${sql}\n${select}\n`;
    if (via === 'argument') expect(Buffer.byteLength(script)).toBeLessThan(120_000);
    const output = execFileSync(
      'sqlite3',
      via === 'argument' ? ['-bail', '-json', db, script] : ['-bail', '-json', db],
      {
        input: via === 'stdin' ? script : undefined,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    const records: Record<string, string>[] = output.trim() === '' ? [] : JSON.parse(output);
    return records.map((r) =>
      columns.map((_c, i) => {
        const type = r[`t${i}`];
        const value = r[`v${i}`];
        if (type === 'null') return null;
        if (type === 'text') return Buffer.from(value, 'hex').toString('utf8');
        return Number(value);
      }),
    );
  }

  it.each([
    ['ansi', 'argument'],
    ['sqlite', 'stdin'],
  ] as [SqlDialect, 'stdin' | 'argument'][])('%s: the sample reads back exactly', (dialect, via) => {
    const table = tempTable();
    const sql = render(
      SQL_EXPORTER,
      SAMPLE_COLUMNS,
      SAMPLE_ROWS,
      exportOptions({ dialect, table, createTable: true }),
    );
    expect(loadAndRead(sql, SAMPLE_COLUMNS, table, via)).toEqual(expectedRows(SAMPLE_ROWS, true));
  });

  it.each([
    ['ansi', 'argument'],
    ['sqlite', 'stdin'],
  ] as [SqlDialect, 'stdin' | 'argument'][])(
    '%s: any schema and text reads back exactly (property)',
    (dialect, via) => {
      fc.assert(
        fc.property(DATASETS, ({ columns, rows }) => {
          const table = tempTable();
          const sql = render(
            SQL_EXPORTER,
            columns,
            rows,
            exportOptions({ dialect, table, createTable: true }),
          );
          const expected = expectedRows(rows, true);
          expect(allowTwoUlps(loadAndRead(sql, columns, table, via), expected)).toEqual(expected);
        }),
        { numRuns: 120 },
      );
    },
    // 120 runs of the sqlite3 shell each: slow on a loaded machine.
    120_000,
  );
});

describeService('PostgreSQL (pg)', pgDown, () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client(PG_CONFIG);
    await client.connect();
  });
  afterAll(async () => client?.end());

  async function loadAndRead(
    columns: readonly Column[],
    rows: readonly Row[],
    dialect: SqlDialect,
  ): Promise<unknown[][]> {
    const table = tempTable();
    const sql = render(SQL_EXPORTER, columns, rows, exportOptions({ dialect, table, createTable: true }));
    try {
      await client.query(sql);
      const result = await client.query({ text: `SELECT * FROM "${table}" ORDER BY ctid`, rowMode: 'array' });
      // BIGINT comes back as a string, to keep precision.
      return result.rows.map((row: unknown[]) =>
        row.map((v, i) => (columns[i].kind === 'integer' && v !== null ? Number(v) : v)),
      );
    } finally {
      await client.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }

  it.each(['ansi', 'postgresql'] as SqlDialect[])('%s: the sample reads back exactly', async (dialect) => {
    expect(await loadAndRead(SAMPLE_COLUMNS, SAMPLE_ROWS, dialect)).toEqual(expectedRows(SAMPLE_ROWS, false));
  });

  it.each(['ansi', 'postgresql'] as SqlDialect[])(
    '%s: any schema and text reads back exactly (property)',
    async (dialect) => {
      await fc.assert(
        fc.asyncProperty(DATASETS, async ({ columns, rows }) => {
          expect(await loadAndRead(columns, rows, dialect)).toEqual(expectedRows(rows, false));
        }),
        { numRuns: 60 },
      );
    },
  );
});

describeService('MariaDB/MySQL (mysql2)', mysqlDown, () => {
  let connection: mysql.Connection;
  beforeAll(async () => {
    connection = await mysql.createConnection(MYSQL_CONFIG);
  });
  afterAll(async () => connection?.end());

  async function loadAndRead(columns: readonly Column[], rows: readonly Row[]): Promise<unknown[][]> {
    const table = tempTable();
    const sql = render(
      SQL_EXPORTER,
      columns,
      rows,
      exportOptions({ dialect: 'mysql', table, createTable: true }),
    );
    try {
      await connection.query(sql);
      // Aliases, because mysql2 refuses a result column named __proto__.
      const list = columns.map((c, i) => `\`${c.name}\` AS c${i}`).join(', ');
      const [result] = await connection.query({ sql: `SELECT ${list} FROM \`${table}\``, rowsAsArray: true });
      return result as unknown[][];
    } finally {
      await connection.query(`DROP TABLE IF EXISTS \`${table}\``);
    }
  }

  it('mysql: the sample reads back exactly', async () => {
    expect(await loadAndRead(SAMPLE_COLUMNS, SAMPLE_ROWS)).toEqual(expectedRows(SAMPLE_ROWS, true));
  });

  it('mysql: any schema and text reads back exactly (property)', async () => {
    await fc.assert(
      fc.asyncProperty(DATASETS, async ({ columns, rows }) => {
        expect(await loadAndRead(columns, rows)).toEqual(expectedRows(rows, true));
      }),
      { numRuns: 60 },
    );
  });
});
