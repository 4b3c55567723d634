import { ERROR_MESSAGES } from '../i18n/error-messages.js';
import type { Lang } from '../i18n/lang.js';

/**
 * Every API error code and its HTTP status, in one place (docs/api.md, Errors,
 * docs/api.md, Errors). Messages live in the i18n catalog under the same keys.
 */
export const ERROR_STATUS = {
  INVALID_PARAMS: 400,
  INVALID_BODY: 400,
  UNSUPPORTED_LOCALE: 400,
  UNKNOWN_GENERATOR: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  COUNT_LIMIT_EXCEEDED: 413,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  BAD_REQUEST: 400,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<keyof typeof ERROR_MESSAGES, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export type ErrorDetails = Record<string, unknown>;

/**
 * A failure the client can fix; thrown by handlers, rendered by the error
 * handler. It carries no stack trace: none is ever shown or logged for one
 * (only unexpected errors are logged), and capturing it was the larger part
 * of what a 404 or a 400 cost the server.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;
  readonly statusCode: number;

  constructor(code: ErrorCode, details?: ErrorDetails) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.statusCode = ERROR_STATUS[code];
  }
}

export interface ErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}

/** Where in a dataset the problem is, in the reader's language (docs/api.md, Datasets: errors name table and field). */
const LOCATION: Readonly<Record<Lang, (table: string, field: string | undefined) => string>> = {
  es: (table, field) => ` Tabla «${table}»${field === undefined ? '' : `, campo «${field}»`}.`,
  en: (table, field) => ` Table "${table}"${field === undefined ? '' : `, field "${field}"`}.`,
  pt: (table, field) => ` Tabela «${table}»${field === undefined ? '' : `, campo «${field}»`}.`,
};

function locationOf(details: ErrorDetails | undefined, lang: Lang): string {
  const table = details?.table;
  if (typeof table !== 'string') return '';
  const field = typeof details?.field === 'string' ? details.field : undefined;
  return LOCATION[lang](table, field);
}

export function errorBody(code: ErrorCode, lang: Lang, details?: ErrorDetails): ErrorBody {
  const body: ErrorBody = {
    status: 'error',
    code,
    message: ERROR_MESSAGES[code][lang] + locationOf(details, lang),
  };
  if (details && Object.keys(details).length > 0) body.details = details;
  return body;
}

export const invalidParams = (details: ErrorDetails) => new ApiError('INVALID_PARAMS', details);
export const invalidBody = (details: ErrorDetails) => new ApiError('INVALID_BODY', details);
