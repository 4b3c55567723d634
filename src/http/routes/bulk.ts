import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BulkBody, type BulkBodyType, prepareBulk } from '../../api/bulk.js';
import { checkLocale } from '../../api/params.js';
import { LOCALES } from '../../countries/registry.js';
import { ErrorResponse, LangQuery } from '../schemas.js';
import { sendExport } from './export-reply.js';

export { bulkCatalog } from '../../api/bulk.js';

export async function bulkRoutes(app: FastifyInstance) {
  app.post<{ Params: { locale: string }; Body: BulkBodyType }>(
    '/api/v1/:locale/bulk',
    {
      schema: {
        summary: 'Generate composite rows from a field schema',
        tags: ['generation'],
        params: Type.Object({ locale: Type.String({ enum: [...LOCALES] }) }),
        querystring: LangQuery,
        body: BulkBody,
        response: { '4xx': ErrorResponse },
      },
      // The locale is checked first by the handler, for its own error code.
      preValidation: async (request) => checkLocale(request.params.locale),
    },
    async (request, reply) => {
      const prepared = prepareBulk(request.body, {
        locale: request.params.locale,
        accept: request.headers.accept,
      });
      return sendExport(reply, prepared);
    },
  );
}
