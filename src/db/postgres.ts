/**
 * PostgreSQL through `pg`: catalog from pg_catalog, rows through
 * `COPY ... FROM STDIN` (pg-copy-streams) in text format inside one
 * transaction per table, so a failed table leaves nothing behind.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { postgresDriver } from '../drivers/load.js';
import {
  type Connection,
  type ConnectOptions,
  type CopyChunk,
  type ForeignKeyRef,
  orphanQuery,
  READ_BATCH_ROWS,
  type ReadCell,
  readQuery,
  type TableLoad,
  type TableRead,
} from './connection.js';
import { DbError, type DbProblem, loadFailed, scrub, socketProblem } from './errors.js';
import { readPostgresCatalog } from './postgres-catalog.js';
import { copyRows } from './postgres-copy-out.js';
import { describeTarget, type ServerTarget } from './url.js';

const CONNECT_TIMEOUT_MS = 10_000;
/** Batches written between turns of the event loop (when the socket never fills). */
const YIELD_EVERY_BATCHES = 8;

const PROBLEM_BY_SQLSTATE: Readonly<Record<string, DbProblem>> = {
  '28P01': 'AUTH_FAILED',
  '28000': 'AUTH_FAILED',
  '3D000': 'NO_DATABASE',
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function connectPostgres(
  target: ServerTarget,
  options: ConnectOptions = {},
): Promise<Connection> {
  const { Client, copyFrom, copyTo } = await postgresDriver();
  const schema = target.params.get('schema') ?? 'public';
  const client = new Client({
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
    database: target.database,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'datos-prueba',
  });
  // A server that goes away later surfaces on the next query; without a listener it would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
    // Every transaction of this session refuses to write: a copy's source is only read.
    if (options.readOnly) await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
  } catch (err) {
    await client.end().catch(() => {});
    throw connectionError(err, target);
  }
  const qualified = (table: string) => `${quote(schema)}.${quote(table)}`;
  const fail = (err: unknown) => scrub(messageOf(err), target.password);
  /** Statements that put deferred checks back: SET CONSTRAINTS ... IMMEDIATE, or re-adding a dropped constraint. */
  let restore: string[] = [];
  // A table read is its own rows: an inheritance child is a table of the catalog too, and a plain
  // SELECT of its parent would give its rows twice. A partitioned table holds none of its own.
  let partitioned: Promise<Set<string>> | undefined;
  const ownRows = async (table: string) => {
    partitioned ??= client
      .query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relkind = 'p'`,
        [schema],
      )
      .then((r) => new Set(r.rows.map((row) => row.name)));
    return (await partitioned).has(table) ? qualified(table) : `ONLY ${qualified(table)}`;
  };
  const ownReadQuery = async (read: TableRead) => {
    const from = await ownRows(read.table);
    return readQuery(read, () => from, quote);
  };

  return {
    dialect: 'postgresql',
    truncateCommits: false,
    async begin() {
      restore = [];
      await client.query('BEGIN');
    },
    async commit() {
      await client.query('COMMIT');
    },
    async rollback() {
      restore = [];
      await client.query('ROLLBACK').catch(() => {});
    },
    async deferForeignKeys(fks: readonly ForeignKeyRef[]) {
      for (const fk of fks) {
        const found = await client.query<{ name: string; deferrable: boolean; definition: string }>(
          `SELECT con.conname AS name, con.condeferrable AS deferrable, pg_get_constraintdef(con.oid) AS definition
           FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = $1 AND c.relname = $2 AND con.contype = 'f'
             AND ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
                       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] = $3::text[]`,
          [schema, fk.table, fk.columns],
        );
        for (const { name, deferrable, definition } of found.rows) {
          try {
            if (deferrable) {
              await client.query(`SET CONSTRAINTS ${quote(schema)}.${quote(name)} DEFERRED`);
              restore.push(`SET CONSTRAINTS ${quote(schema)}.${quote(name)} IMMEDIATE`);
            } else {
              // Dropped and added again inside the same transaction: a failure or a rollback brings it back as it was.
              await client.query(`ALTER TABLE ${qualified(fk.table)} DROP CONSTRAINT ${quote(name)}`);
              restore.push(`ALTER TABLE ${qualified(fk.table)} ADD CONSTRAINT ${quote(name)} ${definition}`);
            }
          } catch (err) {
            throw new DbError('FOREIGN_KEY_CYCLE', {
              table: fk.table,
              message: `cannot defer the check of ${name} (${fail(err)})`,
            });
          }
        }
      }
    },
    async checkForeignKeys() {
      const statements = restore;
      restore = [];
      for (const statement of statements) {
        try {
          await client.query(statement);
        } catch (err) {
          throw new DbError('DATABASE_ERROR', { message: fail(err) });
        }
      }
    },
    async update(table, key, columns, rows) {
      const sql = `UPDATE ${qualified(table)} SET ${columns.map((c, i) => `${quote(c)} = $${key.length + i + 1}`).join(', ')} WHERE ${key.map((k, i) => `${quote(k)} = $${i + 1}`).join(' AND ')}`;
      try {
        for (const row of rows) await client.query(sql, row as unknown[]);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table, message: fail(err) });
      }
    },
    async orphans(fk) {
      const result = await client.query<{ n: string }>(orphanQuery(fk, qualified, quote));
      return Number(result.rows[0]!.n);
    },
    quote,
    qualified,
    async tableBytes() {
      try {
        // A partitioned table's rows are in its partitions (the tree's leaves; it has no storage itself).
        const result = await client.query<{ name: string; bytes: string }>(
          `SELECT c.relname AS name,
             CASE c.relkind WHEN 'p'
               THEN (SELECT COALESCE(sum(pg_relation_size(p.relid)), 0) FROM pg_partition_tree(c.oid) p)
               ELSE pg_relation_size(c.oid) END AS bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`,
          [schema],
        );
        return new Map(result.rows.map((r) => [r.name, Number(r.bytes)]));
      } catch {
        // A guess only: a server that cannot answer (older than 12) leaves the copy to its own measure.
        return new Map();
      }
    },
    async beginSnapshot() {
      // One snapshot for every table read: rows of a child and of its parent agree.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    },
    async *read(read) {
      let stream: AsyncIterable<Buffer>;
      try {
        const sql = await ownReadQuery(read);
        stream = client.query(copyTo(`COPY (${sql}) TO STDOUT`));
        yield* copyRows(stream, READ_BATCH_ROWS);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table: read.table, message: fail(err) });
      }
    },
    async *readCopyText(read) {
      try {
        const stream: AsyncIterable<Buffer> = client.query(
          copyTo(`COPY (${await ownReadQuery(read)}) TO STDOUT`),
        );
        // Chunks are cut at the last line break, so that each holds whole rows.
        let rest: Buffer | undefined;
        for await (const chunk of stream) {
          const bytes = rest === undefined ? chunk : Buffer.concat([rest, chunk]);
          const end = bytes.lastIndexOf(10);
          if (end < 0) {
            rest = bytes;
            continue;
          }
          rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : undefined;
          let rows = 0;
          for (let at = bytes.indexOf(10); at >= 0 && at <= end; at = bytes.indexOf(10, at + 1)) rows++;
          yield { bytes: bytes.subarray(0, end + 1), rows };
        }
        if (rest !== undefined) yield { bytes: Buffer.concat([rest, Buffer.from('\n')]), rows: 1 };
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table: read.table, message: fail(err) });
      }
    },
    async ensureNamespace() {
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${quote(schema)}`);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: fail(err) });
      }
    },
    async execute(sql) {
      try {
        await client.query(sql);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: fail(err) });
      }
    },
    async isEmpty(table) {
      const result = await client.query(`SELECT 1 FROM ${qualified(table)} LIMIT 1`);
      return result.rows.length === 0;
    },
    async readCatalog(options) {
      try {
        return await readPostgresCatalog(client, schema, options);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: fail(err) });
      }
    },
    async truncate(tables) {
      if (tables.length === 0) return;
      // One statement: PostgreSQL refuses to truncate a referenced table on its own, even an empty one.
      try {
        await client.query(`TRUNCATE ${tables.map(qualified).join(', ')} RESTART IDENTITY`);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table: tables.join(', '), message: fail(err) });
      }
    },
    async load({ table, columns, batches, onRows, counters = [], plain = [], copyText }: TableLoad) {
      // Inside the fill's transaction (begin, commit): a refusal aborts it all.
      let rows = 0;
      try {
        const copy = client.query(
          copyFrom(`COPY ${qualified(table)} (${columns.map(quote).join(', ')}) FROM STDIN`),
        );
        // The server's refusal comes as an 'error' event; the stream cannot be
        // written (or ended) after it, so the loop stops at once.
        let refused: Error | undefined;
        copy.on('error', (err) => {
          refused ??= err;
        });
        // Settles when the server has taken (or refused) the whole COPY.
        const copied = finished(copy);
        copied.catch(() => {});
        // Straight into the COPY stream: a batch goes out on the socket as it
        // is written, while the server parses the one before; only when the
        // socket is full does generation wait for it to drain.
        let written = 0;
        try {
          for await (const chunk of copyText ?? encoded(batches, plain)) {
            if (refused) break;
            const flowing = copy.write(chunk.bytes);
            rows += chunk.rows;
            onRows?.(rows);
            if (!flowing) await once(copy, 'drain');
            // The server keeps reading after refusing a row, so the socket
            // never fills: a turn of the event loop now and then hears it.
            else if (++written % YIELD_EVERY_BATCHES === 0) await setImmediatePromise();
          }
        } catch (err) {
          if (!refused) {
            // Generation failed: abort the COPY (CopyFail), which the server
            // must answer before the connection takes ROLLBACK.
            copy.destroy(err instanceof Error ? err : new Error(String(err)));
            await copied.catch(() => {});
            throw err;
          }
        }
        if (refused) throw refused;
        copy.end();
        await copied;
        // Explicit keys leave a serial or identity counter behind: move it past them.
        for (const column of counters) {
          await client.query(
            `SELECT setval(s, m) FROM (SELECT pg_get_serial_sequence($1, $2) AS s,
               (SELECT max(${quote(column)}) FROM ${qualified(table)}) AS m) x
             WHERE s IS NOT NULL AND m IS NOT NULL`,
            [qualified(table), column],
          );
        }
      } catch (err) {
        if (err instanceof DbError) throw err;
        throw loadFailed(table, copyLine(err) ?? rows + 1, fail(err));
      }
    },
    async close() {
      await client.end().catch(() => {});
    },
  };
}

/** Batches of rows as COPY text, with their row counts. */
async function* encoded(batches: TableLoad['batches'], plain: readonly boolean[]): AsyncGenerator<CopyChunk> {
  for await (const batch of batches) yield { bytes: encodeBatch(batch, plain), rows: batch.length };
}

/**
 * COPY's text format: tab-separated, `\N` for null, `t`/`f`, backslash
 * escapes. The batch is built by concatenation: the generated values are
 * themselves concatenations, and the one copy into the socket's buffer
 * flattens them all at once, where joining arrays copied every byte twice
 * more on the way (a fifth of the fill's CPU time in a profile). Text of a
 * `plain` column goes in unchecked: the escape test of every cell was a
 * tenth of the fill's time.
 */
export function encodeBatch(batch: readonly (readonly ReadCell[])[], plain: readonly boolean[] = []): string {
  let out = '';
  for (const row of batch) {
    for (let i = 0; i < row.length; i++) {
      const cell = row[i]!;
      const text =
        typeof cell === 'string' && (plain[i] === true || !needsEscape(cell)) ? cell : copyCell(cell);
      out = i === 0 ? out + text : `${out}\t${text}`;
    }
    out += '\n';
  }
  return out;
}

/** One cell as COPY text: `\N` for null, backslash escapes. */
export function copyCell(cell: ReadCell): string {
  if (cell === null) return '\\N';
  // bytea's hex form; its backslash is escaped as COPY wants.
  if (typeof cell === 'object') return `\\\\x${Buffer.from(cell).toString('hex')}`;
  if (typeof cell === 'boolean') return cell ? 't' : 'f';
  if (typeof cell === 'number') return String(cell);
  return needsEscape(cell) ? cell.replace(SPECIALS, (c) => ESCAPES[c]!) : cell;
}

/** Whether COPY text must escape something in `cell` (a backslash, tab, line feed or carriage return): a loop, cheaper than a pattern on the short cells of every row. */
function needsEscape(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    if (c === 92 || c === 9 || c === 10 || c === 13) return true;
  }
  return false;
}
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The row COPY names in its context line ("COPY t, line 57: ..."). */
function copyLine(err: unknown): number | undefined {
  const where = err instanceof Error && 'where' in err ? String(err.where) : '';
  const line = /\bline (\d+)/.exec(where);
  return line ? Number(line[1]) : undefined;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function connectionError(err: unknown, target: ServerTarget): DbError {
  const code = err instanceof Error && 'code' in err ? err.code : undefined;
  const problem =
    socketProblem(code) ??
    (typeof code === 'string' ? PROBLEM_BY_SQLSTATE[code] : undefined) ??
    (/timeout/i.test(messageOf(err)) ? 'TIMEOUT' : 'DATABASE_ERROR');
  return new DbError(problem, {
    target: describeTarget(target),
    message: scrub(messageOf(err), target.password),
  });
}
