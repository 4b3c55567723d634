import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { webRoot } from './web.js';

/**
 * Interactive API reference at /docs: Swagger UI, served from the package's
 * own files (no CDN), rendering the same document as /api/v1/openapi.json.
 * "Try it out" calls the running service, so those calls count against the
 * caller's rate limit like any other.
 */
/**
 * Swagger UI's files, named explicitly: the plugin would otherwise find them
 * from its own module path, which the bundled server does not have.
 */
const swaggerUiFiles = () =>
  join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');

export async function docsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    baseDir: swaggerUiFiles(),
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
