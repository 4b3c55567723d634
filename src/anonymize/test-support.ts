/**
 * What the free-text tests of every locale share: a scanner over the column
 * kinds' own replacers, so a test can say "the value in the text gets the
 * fake its column gets" by asking the column's replacer.
 */

import type { KindContext, Replacer } from '../pseudonym/kind.js';
import { type FoundKind, FreeTextScanner, type RowNames } from './free-text.js';
import { COLUMN_KINDS, type ColumnKindId } from './kinds/index.js';

export function freeTextHarness(context: KindContext) {
  const replacers = new Map<ColumnKindId, Replacer>();
  const replacerOf = (kind: ColumnKindId): Replacer => {
    let replacer = replacers.get(kind);
    if (replacer === undefined) {
      replacer = COLUMN_KINDS[kind].create(context);
      replacers.set(kind, replacer);
    }
    return replacer;
  };
  const scanner = new FreeTextScanner(replacerOf, context.locale);
  return {
    /** The text scanned, and how many of each kind were found in it. */
    scan(text: string, names?: RowNames) {
      const found = new Map<FoundKind, number>();
      return { text: scanner.scan(text, names, found), found: Object.fromEntries(found) };
    },
    /** What a column of `kind` writes for `value`. */
    column: (kind: ColumnKindId, value: string) => replacerOf(kind).replace(value).text,
  };
}
