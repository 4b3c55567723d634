/**
 * What a copy does with each column: the anonymizer's plan (plan.ts, by
 * the user's `--columns`, the values of a sample, then the name read with
 * its table and SQL type, header-kinds.ts), made to agree along foreign
 * keys. A column and every column that references it (or that it
 * references) get one kind, so a DNI that is a key and the DNI columns
 * that point at it get the same fake and still join; and a key no rule
 * claims stays as it is in its children too. A text column's width goes
 * with its plan: a longer fake is cut to it, unless the column (or one
 * joined to it) holds each value once: then the group's narrowest width
 * goes too, and a fake wider than it is replaced the same way in each of
 * its columns (docs/api.md, Database copy).
 */
import type { DetectLocale } from '../../anonymize/detect.js';
import type { ColumnKindId } from '../../anonymize/kinds/index.js';
import { COLUMN_KINDS } from '../../anonymize/kinds/index.js';
import { type ColumnPlan, planColumn } from '../../anonymize/plan.js';
import { type CatalogColumn, type CatalogTable, isSingleKey } from '../catalog.js';
import { dbLocaleOf } from '../db-locale.js';
import { kindOfDbColumn } from './header-kinds.js';

/** The columns a copy reads and writes: every column but those the database computes itself. */
export const copiedColumns = (table: CatalogTable): CatalogColumn[] =>
  table.columns.filter((c) => c.filledBy !== 'generated');

export interface TablePlan {
  readonly table: CatalogTable;
  readonly columns: readonly CatalogColumn[];
  readonly plans: readonly ColumnPlan[];
}

const id = (table: string, column: string) => `${table}\u0000${column}`;

/**
 * Plans every table's columns from its sample (values by column, in
 * `copiedColumns` order). `given` maps `table.column` or `column` to a kind
 * (null keeps it); columns joined by foreign keys are planned as one.
 */
export function planTables(
  tables: readonly CatalogTable[],
  samples: ReadonlyMap<string, readonly (readonly string[])[]>,
  given: ReadonlyMap<string, ColumnKindId | null>,
  scanText: boolean,
  locale: DetectLocale,
): TablePlan[] {
  const db = dbLocaleOf(locale);
  // Columns joined by a foreign key share one group (union-find over table.column).
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  };
  const linked = new Set<string>();
  for (const table of tables)
    for (const fk of table.foreignKeys)
      fk.columns.forEach((c, i) => {
        linked.add(id(fk.table, fk.targetColumns[i]!)).add(id(table.name, c));
        union(id(fk.table, fk.targetColumns[i]!), id(table.name, c));
      });

  const own = new Map<string, ColumnPlan>();
  for (const table of tables) {
    const columns = copiedColumns(table);
    const sample = samples.get(table.name) ?? [];
    const named = new Map<string, ColumnKindId | null>();
    for (const column of columns) {
      const kind = given.has(`${table.name}.${column.name}`)
        ? given.get(`${table.name}.${column.name}`)
        : given.get(column.name);
      if (kind !== undefined || given.has(`${table.name}.${column.name}`) || given.has(column.name))
        named.set(column.name, kind ?? null);
    }
    columns.forEach((column, i) => {
      // Only text is searched for identifiers: numbers, dates and keys are not free text.
      const scan = scanText && column.kind === 'text' && !linked.has(id(table.name, column.name));
      const header = () => kindOfDbColumn(table, column, db);
      const plan = planColumn(column.name, i, sample[i] ?? [], named, scan, locale, header);
      const width = column.kind === 'text' ? column.maxLength : undefined;
      own.set(id(table.name, column.name), width === undefined ? plan : { ...plan, width });
    });
  }
  // A group takes the kind its first named member has, else the first detected one; none keeps them
  // all. Among names, a key's own name is read before the names of the columns that point at it.
  const groupKind = new Map<string, ColumnPlan>();
  const pointing = new Set(
    tables.flatMap((t) => t.foreignKeys.flatMap((fk) => fk.columns.map((c) => id(t.name, c)))),
  );
  const keysFirst = [...own].sort(([a], [b]) => Number(pointing.has(a)) - Number(pointing.has(b)));
  for (const pass of ['columnas', 'valores', 'cabecera'] as const)
    for (const [key, plan] of keysFirst)
      if (plan.source === pass && plan.kind !== null && !groupKind.has(find(key)))
        groupKind.set(find(key), plan);
  for (const [key, plan] of own)
    if (plan.source === 'columnas' && plan.kind === null && !groupKind.has(find(key)))
      groupKind.set(find(key), plan);

  // A group with a column that holds each value once, and the width of its narrowest text column.
  const uniqueGroups = new Set<string>();
  const narrowest = new Map<string, number>();
  for (const table of tables)
    for (const column of copiedColumns(table)) {
      const root = find(id(table.name, column.name));
      if (isSingleKey(table, column.name)) uniqueGroups.add(root);
      if (column.kind === 'text' && column.maxLength !== undefined)
        narrowest.set(root, Math.min(narrowest.get(root) ?? column.maxLength, column.maxLength));
    }

  return tables.map((table) => {
    const columns = copiedColumns(table);
    const plans = columns.map((column, i): ColumnPlan => {
      const key = id(table.name, column.name);
      const root = find(key);
      const uniqueWidth = uniqueGroups.has(root) ? narrowest.get(root) : undefined;
      const plan = groupPlan(column, i, own.get(key)!, groupKind.get(root));
      return uniqueWidth === undefined ? plan : { ...plan, uniqueWidth };
    });
    return { table, columns, plans };
  });
}

/** A column's plan within its foreign-key group: its own, or the group's kind where they differ. */
function groupPlan(
  column: CatalogColumn,
  i: number,
  mine: ColumnPlan,
  group: ColumnPlan | undefined,
): ColumnPlan {
  if (group === undefined || group.kind === mine.kind) return mine;
  // Linked by a foreign key to a column planned otherwise: the group's plan, so keys still join.
  const width = mine.width === undefined ? {} : { width: mine.width };
  if (group.kind === null)
    return {
      column: column.name,
      key: i,
      kind: null,
      source: group.source,
      action: 'kept as it is',
      scan: false,
      ...width,
    };
  return {
    column: column.name,
    key: i,
    kind: group.kind,
    source: group.source,
    action: COLUMN_KINDS[group.kind].action,
    scan: false,
    ...width,
  };
}
