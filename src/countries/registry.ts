import type { FormatModule, Kind } from '../domain/validation.js';
import type { Country } from './country.js';
import { SPAIN } from './es/index.js';
import { MEXICO } from './mx/index.js';
import { PORTUGAL } from './pt/index.js';

const SERVED = [SPAIN, PORTUGAL, MEXICO] as const;

/** Every country the API serves, one line each; the first is the default locale. */
export const COUNTRIES: readonly Country[] = SERVED;

/** A country's own anonymizer kind names (distributes over a union of countries). */
type KindIdOf<C> = C extends Country<infer KindId> ? KindId : never;

/** The names of every country's own anonymizer kinds. */
export type CountryKindId = KindIdOf<(typeof SERVED)[number]>;

export const DEFAULT_COUNTRY: Country = SPAIN;

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The path locales, in registry order. */
export const LOCALES: readonly string[] = COUNTRIES.map((c) => c.code);

/** The first format of each kind, in order. */
function firstOfEachKind(formats: readonly FormatModule[]): FormatModule[] {
  const byKind = new Map<Kind, FormatModule>();
  for (const format of formats) if (!byKind.has(format.kind)) byKind.set(format.kind, format);
  return [...byKind.values()];
}

/**
 * Every country's formats, each kind once: an explicit kind is validated
 * whatever the locale (kinds carry their country where a word is shared:
 * NIF and NIF_PT). A kind several countries have is the default country's.
 */
export const ALL_FORMATS: readonly FormatModule[] = firstOfEachKind(COUNTRIES.flatMap((c) => c.formats));

const EXPLICIT_FORMATS: ReadonlyMap<string, readonly FormatModule[]> = new Map(
  COUNTRIES.map((c) => [c.code, firstOfEachKind([...c.formats, ...ALL_FORMATS])]),
);

/**
 * The formats an explicit kind is read with under a locale: the country's
 * own where it has that kind (Portugal's IBAN names Portuguese banks), any
 * other country's otherwise. Spain's are ALL_FORMATS' own, so `es` answers
 * as it always has.
 */
export const explicitFormatsOf = (country: Country): readonly FormatModule[] =>
  EXPLICIT_FORMATS.get(country.code)!;

/** The country of a path locale (exact, lower case), or undefined. */
export const countryOf = (locale: string): Country | undefined => BY_CODE.get(locale);
