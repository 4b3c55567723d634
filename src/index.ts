/**
 * datos-prueba as a library: the same engine as the HTTP API, with no HTTP
 * code loaded. Same seed, same options: byte-identical data to the API.
 *
 *   import { generate, bulk, validate } from 'datos-prueba';
 *   generate({ generator: 'document', count: 5, seed: 'abc', options: { sub: 'nie' } });
 *   const fields = [{ name: 'dni', type: 'documento' }] as const;
 *   for await (const chunk of bulk({ fields, count: 1000, format: 'csv', seed: 1 }).chunks()) ...
 *   validate({ value: '12345678Z' });
 */

import type { BulkRequestOptions, PreparedBulk } from './api/bulk.js';
import { bulkFromJson, datasetFromJson } from './api/checked.js';
import type { DatasetRequestOptions, PreparedDataset } from './api/dataset.js';
import { generate as generateRecords } from './api/generate.js';
import type { DatasetBodyType } from './dataset/body.js';
import type {
  BulkBody,
  BulkField,
  GenerateRequestOf,
  GenerateResponseOf,
  GeneratorName,
  RowOf,
} from './public-types.js';

export { type AnonymizeOptions, type AnonymizeReport, anonymize } from './anonymize/anonymize.js';
export {
  BulkBody as BulkBodySchema,
  type BulkBodyType,
  type BulkRequestOptions,
  DEFAULT_BULK_COUNT,
  MAX_BULK_COUNT,
  type PreparedBulk,
} from './api/bulk.js';
export type { DatasetRequestOptions, PreparedDataset } from './api/dataset.js';
export { type GenerateRequest, type GenerateResponse, MAX_SINGLE_COUNT } from './api/generate.js';
export { VALIDATE_KINDS, type ValidateRequest, type ValidationData, validate } from './api/validate.js';
export { FIELD_TYPES_ES as FIELD_TYPES } from './countries/es/field-types.js';
export { GENERATORS } from './countries/es/generators.js';
export { validateValue } from './countries/validate.js';
export {
  DatasetBody as DatasetBodySchema,
  type DatasetBodyType,
  type DatasetBodyType as DatasetBody,
} from './dataset/body.js';
export type { DatasetTable, ForeignKey } from './dataset/tables.js';
// Live databases (docs/api.md, Live databases): drivers load only when a URL names their database.
export { DbError, type DbProblem } from './db/errors.js';
export { type FillOptions, type FillReport, fillDatabase } from './db/fill.js';
export type { IntrospectedBody, IntrospectOptions } from './db/introspect.js';
export { introspectDatabase } from './db/introspect-database.js';
export type { Kind, ValidationResult } from './domain/validation.js';
export {
  ApiError,
  ERROR_CODES,
  type ErrorCode,
  type ErrorDetails,
  errorBody,
  PROBLEM_CODES,
  type ProblemCode,
} from './errors/index.js';
export type { ExportFormat, SqlDialect } from './export/types.js';
export type * from './public-types.js';
export { type Rng, rngFromSeed } from './random/rng.js';

/**
 * Records of one generator, with the contract's checks and codes. The
 * generator's name decides which options compile and the records' members.
 */
export function generate<const Name extends GeneratorName>(
  request: GenerateRequestOf<Name>,
): GenerateResponseOf<Name> {
  // The records' members are the catalog's (a test checks the generated types against it).
  return generateRecords(request) as GenerateResponseOf<Name>;
}

/**
 * Bulk rows from a field schema, the HTTP body's shape. Input is checked as
 * the API checks it (wrong JSON types are INVALID_BODY, bad values
 * INVALID_PARAMS) as well as typed. `maxCount` lifts the API's 10,000-row cap.
 */
export function bulk<const Fields extends readonly BulkField[]>(
  body: BulkBody<Fields>,
  options: BulkRequestOptions = {},
): PreparedBulk {
  return bulkFromJson(body, options);
}

/**
 * Rows as plain objects (built with a null prototype: field names are user
 * data), typed from the field names and types where the schema is written
 * in place.
 */
export async function bulkRows<const Fields extends readonly BulkField[]>(
  body: BulkBody<Fields>,
  options: BulkRequestOptions = {},
): Promise<RowOf<Fields>[]> {
  const prepared = bulkFromJson({ ...body, format: 'ndjson' }, options);
  let text = '';
  for await (const chunk of prepared.chunks()) text += chunk;
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => Object.assign(Object.create(null), JSON.parse(line)));
}

/**
 * Related tables (docs/api.md, Datasets) from a dataset body, checked as the API checks
 * it. Offline there is no row limit unless `maxRows` sets one; each table's
 * `rows(start, end)` gives any range without generating the others.
 */
export function dataset(body: DatasetBodyType, options: DatasetRequestOptions = {}): PreparedDataset {
  return datasetFromJson(body, options);
}
