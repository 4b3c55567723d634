import { Type } from '@sinclair/typebox';
import {
  BulkBody as BulkBodySchema,
  type BulkBodyType,
  type BulkRequestOptions,
  type PreparedBulk,
  prepareBulk,
} from './bulk.js';
import {
  checkDatasetBody,
  type DatasetRequestOptions,
  type PreparedDataset,
  prepareDataset,
} from './dataset.js';
import { checkJson } from './schema-errors.js';

/**
 * Bulk from a body of unknown shape (a JSON file on the command line),
 * checked as the API checks it: wrong JSON types are INVALID_BODY, bad
 * values INVALID_PARAMS. `maxCount` lifts the API's 10,000-row cap.
 */
export function bulkFromJson(body: unknown, options: BulkRequestOptions = {}): PreparedBulk {
  const isObject = typeof body === 'object' && body !== null;
  const { count, ...rest } = isObject ? (body as Record<string, unknown>) : {};
  const checked = checkJson<BulkBodyType>(BulkBodySchema, isObject ? rest : body);
  const withCount = count === undefined ? checked : { ...checked, count: checkCount(count) };
  return prepareBulk(withCount, options);
}

function checkCount(count: unknown): number {
  return checkJson<{ count: number }>(COUNT_SCHEMA, { count }).count;
}

const COUNT_SCHEMA = Type.Object({ count: Type.Integer({ minimum: 1 }) });

/** A dataset from a body of unknown shape, checked as the API checks it. */
export function datasetFromJson(body: unknown, options: DatasetRequestOptions = {}): PreparedDataset {
  return prepareDataset(checkDatasetBody(body, { offline: true }), options);
}
