import { ParquetStream, type ParquetStreamOptions } from '../export/parquet.js';
import type { Column, Exporter, ExportOptions, Row } from '../export/types.js';
import { bulkRoot, RowSource } from './rows.js';
import type { BulkPlan } from './schema.js';
import { nextTurn } from './turns.js';

/** Rows per slice at most, and the time one slice may take before yielding. */
export const BATCH_ROWS = 250;
export const SLICE_MS = 5;

/** The rows of a request: which, from where. */
export interface RowsRequest {
  readonly plan: BulkPlan;
  readonly seed: string;
  readonly refDate: string;
  readonly count: number;
  /** Index of the first row in the whole sequence (docs/api.md, Offsets, shards and the new field types). Default 0. */
  readonly offset?: number;
  /** Called with the number of rows written so far, after each slice. */
  readonly onProgress?: (rows: number) => void;
}

export interface StreamRequest extends RowsRequest {
  readonly exporter: Exporter;
  readonly options: ExportOptions;
}

/**
 * The rows in slices: a slice ends after BATCH_ROWS rows or SLICE_MS,
 * whichever comes first, and between slices the event loop serves other
 * work. Outputs never depend on where slices end.
 */
async function* rowSlices(request: RowsRequest): AsyncGenerator<{ rows: Row[]; start: number }> {
  const { plan, count, offset = 0 } = request;
  const source = new RowSource(plan, bulkRoot(request.seed), request.refDate);
  let start = 0;
  while (start < count) {
    const sliceEnd = performance.now() + SLICE_MS;
    const limit = Math.min(count, start + BATCH_ROWS);
    const rows = [];
    let index = start;
    while (index < limit && (index === start || performance.now() < sliceEnd))
      rows.push(source.row(offset + index++));
    yield { rows, start };
    start = index;
    request.onProgress?.(start);
    if (start < count) await nextTurn();
  }
}

/**
 * The export as text chunks, one batch of rows at a time. Consumers pull
 * (e.g. `Readable.from`), so a slow client pauses generation instead of
 * making it buffer; between batches the event loop serves other requests.
 */
export async function* exportChunks(request: StreamRequest): AsyncGenerator<string> {
  const { plan, exporter, options, count } = request;
  yield exporter.begin(plan.columns, options);
  for await (const { rows, start } of rowSlices(request))
    yield exporter.rows(plan.columns, rows, start, options);
  yield exporter.end(plan.columns, count, options);
}

/** The footer's description of the columns: each field's name and type. */
export const parquetFieldsMetadata = (columns: readonly Column[]) => ({
  'datos-prueba.fields': JSON.stringify(columns.map((c) => ({ name: c.name, type: c.type }))),
});

/** The same rows as one Parquet file, a row group at a time (parquet.ts). */
export async function* parquetChunks(
  request: RowsRequest & { readonly parquet?: ParquetStreamOptions },
): AsyncGenerator<Uint8Array> {
  const stream = await ParquetStream.open(request.plan.columns, {
    metadata: parquetFieldsMetadata(request.plan.columns),
    ...request.parquet,
  });
  for await (const { rows } of rowSlices(request)) yield* stream.rows(rows);
  yield* stream.end();
}

/** The same export as one string (tests, small outputs, the library API). */
export async function exportToString(request: StreamRequest): Promise<string> {
  let out = '';
  for await (const chunk of exportChunks(request)) out += chunk;
  return out;
}
