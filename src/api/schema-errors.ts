import type { TSchema } from '@sinclair/typebox';
import AjvModule from 'ajv';
import { ApiError, type ErrorDetails } from '../errors/index.js';
import { jsonType } from '../errors/words.js';

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  schema?: unknown;
  parentSchema?: { type?: unknown; properties?: Readonly<Record<string, unknown>> };
  data?: unknown;
}

/** A value the details can echo: scalars only, and not a long text (the message shortens it further). */
const echoable = (value: unknown) =>
  value === null || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string';

/**
 * JSON-schema failures -> error codes and problems (docs/api.md, Errors):
 * a wrong JSON type is INVALID_BODY, a bad value INVALID_PARAMS; `problem`
 * names what is wrong and the details the bound or the values allowed.
 */
export function fromValidation(issues: AjvIssue[], context: string | undefined): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError('INVALID_BODY');
  const member = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  const path = `${issue.instancePath}${member ? `/${member}` : ''}`;
  const where = context === 'body' ? 'body' : (context ?? 'request');
  const details: ErrorDetails = { [where === 'body' ? 'member' : 'parameter']: path.replace(/^\//, '') };
  const fieldIndex = /^\/fields\/(\d+)/.exec(issue.instancePath);
  if (fieldIndex) details.field = Number(fieldIndex[1]);
  const facts = problemOf(issue);
  if (issue.keyword !== 'required' && echoable(issue.data)) facts.value = issue.data;
  Object.assign(details, facts);
  if (issue.keyword === 'maximum' && /(^|\/)count$/.test(issue.instancePath)) {
    return new ApiError('COUNT_LIMIT_EXCEEDED', { ...details, problem: 'count_limit' });
  }
  if (issue.keyword === 'type') {
    // An integer member given a non-integral number is a bad value, not a bad type.
    const integralWanted = issue.params.type === 'integer';
    const isNumber = typeof issue.data === 'number';
    if (!(integralWanted && isNumber))
      return new ApiError(where === 'body' ? 'INVALID_BODY' : 'INVALID_PARAMS', details);
  }
  return new ApiError('INVALID_PARAMS', details);
}

/** The problem code of one ajv failure and the facts its text reads. */
function problemOf(issue: AjvIssue): ErrorDetails {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return { problem: 'required' };
    case 'type':
      if (params.type === 'integer' && typeof issue.data === 'number') return { problem: 'not_an_integer' };
      if (params.type === 'object') return { problem: 'not_an_object', found: jsonType(issue.data) };
      return { problem: 'wrong_type', expected: params.type };
    case 'minimum':
    case 'exclusiveMinimum':
      return { problem: 'below_min', min: params.limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { problem: 'above_max', max: params.limit };
    case 'enum':
    case 'const':
      return { problem: 'not_allowed', allowed: params.allowedValues ?? [params.allowedValue] };
    case 'maxLength':
      return { problem: 'too_long', max: params.limit };
    case 'minLength':
      return params.limit === 1 ? { problem: 'empty' } : { problem: 'too_short', min: params.limit };
    case 'maxItems':
      return { problem: 'too_many_items', max: params.limit };
    case 'minItems':
      return { problem: 'too_few_items', min: params.limit };
    case 'maxProperties':
      return { problem: 'too_many_items', max: params.limit };
    case 'pattern':
      return { problem: 'bad_pattern', pattern: params.pattern };
    case 'additionalProperties':
      return {
        problem: 'unknown_member',
        unknown: [params.additionalProperty],
        allowed: Object.keys(issue.parentSchema?.properties ?? {}),
      };
    case 'anyOf':
    case 'oneOf':
      return { problem: 'wrong_shape' };
    default:
      return { problem: 'invalid_value' };
  }
}

// ajv is CommonJS: its class is the default export's `default`.
const Ajv = AjvModule.default;
/**
 * Same settings as the HTTP server: no coercion, no defaults, first error only. Dates are checked by the caller.
 * The schemas are our own (TypeBox, checked by the tests), so ajv does not check them against the JSON Schema
 * meta-schema: compiling that meta-schema was most of a CLI run's validation time.
 */
const ajv = new Ajv({
  validateSchema: false,
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
