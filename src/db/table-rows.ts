/**
 * One table's generated rows on their way to its database table: in
 * batches, each value checked against (or cut to) its column. Shared by the
 * main thread and the COPY encoding worker.
 */
import type { DatasetTable } from '../dataset/tables.js';
import type { Cell, Row } from '../export/types.js';
import type { CatalogColumn } from './catalog.js';
import { DbError } from './errors.js';
import { type Fit, fitFor, Misfit } from './value-fit.js';

/** Rows per COPY chunk, INSERT statement or progress step. */
export const BATCH_ROWS = 250;

export function fitsOf(table: DatasetTable, columns: readonly CatalogColumn[]): (Fit | undefined)[] {
  return table.columns.map((c) => {
    const column = columns.find((t) => t.name === c.name);
    if (!column) throw new DbError('UNKNOWN_COLUMN', { table: table.name, column: c.name });
    return fitFor(column, c.type);
  });
}

export function* batchesOf(table: DatasetTable, fits: readonly (Fit | undefined)[]): Generator<Row[]> {
  const checked = fits.flatMap((fit, i) => (fit ? [[i, fit] as const] : []));
  for (let start = 0; start < table.count; start += BATCH_ROWS) {
    const end = Math.min(table.count, start + BATCH_ROWS);
    const batch: Row[] = [];
    let index = start;
    for (const row of table.rows(start, end)) {
      index++;
      let out: Cell[] | undefined;
      for (const [i, check] of checked) {
        const value = check(row[i]!);
        if (value instanceof Misfit)
          throw new DbError('VALUE_DOES_NOT_FIT', {
            table: table.name,
            row: index,
            column: table.columns[i]!.name,
            message: value.problem,
          });
        if (value !== row[i]) {
          out ??= [...row];
          out[i] = value;
        }
      }
      batch.push(out ?? row);
    }
    yield batch;
  }
}
