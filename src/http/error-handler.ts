import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type AjvIssue, fromValidation } from '../api/schema-errors.js';
import { ApiError, type ErrorCode, errorBody } from '../errors/index.js';
import { afterBodyDrained } from './drain.js';

const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'INVALID_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  FST_ERR_BAD_URL: 'NOT_FOUND',
};

/** Any thrown value -> the contract's error object; unexpected failures are masked. */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  const err = error as Partial<FastifyError> & { validation?: AjvIssue[]; validationContext?: string };
  if (Array.isArray(err.validation)) return fromValidation(err.validation, err.validationContext);
  const mapped = err.code ? FRAMEWORK_CODES[err.code] : undefined;
  if (mapped) return new ApiError(mapped);
  // JSON.parse failures of the body parser (including forbidden prototype keys).
  if (error instanceof SyntaxError && (err.statusCode ?? 400) === 400) return new ApiError('INVALID_BODY');
  const status = err.statusCode ?? 500;
  if (status === 404) return new ApiError('NOT_FOUND');
  if (status === 405) return new ApiError('METHOD_NOT_ALLOWED');
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new ApiError('INVALID_BODY');
  if (status >= 400 && status < 500) return new ApiError('INVALID_BODY');
  return new ApiError('INTERNAL_ERROR', { requestId });
}

/**
 * Answers with the contract's error object. A body refused for its size is
 * answered once the rest of it has been read (see drain.ts); the reply is
 * then sent later, and undefined returned so Fastify waits for it.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply | undefined {
  const apiError = toApiError(error, String(request.id));
  if (apiError.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unexpected error');
  const send = () =>
    reply
      .code(apiError.statusCode)
      .type('application/json; charset=utf-8')
      .send(errorBody(apiError.code, request.lang ?? 'es', apiError.details));
  if (apiError.code === 'PAYLOAD_TOO_LARGE' && afterBodyDrained(request.raw, send)) return undefined;
  return send();
}
