import { Type } from '@sinclair/typebox';
import { COUNTRIES } from '../countries/registry.js';
import { DATASET_FORMATS, type DatasetFormat, MAX_DATASET_ROWS, MAX_TABLES } from '../dataset/body.js';
import { CONTENT_TYPES as DATASET_CONTENT_TYPES } from '../dataset/output.js';
import type { ErrorCode } from '../errors/index.js';
import { MEDIA_TYPES } from '../export/media-types.js';
import { EXPORT_FORMATS, type ExportFormat, TEXT_FORMATS } from '../export/types.js';
import type { OptionSpec } from '../generators/options.js';
import { packageVersion } from '../version.js';
import { EVERY_OPERATION, errorResponses, errorTable, ref } from './openapi-errors.js';
import type { OperationExamples } from './openapi-examples.js';
import { ErrorResponse } from './schemas.js';

/**
 * What the route schemas cannot say on their own, added to the document
 * @fastify/swagger builds from them: the errors of each operation with an
 * example per code, the rate-limit headers on every /api response, the
 * options of every generator and bulk field type (from the same option
 * specifications that parse them), and response examples.
 */
type Schema = Record<string, unknown>;
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, unknown> }>;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  tags?: unknown[];
  components: Record<string, Record<string, unknown>>;
  paths: Record<string, Record<string, Operation>>;
}

/** The formats' names in prose. */
const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = {
  json: 'JSON',
  csv: 'CSV',
  sql: 'SQL',
  xml: 'XML',
  typescript: 'TypeScript',
  ndjson: 'NDJSON',
  parquet: 'Parquet',
};

/** What each dataset format writes. */
const DATASET_FORMAT_TEXTS: Readonly<Record<DatasetFormat, string>> = {
  json: 'tables in request order',
  ndjson: 'a line per row, parents first',
  sql: 'parents first; with `createTable`, PRIMARY KEY, UNIQUE, NOT NULL and FOREIGN KEY',
  csv: 'a zip of one CSV per table',
  parquet: 'a zip of one Parquet file per table',
};

/** "a, b or c". */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** How many field types each locale has, e.g. "36 under `es`". */
function fieldTypeCounts(): string {
  return COUNTRIES.map((country) => `${country.fields.types.length} under \`${country.code}\``).join(', ');
}

/** Each operation's id, prose, and the errors it can answer besides 429 and 500 (docs/api.md, Errors). */
const OPERATIONS: Record<string, { operationId: string; description?: string; errors: ErrorCode[] }> = {
  'get /api/v1/generators': { operationId: 'listGenerators', errors: ['INVALID_PARAMS'] },
  'get /api/v1/{locale}/{generator}': {
    operationId: 'generateRecords',
    description:
      'Generates `count` records of one generator, with valid check digits. Generator options are query parameters (listed below; an option a generator does not know is ignored and echoed in `meta.options`). The seed is `seed`, else the `X-Seed` header, else a random one; `meta.seed` always echoes it, so a result can be replayed.',
    errors: [
      'INVALID_PARAMS',
      'UNSUPPORTED_LOCALE',
      'UNKNOWN_GENERATOR',
      'NOT_FOUND',
      'METHOD_NOT_ALLOWED',
      'COUNT_LIMIT_EXCEEDED',
    ],
  },
  'post /api/v1/{locale}/bulk': {
    operationId: 'generateBulk',
    description: `Generates rows from a field schema: each field has a name, one of the locale's field types (${fieldTypeCounts()}), options and a percentage of nulls. The values of a row are coherent (one person, one place, one bank account). \`format\` chooses ${orList(EXPORT_FORMATS.map((format) => FORMAT_NAMES[format]))}; without it the \`Accept\` header decides. Large outputs are streamed. A field keeps its values when other fields are added, removed or reordered.`,
    errors: [
      'INVALID_BODY',
      'INVALID_PARAMS',
      'UNSUPPORTED_LOCALE',
      'COUNT_LIMIT_EXCEEDED',
      'PAYLOAD_TOO_LARGE',
    ],
  },
  'post /api/v1/{locale}/dataset': {
    operationId: 'generateDataset',
    description: `Generates related tables (up to ${MAX_TABLES}): each table has its fields (the bulk field types, plus \`referencia\` to copy a field of a row of another table or of an earlier row of its own), a count (an integer, or \`min\`..\`max\` rows per row of a parent table) and an optional primary key. \`unique: true\` makes a field's values distinct over the table. References point to existing rows, and a table's rows depend only on the seed, refDate, its definition and the tables it references. \`format\`: ${DATASET_FORMATS.map((format) => `\`${format}\` (${DATASET_FORMAT_TEXTS[format]})`).join(', ')}. At most ${MAX_DATASET_ROWS.toLocaleString('en-US')} rows in all per request.`,
    errors: [
      'INVALID_BODY',
      'INVALID_PARAMS',
      'UNSUPPORTED_LOCALE',
      'METHOD_NOT_ALLOWED',
      'COUNT_LIMIT_EXCEEDED',
      'PAYLOAD_TOO_LARGE',
    ],
  },
  'post /api/v1/validate': {
    operationId: 'validateValue',
    description:
      'Checks the format and check digits of one value. An invalid value is a 200 with `valid: false`, a stable `code`, a `reason` in the requested language and, where one exists, the `expected` check character or digits. `kind: auto` detects the kind; `extra` adds what the value tells (bank and BIC of an account, card brand, province...).',
    errors: ['INVALID_BODY', 'INVALID_PARAMS', 'PAYLOAD_TOO_LARGE'],
  },
  'get /api/v1/openapi.json': { operationId: 'getOpenApiDocument', errors: ['INVALID_PARAMS'] },
};
const header = (description: string, schema: Schema, example: unknown) => ({ description, schema, example });

export const RATE_LIMIT_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
] as const;

const COMPONENT_HEADERS = {
  'X-RateLimit-Limit': header(
    'Requests allowed per 60-second window per client IP.',
    { type: 'integer', minimum: 1 },
    60,
  ),
  'X-RateLimit-Remaining': header(
    'Requests left in the current window.',
    { type: 'integer', minimum: 0 },
    59,
  ),
  'X-RateLimit-Reset': header(
    'Unix time in whole seconds at which the window restarts and requests are accepted again.',
    { type: 'integer', minimum: 0 },
    1767225600,
  ),
  'Retry-After': header(
    'Seconds to wait before the next request is accepted.',
    { type: 'integer', minimum: 0 },
    42,
  ),
  'X-Request-Id': header('Identifier of this request, for support.', { type: 'string' }, 'req-1'),
};

function plain<T>(value: T): T {
  // TypeBox schemas carry symbol keys; the document is plain JSON.
  return JSON.parse(JSON.stringify(value));
}

function describeSpec(spec: OptionSpec): string {
  const dflt = spec.default === null ? '' : `, default \`${spec.default}\``;
  switch (spec.kind) {
    case 'enum':
      return `${spec.values.map((v) => `\`${v}\``).join(' | ')}${dflt}`;
    case 'boolean':
      return `\`true\` | \`false\`${dflt}`;
    case 'integer':
    case 'number':
      return `${spec.kind} ${spec.min} to ${spec.max}${dflt}`;
    case 'date':
      return `date YYYY-MM-DD${dflt}`;
    case 'hostname':
      return `DNS host name${dflt}`;
    case 'name':
      return `table or field name${spec.required ? ', required' : dflt}`;
    case 'scalar':
      return `string, number or boolean${spec.required ? ', required' : dflt}`;
    case 'scalars':
      return `array of 1 to ${spec.max} strings, numbers or booleans${spec.required ? ', required' : ''}`;
    case 'weights':
      return `array of numbers >= 0 (not all 0), one per value`;
  }
}

/** One query parameter per option name, saying which generators take it and what it accepts. */
function generatorOptionParameters(): Parameter[] {
  const byName = new Map<string, string[]>();
  for (const country of COUNTRIES) {
    for (const generator of country.generators) {
      for (const spec of generator.options) {
        const lines = byName.get(spec.name) ?? [];
        lines.push(
          `- \`${generator.name}\` (${country.code}): ${describeSpec(spec)}. ${spec.description.en}`,
        );
        byName.set(spec.name, lines);
      }
    }
  }
  const generators = COUNTRIES.reduce((sum, country) => sum + country.generators.length, 0);
  return [...byName].map(([name, lines]) => ({
    name,
    in: 'query',
    required: false,
    description: `Generator option (case-insensitive). Accepted by:\n${lines.join('\n')}${
      lines.length < generators ? '\n\nOther generators ignore it and echo it in `meta.options`.' : ''
    }`,
    schema: { type: 'string' },
  }));
}

/** One table per locale: the same type names, each country's values and options. */
function fieldTypesDescription(): string {
  return COUNTRIES.map((country) => {
    const rows = country.fields.types.map((t) => {
      const options = t.options.map((o) => `\`${o.name}\` (${describeSpec(o)})`).join('; ') || '-';
      return `| \`${t.type}\` | ${t.label.en} | ${options} |`;
    });
    return [
      `Locale \`${country.code}\` (${country.name.en}):`,
      '',
      '| type | value | options |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
  }).join('\n\n');
}

function generatorsDescription(): string {
  return COUNTRIES.flatMap((country) =>
    country.generators.map(
      (g) =>
        `- \`${g.name}\` (${country.code}): ${g.label.en}; record fields ${g.fields.map((f) => `\`${f}\``).join(', ')}.`,
    ),
  ).join('\n');
}

/** Descriptions of parameters a route schema leaves bare. */
const PARAMETER_TEXTS: Record<string, string> = {
  'x-seed': 'Seed, used when the `seed` query parameter is absent.',
  locale: `Data locale: ${COUNTRIES.map((c) => `\`${c.code}\` (${c.name.en})`).join(', ')}. Each has its generators' option values and field types (\`countries\` in GET /api/v1/generators).`,
};

const INTRO = `Fake but valid Spanish test data (DNI, NIE, CIF, NSS, IBAN, test cards, identities, whole rows) and validation of Spanish identifiers; Portuguese data under the locale \`pt\` (NIF, NIPC, Cartão de Cidadão, NISS, NIB, +351 phones, identities) and its validation with \`locale: "pt"\`. Anonymous; a web playground is served at \`/\`.

**Languages.** Texts (\`message\`, \`reason\`, labels) are Spanish by default; \`lang=en\` or \`Accept-Language: en\` gives English, \`lang=pt\` or \`Accept-Language: pt\` (\`pt-PT\`, \`pt-BR\`...) European Portuguese. \`lang\` wins. Data never depends on the language.

**Determinism.** The same seed and request give the same data; \`meta.seed\` always echoes the seed used (one is picked when none is given). Dates tied to "today" use \`refDate\` (echoed in \`meta.refDate\`).

**Rate limit.** 60 requests per 60-second window per client IP on every \`/api\` route. Every \`/api\` response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix time in seconds); a 429 also carries \`Retry-After\`.

**Errors.** Every error is \`{status: "error", code, message, details?}\`; \`code\` never changes with the language.

`;

function enrichOperation(key: string, operation: Operation, examples: OperationExamples) {
  const known = OPERATIONS[key];
  if (known) operation.operationId = known.operationId;
  if (known?.description && !operation.description) operation.description = known.description;
  for (const response of Object.values(operation.responses)) {
    if (response.description === 'Default Response') response.description = 'Success.';
  }
  Object.assign(operation.responses, errorResponses([...(known?.errors ?? []), ...EVERY_OPERATION]));
  // The route-level '4XX' catch-all is replaced by the precise statuses above.
  delete operation.responses['4XX'];
  for (const [status, response] of Object.entries(operation.responses)) {
    response.headers = {
      ...response.headers,
      ...Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, ref('headers', name)])),
      'X-Request-Id': ref('headers', 'X-Request-Id'),
      ...(status === '429' ? { 'Retry-After': ref('headers', 'Retry-After') } : {}),
    };
  }
  for (const [mediaType, mediaExamples] of Object.entries(examples[key] ?? {})) {
    const media = operation.responses['200']?.content?.[mediaType];
    if (media) media.examples = mediaExamples;
  }
}

/** The bulk route streams its body, past any serializer: its success is described here, one media type per format. */
const BulkJsonResponse = Type.Object({
  status: Type.Literal('success'),
  meta: Type.Object({
    locale: Type.String(),
    seed: Type.String(),
    count: Type.Integer(),
    refDate: Type.String({ format: 'date' }),
    fields: Type.Array(Type.Object({ name: Type.String(), type: Type.String() })),
    checksum_valid: Type.Boolean({ description: 'False only when a field asked for `ok: false`.' }),
  }),
  data: Type.Array(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    {
      description: 'One object per row; keys are the field names, in schema order.',
    },
  ),
});

function bulkSuccess(): Response {
  const content: NonNullable<Response['content']> = {};
  for (const format of TEXT_FORMATS) {
    content[MEDIA_TYPES[format]] = {
      schema:
        format === 'json' ? plain(BulkJsonResponse) : { type: 'string', description: `The ${format} file.` },
    };
  }
  content[MEDIA_TYPES.parquet] = {
    schema: { type: 'string', format: 'binary', description: 'The Parquet file (typed columns).' },
  };
  return {
    description:
      'The rows: a JSON object, or the text of the file in the chosen format. Non-JSON formats carry `Content-Disposition: attachment` with a file name.',
    headers: {
      'Content-Disposition': {
        description: 'Non-JSON formats only: `attachment; filename="<table>.<extension>"`.',
        schema: { type: 'string' },
      },
      'X-Seed': {
        description:
          'The seed used (the one sent, or the one picked), percent-encoded: with `X-Ref-Date`, what replays any format.',
        schema: { type: 'string' },
      },
      'X-Ref-Date': {
        description: 'The reference date used, `YYYY-MM-DD`.',
        schema: { type: 'string', format: 'date' },
      },
    },
    content,
  };
}

const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const DatasetJsonResponse = Type.Object({
  status: Type.Literal('success'),
  meta: Type.Object({
    locale: Type.String(),
    seed: Type.String(),
    refDate: Type.String({ format: 'date' }),
    checksum_valid: Type.Boolean({ description: 'False only when a field asked for `ok: false`.' }),
    tables: Type.Array(
      Type.Object({
        name: Type.String(),
        count: Type.Integer({ minimum: 0 }),
        fields: Type.Array(Type.Object({ name: Type.String(), type: Type.String() })),
      }),
    ),
  }),
  data: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Cell)), {
    description: 'Rows of each table, by table name, in request order.',
  }),
});

/** The zipped formats' one media type, described once for all of them. */
const ZIP_TEXT = `A zip of one file per table: ${DATASET_FORMATS.filter(
  (format) => DATASET_CONTENT_TYPES[format] === MEDIA_TYPES.zip,
)
  .map((format) => `\`<table>.${format}\` (format ${format})`)
  .join(', ')}.`;

function datasetSuccess(): Response {
  const content: NonNullable<Response['content']> = {};
  for (const format of DATASET_FORMATS) {
    const zipped = DATASET_CONTENT_TYPES[format] === MEDIA_TYPES.zip;
    content[zipped ? MEDIA_TYPES.zip : MEDIA_TYPES[format]] = {
      schema:
        format === 'json'
          ? plain(DatasetJsonResponse)
          : zipped
            ? { type: 'string', format: 'binary', description: ZIP_TEXT }
            : { type: 'string', description: `The ${format} file.` },
    };
  }
  const bulk = bulkSuccess();
  return {
    description:
      'The tables: a JSON object, or the file in the chosen format (`dataset.ndjson`, `dataset.sql`, `dataset.zip`) as an attachment.',
    headers: bulk.headers,
    content,
  };
}

/** The transformObject of @fastify/swagger: the generated document, completed. */
export function completeDocument(document: OpenApiDocument, examples: OperationExamples): OpenApiDocument {
  document.info.description = `${INTRO}${errorTable()}`;
  document.info['x-package-version'] = packageVersion();
  document.tags = [
    { name: 'generation', description: 'Single-type and bulk generation' },
    { name: 'validation', description: 'Check digits and formats' },
    { name: 'meta', description: 'This description' },
  ];
  document.components = {
    ...document.components,
    schemas: { ...document.components.schemas, Error: plain(ErrorResponse) },
    headers: COMPONENT_HEADERS,
    // Answered by the router for any unknown path, so it belongs to no operation.
    responses: { NotFound: errorResponses(['NOT_FOUND'])['404'] },
  };
  const bulk = document.paths['/api/v1/{locale}/bulk']?.post;
  if (bulk && !bulk.responses['200']) bulk.responses['200'] = bulkSuccess();
  const dataset = document.paths['/api/v1/{locale}/dataset']?.post;
  if (dataset && !dataset.responses['200']) dataset.responses['200'] = datasetSuccess();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      enrichOperation(`${method} ${path}`, operation, examples);
      for (const parameter of operation.parameters ?? []) {
        parameter.description ??= PARAMETER_TEXTS[parameter.name];
      }
    }
  }
  const generate = document.paths['/api/v1/{locale}/{generator}']?.get;
  if (generate) {
    const taken = new Set((generate.parameters ?? []).map((p) => p.name));
    generate.parameters = [
      ...(generate.parameters ?? []),
      ...generatorOptionParameters().filter((p) => !taken.has(p.name)),
    ];
    const generator = generate.parameters.find((p) => p.name === 'generator' && p.in === 'path');
    if (generator) generator.description = `The generator:\n${generatorsDescription()}`;
  }
  const bulkFields =
    document.paths['/api/v1/{locale}/bulk']?.post?.requestBody?.content['application/json']?.schema;
  const field = ((bulkFields?.properties as Schema | undefined)?.fields as Schema | undefined)?.items as
    | { properties?: Record<string, Schema> }
    | undefined;
  if (field?.properties?.options)
    field.properties.options.description = `Options of the field type:\n\n${fieldTypesDescription()}`;
  return document;
}
