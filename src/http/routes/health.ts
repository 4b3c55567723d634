import type { FastifyInstance } from 'fastify';

/** Liveness: answers while the process can serve; never rate limited. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
}
