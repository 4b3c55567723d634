import { Readable } from 'node:stream';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FIELD_TYPES } from '../../bulk/field-types.js';
import { MAX_FIELDS, NAME_RE, planBulk, SchemaError } from '../../bulk/schema.js';
import { exportChunks } from '../../bulk/stream.js';
import { EXPORTERS, negotiateFormat } from '../../export/index.js';
import { EXPORT_FORMATS, type ExportFormat, SQL_DIALECTS, type SqlDialect } from '../../export/types.js';
import { parseDate, todayUtc } from '../../generators/dates.js';
import { describeOption } from '../../generators/options.js';
import type { Lang } from '../../i18n/lang.js';
import { invalidParams } from '../errors.js';
import { checkLocale, resolveSeed } from '../request-params.js';
import { ErrorResponse, LangQuery } from '../schemas.js';

export const MAX_BULK_COUNT = 10_000;
export const DEFAULT_BULK_COUNT = 10;

const FieldDefinitionSchema = Type.Object({
  name: Type.String({ minLength: 1, description: `${NAME_RE.source}, unique in the request.` }),
  type: Type.String({ enum: FIELD_TYPES.map((t) => t.type) }),
  options: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), { description: 'Per type; see GET /api/v1/generators.' }),
  ),
  nullable: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, description: 'Percentage of null values (default 0).' }),
  ),
});

export const BulkBody = Type.Object(
  {
    fields: Type.Array(FieldDefinitionSchema, { minItems: 1, maxItems: MAX_FIELDS }),
    seed: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Integer()])),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BULK_COUNT, default: DEFAULT_BULK_COUNT })),
    format: Type.Optional(
      Type.String({ enum: [...EXPORT_FORMATS], description: 'Wins over the Accept header.' }),
    ),
    table: Type.Optional(
      Type.String({ description: `SQL table, XML root and TypeScript interface name; ${NAME_RE.source}.` }),
    ),
    createTable: Type.Optional(Type.Boolean()),
    dialect: Type.Optional(Type.String({ enum: [...SQL_DIALECTS], default: 'ansi' })),
    csv: Type.Optional(
      Type.Object({
        delimiter: Type.Optional(Type.String({ enum: [',', ';'] })),
        bom: Type.Optional(Type.Boolean()),
      }),
    ),
    refDate: Type.Optional(
      Type.String({ format: 'date', description: 'Reference date YYYY-MM-DD; default today (UTC).' }),
    ),
  },
  {
    examples: [
      {
        seed: 'demo',
        count: 3,
        format: 'json',
        fields: [
          { name: 'nombre', type: 'nombre_completo' },
          { name: 'dni', type: 'documento' },
          { name: 'email', type: 'email', nullable: 10 },
          { name: 'iban', type: 'iban', options: { fmt: 'spaced' } },
        ],
      },
    ],
  },
);

type BulkBodyType = Static<typeof BulkBody>;

/** Bulk section of GET /api/v1/generators. */
export function bulkCatalog(lang: Lang) {
  return {
    bulk: {
      path: '/api/v1/{locale}/bulk',
      count: { min: 1, max: MAX_BULK_COUNT, default: DEFAULT_BULK_COUNT },
      maxFields: MAX_FIELDS,
      fieldName: NAME_RE.source,
      formats: EXPORT_FORMATS,
      dialects: SQL_DIALECTS,
      fieldTypes: FIELD_TYPES.map((t) => ({
        type: t.type,
        label: t.label[lang],
        jsonType:
          t.kind === 'integer' || t.kind === 'decimal'
            ? 'number'
            : t.kind === 'boolean'
              ? 'boolean'
              : 'string',
        options: t.options.map((o) => describeOption(o, lang)),
      })),
    },
  };
}

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
      const body = request.body;
      let plan: ReturnType<typeof planBulk>;
      try {
        plan = planBulk(body.fields);
      } catch (err) {
        if (err instanceof SchemaError) throw invalidParams({ ...err.details });
        throw err;
      }
      const seed = resolveSeed(body.seed, 'body');
      const count = body.count ?? DEFAULT_BULK_COUNT;
      if (body.refDate !== undefined && !parseDate(body.refDate))
        throw invalidParams({ member: 'refDate', format: 'YYYY-MM-DD' });
      const refDate = body.refDate ?? todayUtc();
      const table = body.table ?? 'datos';
      if (!NAME_RE.test(table)) throw invalidParams({ member: 'table', pattern: NAME_RE.source });
      const format: ExportFormat =
        (body.format as ExportFormat | undefined) ?? negotiateFormat(request.headers.accept);
      const exporter = EXPORTERS[format];
      const options = {
        table,
        tableGiven: body.table !== undefined,
        createTable: body.createTable ?? false,
        dialect: (body.dialect as SqlDialect | undefined) ?? 'ansi',
        csvDelimiter: (body.csv?.delimiter as ',' | ';' | undefined) ?? ',',
        csvBom: body.csv?.bom ?? false,
        meta: {
          locale: request.params.locale,
          seed,
          count,
          refDate,
          fields: plan.fields.map((f) => ({ name: f.name, type: f.type.type })),
          checksum_valid: plan.checksumValid,
        },
      };
      reply.type(exporter.contentType);
      if (format !== 'json')
        reply.header('content-disposition', `attachment; filename="${table}.${exporter.fileExtension}"`);
      return reply.send(Readable.from(exportChunks({ plan, seed, refDate, count, exporter, options })));
    },
  );
}
