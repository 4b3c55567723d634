/**
 * What `db introspect` and `db fill` ask of a database, whichever it is:
 * each database's file (postgres.ts, mysql.ts, sqlite.ts) implements it
 * with the driver made for that database.
 */
import type { Cell } from '../export/types.js';
import type { Catalog } from './catalog.js';
import type { DbTarget } from './url.js';

export interface TableLoad {
  readonly table: string;
  readonly columns: readonly string[];
  /** Rows in batches; cells in column order. */
  readonly batches: AsyncIterable<readonly (readonly Cell[])[]> | Iterable<readonly (readonly Cell[])[]>;
  /** Per column, true when no value holds a backslash, tab or line break (no escape check needed). */
  readonly plain?: readonly boolean[];
  /** Columns given explicit values that the database numbers itself (serial, identity): their counters move past them. */
  readonly counters?: readonly string[];
  /** Called as rows reach the database, with the running total. */
  readonly onRows?: (rows: number) => void;
}

export interface Connection {
  readonly dialect: DbTarget['dialect'];
  /** The tables of the URL's schema (PostgreSQL `?schema=`, default public) or database. */
  readCatalog(): Promise<Catalog>;
  /** Empties the tables, given children before parents, and restarts their counters. */
  truncate(tables: readonly string[]): Promise<void>;
  /**
   * Loads one table in one transaction: all rows or none. A failure is a
   * DbError LOAD_FAILED naming the table, the 1-based row and the
   * database's message.
   */
  load(load: TableLoad): Promise<void>;
  close(): Promise<void>;
}
