/**
 * The order a copy writes tables in: parents before children, as far as
 * foreign keys order them, and a table another inherits from before that
 * one (it is created with INHERITS). A table's reference to itself does not count;
 * tables in a cycle come in name order once nothing else can go first (the
 * target's checks wait for the end of the copy, so any order loads).
 */
import type { CatalogTable } from '../catalog.js';

export function parentsFirst(tables: readonly CatalogTable[]): CatalogTable[] {
  const left = [...tables];
  const placed = new Set<string>();
  const order: CatalogTable[] = [];
  while (left.length > 0) {
    const waitsFor = (t: CatalogTable, other: string) =>
      other !== t.name && !placed.has(other) && left.some((o) => o.name === other);
    const ready = left.findIndex(
      (t) =>
        !t.foreignKeys.some((fk) => waitsFor(t, fk.table)) &&
        !(t.inherits ?? []).some((parent) => waitsFor(t, parent)),
    );
    // In a cycle of foreign keys, a table whose parents by inheritance are made goes first.
    const fallback = left.findIndex((t) => !(t.inherits ?? []).some((parent) => waitsFor(t, parent)));
    const next = left.splice(ready >= 0 ? ready : Math.max(fallback, 0), 1)[0]!;
    placed.add(next.name);
    order.push(next);
  }
  return order;
}
