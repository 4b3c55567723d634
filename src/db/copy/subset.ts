/**
 * `--subset`: a slice of some tables, followed along foreign keys so that
 * nothing dangles (docs/api.md, Database copy).
 *
 * - A table named (`clientes:10%`, `clientes:provincia='Madrid'`) keeps the
 *   rows of its slice: a share chosen by a hash of each row's primary key
 *   (the same rows every run), or the rows a condition in the source's SQL
 *   selects.
 * - A table that references a sliced table (directly or through others)
 *   is sliced too: it keeps the rows whose every reference to a sliced
 *   table finds a kept row (a null reference counts as found).
 * - Every row a kept row references is kept as well, in any table and
 *   transitively (a manager of a manager), even outside its table's slice.
 * - Tables linked to no slice are copied whole.
 *
 * Memory holds the keys of the kept rows of sliced tables (and the values
 * their children reference); rows themselves are streamed, twice for a
 * sliced table (once to choose, once to copy).
 */
import { invalidParams } from '../../errors/index.js';
import type { CatalogTable } from '../catalog.js';
import type { Connection, ReadCell } from '../connection.js';
import { DbError } from '../errors.js';
import { copiedColumns } from './columns.js';

export interface SubsetSpec {
  readonly table: string;
  /** Share of the rows, 0-100 (exclusive of 0). */
  readonly percent?: number;
  /** A condition in the source's SQL. */
  readonly where?: string;
  readonly text: string;
}

/** Which rows of a sliced table are copied. */
export interface RowFilter {
  /** How the table was sliced, for the report: "10%", "WHERE ...", or "follows foreign keys". */
  readonly slice: string;
  readonly where?: string;
  keep(row: readonly ReadCell[]): boolean;
}

export function parseSubset(text: string): SubsetSpec {
  const colon = text.indexOf(':');
  const table = text.slice(0, colon).trim();
  const rest = text.slice(colon + 1).trim();
  const bad = () =>
    invalidParams({
      parameter: 'subset',
      problem: 'bad_subset',
      value: text,
      expected: 'table:10% | table:condition',
    });
  if (colon <= 0 || table === '' || rest === '') throw bad();
  const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(rest);
  if (share) {
    const percent = Number(share[1]);
    if (!(percent > 0 && percent <= 100)) throw bad();
    return { table, percent, text };
  }
  return { table, where: rest, text };
}

/** FNV-1a of a row's key: where it falls in [0, 10000) decides a share. */
function bucket(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 10_000;
}

const tupleOf = (row: readonly ReadCell[], at: readonly number[]): string | undefined => {
  let out = '';
  for (const i of at) {
    const cell = row[i];
    if (cell === null || cell === undefined) return undefined;
    out += `${String(cell)}\u0000`;
  }
  return out;
};

interface Sliced {
  readonly table: CatalogTable;
  readonly names: readonly string[];
  readonly spec?: SubsetSpec;
  /** Columns of the row's identity: the primary key, else the whole row. */
  readonly identity: readonly number[];
  readonly kept: Set<string>;
  /** Kept values of each column list a foreign key references, by the list joined. */
  readonly referenced: Map<string, { readonly at: readonly number[]; readonly values: Set<string> }>;
  /** Values referenced by kept rows but not yet kept, by referenced list. */
  readonly wanted: Map<string, Set<string>>;
  /** The foreign keys to sliced tables: the child's column positions and the parent. */
  readonly parents: { readonly at: readonly number[]; readonly parent: string; readonly list: string }[];
  decided: boolean;
}

/** The filter of every sliced table (none when `specs` is empty); other tables are copied whole. */
export async function selectSubset(
  source: Connection,
  tables: readonly CatalogTable[],
  specs: readonly SubsetSpec[],
): Promise<Map<string, RowFilter>> {
  const filters = new Map<string, RowFilter>();
  if (specs.length === 0) return filters;
  for (const spec of specs)
    if (!tables.some((t) => t.name === spec.table))
      throw invalidParams({ parameter: 'subset', problem: 'unknown_table', value: spec.table });

  // Sliced: the named tables and, transitively, every table that references one.
  const names = new Set(specs.map((s) => s.table));
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables)
      if (!names.has(t.name) && t.foreignKeys.some((fk) => names.has(fk.table))) {
        names.add(t.name);
        grew = true;
      }
  }
  const sliced = new Map<string, Sliced>();
  for (const table of tables) {
    if (!names.has(table.name)) continue;
    const columns = copiedColumns(table).map((c) => c.name);
    const at = (list: readonly string[]) => list.map((c) => columns.indexOf(c));
    const identity = table.primaryKey.length > 0 ? at(table.primaryKey) : columns.map((_, i) => i);
    sliced.set(table.name, {
      table,
      names: columns,
      spec: specs.find((s) => s.table === table.name),
      identity,
      kept: new Set(),
      referenced: new Map(),
      wanted: new Map(),
      parents: [],
      decided: false,
    });
  }
  for (const child of tables)
    for (const fk of child.foreignKeys) {
      const parent = sliced.get(fk.table);
      if (parent === undefined) continue;
      const list = fk.targetColumns.join('\u0000');
      if (!parent.referenced.has(list))
        parent.referenced.set(list, {
          at: fk.targetColumns.map((c) => parent.names.indexOf(c)),
          values: new Set(),
        });
      const mine = sliced.get(child.name);
      if (mine)
        mine.parents.push({ at: fk.columns.map((c) => mine.names.indexOf(c)), parent: fk.table, list });
    }

  const keepRow = (s: Sliced, row: readonly ReadCell[]) => {
    s.kept.add(identityOf(s, row));
    for (const [list, { at, values }] of s.referenced) {
      const value = tupleOf(row, at);
      if (value === undefined) continue;
      values.add(value);
      s.wanted.get(list)?.delete(value);
    }
    for (const { at, parent, list } of s.parents) {
      const value = tupleOf(row, at);
      const p = sliced.get(parent)!;
      if (value === undefined || p.referenced.get(list)!.values.has(value)) continue;
      const wanted = p.wanted.get(list) ?? new Set<string>();
      p.wanted.set(list, wanted.add(value));
    }
  };

  /** True when a table referencing `s` (other than itself) has chosen its rows already. */
  const childrenDecided = (s: Sliced) =>
    [...sliced.values()].some(
      (c) => c !== s && c.decided && c.parents.some((p) => p.parent === s.table.name),
    );
  // Set when a row joins a table whose children have chosen already: they are read again.
  let late = false;
  // Rows kept rows reference, until none is missing (a chain of managers takes one pass a link).
  const closeParents = async () => {
    for (;;) {
      const pending = [...sliced.values()].filter((s) => [...s.wanted.values()].some((w) => w.size > 0));
      if (pending.length === 0) return;
      for (const s of pending) {
        const before = new Map([...s.wanted].map(([list, w]) => [list, new Set(w)]));
        for await (const batch of readAll(source, s, undefined))
          for (const row of batch) {
            if (s.kept.has(identityOf(s, row))) continue;
            const wanted = [...before].some(([list, w]) => {
              const value = tupleOf(row, s.referenced.get(list)!.at);
              return value !== undefined && w.has(value);
            });
            if (wanted) {
              keepRow(s, row);
              late ||= childrenDecided(s);
            }
          }
        // Values no row holds (the source's own orphans) are not looked for again.
        for (const [list, w] of before) for (const value of w) s.wanted.get(list)?.delete(value);
      }
    }
  };

  // Each sliced table's own rows, parents first: a child's choice reads its parents' kept rows,
  // their own parents included. Rows a later table adds to a parent can let more children in:
  // the tables that follow others are read again until no row is added.
  for (let round = 0; ; round++) {
    let added = 0;
    for (const table of tables) {
      const s = sliced.get(table.name);
      if (s === undefined || (round > 0 && s.spec !== undefined)) continue;
      const where = s.spec?.where;
      const percent = s.spec?.percent;
      const before = s.kept.size;
      try {
        for await (const batch of readAll(source, s, where))
          for (const row of batch) {
            if (round > 0 && s.kept.has(identityOf(s, row))) continue;
            let keep: boolean;
            if (s.spec !== undefined)
              keep = percent === undefined || bucket(identityOf(s, row)) < percent * 100;
            else
              keep = s.parents.every(({ at, parent, list }) => {
                const p = sliced.get(parent)!;
                if (parent === s.table.name || !p.decided) return true;
                const value = tupleOf(row, at);
                return value === undefined || p.referenced.get(list)!.values.has(value);
              });
            if (keep) keepRow(s, row);
          }
      } catch (err) {
        // A condition the source refuses is the user's to fix.
        if (err instanceof DbError && where !== undefined)
          throw invalidParams({
            parameter: 'subset',
            problem: 'bad_subset',
            value: s.spec!.text,
            message: err.facts.message,
          });
        throw err;
      }
      s.decided = true;
      await closeParents();
      if (round > 0) added += s.kept.size - before;
    }
    if (!late || (round > 0 && added === 0)) break;
    late = false;
  }

  for (const s of sliced.values())
    filters.set(s.table.name, {
      slice:
        s.spec === undefined
          ? 'follows foreign keys'
          : s.spec.percent !== undefined
            ? `${s.spec.percent}%`
            : `WHERE ${s.spec.where}`,
      keep: (row) => s.kept.has(identityOf(s, row)),
    });
  return filters;
}

/** A row's identity: its primary key (or whole row) as one string; a null in it still tells rows apart. */
const identityOf = (s: Sliced, row: readonly ReadCell[]) => tupleOf(row, s.identity) ?? JSON.stringify(row);

function readAll(source: Connection, s: Sliced, where: string | undefined) {
  return source.read({ table: s.table.name, columns: s.names, where });
}
