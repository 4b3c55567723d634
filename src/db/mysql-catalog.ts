/**
 * MariaDB/MySQL's information_schema read into the common shape: COLUMN_TYPE
 * carries lengths, precision, `unsigned` and ENUM labels; EXTRA carries
 * auto_increment and generated columns; CHECK clauses come from
 * CHECK_CONSTRAINTS (MariaDB names their table; MySQL 8 through
 * TABLE_CONSTRAINTS).
 */
import type { Connection } from 'mysql2/promise';
import {
  type Catalog,
  type CatalogColumn,
  type CatalogOptions,
  INTEGER_RANGES,
  insertTargets,
  type SqlKind,
  TEXT_KEY_DIGITS,
  withExistingMaxima,
} from './catalog.js';
import { assembleTables, type ConstraintRow } from './constraints.js';

const COLUMNS_SQL = `
SELECT TABLE_NAME AS table_name, COLUMN_NAME AS column_name, COLUMN_TYPE AS column_type,
       DATA_TYPE AS data_type, CHARACTER_MAXIMUM_LENGTH AS max_length,
       NUMERIC_PRECISION AS num_precision, NUMERIC_SCALE AS num_scale,
       IS_NULLABLE AS is_nullable, COLUMN_DEFAULT AS column_default, EXTRA AS extra
FROM information_schema.COLUMNS c
WHERE TABLE_SCHEMA = ?
  AND TABLE_NAME IN (SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE')
ORDER BY TABLE_NAME, ORDINAL_POSITION`;

const KEYS_SQL = `
SELECT k.TABLE_NAME AS table_name, k.CONSTRAINT_NAME AS name, t.CONSTRAINT_TYPE AS type,
       k.COLUMN_NAME AS column_name, k.REFERENCED_TABLE_NAME AS ref_table,
       k.REFERENCED_COLUMN_NAME AS ref_column
FROM information_schema.KEY_COLUMN_USAGE k
JOIN information_schema.TABLE_CONSTRAINTS t
  ON t.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND t.TABLE_NAME = k.TABLE_NAME
 AND t.CONSTRAINT_NAME = k.CONSTRAINT_NAME
WHERE k.TABLE_SCHEMA = ? AND t.CONSTRAINT_TYPE IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`;

const CHECKS_MARIADB_SQL = `
SELECT TABLE_NAME AS table_name, CHECK_CLAUSE AS clause
FROM information_schema.CHECK_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = ?`;

const CHECKS_MYSQL_SQL = `
SELECT t.TABLE_NAME AS table_name, c.CHECK_CLAUSE AS clause
FROM information_schema.CHECK_CONSTRAINTS c
JOIN information_schema.TABLE_CONSTRAINTS t
  ON t.CONSTRAINT_SCHEMA = c.CONSTRAINT_SCHEMA AND t.CONSTRAINT_NAME = c.CONSTRAINT_NAME
 AND t.CONSTRAINT_TYPE = 'CHECK'
WHERE c.CONSTRAINT_SCHEMA = ?`;

interface ColumnRow {
  table_name: string;
  column_name: string;
  column_type: string;
  data_type: string;
  max_length: number | string | null;
  num_precision: number | string | null;
  num_scale: number | string | null;
  is_nullable: string;
  column_default: string | null;
  extra: string;
}

const KIND_BY_TYPE: Readonly<Record<string, SqlKind>> = {
  char: 'text',
  varchar: 'text',
  tinytext: 'text',
  text: 'text',
  mediumtext: 'text',
  longtext: 'text',
  enum: 'text',
  tinyint: 'integer',
  smallint: 'integer',
  mediumint: 'integer',
  int: 'integer',
  bigint: 'integer',
  decimal: 'decimal',
  float: 'float',
  double: 'float',
  date: 'date',
  datetime: 'timestamp',
  timestamp: 'timestamp',
};

const INTEGER_NAME: Readonly<Record<string, string>> = {
  tinyint: 'tinyint',
  smallint: 'smallint',
  mediumint: 'mediumint',
  int: 'integer',
  bigint: 'bigint',
};

type Rows<T> = [T[], unknown];

export async function readMysqlCatalog(
  conn: Connection,
  database: string,
  options: CatalogOptions = {},
): Promise<Catalog> {
  const [columns] = (await conn.query(COLUMNS_SQL, [database, database])) as Rows<ColumnRow>;
  const [keys] = (await conn.query(KEYS_SQL, [database])) as Rows<{
    table_name: string;
    name: string;
    type: string;
    column_name: string;
    ref_table: string | null;
    ref_column: string | null;
  }>;
  let checks: { table_name: string; clause: string }[];
  try {
    [checks] = (await conn.query(CHECKS_MARIADB_SQL, [database])) as Rows<{
      table_name: string;
      clause: string;
    }>;
  } catch {
    [checks] = (await conn.query(CHECKS_MYSQL_SQL, [database])) as Rows<{
      table_name: string;
      clause: string;
    }>;
  }
  const constraints = new Map<string, ConstraintRow>();
  for (const key of keys) {
    const id = `${key.table_name}\u0000${key.name}`;
    const row = constraints.get(id) ?? {
      table_name: key.table_name,
      kind: key.type === 'PRIMARY KEY' ? 'p' : key.type === 'UNIQUE' ? 'u' : 'f',
      columns: [],
      ref_table: key.ref_table,
      ref_columns: key.type === 'FOREIGN KEY' ? [] : null,
      definition: null,
    };
    row.columns!.push(key.column_name);
    if (key.ref_column) row.ref_columns?.push(key.ref_column);
    constraints.set(id, row);
  }
  const checkRows: ConstraintRow[] = checks.map((c) => ({
    table_name: c.table_name,
    kind: 'c',
    columns: null,
    ref_table: null,
    ref_columns: null,
    definition: c.clause,
  }));
  const tables = assembleTables(
    columns.map((row) => ({ table: row.table_name, column: columnOf(row) })),
    [...constraints.values(), ...checkRows],
  );
  const [triggers] = (await conn.query(
    'SELECT EVENT_OBJECT_TABLE AS table_name, ACTION_STATEMENT AS body FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
    [database],
  )) as Rows<{ table_name: string; body: string }>;
  const names = tables.map((t) => t.name);
  const triggerFilled = triggers.flatMap((t) => insertTargets(t.table_name, t.body, names));
  const q = (name: string) => `\`${name.replaceAll('`', '``')}\``;
  const withMaxima = await withExistingMaxima(
    tables,
    async (table, column, kind) => {
      const text = `TRIM(${q(column)})`;
      const [rows] = (await conn.query(
        kind === 'integer'
          ? `SELECT MAX(${q(column)}) AS m FROM ${q(table)}`
          : `SELECT MAX(CAST(${text} AS UNSIGNED)) AS m FROM ${q(table)} WHERE ${text} REGEXP '^[0-9]{1,${TEXT_KEY_DIGITS}}$'`,
      )) as Rows<{
        m: string | number | null;
      }>;
      return rows[0]?.m == null ? null : Number(rows[0].m);
    },
    options.textKeyMaxima,
  );
  return { dialect: 'mysql', schema: database, tables: withMaxima, triggerFilled };
}

function columnOf(row: ColumnRow): CatalogColumn {
  const type = row.data_type.toLowerCase();
  const columnType = row.column_type.toLowerCase();
  const boolean = columnType === 'tinyint(1)' || type === 'bool' || type === 'boolean';
  const kind: SqlKind = boolean ? 'boolean' : (KIND_BY_TYPE[type] ?? 'other');
  const extra = row.extra.toLowerCase();
  const filledBy = extra.includes('auto_increment')
    ? 'auto_increment'
    : extra.includes('generated')
      ? 'generated'
      : undefined;
  // MariaDB reports "no default" on a nullable column as the text NULL.
  const defaultValue =
    row.column_default === null || row.column_default === 'NULL' ? undefined : row.column_default;
  const integer = !boolean ? INTEGER_NAME[type] : undefined;
  let integerRange = integer ? INTEGER_RANGES[integer] : undefined;
  if (integerRange && columnType.includes('unsigned'))
    integerRange = [0, Math.min(Number.MAX_SAFE_INTEGER, integerRange[1] * 2 + 1)];
  const enumValues = type === 'enum' ? enumLabels(row.column_type) : undefined;
  return {
    name: row.column_name,
    sqlType: row.column_type,
    kind,
    ...(kind === 'text' && row.max_length !== null && type !== 'enum' && Number(row.max_length) < 65_536
      ? { maxLength: Number(row.max_length) }
      : {}),
    ...(type === 'decimal' ? { precision: Number(row.num_precision), scale: Number(row.num_scale) } : {}),
    ...(integerRange ? { integerRange } : {}),
    nullable: row.is_nullable === 'YES',
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...(filledBy ? { filledBy } : {}),
    ...(enumValues ? { allowed: { values: enumValues, from: 'enum' as const } } : {}),
  };
}

/** enum('a','it''s') -> ['a', "it's"] */
function enumLabels(columnType: string): string[] {
  return [...columnType.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}
