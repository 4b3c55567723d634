import type { ErrorDetails, ProblemCode } from '../errors/index.js';
import type { Cell, ColumnKind, NumericRange } from '../export/types.js';
import type { OptionSpec, OptionValues } from '../generators/options.js';
import type { LangText } from '../i18n/lang.js';
import type { Rng } from '../random/rng.js';
import type { RowContext } from './row-context.js';
import type { UniqueSpace } from './unique-space.js';

/**
 * A bulk field type (docs/api.md, Bulk, docs/api.md, Offsets, shards and the new field types): JSON shape (docs/api.md, Bulk), options,
 * how a value is read from the row entity, and what a planner needs to know
 * of it (checks, column kind, unique value space). `rng` is the field's own stream
 * (seed, row, field name), for draws that are not part of the entity.
 */
/** A problem of a field's options: the member at fault, the problem code and its facts. */
export type FieldProblem = ErrorDetails & { readonly member: string; readonly problem: ProblemCode };

/**
 * A column-name rule (docs/api.md, Live databases): a column whose name holds
 * one of `words` as whole words (lower case, accents dropped, camelCase and
 * dashes read as `_`) reads as this type, with `options`. `tables` narrows
 * it to tables whose name holds one of those words (a product's `nombre` is
 * no person's). A country's rules are tried by `order`, lowest first: the
 * first whose values suit the column wins, so a narrower rule goes before a
 * wider one (`telefono_fijo` before `telefono`).
 */
export interface ColumnWords {
  readonly words: readonly string[];
  readonly options?: Readonly<Record<string, unknown>>;
  readonly tables?: readonly string[];
  readonly order: number;
  /**
   * The anonymizer kind of a column these words name, where it is not the
   * type's `anonymizeAs` (a document whose options make it a CURP); null:
   * such a column is kept, whatever the type's kind.
   */
  readonly anonymizeAs?: string | null;
}

/**
 * What a country says of one of its field types beyond its values: how
 * wide they are, which column names read as it. The generator says the
 * rest (whether its text is plain, whether it may be cut).
 */
export interface FieldFacts {
  /**
   * Characters of a value in its plain presentation (a DNI 9, a Spanish
   * IBAN 24), for choosing a type that fits a column; absent: any length.
   */
  readonly width?: number | ((options: Readonly<Record<string, unknown>>) => number);
  /** The column names that read as this type (db introspect, db fill, and anonimizar's headers). */
  readonly columns?: readonly ColumnWords[];
  /**
   * The anonymizer kind (docs/api.md, Pseudonymization) of a column whose
   * name reads as this type; absent: the anonymizer keeps such a column.
   */
  readonly anonymizeAs?: string;
  /** The national catalog whose entries this type's values are, where the country has one (db). */
  readonly catalog?: CatalogWords;
}

/**
 * A country's catalog of national things (provinces, banks...) as the db
 * commands read it: a column named by the type's column words (or by
 * `columns`, words that name the catalog's column only) or a table named
 * by `tables` (singular or plural) takes the catalog's real names.
 */
export interface CatalogWords {
  /** The catalog's name among the db's catalogs (`provincia`, `banco`...). */
  readonly name: string;
  readonly tables: readonly string[];
  readonly columns?: readonly string[];
}

export interface FieldType extends FieldFacts {
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
  /**
   * True when every value, with any options, is text without a backslash,
   * tab, line feed or carriage return (formats of digits, letters and fixed
   * separators; words of the reference data): PostgreSQL's COPY takes it
   * with no escape check per value (bulk/plain-text.ts).
   */
  readonly plainText?: true;
  /**
   * Free text a narrower column may cut: a shorter street name is still a
   * street name, a shorter DNI is no DNI. `not_unique`: only where the
   * column need not be unique (a cut username may repeat).
   */
  readonly cuttable?: true | 'not_unique';
  /** Only a dataset can resolve it (`referencia`). */
  readonly datasetOnly?: true;
}
