/**
 * CREATE TABLE for a copy's target that lacks a table: the source's
 * columns (names, types, NOT NULL), primary key, UNIQUE keys and foreign
 * keys, in the target's SQL. Between two databases of the same kind a
 * column keeps its declared type; across kinds it gets the nearest type of
 * its kind. Between two PostgreSQL databases a table that inherits from
 * others is created with INHERITS, its inherited columns left to them.
 * Defaults, CHECKs, indexes, triggers and comments are not
 * copied (docs/api.md, Database copy): a target made beforehand (e.g. with
 * pg_dump --schema-only) is used as it is.
 */
import type { CatalogColumn, CatalogTable } from '../catalog.js';
import type { Dialect } from '../url.js';
import { copiedColumns } from './columns.js';

interface Names {
  readonly quote: (name: string) => string;
  readonly qualified: (table: string) => string;
}

const BINARY = /blob|binary|bytea/i;

function integerType(column: CatalogColumn, from: Dialect, to: Dialect): string {
  if (to === 'sqlite') return 'integer';
  // SQLite's integers are all 64-bit, whatever the column declares.
  if (from === 'sqlite') return 'bigint';
  // An unsigned 64-bit integer goes past a signed bigint: PostgreSQL holds its 20 digits as numeric.
  if (to === 'postgresql' && /\bbigint\b.*\bunsigned\b/i.test(column.sqlType)) return 'numeric(20,0)';
  const max = column.integerRange?.[1] ?? Number.MAX_SAFE_INTEGER;
  if (max <= 32_767) return 'smallint';
  if (max <= 2_147_483_647) return 'integer';
  return 'bigint';
}

/** The column's type in the target's SQL; `keyed` columns of MariaDB/MySQL need a bounded length. */
export function columnType(column: CatalogColumn, from: Dialect, to: Dialect, keyed: boolean): string {
  if (from === to) {
    // A PostgreSQL enum type lives in the source's schema only: its labels go in as text.
    if (to === 'postgresql' && column.allowed?.from === 'enum') return 'text';
    // So does a domain: its base type takes the same values (its CHECKs, like the table's, are not copied).
    if (to === 'postgresql' && column.domainOf !== undefined) return column.domainOf;
    if (to !== 'sqlite' || column.sqlType !== 'any') return column.sqlType;
  }
  const long = to === 'mysql' ? (keyed ? 'varchar(255)' : 'longtext') : 'text';
  switch (column.kind) {
    case 'text':
      return column.maxLength !== undefined ? `varchar(${column.maxLength})` : long;
    case 'integer':
      return integerType(column, from, to);
    case 'decimal':
      if (column.precision !== undefined)
        return `${to === 'mysql' ? 'decimal' : 'numeric'}(${column.precision},${column.scale ?? 0})`;
      return to === 'mysql' ? 'decimal(65,30)' : 'numeric';
    case 'float':
      return to === 'postgresql' ? 'double precision' : to === 'mysql' ? 'double' : 'real';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'timestamp':
      if (to === 'mysql') return 'datetime(6)';
      return to === 'postgresql' && /with time zone|timestamptz/i.test(column.sqlType)
        ? 'timestamptz'
        : 'timestamp';
    case 'uuid':
      return to === 'postgresql' ? 'uuid' : to === 'mysql' ? 'char(36)' : 'text';
    case 'other':
      if (BINARY.test(column.sqlType))
        return to === 'postgresql' ? 'bytea' : to === 'mysql' ? 'longblob' : 'blob';
      return long;
  }
}

/** True when the column's values are bytes (bytea, BLOB, VARBINARY). */
export const isBinary = (column: CatalogColumn) => column.kind === 'other' && BINARY.test(column.sqlType);

const NUMBERED = new Set(['identity', 'serial', 'auto_increment']);

/**
 * The statement creating `table` in the target. Without `withKeys` it has
 * the columns only, and `keyStatements` adds the keys once the rows are in.
 * `parents`: the tables it inherits from, created before it (PostgreSQL to
 * PostgreSQL only; elsewhere it is a plain table with all its columns).
 */
export function createTableSql(
  table: CatalogTable,
  from: Dialect,
  to: Dialect,
  names: Names,
  withKeys = true,
  parents: readonly CatalogTable[] = [],
): string {
  const { quote, qualified } = names;
  const keyed = new Set([
    ...table.primaryKey,
    ...table.unique.flat(),
    ...table.foreignKeys.flatMap((f) => f.columns),
  ]);
  const inherits = from === 'postgresql' && to === 'postgresql' ? parents : [];
  // Columns a parent has come from it, with its type and NOT NULL, as PostgreSQL makes them; one
  // the child holds NOT NULL on its own is declared again, and PostgreSQL merges the two.
  const inheritedNullable = new Map(
    inherits.flatMap((p) => p.columns.map((c) => [c.name, c.nullable] as const)),
  );
  const own = copiedColumns(table).filter(
    (column) =>
      !inheritedNullable.has(column.name) || (inheritedNullable.get(column.name) && !column.nullable),
  );
  const lines = own.map((column) => {
    let type = columnType(column, from, to, keyed.has(column.name));
    const numbered =
      column.kind === 'integer' && column.filledBy !== undefined && NUMBERED.has(column.filledBy);
    if (numbered && to === 'postgresql') type += ' GENERATED BY DEFAULT AS IDENTITY';
    if (numbered && to === 'mysql' && table.primaryKey[0] === column.name) type += ' AUTO_INCREMENT';
    return `${quote(column.name)} ${type}${column.nullable ? '' : ' NOT NULL'}`;
  });
  if (withKeys) lines.push(...keyClauses(table, names).flat());
  const options =
    to === 'mysql'
      ? ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4'
      : inherits.length > 0
        ? ` INHERITS (${inherits.map((p) => qualified(p.name)).join(', ')})`
        : '';
  return `CREATE TABLE ${qualified(table.name)} (\n  ${lines.join(',\n  ')}\n)${options}`;
}

/** The primary and unique keys, then the foreign keys, as clauses of CREATE TABLE. */
function keyClauses(table: CatalogTable, { quote, qualified }: Names): [string[], string[]] {
  const list = (columns: readonly string[]) => columns.map(quote).join(', ');
  const own: string[] = [];
  if (table.primaryKey.length > 0) own.push(`PRIMARY KEY (${list(table.primaryKey)})`);
  for (const unique of table.unique) own.push(`UNIQUE (${list(unique)})`);
  const foreign = table.foreignKeys.map(
    (fk) => `FOREIGN KEY (${list(fk.columns)}) REFERENCES ${qualified(fk.table)} (${list(fk.targetColumns)})`,
  );
  return [own, foreign];
}

/**
 * PostgreSQL: the keys of a table created without them, added after its
 * rows as a restore adds them (one index build from sorted keys is cheaper
 * than an index entry per row written). `own` (primary and unique keys)
 * must run, for every table, before `foreign`, which needs them.
 */
export function keyStatements(table: CatalogTable, names: Names): { own: string[]; foreign: string[] } {
  const [own, foreign] = keyClauses(table, names);
  const alter = (clause: string) => `ALTER TABLE ${names.qualified(table.name)} ADD ${clause}`;
  return { own: own.map(alter), foreign: foreign.map(alter) };
}
