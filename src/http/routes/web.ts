import type { FastifyInstance } from 'fastify';

/** The web playground at / and its static assets (served locally, no CDN). */
export async function webRoutes(_app: FastifyInstance) {}
