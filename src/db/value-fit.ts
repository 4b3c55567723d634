/**
 * Values checked against their column on the way in, so that what reaches
 * the database fits it: free text longer than the column is cut at a whole
 * word (a shorter street name is still a street name), a place becomes
 * another real place that fits (never a cut one); any other value that does not fit —
 * a code longer than the column, a number beyond its type or precision, a
 * value outside its enum or CHECK list — stops the table before the
 * database sees it, naming the row and the column.
 */
import type { Cell } from '../export/types.js';
import type { CatalogColumn } from './catalog.js';
import { patternFit } from './pattern-fit.js';
import { cutAtWord, fittingPlace, PLACE_TYPES } from './place-fit.js';

/** The cell as it goes in, or a sentence saying why it cannot. */
export type Fit = (cell: Cell) => Cell | Misfit;

export class Misfit {
  constructor(readonly problem: string) {}
}

/**
 * A check for one column filled by one field type, or undefined when every
 * value fits; `cuttable`: the type's values are free text that may be cut.
 */
export function fitFor(column: CatalogColumn, fieldType: string, cuttable: boolean): Fit | undefined {
  const checks: Fit[] = [];
  const { maxLength, allowed } = column;
  if (column.kind === 'text' && maxLength !== undefined) {
    const cut = cuttable;
    const place = PLACE_TYPES.has(fieldType);
    const placeMemo = new Map<string, string>();
    checks.push((cell) => {
      if (cell === null) return cell;
      // Most cells are text already: String() of a string still costs a call on every row.
      const text = typeof cell === 'string' ? cell : String(cell);
      if (text.length <= maxLength) return cell;
      // Lengths count characters: code points, as the databases do.
      const chars = [...text];
      if (chars.length <= maxLength) return cell;
      if (place) {
        let fitted = placeMemo.get(text);
        if (fitted === undefined) {
          fitted = fittingPlace(fieldType, text, maxLength) ?? chars.slice(0, maxLength).join('');
          placeMemo.set(text, fitted);
        }
        return fitted;
      }
      if (cut) return cutAtWord(text, maxLength);
      return new Misfit(`${chars.length} characters do not fit ${column.sqlType}`);
    });
  }
  for (const pattern of column.patterns ?? []) {
    const toPattern = patternFit(pattern, maxLength);
    if (toPattern) checks.push((cell) => (cell === null ? cell : toPattern(String(cell))));
  }
  if (allowed) {
    const values = new Set(allowed.values);
    checks.push((cell) =>
      cell === null || values.has(String(cell))
        ? cell
        : new Misfit(`not one of the values of ${column.sqlType}`),
    );
  }
  const limit = numericLimit(column);
  if (limit !== undefined) {
    checks.push((cell) => {
      if (typeof cell !== 'number') return cell;
      return Math.abs(cell) <= limit ? cell : new Misfit(`${cell} does not fit ${column.sqlType}`);
    });
  }
  if (column.integerRange) {
    const [lo, hi] = column.integerRange;
    checks.push((cell) =>
      typeof cell !== 'number' || (Number.isInteger(cell) && cell >= lo && cell <= hi)
        ? cell
        : new Misfit(`${cell} does not fit ${column.sqlType}`),
    );
  }
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (cell) => {
    let value: Cell | Misfit = cell;
    for (const check of checks) {
      value = check(value as Cell);
      if (value instanceof Misfit) return value;
    }
    return value;
  };
}

/** Largest magnitude numeric(p,s) holds. */
function numericLimit(column: CatalogColumn): number | undefined {
  if (column.kind !== 'decimal' || !column.precision) return undefined;
  const scale = column.scale ?? 0;
  return 10 ** (column.precision - scale) - 10 ** -scale;
}
