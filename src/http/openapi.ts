import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeDocument, type OpenApiDocument } from './openapi-document.js';
import { buildExamples } from './openapi-examples.js';

/**
 * Collects the route schemas (the ones that validate requests) into an
 * OpenAPI 3.1 description, served at /api/v1/openapi.json and rendered at
 * /docs; openapi-document.ts adds errors, rate-limit headers and examples.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const examples = await buildExamples();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Datos de prueba: Spanish test-data API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
      },
    },
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : {};
      return completeDocument(document as unknown as OpenApiDocument, examples) as never;
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
      },
    },
    async () => app.swagger(),
  );
}
