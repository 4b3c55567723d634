/**
 * datos-prueba as a library: the same engine as the HTTP API, with no HTTP
 * code loaded. Same seed, same options: byte-identical data to the API.
 *
 *   import { generate, bulk, validate } from 'datos-prueba';
 *   generate({ generator: 'document', count: 5, seed: 'abc', options: { sub: 'nie' } });
 *   for await (const chunk of bulk({ fields, count: 1000, format: 'csv', seed: 1 }).chunks()) ...
 *   validate({ value: '12345678Z' });
 */

import { Type } from '@sinclair/typebox';
import {
  BulkBody,
  type BulkBodyType,
  type BulkRequestOptions,
  type PreparedBulk,
  prepareBulk,
} from './api/bulk.js';
import {
  checkDatasetBody,
  type DatasetRequestOptions,
  type PreparedDataset,
  prepareDataset,
} from './api/dataset.js';
import { checkJson } from './api/schema-errors.js';

export {
  BulkBody,
  type BulkBodyType,
  DEFAULT_BULK_COUNT,
  MAX_BULK_COUNT,
  type PreparedBulk,
} from './api/bulk.js';
export type { DatasetRequestOptions, PreparedDataset } from './api/dataset.js';
export { ApiError, ERROR_CODES, type ErrorCode, errorBody } from './api/errors.js';
export { type GenerateRequest, type GenerateResponse, generate, MAX_SINGLE_COUNT } from './api/generate.js';
export { VALIDATE_KINDS, type ValidateRequest, type ValidationData, validate } from './api/validate.js';
export { FIELD_TYPES } from './bulk/field-types.js';
export { DatasetBody, type DatasetBodyType } from './dataset/body.js';
export type { DatasetTable, ForeignKey } from './dataset/tables.js';
// Live databases (DATASETS 4): drivers load only when a URL names their database.
export { DbError, type DbProblem } from './db/errors.js';
export { type FillOptions, type FillReport, fillDatabase } from './db/fill.js';
export type { IntrospectedBody, IntrospectOptions } from './db/introspect.js';
export { introspectDatabase } from './db/introspect-database.js';
export { validateValue } from './domain/validate.js';
export type { Kind, ValidationResult } from './domain/validation.js';
export { GENERATORS } from './generators/single.js';
export { type Rng, rngFromSeed } from './random/rng.js';

/**
 * Bulk rows from a field schema, the HTTP body's shape. Input is checked as
 * the API checks it (wrong JSON types are INVALID_BODY, bad values
 * INVALID_PARAMS), so it may come straight from a JSON file. `maxCount`
 * lifts the API's 10,000-row cap.
 */
export function bulk(body: unknown, options: BulkRequestOptions = {}): PreparedBulk {
  const { count, ...rest } = (body ?? {}) as Record<string, unknown>;
  const checked = checkJson<BulkBodyType>(BulkBody, typeof body === 'object' && body !== null ? rest : body);
  const withCount = count === undefined ? checked : { ...checked, count: checkCount(count) };
  return prepareBulk(withCount, options);
}

/** Rows as plain objects (built with a null prototype: field names are user data). */
export async function bulkRows(
  body: unknown,
  options: BulkRequestOptions = {},
): Promise<Record<string, unknown>[]> {
  const prepared = bulk({ ...(body as object), format: 'ndjson' }, options);
  let text = '';
  for await (const chunk of prepared.chunks()) text += chunk;
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => Object.assign(Object.create(null), JSON.parse(line)));
}

function checkCount(count: unknown): number {
  return checkJson<{ count: number }>(COUNT_SCHEMA, { count }).count;
}

const COUNT_SCHEMA = Type.Object({ count: Type.Integer({ minimum: 1 }) });

/**
 * Related tables (DATASETS 3) from a dataset body, checked as the API checks
 * it. Offline there is no row limit unless `maxRows` sets one; each table's
 * `rows(start, end)` gives any range without generating the others.
 */
export function dataset(body: unknown, options: DatasetRequestOptions = {}): PreparedDataset {
  return prepareDataset(checkDatasetBody(body), options);
}
