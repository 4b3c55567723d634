import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/errors.js';

/** Known paths with their methods, so a wrong method is a 405 and not a 404 (DECISIONS 2). */
const KNOWN_PATHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/v1\/validate\/?$/, 'POST'],
  [/^\/api\/v1\/generators\/?$/, 'GET'],
  [/^\/api\/v1\/openapi\.json$/, 'GET'],
  [/^\/api\/v1\/[^/]+\/bulk\/?$/, 'POST'],
  [/^\/api\/v1\/[^/]+\/[^/]+\/?$/, 'GET'],
  [/^\/health\/?$/, 'GET'],
];

export function allowedMethods(path: string): string[] {
  return KNOWN_PATHS.filter(([pattern]) => pattern.test(path)).map(([, method]) => method);
}

export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Unknown /api paths count against the limit too (DECISIONS 7).
    if (path.startsWith('/api/')) {
      await new Promise<void>((resolve, reject) => {
        app.apiRateLimit.call(app, request, reply, (err?: Error) => (err ? reject(err) : resolve()));
      });
    }
    const allowed = allowedMethods(path).filter((m) => m !== request.method);
    if (allowed.length > 0 && request.method !== 'OPTIONS') {
      reply.header('allow', [...new Set(allowed)].join(', '));
      throw new ApiError('METHOD_NOT_ALLOWED', { allowed: [...new Set(allowed)] });
    }
    throw new ApiError('NOT_FOUND', { path });
  });
}
