import type { FastifyInstance } from 'fastify';
import { packageVersion } from '../../version.js';

/** Liveness: answers while the process can serve; never rate limited. Names the running release. */
export async function healthRoutes(app: FastifyInstance) {
  const body = { status: 'ok', version: packageVersion() };
  app.get('/health', { schema: { hide: true } }, async () => body);
}
