/**
 * What an exporter receives: columns in schema order and rows as arrays in
 * the same order (rows are never objects keyed by user-chosen names, so no
 * name can reach a prototype).
 */
export type Cell = string | number | boolean | null;
export type Row = readonly Cell[];

/** How a column's values look, independent of the output format. */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'date';

/**
 * Bounds and decimals every number of a column keeps to (a `numero` or
 * `edad` field): SQL declares such a column exactly, INTEGER or BIGINT by
 * range when `scale` is 0, NUMERIC(p, s) otherwise.
 */
export interface NumericRange {
  readonly min: number;
  readonly max: number;
  /** Digits after the decimal point (0-10). */
  readonly scale: number;
}

export interface Column {
  /** Field name: 1-64 chars, [A-Za-z_] then [A-Za-z0-9_-] (docs/api.md, Bulk). */
  readonly name: string;
  /** Bulk field type, e.g. "nombre", "cp" (for comments/docs only). */
  readonly type: string;
  readonly kind: ColumnKind;
  /** True when the field's `nullable` percentage is above 0. */
  readonly nullable: boolean;
  /** Set when the column's numbers keep to known bounds and decimals (see NumericRange). */
  readonly numeric?: NumericRange;
  /** True when no value holds a backslash, tab or line break (see bulk/plain-text.ts). */
  readonly plain?: boolean;
  /** True for `unique: true` fields: SQL tables declare them UNIQUE. */
  readonly unique?: boolean;
  /**
   * True when a key covers the column (PRIMARY KEY, UNIQUE, FOREIGN KEY):
   * its text takes the bounded type a dialect needs to index it.
   */
  readonly key?: boolean;
}

export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export const SQL_DIALECTS = ['ansi', 'postgresql', 'mysql', 'sqlite', 'sqlserver'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** Formats written as text by an `Exporter`. */
export const TEXT_FORMATS = ['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** Every bulk format: the text ones and Parquet, which is binary and columnar (parquet.ts). */
export const EXPORT_FORMATS = [...TEXT_FORMATS, 'parquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  /** Table / root element / interface base name; follows the field-name rule. Default "datos". */
  readonly table: string;
  /** True when the caller sent `table` (TypeScript names the interface from it, else "Registro"). */
  readonly tableGiven: boolean;
  readonly createTable: boolean;
  readonly dialect: SqlDialect;
  readonly csvDelimiter: CsvDelimiter;
  readonly csvBom: boolean;
  /** CSV: the header row (docs/api.md, Offsets, shards and the new field types: pages after the first leave it out). Default true. */
  readonly header?: boolean;
  /**
   * True when this output continues an earlier one (a shard after the
   * first): no CSV header or BOM, no SQL preamble or CREATE TABLE.
   */
  readonly continuation?: boolean;
  /** Index of the output's first row in the whole sequence (SQL groups rows by it). Default 0. */
  readonly rowOffset?: number;
  /** JSON only: the `meta` object of docs/api.md, Bulk, written before `data`. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/**
 * A streaming exporter: the output is `begin()`, then `rows()` for each batch
 * of rows in order, then `end()`. Each call returns text to write at once, so
 * memory never holds more than one batch.
 */
export interface Exporter {
  readonly format: TextFormat;
  readonly contentType: string;
  readonly fileExtension: string;
  begin(columns: readonly Column[], options: ExportOptions): string;
  /** `firstIndex` is the 0-based index of the batch's first row in the whole output. */
  rows(columns: readonly Column[], batch: readonly Row[], firstIndex: number, options: ExportOptions): string;
  end(columns: readonly Column[], totalRows: number, options: ExportOptions): string;
}
