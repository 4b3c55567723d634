import type { FastifyInstance } from 'fastify';

/** Interactive API reference at /docs, rendered from the OpenAPI document. */
export async function docsRoutes(_app: FastifyInstance) {}
