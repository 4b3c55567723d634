import type { ERROR_MESSAGES } from './messages.js';

/**
 * Every error code and the HTTP status it is answered with (docs/api.md,
 * Errors). The library and the CLI use the same codes; only the HTTP layer
 * reads the status.
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
