/**
 * Errors shared by the library, the CLI and the HTTP API (docs/api.md,
 * Errors): codes, problem codes and their texts, and ApiError.
 */
export {
  ApiError,
  type ErrorBody,
  type ErrorDetails,
  errorBody,
  headline,
  invalidBody,
  invalidParams,
  readsFile,
  subjectOf,
} from './api-error.js';
export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './codes.js';
export { InternalError, itemAt, known } from './internal.js';
export { ERROR_MESSAGES } from './messages.js';
export { isProblemCode, PROBLEM_CODES, PROBLEMS, type ProblemCode } from './problems.js';
