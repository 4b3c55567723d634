/**
 * A planned dataset made into row sources: each table's row count, and its
 * rows with references resolved. A child row's parent is computed from the
 * seed and the indices alone (its group parent, a draw over the parent's
 * rows, or a permutation), and the copied value is computed from the
 * parent's row index, so any table or row range is produced without
 * generating the others.
 */
import { isPlainColumn } from '../bulk/plain-text.js';
import { type CellResolver, RowSource } from '../bulk/rows.js';
import { checkRowCapacity, SchemaError } from '../bulk/schema.js';
import { InternalError, itemAt, known } from '../errors/index.js';
import type { Cell, Column, Row } from '../export/types.js';
import { streamLabel } from '../random/label-tables.js';
import { IndexPermutation, MAX_PERMUTATION_SIZE } from '../random/permutation.js';
import { type Rng, rngFromSeed } from '../random/rng.js';
import { fieldAt, tableAt } from './lookup.js';
import {
  type Combination,
  type CombinationPart,
  DatasetError,
  type DatasetPlan,
  type PlannedReference,
  type PlannedTable,
} from './plan.js';

/** Parents per block of running totals: a lookup scans at most this many counts. */
const BLOCK = 64;

/**
 * Rows of a table: a fixed count, or `min..max` per row of its parent,
 * grouped in the parent's order. Per-parent counts are kept as 2 bytes per
 * parent (at most 1000 children), with a running total every BLOCK parents;
 * rows are mostly asked in order, so the last group found is remembered.
 */
export class RowCounts {
  readonly total: number;
  /**
   * Per-parent counts only: each parent's group size, and `starts[b]` = the
   * first row of parent b × BLOCK's group.
   */
  private readonly groups: { readonly counts: Uint16Array; readonly starts: Float64Array } | undefined;
  private parent = 0;
  private start = 0;

  constructor(table: PlannedTable, parentTotal: number, root: Rng) {
    const count = table.count;
    if (count.kind === 'fixed') {
      this.total = count.rows;
      this.groups = undefined;
      return;
    }
    const draws = root.split('count');
    const counts = new Uint16Array(parentTotal);
    const blockStarts = new Float64Array(Math.ceil(parentTotal / BLOCK) + 1);
    let total = 0;
    for (let p = 0; p < parentTotal; p++) {
      if (p % BLOCK === 0) blockStarts[p / BLOCK] = total;
      const n = count.min === count.max ? count.min : draws.split(p).int(count.min, count.max);
      counts[p] = n;
      total += n;
    }
    blockStarts[blockStarts.length - 1] = total;
    this.total = total;
    this.groups = { counts, starts: blockStarts };
  }

  /** The parent row whose group holds row `index` (per-parent counts only; 0 <= index < total). */
  groupParent(index: number): number {
    if (this.groups === undefined) throw new InternalError('internal error: groups of a fixed count');
    const { counts, starts } = this.groups;
    const block = Math.floor(this.parent / BLOCK);
    if (index < this.start || index >= itemAt(starts, block + 1, 'block')) {
      // Outside the remembered block: start again from the running total of the block holding it.
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (itemAt(starts, mid, 'block') <= index) lo = mid;
        else hi = mid - 1;
      }
      this.parent = lo * BLOCK;
      this.start = itemAt(starts, lo, 'block');
    }
    // Forward from the remembered group; empty groups (min 0) are stepped over.
    for (let size = itemAt(counts, this.parent, 'group'); index >= this.start + size; ) {
      this.start += size;
      this.parent++;
      size = itemAt(counts, this.parent, 'group');
    }
    return this.parent;
  }

  /** Row `index`'s place in its parent's group (per-parent counts only). */
  indexInGroup(index: number): number {
    this.groupParent(index);
    return index - this.start;
  }
}

export interface ForeignKey {
  readonly field: string;
  readonly table: string;
  readonly targetField: string;
}

/** One table of a prepared dataset: what writers and the library read. */
export interface DatasetTable {
  readonly name: string;
  readonly count: number;
  readonly columns: readonly Column[];
  readonly primaryKey: readonly string[];
  /** Fields declared `unique` (a one-field primary key is not repeated here). */
  readonly unique: readonly string[];
  /** References without `via` to a field its table declares unique or its primary key. */
  readonly foreignKeys: readonly ForeignKey[];
  /** Reference fields whose parent table comes later in the load order (a broken cycle). */
  readonly deferred: readonly string[];
  /** Rows [start, end) as cells in column order. */
  rows(start: number, end: number): Iterable<Row>;
}

/** How a reference's root chooses its parent row (null: none, row 0 of a self-reference). */
function parentRowOf(
  ref: PlannedReference,
  table: PlannedTable,
  parentTotal: number,
  childCounts: RowCounts,
  key: Rng,
  combined: CombinedValues | undefined,
): (index: number, rowRng: Rng) => number | null {
  const rootLabel = streamLabel(fieldAt(table.plan, ref.root).label);
  switch (ref.choice) {
    case 'group':
      return (index) => childCounts.groupParent(index);
    case 'permutation': {
      const permutation = new IndexPermutation(key.split(fieldAt(table.plan, ref.root).label), parentTotal);
      return (index) => permutation.at(index);
    }
    case 'earlier':
      return (index, rowRng) => (index === 0 ? null : rowRng.split(rootLabel).int(0, index - 1));
    case 'combination': {
      const values = known(combined, `combinations of ${table.name}`);
      return (index, rowRng) => values.digit(index, rowRng, ref.root);
    }
    default:
      return (_index, rowRng) => rowRng.split(rootLabel).int(0, parentTotal - 1);
  }
}

/** What a reference column does per row: its root's parent row, then the copied cell. */
function resolverOf(
  ref: PlannedReference,
  table: PlannedTable,
  sources: readonly (RowSource | undefined)[],
  counts: readonly (RowCounts | undefined)[],
  own: () => RowSource,
  key: Rng,
  combined: CombinedValues | undefined,
): CellResolver {
  const parentTotal = tableAt(counts, ref.table).total;
  const childCounts = tableAt(counts, table.index);
  const parentRow = parentRowOf(ref, table, parentTotal, childCounts, key, combined);
  // Consecutive children mostly share a parent: one cached cell.
  let cachedRow = -1;
  let cachedCell: Cell = null;
  return (index, rowRng) => {
    // A via column is null where its root is.
    if (ref.root !== ref.field && own().nullAt(ref.root, rowRng)) return null;
    const p = parentRow(index, rowRng);
    if (p === null) return null;
    if (p !== cachedRow) {
      cachedCell = (ref.self ? own() : tableAt(sources, ref.table)).cell(p, ref.target);
      cachedRow = p;
    }
    return cachedCell;
  };
}

/**
 * The values of a table's combinations (composite keys, multi-column
 * UNIQUE): row `index` takes combination number `permutation(index)` of the
 * product of the parts' spaces, read as one digit per part (mixed radix).
 * Only as many parts as the rows need are combined (a subset unique is the
 * whole set unique), so the product stays exact; the others draw freely.
 */
class CombinedValues {
  private readonly parts: { field: number; size: number; label: ReturnType<typeof streamLabel> }[] = [];
  private readonly permutations: {
    permutation: IndexPermutation;
    parts: number[];
    free: number[];
    inGroup: boolean;
    /** A combination of numbered spaces within groups: each group starts at its own place (dates differ by parent). */
    shift: Rng | undefined;
  }[] = [];
  private lastIndex = -1;
  private readonly digits = new Map<number, number>();

  constructor(
    combinations: readonly Combination[],
    sizes: readonly (readonly number[])[],
    rows: number,
    key: Rng,
    private readonly counts: RowCounts,
  ) {
    for (const [c, combination] of combinations.entries()) {
      const parts: number[] = [];
      const free: number[] = [];
      let product = 1;
      for (const [p, part] of combination.parts.entries()) {
        const size = itemAt(tableAt(sizes, c), p, 'part');
        const slot = this.parts.length;
        this.parts.push({ field: part.field, size, label: streamLabel(`combination:${part.field}`) });
        if (product < Math.max(rows, 1) && product * size <= MAX_PERMUTATION_SIZE) {
          product *= size;
          parts.push(slot);
        } else free.push(slot);
      }
      const label = `combination:${combination.names.join(',')}`;
      const numbered = combination.parts.some((part) => part.space === 'numbered');
      this.permutations.push({
        permutation: new IndexPermutation(key.split(label), product),
        parts,
        free,
        inGroup: combination.inGroup,
        shift: combination.inGroup && numbered ? key.split(`${label}:shift`) : undefined,
      });
    }
  }

  /** Part `field`'s digit in row `index`: a parent row, a list position or an offset from min. */
  digit(index: number, rowRng: Rng, field: number): number {
    if (index !== this.lastIndex) {
      this.digits.clear();
      for (const { permutation, parts, free, inGroup, shift } of this.permutations) {
        // With the parent's group in the key, combinations need only differ within the group.
        const i = inGroup ? this.counts.indexInGroup(index) : index;
        let k = i < permutation.size ? permutation.at(i) : 0;
        // The same shift for a whole group keeps its rows apart.
        if (shift !== undefined)
          k =
            (k + shift.split(this.counts.groupParent(index)).int(0, permutation.size - 1)) % permutation.size;
        for (const slot of parts) {
          const { size, field: f } = itemAt(this.parts, slot, 'part');
          this.digits.set(f, k % size);
          k = Math.floor(k / size);
        }
        for (const slot of free) {
          const { size, field: f, label } = itemAt(this.parts, slot, 'part');
          this.digits.set(f, rowRng.split(label).int(0, size - 1));
        }
      }
      this.lastIndex = index;
    }
    return known(this.digits.get(field), `combination digit of field ${field}`);
  }
}

/** How many values a combination's part takes: a parent's rows, a list's values, a span's numbers. */
function partSize(
  table: PlannedTable,
  part: CombinationPart,
  countOf: (table: number) => number,
  refDate: string,
): number {
  switch (part.space) {
    case 'parent':
      return countOf(part.table);
    case 'values':
      return part.values.length;
    case 'integers':
      return part.max - part.min + 1;
    case 'numbered': {
      const space = known(fieldAt(table.plan, part.field).bound.space, 'a numbered space');
      return Math.min(space.size(refDate), MAX_PERMUTATION_SIZE);
    }
  }
}

/** Product of the part sizes, as far as an exact permutation reaches. */
function combinationCapacity(sizes: readonly number[]): number {
  let product = 1;
  for (const size of sizes) product = Math.min(product * size, MAX_PERMUTATION_SIZE);
  return product;
}

/** A table given fewer rows than asked: all its distinct values or combinations. */
export interface CappedTable {
  readonly table: string;
  readonly asked: number;
  readonly rows: number;
  /** The field or fields whose distinct values ran out. */
  readonly fields: readonly string[];
}

export interface BuiltDataset {
  /** In request order. */
  readonly tables: readonly DatasetTable[];
  /** Parents before children. */
  readonly loadOrder: readonly DatasetTable[];
  readonly totalRows: number;
  readonly capped: readonly CappedTable[];
}

/** A table's rows, counted or (past the limit) estimated. */
export interface TableRows {
  readonly name: string;
  readonly rows: number;
}

/**
 * The dataset has more rows than allowed; raised as soon as the count passes
 * `max`, with every table's rows: counted up to there, estimated after (a
 * per-parent count at the mean of its bounds).
 */
export class RowLimitError extends Error {
  readonly requested: number;
  constructor(
    readonly max: number,
    readonly tables: readonly TableRows[],
  ) {
    super(`more than ${max} rows`);
    this.name = 'RowLimitError';
    this.requested = tables.reduce((sum, t) => sum + t.rows, 0);
  }
}

function rowEstimates(plan: DatasetPlan, counts: readonly (RowCounts | undefined)[]): TableRows[] {
  const rows: number[] = [];
  for (const t of plan.order) {
    const { count } = tableAt(plan.tables, t);
    rows[t] =
      counts[t]?.total ??
      (count.kind === 'fixed'
        ? count.rows
        : Math.round((tableAt(rows, count.parent) * (count.min + count.max)) / 2));
  }
  return plan.tables.map((table, t) => ({ name: table.name, rows: tableAt(rows, t) }));
}

/**
 * Row sources of every table, built parents first; no more than `maxRows`
 * rows in all. `capCounts`: a fixed count above what the table's unique
 * fields or combinations can hold becomes that many rows (reported in
 * `capped`) instead of an error.
 */
export function buildDataset(
  plan: DatasetPlan,
  seed: string,
  refDate: string,
  maxRows = Number.POSITIVE_INFINITY,
  { capCounts = false }: { capCounts?: boolean } = {},
): BuiltDataset {
  let counted = 0;
  const datasetRoot = rngFromSeed(seed).split('dataset');
  const sources: (RowSource | undefined)[] = [];
  const counts: (RowCounts | undefined)[] = [];
  const tables: DatasetTable[] = [];
  const capped: CappedTable[] = [];
  const sizes: (readonly (readonly number[])[])[] = [];
  const countOf = (t: number): number => {
    const known = counts[t];
    if (known) return known.total;
    // A parent later in the order (a broken cycle): its fixed count.
    const count = tableAt(plan.tables, t).count;
    return count.kind === 'fixed' ? count.rows : 0;
  };
  // Counts first, parents before children: a deferred reference reads a count of a later table.
  for (const t of plan.order) {
    let table = tableAt(plan.tables, t);
    const root = datasetRoot.split(table.name);
    const parentTotal = table.count.kind === 'per' ? tableAt(counts, table.count.parent).total : 0;
    sizes[t] = table.combinations.map((c) => c.parts.map((p) => partSize(table, p, countOf, refDate)));
    if (capCounts && table.count.kind === 'fixed') {
      const limit = capacityOf(table, tableAt(sizes, t), refDate);
      if (limit && table.count.rows > limit.rows) {
        capped.push({ table: table.name, asked: table.count.rows, rows: limit.rows, fields: limit.fields });
        table = { ...table, count: { kind: 'fixed', rows: limit.rows } };
      }
    }
    counts[t] = new RowCounts(table, parentTotal, root);
    const rows = counts[t].total;
    try {
      checkRowCapacity(table.plan, rows, refDate);
    } catch (err) {
      if (!(err instanceof SchemaError)) throw err;
      const { field, ...rest } = err.details;
      throw new DatasetError({ table: table.name, field: table.plan.fields[Number(field)]?.name, ...rest });
    }
    for (const [c, combination] of table.combinations.entries()) {
      const max = combinationCapacity(itemAt(tableAt(sizes, t), c, 'combination'));
      const perGroup = combination.inGroup && table.count.kind === 'per' ? table.count.max : undefined;
      if (perGroup !== undefined && perGroup > max)
        throw new DatasetError({
          table: table.name,
          member: combination.member,
          problem: 'too_few_combinations_per_parent',
          fields: combination.names,
          max,
          requested: perGroup,
        });
      if (perGroup === undefined && rows > max)
        throw new DatasetError({
          table: table.name,
          member: combination.member,
          problem: 'too_few_combinations',
          fields: combination.names,
          max,
          requested: rows,
        });
    }
    // Counting stops here: a parent never has more rows than the limit, so nor does the loop above.
    counted += rows;
    if (counted > maxRows) throw new RowLimitError(maxRows, rowEstimates(plan, counts));
  }
  for (const t of plan.order) {
    const table = tableAt(plan.tables, t);
    const root = datasetRoot.split(table.name);
    const rows = tableAt(counts, t).total;
    for (const ref of table.references) {
      const parentRows = ref.self ? rows : tableAt(counts, ref.table).total;
      if (ref.choice === 'permutation' && ref.root === ref.field && rows > parentRows)
        throw new DatasetError({
          table: table.name,
          field: fieldAt(table.plan, ref.field).name,
          member: 'unique',
          problem: 'too_few_parent_rows',
          target: tableAt(plan.tables, ref.table).name,
          max: parentRows,
          requested: rows,
        });
      if (!ref.self && rows > 0 && parentRows === 0)
        throw new DatasetError({
          table: table.name,
          field: fieldAt(table.plan, ref.field).name,
          member: 'options.table',
          problem: 'empty_parent',
          target: tableAt(plan.tables, ref.table).name,
        });
    }
    let source: RowSource | undefined;
    const own = () => known(source, `rows of ${table.name}`);
    const keys = root.split('unique-ref');
    const combined =
      table.combinations.length > 0
        ? new CombinedValues(
            table.combinations,
            tableAt(sizes, t),
            table.count.kind === 'per' ? table.count.max : rows,
            root.split('combinations'),
            tableAt(counts, t),
          )
        : undefined;
    const resolvers = new Map(
      table.references.map(
        (ref) => [ref.field, resolverOf(ref, table, sources, counts, own, keys, combined)] as const,
      ),
    );
    // A combined list, number or boolean takes its combination's value.
    if (combined !== undefined)
      for (const combination of table.combinations)
        for (const part of combination.parts) {
          if (part.space === 'values')
            resolvers.set(part.field, (index, rowRng) =>
              itemAt(part.values, combined.digit(index, rowRng, part.field), 'value'),
            );
          else if (part.space === 'integers')
            resolvers.set(
              part.field,
              (index, rowRng) => part.min + combined.digit(index, rowRng, part.field),
            );
          else if (part.space === 'numbered') {
            const space = known(fieldAt(table.plan, part.field).bound.space, 'a numbered space');
            resolvers.set(part.field, (index, rowRng, row) =>
              space.value(row, rowRng, combined.digit(index, rowRng, part.field)),
            );
          }
        }
    source = new RowSource(table.plan, root, refDate, resolvers);
    sources[t] = source;
    tables[t] = describe(table, plan, rows, source);
  }
  return {
    tables,
    loadOrder: plan.order.map((t) => tableAt(tables, t)),
    totalRows: tables.reduce((sum, t) => sum + t.count, 0),
    capped,
  };
}

/** The most rows a table's unique fields and combinations allow, and which fields limit it. */
function capacityOf(
  table: PlannedTable,
  sizes: readonly (readonly number[])[],
  refDate: string,
): { rows: number; fields: string[] } | undefined {
  let best: { rows: number; fields: string[] } | undefined;
  const consider = (rows: number, fields: string[]) => {
    if (best === undefined || rows < best.rows) best = { rows, fields };
  };
  for (const field of table.plan.fields) {
    const space = field.bound.space;
    if (!field.unique || space === undefined) continue;
    consider(Math.min(space.size(refDate), MAX_PERMUTATION_SIZE), [field.name]);
  }
  for (const [c, combination] of table.combinations.entries())
    if (!combination.inGroup)
      consider(combinationCapacity(itemAt(sizes, c, 'combination')), [...combination.names]);
  return best;
}

function describe(table: PlannedTable, plan: DatasetPlan, count: number, source: RowSource): DatasetTable {
  const fields = table.plan.fields;
  const singleKey = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
  const foreignKeys = table.references
    .filter((r) => r.root === r.field && fieldAt(tableAt(plan.tables, r.table).plan, r.target).unique)
    .map((r) => ({
      field: itemAt(fields, r.field, 'field').name,
      table: tableAt(plan.tables, r.table).name,
      targetField: fieldAt(tableAt(plan.tables, r.table).plan, r.target).name,
    }));
  const fkFields = new Set(foreignKeys.map((fk) => fk.field));
  const columns: Column[] = fields.map((field, f) => ({
    name: field.name,
    type: field.type.type,
    kind: itemAt(table.kinds, f, 'column'),
    plain: isPlainColumn(field.type, itemAt(table.kinds, f, 'column')),
    nullable: itemAt(table.nullable, f, 'column'),
    ...(table.numerics[f] ? { numeric: table.numerics[f] } : {}),
    ...(field.unique && f !== singleKey ? { unique: true } : {}),
    ...(field.unique || table.primaryKey.includes(f) || fkFields.has(field.name) ? { key: true } : {}),
  }));
  return {
    name: table.name,
    count,
    columns,
    primaryKey: table.primaryKey.map((f) => itemAt(fields, f, 'field').name),
    unique: fields.filter((f, i) => f.unique && i !== singleKey).map((f) => f.name),
    foreignKeys,
    deferred: table.references.filter((r) => r.deferred).map((r) => itemAt(fields, r.field, 'field').name),
    *rows(start: number, end: number) {
      for (let i = Math.max(0, start); i < Math.min(end, count); i++) yield source.row(i);
    },
  };
}
