/**
 * CHECKs over more than one column, read as what each column must do so
 * that every row meets them (docs/api.md, Databases: "CHECKs over several
 * columns"):
 *
 * - `a <= b`, `a < b` (dates or numbers): `a` takes the early part of its
 *   span and `b` the late part, so every row has `a` before `b`;
 * - `(a IS NOT NULL) <> (b IS NOT NULL)` (exactly one set): `a` always
 *   set, `b` left NULL;
 * - `x OR y OR ...`: the cheapest alternative that can hold on every row
 *   (an order, a bound, a value left out, a column always set, one always
 *   NULL), all of its `AND` parts;
 * - `(s = 'v') = (c IS NOT NULL)`: `v` left out of `s`, `c` left NULL;
 * - `jsonb_typeof(c) = 'array'`: arrays in `c` (objects are the default).
 *
 * Anything else is left as written: the database refuses a row that
 * breaks it, and the fill is rolled back.
 */
import type { CatalogColumn, CatalogTable, CheckRange } from './catalog.js';
import { splitAnd, splitTop, stripCheckKeyword, unwrap } from './checks.js';

export interface ColumnDirective {
  /** Never NULL (another column's CHECK needs it set). */
  readonly notNull?: true;
  /** Always NULL: the column is left out of the fill. */
  readonly alwaysNull?: string;
  /** Values the column must not take. */
  readonly exclude?: readonly string[];
  /** The one value the column takes. */
  readonly only?: string;
  /** Bounds from a CHECK that also allows NULL (`c >= 0 OR c IS NULL`). */
  readonly range?: CheckRange;
  /** Early or late part of its span, against the column it is compared with. */
  readonly order?: 'early' | 'late';
  /** What a JSON column's documents are. */
  readonly json?: 'object' | 'array';
  /** The CHECK the directive comes from, for the reason shown in the body. */
  readonly because: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Atom =
  | { readonly kind: 'notNull' | 'isNull'; readonly column: string }
  | { readonly kind: 'exclude' | 'only'; readonly column: string; readonly value: string }
  | { readonly kind: 'range'; readonly column: string; readonly range: CheckRange }
  | { readonly kind: 'order'; readonly early: string; readonly late: string; readonly strict: boolean }
  | { readonly kind: 'json'; readonly column: string; readonly json: 'object' | 'array' }
  | { readonly kind: 'free' };

const IDENT = String.raw`[\`"\[]?([A-Za-z_][A-Za-z0-9_]*)[\`"\]]?`;
const CAST =
  /::\s*"?[A-Za-z_][\w."]*(?:\s+(?:varying|precision|without time zone|with time zone))*(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?/gi;
const NOT_NULL = new RegExp(String.raw`^${IDENT}\s+is\s+not\s+null$`, 'i');
const IS_NULL = new RegExp(String.raw`^${IDENT}\s+is\s+null$`, 'i');
const VALUE = new RegExp(String.raw`^${IDENT}\s*(<>|!=|=)\s*'((?:[^']|'')*)'$`, 'i');
const BOUND = new RegExp(String.raw`^${IDENT}\s*(>=|<=|>|<)\s*\(?(-?\d+(?:\.\d+)?)\)?$`, 'i');
const ORDER = new RegExp(String.raw`^${IDENT}\s*(>=|<=|>|<)\s*${IDENT}$`, 'i');
const JSON_KIND = new RegExp(String.raw`^jsonb?_typeof\s*\(\s*${IDENT}\s*\)\s*=\s*'(object|array)'$`, 'i');
/** `cardinality(c) > 0`: arrays are filled non-empty anyway. */
const NON_EMPTY = new RegExp(
  String.raw`^(?:cardinality|array_length)\s*\(\s*${IDENT}[^)]*\)\s*(?:>\s*0|>=\s*1)$`,
  'i',
);

/** Reads one `AND`-free, `OR`-free part of a CHECK. */
function atomOf(text: string): Atom | undefined {
  const t = unwrap(text);
  let m = NOT_NULL.exec(t);
  if (m) return { kind: 'notNull', column: m[1]! };
  m = IS_NULL.exec(t);
  if (m) return { kind: 'isNull', column: m[1]! };
  m = VALUE.exec(t);
  if (m)
    return { kind: m[2] === '=' ? 'only' : 'exclude', column: m[1]!, value: m[3]!.replaceAll("''", "'") };
  m = JSON_KIND.exec(t);
  if (m) return { kind: 'json', column: m[1]!, json: m[2]!.toLowerCase() === 'array' ? 'array' : 'object' };
  if (NON_EMPTY.test(t)) return { kind: 'free' };
  m = BOUND.exec(t);
  if (m) {
    const n = Number(m[3]);
    const op = m[2]!;
    const range: CheckRange =
      op === '>=' || op === '>' ? { min: n, minExclusive: op === '>' } : { max: n, maxExclusive: op === '<' };
    return { kind: 'range', column: m[1]!, range };
  }
  m = ORDER.exec(t);
  if (m) {
    const op = m[2]!;
    const [early, late] = op === '<' || op === '<=' ? [m[1]!, m[3]!] : [m[3]!, m[1]!];
    return { kind: 'order', early, late, strict: op.length === 1 };
  }
  return undefined;
}

/** What forcing an atom on every row costs (lower is kept), or undefined when it cannot be forced. */
function costOf(atom: Atom, column: (name: string) => CatalogColumn | undefined): number | undefined {
  switch (atom.kind) {
    case 'free':
    case 'json':
      return 0;
    case 'order': {
      const a = column(atom.early);
      const b = column(atom.late);
      if (!a || !b) return undefined;
      const kinds = new Set([a.kind, b.kind]);
      const dates = [...kinds].every((k) => k === 'date' || k === 'timestamp');
      const numbers = [...kinds].every((k) => k === 'integer' || k === 'decimal' || k === 'float');
      return dates || numbers ? 0 : undefined;
    }
    case 'range':
      return column(atom.column) ? 0 : undefined;
    case 'exclude':
    case 'notNull':
      return column(atom.column) ? 1 : undefined;
    case 'only':
      return column(atom.column) ? 2 : undefined;
    case 'isNull': {
      const c = column(atom.column);
      return c?.nullable && (c.defaultValue === undefined || /^null\b/i.test(c.defaultValue)) ? 3 : undefined;
    }
  }
}

/** The directives for each column of the table that its multi-column CHECKs ask. */
export function rowCheckDirectives(table: CatalogTable): Map<string, ColumnDirective> {
  const out = new Map<string, Mutable<ColumnDirective>>();
  const column = (name: string) => table.columns.find((c) => c.name === name);
  for (const check of table.otherChecks) {
    // Casts dropped and parentheses around a lone name too: `((estado)::text = 'a')` -> `(estado = 'a')`.
    let text = stripCheckKeyword(check).replace(CAST, '');
    for (let before = ''; before !== text; ) {
      before = text;
      text = text.replace(/(?<![A-Za-z0-9_])\(\s*([`"[]?[A-Za-z_][A-Za-z0-9_]*[`"\]]?)\s*\)/g, '$1');
    }
    for (const part of splitAnd(unwrap(text))) {
      const atoms = atomsToForce(unwrap(part), column);
      if (!atoms) continue;
      const because = `CHECK ${unwrap(text)}`;
      for (const atom of atoms) apply(out, atom, because, column);
    }
  }
  return out;
}

/** The atoms that, forced on every row, make one `AND` part of a CHECK hold; undefined when none do. */
function atomsToForce(
  part: string,
  column: (name: string) => CatalogColumn | undefined,
): readonly Atom[] | undefined {
  // Exactly one of two set: (a IS NOT NULL) <> (b IS NOT NULL), or with IS NULL on both sides.
  const sides = splitOperator(part, '<>') ?? splitOperator(part, '!=');
  if (sides) {
    const [a, b] = sides.map(atomOf);
    if (a && b && (a.kind === 'notNull' || a.kind === 'isNull') && a.kind === b.kind) {
      for (const [set, unset] of [
        [a.column, b.column],
        [b.column, a.column],
      ] as const) {
        const isNull: Atom = { kind: 'isNull', column: unset };
        if (costOf(isNull, column) !== undefined) return [{ kind: 'notNull', column: set }, isNull];
      }
    }
    return undefined;
  }
  // (s = 'v') = (c IS NOT NULL [AND d IS NOT NULL]): v never taken, and one of the columns left NULL.
  const equal = splitOperator(part, '=');
  if (equal) {
    const left = atomOf(equal[0]);
    const right = splitAnd(unwrap(equal[1])).map(atomOf);
    if (left?.kind === 'only' && right.every((a) => a?.kind === 'notNull')) {
      const nullable = right.find(
        (a) => costOf({ kind: 'isNull', column: (a as { column: string }).column }, column) !== undefined,
      );
      if (nullable && nullable.kind === 'notNull')
        return [
          { kind: 'exclude', column: left.column, value: left.value },
          { kind: 'isNull', column: nullable.column },
        ];
    }
    return undefined;
  }
  const alternatives = splitTop(part, 'or');
  let best: { atoms: Atom[]; cost: number } | undefined;
  for (const alternative of alternatives) {
    const atoms = splitAnd(unwrap(alternative)).map(atomOf);
    if (atoms.some((a) => a === undefined)) continue;
    const costs = (atoms as Atom[]).map((a) => costOf(a, column));
    if (costs.some((c) => c === undefined)) continue;
    const cost = (costs as number[]).reduce((a, b) => a + b, 0);
    if (!best || cost < best.cost) best = { atoms: atoms as Atom[], cost };
  }
  return best?.atoms;
}

/** `left OP right` split at a top-level comparison operator, or undefined. */
function splitOperator(text: string, op: '<>' | '!=' | '='): [string, string] | undefined {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && text.startsWith(op, i)) {
      const before = text[i - 1];
      const after = text[i + op.length];
      // `=` alone, not part of <=, >=, <>, !=.
      if (op === '=' && (before === '<' || before === '>' || before === '!' || after === '>')) continue;
      const left = text.slice(0, i).trim();
      const right = text.slice(i + op.length).trim();
      // Both sides parenthesised: a comparison of two conditions, not of a column and a value.
      if (left.startsWith('(') && right.startsWith('(')) return [left, right];
      return undefined;
    }
  }
  return undefined;
}

function apply(
  out: Map<string, Mutable<ColumnDirective>>,
  atom: Atom,
  because: string,
  column: (name: string) => CatalogColumn | undefined,
) {
  const get = (name: string) => {
    let d = out.get(name);
    if (!d) {
      d = { because };
      out.set(name, d);
    }
    return d;
  };
  switch (atom.kind) {
    case 'free':
      return;
    case 'notNull': {
      const d = get(atom.column);
      if (!d.alwaysNull) d.notNull = true;
      return;
    }
    case 'isNull': {
      const d = get(atom.column);
      if (!d.notNull) d.alwaysNull = because;
      return;
    }
    case 'exclude': {
      const d = get(atom.column);
      d.exclude = [...(d.exclude ?? []), atom.value];
      return;
    }
    case 'only':
      get(atom.column).only = atom.value;
      return;
    case 'range': {
      const d = get(atom.column);
      d.range = { ...d.range, ...atom.range };
      return;
    }
    case 'json':
      get(atom.column).json = atom.json;
      return;
    case 'order': {
      if (!column(atom.early) || !column(atom.late)) return;
      const early = get(atom.early);
      const late = get(atom.late);
      if (!early.order) early.order = 'early';
      if (!late.order) late.order = 'late';
      return;
    }
  }
}
