/**
 * SQL exporter. Dialect `ansi` (the default) is docs/api.md, Export formats to the letter:
 * one `INSERT INTO "t" ("a", "b") VALUES (...);` per row and per line,
 * identifiers in double quotes, strings in single quotes with `''`, NULL,
 * TRUE/FALSE; with `createTable` a `CREATE TABLE` comes first, NOT NULL on
 * every column that is not nullable. The other dialects (sql-dialects.ts)
 * group rows into multi-row INSERTs that load far faster.
 *
 * A multi-row statement starts at every row whose index in the whole
 * output is a multiple of ROWS_PER_INSERT, and `end` closes the last one,
 * so the text does not depend on how the caller cut the rows into batches.
 * NaN and Infinity, which SQL has no literal for, are written as NULL.
 */

import { decimalPrecision, fitsInt32 } from './exact-numbers.js';
import { MEDIA_TYPES, utf8 } from './media-types.js';
import { SQL_DIALECT_RULES, type SqlDialectRules } from './sql-dialects.js';
import type { Cell, Column, Exporter, ExportOptions, NumericRange } from './types.js';

interface Prepared {
  readonly dialect: string;
  readonly table: string;
  readonly rules: SqlDialectRules;
  /** `INSERT INTO "t" ("a", "b") VALUES` */
  readonly insert: string;
}

const CACHE = new WeakMap<readonly Column[], Prepared>();

function prepare(columns: readonly Column[], options: ExportOptions): Prepared {
  const cached = CACHE.get(columns);
  if (cached?.dialect === options.dialect && cached.table === options.table) return cached;
  const rules = SQL_DIALECT_RULES[options.dialect];
  const names = columns.map((c) => rules.identifier(c.name)).join(', ');
  const prepared = {
    dialect: options.dialect,
    table: options.table,
    rules,
    insert: `INSERT INTO ${rules.identifier(options.table)} (${names}) VALUES`,
  };
  CACHE.set(columns, prepared);
  return prepared;
}

/** A cell past the end of a short row reads as NULL. */
function sqlValue(cell: Cell | undefined, rules: SqlDialectRules): string {
  if (typeof cell === 'string') return rules.string(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : 'NULL';
  if (cell === true) return rules.true;
  if (cell === false) return rules.false;
  return 'NULL';
}

/** The exact type of numbers within `range`: INTEGER or BIGINT by range, else NUMERIC(p, s). */
function numericType(range: NumericRange, rules: SqlDialectRules): string {
  if (range.scale === 0) return fitsInt32(range) ? rules.int32 : rules.types.integer;
  return rules.exact(decimalPrecision(range), range.scale);
}

/** A column's SQL type: from its number bounds when known, else from its kind. */
function columnType(c: Column, rules: SqlDialectRules): string {
  if (c.kind === 'text') return c.key ? rules.keyText : rules.types.text;
  if (c.numeric && (c.kind === 'integer' || c.kind === 'decimal')) return numericType(c.numeric, rules);
  return rules.types[c.kind];
}

/** Keys of a table beyond its columns' own UNIQUE (datasets). */
export interface TableKeys {
  readonly primaryKey: readonly string[];
  readonly foreignKeys: readonly {
    readonly field: string;
    readonly table: string;
    readonly targetField: string;
  }[];
}

/**
 * CREATE TABLE: columns with NOT NULL where never null, then PRIMARY KEY,
 * UNIQUE per unique column and FOREIGN KEY ... REFERENCES, as table
 * constraints, which every dialect spells the same way.
 */
export function createTable(
  table: string,
  columns: readonly Column[],
  rules: SqlDialectRules,
  keys: TableKeys = { primaryKey: [], foreignKeys: [] },
): string {
  const id = rules.identifier;
  const list = (names: readonly string[]) => names.map(id).join(', ');
  const lines = columns.map((c) => {
    const type = columnType(c, rules);
    return `  ${id(c.name)} ${type}${c.nullable ? '' : ' NOT NULL'}`;
  });
  if (keys.primaryKey.length > 0) lines.push(`  PRIMARY KEY (${list(keys.primaryKey)})`);
  const filtered = columns.filter((c) => c.unique && c.nullable && rules.oneNullUnique);
  for (const c of columns) if (c.unique && !filtered.includes(c)) lines.push(`  UNIQUE (${id(c.name)})`);
  for (const fk of keys.foreignKeys)
    lines.push(`  FOREIGN KEY (${id(fk.field)}) REFERENCES ${id(fk.table)} (${id(fk.targetField)})`);
  const indexes = filtered.map(
    (c) =>
      `CREATE UNIQUE INDEX ${id(`ux_${table}_${c.name}`)} ON ${id(table)} (${id(c.name)}) WHERE ${id(c.name)} IS NOT NULL;\n`,
  );
  return `CREATE TABLE ${id(table)} (\n${lines.join(',\n')}\n)${rules.tableOptions};\n${indexes.join('')}`;
}

export const SQL_EXPORTER: Exporter = {
  format: 'sql',
  contentType: utf8(MEDIA_TYPES.sql),
  fileExtension: 'sql',
  begin(columns, options) {
    if (options.continuation) return '';
    const { rules } = prepare(columns, options);
    return rules.preamble + (options.createTable ? createTable(options.table, columns, rules) : '');
  },
  rows(columns, batch, firstIndex, options) {
    const { rules, insert } = prepare(columns, options);
    const perInsert = rules.rowsPerInsert;
    const offset = options.rowOffset ?? 0;
    const width = columns.length;
    let out = '';
    let index = firstIndex - 1;
    for (const row of batch) {
      index++;
      let tuple = `(${sqlValue(row[0], rules)}`;
      for (let j = 1; j < width; j++) tuple += `, ${sqlValue(row[j], rules)}`;
      tuple += ')';
      if (perInsert === 1) {
        out += `${insert} ${tuple};\n`;
        continue;
      }
      // Statements follow the row's index in the whole sequence, so pages
      // cut at multiples of ROWS_PER_INSERT concatenate into the whole.
      const global = offset + index;
      out += (index === 0 || global % perInsert === 0 ? `${insert}\n  ` : ',\n  ') + tuple;
      if ((global + 1) % perInsert === 0) out += ';\n';
    }
    return out;
  },
  end(columns, totalRows, options) {
    const { rules } = prepare(columns, options);
    return totalRows === 0 || ((options.rowOffset ?? 0) + totalRows) % rules.rowsPerInsert === 0 ? '' : ';\n';
  },
};
