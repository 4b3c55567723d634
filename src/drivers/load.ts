/**
 * The database drivers and the Redis client are optional peer dependencies
 * (README, Live databases): only those who fill a database or share the
 * rate limit install them, so nothing else in the package imports them.
 * Each is imported here on first use; when the package is not installed,
 * the caller gets an ApiError `driver_missing` naming what to install
 * (docs/api.md, Errors), one line in the CLI with exit code 2.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Redis } from 'ioredis';
import type { createConnection } from 'mysql2/promise';
import type { Client } from 'pg';
import type { from, to } from 'pg-copy-streams';
import { ApiError } from '../errors/index.js';

/** True when `err` is the import of package `name` itself failing as not installed. */
function notInstalled(err: unknown, name: string): boolean {
  if (!(err instanceof Error) || !('code' in err) || err.code !== 'ERR_MODULE_NOT_FOUND') return false;
  // A missing dependency of an installed driver is another fault: it keeps its own message.
  return err.message.includes(`'${name}'`);
}

/**
 * The module `load` imports, or undefined with `name` added to `missing`
 * when its package is not installed (so one message names all of them).
 */
export async function importIfInstalled<T>(
  name: string,
  load: () => Promise<T>,
  missing: string[],
): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (!notInstalled(err, name)) throw err;
    missing.push(name);
    return undefined;
  }
}

/** The error for `purpose` ("PostgreSQL") whose `packages` are not installed. */
export const driverMissing = (purpose: string, packages: readonly string[]) =>
  new ApiError('INVALID_PARAMS', { problem: 'driver_missing', purpose, packages });

export interface PostgresDriver {
  readonly Client: typeof Client;
  readonly copyFrom: typeof from;
  readonly copyTo: typeof to;
}

/** `pg` and `pg-copy-streams` (rows go in and out through COPY). */
export async function postgresDriver(): Promise<PostgresDriver> {
  const missing: string[] = [];
  const pg = await importIfInstalled('pg', () => import('pg'), missing);
  const copy = await importIfInstalled('pg-copy-streams', () => import('pg-copy-streams'), missing);
  if (!pg || !copy) throw driverMissing('PostgreSQL', missing);
  return { Client: pg.default.Client, copyFrom: copy.from, copyTo: copy.to };
}

/** `mysql2`, through its promise API. */
export async function mysqlDriver(): Promise<typeof createConnection> {
  const missing: string[] = [];
  const mysql = await importIfInstalled('mysql2', () => import('mysql2/promise'), missing);
  if (!mysql) throw driverMissing('MariaDB/MySQL', missing);
  return mysql.createConnection;
}

/** `better-sqlite3`. */
export async function sqliteDriver(): Promise<typeof BetterSqlite3> {
  const missing: string[] = [];
  const sqlite = await importIfInstalled('better-sqlite3', () => import('better-sqlite3'), missing);
  if (!sqlite) throw driverMissing('SQLite', missing);
  return sqlite.default;
}

/** `ioredis`, for the rate limit shared through REDIS_URL. */
export async function redisDriver(): Promise<typeof Redis> {
  const missing: string[] = [];
  const redis = await importIfInstalled('ioredis', () => import('ioredis'), missing);
  if (!redis) throw driverMissing('REDIS_URL', missing);
  return redis.Redis;
}
