/**
 * The tokens of a name: each run of letters, and the abbreviations "Mª",
 * "M.ª" (with or without a dot after) and "Fco." each read as one token,
 * as the pattern /m\.?ª\.?|fco\.|\p{L}+/giu finds them. Read by hand: a
 * match iterator made two objects a token, on every value of a name
 * column.
 */

const LETTER = /\p{L}/u;

/** Code units of the letter at `at` (2 for one outside the BMP), 0 when none starts there. */
function letterAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a ? 1 : 0;
  if (c >= 0xd800 && c <= 0xdbff && at + 1 < text.length) {
    const low = text.charCodeAt(at + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return LETTER.test(text.slice(at, at + 2)) ? 2 : 0;
  }
  return LETTER.test(text.charAt(at)) ? 1 : 0;
}

const ORDINAL = 0xaa; // ª
const DOT = 0x2e;

/** Where the token starting at `at` ends; `at` when no token starts there. */
export function tokenEnd(text: string, at: number): number {
  const first = letterAt(text, at);
  if (first === 0) return at;
  const c = text.charCodeAt(at) | 0x20;
  if (c === 0x6d) {
    // m, an optional dot, ª, an optional dot.
    let end = at + 1;
    if (text.charCodeAt(end) === DOT) end++;
    if (text.charCodeAt(end) === ORDINAL) {
      end++;
      return text.charCodeAt(end) === DOT ? end + 1 : end;
    }
  } else if (
    c === 0x66 &&
    (text.charCodeAt(at + 1) | 0x20) === 0x63 &&
    (text.charCodeAt(at + 2) | 0x20) === 0x6f &&
    text.charCodeAt(at + 3) === DOT
  )
    return at + 4;
  let end = at + first;
  for (let n = letterAt(text, end); n > 0; n = letterAt(text, end)) end += n;
  return end;
}
