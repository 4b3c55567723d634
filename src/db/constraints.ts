/**
 * Columns and constraint rows, as every catalog reader fetches them, put
 * together into tables: keys, unique sets, foreign keys, and CHECK facts
 * folded into their column (a list of values or a range).
 */
import type { CatalogColumn, CatalogForeignKey, CatalogTable, CheckRange, DateRange } from './catalog.js';
import { readCheck } from './checks.js';

export interface ConstraintRow {
  table_name: string;
  /** p primary key, u unique, f foreign key, c check. */
  kind: string;
  columns: string[] | null;
  ref_table: string | null;
  ref_columns: string[] | null;
  /** CHECK text, for kind c; for kind u, the expressions of an expression index. */
  definition: string | null;
}

export function assembleTables(
  columns: readonly { table: string; column: CatalogColumn }[],
  constraints: readonly ConstraintRow[],
): CatalogTable[] {
  const byTable = new Map<string, CatalogColumn[]>();
  for (const { table, column } of columns) {
    const list = byTable.get(table) ?? [];
    list.push(column);
    byTable.set(table, list);
  }
  return [...byTable].map(([name, tableColumns]) => {
    const own = constraints.filter((c) => c.table_name === name);
    const primaryKey = own.find((c) => c.kind === 'p')?.columns ?? [];
    const seen = new Set([primaryKey.join('\u0000')]);
    const unique: string[][] = [];
    for (const c of own) {
      if (c.kind !== 'u' || !c.columns) continue;
      // An expression index (`lower(email)`) is kept as its columns unique: distinct values
      // give distinct expressions for the usual ones (case, trim), never fewer constraints met.
      const columns = [...new Set([...c.columns, ...columnsIn(c.definition, tableColumns)])];
      if (columns.length === 0) continue;
      const key = columns.join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(columns);
    }
    const foreignKeys: CatalogForeignKey[] = own
      .filter((c) => c.kind === 'f' && c.columns && c.ref_table && c.ref_columns)
      .map((c) => ({ columns: c.columns!, table: c.ref_table!, targetColumns: c.ref_columns! }));
    const otherChecks: string[] = [];
    const folded = new Map<
      string,
      {
        allowed?: CatalogColumn['allowed'];
        checkRange?: CheckRange;
        minLength?: number;
        maxLength?: number;
        dateRange?: DateRange;
        patterns?: readonly string[];
      }
    >();
    for (const c of own) {
      if (c.kind !== 'c' || !c.definition) continue;
      const fact = readCheck(c.definition);
      const column = fact && tableColumns.find((col) => col.name === fact.column);
      if (!fact || !column) {
        otherChecks.push(c.definition);
        continue;
      }
      const facts = folded.get(column.name) ?? {};
      if ('values' in fact) facts.allowed = { values: fact.values, from: 'check' };
      else if ('pattern' in fact) facts.patterns = [...(facts.patterns ?? []), fact.pattern];
      else if ('length' in fact) {
        if (fact.length.min !== undefined) facts.minLength = Math.max(facts.minLength ?? 0, fact.length.min);
        if (fact.length.max !== undefined)
          facts.maxLength = Math.min(facts.maxLength ?? column.maxLength ?? fact.length.max, fact.length.max);
      } else if ('dates' in fact) facts.dateRange = { ...facts.dateRange, ...fact.dates };
      else facts.checkRange = mergeRanges(facts.checkRange, fact.range);
      folded.set(column.name, facts);
    }
    return {
      name,
      columns: tableColumns.map((col) => {
        const facts = folded.get(col.name);
        // An enum type's labels stay when a CHECK narrows nothing more.
        return facts ? { ...col, ...facts, allowed: facts.allowed ?? col.allowed } : col;
      }),
      primaryKey,
      unique,
      foreignKeys,
      otherChecks,
    };
  });
}

function mergeRanges(a: CheckRange | undefined, b: CheckRange): CheckRange {
  return { ...a, ...b };
}

/** The table's columns named in an index expression, in table order. */
export function columnsIn(expression: string | null, columns: readonly CatalogColumn[]): string[] {
  if (!expression) return [];
  const words = new Set(
    [...expression.replace(/'(?:[^']|'')*'/g, '').matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)].map((m) => m[0]),
  );
  return columns.filter((c) => words.has(c.name)).map((c) => c.name);
}
