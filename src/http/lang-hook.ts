import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidParams } from '../api/errors.js';
import { isLang, type Lang, negotiateLang } from '../i18n/lang.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Resolves the response language once per request (`lang` query, then Accept-Language). */
export const langHook = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'es');
  // Callback style (a throw is caught by Fastify): cheaper than an async hook.
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const requested = query?.lang;
    if (requested === undefined) {
      request.lang = negotiateLang(request.headers['accept-language']);
      done();
      return;
    }
    // A bad `lang` is reported in Spanish (DECISIONS 8).
    request.lang = 'es';
    if (typeof requested !== 'string' || !isLang(requested.toLowerCase())) {
      throw invalidParams({ parameter: 'lang', allowed: ['es', 'en'] });
    }
    request.lang = requested.toLowerCase() as Lang;
    done();
  });
});
