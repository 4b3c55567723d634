import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { webRoot } from './web.js';

/**
 * Interactive API reference at /docs: Swagger UI, served from the package's
 * own files (no CDN), rendering the same document as /api/v1/openapi.json.
 * "Try it out" calls the running service, so those calls count against the
 * caller's rate limit like any other.
 */
export async function docsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
    theme: { title: 'Datos de prueba · API' },
    logo: { type: 'image/svg+xml', content: readFileSync(join(webRoot(), 'favicon.svg')), href: '/' },
  });
}
