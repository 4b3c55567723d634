/**
 * A dataset's tables checked and ordered (docs/api.md, Datasets): each table's
 * fields planned as a bulk schema, its count, primary key and references
 * resolved to indices, and the tables in an order where every table comes
 * after those it depends on (references and per-parent counts). Every
 * problem is a DatasetError naming the table and, where there is one, the
 * field.
 */

import { type BulkPlan, type FieldDefinition, NAME_RE, planBulk, SchemaError } from '../bulk/schema.js';
import { type ErrorDetails, InternalError, itemAt, known } from '../errors/index.js';
import type { Cell, ColumnKind, NumericRange } from '../export/types.js';
import type { FieldCatalog } from '../fields/field-catalog.js';
import { kindOfValues } from '../fields/field-types-structural.js';
import { MAX_CHILDREN, type TableDefinition } from './body.js';
import { fieldAt, tableAt } from './lookup.js';

/** A dataset problem the caller can fix: 400 INVALID_PARAMS with these details. */
export class DatasetError extends Error {
  constructor(readonly details: Readonly<ErrorDetails>) {
    super('invalid dataset');
    this.name = 'DatasetError';
  }
}

export type CountSpec =
  | { readonly kind: 'fixed'; readonly rows: number }
  | { readonly kind: 'per'; readonly parent: number; readonly min: number; readonly max: number };

export interface PlannedReference {
  /** Index of the referencia field in its table. */
  readonly field: number;
  /** Index of the parent table in the dataset (may be the table itself). */
  readonly table: number;
  /** Index of the copied field in the parent table. */
  readonly target: number;
  /** The referencia field whose parent row this one reuses (its `via`, followed to the end). */
  readonly root: number;
  readonly self: boolean;
  /** How the root chooses its parent row. */
  readonly choice: 'group' | 'uniform' | 'permutation' | 'earlier' | 'combination';
  /**
   * Set when the parent table comes later in the load order: a reference
   * that closes a cycle of tables (only when the plan is asked to break
   * cycles). Its values are the parent's all the same.
   */
  readonly deferred?: true;
}

/**
 * Fields that are unique together (a composite key or a multi-column
 * UNIQUE) with no field unique by itself: each row takes a distinct
 * combination of the members' values, drawn by a keyed permutation of the
 * product of their value spaces.
 */
export interface Combination {
  /** Why the fields are unique together: `primaryKey` or `unique`. */
  readonly member: 'primaryKey' | 'unique';
  /** The fields as the body names them (the whole key or UNIQUE). */
  readonly names: readonly string[];
  /** Fields whose values the combination chooses, with the size of each one's space. */
  readonly parts: readonly CombinationPart[];
  /** The set holds the reference that groups the table's rows (per-parent count): distinct within each group. */
  readonly inGroup: boolean;
}

export type CombinationPart =
  | { readonly field: number; readonly space: 'parent'; readonly table: number }
  | { readonly field: number; readonly space: 'values'; readonly values: readonly Cell[] }
  | { readonly field: number; readonly space: 'integers'; readonly min: number; readonly max: number }
  /** The field type's own numbered value space (a date's days): combined only where nothing else is. */
  | { readonly field: number; readonly space: 'numbered' };

export interface PlanOptions {
  /**
   * Tables that reference each other in a cycle are ordered by deferring
   * one reference of the cycle (nullable ones first) instead of refused:
   * for a loader that can set the deferred values later or check them at
   * commit (docs/api.md, Live databases).
   */
  readonly breakCycles?: boolean;
}

export interface PlannedTable {
  readonly name: string;
  /** Position in the request. */
  readonly index: number;
  readonly plan: BulkPlan;
  readonly count: CountSpec;
  readonly primaryKey: readonly number[];
  readonly references: readonly PlannedReference[];
  /** Column kinds with references resolved to their target's kind. */
  readonly kinds: readonly ColumnKind[];
  /** Number bounds of the columns, resolved like `kinds` (a key's SQL type is its reference's). */
  readonly numerics: readonly (NumericRange | undefined)[];
  /** Fields whose values are distinct over the table (unique, sequences, a one-field primary key). */
  readonly uniqueFields: ReadonlySet<number>;
  /** Nullable columns, references to earlier rows of the table included. */
  readonly nullable: readonly boolean[];
  /** Fields unique together whose combinations the rows draw (none in most tables). */
  readonly combinations: readonly Combination[];
}

export interface DatasetPlan {
  /** In request order. */
  readonly tables: readonly PlannedTable[];
  /** Table indices, parents before children; ties in request order. */
  readonly order: readonly number[];
}

const fail = (table: string, field: string | undefined, rest: ErrorDetails): never => {
  throw new DatasetError({ table, ...(field === undefined ? {} : { field }), ...rest });
};

function parseCount(table: TableDefinition, indexOf: ReadonlyMap<string, number>): CountSpec {
  const raw = table.count;
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw) || raw < 0)
      fail(table.name, undefined, {
        member: 'count',
        problem: Number.isInteger(raw) ? 'below_min' : 'not_an_integer',
        value: raw,
        min: 0,
      });
    return { kind: 'fixed', rows: raw };
  }
  const bad = () =>
    fail(table.name, undefined, {
      member: 'count',
      problem: 'bad_count',
      max: MAX_CHILDREN,
    });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad();
  const spec: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(raw));
  const unknown = Object.keys(spec).filter((k) => !['per', 'min', 'max'].includes(k));
  const { per, min, max } = spec;
  const isBound = (v: unknown): v is number =>
    Number.isInteger(v) && Number(v) >= 0 && Number(v) <= MAX_CHILDREN;
  if (unknown.length > 0 || typeof per !== 'string' || !isBound(min) || !isBound(max) || min > max)
    return bad();
  const parent = indexOf.get(per.toLowerCase());
  if (parent === undefined)
    return fail(table.name, undefined, { member: 'count.per', problem: 'unknown_table', value: per });
  return { kind: 'per', parent, min, max };
}

/** Tables and fields checked one by one; references resolved after, when every table is known. */
function planTable(
  table: TableDefinition,
  index: number,
  indexOf: ReadonlyMap<string, number>,
  catalog: FieldCatalog,
) {
  const pkNames = table.primaryKey ?? [];
  const fieldIndex = new Map(table.fields.map((f, i) => [f.name.toLowerCase(), i]));
  const keyFields = pkNames.map(
    (name) =>
      fieldIndex.get(name.toLowerCase()) ??
      fail(table.name, undefined, {
        member: 'primaryKey',
        problem: 'unknown_field',
        value: name,
        target: table.name,
      }),
  );
  const primaryKey = [...new Set(keyFields)];
  if (primaryKey.length !== pkNames.length)
    fail(table.name, undefined, { member: 'primaryKey', problem: 'repeated' });
  // A one-field primary key is unique by definition.
  const definitions: FieldDefinition[] = table.fields.map((f, i) =>
    primaryKey.length === 1 && primaryKey[0] === i ? { ...f, unique: true } : f,
  );
  let plan: BulkPlan;
  try {
    plan = planBulk(definitions, { catalog, dataset: true });
  } catch (err) {
    if (!(err instanceof SchemaError)) throw err;
    const { field, ...rest } = err.details;
    const name = typeof field === 'number' ? table.fields[field]?.name : undefined;
    return fail(table.name, name, rest);
  }
  for (const f of primaryKey) {
    if (fieldAt(plan, f).nullable > 0)
      fail(table.name, fieldAt(plan, f).name, {
        member: 'nullable',
        problem: 'key_field_nullable',
      });
  }
  const uniqueSets = (table.unique ?? []).map((set) => {
    const fields = set.map((name) => {
      const f = fieldIndex.get(name.toLowerCase());
      return f === undefined
        ? fail(table.name, undefined, {
            member: 'unique',
            problem: 'unknown_field',
            value: name,
            target: table.name,
          })
        : f;
    });
    if (new Set(fields).size !== fields.length)
      fail(table.name, undefined, { member: 'unique', problem: 'repeated' });
    return fields;
  });
  return {
    name: table.name,
    index,
    plan,
    count: parseCount(table, indexOf),
    primaryKey,
    uniqueSets,
    fieldIndex,
  };
}

/** Checks a dataset's tables and plans them (docs/api.md, Datasets). */
/** `catalog`: the country's field types (the request's locale). */
export function planDataset(
  tables: readonly TableDefinition[],
  catalog: FieldCatalog,
  options: PlanOptions = {},
): DatasetPlan {
  const indexOf = new Map<string, number>();
  for (const [i, table] of tables.entries()) {
    if (!NAME_RE.test(table.name))
      fail(table.name, undefined, {
        member: 'name',
        problem: 'bad_name',
        value: table.name,
        pattern: NAME_RE.source,
      });
    const key = table.name.toLowerCase();
    if (indexOf.has(key))
      fail(table.name, undefined, { member: 'name', problem: 'duplicate_name', value: table.name });
    indexOf.set(key, i);
  }
  const drafts = tables.map((t, i) => planTable(t, i, indexOf, catalog));

  // Dependencies: a table comes after every other table it references or counts per.
  const after: Set<number>[] = drafts.map(() => new Set());
  const raw = drafts.map((draft) =>
    draft.plan.fields.flatMap((field, f) => {
      if (field.type.type !== 'referencia') return [];
      const { table: tableName, field: targetName } = field.options;
      // Both are required strings of the referencia type's options, checked by planBulk.
      if (typeof tableName !== 'string' || typeof targetName !== 'string')
        throw new InternalError(`internal error: referencia ${field.name} has no table or field`);
      const parent = indexOf.get(tableName.toLowerCase());
      if (parent === undefined)
        return fail(draft.name, field.name, {
          member: 'options.table',
          problem: 'unknown_table',
          value: tableName,
        });
      const target = tableAt(drafts, parent).fieldIndex.get(targetName.toLowerCase());
      if (target === undefined)
        return fail(draft.name, field.name, {
          member: 'options.field',
          problem: 'unknown_field',
          value: targetName,
          target: tableName,
        });
      if (parent !== draft.index) tableAt(after, draft.index).add(parent);
      return [{ field: f, table: parent, target }];
    }),
  );
  for (const draft of drafts)
    if (draft.count.kind === 'per') tableAt(after, draft.index).add(draft.count.parent);
  const deferred = new Set<string>();
  const order = topologicalOrder(drafts, after, raw, options.breakCycles ? deferred : undefined);

  const planned: PlannedTable[] = [];
  for (const t of order) {
    const draft = tableAt(drafts, t);
    const references = resolveReferences(draft, tableAt(raw, t), drafts, planned, deferred);
    const kinds = draft.plan.fields.map((field, f) => {
      const ref = references.find((r) => r.field === f);
      return ref
        ? ((planned[ref.table] ?? { kinds: [] }).kinds[ref.target] ??
            kindOfSelf(tableAt(drafts, ref.table), ref))
        : field.kind;
    });
    const numerics = draft.plan.fields.map((field, f) => {
      const ref = references.find((r) => r.field === f);
      if (ref === undefined) return field.numeric;
      const parent = planned[ref.table];
      return parent
        ? parent.numerics[ref.target]
        : fieldAt(tableAt(drafts, ref.table).plan, ref.target).numeric;
    });
    const uniqueFields = new Set<number>();
    for (const [f, field] of draft.plan.fields.entries()) {
      if (field.unique || field.type.unique === 'inherent') uniqueFields.add(f);
    }
    // A reference is null where it is drawn null, where its root chose no row
    // (row 0 of a self-reference) or is null, and where the copied value is.
    const nullable = draft.plan.fields.map((field, f) => {
      if (field.nullable > 0) return true;
      const ref = references.find((r) => r.field === f);
      if (ref === undefined) return false;
      const root = known(
        references.find((r) => r.field === ref.root),
        'root reference',
      );
      const targetNullable =
        ref.self || ref.deferred
          ? fieldAt(tableAt(drafts, ref.table).plan, ref.target).nullable > 0
          : itemAt(tableAt(planned, ref.table).nullable, ref.target, 'field');
      return root.self || fieldAt(draft.plan, ref.root).nullable > 0 || targetNullable;
    });
    for (const f of draft.primaryKey) {
      if (nullable[f])
        fail(draft.name, fieldAt(draft.plan, f).name, {
          member: 'primaryKey',
          problem: 'key_field_nullable',
        });
    }
    const combinations = combinationsOf(draft, references, uniqueFields);
    const combined = new Set(combinations.flatMap((c) => c.parts.map((p) => p.field)));
    planned[t] = {
      name: draft.name,
      index: t,
      plan: draft.plan,
      count: draft.count,
      primaryKey: draft.primaryKey,
      // A combined reference (and its via columns) takes its parent row from the combination.
      references: references.map((r) => (combined.has(r.root) ? { ...r, choice: 'combination' } : r)),
      kinds,
      numerics,
      uniqueFields,
      nullable,
      combinations,
    };
  }
  return { tables: planned, order };
}

/** A self-reference copies a non-reference field of its own table: the field's own kind. */
function kindOfSelf(draft: { plan: BulkPlan }, ref: PlannedReference): ColumnKind {
  return fieldAt(draft.plan, ref.target).kind;
}

function topologicalOrder(
  drafts: readonly { name: string; plan: BulkPlan; count: CountSpec }[],
  after: readonly Set<number>[],
  raw: readonly { field: number; table: number }[][],
  deferred: Set<string> | undefined,
): number[] {
  const order: number[] = [];
  const done = new Set<number>();
  while (order.length < drafts.length) {
    const next = drafts.findIndex((_, i) => !done.has(i) && [...tableAt(after, i)].every((p) => done.has(p)));
    if (next < 0 && deferred && breakOneEdge(drafts, after, raw, done, deferred)) continue;
    if (next < 0) {
      const stuck = drafts.findIndex((_, i) => !done.has(i));
      const ref = tableAt(raw, stuck).find((r) => !done.has(r.table) && r.table !== stuck);
      const draft = tableAt(drafts, stuck);
      return fail(draft.name, ref ? fieldAt(draft.plan, ref.field).name : undefined, {
        member: ref ? 'options.table' : 'count.per',
        problem: 'reference_cycle',
      });
    }
    order.push(next);
    done.add(next);
  }
  return order;
}

/**
 * Defers the references of one table to one parent on a cycle (all of
 * them, so that the table no longer waits for that parent): the cycle is
 * found by walking from a waiting table to a parent it waits for until a
 * table repeats; on it, a pair whose references are all nullable first,
 * then any; never a per-parent count. False when no pair can be deferred.
 */
function breakOneEdge(
  drafts: readonly { name: string; plan: BulkPlan; count: CountSpec }[],
  after: readonly Set<number>[],
  raw: readonly { field: number; table: number }[][],
  done: ReadonlySet<number>,
  deferred: Set<string>,
): boolean {
  const start = drafts.findIndex((_, i) => !done.has(i));
  if (start < 0) return false;
  // Every waiting table waits for one not done: the walk comes back to a table it passed.
  const path: number[] = [];
  const seen = new Map<number, number>();
  let at = start;
  while (!seen.has(at)) {
    seen.set(at, path.length);
    path.push(at);
    const next = [...tableAt(after, at)].find((p) => !done.has(p));
    if (next === undefined) return false;
    at = next;
  }
  const cycle = path.slice(known(seen.get(at), 'the cycle start'));
  const pairs = cycle.map((child, i) => {
    const parent = itemAt(cycle, (i + 1) % cycle.length, 'table');
    const draft = tableAt(drafts, child);
    const refs = tableAt(raw, child).filter((r) => r.table === parent);
    const perCount = draft.count.kind === 'per' && draft.count.parent === parent;
    return {
      child,
      parent,
      usable: refs.length > 0 && !perCount,
      nullable: refs.every((r) => fieldAt(draft.plan, r.field).nullable > 0),
    };
  });
  const pick = pairs.find((p) => p.usable && p.nullable) ?? pairs.find((p) => p.usable);
  if (!pick) return false;
  for (const r of tableAt(raw, pick.child))
    if (r.table === pick.parent) deferred.add(`${pick.child}:${r.field}`);
  tableAt(after, pick.child).delete(pick.parent);
  return true;
}

/** A field distinct over its table by itself (before its table is planned). */
function uniqueInDraft(draft: { plan: BulkPlan }, f: number): boolean {
  const field = fieldAt(draft.plan, f);
  return field.unique || field.type.unique === 'inherent';
}

/**
 * The composite key and each multi-column UNIQUE with no field unique by
 * itself, as combinations of the fields that have a countable space:
 * references (the parent's rows), lists (their values), whole numbers
 * (min..max) and booleans; where a set has none of those, the fields
 * whose type numbers its values (dates and the other `unique` types). A
 * set already unique through an earlier combination is left alone; fields
 * already in one are not reused.
 */
function combinationsOf(
  draft: ReturnType<typeof planTable>,
  references: readonly PlannedReference[],
  uniqueFields: ReadonlySet<number>,
): Combination[] {
  const sets: { member: 'primaryKey' | 'unique'; fields: readonly number[] }[] = [];
  if (draft.primaryKey.length > 1) sets.push({ member: 'primaryKey', fields: draft.primaryKey });
  for (const fields of draft.uniqueSets) if (fields.length > 1) sets.push({ member: 'unique', fields });
  const used = new Set<number>();
  const combinations: Combination[] = [];
  const fields = draft.plan.fields;
  for (const set of sets) {
    if (set.fields.some((f) => uniqueFields.has(f))) continue;
    if (combinations.some((c) => c.parts.every((p) => set.fields.includes(p.field)))) continue;
    const parts: CombinationPart[] = [];
    let inGroup = false;
    const take = (f: number) => {
      if (used.has(f) || parts.some((p) => p.field === f)) return;
      const ref = references.find((r) => r.field === f);
      if (ref) {
        // A via column follows its root: the root's row is what is combined.
        if (ref.root !== f) return take(ref.root);
        if (ref.choice === 'group') inGroup = true;
        else if (!ref.self) parts.push({ field: f, space: 'parent', table: ref.table });
        return;
      }
      const field = itemAt(fields, f, 'field');
      const options = field.options;
      if (field.type.type === 'lista') {
        const values = Array.isArray(options.values) ? options.values : [];
        const kind = kindOfValues(values);
        const cells = [...new Set(values.map((v) => (kind === 'text' ? String(v) : v)))];
        parts.push({ field: f, space: 'values', values: cells });
      } else if (field.type.type === 'booleano') {
        parts.push({ field: f, space: 'values', values: [false, true] });
      } else if (field.type.type === 'numero' && Number(options.decimals) === 0) {
        const min = Math.ceil(Number(options.min));
        const max = Math.floor(Number(options.max));
        if (min <= max) parts.push({ field: f, space: 'integers', min, max });
      }
    };
    for (const f of set.fields) take(f);
    // Nothing else to combine (a child's rows keyed by their parent and a date, `(emp_no, from_date)`):
    // the fields whose type numbers its values (a date's days) are combined by those numbers.
    if (parts.length === 0)
      for (const f of set.fields) {
        const space = itemAt(fields, f, 'field').bound.space;
        if (
          space !== undefined &&
          space.shared === undefined &&
          !used.has(f) &&
          !references.some((r) => r.field === f)
        )
          parts.push({ field: f, space: 'numbered' });
      }
    const names = set.fields.map((f) => itemAt(fields, f, 'field').name);
    if (parts.length === 0)
      fail(draft.name, undefined, {
        member: set.member,
        problem: 'combination_not_countable',
        fields: names,
      });
    for (const p of parts) used.add(p.field);
    combinations.push({ member: set.member, names, parts, inGroup });
  }
  return combinations;
}

function resolveReferences(
  draft: ReturnType<typeof planTable>,
  raw: readonly { field: number; table: number; target: number }[],
  drafts: readonly ReturnType<typeof planTable>[],
  planned: readonly PlannedTable[],
  deferredFields: ReadonlySet<string>,
): PlannedReference[] {
  const fields = draft.plan.fields;
  const byField = new Map(raw.map((r) => [r.field, r]));
  const rootOf = (f: number, seen: Set<number> = new Set()): number => {
    const via = itemAt(fields, f, 'field').options.via;
    if (typeof via !== 'string') return f;
    const viaIndex = draft.fieldIndex.get(via.toLowerCase());
    if (viaIndex === undefined || !byField.has(viaIndex) || viaIndex === f)
      return fail(draft.name, itemAt(fields, f, 'field').name, {
        member: 'options.via',
        problem: 'bad_via',
        value: via,
      });
    if (seen.has(viaIndex))
      return fail(draft.name, itemAt(fields, f, 'field').name, {
        member: 'options.via',
        problem: 'via_cycle',
      });
    seen.add(f);
    return rootOf(viaIndex, seen);
  };
  return raw
    .map(({ field: f, table, target }) => {
      const field = itemAt(fields, f, 'field');
      const root = rootOf(f);
      const rootRef = known(byField.get(root), 'root reference');
      const self = table === draft.index;
      const deferred = deferredFields.has(`${draft.index}:${root}`);
      // The parent's uniqueness, read from its draft when the parent is planned later.
      const isTargetUnique = () =>
        deferred
          ? uniqueInDraft(tableAt(drafts, table), target)
          : (planned[table]?.uniqueFields.has(target) ?? false);
      const name = field.name;
      if (root !== f && rootRef.table !== table)
        fail(draft.name, name, {
          member: 'options.via',
          problem: 'via_other_table',
          target: tableAt(drafts, table).name,
        });
      const parent = tableAt(drafts, table);
      if (self && fieldAt(parent.plan, target).type.type === 'referencia')
        fail(draft.name, name, {
          member: 'options.field',
          problem: 'self_reference_copies_reference',
        });
      const parentCount = self ? undefined : parent.count;
      if (
        parentCount?.kind === 'fixed' &&
        parentCount.rows === 0 &&
        !(draft.count.kind === 'fixed' && draft.count.rows === 0)
      )
        fail(draft.name, name, { member: 'options.table', problem: 'empty_parent', target: parent.name });
      const grouped = draft.count.kind === 'per' && draft.count.parent === table;
      const rootUnique = itemAt(fields, root, 'field').unique;
      let choice: PlannedReference['choice'] = self
        ? 'earlier'
        : grouped
          ? 'group'
          : rootUnique
            ? 'permutation'
            : 'uniform';
      if (root === f && field.unique) {
        const targetUnique = !self && isTargetUnique();
        if (self || !targetUnique || (grouped && draft.count.kind === 'per' && draft.count.max > 1))
          fail(draft.name, name, {
            member: 'unique',
            ...(self
              ? { problem: 'self_reference_unique' }
              : !targetUnique
                ? {
                    problem: 'copied_field_not_unique',
                    value: fieldAt(parent.plan, target).name,
                    target: parent.name,
                  }
                : { problem: 'several_rows_per_parent' }),
          });
        if (grouped) choice = 'group';
      } else if (field.unique) {
        const targetUnique = isTargetUnique();
        if (!itemAt(fields, root, 'field').unique || !targetUnique)
          fail(draft.name, name, {
            member: 'unique',
            problem: 'via_not_unique',
          });
      }
      if (root !== f) choice = 'uniform'; // unused: a via column reads its root's row
      return {
        field: f,
        table,
        target,
        root,
        self,
        choice,
        ...(deferred ? { deferred: true as const } : {}),
      };
    })
    .map((ref, _i, all) =>
      ref.root === ref.field
        ? ref
        : {
            ...ref,
            choice: known(
              all.find((r) => r.field === ref.root),
              'root reference',
            ).choice,
          },
    );
}
