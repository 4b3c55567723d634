import { invalidParams } from '../errors/index.js';

/** Output flags `bulk` and `dataset` share; each overrides the same member of the schema file. */
export interface OutputFlags {
  dialect?: string;
  table?: string;
  createTable?: boolean;
  delimiter?: string;
  bom?: boolean;
  /** Parquet: snappy or zstd. */
  compression?: string;
}

/**
 * Writes the flags given into the body read from the file. Values are not
 * checked here: the body is then checked as the API checks it, so a bad
 * `--dialect` gets the same code and message as a bad `dialect` member.
 */
export function applyOutputFlags(body: Record<string, unknown>, flags: OutputFlags): void {
  if (flags.dialect !== undefined) body.dialect = flags.dialect;
  if (flags.table !== undefined) body.table = flags.table;
  if (flags.createTable) body.createTable = true;
  if (flags.compression !== undefined && (body.parquet === undefined || isObject(body.parquet)))
    body.parquet = { ...(isObject(body.parquet) ? body.parquet : {}), compression: flags.compression };
  if (flags.delimiter === undefined && !flags.bom) return;
  // A `csv` member of the wrong type stays as it is, for the check to name it.
  if (body.csv !== undefined && !isObject(body.csv)) return;
  const csv = isObject(body.csv) ? { ...body.csv } : {};
  if (flags.delimiter !== undefined) csv.delimiter = flags.delimiter;
  if (flags.bom) csv.bom = true;
  body.csv = csv;
}

/** Flags of `bulk` beyond the output flags. */
export interface BulkFlags extends OutputFlags {
  count?: string;
  format?: string;
  seed?: string;
  offset?: string;
}

/** Writes `bulk`'s flags into the body read from the schema file (checked later, as the API checks). */
export function applyBulkFlags(body: Record<string, unknown>, flags: BulkFlags): void {
  if (flags.count !== undefined) {
    if (!/^[0-9]+$/.test(flags.count)) throw invalidParams({ parameter: 'count', min: 1 });
    body.count = Number(flags.count);
  }
  if (flags.offset !== undefined) {
    if (!/^[0-9]+$/.test(flags.offset)) throw invalidParams({ parameter: 'offset', min: 0 });
    body.offset = Number(flags.offset);
  }
  if (flags.format !== undefined) body.format = flags.format;
  if (flags.seed !== undefined) body.seed = flags.seed;
  applyOutputFlags(body, flags);
}

/** Writes `dataset`'s flags into the body read from the schema file. */
export function applyDatasetFlags(
  body: Record<string, unknown>,
  flags: OutputFlags & { format?: string; seed?: string },
): void {
  if (flags.format !== undefined) body.format = flags.format;
  if (flags.seed !== undefined) body.seed = flags.seed;
  applyOutputFlags(body, flags);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
