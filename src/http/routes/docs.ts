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

/**
 * What the page of /docs gets besides Swagger UI's own markup: the phone
 * viewport, and a bar with the way back to the playground and to the short
 * reference in Spanish (Swagger UI's own words are English only).
 */
const HEAD = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
const BAR = [
  '<header class="docs-bar">',
  '<a href="/">&larr; Back to the playground</a>',
  '<a href="/docs/es" hreflang="es" lang="es">Referencia breve en español</a>',
  '<a href="/api/v1/openapi.json">OpenAPI (JSON)</a>',
  '</header>',
  '<main id="swagger-ui" aria-label="API reference"></main>',
].join('');

/** The Swagger UI page with the head and the bar above. */
export function dressDocsPage(html: string): string {
  return html.replace('<head>', `<head>\n${HEAD}`).replace('<div id="swagger-ui"></div>', BAR);
}

export async function docsRoutes(app: FastifyInstance) {
  // Only the page itself (its paths end at /docs or /docs/); its scripts and the document pass as they are.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    if ((path === '/docs' || path === '/docs/') && typeof payload === 'string' && reply.statusCode === 200)
      return dressDocsPage(payload);
    return payload;
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    baseDir: swaggerUiFiles(),
    uiConfig: {
      docExpansion: 'list',
      // No link inside each operation's button: a link in a button is two controls in one (WCAG 4.1.2).
      deepLinking: false,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
    // Always given: without a logo the plugin reads its own from beside its module, a path the server bundle does not have.
    // The top bar that shows it is hidden by docs.css (the bar above replaces it).
    logo: { type: 'image/svg+xml', content: readFileSync(join(webRoot(), 'favicon.svg')), href: '/' },
    theme: {
      title: 'Datos de prueba · API',
      css: [{ filename: 'docs.css', content: readFileSync(join(webRoot(), 'docs.css'), 'utf8') }],
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: readFileSync(join(webRoot(), 'favicon.svg')),
        },
      ],
    },
  });
}
