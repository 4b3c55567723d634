import type { ErrorDetails } from '../errors/index.js';
import type { Column, ColumnKind, NumericRange } from '../export/types.js';
import type { FieldCatalog, RowEntities } from '../fields/field-catalog.js';
import type { BoundField, FieldType } from '../fields/field-type.js';
import { type AgeBounds, DEFAULT_AGES } from '../generators/entities/person.js';
import { NAME_RE, OptionError, type OptionValues } from '../generators/options.js';
import { MAX_PERMUTATION_SIZE } from '../random/permutation.js';

export { NAME_RE } from '../generators/options.js';
export const MAX_FIELDS = 100;

export interface FieldDefinition {
  readonly name: string;
  readonly type: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly nullable?: number;
  /** Non-null values pairwise distinct over the whole row sequence (docs/api.md, Datasets). */
  readonly unique?: boolean;
}

export interface PlannedField {
  readonly name: string;
  readonly type: FieldType;
  /** The type's members bound to this field's options. */
  readonly bound: BoundField;
  readonly options: OptionValues;
  /** Percentage of rows where the value is null (0-100). */
  readonly nullable: number;
  readonly unique: boolean;
  /** The column kind: the type's, or what its options make it (`lista`, `constante`). */
  readonly kind: ColumnKind;
  /** Bounds and decimals of the field's numbers, when its type knows them. */
  readonly numeric: NumericRange | undefined;
  /** Stream label: the field's name and definition, so its values ignore the other fields. */
  readonly label: string;
}

export interface BulkPlan {
  readonly fields: readonly PlannedField[];
  readonly columns: readonly Column[];
  /** Age bounds of the row's person: the intersection of the schema's age options. */
  readonly ages: AgeBounds;
  /** False when a field asked for wrong check digits in at least one row. */
  readonly checksumValid: boolean;
  /** Relative work of one row: the sum of the fields' costs. */
  readonly rowCost: number;
  /** The country's row entities, which the fields read. */
  readonly entities: RowEntities;
}

/** A schema problem the caller can fix; the HTTP layer turns it into 400 INVALID_PARAMS. */
export class SchemaError extends Error {
  constructor(readonly details: Readonly<ErrorDetails>) {
    super('invalid bulk schema');
    this.name = 'SchemaError';
  }
}

/**
 * The row person's ages: the intersection of the bounds the caller gave
 * (edad min/max, fecha_nacimiento minAge/maxAge). A field left at its
 * default bounds does not constrain, so `edad {min: 90, max: 100}` beside a
 * plain `fecha_nacimiento` gives 90-100 year-olds rather than a conflict.
 */
function ageBounds(fields: readonly PlannedField[], given: readonly boolean[]): AgeBounds {
  let { minAge, maxAge } = DEFAULT_AGES;
  let constrained = false;
  for (const [index, field] of fields.entries()) {
    const range = field.bound.ageRange();
    if (range === undefined) continue;
    const [lo, hi] = range;
    const member = field.type.type === 'edad' ? 'options.min' : 'options.minAge';
    if (lo > hi)
      throw new SchemaError({
        field: index,
        member,
        problem: 'min_above_max',
        min: lo,
        max: hi,
        other: field.type.type === 'edad' ? 'options.max' : 'options.maxAge',
      });
    if (!given[index]) continue;
    minAge = constrained ? Math.max(minAge, lo) : lo;
    maxAge = constrained ? Math.min(maxAge, hi) : hi;
    constrained = true;
    if (minAge > maxAge) {
      throw new SchemaError({
        field: index,
        member,
        problem: 'ages_do_not_overlap',
      });
    }
  }
  return { minAge, maxAge };
}

export interface PlanOptions {
  /** The country's field types and row entities. */
  readonly catalog: FieldCatalog;
  /** True inside a dataset, where `referencia` fields are allowed (the dataset resolves them). */
  readonly dataset?: boolean;
}

/** Checks a schema (names, types, options, nullable, unique) and prepares it for generation. */
export function planBulk(
  definitions: readonly FieldDefinition[],
  { catalog, dataset = false }: PlanOptions,
): BulkPlan {
  if (definitions.length === 0) throw new SchemaError({ member: 'fields', problem: 'no_fields' });
  if (definitions.length > MAX_FIELDS)
    throw new SchemaError({ member: 'fields', problem: 'too_many_items', max: MAX_FIELDS });
  const seen = new Set<string>();
  const fields = definitions.map((definition, index): PlannedField => {
    const { name, type: typeName, options = {}, nullable = 0, unique = false } = definition;
    if (!NAME_RE.test(name)) {
      throw new SchemaError({
        field: index,
        member: 'name',
        pattern: NAME_RE.source,
        problem: 'bad_name',
        value: name,
      });
    }
    // Unique ignoring case: SQLite and MariaDB fold column names even when quoted.
    const key = name.toLowerCase();
    if (seen.has(key))
      throw new SchemaError({ field: index, member: 'name', problem: 'duplicate_name', value: name });
    seen.add(key);
    const type = catalog.byName.get(typeName);
    if (!type || (type.datasetOnly && !dataset))
      throw new SchemaError({
        field: index,
        member: 'type',
        problem: type ? 'dataset_only_type' : 'unknown_type',
        value: typeName,
        allowed: catalog.types.filter((t) => dataset || !t.datasetOnly).map((t) => t.type),
      });
    if (!(nullable >= 0 && nullable <= 100))
      throw new SchemaError({
        field: index,
        member: 'nullable',
        problem: nullable < 0 ? 'below_min' : nullable > 100 ? 'above_max' : 'not_a_number',
        value: nullable,
        min: 0,
        max: 100,
      });
    const known = new Set(type.options.map((o) => o.name));
    const unknown = Object.keys(options).filter((o) => !known.has(o));
    if (unknown.length > 0) {
      throw new SchemaError({
        field: index,
        member: 'options',
        problem: 'unknown_member',
        unknown,
        allowed: [...known],
      });
    }
    let bound: BoundField;
    try {
      bound = type.bind(options);
    } catch (err) {
      if (err instanceof OptionError) {
        throw new SchemaError({
          field: index,
          member: `options.${err.option}`,
          ...(err.allowed === undefined ? {} : { allowed: err.allowed }),
          ...err.details,
        });
      }
      throw err;
    }
    const problem = bound.check();
    if (problem) throw new SchemaError({ field: index, ...problem });
    if (unique && !type.datasetOnly) {
      // A dataset checks its referencia fields itself: their space is the parent's rows.
      if (type.unique === undefined)
        throw new SchemaError({
          field: index,
          member: 'unique',
          problem: 'cannot_be_unique',
          value: typeName,
        });
      const refused = bound.space?.problem();
      if (refused) throw new SchemaError({ field: index, member: 'unique', ...refused });
    }
    // The field's streams (value, nulls) follow its definition, but not `fmt`:
    // presentation never changes the value (docs/api.md, Single-type generators). It is written as
    // its default, so fields that leave it out keep the streams they had.
    const drawn = Object.entries(bound.options).map(([option, value]) =>
      option === 'fmt' ? [option, type.options.find((o) => o.name === 'fmt')?.default] : [option, value],
    );
    const label = `f:${name}:${typeName}:${JSON.stringify(drawn)}`;
    const kind = bound.kindOf();
    const numeric = bound.numericRange();
    return { name, type, bound, options: bound.options, nullable, unique, kind, numeric, label };
  });
  return {
    fields,
    columns: fields.map((f) => ({
      name: f.name,
      type: f.type.type,
      kind: f.kind,
      nullable: f.nullable > 0,
      ...(f.numeric ? { numeric: f.numeric } : {}),
      ...(f.unique ? { unique: true, key: true } : {}),
    })),
    ages: ageBounds(
      fields,
      definitions.map(({ options = {} }) =>
        ['min', 'max', 'minAge', 'maxAge'].some((o) => Object.hasOwn(options, o)),
      ),
    ),
    checksumValid: !fields.some((f) => f.type.hasCheckDigits && f.options.ok === false && f.nullable < 100),
    rowCost: fields.reduce((sum, f) => sum + f.bound.cost(), 0),
    entities: catalog.entities,
  };
}

/**
 * Checks that every field can fill rows [0, rows) on `refDate`: its options
 * fit the date, a sequence stays within the exact integers, and a unique
 * field's value space holds that many rows
 * (docs/api.md, Datasets: refused up front, never a duplicate or an endless retry).
 */
export function checkRowCapacity(plan: BulkPlan, rows: number, refDate: string): void {
  for (const [index, field] of plan.fields.entries()) {
    const onDate = field.bound.checkOn(refDate);
    if (onDate) throw new SchemaError({ field: index, ...onDate });
    const limit = field.bound.rowLimit();
    if (limit !== undefined && rows > limit) {
      throw new SchemaError({
        field: index,
        member: 'options',
        problem: 'sequence_overflow',
        max: limit,
        requested: rows,
      });
    }
    const space = field.bound.space;
    if (!field.unique || space === undefined) continue;
    const size = Math.min(space.size(refDate), MAX_PERMUTATION_SIZE);
    if (rows > size) {
      throw new SchemaError({
        field: index,
        member: 'unique',
        problem: 'too_few_distinct',
        max: size,
        requested: rows,
      });
    }
  }
}
