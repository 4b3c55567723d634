/**
 * Character-code reading for the validators' hot paths: no regular
 * expressions, slices or number parsing. Reading past the end of a string
 * gives NaN, which every test here turns into "no".
 */

/** Value of the ASCII digit at `index`, or -1 (also past the end). */
export function digitAt(text: string, index: number): number {
  const d = text.charCodeAt(index) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

/** True when the character at `index` is an ASCII capital A-Z. */
export function isCapitalAt(text: string, index: number): boolean {
  const c = text.charCodeAt(index);
  return c >= 65 && c <= 90;
}

/**
 * The number written by the `count` ASCII digits from `start`, or -1 when
 * one of them is not a digit. Up to nine digits, so the value stays a small
 * integer.
 */
export function digitsValue(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const d = digitAt(text, i);
    if (d < 0) return -1;
    value = value * 10 + d;
  }
  return value;
}

/** Luhn's doubled digit: 2d, minus 9 when it has two digits. */
export const luhnDouble = (d: number): number => (d < 5 ? 2 * d : 2 * d - 9);

/** "00".."99" by value, so two-digit answers are not built per call. */
export const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, n) =>
  n < 10 ? `0${n}` : String(n),
);
