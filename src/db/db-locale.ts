/**
 * The country `db introspect` and `db fill` write for (`--locale`): its
 * field types, the column-name rules that read its schemas and the widths
 * of its values. Spain's are the default; Mexico's words and widths live
 * with Mexico's other facts.
 */
import type { FieldCatalog } from '../bulk/field-catalog.js';
import { DB_NAME_RULES_MX, DB_SPANISH_WORDS_MX, dbWidthMx } from '../countries/mx/db-columns.js';
import { countryOf, DEFAULT_COUNTRY } from '../countries/registry.js';
import { invalidParams } from '../errors/index.js';
import { WIDTH_BY_TYPE } from './field-widths.js';
import { NAME_RULES, type NameRule } from './name-rules.js';

export interface DbLocale {
  readonly code: string;
  readonly fields: FieldCatalog;
  readonly rules: readonly NameRule[];
  /** Characters of a type's values (with these options) in their plain presentation; undefined: any. */
  widthOf(type: string, options?: Readonly<Record<string, unknown>>): number | undefined;
  /**
   * The catalogs of national things (provinces, communities,
   * municipalities, banks) for catalog tables and columns are Spain's:
   * elsewhere those columns take the country's field types.
   */
  readonly nationalCatalogs: boolean;
}

const SPAIN_DB: DbLocale = {
  code: DEFAULT_COUNTRY.code,
  fields: DEFAULT_COUNTRY.fields,
  rules: NAME_RULES,
  widthOf: (type) => WIDTH_BY_TYPE[type],
  nationalCatalogs: true,
};

function mexico(): DbLocale {
  const fields = countryOf('mx')!.fields;
  // The shared rules whose types Mexico has, less Spain's documents and communities.
  const shared = NAME_RULES.filter(
    (rule) =>
      fields.byName.has(rule.type) &&
      rule.type !== 'documento' &&
      !rule.words.some((w) => DB_SPANISH_WORDS_MX.has(w)),
  );
  return {
    code: 'mx',
    fields,
    rules: [...DB_NAME_RULES_MX, ...shared],
    widthOf: (type, options) => dbWidthMx(type, options) ?? WIDTH_BY_TYPE[type],
    nationalCatalogs: false,
  };
}

/** The locales the db commands know. */
export const DB_LOCALES: readonly string[] = ['es', 'mx'];

let mexicoDb: DbLocale | undefined;

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
  if (code === SPAIN_DB.code) return SPAIN_DB;
  if (code === 'mx') {
    mexicoDb ??= mexico();
    return mexicoDb;
  }
  return undefined;
}
