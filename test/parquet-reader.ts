/**
 * An independent Parquet reader for tests: DuckDB (through @duckdb/node-api,
 * a development dependency only), which shares no code with the writer.
 */
import { DuckDBInstance } from '@duckdb/node-api';

export interface ParquetTable {
  /** Column name -> DuckDB type (VARCHAR, INTEGER, BIGINT, DECIMAL(8,2), DATE, BOOLEAN...). */
  readonly types: Readonly<Record<string, string>>;
  /** Column names in file order. */
  readonly names: readonly string[];
  /** Every value as DuckDB writes it as text (null stays null), rows in file order. */
  readonly rows: readonly (readonly (string | null)[])[];
}

const instance = DuckDBInstance.create(':memory:');

/** A SQL string literal of a path or glob. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Runs a query on DuckDB; rows as JavaScript values. */
export async function duckdb(sql: string): Promise<Record<string, unknown>[]> {
  const connection = await (await instance).connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS();
  } finally {
    connection.closeSync();
  }
}

/** One file, or every file a glob matches read as one table (in file name order). */
export async function readParquet(pathOrGlob: string): Promise<ParquetTable> {
  const source = `read_parquet(${literal(pathOrGlob)}, file_row_number = false)`;
  const described = await duckdb(`DESCRIBE SELECT * FROM ${source}`);
  const names = described.map((d) => String(d.column_name));
  const types = Object.fromEntries(described.map((d) => [String(d.column_name), String(d.column_type)]));
  const casts = names.map((n) => `CAST("${n.replaceAll('"', '""')}" AS VARCHAR)`).join(', ');
  const connection = await (await instance).connect();
  try {
    const reader = await connection.runAndReadAll(`SELECT ${casts} FROM ${source}`);
    const rows = reader.getRowsJS().map((row) => row.map((v) => (v === null ? null : String(v))));
    return { names, types, rows };
  } finally {
    connection.closeSync();
  }
}

export { literal as sqlLiteral };
