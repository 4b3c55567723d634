/**
 * A database's catalog -> a dataset body (docs/api.md, Datasets) that a person can
 * read and edit: each field says the column's SQL (`sql`) and why it got
 * its type (`why`); columns the database fills, or no type can write, are
 * listed under `skipped` with the reason. `db fill` reads the same body
 * back, with those annotations dropped.
 */
import type { Catalog, CatalogColumn, CatalogForeignKey, CatalogTable } from './catalog.js';
import { mapColumn } from './column-types.js';
import { DbError } from './errors.js';

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

export interface BodyTable {
  readonly name: string;
  readonly count: number;
  readonly primaryKey?: readonly string[];
  readonly fields: readonly BodyField[];
  readonly skipped?: readonly SkippedColumn[];
}

export interface IntrospectedBody {
  readonly tables: readonly BodyTable[];
}

export interface IntrospectOptions {
  readonly rows?: number;
  /** Only these tables (foreign keys to tables left out are not filled). */
  readonly tables?: readonly string[];
}

export function datasetBody(catalog: Catalog, options: IntrospectOptions = {}): IntrospectedBody {
  const { rows = DEFAULT_ROWS } = options;
  const selected = selectTables(catalog, options.tables);
  const names = new Set(selected.map((t) => t.name));
  // Columns some foreign key of the selection points at: a database-numbered key among them is numbered here.
  const referenced = new Set<string>();
  for (const t of selected)
    for (const fk of t.foreignKeys)
      if (names.has(fk.table)) for (const c of fk.targetColumns) referenced.add(`${fk.table}.${c}`);
  const tables = selected.map((table) => tableBody(table, { rows, names, referenced }));
  return { tables };
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
  context: { rows: number; names: ReadonlySet<string>; referenced: ReadonlySet<string> },
): BodyTable {
  const fields: BodyField[] = [];
  const skipped: SkippedColumn[] = [];
  const referencing = foreignKeyOfColumn(table, context.names);
  for (const column of table.columns) {
    const sql = describeColumn(table, column);
    const outcome = fieldOf(table, column, referencing.get(column.name), context);
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
  return {
    name: table.name,
    count: context.rows,
    ...(primaryKey ? { primaryKey } : {}),
    fields,
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

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

function replaceWhy(fields: BodyField[], name: string, more: string) {
  const i = fields.findIndex((f) => f.name === name);
  fields[i] = { ...fields[i]!, why: `${fields[i]!.why}${more}` };
}

type FieldOutcome = Omit<BodyField, 'name' | 'sql'> | { readonly skip: string };

function fieldOf(
  table: CatalogTable,
  column: CatalogColumn,
  reference: { fk: CatalogForeignKey; index: number } | undefined,
  context: { rows: number; referenced: ReadonlySet<string> },
): FieldOutcome {
  const singleKey =
    (table.primaryKey.length === 1 && table.primaryKey[0] === column.name) ||
    table.unique.some((u) => u.length === 1 && u[0] === column.name);
  const inKey = table.primaryKey.includes(column.name);
  const unique = singleKey ? { unique: true } : {};
  const nullable = column.nullable && !inKey ? { nullable: NULL_SHARE } : {};
  if (column.filledBy === 'generated') return { skip: 'generated column: the database computes it' };
  if (column.filledBy) {
    if (!context.referenced.has(`${table.name}.${column.name}`))
      return { skip: `${column.filledBy} column: the database numbers it` };
    return {
      type: 'secuencia',
      ...unique,
      why: `${column.filledBy} column that foreign keys point at: numbered here so that rows can refer to it (fill moves the database's counter past the numbers used)`,
    };
  }
  if (singleKey && column.defaultValue !== undefined && !reference)
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
  const mapped = mapColumn(column, table.name, {
    unique: singleKey || (inKey && column.kind === 'integer'),
    rows: context.rows,
  });
  if ('skip' in mapped) return mapped;
  return { ...mapped, ...unique, ...nullable };
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
