import type { FastifyRequest } from 'fastify';
import { invalidParams } from '../api/errors.js';
import { isLang, type Lang, negotiateLang } from '../i18n/lang.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/**
 * The response language of a request (`lang` query, then Accept-Language).
 * A bad `lang` throws INVALID_PARAMS, reported in Spanish (DECISIONS 8): the
 * request's language is left at Spanish before the throw.
 */
export function resolveLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const requested = query?.lang;
  if (requested === undefined) return negotiateLang(request.headers['accept-language']);
  request.lang = 'es';
  const lower = typeof requested === 'string' ? requested.toLowerCase() : undefined;
  if (!isLang(lower)) throw invalidParams({ parameter: 'lang', allowed: ['es', 'en'] });
  // Language tags are case-insensitive (BCP 47): `EN` is English. Written back
  // in lower case, so the routes' query schemas (enum es, en) agree.
  (query as Record<string, unknown>).lang = lower;
  return lower;
}
