/**
 * PostgreSQL's catalog (pg_catalog) read into the common shape: columns
 * with their declared types, lengths and precision, identity, serial and
 * generated columns, enum labels, keys, foreign keys and CHECK facts.
 */
import type pg from 'pg';
import {
  type Catalog,
  type CatalogColumn,
  type CatalogOptions,
  type CatalogTable,
  INTEGER_RANGES,
  insertTargets,
  type SqlKind,
  TEXT_KEY_DIGITS,
  withExistingMaxima,
} from './catalog.js';
import { assembleTables, type ConstraintRow } from './constraints.js';

const COLUMNS_SQL = `
SELECT c.relname AS table_name, a.attname AS column_name,
       format_type(a.atttypid, a.atttypmod) AS sql_type,
       CASE WHEN t.typtype = 'd' THEN format_type(t.typbasetype, t.typtypmod) END AS domain_base,
       CASE WHEN t.typtype = 'd' THEN bt.typname ELSE t.typname END AS udt,
       CASE WHEN a.atttypmod >= 0 THEN a.atttypmod ELSE t.typtypmod END AS typmod,
       a.attnotnull OR (t.typtype = 'd' AND t.typnotnull) AS not_null,
       pg_get_expr(d.adbin, d.adrelid) AS default_expr,
       a.attidentity AS identity, a.attgenerated AS generated,
       CASE WHEN t.typtype = 'e' THEN
         (SELECT array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid)::text[]
       END AS enum_values,
       CASE WHEN t.typtype = 'd' THEN
         (SELECT array_agg(pg_get_constraintdef(dc.oid)) FROM pg_constraint dc
          WHERE dc.contypid = t.oid AND dc.contype = 'c')::text[]
       END AS domain_checks
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_type bt ON bt.oid = t.typbasetype
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
ORDER BY c.relname, a.attnum`;

const names = (keys: string, rel: string) => `ARRAY(
  SELECT a.attname FROM unnest(${keys}) WITH ORDINALITY k(n, i)
  JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.n ORDER BY k.i)::text[]`;

const CONSTRAINTS_SQL = `
SELECT c.relname AS table_name, con.contype AS kind,
       ${names('con.conkey', 'con.conrelid')} AS columns,
       fc.relname AS ref_table,
       ${names('con.confkey', 'con.confrelid')} AS ref_columns,
       pg_get_constraintdef(con.oid) AS definition
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_class fc ON fc.oid = con.confrelid
WHERE n.nspname = $1 AND con.contype IN ('p', 'u', 'f', 'c')
UNION ALL
SELECT c.relname, 'u', ${names('i.indkey', 'i.indrelid')}, NULL, NULL, pg_get_expr(i.indexprs, i.indrelid)
FROM pg_index i
JOIN pg_class c ON c.oid = i.indrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND i.indisunique AND NOT i.indisprimary`;

/** Partitions of each partitioned table: its key and each partition's bounds. */
const PARTITIONS_SQL = `
SELECT p.relname AS table_name, pg_get_partkeydef(p.oid) AS key,
       pg_get_expr(c.relpartbound, c.oid) AS bound
FROM pg_inherits i
JOIN pg_class c ON c.oid = i.inhrelid
JOIN pg_class p ON p.oid = i.inhparent
JOIN pg_namespace n ON n.oid = p.relnamespace
WHERE n.nspname = $1 AND p.relkind = 'p'`;

/** Plain inheritance (`INHERITS`) within the schema: each child's parents in their order. */
const INHERITS_SQL = `
SELECT c.relname AS table_name, p.relname AS parent
FROM pg_inherits i
JOIN pg_class c ON c.oid = i.inhrelid
JOIN pg_class p ON p.oid = i.inhparent
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_namespace pn ON pn.oid = p.relnamespace
WHERE n.nspname = $1 AND pn.nspname = $1 AND p.relkind = 'r' AND c.relkind = 'r' AND NOT c.relispartition
ORDER BY c.relname, i.inhseqno`;

interface PartitionRow {
  table_name: string;
  key: string;
  bound: string;
}

/**
 * A partitioned table's partitions read as a CHECK on its key column, so
 * that every row finds a partition: RANGE partitions from their lowest
 * bound to their highest, LIST partitions their values. A DEFAULT
 * partition takes any row: no CHECK then.
 */
export function partitionChecks(rows: readonly PartitionRow[]): ConstraintRow[] {
  const checks: ConstraintRow[] = [];
  for (const table of new Set(rows.map((r) => r.table_name))) {
    const own = rows.filter((r) => r.table_name === table);
    if (own.some((r) => /^DEFAULT$/i.test(r.bound.trim()))) continue;
    const key = /^(RANGE|LIST)\s*\(\s*("?)([A-Za-z_][A-Za-z0-9_]*)\2\s*\)$/i.exec(own[0]!.key.trim());
    if (!key) continue;
    const column = `"${key[3]}"`;
    let definition: string | undefined;
    if (key[1]!.toUpperCase() === 'LIST') {
      const values = own.flatMap((r) => /IN \((.*)\)$/i.exec(r.bound)?.[1] ?? []).join(', ');
      if (values) definition = `CHECK (${column} IN (${values}))`;
    } else {
      const bounds = own.map((r) => /FROM \((.+?)\) TO \((.+?)\)$/i.exec(r.bound)).filter((m) => m !== null);
      if (bounds.length === own.length) {
        const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
        const numeric = bounds.every((m) => /^-?\d+(\.\d+)?$/.test(m[1]!) && /^-?\d+(\.\d+)?$/.test(m[2]!));
        const byValue = (a: string, b: string) => (numeric ? Number(a) - Number(b) : order(a, b));
        const lows = bounds
          .map((m) => m[1]!)
          .filter((v) => !/MINVALUE/i.test(v))
          .sort(byValue);
        const highs = bounds
          .map((m) => m[2]!)
          .filter((v) => !/MAXVALUE/i.test(v))
          .sort(byValue);
        const parts = [
          lows.length === bounds.length ? `${column} >= ${lows[0]}` : undefined,
          highs.length === bounds.length ? `${column} < ${highs[highs.length - 1]}` : undefined,
        ].filter(Boolean);
        if (parts.length > 0) definition = `CHECK (${parts.join(' AND ')})`;
      }
    }
    if (definition)
      checks.push({
        table_name: table,
        kind: 'c',
        columns: null,
        ref_table: null,
        ref_columns: null,
        definition,
      });
  }
  return checks;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  sql_type: string;
  domain_base: string | null;
  udt: string;
  typmod: number;
  not_null: boolean;
  default_expr: string | null;
  identity: string;
  generated: string;
  enum_values: string[] | null;
  domain_checks: string[] | null;
}

const KIND_BY_UDT: Readonly<Record<string, SqlKind>> = {
  varchar: 'text',
  bpchar: 'text',
  text: 'text',
  citext: 'text',
  name: 'text',
  int2: 'integer',
  int4: 'integer',
  int8: 'integer',
  numeric: 'decimal',
  float4: 'float',
  float8: 'float',
  bool: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamp',
  uuid: 'uuid',
};

const INTEGER_BY_UDT: Readonly<Record<string, string>> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
};

export async function readPostgresCatalog(
  client: pg.Client,
  schema: string,
  options: CatalogOptions = {},
): Promise<Catalog> {
  const columns = await client.query<ColumnRow>(COLUMNS_SQL, [schema]);
  const constraints = await client.query<ConstraintRow>(CONSTRAINTS_SQL, [schema]);
  const partitions = await client.query<PartitionRow>(PARTITIONS_SQL, [schema]);
  const inheritance = await client.query<{ table_name: string; parent: string }>(INHERITS_SQL, [schema]);
  // A domain's CHECKs hold for every column of the domain: read as that column's own.
  const domainChecks: ConstraintRow[] = columns.rows.flatMap((row) =>
    (row.domain_checks ?? []).map((definition) => ({
      table_name: row.table_name,
      kind: 'c',
      columns: null,
      ref_table: null,
      ref_columns: null,
      definition: definition.replace(/\bVALUE\b/g, `"${row.column_name.replaceAll('"', '""')}"`),
    })),
  );
  const tables: CatalogTable[] = assembleTables(
    columns.rows.map((row) => ({ table: row.table_name, column: columnOf(row) })),
    [...constraints.rows, ...domainChecks, ...partitionChecks(partitions.rows)],
  ).map((table) => {
    const parents = inheritance.rows.filter((r) => r.table_name === table.name).map((r) => r.parent);
    return parents.length === 0 ? table : { ...table, inherits: parents };
  });
  const triggers = await client.query<{ table_name: string; body: string }>(
    `SELECT c.relname AS table_name, p.prosrc AS body FROM pg_trigger t
     JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE n.nspname = $1 AND NOT t.tgisinternal`,
    [schema],
  );
  const names = tables.map((t) => t.name);
  const triggerFilled = triggers.rows.flatMap((t) => insertTargets(t.table_name, t.body, names));
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const withMaxima = await withExistingMaxima(
    tables,
    async (table, column, kind) => {
      const from = `${q(schema)}.${q(table)}`;
      // A char(n) value reads with its padding; the text's numbers are read without it.
      const text = `btrim(${q(column)}::text)`;
      const r = await client.query<{ m: string | null }>(
        kind === 'integer'
          ? `SELECT MAX(${q(column)})::text AS m FROM ${from}`
          : `SELECT MAX(${text}::numeric)::text AS m FROM ${from} WHERE ${text} ~ '^[0-9]{1,${TEXT_KEY_DIGITS}}$'`,
      );
      return r.rows[0]?.m == null ? null : Number(r.rows[0].m);
    },
    options.textKeyMaxima,
  );
  return { dialect: 'postgresql', schema, tables: withMaxima, triggerFilled };
}

function columnOf(row: ColumnRow): CatalogColumn {
  const kind: SqlKind = row.enum_values ? 'text' : (KIND_BY_UDT[row.udt] ?? 'other');
  const typmod = row.typmod;
  const defaultValue = row.default_expr ?? undefined;
  const filledBy =
    row.identity === 'a' || row.identity === 'd'
      ? 'identity'
      : row.generated === 's'
        ? 'generated'
        : defaultValue?.startsWith('nextval(')
          ? 'serial'
          : undefined;
  const integer = INTEGER_BY_UDT[row.udt];
  return {
    name: row.column_name,
    sqlType: row.sql_type,
    baseType: row.udt,
    ...(row.domain_base ? { domainOf: row.domain_base } : {}),
    ...(row.identity === 'a' ? { identityAlways: true } : {}),
    kind,
    ...((row.udt === 'varchar' || row.udt === 'bpchar') && typmod > 4 ? { maxLength: typmod - 4 } : {}),
    ...(row.udt === 'numeric' && typmod > 4
      ? { precision: ((typmod - 4) >> 16) & 0xffff, scale: (typmod - 4) & 0xffff }
      : {}),
    ...(integer ? { integerRange: INTEGER_RANGES[integer] } : {}),
    nullable: !row.not_null,
    ...(defaultValue !== undefined && filledBy !== 'generated' ? { defaultValue } : {}),
    ...(filledBy ? { filledBy } : {}),
    ...(row.enum_values ? { allowed: { values: row.enum_values, from: 'enum' as const } } : {}),
  };
}
