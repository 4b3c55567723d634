import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects the route schemas into an OpenAPI 3.1 description (served at /api/v1/openapi.json). */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Datos de prueba: Spanish test-data API',
        version: '1.0.0',
        description:
          'Generates fake but valid Spanish test data (DNI, NIE, CIF, NSS, IBAN, test cards, identities, bulk rows) and validates Spanish identifiers. Anonymous, rate limited per IP.',
      },
      tags: [
        { name: 'generation', description: 'Single-type and bulk generation' },
        { name: 'validation', description: 'Check digits and formats' },
      ],
    },
  });
});

export async function openApiRoute(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
