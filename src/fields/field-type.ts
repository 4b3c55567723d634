import type { ErrorDetails, ProblemCode } from '../errors/index.js';
import type { Cell, ColumnKind, NumericRange } from '../export/types.js';
import { type OptionSpec, type OptionsOf, type OptionValues, resolveOptions } from '../generators/options.js';
import type { LangText } from '../i18n/lang.js';
import type { Rng } from '../random/rng.js';
import type { RowContext } from './row-context.js';
import type { UniqueProblem, UniqueSpace } from './unique-space.js';

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
  /**
   * Words that, in a column's name beside one of `words`, say it names
   * something else (`estado_civil` and `estado_pedido` are no state).
   */
  readonly unless?: readonly string[];
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

/**
 * A field type as its country writes it: every member that reads options
 * reads them typed from its own specs (`OptionsOf<Specs>`).
 */
export interface FieldTypeSpec<Specs extends readonly OptionSpec[]> extends FieldFacts {
  readonly type: string;
  readonly kind: ColumnKind;
  readonly label: LangText;
  readonly options: Specs;
  /** True when `ok: false` can make this field's check digits wrong. */
  readonly hasCheckDigits?: boolean;
  /** Relative work of one value (1 for most types); bounds a request's total work. */
  cost?(options: OptionsOf<Specs>): number;
  /**
   * True when `value` draws from `rng`. Other types read only the row entity
   * and get no stream of their own, which spares deriving one per row.
   */
  readonly ownStream?: boolean;
  value(row: RowContext, options: OptionsOf<Specs>, rng: Rng): Cell;
  /** The column kind when the options decide it (`lista`, `constante`); `kind` otherwise. */
  kindOf?(options: OptionsOf<Specs>): ColumnKind;
  /** Bounds and decimals of every number the type gives with these options (SQL column types). */
  numericRange?(options: OptionsOf<Specs>): NumericRange;
  /** The row person's age bounds these options ask for (`edad`, `fecha_nacimiento`). */
  ageRange?(options: OptionsOf<Specs>): readonly [min: number, max: number];
  /** A problem of options that are valid one by one but not together (min above max...). */
  check?(options: OptionsOf<Specs>): FieldProblem | undefined;
  /** A problem of options on the request's reference date (a UUID v7 timestamp before 1970...). */
  checkOn?(options: OptionsOf<Specs>, refDate: string): FieldProblem | undefined;
  /** Rows the type can fill at most with these options (a sequence leaving the exact integers). */
  rowLimit?(options: OptionsOf<Specs>): number;
  /**
   * How `unique: true` holds (docs/api.md, Datasets): a value space numbered by a
   * permutation of the row index, or `inherent` when every row's value is
   * already its own. Absent: the type cannot be unique.
   */
  readonly unique?: UniqueSpace<OptionsOf<Specs>> | 'inherent';
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

/** A unique value space bound to a field's parsed options. */
export interface BoundSpace {
  /** How many distinct values the field can take (on the reference date). */
  size(refDate: string): number;
  /** The value of number `n` (0 <= n < size); `rng` is the field's own stream of the row. */
  value(row: RowContext, rng: Rng, n: number): Cell;
  readonly shared: UniqueSpace<never>['shared'];
  readonly numbering: UniqueSpace<never>['numbering'];
  /** True when `value` draws from its `rng` with these options. */
  draws(): boolean;
  /** Why these options cannot be unique at all, if they cannot. */
  problem(): UniqueProblem | undefined;
}

/** A field type's members bound to one field's parsed options. */
export interface BoundField {
  /** The options as parsed, defaults included. */
  readonly options: OptionValues;
  value(row: RowContext, rng: Rng): Cell;
  kindOf(): ColumnKind;
  numericRange(): NumericRange | undefined;
  ageRange(): readonly [min: number, max: number] | undefined;
  check(): FieldProblem | undefined;
  checkOn(refDate: string): FieldProblem | undefined;
  rowLimit(): number | undefined;
  cost(): number;
  /** The value space of a type that has one (`inherent` or none: undefined). */
  readonly space: BoundSpace | undefined;
}

/** A field type as catalogs, planners and rows see it, whatever its options. */
export interface FieldType extends FieldFacts {
  readonly type: string;
  readonly kind: ColumnKind;
  readonly label: LangText;
  /** Its option specs: the catalog's, and what `bind` parses. */
  readonly options: readonly OptionSpec[];
  readonly hasCheckDigits?: boolean;
  readonly ownStream?: boolean;
  /** True when the options decide the column kind (`lista`, `constante`). */
  readonly kindFromOptions: boolean;
  /** How `unique: true` holds: a numbered value space, `inherent`, or not at all (absent). */
  readonly unique?: 'numbered' | 'inherent';
  readonly plainText?: true;
  readonly cuttable?: true | 'not_unique';
  readonly datasetOnly?: true;
  /** Parses `given` by the specs (OptionError for a bad value; unknown names are the caller's). */
  bind(given: Readonly<Record<string, unknown>>): BoundField;
}

/** A field type from its spec: its members are bound to the options each field parses. */
export function defineFieldType<const Specs extends readonly OptionSpec[]>(
  spec: FieldTypeSpec<Specs>,
): FieldType {
  const { cost, value, kindOf, numericRange, ageRange, check, checkOn, rowLimit, unique, ...facts } = spec;
  return {
    ...facts,
    kindFromOptions: kindOf !== undefined,
    ...(unique === undefined ? {} : { unique: unique === 'inherent' ? 'inherent' : 'numbered' }),
    bind(given) {
      const options = resolveOptions(spec.options, given);
      const space = unique === undefined || unique === 'inherent' ? undefined : unique;
      return {
        options,
        value: (row, rng) => value(row, options, rng),
        kindOf: () => kindOf?.(options) ?? spec.kind,
        numericRange: () => numericRange?.(options),
        ageRange: () => ageRange?.(options),
        check: () => check?.(options),
        checkOn: (refDate) => checkOn?.(options, refDate),
        rowLimit: () => rowLimit?.(options),
        cost: () => cost?.(options) ?? 1,
        space: space && {
          size: (refDate) => space.size(options, refDate),
          value: (row, rng, n) => space.value(row, options, rng, n),
          shared: space.shared,
          numbering: space.numbering,
          draws: () => space.draws?.(options) === true,
          problem: () => space.problem?.(options),
        },
      };
    },
  };
}
