import type { ColumnWords } from '../fields/field-type.js';

/**
 * Column name -> field type, as data: a country's field types carry their
 * column words (`columns`, in each country's field-types.ts), and a
 * country's rules are those, tried by their `order`. The first rule whose
 * words appear as whole words of the column name (lower case, accents
 * dropped, camelCase and dashes read as `_`) wins, when its values suit the
 * column's SQL type and fit its length.
 */
export interface NameRule extends ColumnWords {
  readonly type: string;
}

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

/** The rules (a country's) that take a column of this name in this table, best first. */
export function rulesFor(column: string, table: string, rules: readonly NameRule[]): NameRule[] {
  const name = normaliseName(column);
  const tableName = normaliseName(table);
  return rules.filter(
    (rule) =>
      rule.words.some((w) => hasWords(name, w)) &&
      (!rule.tables || rule.tables.some((t) => hasWords(tableName, t))),
  );
}
