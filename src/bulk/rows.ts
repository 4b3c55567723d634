import type { Cell, Row } from '../export/types.js';
import type { BoundField, BoundSpace } from '../fields/field-type.js';
import { RowContext } from '../fields/row-context.js';
import { type StreamLabel, streamLabel } from '../random/label-tables.js';
import { GrowingNumbers, IndexPermutation, MAX_PERMUTATION_SIZE } from '../random/permutation.js';
import { type Rng, rngFromSeed } from '../random/rng.js';
import type { BulkPlan } from './schema.js';

/**
 * A cell computed outside the row entity (a dataset's `referencia`), from
 * the row index and the row's stream (it derives the streams it draws from).
 */
export type CellResolver = (index: number, rowRng: Rng, row: RowContext) => Cell;

/** The numbers a unique field's rows take, distinct by construction. */
interface Numbering {
  at(index: number): number;
}

/**
 * What a row needs of one planned field, its stream labels built once. The
 * type's members are copied in: slots share one shape, field types do not.
 */
interface FieldSlot {
  readonly value: BoundField['value'];
  readonly ownStream: boolean;
  readonly nullable: number;
  readonly label: StreamLabel;
  readonly nullLabel: StreamLabel;
  /** Set for unique fields with a value space of their own. */
  readonly uniqueValue: BoundSpace['value'] | undefined;
  readonly numbers: Numbering | undefined;
  readonly resolver: CellResolver | undefined;
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

function isNull(slot: FieldSlot, rowRng: Rng): boolean {
  return (
    slot.nullable >= 100 || (slot.nullable > 0 && rowRng.split(slot.nullLabel).float() * 100 < slot.nullable)
  );
}

function cellOf(slot: FieldSlot, context: RowContext, rowRng: Rng, index: number): Cell {
  if (isNull(slot, rowRng)) return null;
  if (slot.resolver !== undefined) return slot.resolver(index, rowRng, context);
  const rng = slot.ownStream ? rowRng.split(slot.label) : NO_STREAM;
  if (slot.numbers !== undefined) return slot.uniqueValue!(context, rng, slot.numbers.at(index));
  return slot.value(context, rng);
}

function numberingOf(space: BoundSpace, key: Rng, refDate: string): Numbering {
  if (space.numbering === 'growing') return new GrowingNumbers(key);
  return new IndexPermutation(key, Math.min(space.size(refDate), MAX_PERMUTATION_SIZE));
}

/** Where a row source draws from: bulk's stream of the seed, or a dataset table's. */
export const bulkRoot = (seed: string): Rng => rngFromSeed(seed).split('bulk');

/**
 * Rows of a plan. Row `i` draws only from (seed, i): the first N rows of a
 * larger count are the rows of count=N, any offset gives the same rows, and
 * each field reads its own stream of the row, so other fields never change
 * its values. A unique field's number is a keyed permutation of `i`
 * (`unique-values.ts`), so no row depends on another either.
 */
export class RowSource {
  private readonly slots: readonly FieldSlot[];
  /** The account numbering of a schema with a unique IBAN or CCC. */
  private readonly accounts: Numbering | undefined;

  constructor(
    private readonly plan: BulkPlan,
    private readonly root: Rng,
    private readonly refDate: string,
    resolvers: ReadonlyMap<number, CellResolver> = new Map(),
  ) {
    const uniqueKeys = root.split('unique');
    let accounts: Numbering | undefined;
    this.slots = plan.fields.map((field, f) => {
      const space = field.unique ? field.bound.space : undefined;
      if (space?.shared === 'account')
        accounts ??= new IndexPermutation(uniqueKeys.split('account'), space.size(refDate));
      const own = space !== undefined && space.shared === undefined;
      return {
        value: field.bound.value,
        ownStream: field.type.ownStream === true || (own && space.draws()),
        nullable: field.nullable,
        label: streamLabel(field.label),
        nullLabel: streamLabel(`${field.label}:null`),
        uniqueValue: own ? space.value : undefined,
        numbers: own ? numberingOf(space, uniqueKeys.split(field.label), refDate) : undefined,
        resolver: resolvers.get(f),
      };
    });
    this.accounts = accounts;
  }

  private context(index: number, rowRng: Rng): RowContext {
    const context = new RowContext(rowRng, this.refDate, this.plan.ages, index, this.plan.entities);
    if (this.accounts !== undefined) context.accountNumber = this.accounts.at(index);
    return context;
  }

  row(index: number): Row {
    const rowRng = this.root.split(index);
    const context = this.context(index, rowRng);
    const slots = this.slots;
    const cells = new Array(slots.length);
    for (let f = 0; f < slots.length; f++) cells[f] = cellOf(slots[f]!, context, rowRng, index);
    return cells;
  }

  /** Field `f` of row `index` alone: what a reference to this row copies. */
  cell(index: number, f: number): Cell {
    const rowRng = this.root.split(index);
    return cellOf(this.slots[f]!, this.context(index, rowRng), rowRng, index);
  }

  /** Whether field `f` is null in the row whose stream is `rowRng` (the row's own draw). */
  nullAt(f: number, rowRng: Rng): boolean {
    return isNull(this.slots[f]!, rowRng);
  }

  /** The stream of row `index`, for `nullAt`. */
  rowRng(index: number): Rng {
    return this.root.split(index);
  }

  /** Rows [start, end). */
  batch(start: number, end: number): Row[] {
    const rows: Row[] = [];
    for (let i = start; i < end; i++) rows.push(this.row(i));
    return rows;
  }
}
