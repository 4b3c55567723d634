/**
 * What a row's place cells (postal code, municipality, province...) became,
 * kept by the cells themselves: one map level a cell, so no key string is
 * built, flattened and hashed on every row (far fewer places than rows). A
 * text and a number stay apart ("07714" is not 7714); every cell that is
 * neither (empty, null) counts as one. Forgotten all at once when full, so
 * memory stays flat whatever the extract holds.
 */
type Level = Map<string | number | undefined, unknown>;

const cellKey = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

export class CellsMemo<V extends object> {
  private root: Level = new Map();
  private size = 0;

  constructor(private readonly limit = 50_000) {}

  /** The value kept for `cells[keys[0]], cells[keys[1]]...`, else `compute()`'s, kept. */
  get(
    cells: Readonly<Record<string | number, unknown>>,
    keys: readonly (string | number)[],
    compute: () => V,
  ): V {
    let level: Level | undefined = this.root;
    const last = keys.length - 1;
    for (let i = 0; i < last && level !== undefined; i++)
      level = level.get(cellKey(cells[keys[i]!])) as Level | undefined;
    const found = level?.get(cellKey(cells[keys[last]!])) as V | undefined;
    if (found !== undefined) return found;
    const value = compute();
    if (this.size >= this.limit) {
      this.root = new Map();
      this.size = 0;
    }
    let into = this.root;
    for (let i = 0; i < last; i++) {
      const key = cellKey(cells[keys[i]!]);
      let next = into.get(key) as Level | undefined;
      if (next === undefined) {
        next = new Map();
        into.set(key, next);
      }
      into = next;
    }
    into.set(cellKey(cells[keys[last]!]), value);
    this.size++;
    return value;
  }
}
