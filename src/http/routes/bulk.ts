import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BulkBody, type BulkBodyType, prepareBulk } from '../../api/bulk.js';
import { checkLocale } from '../../api/params.js';
import { ErrorResponse, LangQuery } from '../schemas.js';

export { bulkCatalog } from '../../api/bulk.js';

export async function bulkRoutes(app: FastifyInstance) {
  app.post<{ Params: { locale: string }; Body: BulkBodyType }>(
    '/api/v1/:locale/bulk',
    {
      schema: {
        summary: 'Generate composite rows from a field schema',
        tags: ['generation'],
        params: Type.Object({ locale: Type.String({ enum: ['es'] }) }),
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
      reply.type(prepared.contentType);
      // Every format can be replayed: CSV, SQL, XML and TypeScript have no meta (DECISIONS 1).
      // Percent-encoded, as a header holds no arbitrary text; a plain seed reads as itself.
      reply.header('x-seed', encodeURIComponent(String(prepared.meta.seed)));
      reply.header('x-ref-date', String(prepared.meta.refDate));
      if (prepared.filename)
        reply.header('content-disposition', `attachment; filename="${prepared.filename}"`);
      // A byte stream, not Readable.from's default object mode: that one reads
      // 16 chunks ahead of a paused client (16 batches of rows in memory per
      // download); this one stops after the first chunk past 16 KB.
      return reply.send(Readable.from(prepared.chunks(), { objectMode: false }));
    },
  );
}
