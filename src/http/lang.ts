import type { FastifyRequest } from 'fastify';
import { invalidParams } from '../errors/index.js';
import { LANGS, type Lang, requestedLang } from '../i18n/lang.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/**
 * The response language of a request (`lang` query, then Accept-Language).
 * A bad `lang` throws INVALID_PARAMS, reported in Spanish (docs/api.md, Languages): the
 * request's language is left at Spanish before the throw. A good one is
 * written back in lower case, so the routes' query schemas (enum of LANGS) agree.
 */
export function resolveLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = requestedLang(query?.lang, request.headers['accept-language']);
  if (lang === null) {
    request.lang = 'es';
    throw invalidParams({
      parameter: 'lang',
      problem: 'not_allowed',
      value: query?.lang,
      allowed: [...LANGS],
    });
  }
  if (query?.lang !== undefined) query.lang = lang;
  return lang;
}
