import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/index.js';

/**
 * Known paths and their method, most specific first: the first match says
 * which method a path takes, so a wrong method is a 405 and not a 404
 * (docs/api.md, Errors). `/api/v1/es/bulk` and `/api/v1/es/dataset` are POST only, not
 * also GET generators.
 */
const KNOWN_PATHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/v1\/validate$/, 'POST'],
  [/^\/api\/v1\/generators$/, 'GET'],
  [/^\/api\/v1\/openapi\.json$/, 'GET'],
  [/^\/api\/v1\/[^/]+\/bulk$/, 'POST'],
  [/^\/api\/v1\/[^/]+\/dataset$/, 'POST'],
  [/^\/api\/v1\/[^/]+\/[^/]+$/, 'GET'],
  [/^\/health$/, 'GET'],
];

/** The method a path takes, if the path is known. */
export function allowedMethod(path: string): string | undefined {
  return KNOWN_PATHS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The 405 for a known path asked with another method, with its Allow header. */
export function methodNotAllowed(reply: FastifyReply, allowed: string): ApiError {
  reply.header('allow', allowed);
  return new ApiError('METHOD_NOT_ALLOWED', { allowed: [allowed] });
}

/** Why no route answers this request: 405 on a known path, else 404. */
export function missingRoute(request: FastifyRequest, reply: FastifyReply): ApiError {
  const path = request.url.split('?')[0] ?? '';
  const allowed = allowedMethod(path);
  if (allowed !== undefined && allowed !== request.method) return methodNotAllowed(reply, allowed);
  return new ApiError('NOT_FOUND', { path });
}

/**
 * Requests no route matches are refused on arrival (see intake.ts), before
 * their body is read, so this handler only covers what skips that hook.
 */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    throw missingRoute(request, reply);
  });
}
