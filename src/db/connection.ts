/**
 * What `db introspect` and `db fill` ask of a database, whichever it is:
 * each database's file (postgres.ts, mysql.ts, sqlite.ts) implements it
 * with the driver made for that database.
 */
import type { Cell } from '../export/types.js';
import type { Catalog, CatalogOptions } from './catalog.js';
import type { DbTarget } from './url.js';

export interface TableLoad {
  readonly table: string;
  readonly columns: readonly string[];
  /** Rows in batches; cells in column order. */
  readonly batches:
    | AsyncIterable<readonly (readonly ReadCell[])[]>
    | Iterable<readonly (readonly ReadCell[])[]>;
  /** Per column, true when no value holds a backslash, tab or line break (no escape check needed). */
  readonly plain?: readonly boolean[];
  /** Columns given explicit values that the database numbers itself (serial, identity): their counters move past them. */
  readonly counters?: readonly string[];
  /** Per column, an SQL function its text goes through (MariaDB/MySQL spatial columns: `ST_GeomFromText`). */
  readonly fromText?: readonly (string | undefined)[];
  /** Called as rows reach the database, with the running total. */
  readonly onRows?: (rows: number) => void;
  /**
   * PostgreSQL to PostgreSQL: the rows already in COPY's text format, as
   * `readCopyText` gives them, written as they are (`batches` unused).
   */
  readonly copyText?: AsyncIterable<CopyChunk>;
}

/** Bytes of COPY's text format holding whole rows, and how many. */
export interface CopyChunk {
  readonly bytes: Buffer | string;
  readonly rows: number;
}

/** How a connection is opened: `db anonimizar` reads its source only, and may create an SQLite target. */
export interface ConnectOptions {
  /** Nothing is written: a read-only session where the server has one, an SQLite file opened read-only. */
  readonly readOnly?: boolean;
  /** SQLite: the file is created when it does not exist. */
  readonly create?: boolean;
}

/** Rows to read from one table: these columns, in this order. */
export interface TableRead {
  readonly table: string;
  readonly columns: readonly string[];
  /** A condition in the database's own SQL (`--subset clientes:provincia='Madrid'`). */
  readonly where?: string;
  readonly limit?: number;
}

/** A value as read: a cell, or the bytes of a binary column. */
export type ReadCell = Cell | Uint8Array;

/** A foreign key as the fill names it: the child's columns and the parent's. */
export interface ForeignKeyRef {
  readonly table: string;
  readonly columns: readonly string[];
  readonly refTable: string;
  readonly refColumns: readonly string[];
}

export interface Connection {
  readonly dialect: DbTarget['dialect'];
  /** True when emptying tables commits on its own (MariaDB/MySQL's TRUNCATE): it runs before the fill's transaction. */
  readonly truncateCommits: boolean;
  /** The tables of the URL's schema (PostgreSQL `?schema=`, default public) or database. */
  readCatalog(options?: CatalogOptions): Promise<Catalog>;
  /** The fill's one transaction: every table, or none. */
  begin(): Promise<void>;
  commit(): Promise<void>;
  /** Undoes the transaction and anything the fill changed in the session (checks turned off). */
  rollback(): Promise<void>;
  /** Empties the tables, given children before parents, and restarts their counters. */
  truncate(tables: readonly string[]): Promise<void>;
  /**
   * Loads one table inside the fill's transaction. A refusal is a DbError
   * LOAD_FAILED naming the table, the 1-based row and the database's message.
   */
  load(load: TableLoad): Promise<void>;
  /**
   * The checks of these foreign keys wait (inside the transaction) until
   * `checkForeignKeys`: what lets tables that reference each other with NOT
   * NULL columns load one after the other. A server that allows no way is a
   * DbError FOREIGN_KEY_CYCLE.
   */
  deferForeignKeys(fks: readonly ForeignKeyRef[]): Promise<void>;
  /** The deferred checks back in force, run over the rows loaded: a row with no parent fails here. */
  checkForeignKeys(): Promise<void>;
  /** Sets `columns` in the rows found by `key`: each row is the key's values then the columns'. */
  update(
    table: string,
    key: readonly string[],
    columns: readonly string[],
    rows: readonly (readonly Cell[])[],
  ): Promise<void>;
  /** Rows of `fk.table` whose foreign key finds no parent row. */
  orphans(fk: ForeignKeyRef): Promise<number>;
  /** A transaction that only reads, on one snapshot of the whole database (a copy's source). */
  beginSnapshot(): Promise<void>;
  /**
   * The bytes each table holds on disk, where the server says it cheaply
   * (PostgreSQL: its relation, or its partitions', size): a copy's guess of
   * how long its replacing will take. Empty when it cannot tell.
   */
  tableBytes?(): Promise<ReadonlyMap<string, number>>;
  /**
   * A table's rows in batches, streamed (PostgreSQL `COPY ... TO STDOUT`, a
   * cursor elsewhere): memory holds one batch, whatever the table's size.
   * Read to the end before the next statement on this connection.
   */
  read(read: TableRead): AsyncIterable<readonly (readonly ReadCell[])[]>;
  /** PostgreSQL only: a table's rows in COPY's text format, untouched (a table copied as it is). */
  readCopyText?(read: TableRead): AsyncIterable<CopyChunk>;
  /**
   * Creates the namespace tables are written to when it is missing (a
   * PostgreSQL schema named in the URL), inside the current transaction;
   * absent where a database has none apart from the database itself.
   */
  ensureNamespace?(): Promise<void>;
  /** Runs statements that return nothing (a copy's CREATE TABLE). */
  execute(sql: string): Promise<void>;
  /** True when the table holds no row. */
  isEmpty(table: string): Promise<boolean>;
  /** A name quoted as this database quotes identifiers. */
  quote(name: string): string;
  /** A table's name as statements write it (PostgreSQL: in the URL's schema). */
  qualified(table: string): string;
  close(): Promise<void>;
}

/** Rows read are handed on in batches of this many. */
export const READ_BATCH_ROWS = 1000;

/**
 * A driver's rows (a stream or an iterator) handed on READ_BATCH_ROWS at a
 * time; an error of the driver becomes `onError`'s, naming the table.
 */
export async function* readBatches<Row>(
  rows: () => Iterable<Row> | AsyncIterable<Row>,
  onError: (err: unknown) => Error,
): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  try {
    for await (const row of rows()) {
      batch.push(row);
      if (batch.length >= READ_BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
  } catch (err) {
    throw onError(err);
  }
  if (batch.length > 0) yield batch;
}

/** The SELECT a read runs, in the database's quoting. */
export function readQuery(
  read: TableRead,
  qualified: (table: string) => string,
  quote: (name: string) => string,
) {
  const where = read.where === undefined ? '' : ` WHERE ${read.where}`;
  const limit = read.limit === undefined ? '' : ` LIMIT ${read.limit}`;
  return `SELECT ${read.columns.map(quote).join(', ')} FROM ${qualified(read.table)}${where}${limit}`;
}

/** The query counting a foreign key's orphans, with the database's quoting. */
export function orphanQuery(
  fk: ForeignKeyRef,
  qualified: (table: string) => string,
  quote: (name: string) => string,
) {
  const present = fk.columns.map((c) => `c.${quote(c)} IS NOT NULL`).join(' AND ');
  const joined = fk.columns.map((c, i) => `p.${quote(fk.refColumns[i]!)} = c.${quote(c)}`).join(' AND ');
  return `SELECT COUNT(*) AS n FROM ${qualified(fk.table)} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${qualified(fk.refTable)} p WHERE ${joined})`;
}
