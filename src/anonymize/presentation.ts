/**
 * An identifier's presentation is everything but its digits and letters:
 * spaces, dashes, dots, slashes, a leading "+" and the case of each letter.
 * Replacements are computed on the compact form (the ASCII digits and
 * letters, upper-cased) and written back into the input's presentation, so
 * "12.345.678-z" stays "dd.ddd.ddd-l".
 */

/** True when `value` is ASCII digits and capitals only: already compact, nothing to present. */
function isCompact(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false;
  }
  return true;
}

/** The ASCII digits and letters of `value`, letters upper-cased. */
export function significant(value: string): string {
  // Most values arrive compact: no string is built for them.
  if (isCompact(value)) return value;
  const codes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) codes.push(c);
    else if (c >= 97 && c <= 122) codes.push(c - 32);
  }
  return fromCodes(codes);
}

/**
 * `compact` (as many characters as `value` has digits and letters) written
 * into `value`'s presentation: each ASCII digit or letter of `value` takes
 * the next character of `compact`, lower-cased where `value` had a lower-case
 * letter; every other character stays. Built from char codes in one pass:
 * this runs on every replaced identifier.
 */
export function present(value: string, compact: string): string {
  if (isCompact(value)) return compact;
  const codes = new Array<number>(value.length);
  let used = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) codes[i] = compact.charCodeAt(used++);
    else if (c >= 97 && c <= 122) {
      const next = compact.charCodeAt(used++);
      codes[i] = next >= 65 && next <= 90 ? next + 32 : next;
    } else codes[i] = c;
  }
  return fromCodes(codes);
}

/** A string from char codes; spread only while the argument count is safe. */
export const fromCodes = (codes: readonly number[]): string =>
  codes.length <= 4096 ? String.fromCharCode(...codes) : codes.map((c) => String.fromCharCode(c)).join('');

/** Zero-padded decimal of `n` in `width` digits. */
export const padded = (n: number, width: number): string => String(n).padStart(width, '0');
