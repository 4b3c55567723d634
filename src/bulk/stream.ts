import type { Exporter, ExportOptions } from '../export/types.js';
import { bulkRoot, RowSource } from './rows.js';
import type { BulkPlan } from './schema.js';
import { nextTurn } from './turns.js';

/** Rows per slice at most, and the time one slice may take before yielding. */
export const BATCH_ROWS = 250;
export const SLICE_MS = 5;

export interface StreamRequest {
  readonly plan: BulkPlan;
  readonly seed: string;
  readonly refDate: string;
  readonly count: number;
  /** Index of the first row in the whole sequence (docs/api.md, Offsets, shards and the new field types). Default 0. */
  readonly offset?: number;
  readonly exporter: Exporter;
  readonly options: ExportOptions;
  /** Called with the number of rows written so far, after each slice. */
  readonly onProgress?: (rows: number) => void;
}

/**
 * The export as text chunks, one batch of rows at a time. Consumers pull
 * (e.g. `Readable.from`), so a slow client pauses generation instead of
 * making it buffer; between batches the event loop serves other requests.
 */
export async function* exportChunks(request: StreamRequest): AsyncGenerator<string> {
  const { plan, exporter, options, count, offset = 0 } = request;
  const source = new RowSource(plan, bulkRoot(request.seed), request.refDate);
  yield exporter.begin(plan.columns, options);
  let start = 0;
  while (start < count) {
    // A slice ends after BATCH_ROWS rows or SLICE_MS, whichever comes first;
    // exporters' output does not depend on where slices end.
    const sliceEnd = performance.now() + SLICE_MS;
    const limit = Math.min(count, start + BATCH_ROWS);
    const rows = [];
    let index = start;
    while (index < limit && (index === start || performance.now() < sliceEnd))
      rows.push(source.row(offset + index++));
    yield exporter.rows(plan.columns, rows, start, options);
    start = index;
    request.onProgress?.(start);
    if (start < count) await nextTurn();
  }
  yield exporter.end(plan.columns, count, options);
}

/** The same export as one string (tests, small outputs, the library API). */
export async function exportToString(request: StreamRequest): Promise<string> {
  let out = '';
  for await (const chunk of exportChunks(request)) out += chunk;
  return out;
}
