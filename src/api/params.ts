import type { Country } from '../countries/country.js';
import { countryOf, LOCALES } from '../countries/registry.js';
import { MAX_SEED_LENGTH, randomSeed } from '../random/seed.js';
import { ApiError, invalidParams } from './errors.js';

/** The country of a path locale, or 400 UNSUPPORTED_LOCALE naming the supported ones. */
export function countryFor(locale: string): Country {
  const country = countryOf(locale);
  if (country === undefined) throw new ApiError('UNSUPPORTED_LOCALE', { locale, supported: LOCALES });
  return country;
}

/** Route hooks check the locale first, for its own error code. */
export function checkLocale(locale: string): void {
  countryFor(locale);
}

/**
 * `count` (docs/api.md, Errors): query digits only ("+5", "1e3", "1.5" are refused) or
 * a JSON integer; 1..max; a valid integer above max is 413.
 */
export function parseCount(raw: unknown, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  const digits = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof digits !== 'string' || !/^[0-9]+$/.test(digits)) {
    throw invalidParams({ parameter: 'count', min: 1, max });
  }
  const count = Number(digits);
  if (count < 1) throw invalidParams({ parameter: 'count', min: 1, max });
  if (count > max) throw new ApiError('COUNT_LIMIT_EXCEEDED', { parameter: 'count', max });
  return count;
}

/** A caller's seed (string or integer), checked, or a fresh one: always echoed as a string. */
export function resolveSeed(raw: unknown, where: string): string {
  if (raw === undefined || raw === null || raw === '') return randomSeed();
  const seed = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof seed !== 'string') throw invalidParams({ [where === 'body' ? 'member' : 'parameter']: 'seed' });
  if (seed.length > MAX_SEED_LENGTH) {
    throw invalidParams({ [where === 'body' ? 'member' : 'parameter']: 'seed', maxLength: MAX_SEED_LENGTH });
  }
  return seed;
}
