import type { ColumnWords, FieldType } from './field-type.js';

/**
 * How a column name is read against column words (field-type.ts,
 * ColumnWords): lower case, accents dropped, camelCase and dashes read as
 * `_`, each of the words a whole word of it.
 */

/** `FechaNacimiento`, `fecha-nacimiento`, `Fecha_Nacimiento` -> `fecha_nacimiento` */
export function normaliseName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** True when `words` (already `_`-joined) appear as whole words of the normalised name. */
export function hasWords(normalised: string, words: string): boolean {
  return `_${normalised}_`.includes(`_${words}_`);
}

/**
 * True when a rule's words name the column: one of its `words` is in one of
 * the column's normalised names (a header and its unnumbered reading, say)
 * and none of its `unless` words is in that name.
 */
export function namesColumn(rule: Pick<ColumnWords, 'words' | 'unless'>, ...names: string[]): boolean {
  return names.some(
    (name) => rule.words.some((w) => hasWords(name, w)) && !rule.unless?.some((w) => hasWords(name, w)),
  );
}

/** A column rule and the field type it reads a column as. */
export interface TypedColumnWords extends ColumnWords {
  readonly type: string;
}

/** Every column rule of `types`, each with its type, by `order` (ties in the types' order). */
export const columnRulesOf = (types: readonly FieldType[]): TypedColumnWords[] =>
  types
    .flatMap((t) => (t.columns ?? []).map((rule) => ({ ...rule, type: t.type })))
    .sort((a, b) => a.order - b.order);
