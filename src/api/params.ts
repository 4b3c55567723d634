import type { Country } from '../countries/country.js';
import { countryOf, LOCALES } from '../countries/registry.js';
import { ApiError, invalidParams, type ProblemCode } from '../errors/index.js';
import { MAX_SEED_LENGTH, randomSeed } from '../random/seed.js';

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
  // Offline there is no limit to state.
  const facts = { parameter: 'count', value: raw, min: 1, ...(max < Number.MAX_SAFE_INTEGER ? { max } : {}) };
  if (typeof digits !== 'string' || !/^[0-9]+$/.test(digits)) {
    throw invalidParams({ ...facts, problem: countProblem(digits) });
  }
  const count = Number(digits);
  if (count < 1) throw invalidParams({ ...facts, problem: 'below_min' });
  if (count > max) throw new ApiError('COUNT_LIMIT_EXCEEDED', { ...facts, problem: 'count_limit' });
  return count;
}

/** What is wrong with a count that is not plain digits: "abc", "1.5", "1e3", "-5". */
function countProblem(raw: unknown): ProblemCode {
  if (Array.isArray(raw)) return 'repeated';
  const number =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (Number.isNaN(number)) return 'not_a_number';
  if (number < 1) return 'below_min';
  return Number.isInteger(number) ? 'digits_only' : 'not_an_integer';
}

/** A caller's seed (string or integer), checked, or a fresh one: always echoed as a string. */
export function resolveSeed(raw: unknown, where: string): string {
  if (raw === undefined || raw === null || raw === '') return randomSeed();
  const seed = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  const named = { [where === 'body' ? 'member' : 'parameter']: 'seed' };
  if (Array.isArray(seed)) throw invalidParams({ ...named, problem: 'repeated' });
  if (typeof seed !== 'string') throw invalidParams({ ...named, problem: 'wrong_type', expected: 'string' });
  if (seed.length > MAX_SEED_LENGTH) {
    throw invalidParams({ ...named, problem: 'too_long', max: MAX_SEED_LENGTH, maxLength: MAX_SEED_LENGTH });
  }
  return seed;
}
