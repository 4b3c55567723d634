/**
 * A database's catalog -> a dataset body (docs/api.md, Datasets) that a person can
 * read and edit: each field says the column's SQL (`sql`) and why it got
 * its type (`why`); columns the database fills, or no type can write, are
 * listed under `skipped` with the reason. `db fill` reads the same body
 * back, with those annotations dropped.
 */

import { todayUtc } from '../generators/dates.js';
import {
  type Catalog,
  type CatalogColumn,
  type CatalogForeignKey,
  type CatalogTable,
  isSingleKey,
} from './catalog.js';
import { mapColumn } from './column-types.js';
import { dateWindow, tableLevels, withinRange } from './date-windows.js';
import { type DbLocale, dbLocaleOf } from './db-locale.js';
import { DbError } from './errors.js';
import { isLoneName } from './name-rules.js';
import { type ColumnDirective, rowCheckDirectives } from './row-checks.js';

/** Rows per table when nothing says otherwise. */
export const DEFAULT_ROWS = 100;
/** Share of nulls (percent) in a column that allows them. */
const NULL_SHARE = 10;

export interface BodyField {
  readonly name: string;
  readonly type: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly nullable?: number;
  readonly unique?: boolean;
  readonly sql: string;
  readonly why: string;
}

export interface SkippedColumn {
  readonly name: string;
  readonly sql: string;
  readonly why: string;
}

/** Rows per row of a parent table (a `per` count, docs/api.md, Datasets). */
export interface PerParentCount {
  readonly per: string;
  readonly min: number;
  readonly max: number;
}

export interface BodyTable {
  readonly name: string;
  readonly count: number | PerParentCount;
  readonly primaryKey?: readonly string[];
  /** Multi-column UNIQUE constraints whose columns are all filled. */
  readonly unique?: readonly (readonly string[])[];
  readonly fields: readonly BodyField[];
  readonly skipped?: readonly SkippedColumn[];
}

export interface IntrospectedBody {
  /** The day date windows are cut from: the fill generates with it. */
  readonly refDate: string;
  readonly tables: readonly BodyTable[];
  /** Tables left out, with the reason (a trigger of another table fills them). */
  readonly skippedTables?: readonly { readonly name: string; readonly why: string }[];
}

export interface IntrospectOptions {
  readonly rows?: number;
  /** Rows of some tables, by name (over `rows`). */
  readonly tableRows?: Readonly<Record<string, number>>;
  /** Only these tables (foreign keys to tables left out are not filled). */
  readonly tables?: readonly string[];
  /** YYYY-MM-DD the date windows end at; default today (UTC). */
  readonly refDate?: string;
  /** Number keys from 1 even where rows exist (the fill empties the tables first). */
  readonly ignoreExisting?: boolean;
  /** The country whose column words and values are read and written (`es`, `mx`); default `es`. */
  readonly locale?: string;
}

export function datasetBody(catalog: Catalog, options: IntrospectOptions = {}): IntrospectedBody {
  const { rows = DEFAULT_ROWS, tableRows = {} } = options;
  const locale = dbLocaleOf(options.locale);
  // A table a trigger of another table fills is the database's, unless asked for by name.
  const byTrigger = options.tables ? [] : (catalog.triggerFilled ?? []);
  const skippedTables = byTrigger.map(({ table, by }) => ({
    name: table,
    why: `a trigger on ${by} inserts its rows: filling ${by} fills it`,
  }));
  const selected = selectTables(catalog, options.tables)
    .filter((t) => !byTrigger.some((f) => f.table === t.name))
    .map((t) =>
      options.ignoreExisting ? { ...t, columns: t.columns.map(({ maxValue: _maxValue, ...c }) => c) } : t,
    );
  for (const name of Object.keys(tableRows))
    if (!selected.some((t) => t.name === name)) throw new DbError('UNKNOWN_TABLE', { table: name });
  const names = new Set(selected.map((t) => t.name));
  // Columns some foreign key of the selection points at: a database-numbered key among them is numbered here.
  const referenced = new Set<string>();
  for (const t of selected)
    for (const fk of t.foreignKeys)
      if (names.has(fk.table)) for (const c of fk.targetColumns) referenced.add(`${fk.table}.${c}`);
  const refDate = options.refDate ?? todayUtc();
  const levels = tableLevels(selected, names);
  const levelCount = Math.max(0, ...levels.values()) + 1;
  const tables = selected.map((table) =>
    tableBody(table, {
      rows: Object.hasOwn(tableRows, table.name) ? tableRows[table.name]! : rows,
      sized: Object.hasOwn(tableRows, table.name),
      names,
      referenced,
      dates: { level: levels.get(table.name) ?? 0, levels: levelCount, refDate },
      locale,
    }),
  );
  return { refDate, tables, ...(skippedTables.length > 0 ? { skippedTables } : {}) };
}

/** Children of a composite key with one parent: 1 to this many per parent row (order lines per order). */
const CHILDREN_PER_PARENT = 5;
/** A join table's rows per row of the larger of the tables it joins. */
const JOIN_ROWS_PER_PARENT = 2;

/**
 * A table's count when no row count names it: a join table (a key made of
 * two or more foreign keys) gets twice the rows, as links outnumber the
 * things linked; a table keyed by one parent's key plus its own columns
 * (order lines) gets 1-5 rows per parent row; any other, `rows`.
 */
function countOf(
  table: CatalogTable,
  rows: number,
  names: ReadonlySet<string>,
): { count: number | PerParentCount; why?: string } {
  const pk = table.primaryKey;
  if (pk.length < 2) return { count: rows };
  const keyFks = table.foreignKeys.filter(
    (fk) => names.has(fk.table) && fk.table !== table.name && fk.columns.every((c) => pk.includes(c)),
  );
  const inFk = new Set(keyFks.flatMap((fk) => fk.columns));
  if (keyFks.length >= 2 && pk.every((c) => inFk.has(c)))
    return { count: rows * JOIN_ROWS_PER_PARENT, why: 'join table: twice the rows' };
  const others = pk.filter((c) => !table.foreignKeys.some((fk) => fk.columns.includes(c)));
  if (keyFks.length === 1 && others.length > 0 && others.length + keyFks[0]!.columns.length === pk.length)
    return { count: { per: keyFks[0]!.table, min: 1, max: CHILDREN_PER_PARENT } };
  return { count: rows };
}

function selectTables(catalog: Catalog, wanted: readonly string[] | undefined): CatalogTable[] {
  if (catalog.tables.length === 0) throw new DbError('NO_TABLES', { target: catalog.schema });
  if (!wanted) return [...catalog.tables];
  return wanted.map((name) => {
    const table = catalog.tables.find((t) => t.name === name);
    if (!table) throw new DbError('UNKNOWN_TABLE', { table: name });
    return table;
  });
}

function tableBody(
  table: CatalogTable,
  context: {
    rows: number;
    sized: boolean;
    names: ReadonlySet<string>;
    referenced: ReadonlySet<string>;
    dates: DateLevel;
    locale: DbLocale;
  },
): BodyTable {
  const fields: BodyField[] = [];
  const skipped: SkippedColumn[] = [];
  const referencing = foreignKeyOfColumn(table, context.names);
  const keyed = keyedColumns(table, referencing);
  const directives = rowCheckDirectives(table);
  for (const original of table.columns) {
    const sql = describeColumn(table, original);
    const directive = directives.get(original.name);
    const column = directive ? directed(original, directive) : original;
    const outcome = directive?.alwaysNull
      ? { skip: `left NULL: ${directive.alwaysNull} holds then` }
      : withOrder(
          fieldOf(table, column, referencing.get(column.name), { ...context, keyed, directive }),
          directive,
        );
    if ('skip' in outcome) skipped.push({ name: column.name, sql, why: outcome.skip });
    else fields.push(ordered({ name: column.name, ...outcome, sql }));
  }
  for (const fk of table.foreignKeys)
    if (!context.names.has(fk.table))
      for (const c of fk.columns)
        if (fields.some((f) => f.name === c))
          replaceWhy(
            fields,
            c,
            `; it references ${fk.table}, left out of the selection: its values may not exist there`,
          );
  const inFields = (c: string) => fields.some((f) => f.name === c);
  const primaryKey =
    table.primaryKey.length > 0 && table.primaryKey.every(inFields) ? table.primaryKey : undefined;
  const unique = table.unique.filter((u) => u.length > 1 && u.every(inFields));
  const asked = context.sized ? { count: context.rows } : countOf(table, context.rows, context.names);
  const room = keyRoom(table, fields);
  const count =
    typeof asked.count === 'number' && room !== undefined ? Math.min(asked.count, room) : asked.count;
  if (count !== asked.count && table.primaryKey.length === 1)
    replaceWhy(
      fields,
      table.primaryKey[0]!,
      `; the table gets ${count} rows: no more numbers fit the column`,
    );
  return {
    name: table.name,
    count,
    ...(primaryKey ? { primaryKey } : {}),
    ...(unique.length > 0 ? { unique } : {}),
    fields,
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

interface DateLevel {
  readonly level: number;
  readonly levels: number;
  readonly refDate: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keys in reading order: what the column gets, then its SQL and why. */
function ordered(field: BodyField): BodyField {
  const { name, type, options, unique, nullable, sql, why } = field;
  return {
    name,
    type,
    ...(options ? { options } : {}),
    ...(unique ? { unique } : {}),
    ...(nullable !== undefined ? { nullable } : {}),
    sql,
    why,
  };
}

/** Adds to a field's reason; a column left to the database (not among the fields) has none to add to. */
function replaceWhy(fields: BodyField[], name: string, more: string) {
  const i = fields.findIndex((f) => f.name === name);
  const field = fields[i];
  if (field !== undefined) fields[i] = { ...field, why: `${field.why}${more}` };
}

type FieldOutcome = Omit<BodyField, 'name' | 'sql'> | { readonly skip: string };

function fieldOf(
  table: CatalogTable,
  column: CatalogColumn,
  reference: { fk: CatalogForeignKey; index: number } | undefined,
  context: {
    rows: number;
    referenced: ReadonlySet<string>;
    keyed: ReadonlyMap<string, KeyRole>;
    dates: DateLevel;
    locale: DbLocale;
    directive?: ColumnDirective;
  },
): FieldOutcome {
  const singleKey = isSingleKey(table, column.name);
  const inKey = table.primaryKey.includes(column.name);
  const role = context.keyed.get(column.name);
  const unique = singleKey || role === 'unique' ? { unique: true } : {};
  const nullable = column.nullable && !inKey && !context.directive?.notNull ? { nullable: NULL_SHARE } : {};
  if (column.filledBy === 'generated') return { skip: 'generated column: the database computes it' };
  if (column.filledBy) {
    if (!context.referenced.has(`${table.name}.${column.name}`))
      return { skip: `${column.filledBy} column: the database numbers it` };
    const after = column.maxValue !== undefined ? column.maxValue + 1 : 1;
    return {
      type: 'secuencia',
      ...(after > 1 ? { options: { start: after } } : {}),
      ...unique,
      why: `${column.filledBy} column that foreign keys point at: numbered here so that rows can refer to it (fill moves the database's counter past the numbers used)${after > 1 ? `; from ${after}, after the rows already there` : ''}`,
    };
  }
  // A key the database fills by default is generated here when foreign keys point at it (rows must name it).
  if (
    singleKey &&
    column.defaultValue !== undefined &&
    !reference &&
    !context.referenced.has(`${table.name}.${column.name}`)
  )
    return { skip: `key with a default (${column.defaultValue}): the database fills it` };
  if (reference) {
    const { fk, index } = reference;
    const via = index > 0 ? { via: fk.columns[0] } : {};
    const self = fk.table === table.name;
    const many =
      fk.columns.length > 1 ? ` (column ${index + 1} of the foreign key (${fk.columns.join(', ')}))` : '';
    return {
      type: 'referencia',
      options: { table: fk.table, field: fk.targetColumns[index]!, ...via },
      ...unique,
      ...nullable,
      why: `foreign key to ${fk.table}.${fk.targetColumns[index]}${many}${self ? '; own table: the first row has no parent, so it is null' : ''}`,
    };
  }
  if (context.directive?.only !== undefined)
    return {
      type: 'lista',
      options: { values: [context.directive.only] },
      ...nullable,
      why: `the one value ${context.directive.because} allows`,
    };
  if (column.allowed) {
    const numeric = column.kind === 'integer' || column.kind === 'decimal' || column.kind === 'float';
    const values = column.allowed.values.map((v) => (numeric ? Number(v) : v));
    const from = column.allowed.from === 'enum' ? `enum ${column.sqlType}` : 'CHECK (... IN (...))';
    return {
      type: 'lista',
      options: { values },
      ...unique,
      ...nullable,
      why: `only the values of its ${from}`,
    };
  }
  const isDate = column.kind === 'date' || column.kind === 'timestamp';
  const { level, levels, refDate } = context.dates;
  const order = context.directive?.order;
  const windowOf = (name: string) => dateWindow(name, level, levels, refDate, order && order === 'late');
  if (isDate && column.defaultValue !== undefined && windowOf(column.name).later)
    return { skip: `a date the database keeps (DEFAULT ${column.defaultValue}): its default is used` };
  const json = table.otherChecks.some((c) =>
    new RegExp(String.raw`json_valid\s*\(\s*[\`"]?${escapeRegExp(column.name)}[\`"]?\s*\)`, 'i').test(c),
  );
  const mapped = mapColumn(column, table.name, {
    unique: singleKey || role === 'unique' || role === 'sequence',
    rows: context.rows,
    json: json || context.directive?.json !== undefined,
    jsonArrays: context.directive?.json === 'array',
    locale: context.locale,
  });
  if ('skip' in mapped) return mapped;
  // A person's lone `name` (no surname column beside it) is the whole name.
  if (mapped.type === 'nombre' && isLoneName(table, column))
    return {
      ...mapped,
      type: 'nombre_completo',
      why: `${mapped.why}; no surname column beside it: the full name`,
      ...unique,
      ...nullable,
    };
  if (mapped.type === 'fecha' && mapped.options === undefined) {
    const { from, to } = withinRange(windowOf(column.name), column.dateRange);
    return {
      ...mapped,
      options: { from, to },
      why: `${mapped.why}; ${from} to ${to}: level ${level} of ${levels} of the foreign keys, so that dates follow their parents' (and updates their creation)`,
      ...unique,
      ...nullable,
    };
  }
  return { ...mapped, ...unique, ...nullable };
}

/**
 * What a column of a composite key or multi-column UNIQUE must do so that
 * its set never repeats: `countable` columns (bounded whole numbers, lists,
 * booleans, references) are combined by the engine; an unbounded integer
 * becomes a sequence (unique by itself); when a set has nothing countable,
 * its first other column is made unique.
 */
type KeyRole = 'countable' | 'sequence' | 'unique';

function keyedColumns(
  table: CatalogTable,
  referencing: ReadonlyMap<string, { fk: CatalogForeignKey; index: number }>,
): Map<string, KeyRole> {
  const roles = new Map<string, KeyRole>();
  const sets = [table.primaryKey, ...table.unique].filter((set) => set.length > 1);
  const alone = new Set(
    [table.primaryKey, ...table.unique].filter((set) => set.length === 1).map((set) => set[0]!),
  );
  const columnOf = (name: string) => table.columns.find((c) => c.name === name);
  // A column combined in one set is not combined again (the engine's rule): a later set needs its own.
  const used = new Set<string>();
  for (const set of sets) {
    if (set.some((n) => alone.has(n) || roles.get(n) === 'sequence' || roles.get(n) === 'unique')) continue;
    const countable: string[] = [];
    for (const name of set) {
      const column = columnOf(name);
      if (!column || used.has(name)) continue;
      if (referencing.has(name) || column.allowed || column.kind === 'boolean') countable.push(name);
      else if (column.kind === 'integer') {
        const r = column.checkRange;
        if (r?.min !== undefined && r.max !== undefined) {
          countable.push(name);
          if (!roles.has(name)) roles.set(name, 'countable');
        } else if (set === table.primaryKey && !roles.has(name)) roles.set(name, 'sequence');
      }
    }
    if (set.some((n) => roles.get(n) === 'sequence')) continue;
    if (countable.length > 0) {
      for (const name of countable) used.add(name);
      continue;
    }
    const other = set.find((n) => !referencing.has(n) && columnOf(n)?.filledBy === undefined);
    if (other) roles.set(other, 'unique');
  }
  return roles;
}

/** Each column's foreign key (the one with the most columns, when several) and its place in it. */
function foreignKeyOfColumn(
  table: CatalogTable,
  names: ReadonlySet<string>,
): Map<string, { fk: CatalogForeignKey; index: number }> {
  const byColumn = new Map<string, { fk: CatalogForeignKey; index: number }>();
  const widest = [...table.foreignKeys]
    .filter((fk) => names.has(fk.table))
    .sort((a, b) => b.columns.length - a.columns.length);
  for (const fk of widest)
    fk.columns.forEach((c, index) => {
      if (!byColumn.has(c)) byColumn.set(c, { fk, index });
    });
  return byColumn;
}

/** The column as SQL says it: type, NOT NULL, keys, default, reference, allowed values. */
function describeColumn(table: CatalogTable, column: CatalogColumn): string {
  const parts = [column.sqlType];
  if (!column.nullable) parts.push('NOT NULL');
  if (table.primaryKey.includes(column.name))
    parts.push(table.primaryKey.length > 1 ? `PRIMARY KEY (${table.primaryKey.join(', ')})` : 'PRIMARY KEY');
  for (const u of table.unique)
    if (u.includes(column.name)) parts.push(u.length > 1 ? `UNIQUE (${u.join(', ')})` : 'UNIQUE');
  if (column.filledBy) parts.push(column.filledBy.toUpperCase());
  if (column.defaultValue !== undefined) parts.push(`DEFAULT ${column.defaultValue}`);
  for (const fk of table.foreignKeys)
    if (fk.columns.includes(column.name))
      parts.push(`REFERENCES ${fk.table} (${fk.targetColumns.join(', ')})`);
  if (column.allowed?.from === 'check') parts.push(`CHECK IN (${column.allowed.values.join(', ')})`);
  const r = column.checkRange;
  if (r) {
    const bounds = [
      r.min !== undefined ? `${r.minExclusive ? '>' : '>='} ${r.min}` : undefined,
      r.max !== undefined ? `${r.maxExclusive ? '<' : '<='} ${r.max}` : undefined,
    ].filter(Boolean);
    parts.push(`CHECK ${bounds.join(' AND ')}`);
  }
  return parts.join(' ');
}

/** The column as a multi-column CHECK narrows it: bounds, values left out. */
function directed(column: CatalogColumn, directive: ColumnDirective): CatalogColumn {
  const allowed =
    column.allowed && directive.exclude
      ? { ...column.allowed, values: column.allowed.values.filter((v) => !directive.exclude!.includes(v)) }
      : column.allowed;
  const checkRange = directive.range ? { ...column.checkRange, ...directive.range } : column.checkRange;
  return { ...column, ...(allowed ? { allowed } : {}), ...(checkRange ? { checkRange } : {}) };
}

/** A number compared with another column takes the low or high half of its span. */
function withOrder(outcome: FieldOutcome, directive: ColumnDirective | undefined): FieldOutcome {
  const order = directive?.order;
  if (!order || 'skip' in outcome || outcome.type !== 'numero') return outcome;
  const min = Number(outcome.options?.min ?? 0);
  const max = Number(outcome.options?.max ?? 0);
  const decimals = Number(outcome.options?.decimals ?? 0);
  const step = 10 ** -decimals;
  const middle = Number((min + Math.floor((max - min) / 2 / step) * step).toFixed(decimals));
  const options =
    order === 'early'
      ? { ...outcome.options, min, max: middle }
      : { ...outcome.options, min: Number((middle + step).toFixed(decimals)), max };
  return {
    ...outcome,
    options,
    why: `${outcome.why}; the ${order === 'early' ? 'low' : 'high'} half, for ${directive.because}`,
  };
}

/**
 * Rows a table's one-column keys have numbers for: a whole-number primary
 * key's (a `tinyint` key holds 127; the new rows' numbers start after the
 * largest there, whether the fill numbers them or the database does) and a
 * unique text column's numbered by a sequence (a `char(2)` holds 99).
 */
function keyRoom(table: CatalogTable, fields: readonly BodyField[]): number | undefined {
  const rooms: number[] = [];
  for (const c of table.columns) {
    const field = fields.find((f) => f.name === c.name);
    if (
      c.kind === 'text' &&
      c.maxLength !== undefined &&
      field?.type === 'secuencia' &&
      isSingleKey(table, c.name)
    )
      rooms.push(Math.max(0, 10 ** Math.min(c.maxLength, 15) - Number(field.options?.start ?? 1)));
  }
  const column =
    table.primaryKey.length === 1 ? table.columns.find((c) => c.name === table.primaryKey[0]) : undefined;
  const field = fields.find((f) => f.name === column?.name);
  if (
    column?.kind === 'integer' &&
    column.integerRange &&
    (field === undefined || field.type === 'secuencia')
  ) {
    const start = field ? Number(field.options?.start ?? 1) : (column.maxValue ?? 0) + 1;
    rooms.push(Math.max(0, column.integerRange[1] - start + 1));
  }
  return rooms.length > 0 ? Math.min(...rooms) : undefined;
}
