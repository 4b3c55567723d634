/**
 * MariaDB/MySQL through `mysql2`: catalog from information_schema, rows as
 * batched multi-row INSERTs (escaped by the driver) inside one transaction
 * per table. When a batch fails, its rows are tried one by one in the same
 * transaction to name the row the server refused, then all is rolled back.
 */
import type { Readable } from 'node:stream';
import type { Connection as MysqlConnection } from 'mysql2/promise';
import { mysqlDriver } from '../drivers/load.js';
import {
  type Connection,
  type ConnectOptions,
  orphanQuery,
  READ_BATCH_ROWS,
  type ReadCell,
  readBatches,
  readQuery,
  type TableLoad,
} from './connection.js';
import { DbError, type DbProblem, loadFailed, scrub, socketProblem } from './errors.js';
import { readMysqlCatalog } from './mysql-catalog.js';
import { describeTarget, type ServerTarget } from './url.js';

const CONNECT_TIMEOUT_MS = 10_000;

const PROBLEM_BY_CODE: Readonly<Record<string, DbProblem>> = {
  ER_ACCESS_DENIED_ERROR: 'AUTH_FAILED',
  ER_DBACCESS_DENIED_ERROR: 'AUTH_FAILED',
  ER_BAD_DB_ERROR: 'NO_DATABASE',
};

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``;

export async function connectMysql(target: ServerTarget, options: ConnectOptions = {}): Promise<Connection> {
  const createConnection = await mysqlDriver();
  let conn: MysqlConnection;
  try {
    conn = await createConnection({
      host: target.host,
      port: target.port,
      user: target.user,
      password: target.password,
      database: target.database,
      connectTimeout: CONNECT_TIMEOUT_MS,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      charset: 'utf8mb4',
      // Values as the server keeps them, for a copy to write back: JSON as its text (not parsed into
      // an object), a geometry as its bytes (the server's own format, which a geometry column takes).
      typeCast(field, next) {
        if (field.type === 'JSON' || field.extendedFormat === 'json') return field.string();
        if (field.type === 'GEOMETRY') return field.buffer();
        // The driver's own reading of a floating-point number's text can be one unit off in the
        // last place (90588.19298319373 read as ...372); JavaScript's own reading is exact.
        if (field.type === 'DOUBLE' || field.type === 'FLOAT') {
          const text = field.string();
          return text === null ? null : Number(text);
        }
        return next();
      },
    });
  } catch (err) {
    throw connectionError(err, target);
  }
  conn.on('error', () => {});
  // Every transaction of this session refuses to write: a copy's source is only read.
  if (options.readOnly) await conn.query('SET SESSION TRANSACTION READ ONLY');
  const fail = (err: unknown) => scrub(messageOf(err), target.password);
  const checksOn = () => conn.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => {});

  return {
    dialect: 'mysql',
    truncateCommits: true,
    async begin() {
      await conn.beginTransaction();
    },
    async commit() {
      await conn.commit();
    },
    async rollback() {
      await conn.rollback().catch(() => {});
      await checksOn();
    },
    async deferForeignKeys() {
      // This session only, for the fill's transaction; checkForeignKeys or rollback turns them on again.
      try {
        await conn.query('SET FOREIGN_KEY_CHECKS = 0');
      } catch (err) {
        throw new DbError('FOREIGN_KEY_CYCLE', {
          message: `cannot turn foreign key checks off (${fail(err)})`,
        });
      }
    },
    async checkForeignKeys() {
      // Turning checks on again does not look at the rows: the fill counts orphans by query.
      await checksOn();
    },
    async update(table, key, columns, rows) {
      const sql = `UPDATE ${quote(table)} SET ${columns.map((c) => `${quote(c)} = ?`).join(', ')} WHERE ${key.map((k) => `${quote(k)} = ?`).join(' AND ')}`;
      try {
        for (const row of rows)
          await conn.query(sql, [...row.slice(key.length), ...row.slice(0, key.length)]);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table, message: fail(err) });
      }
    },
    async orphans(fk) {
      const [rows] = await conn.query(orphanQuery(fk, quote, quote));
      return Number((rows as { n: unknown }[])[0]!.n);
    },
    quote,
    qualified: quote,
    async beginSnapshot() {
      // One snapshot for every table read: rows of a child and of its parent agree.
      await conn.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await conn.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    },
    async *read(read) {
      // The driver's row stream: rows arrive as the server sends them, none kept past its batch.
      yield* readBatches<ReadCell[]>(
        () => streamingQuery(conn, readQuery(read, quote, quote)),
        (err) => new DbError('DATABASE_ERROR', { table: read.table, message: fail(err) }),
      );
    },
    async execute(sql) {
      try {
        await conn.query(sql);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: fail(err) });
      }
    },
    async isEmpty(table) {
      const [rows] = await conn.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
      return (rows as unknown[]).length === 0;
    },
    async readCatalog(options) {
      try {
        return await readMysqlCatalog(conn, target.database, options);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: fail(err) });
      }
    },
    async truncate(tables) {
      // TRUNCATE is refused on a referenced table, even an empty one; checks are off for these statements only.
      try {
        await conn.query('SET FOREIGN_KEY_CHECKS = 0');
        for (const table of tables) await conn.query(`TRUNCATE TABLE ${quote(table)}`);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table: tables.join(', '), message: fail(err) });
      } finally {
        await conn.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => {});
      }
    },
    async load({ table, columns, batches: given, onRows, fromText }: TableLoad) {
      const insert = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ?`;
      const batches = fromText?.some((f) => f !== undefined) ? throughFunctions(given, fromText) : given;
      // Inside the fill's transaction (begin, commit).
      let rows = 0;
      try {
        for await (const batch of batches) {
          try {
            await conn.query(insert, [batch]);
          } catch (err) {
            throw loadFailed(table, await failingRow(conn, insert, batch, rows), fail(err));
          }
          rows += batch.length;
          onRows?.(rows);
        }
      } catch (err) {
        if (err instanceof DbError) throw err;
        throw loadFailed(table, rows + 1, fail(err));
      }
    },
    async close() {
      await conn.end().catch(() => {});
    },
  };
}

/** The 1-based row of a refused batch that the server refuses on its own. */
async function failingRow(
  conn: MysqlConnection,
  insert: string,
  batch: readonly (readonly unknown[])[],
  before: number,
): Promise<number | undefined> {
  for (let i = 0; i < batch.length; i++) {
    try {
      await conn.query(insert, [[batch[i]]]);
    } catch {
      return before + i + 1;
    }
  }
  return undefined;
}

/** The callback connection under the promise wrapper: only it streams rows. */
interface StreamingConnection {
  query(options: { sql: string; rowsAsArray: boolean }): {
    stream(options: { highWaterMark: number }): Readable;
  };
}

function streamingQuery(conn: MysqlConnection, sql: string): Readable {
  const core: unknown = Reflect.get(conn, 'connection');
  if (typeof core !== 'object' || core === null || typeof Reflect.get(core, 'query') !== 'function')
    throw new DbError('DATABASE_ERROR', { message: 'the mysql2 driver offers no row stream' });
  const streaming: StreamingConnection = {
    query: (options) => Reflect.apply(Reflect.get(core, 'query'), core, [options]),
  };
  return streaming.query({ sql, rowsAsArray: true }).stream({ highWaterMark: READ_BATCH_ROWS });
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function connectionError(err: unknown, target: ServerTarget): DbError {
  const code = err instanceof Error && 'code' in err ? err.code : undefined;
  const problem =
    socketProblem(code) ?? (typeof code === 'string' ? PROBLEM_BY_CODE[code] : undefined) ?? 'DATABASE_ERROR';
  return new DbError(problem, {
    target: describeTarget(target),
    message: scrub(messageOf(err), target.password),
  });
}

/** Rows whose cells in some columns go through an SQL function (`ST_GeomFromText('POINT(1 2)')`). */
async function* throughFunctions(
  batches: TableLoad['batches'],
  functions: readonly (string | undefined)[],
): AsyncIterable<unknown[][]> {
  for await (const batch of batches)
    yield batch.map((row) =>
      row.map((cell, i) => {
        const fn = functions[i];
        if (fn === undefined || cell === null || cell === undefined) return cell;
        // The driver writes an object with toSqlString as it is: the call with its quoted text.
        const text = `'${String(cell).replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
        return { toSqlString: () => `${fn}(${text})` };
      }),
    );
}
