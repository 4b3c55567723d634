import { MAX_SINGLE_COUNT } from '../api/generate.js';
import { DEFAULT_COUNTRY, LOCALES } from '../countries/registry.js';
import { ERROR_STATUS, type ErrorCode, type ErrorDetails, errorBody } from '../errors/index.js';
import { BODY_LIMIT_BYTES, MAX_URL_LENGTH } from './limits.js';

/**
 * The error side of the OpenAPI document: when each code happens, an
 * example body per code, and the responses of an operation built from the
 * codes it can answer. Statuses come from the one error catalog.
 */
export const ERROR_WHEN: Record<ErrorCode, string> = {
  INVALID_PARAMS: 'a parameter or member is missing, empty, or outside its allowed set or range',
  INVALID_BODY: 'the body is not a JSON object of the expected shape, or its Content-Type is not JSON',
  UNSUPPORTED_LOCALE: `the locale (in the path, or a validate body's \`locale\`) is not one of ${LOCALES.join(', ')}`,
  UNKNOWN_GENERATOR: 'the path generator does not exist (`details.available` lists them)',
  NOT_FOUND: 'no route has that path',
  METHOD_NOT_ALLOWED: 'the path exists with another method (header `Allow`)',
  COUNT_LIMIT_EXCEEDED: '`count` is a valid integer above the maximum of the endpoint',
  PAYLOAD_TOO_LARGE: `the body is larger than ${BODY_LIMIT_BYTES / 1024 / 1024} MiB`,
  URI_TOO_LONG: `the URL is longer than ${MAX_URL_LENGTH} characters`,
  HEADERS_TOO_LARGE: 'the request headers are larger than the server accepts',
  BAD_REQUEST: 'the HTTP request itself is malformed',
  RATE_LIMIT_EXCEEDED: 'the client IP has used its requests of the current 60-second window',
  INTERNAL_ERROR: 'unexpected server failure (`details.requestId` identifies it)',
  SERVICE_UNAVAILABLE: 'the service cannot answer for a moment; try again in a few seconds',
};

/** Codes any operation can answer, whatever its parameters. */
export const EVERY_OPERATION: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

const EXAMPLE_DETAILS: Partial<Record<ErrorCode, ErrorDetails>> = {
  INVALID_PARAMS: {
    parameter: 'count',
    problem: 'not_a_number',
    value: 'abc',
    min: 1,
    max: MAX_SINGLE_COUNT,
  },
  INVALID_BODY: { member: 'fields', problem: 'wrong_type', expected: 'array', value: 'nombre' },
  UNSUPPORTED_LOCALE: { locale: 'fr', supported: LOCALES },
  UNKNOWN_GENERATOR: { generator: 'dni', available: DEFAULT_COUNTRY.generators.map((g) => g.name) },
  NOT_FOUND: { path: '/api/v1/nothing' },
  METHOD_NOT_ALLOWED: { allowed: ['POST'] },
  COUNT_LIMIT_EXCEEDED: {
    parameter: 'count',
    problem: 'count_limit',
    value: String(5 * MAX_SINGLE_COUNT),
    min: 1,
    max: MAX_SINGLE_COUNT,
  },
  URI_TOO_LONG: { max: MAX_URL_LENGTH },
  RATE_LIMIT_EXCEEDED: { limit: 60, retryAfterSeconds: 42, resetAt: 1767225600 },
  INTERNAL_ERROR: { requestId: 'req-1' },
};

export const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

export function errorExample(code: ErrorCode) {
  const details = EXAMPLE_DETAILS[code];
  return {
    summary: `${code}: ${ERROR_WHEN[code]}`,
    value: errorBody(code, 'es', details),
  };
}

/** One response per HTTP status among `codes`: the Error schema narrowed to those codes, an example each. */
export function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(ERROR_STATUS[code]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      {
        description: group.map((code) => `\`${code}\`: ${ERROR_WHEN[code]}.`).join(' '),
        content: {
          'application/json': {
            schema: { allOf: [ref('schemas', 'Error'), { properties: { code: { enum: group } } }] },
            examples: Object.fromEntries(group.map((code) => [code, errorExample(code)])),
          },
        },
      },
    ]),
  );
}

/** Markdown table of every code, for the description of the API. */
export function errorTable(): string {
  const rows = (Object.keys(ERROR_STATUS) as ErrorCode[]).map(
    (code) => `| ${ERROR_STATUS[code]} | \`${code}\` | ${ERROR_WHEN[code]} |`,
  );
  return ['| HTTP | code | when |', '|---|---|---|', ...rows].join('\n');
}
