/**
 * The order a copy writes tables in: parents before children, as far as
 * foreign keys order them. A table's reference to itself does not count;
 * tables in a cycle come in name order once nothing else can go first (the
 * target's checks wait for the end of the copy, so any order loads).
 */
import type { CatalogTable } from '../catalog.js';

export function parentsFirst(tables: readonly CatalogTable[]): CatalogTable[] {
  const left = [...tables];
  const placed = new Set<string>();
  const order: CatalogTable[] = [];
  while (left.length > 0) {
    const ready = left.findIndex((t) =>
      t.foreignKeys.every(
        (fk) => fk.table === t.name || placed.has(fk.table) || !left.some((o) => o.name === fk.table),
      ),
    );
    const next = left.splice(Math.max(ready, 0), 1)[0]!;
    placed.add(next.name);
    order.push(next);
  }
  return order;
}
