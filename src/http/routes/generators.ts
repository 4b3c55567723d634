import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fieldTypeEntries } from '../../api/bulk.js';
import type { Country } from '../../countries/country.js';
import { COUNTRIES, DEFAULT_COUNTRY, LOCALES } from '../../countries/registry.js';
import { PROBLEM_CODES } from '../../errors/index.js';
import { describeOption } from '../../generators/options.js';
import type { Lang } from '../../i18n/lang.js';
import { LangQuery } from '../schemas.js';
import { MAX_SINGLE_COUNT } from './generate.js';

/** Extra catalog sections (bulk field types, formats) registered by other features. */
export type CatalogSection = (lang: Lang) => Record<string, unknown>;

const generatorEntries = (country: Country, lang: Lang) =>
  country.generators.map((g) => ({
    name: g.name,
    label: g.label[lang],
    path: `/api/v1/{locale}/${g.name}`,
    fields: g.fields,
    options: g.options.map((o) => describeOption(o, lang)),
    count: { min: 1, max: MAX_SINGLE_COUNT, default: 1 },
  }));

/**
 * The catalog: `generators` and `bulk` describe the default locale (es), as
 * before there were others; `countries` gives each locale's own generators
 * and field types (docs/api.md, Countries), whose options and values are the country's.
 */
export function generatorCatalog(lang: Lang, sections: readonly CatalogSection[] = []) {
  return {
    status: 'success' as const,
    data: {
      locales: LOCALES,
      // Every `details.problem` an error can carry (docs/api.md, Errors).
      problems: PROBLEM_CODES,
      generators: generatorEntries(DEFAULT_COUNTRY, lang),
      ...Object.assign({}, ...sections.map((section) => section(lang))),
      countries: COUNTRIES.map((country) => ({
        locale: country.code,
        name: country.name[lang],
        generators: generatorEntries(country, lang),
        fieldTypes: fieldTypeEntries(country.fields, lang),
        kinds: country.formats.map((f) => f.kind),
      })),
    },
  };
}

/**
 * Response schema of the catalog, for the OpenAPI document. Objects allow
 * more members, so the serializer never drops one a section adds.
 */
const open = { additionalProperties: true };
const OptionDescription = Type.Object(
  {
    name: Type.String(),
    type: Type.String({
      enum: [
        'enum',
        'boolean',
        'integer',
        'number',
        'date',
        'hostname',
        'name',
        'scalar',
        'scalars',
        'weights',
      ],
    }),
    label: Type.String({ description: 'A short name for forms, in the requested language.' }),
    valueLabels: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Names of the values (enum, boolean) for forms, in the requested language.',
      }),
    ),
    required: Type.Optional(Type.Boolean()),
    description: Type.String({ description: 'In the requested language.' }),
    default: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    pattern: Type.Optional(Type.String()),
    maxItems: Type.Optional(Type.Integer()),
    values: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Boolean()]))),
    min: Type.Optional(
      Type.Union([Type.Number(), Type.String()], { description: 'A number, or the first day a date takes.' }),
    ),
    max: Type.Optional(
      Type.Union([Type.Number(), Type.String()], { description: 'A number, or the last day a date takes.' }),
    ),
    format: Type.Optional(Type.String()),
  },
  open,
);
const CountRange = Type.Object({ min: Type.Integer(), max: Type.Integer(), default: Type.Integer() }, open);
const CatalogResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object(
    {
      locales: Type.Array(Type.String()),
      problems: Type.Array(Type.String(), {
        description: 'Every problem code an error can name in `details.problem` (see Errors).',
      }),
      generators: Type.Array(
        Type.Object(
          {
            name: Type.String(),
            label: Type.String({ description: 'In the requested language.' }),
            path: Type.String(),
            fields: Type.Array(Type.String(), { description: 'Members of each record.' }),
            options: Type.Array(OptionDescription),
            count: CountRange,
          },
          open,
        ),
      ),
      countries: Type.Array(
        Type.Object(
          {
            locale: Type.String(),
            name: Type.String({ description: 'In the requested language.' }),
            generators: Type.Array(Type.Object({ name: Type.String() }, open)),
            fieldTypes: Type.Array(Type.Object({ type: Type.String() }, open)),
            kinds: Type.Array(Type.String(), {
              description: 'The validation kinds `auto` detects under this locale, in detection order.',
            }),
          },
          open,
        ),
        { description: "Each locale's generators and bulk field types, with the country's options." },
      ),
      dataset: Type.Optional(
        Type.Object(
          {
            path: Type.String(),
            maxTables: Type.Integer(),
            maxTableCount: Type.Integer({ description: 'Largest integer count of one table.' }),
            maxRows: Type.Integer({ description: 'Largest total of rows per request.' }),
            perParent: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
            tableName: Type.String({ description: 'Regular expression a table name must match.' }),
            formats: Type.Array(Type.String()),
            dialects: Type.Array(Type.String()),
          },
          open,
        ),
      ),
      bulk: Type.Optional(
        Type.Object(
          {
            path: Type.String(),
            count: CountRange,
            maxFields: Type.Integer(),
            fieldName: Type.String({ description: 'Regular expression a field name must match.' }),
            formats: Type.Array(Type.String()),
            dialects: Type.Array(Type.String()),
            fieldTypes: Type.Array(
              Type.Object(
                {
                  type: Type.String(),
                  label: Type.String({ description: 'In the requested language.' }),
                  jsonType: Type.String({
                    enum: ['string', 'number', 'boolean', 'any'],
                    description: '`any`: the options decide (lista, constante, referencia).',
                  }),
                  unique: Type.Boolean({ description: 'Whether the type takes `unique: true`.' }),
                  datasetOnly: Type.Optional(Type.Boolean()),
                  options: Type.Array(OptionDescription),
                },
                open,
              ),
            ),
          },
          open,
        ),
      ),
    },
    open,
  ),
});

export async function generatorsRoutes(
  app: FastifyInstance,
  { sections = [] }: { sections?: CatalogSection[] } = {},
) {
  app.get(
    '/api/v1/generators',
    {
      schema: {
        summary: 'List generators, their options and the bulk field types',
        description:
          'Everything a client needs to build requests: each generator with its label, record fields, options (allowed values, ranges, defaults) and count range; the bulk field types with their options, the formats and SQL dialects. Labels and descriptions follow the language.',
        tags: ['generation'],
        querystring: LangQuery,
        response: { 200: CatalogResponse },
      },
    },
    async (request) => generatorCatalog(request.lang, sections),
  );
}
