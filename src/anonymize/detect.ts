/**
 * Which kind a column holds, when the user does not say: by its values,
 * then by its header. Header words are the locale's field types' column
 * words, each type naming its anonymizer kind; value detection asks the
 * domain validators (`kind: auto`) about a sample of the column and claims a
 * kind when most non-empty values are valid of it.
 */
import { countryOf, DEFAULT_COUNTRY } from '../countries/registry.js';
import { validateValue } from '../countries/validate.js';
import { validateIban } from '../domain/iban/iban.js';
import type { Kind } from '../domain/validation.js';
import { namesColumn, normaliseName } from '../fields/column-words.js';
import type { FieldType } from '../fields/field-type.js';
import { isCardNumber } from './kinds/card.js';
import { type ColumnKindId, isColumnKindId } from './kinds/index.js';

export type DetectLocale = 'es' | 'pt' | 'mx';

export interface HeaderRule {
  readonly words: readonly string[];
  readonly unless?: readonly string[];
  /** null: the column is claimed and kept (a company's name), not left to later rules. */
  readonly kind: ColumnKindId | null;
  readonly order: number;
}

/**
 * A field type's (or one of its rules') anonymizer kind, checked against
 * the kinds there are: null keeps the column, undefined claims nothing.
 */
export function kindOf(name: string | null | undefined, type: string): ColumnKindId | null | undefined {
  if (name === undefined || name === null) return name;
  if (!isColumnKindId(name)) throw new Error(`field type ${type}: no anonymizer kind ${name}`);
  return name;
}

/**
 * A locale's header rules, read from its country's field types: the
 * column words `db introspect` and `db fill` read (docs/api.md, Live
 * databases) name the type's anonymizer kind, or the rule's own. A type
 * the anonymizer has no kind for claims no header, so its words leave a
 * header to the other rules (in doubt a column is replaced: a `user_name`
 * as a name); a rule whose kind is null claims it and keeps it. Rules that need a table name are left out: an extract has
 * none. Tried by `order`, as the db commands try them.
 */
export function headerRulesOf(types: readonly FieldType[]): HeaderRule[] {
  return types
    .flatMap((type) =>
      (type.columns ?? [])
        .filter((rule) => rule.tables === undefined)
        .flatMap((rule) => {
          const kind = kindOf(
            rule.anonymizeAs === undefined ? type.anonymizeAs : rule.anonymizeAs,
            type.type,
          );
          return kind === undefined
            ? []
            : [{ words: rule.words, unless: rule.unless, kind, order: rule.order }];
        }),
    )
    .sort((a, b) => a.order - b.order);
}

const headerRules = new Map<DetectLocale, readonly HeaderRule[]>();

/**
 * The kind `rules` give a header: the first rule with a word in it (words
 * are whole words of the header: lower case, accents dropped, camelCase
 * read as `_`); null when that rule keeps the column, undefined when no
 * rule has.
 */
export function kindOfHeaderIn(
  rules: readonly HeaderRule[],
  header: string,
): ColumnKindId | null | undefined {
  const name = normaliseName(header);
  // Extracts number repeated columns: "telefono2" and "apellido1" read as "telefono" and "apellido".
  const unnumbered = name.replace(/([a-z])\d+(?=_|$)/g, '$1');
  for (const rule of rules) if (namesColumn(rule, name, unnumbered)) return rule.kind;
  return undefined;
}

/** The kind a header names under a locale, by its country's field types. */
export function kindOfHeader(header: string, locale: DetectLocale = 'es'): ColumnKindId | null | undefined {
  let rules = headerRules.get(locale);
  if (rules === undefined) {
    rules = headerRulesOf((countryOf(locale) ?? DEFAULT_COUNTRY).fields.types);
    headerRules.set(locale, rules);
  }
  return kindOfHeaderIn(rules, header);
}

type ValueCheck = readonly [(value: string) => boolean, ColumnKindId];

/**
 * A country's value checks, in order, when its own kinds say which values
 * are theirs (`isValid`): emails and IBANs, the country's kinds in the
 * order it lists them, cards. A value votes for every kind it is valid as
 * (a NIF may read as a phone). Undefined for a country whose kinds do not
 * say (Spain's: the `auto` validators decide).
 */
function valueChecksFor(locale: DetectLocale): readonly ValueCheck[] | undefined {
  const own: ValueCheck[] = [];
  for (const [name, kind] of Object.entries((countryOf(locale) ?? DEFAULT_COUNTRY).anonymizeKinds))
    if (kind.isValid !== undefined && isColumnKindId(name)) own.push([kind.isValid, name]);
  if (own.length === 0) return undefined;
  return [
    [(v) => EMAIL.test(v), 'email'],
    [(v) => validateIban(v).valid, 'iban'],
    ...own,
    [isCardNumber, 'tarjeta'],
  ];
}

const valueChecks = new Map<DetectLocale, readonly ValueCheck[] | undefined>();

const KIND_OF_VALIDATOR: Partial<Record<Kind, ColumnKindId>> = {
  DNI: 'documento',
  NIE: 'documento',
  NIF: 'documento',
  CIF: 'documento',
  NSS: 'nss',
  CCC: 'ccc',
  IBAN: 'iban',
  Telefono: 'telefono',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The kind one value is valid as, if it is one we replace. */
function kindOfValue(value: string): ColumnKindId | undefined {
  if (EMAIL.test(value)) return 'email';
  const result = validateValue(value);
  if (result.valid && result.kind !== undefined) {
    const kind = KIND_OF_VALIDATOR[result.kind];
    if (kind !== undefined) return kind;
  }
  return isCardNumber(value) ? 'tarjeta' : undefined;
}

/** Share of a sample's non-empty values that must agree before a column is claimed by its values. */
export const VALUE_QUORUM = 0.8;

/** The kind most of `sample` (non-empty values) is valid as, when it reaches the quorum. */
export function kindOfValues(
  sample: readonly string[],
  locale: DetectLocale = 'es',
): ColumnKindId | undefined {
  if (!valueChecks.has(locale)) valueChecks.set(locale, valueChecksFor(locale));
  const checks = valueChecks.get(locale);
  const votes = new Map<ColumnKindId, number>();
  let counted = 0;
  for (const value of sample) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    counted++;
    if (checks !== undefined) {
      for (const [valid, kind] of checks) if (valid(trimmed)) votes.set(kind, (votes.get(kind) ?? 0) + 1);
      continue;
    }
    const kind = kindOfValue(trimmed);
    if (kind !== undefined) votes.set(kind, (votes.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of votes) if (count >= VALUE_QUORUM * counted && counted > 0) return kind;
  return undefined;
}
