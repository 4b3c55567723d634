import type { FormatModule, Kind } from '../domain/validation.js';
import type { Country } from './country.js';
import { SPAIN } from './es/index.js';
import { PORTUGAL } from './pt/index.js';

/** Every country the API serves, one line each; the first is the default locale. */
export const COUNTRIES: readonly Country[] = [SPAIN, PORTUGAL];

export const DEFAULT_COUNTRY: Country = SPAIN;

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The path locales, in registry order. */
export const LOCALES: readonly string[] = COUNTRIES.map((c) => c.code);

/**
 * Every country's formats, each kind once: an explicit kind is validated
 * whatever the locale (kinds carry their country where a word is shared:
 * NIF and NIF_PT).
 */
export const ALL_FORMATS: readonly FormatModule[] = [
  ...new Map<Kind, FormatModule>(COUNTRIES.flatMap((c) => c.formats.map((f) => [f.kind, f]))).values(),
];

/** The country of a path locale (exact, lower case), or undefined. */
export const countryOf = (locale: string): Country | undefined => BY_CODE.get(locale);
