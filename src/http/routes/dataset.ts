import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { checkDatasetBody, HTTP_DATASET_LIMITS, prepareDataset } from '../../api/dataset.js';
import { checkLocale } from '../../api/params.js';
import { LOCALES } from '../../countries/registry.js';
import { DatasetBody, type DatasetBodyType } from '../../dataset/body.js';
import { ErrorResponse, LangQuery } from '../schemas.js';
import { sendExport } from './export-reply.js';

export { datasetCatalog } from '../../api/dataset-catalog.js';

export async function datasetRoutes(app: FastifyInstance) {
  app.post<{ Params: { locale: string }; Body: DatasetBodyType }>(
    '/api/v1/:locale/dataset',
    {
      schema: {
        summary: 'Generate related tables with keys and references',
        tags: ['generation'],
        params: Type.Object({ locale: Type.String({ enum: [...LOCALES] }) }),
        querystring: LangQuery,
        body: DatasetBody,
        response: { '4xx': ErrorResponse },
      },
      // The locale is checked first, for its own error code; the body by the
      // handler, which names the table and field of a shape error.
      preValidation: async (request) => checkLocale(request.params.locale),
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const prepared = prepareDataset(checkDatasetBody(request.body), {
        ...HTTP_DATASET_LIMITS,
        locale: request.params.locale,
      });
      return sendExport(reply, prepared);
    },
  );
}
