import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorCode, type ErrorDetails, errorBody } from './errors.js';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  schema?: unknown;
  parentSchema?: { type?: unknown };
  data?: unknown;
}

/** JSON-schema failures -> contract codes (DECISIONS 2): wrong JSON type is INVALID_BODY, bad value INVALID_PARAMS. */
function fromValidation(issues: AjvIssue[], context: string | undefined): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError('INVALID_BODY');
  const member = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  const path = `${issue.instancePath}${member ? `/${member}` : ''}`;
  const where = context === 'body' ? 'body' : (context ?? 'request');
  const details: ErrorDetails = { [where === 'body' ? 'member' : 'parameter']: path.replace(/^\//, '') };
  const fieldIndex = /^\/fields\/(\d+)/.exec(issue.instancePath);
  if (fieldIndex) details.field = Number(fieldIndex[1]);
  if (issue.message) details.problem = issue.message;
  if (issue.keyword === 'maximum' && /(^|\/)count$/.test(issue.instancePath)) {
    return new ApiError('COUNT_LIMIT_EXCEEDED', { ...details, max: issue.params.limit });
  }
  if (issue.keyword === 'type') {
    // An integer member given a non-integral number is a bad value, not a bad type.
    const integralWanted = issue.params.type === 'integer';
    const isNumber = typeof issue.data === 'number';
    if (!(integralWanted && isNumber))
      return new ApiError(where === 'body' ? 'INVALID_BODY' : 'INVALID_PARAMS', details);
  }
  if (issue.keyword === 'enum' || issue.keyword === 'const') details.allowed = issue.params.allowedValues;
  for (const key of ['limit', 'comparison'] as const)
    if (key in issue.params) details[key] = issue.params[key];
  return new ApiError('INVALID_PARAMS', details);
}

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

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const apiError = toApiError(error, String(request.id));
  if (apiError.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unexpected error');
  return reply
    .code(apiError.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(apiError.code, request.lang ?? 'es', apiError.details));
}
