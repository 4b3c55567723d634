/**
 * The real databases the db tests talk to, each test schema created fresh
 * under a name unique to the run and dropped afterwards: a PostgreSQL schema
 * (`?schema=` in the URL), a MariaDB database, an SQLite file.
 *
 * Servers: PostgreSQL at 127.0.0.1:5432 (postgres, database test) and MariaDB
 * at 127.0.0.1:3306 (root, database test); PGHOST/PGPORT/PGUSER/PGPASSWORD/
 * PGDATABASE and MYSQL_HOST/MYSQL_PORT/MYSQL_USER/MYSQL_PASSWORD override
 * them. An unreachable server skips its tests with a message, unless
 * REQUIRE_SERVICES=1, which makes them fail.
 */
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';

export const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD ?? '',
  database: process.env.PGDATABASE ?? 'test',
};
export const MY = {
  host: process.env.MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.MYSQL_PORT ?? 3306),
  user: process.env.MYSQL_USER ?? 'root',
  password: process.env.MYSQL_PASSWORD ?? '',
};

const RUN = `${process.pid.toString(36)}_${Date.now().toString(36)}`;
const FIXTURES = join(import.meta.dirname, 'fixtures', 'db');
const REQUIRE = process.env.REQUIRE_SERVICES === '1';

export const fixture = (schema: string, dialect: string) =>
  readFileSync(join(FIXTURES, `${schema}.${dialect}.sql`), 'utf8');

export function reachable(host: string, port: number): Promise<boolean> {
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

/** True when the tests of `what` are to be skipped (with a message). */
export function skipUnless(what: string, up: boolean): boolean {
  if (up || REQUIRE) return false;
  console.warn(`[db] ${what} is not reachable: its tests are skipped (REQUIRE_SERVICES=1 makes them fail)`);
  return true;
}

const auth = (user: string, password: string) =>
  password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}` : encodeURIComponent(user);

export interface TestDatabase {
  readonly url: string;
  /** Rows of a query, dates and big numbers as text. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
}

export async function postgresSchema(label: string, schemaSql: string): Promise<TestDatabase> {
  const name = `dp_${label}_${RUN}`;
  const client = new pg.Client({ ...PG, password: PG.password || undefined });
  // Dates and 64-bit integers as text, so nothing is shifted or rounded.
  client.setTypeParser(1082, (v) => v);
  client.setTypeParser(1114, (v) => v);
  client.setTypeParser(20, (v) => v);
  await client.connect();
  await client.query(`CREATE SCHEMA "${name}"`);
  await client.query(`SET search_path TO "${name}"`);
  await client.query(schemaSql);
  return {
    url: `postgres://${auth(PG.user, PG.password)}@${PG.host}:${PG.port}/${PG.database}?schema=${name}`,
    query: async (sql) => (await client.query(sql)).rows,
    async drop() {
      await client.query(`DROP SCHEMA "${name}" CASCADE`);
      await client.end();
    },
  };
}

export async function mysqlDatabase(label: string, schemaSql: string): Promise<TestDatabase> {
  const name = `dp_${label}_${RUN}`;
  const conn = await mysql.createConnection({
    ...MY,
    multipleStatements: true,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  await conn.query(`CREATE DATABASE \`${name}\``);
  await conn.query(`USE \`${name}\``);
  await conn.query(schemaSql);
  return {
    url: `mysql://${auth(MY.user, MY.password)}@${MY.host}:${MY.port}/${name}`,
    query: async (sql) => (await conn.query(sql))[0] as Record<string, unknown>[],
    async drop() {
      await conn.query(`DROP DATABASE \`${name}\``);
      await conn.end();
    },
  };
}

export async function sqliteFile(dir: string, label: string, schemaSql: string): Promise<TestDatabase> {
  const path = join(dir, `${label}_${RUN}.db`);
  const db = new Database(path);
  db.exec(schemaSql);
  return {
    url: `sqlite:${path}`,
    query: async (sql) => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all() as Record<string, unknown>[];
      statement.run();
      return [];
    },
    async drop() {
      db.close();
    },
  };
}

/** A loopback port nothing listens on (taken and released). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The three servers as rows for `describe.each`: the dialect, whether its
 * tests are skipped (skipUnless: never under REQUIRE_SERVICES=1), and how to
 * make a database of its own from SQL statements (SQLite files go in `dir`).
 */
export async function serverDialects(dir: string) {
  return [
    {
      dialect: 'postgresql',
      skip: skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port)),
      create: postgresSchema,
    },
    {
      dialect: 'mysql',
      skip: skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port)),
      create: mysqlDatabase,
    },
    { dialect: 'sqlite', skip: false, create: (label: string, sql: string) => sqliteFile(dir, label, sql) },
  ] as const;
}

/** Runs `use` on a source and a target made for it, and drops both whatever happens. */
export async function withSourceAndTarget(
  source: () => Promise<TestDatabase>,
  target: () => Promise<TestDatabase>,
  use: (source: TestDatabase, target: TestDatabase) => Promise<void>,
): Promise<void> {
  const from = await source();
  try {
    const to = await target();
    try {
      await use(from, to);
    } finally {
      await to.drop();
    }
  } finally {
    await from.drop();
  }
}
