import type { Row } from '../export/types.js';
import { type StreamLabel, streamLabel } from '../random/label-tables.js';
import { type Rng, rngFromSeed } from '../random/rng.js';
import type { FieldType } from './field-types.js';
import { RowContext } from './row-context.js';
import type { BulkPlan } from './schema.js';

/**
 * What a row needs of one planned field, its stream labels built once. The
 * type's members are copied in: slots share one shape, field types do not.
 */
interface FieldSlot {
  readonly value: FieldType['value'];
  readonly ownStream: boolean;
  readonly options: BulkPlan['fields'][number]['options'];
  readonly nullable: number;
  readonly label: StreamLabel;
  readonly nullLabel: StreamLabel;
}

const noStream = (): never => {
  throw new Error('field type drew from a stream without declaring ownStream');
};

/** Passed to field types that read only the row entity: any draw is a bug. */
const NO_STREAM: Rng = {
  float: noStream,
  int: noStream,
  bool: noStream,
  pick: noStream,
  weighted: noStream,
  digits: noStream,
  split: noStream,
};

/**
 * Rows of a plan. Row `i` draws only from (seed, i): the first N rows of a
 * larger count are the rows of count=N, and each field reads its own stream
 * of the row, so other fields never change its values.
 */
export class RowSource {
  private readonly root: Rng;
  private readonly slots: readonly FieldSlot[];

  constructor(
    private readonly plan: BulkPlan,
    seed: string,
    private readonly refDate: string,
  ) {
    this.root = rngFromSeed(seed).split('bulk');
    this.slots = plan.fields.map((field) => ({
      value: field.type.value,
      ownStream: field.type.ownStream === true,
      // An ordinary copy: the engine keeps null-prototype objects as hash tables,
      // slow to read, and fields read their options on every row.
      options: { ...field.options },
      nullable: field.nullable,
      label: streamLabel(field.label),
      nullLabel: streamLabel(`${field.label}:null`),
    }));
  }

  row(index: number): Row {
    const rowRng = this.root.split(index);
    const context = new RowContext(rowRng, this.refDate, this.plan.ages);
    const slots = this.slots;
    const cells = new Array(slots.length);
    for (let f = 0; f < slots.length; f++) {
      const slot = slots[f]!;
      if (
        slot.nullable >= 100 ||
        (slot.nullable > 0 && rowRng.split(slot.nullLabel).float() * 100 < slot.nullable)
      ) {
        cells[f] = null;
        continue;
      }
      const rng = slot.ownStream ? rowRng.split(slot.label) : NO_STREAM;
      cells[f] = slot.value(context, slot.options, rng);
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
