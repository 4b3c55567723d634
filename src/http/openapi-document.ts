import { ERROR_STATUS, type ErrorCode } from '../api/errors.js';
import { FIELD_TYPES } from '../bulk/field-types.js';
import type { OptionSpec } from '../generators/options.js';
import { GENERATORS } from '../generators/single.js';
import { ERROR_MESSAGES } from '../i18n/error-messages.js';
import { ERROR_EXAMPLE_DETAILS, type OperationExamples } from './openapi-examples.js';
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

/** Errors each operation can answer besides 429 and 500 (SPEC 4, 7.1; DECISIONS 2). */
const OPERATIONS: Record<string, { operationId: string; errors: ErrorCode[] }> = {
  'get /api/v1/generators': { operationId: 'listGenerators', errors: ['INVALID_PARAMS'] },
  'get /api/v1/{locale}/{generator}': {
    operationId: 'generateRecords',
    errors: [
      'INVALID_PARAMS',
      'UNSUPPORTED_LOCALE',
      'UNKNOWN_GENERATOR',
      'METHOD_NOT_ALLOWED',
      'COUNT_LIMIT_EXCEEDED',
    ],
  },
  'post /api/v1/{locale}/bulk': {
    operationId: 'generateBulk',
    errors: [
      'INVALID_BODY',
      'INVALID_PARAMS',
      'UNSUPPORTED_LOCALE',
      'COUNT_LIMIT_EXCEEDED',
      'PAYLOAD_TOO_LARGE',
    ],
  },
  'post /api/v1/validate': {
    operationId: 'validateValue',
    errors: ['INVALID_BODY', 'INVALID_PARAMS', 'PAYLOAD_TOO_LARGE'],
  },
  'get /api/v1/openapi.json': { operationId: 'getOpenApiDocument', errors: [] },
};
const EVERY_OPERATION: ErrorCode[] = ['RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR'];

const ERROR_WHEN: Record<ErrorCode, string> = {
  INVALID_PARAMS: 'a parameter or member is missing, empty, or outside its allowed set or range',
  INVALID_BODY: 'the body is not a JSON object of the expected shape, or its Content-Type is not JSON',
  UNSUPPORTED_LOCALE: 'the path locale is not `es`',
  UNKNOWN_GENERATOR: 'the path generator does not exist (`details.available` lists them)',
  NOT_FOUND: 'no route has that path',
  METHOD_NOT_ALLOWED: 'the path exists with another method (header `Allow`)',
  COUNT_LIMIT_EXCEEDED: '`count` is a valid integer above the maximum of the endpoint',
  PAYLOAD_TOO_LARGE: 'the body is larger than 1 MiB',
  RATE_LIMIT_EXCEEDED: 'the client IP has used its requests of the current 60-second window',
  INTERNAL_ERROR: 'unexpected server failure (`details.requestId` identifies it)',
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

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

function plain<T>(value: T): T {
  // TypeBox schemas carry symbol keys; the document is plain JSON.
  return JSON.parse(JSON.stringify(value));
}

function errorExample(code: ErrorCode) {
  const details = ERROR_EXAMPLE_DETAILS[code];
  return {
    summary: `${code}: ${ERROR_WHEN[code]}`,
    value: { status: 'error', code, message: ERROR_MESSAGES[code].es, ...(details ? { details } : {}) },
  };
}

function errorResponse(codes: ErrorCode[]): Response {
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_WHEN[code]}.`).join(' '),
    content: {
      'application/json': {
        schema: { allOf: [ref('schemas', 'Error'), { properties: { code: { enum: codes } } }] },
        examples: Object.fromEntries(codes.map((code) => [code, errorExample(code)])),
      },
    },
  };
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
  }
}

/** One query parameter per option name, saying which generators take it and what it accepts. */
function generatorOptionParameters(): Parameter[] {
  const byName = new Map<string, string[]>();
  for (const generator of GENERATORS) {
    for (const spec of generator.options) {
      const lines = byName.get(spec.name) ?? [];
      lines.push(`- \`${generator.name}\`: ${describeSpec(spec)}. ${spec.description.en}`);
      byName.set(spec.name, lines);
    }
  }
  return [...byName].map(([name, lines]) => ({
    name,
    in: 'query',
    required: false,
    description: `Generator option (case-insensitive). Accepted by:\n${lines.join('\n')}\n\nOther generators ignore it and echo it in \`meta.options\`.`,
    schema: { type: 'string' },
  }));
}

function fieldTypesDescription(): string {
  const rows = FIELD_TYPES.map((t) => {
    const options = t.options.map((o) => `\`${o.name}\` (${describeSpec(o)})`).join('; ') || '-';
    return `| \`${t.type}\` | ${t.label.en} | ${options} |`;
  });
  return ['| type | value | options |', '|---|---|---|', ...rows].join('\n');
}

function generatorsDescription(): string {
  return GENERATORS.map(
    (g) => `- \`${g.name}\`: ${g.label.en}; record fields ${g.fields.map((f) => `\`${f}\``).join(', ')}.`,
  ).join('\n');
}

function errorTable(): string {
  const rows = (Object.keys(ERROR_STATUS) as ErrorCode[]).map(
    (code) => `| ${ERROR_STATUS[code]} | \`${code}\` | ${ERROR_WHEN[code]} |`,
  );
  return ['| HTTP | code | when |', '|---|---|---|', ...rows].join('\n');
}

const INTRO = `Fake but valid Spanish test data (DNI, NIE, CIF, NSS, IBAN, test cards, identities, whole rows) and validation of Spanish identifiers. Anonymous; a web playground is served at \`/\`.

**Languages.** Texts (\`message\`, \`reason\`, labels) are Spanish by default; \`lang=en\` or \`Accept-Language: en\` gives English. \`lang\` wins. Data never depends on the language.

**Determinism.** The same seed and request give the same data; \`meta.seed\` always echoes the seed used (one is picked when none is given). Dates tied to "today" use \`refDate\` (echoed in \`meta.refDate\`).

**Rate limit.** 60 requests per 60-second window per client IP on every \`/api\` route. Every \`/api\` response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix time in seconds); a 429 also carries \`Retry-After\`.

**Errors.** Every error is \`{status: "error", code, message, details?}\`; \`code\` never changes with the language.

`;

function enrichOperation(key: string, operation: Operation, examples: OperationExamples) {
  const known = OPERATIONS[key];
  if (known) operation.operationId = known.operationId;
  for (const response of Object.values(operation.responses)) {
    if (response.description === 'Default Response') response.description = 'Success.';
  }
  const codes = [...(known?.errors ?? []), ...EVERY_OPERATION];
  for (const status of new Set(codes.map((code) => String(ERROR_STATUS[code])))) {
    operation.responses[status] = errorResponse(
      codes.filter((code) => String(ERROR_STATUS[code]) === status),
    );
  }
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
  const example = examples[key];
  const json = operation.responses['200']?.content?.['application/json'];
  if (example !== undefined && json) json.examples = example;
}

/** The transformObject of @fastify/swagger: the generated document, completed. */
export function completeDocument(document: OpenApiDocument, examples: OperationExamples): OpenApiDocument {
  document.info.description = `${INTRO}${errorTable()}`;
  document.tags = [
    { name: 'generation', description: 'Single-type and bulk generation' },
    { name: 'validation', description: 'Check digits and formats' },
    { name: 'meta', description: 'This description' },
  ];
  document.components = {
    ...document.components,
    schemas: { ...document.components.schemas, Error: plain(ErrorResponse) },
    headers: COMPONENT_HEADERS,
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      enrichOperation(`${method} ${path}`, operation, examples);
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
