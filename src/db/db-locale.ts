/**
 * The country `db introspect` and `db fill` write for (`--locale`): its
 * field types, the column-name rules that read its schemas and the widths
 * of its values, all read from the country's field types (their `columns`
 * and `width`). Spain's are the default.
 */

import type { Country } from '../countries/country.js';
import { COUNTRIES, countryOf, DEFAULT_COUNTRY } from '../countries/registry.js';
import { invalidParams } from '../errors/index.js';
import { columnRulesOf } from '../fields/column-words.js';
import type { FieldCatalog } from '../fields/field-catalog.js';
import type { NameRule } from './name-rules.js';

export interface DbLocale {
  readonly code: string;
  readonly fields: FieldCatalog;
  /** The column-name rules, in the order they are tried. */
  readonly rules: readonly NameRule[];
  /** Characters of a type's values (with these options) in their plain presentation; undefined: any. */
  widthOf(type: string, options?: Readonly<Record<string, unknown>>): number | undefined;
}

function dbLocaleFor(country: Country): DbLocale {
  const { fields } = country;
  return {
    code: country.code,
    fields,
    rules: columnRulesOf(fields.types),
    widthOf(type, options = {}) {
      const width = fields.byName.get(type)?.width;
      return typeof width === 'function' ? width(options) : width;
    },
  };
}

/** The locales the db commands know: the countries whose field types say which column names they read. */
export const DB_LOCALES: readonly string[] = COUNTRIES.filter((c) =>
  c.fields.types.some((t) => t.columns !== undefined && t.columns.length > 0),
).map((c) => c.code);

const built = new Map<string, DbLocale>();

/** The db rules of `code` (default Spain's); another country than DB_LOCALES' is refused. */
export function dbLocaleOf(code: string | undefined): DbLocale {
  const locale = dbLocale(code);
  if (locale === undefined)
    throw invalidParams({
      parameter: 'locale',
      allowed: DB_LOCALES,
      problem: 'locale_not_served',
      command: 'db',
      value: code,
    });
  return locale;
}

/** The db rules of `code`, or undefined when the db commands do not know that country. */
export function dbLocale(code: string = DEFAULT_COUNTRY.code): DbLocale | undefined {
  const country = countryOf(code);
  if (country === undefined || !DB_LOCALES.includes(code)) return undefined;
  let locale = built.get(code);
  if (locale === undefined) {
    locale = dbLocaleFor(country);
    built.set(code, locale);
  }
  return locale;
}
