import { hasWords, namesColumn, normaliseName, type TypedColumnWords } from '../fields/column-words.js';
import type { CatalogColumn, CatalogTable } from './catalog.js';

/**
 * Column name -> field type, as data: a country's field types carry their
 * column words (`columns`, in each country's field-types.ts), and a
 * country's rules are those, tried by their `order`. The first rule whose
 * words appear as whole words of the column name (lower case, accents
 * dropped, camelCase and dashes read as `_`) wins, when its values suit the
 * column's SQL type and fit its length.
 */
export type NameRule = TypedColumnWords;

/** The rules (a country's) that take a column of this name in this table, best first. */
export function rulesFor(column: string, table: string, rules: readonly NameRule[]): NameRule[] {
  const name = normaliseName(column);
  const tableName = normaliseName(table);
  return rules.filter(
    (rule) => namesColumn(rule, name) && (!rule.tables || rule.tables.some((t) => hasWords(tableName, t))),
  );
}

/**
 * A person's lone `name` or `nombre`, with no surname column beside it:
 * it holds the whole name (an artist's, a contact's), not a given name.
 */
export function isLoneName(table: CatalogTable, column: CatalogColumn): boolean {
  return (
    ['name', 'nombre'].includes(column.name.toLowerCase()) &&
    !table.columns.some((c) => c !== column && /apellido|surname|last_?name/i.test(c.name))
  );
}
