/**
 * Dataset outputs (docs/api.md, Datasets), streamed one batch of rows at a time:
 * `json` (one document, tables in request order), `ndjson` (a line per row,
 * parents first), `sql` (one script, parents first, optional CREATE TABLEs
 * with keys) and `csv` (a zip of one file per table, the bulk CSV rules).
 *
 * A range of the dataset's rows, counted over the tables in load order,
 * gives one shard: shards cut at multiples of ROWS_PER_INSERT concatenate
 * into the whole (SQL statements group by the row's index in its table).
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { BATCH_ROWS, parquetFieldsMetadata, SLICE_MS } from '../bulk/stream.js';
import { nextTurn } from '../bulk/turns.js';
import { known } from '../errors/index.js';
import { CSV_EXPORTER } from '../export/csv.js';
import { jsonKeys, jsonObject, jsonString } from '../export/json.js';
import { MEDIA_TYPES, utf8 } from '../export/media-types.js';
import { type ParquetCodec, ParquetStream } from '../export/parquet.js';
import { createTable, SQL_EXPORTER } from '../export/sql.js';
import { SQL_DIALECT_RULES } from '../export/sql-dialects.js';
import type { ExportOptions, Row, SqlDialect } from '../export/types.js';
import type { DatasetFormat } from './body.js';
import type { BuiltDataset, DatasetTable } from './tables.js';

export interface DatasetOutputOptions {
  readonly format: DatasetFormat;
  readonly dialect: SqlDialect;
  readonly createTable: boolean;
  readonly csvDelimiter: ',' | ';';
  readonly csvBom: boolean;
  /** The JSON `meta` object. */
  readonly meta: Readonly<Record<string, unknown>>;
  /** Modification time of the zip's files: fixed, so the same request gives the same bytes. */
  readonly zipTime: Date;
  /** Parquet: page compression. */
  readonly parquetCodec: ParquetCodec;
}

/** Rows [start, end) of the dataset counted over the load order; `first` for the first shard. */
export interface RowRange {
  readonly start: number;
  readonly end: number;
  readonly first: boolean;
}

/** CSV and Parquet datasets are a zip of one file per table. */
export const CONTENT_TYPES: Readonly<Record<DatasetFormat, string>> = {
  json: utf8(MEDIA_TYPES.json),
  ndjson: utf8(MEDIA_TYPES.ndjson),
  sql: utf8(MEDIA_TYPES.sql),
  csv: MEDIA_TYPES.zip,
  parquet: MEDIA_TYPES.zip,
};

export const FILE_EXTENSIONS: Readonly<Record<DatasetFormat, string>> = {
  json: 'json',
  ndjson: 'ndjson',
  sql: 'sql',
  csv: 'zip',
  parquet: 'zip',
};

/** One table's part of a range. */
export interface TableSlice {
  readonly table: DatasetTable;
  readonly start: number;
  readonly end: number;
  /** True when this part begins the table (CSV header, SQL comments): exactly one range owns it. */
  readonly owner: boolean;
}

/** Each table's rows in a range, in load order. */
export function slicesOf(
  dataset: Pick<BuiltDataset, 'totalRows' | 'loadOrder'>,
  range: RowRange,
): TableSlice[] {
  const total = dataset.totalRows;
  let offset = 0;
  return dataset.loadOrder.map((table) => {
    const start = Math.min(table.count, Math.max(0, range.start - offset));
    const end = Math.min(table.count, Math.max(0, range.end - offset));
    const owner =
      offset < total
        ? range.start <= offset && offset < range.end
        : range.end === total && (range.start < total || range.first);
    offset += table.count;
    return { table, start, end, owner };
  });
}

/** Rows of a slice in batches; between batches other work gets a turn. */
async function* batchesOf(slice: TableSlice): AsyncGenerator<{ rows: Row[]; first: number }> {
  const rows = slice.table.rows(slice.start, slice.end)[Symbol.iterator]();
  let index = slice.start;
  while (index < slice.end) {
    const sliceEnd = performance.now() + SLICE_MS;
    const batch: Row[] = [];
    const first = index;
    while (batch.length < BATCH_ROWS && (batch.length === 0 || performance.now() < sliceEnd)) {
      const next = rows.next();
      if (next.done) break;
      batch.push(next.value);
      index++;
    }
    yield { rows: batch, first };
    if (index < slice.end) await nextTurn();
  }
}

function tableOptions(table: DatasetTable, options: DatasetOutputOptions, slice: TableSlice): ExportOptions {
  return {
    table: table.name,
    tableGiven: true,
    createTable: false,
    dialect: options.dialect,
    csvDelimiter: options.csvDelimiter,
    csvBom: options.csvBom,
    header: slice.owner,
    continuation: !slice.owner,
    rowOffset: slice.start,
  };
}

type Progress = ((rows: number) => void) | undefined;

/** Adds rows written and reports the running total. */
export function counting(progress: Progress): (rows: number) => void {
  let written = 0;
  return (rows) => {
    written += rows;
    progress?.(written);
  };
}

async function* jsonChunks(
  slices: TableSlice[],
  order: readonly DatasetTable[],
  options: DatasetOutputOptions,
  progress: Progress,
) {
  yield `{"status":"success","meta":${JSON.stringify(options.meta)},"data":{`;
  const count = counting(progress);
  for (const [i, table] of order.entries()) {
    const slice = known(
      slices.find((s) => s.table === table),
      `slice of ${table.name}`,
    );
    const keys = jsonKeys(table.columns);
    yield `${i === 0 ? '' : ','}${jsonString(table.name)}:[`;
    for await (const { rows, first } of batchesOf(slice)) {
      let out = '';
      let index = first;
      for (const row of rows) out += (index++ === slice.start ? '' : ',') + jsonObject(keys, row);
      yield out;
      count(rows.length);
    }
    yield ']';
  }
  yield '}}';
}

async function* ndjsonChunks(slices: TableSlice[], progress: Progress) {
  const count = counting(progress);
  for (const slice of slices) {
    const keys = jsonKeys(slice.table.columns);
    const prefix = `{"table":${jsonString(slice.table.name)},"row":`;
    for await (const { rows } of batchesOf(slice)) {
      let out = '';
      for (const row of rows) out += `${prefix}${jsonObject(keys, row)}}\n`;
      yield out;
      count(rows.length);
    }
  }
}

async function* sqlChunks(
  slices: TableSlice[],
  options: DatasetOutputOptions,
  range: RowRange,
  progress: Progress,
) {
  const rules = SQL_DIALECT_RULES[options.dialect];
  if (range.first) {
    let head = rules.preamble;
    if (options.createTable)
      for (const { table } of slices) head += createTable(table.name, table.columns, rules, table);
    yield head;
  }
  const count = counting(progress);
  for (const slice of slices) {
    const exportOptions = tableOptions(slice.table, options, slice);
    for await (const { rows, first } of batchesOf(slice)) {
      yield SQL_EXPORTER.rows(slice.table.columns, rows, first - slice.start, exportOptions);
      count(rows.length);
    }
    yield SQL_EXPORTER.end(slice.table.columns, slice.end - slice.start, exportOptions);
  }
}

/** One CSV file per table, each the bulk CSV of its rows. */
export async function* tableCsvChunks(
  slice: TableSlice,
  options: DatasetOutputOptions,
  onRows?: (n: number) => void,
) {
  const exportOptions = tableOptions(slice.table, options, slice);
  yield CSV_EXPORTER.begin(slice.table.columns, exportOptions);
  for await (const { rows, first } of batchesOf(slice)) {
    yield CSV_EXPORTER.rows(slice.table.columns, rows, first - slice.start, exportOptions);
    onRows?.(rows.length);
  }
}

/** One Parquet file of a table's rows in a slice (the file has the same bytes whatever the slice's part). */
export async function* tableParquetChunks(
  slice: TableSlice,
  options: DatasetOutputOptions,
  onRows?: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  const { columns } = slice.table;
  const stream = await ParquetStream.open(columns, {
    codec: options.parquetCodec,
    metadata: parquetFieldsMetadata(columns),
  });
  for await (const { rows } of batchesOf(slice)) {
    yield* stream.rows(rows);
    onRows?.(rows.length);
  }
  yield* stream.end();
}

/**
 * One table's file of a dataset written to a folder: its CSV, its NDJSON
 * rows (plain row objects), a JSON array of its rows, or its SQL (preamble
 * and CREATE TABLE where the table starts, then its INSERTs).
 */
export async function* tableFileChunks(
  slice: TableSlice,
  options: DatasetOutputOptions,
  onRows?: (n: number) => void,
): AsyncGenerator<string | Uint8Array> {
  const { table } = slice;
  if (options.format === 'csv') {
    yield* tableCsvChunks(slice, options, onRows);
    return;
  }
  if (options.format === 'parquet') {
    yield* tableParquetChunks(slice, options, onRows);
    return;
  }
  const keys = jsonKeys(table.columns);
  const exportOptions = tableOptions(table, options, slice);
  const rules = SQL_DIALECT_RULES[options.dialect];
  if (options.format === 'json') yield '[';
  if (options.format === 'sql' && slice.owner)
    yield rules.preamble + (options.createTable ? createTable(table.name, table.columns, rules, table) : '');
  for await (const { rows, first } of batchesOf(slice)) {
    let out = '';
    if (options.format === 'sql')
      out = SQL_EXPORTER.rows(table.columns, rows, first - slice.start, exportOptions);
    else if (options.format === 'ndjson') for (const row of rows) out += `${jsonObject(keys, row)}\n`;
    else {
      let index = first;
      for (const row of rows) out += (index++ === slice.start ? '' : ',') + jsonObject(keys, row);
    }
    yield out;
    onRows?.(rows.length);
  }
  if (options.format === 'sql') yield SQL_EXPORTER.end(table.columns, slice.end - slice.start, exportOptions);
  if (options.format === 'json') yield ']';
}

/** The file name of a table in a folder: SQL files numbered in load order, so `cat *.sql` loads parents first. */
export function tableFileName(table: DatasetTable, loadIndex: number, format: DatasetFormat): string {
  if (format === 'sql') return `${String(loadIndex + 1).padStart(2, '0')}-${table.name}.sql`;
  return `${table.name}.${format}`;
}

/** Bytes handed to the compressor: a CSV's text in blocks of this size, the last one shorter. */
const DEFLATE_BLOCK = 64 * 1024;

/**
 * Regroups bytes into blocks of DEFLATE_BLOCK. The compressed bytes depend
 * on where its input is cut, and batches of rows end where a time slice
 * does; fixed blocks make the same request give the same zip every time.
 */
class FixedBlocks {
  private block = new Uint8Array(DEFLATE_BLOCK);
  private filled = 0;

  constructor(private readonly emit: (block: Uint8Array, final: boolean) => void) {}

  push(bytes: Uint8Array) {
    let from = 0;
    while (from < bytes.length) {
      const n = Math.min(bytes.length - from, DEFLATE_BLOCK - this.filled);
      this.block.set(bytes.subarray(from, from + n), this.filled);
      this.filled += n;
      from += n;
      if (this.filled === DEFLATE_BLOCK) {
        // The compressor may keep the block it is given: each is a new array.
        this.emit(this.block, false);
        this.block = new Uint8Array(DEFLATE_BLOCK);
        this.filled = 0;
      }
    }
  }

  end() {
    this.emit(this.block.subarray(0, this.filled), true);
  }
}

/**
 * A zip of one file per table, in request order: CSV texts deflated (in
 * fixed blocks), Parquet files stored as they are (already compressed).
 */
async function* zipChunks(
  slices: TableSlice[],
  order: readonly DatasetTable[],
  options: DatasetOutputOptions,
  progress: Progress,
) {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else ready.push(data);
  });
  const encoder = new TextEncoder();
  const count = counting(progress);
  const drain = function* () {
    if (failure) throw failure;
    for (let data = ready.shift(); data !== undefined; data = ready.shift()) yield data;
  };
  for (const table of order) {
    const slice = known(
      slices.find((s) => s.table === table),
      `slice of ${table.name}`,
    );
    if (!slice.owner && slice.start === slice.end) continue;
    if (options.format === 'parquet') {
      const file = new ZipPassThrough(`${table.name}.parquet`);
      file.mtime = options.zipTime;
      zip.add(file);
      for await (const bytes of tableParquetChunks(slice, options, count)) {
        file.push(bytes);
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      yield* drain();
      continue;
    }
    const file = new ZipDeflate(`${table.name}.csv`, { level: 6 });
    file.mtime = options.zipTime;
    zip.add(file);
    const blocks = new FixedBlocks((block, final) => file.push(block, final));
    for await (const text of tableCsvChunks(slice, options, count)) {
      if (text.length > 0) blocks.push(encoder.encode(text));
      yield* drain();
    }
    blocks.end();
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The output of a range of a built dataset (the whole dataset by default). */
export function datasetChunks(
  dataset: BuiltDataset,
  options: DatasetOutputOptions,
  range: RowRange = { start: 0, end: dataset.totalRows, first: true },
  onProgress?: (rows: number) => void,
): AsyncGenerator<string | Uint8Array> {
  const slices = slicesOf(dataset, range);
  switch (options.format) {
    case 'json':
      return jsonChunks(slices, dataset.tables, options, onProgress);
    case 'ndjson':
      return ndjsonChunks(slices, onProgress);
    case 'sql':
      return sqlChunks(slices, options, range, onProgress);
    case 'csv':
    case 'parquet':
      return zipChunks(slices, dataset.tables, options, onProgress);
  }
}
