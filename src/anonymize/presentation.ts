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
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += value[i];
    else if (c >= 97 && c <= 122) out += String.fromCharCode(c - 32);
  }
  return out;
}

/**
 * `compact` (as many characters as `value` has digits and letters) written
 * into `value`'s presentation: each ASCII digit or letter of `value` takes
 * the next character of `compact`, lower-cased where `value` had a lower-case
 * letter; every other character stays.
 */
export function present(value: string, compact: string): string {
  if (isCompact(value)) return compact;
  let out = '';
  let used = 0;
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const lower = c >= 97 && c <= 122;
    if (!(lower || (c >= 48 && c <= 57) || (c >= 65 && c <= 90))) continue;
    const next = compact[used++]!;
    out += value.slice(from, i) + (lower ? next.toLowerCase() : next);
    from = i + 1;
  }
  return out + value.slice(from);
}

/** Zero-padded decimal of `n` in `width` digits. */
export const padded = (n: number, width: number): string => String(n).padStart(width, '0');
