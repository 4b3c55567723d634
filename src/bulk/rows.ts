import type { Row } from '../export/types.js';
import { type Rng, rngFromSeed } from '../random/rng.js';
import { RowContext } from './row-context.js';
import type { BulkPlan } from './schema.js';

/**
 * Rows of a plan. Row `i` draws only from (seed, i): the first N rows of a
 * larger count are the rows of count=N, and each field reads its own stream
 * of the row, so other fields never change its values.
 */
export class RowSource {
  private readonly root: Rng;

  constructor(
    private readonly plan: BulkPlan,
    seed: string,
    private readonly refDate: string,
  ) {
    this.root = rngFromSeed(seed).split('bulk');
  }

  row(index: number): Row {
    const rowRng = this.root.split(index);
    const context = new RowContext(rowRng, this.refDate, this.plan.ages);
    const fields = this.plan.fields;
    const cells = new Array(fields.length);
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      if (
        field.nullable >= 100 ||
        (field.nullable > 0 && rowRng.split(`${field.label}:null`).float() * 100 < field.nullable)
      ) {
        cells[f] = null;
        continue;
      }
      cells[f] = field.type.value(context, field.options, rowRng.split(field.label));
    }
    return cells;
  }

  /** Rows [start, end). */
  batch(start: number, end: number): Row[] {
    const rows: Row[] = [];
    for (let i = start; i < end; i++) rows.push(this.row(i));
    return rows;
  }
}
