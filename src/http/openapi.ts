import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OPENAPI_DESCRIPTION_VERSION } from '../version.js';
import { completeDocument, type OpenApiDocument } from './openapi-document.js';
import { buildExamples, type OperationExamples } from './openapi-examples.js';
import { LangQuery } from './schemas.js';

/** The routes that serve the document: /docs's own copies and ours. */
const DOCUMENT_ROUTES = new Set(['/docs/json', '/docs/yaml', '/api/v1/openapi.json']);

/**
 * The examples run the generators, which parse the big data tables on first
 * use: they are built on the first request for the document, not at
 * start-up, and before the plugin renders (and caches) the document.
 */
let examples: OperationExamples | undefined;
async function examplesReady() {
  examples ??= await buildExamples();
}

/**
 * Collects the route schemas (the ones that validate requests) into an
 * OpenAPI 3.1 description, served at /api/v1/openapi.json and rendered at
 * /docs; openapi-document.ts adds errors, rate-limit headers and examples.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!DOCUMENT_ROUTES.has(route.url)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...own, examplesReady];
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Datos de prueba: Spanish test-data API',
        // The description's own version, fixed by the contract; the package's release is info.x-package-version (openapi-document.ts).
        version: OPENAPI_DESCRIPTION_VERSION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
    },
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : {};
      return completeDocument(document as unknown as OpenApiDocument, examples ?? {}) as never;
    },
  });
});

export async function openApiRoute(app: FastifyInstance) {
  app.get(
    '/api/v1/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI 3.1 description',
        description: 'The description of every endpoint, generated from the schemas that validate requests.',
        tags: ['meta'],
        querystring: LangQuery,
      },
    },
    async () => app.swagger(),
  );
}
