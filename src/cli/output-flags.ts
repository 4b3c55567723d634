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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
