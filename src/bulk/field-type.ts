import type { ErrorDetails, ProblemCode } from '../errors/index.js';
import type { Cell, ColumnKind, NumericRange } from '../export/types.js';
import type { OptionSpec, OptionValues } from '../generators/options.js';
import type { LangText } from '../i18n/lang.js';
import type { Rng } from '../random/rng.js';
import type { RowContext } from './row-context.js';
import type { UniqueSpace } from './unique-values.js';

/**
 * A bulk field type (docs/api.md, Bulk, docs/api.md, Offsets, shards and the new field types): JSON shape (docs/api.md, Bulk), options,
 * how a value is read from the row entity, and what a planner needs to know
 * of it (checks, column kind, unique value space). `rng` is the field's own stream
 * (seed, row, field name), for draws that are not part of the entity.
 */
/** A problem of a field's options: the member at fault, the problem code and its facts. */
export type FieldProblem = ErrorDetails & { readonly member: string; readonly problem: ProblemCode };

export interface FieldType {
  readonly type: string;
  readonly kind: ColumnKind;
  readonly label: LangText;
  readonly options: readonly OptionSpec[];
  /** True when `ok: false` can make this field's check digits wrong. */
  readonly hasCheckDigits?: boolean;
  /** Relative work of one value (1 for most types); bounds a request's total work. */
  cost?(options: OptionValues): number;
  /**
   * True when `value` draws from `rng`. Other types read only the row entity
   * and get no stream of their own, which spares deriving one per row.
   */
  readonly ownStream?: boolean;
  value(row: RowContext, options: OptionValues, rng: Rng): Cell;
  /** The column kind when the options decide it (`lista`, `constante`); `kind` otherwise. */
  kindOf?(options: OptionValues): ColumnKind;
  /** Bounds and decimals of every number the type gives with these options (SQL column types). */
  numericRange?(options: OptionValues): NumericRange;
  /** A problem of options that are valid one by one but not together (min above max...). */
  check?(options: OptionValues): FieldProblem | undefined;
  /** A problem of options on the request's reference date (a UUID v7 timestamp before 1970...). */
  checkOn?(options: OptionValues, refDate: string): FieldProblem | undefined;
  /** Rows the type can fill at most with these options (a sequence leaving the exact integers). */
  rowLimit?(options: OptionValues): number;
  /**
   * How `unique: true` holds (docs/api.md, Datasets): a value space numbered by a
   * permutation of the row index, or `inherent` when every row's value is
   * already its own. Absent: the type cannot be unique.
   */
  readonly unique?: UniqueSpace | 'inherent';
  /** Only a dataset can resolve it (`referencia`). */
  readonly datasetOnly?: true;
}
