import type { TSchema } from '@sinclair/typebox';
import AjvModule from 'ajv';
import { ApiError, type ErrorDetails } from './errors.js';

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  schema?: unknown;
  parentSchema?: { type?: unknown };
  data?: unknown;
}

/** JSON-schema failures -> contract codes (docs/api.md, Errors): wrong JSON type is INVALID_BODY, bad value INVALID_PARAMS. */
export function fromValidation(issues: AjvIssue[], context: string | undefined): ApiError {
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

// ajv is CommonJS: its class is the default export's `default`.
const Ajv = AjvModule.default;
/** Same settings as the HTTP server: no coercion, no defaults, first error only. Dates are checked by the caller. */
const ajv = new Ajv({
  validateFormats: false,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  allErrors: false,
  verbose: true,
  strict: false,
});
const compiled = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

/** Checks JSON input (e.g. a schema file given to the CLI) exactly as the API checks a body. */
export function checkJson<T>(schema: TSchema, value: unknown): T {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  if (!check(value)) throw fromValidation((check.errors ?? []) as unknown as AjvIssue[], 'body');
  return value as T;
}
