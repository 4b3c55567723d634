/**
 * How numbers with known bounds are declared exactly, for every typed
 * output (SQL columns, Parquet columns): one owner of the rule, so the two
 * never disagree on a column's type.
 */
import type { NumericRange } from './types.js';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** True when every number of the range is an integer that fits 32 bits. */
export const fitsInt32 = ({ min, max, scale }: NumericRange): boolean =>
  scale === 0 && min >= INT32_MIN && max <= INT32_MAX;

/** Digits of a decimal column: those of its largest bound's integer part, plus its decimals. */
export function decimalPrecision({ min, max, scale }: NumericRange): number {
  return String(Math.trunc(Math.max(Math.abs(min), Math.abs(max)))).length + scale;
}
