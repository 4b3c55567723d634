/**
 * The compact form shared by identifiers (docs/api.md, Validation): ASCII letters upper
 * case; Unicode space separators, dots, dashes and slashes removed; anything
 * else kept so that validation can reject it. One pass over char codes: this
 * runs on every validation, often several times under `kind: auto`.
 */
const SPACE_SEPARATOR = /\p{Zs}/u;

/**
 * The common upper-case compaction as one shared function: formats that use
 * it name it as their `compact`, so `kind: auto` compacts a value once for
 * all of them.
 */
export const compactUpper = (value: string): string => compactIdentifier(value);

export function compactIdentifier(value: string, upperCase = true): string {
  let out = '';
  let start = 0; // start of the pending run copied unchanged
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const lower = upperCase && c >= 97 && c <= 122;
    const drop = c === 32 || c === 46 || c === 47 || c === 45 || (c > 127 && SPACE_SEPARATOR.test(value[i]!));
    if (!lower && !drop) continue;
    out += value.slice(start, i);
    if (lower) out += String.fromCharCode(c - 32);
    start = i + 1;
  }
  return start === 0 ? value : out + value.slice(start);
}
