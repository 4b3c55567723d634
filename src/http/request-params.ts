import type { FastifyRequest } from 'fastify';
import { MAX_SEED_LENGTH, randomSeed } from '../random/seed.js';
import { ApiError, invalidParams } from './errors.js';

export const SUPPORTED_LOCALES = ['es'] as const;

export function checkLocale(locale: string) {
  if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) {
    throw new ApiError('UNSUPPORTED_LOCALE', { locale, supported: SUPPORTED_LOCALES });
  }
}

/** Query `count` (DECISIONS 2): decimal digits only, 1..max, above max is 413. */
export function parseQueryCount(raw: unknown, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^[0-9]+$/.test(raw))
    throw invalidParams({ parameter: 'count', min: 1, max });
  const count = Number(raw);
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

/** `seed` query wins over the `X-Seed` header (DECISIONS 1). */
export function seedOfRequest(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  if (query.seed !== undefined) {
    if (typeof query.seed !== 'string') throw invalidParams({ parameter: 'seed', problem: 'repeated' });
    return resolveSeed(query.seed, 'query');
  }
  const header = request.headers['x-seed'];
  return resolveSeed(Array.isArray(header) ? header[0] : header, 'header');
}
