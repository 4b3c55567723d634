/**
 * The normalized form names are keyed on, and the presentation a fake is
 * written back in. "García", "GARCIA" and "garcia" fold to one key, so they
 * get one fake; the fake then follows each input's own case and accents
 * ("Pérez", "PEREZ", "perez").
 */

/** True when `text` has a letter outside ASCII (an accent, ñ, ç). */
export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/**
 * Lower case, accents and spacing dropped: "  GARCÍA " -> "garcia". ASCII
 * text has nothing to decompose: it is only lower-cased (most names and
 * notes are ASCII, and this runs on every one).
 */
export function fold(word: string): string {
  if (!hasNonAscii(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const titleCase = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const stripAccents = (word: string): string =>
  hasNonAscii(word) ? word.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : word;

export type CasePattern = 'title' | 'upper' | 'lower';

/** How a word is cased; anything irregular ("McDonald") is written in title case. */
export function casePattern(word: string): CasePattern {
  const upper = word.toUpperCase();
  const lower = word.toLowerCase();
  if (upper === lower) return 'title';
  if (word === upper && word.length > 1) return 'upper';
  if (word === lower) return 'lower';
  return 'title';
}

export const inCase = (word: string, pattern: CasePattern): string =>
  pattern === 'upper' ? word.toUpperCase() : pattern === 'lower' ? word.toLowerCase() : titleCase(word);

/**
 * Whether a value's fakes are written without accents: a word with an
 * accent says its system writes them; an ASCII word whose listed form has
 * one ("Garcia") says it drops them. When no word tells, an all-capitals
 * value is taken for a legacy system without accents.
 */
export function dropsAccents(words: readonly { text: string; listed: string | undefined }[]): boolean {
  let accents = false;
  let stripped = false;
  for (const { text, listed } of words) {
    if (hasNonAscii(text)) accents = true;
    else if (listed !== undefined && hasNonAscii(listed)) stripped = true;
  }
  if (accents) return false;
  if (stripped) return true;
  return inCapitals(words.map((w) => w.text));
}

/** Whether words, taken together, are written in capitals (more than one letter): `dropsAccents`' last word. */
export function inCapitals(texts: readonly string[]): boolean {
  const all = texts.join('');
  return all.length > 1 && all === all.toUpperCase() && all !== all.toLowerCase();
}
