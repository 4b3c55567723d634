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

/** Runs of zeros by length, for `padded`. */
const ZEROS = Array.from({ length: 33 }, (_, i) => '0'.repeat(i));

/**
 * Zero-padded decimal of `n` in `width` digits (as `padStart` pads): a
 * table of zero runs, since this runs several times for every replaced
 * number and `padStart` builds its filler each time.
 */
export function padded(n: number, width: number): string {
  // Integers past 2^30 are doubles to the engine, and writing a double is
  // slow: one of up to 16 digits (an account) is written as two halves.
  if (n >= 2 ** 30 && n <= Number.MAX_SAFE_INTEGER && Number.isInteger(n)) {
    // Both halves fit 32 bits (2^53 / 10^8 < 2^27): `| 0` keeps them small integers.
    const high = Math.floor(n / 1e8) | 0;
    return padded(high, width - 8) + padded((n - high * 1e8) | 0, 8);
  }
  const text = String(n);
  const missing = width - text.length;
  if (missing <= 0) return text;
  return missing < ZEROS.length ? (ZEROS[missing] as string) + text : text.padStart(width, '0');
}
