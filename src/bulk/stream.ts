import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Exporter, ExportOptions } from '../export/types.js';
import { RowSource } from './rows.js';
import type { BulkPlan } from './schema.js';

export const BATCH_ROWS = 250;

export interface StreamRequest {
  readonly plan: BulkPlan;
  readonly seed: string;
  readonly refDate: string;
  readonly count: number;
  readonly exporter: Exporter;
  readonly options: ExportOptions;
}

/**
 * The export as text chunks, one batch of rows at a time. Consumers pull
 * (e.g. `Readable.from`), so a slow client pauses generation instead of
 * making it buffer; between batches the event loop serves other requests.
 */
export async function* exportChunks(request: StreamRequest): AsyncGenerator<string> {
  const { plan, exporter, options, count } = request;
  const source = new RowSource(plan, request.seed, request.refDate);
  yield exporter.begin(plan.columns, options);
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const end = Math.min(count, start + BATCH_ROWS);
    yield exporter.rows(plan.columns, source.batch(start, end), start, options);
    if (end < count) await yieldToLoop();
  }
  yield exporter.end(plan.columns, count, options);
}

/** The same export as one string (tests, small outputs, the library API). */
export async function exportToString(request: StreamRequest): Promise<string> {
  let out = '';
  for await (const chunk of exportChunks(request)) out += chunk;
  return out;
}
