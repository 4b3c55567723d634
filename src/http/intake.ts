import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/index.js';
import { resolveLang } from './lang.js';
import { MAX_URL_LENGTH } from './limits.js';
import { missingRoute } from './not-found.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The arrival hook (see below), for requests refused before Fastify's hooks run. */
    arrive: typeof arrive;
  }
}

/** Response headers a page on another origin may read (docs/api.md, Rate limit). */
const EXPOSED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'X-Request-Id',
  'X-Seed',
  'X-Ref-Date',
  'Content-Disposition',
].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST';
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '86400';

/**
 * Sets the request's language; the error that refuses the request on
 * arrival, if any: a bad `lang`, an over-long URL (in the language just
 * set), or no route for it (404/405, found before any body is read).
 */
function arrivalRefusal(request: FastifyRequest, reply: FastifyReply): Error | undefined {
  try {
    request.lang = resolveLang(request);
  } catch (err) {
    return err as Error;
  }
  if (request.url.length > MAX_URL_LENGTH) return new ApiError('URI_TOO_LONG', { max: MAX_URL_LENGTH });
  if (request.is404) return missingRoute(request, reply);
  return undefined;
}

/**
 * What every request gets on arrival, in one callback hook: Fastify runs
 * each hook as a step of its own on every request, and these were the larger
 * part of a small request's own work. In order: its id echoed in
 * X-Request-Id, the open CORS headers (docs/operations.md: any origin, rate-limit
 * headers exposed), the response language, the URL length limit, and the
 * 404/405 of a request no route takes. Errors thrown here still carry the id
 * and CORS headers. Also run by hand (`app.arrive`) for requests Fastify
 * refuses before any hook, such as a malformed path.
 *
 * CORS is one fixed policy, so it is written here rather than resolved per
 * request by a configurable plugin. A preflight (OPTIONS, any path) is
 * answered here and now: never counted, never refused, its body never read.
 */
function arrive(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
) {
  reply.header('x-request-id', request.id);
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  if (request.method === 'OPTIONS') {
    answerPreflight(request, reply);
    return;
  }
  const refused = arrivalRefusal(request, reply);
  if (refused === undefined) {
    done();
    return;
  }
  // Refused before the /api scope's own hooks: counted and answered with the
  // rate-limit headers here, as every /api/* response is (docs/api.md, Rate limit).
  if (!request.url.startsWith('/api/')) {
    done(refused);
    return;
  }
  this.apiRateLimit.call(this, request, reply, (limited?: Error) => done(limited ?? refused));
}

/** A CORS preflight: which methods and request headers a page may use. */
function answerPreflight(request: FastifyRequest, reply: FastifyReply) {
  const requestedHeaders = request.headers['access-control-request-headers'];
  reply.header('access-control-allow-methods', ALLOWED_METHODS);
  if (requestedHeaders !== undefined) {
    reply.header('access-control-allow-headers', requestedHeaders);
    reply.header('vary', 'Access-Control-Request-Headers');
  }
  reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
  reply.code(204).header('content-length', '0').send();
}

export const intakePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'es');
  app.decorate('arrive', arrive);
  app.addHook('onRequest', arrive);
});
