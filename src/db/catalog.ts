/**
 * A database's tables as the three catalog readers report them: one shape
 * for PostgreSQL, MariaDB/MySQL and SQLite, so that mapping and filling
 * never ask which database they talk to.
 */
import type { Dialect } from './url.js';

/** What a column holds, as far as choosing and checking values goes. */
export type SqlKind =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'uuid'
  | 'other';

export interface CatalogColumn {
  readonly name: string;
  /** The type as the database spells it: `character varying(9)`, `enum('a','b')`, `numeric(10,2)`. */
  readonly sqlType: string;
  /** PostgreSQL: the base type's name behind a domain or an array (`int2`, `_text`). */
  readonly baseType?: string;
  /**
   * PostgreSQL: the type a domain is made on, as SQL (`integer` for a
   * domain `year`); a domain lives in its own schema, its base type
   * everywhere.
   */
  readonly domainOf?: string;
  /** Identity column that takes no explicit value unless told (GENERATED ALWAYS). */
  readonly identityAlways?: boolean;
  readonly kind: SqlKind;
  /** Characters a text column holds (its type, or a CHECK on its length). */
  readonly maxLength?: number;
  /** Fewest characters a CHECK on its length allows. */
  readonly minLength?: number;
  /** Days a CHECK on a date column allows. */
  readonly dateRange?: DateRange;
  /**
   * The largest value a key column holds already (rows were there before
   * the fill): an integer column's, or the largest whole number among a
   * text column's values (read when the catalog is asked for `textKeyMaxima`).
   */
  readonly maxValue?: number;
  /** numeric(p,s). */
  readonly precision?: number;
  readonly scale?: number;
  /** Range of an integer column (bounds of smallint, int, bigint clamped to safe integers, ...). */
  readonly integerRange?: readonly [number, number];
  readonly nullable: boolean;
  /** The default expression, as the catalog gives it. */
  readonly defaultValue?: string;
  /** Set when the database writes this column itself. */
  readonly filledBy?: 'identity' | 'serial' | 'auto_increment' | 'generated';
  /** The only values allowed: an enum type, MySQL ENUM, or CHECK (c IN (...)). */
  readonly allowed?: { readonly values: readonly string[]; readonly from: 'enum' | 'check' };
  /** Regular expressions a CHECK matches the column against (`c ~ '^[0-9]{5}$'`). */
  readonly patterns?: readonly string[];
  /** Bounds a CHECK gives (c >= 0, c BETWEEN 1 AND 5); strict bounds are kept as given. */
  readonly checkRange?: CheckRange;
}

/** Days a date column's CHECK (or its partition) allows, inclusive, YYYY-MM-DD. */
export interface DateRange {
  readonly from?: string;
  readonly to?: string;
}

export interface CheckRange {
  readonly min?: number;
  readonly minExclusive?: boolean;
  readonly max?: number;
  readonly maxExclusive?: boolean;
}

export interface CatalogForeignKey {
  readonly columns: readonly string[];
  readonly table: string;
  readonly targetColumns: readonly string[];
}

export interface CatalogTable {
  readonly name: string;
  readonly columns: readonly CatalogColumn[];
  readonly primaryKey: readonly string[];
  /** UNIQUE constraints and unique indexes, each its column list (the primary key not repeated). */
  readonly unique: readonly (readonly string[])[];
  readonly foreignKeys: readonly CatalogForeignKey[];
  /** CHECK constraints the reader could not turn into a list or a range, as written. */
  readonly otherChecks: readonly string[];
  /**
   * PostgreSQL: the tables of the same schema this one inherits from
   * (`INHERITS`), in their order; their columns are among its own. Absent:
   * none (a partition is no table of the catalog).
   */
  readonly inherits?: readonly string[];
}

export interface Catalog {
  readonly dialect: Dialect;
  /** PostgreSQL schema or MySQL database the tables were read from. */
  readonly schema?: string;
  readonly tables: readonly CatalogTable[];
  /** Tables a trigger of another table inserts into (`film_text`, an audit log): the database fills them. */
  readonly triggerFilled?: readonly { readonly table: string; readonly by: string }[];
}

/** The tables a trigger's statement or function inserts into, other than its own table. */
export function insertTargets(by: string, body: string, tables: readonly string[]) {
  const known = new Set(tables);
  const found: { table: string; by: string }[] = [];
  for (const m of body.matchAll(
    /\binsert\s+(?:or\s+\w+\s+)?into\s+(?:[`"]?\w+[`"]?\.)?[`"]?([A-Za-z_][A-Za-z0-9_]*)[`"]?/gi,
  )) {
    const table = m[1]!;
    if (table !== by && known.has(table) && !found.some((f) => f.table === table)) found.push({ table, by });
  }
  return found;
}

/** True when the table holds each value of `column` once: a one-column primary key or UNIQUE. */
export const isSingleKey = (table: CatalogTable, column: string): boolean =>
  [table.primaryKey, ...table.unique].some((k) => k.length === 1 && k[0] === column);

/** Integer bounds by storage size, clamped to what a JavaScript number holds exactly. */
export const INTEGER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  tinyint: [-128, 127],
  smallint: [-32_768, 32_767],
  mediumint: [-8_388_608, 8_388_607],
  integer: [-2_147_483_648, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** What a catalog reads beyond the schema. */
export interface CatalogOptions {
  /**
   * The largest whole number (up to 15 digits) among the values of each
   * one-column text key, so that a fill's sequence of numbers goes on after
   * them. It reads the whole column (no index serves it): a fill and
   * `db introspect` ask for it, a copy does not.
   */
  readonly textKeyMaxima?: boolean;
}

/** Digits of the largest text key value read as a number: a sequence's numbers stay exact in doubles. */
export const TEXT_KEY_DIGITS = 15;

/**
 * Key columns whose existing values a fill must not repeat: one-column
 * primary keys and UNIQUE constraints, integer ones (and text ones with
 * `textKeys`), read with `max` so that sequences start after them. `max`
 * reads the largest value in the database's own SQL (for a text column, the
 * largest of the values that are whole numbers of up to TEXT_KEY_DIGITS).
 */
export async function withExistingMaxima(
  tables: readonly CatalogTable[],
  max: (table: string, column: string, kind: 'integer' | 'text') => Promise<number | null>,
  textKeys = false,
): Promise<CatalogTable[]> {
  const out: CatalogTable[] = [];
  for (const table of tables) {
    const keys = new Set([table.primaryKey, ...table.unique].filter((k) => k.length === 1).map((k) => k[0]!));
    const columns: CatalogColumn[] = [];
    for (const column of table.columns) {
      const kind =
        column.kind === 'integer' ? 'integer' : textKeys && column.kind === 'text' ? 'text' : undefined;
      if (kind === undefined || !keys.has(column.name)) {
        columns.push(column);
        continue;
      }
      const m = await max(table.name, column.name, kind);
      columns.push(m === null || !Number.isFinite(m) ? column : { ...column, maxValue: m });
    }
    out.push({ ...table, columns });
  }
  return out;
}
