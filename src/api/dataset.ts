import { DEFAULT_COUNTRY } from '../countries/registry.js';
import {
  DatasetBody,
  type DatasetBodyType,
  type DatasetFormat,
  MAX_DATASET_ROWS,
  MAX_TABLE_COUNT,
  OfflineDatasetBody,
} from '../dataset/body.js';
import {
  CONTENT_TYPES,
  type DatasetOutputOptions,
  datasetChunks,
  FILE_EXTENSIONS,
  type RowRange,
} from '../dataset/output.js';
import { DatasetError, planDataset } from '../dataset/plan.js';
import { buildDataset, type CappedTable, type DatasetTable, RowLimitError } from '../dataset/tables.js';
import { ApiError, invalidParams } from '../errors/index.js';
import { parseDate, todayUtc } from '../generators/dates.js';
import { WORK_BUDGET } from './bulk.js';
import { countryFor, resolveSeed } from './params.js';
import { checkJson } from './schema-errors.js';
import { datasetCut, type Shard, shardRange } from './shards.js';

export interface DatasetRequestOptions {
  readonly locale?: string;
  /** Default today (UTC) when the body has no refDate. */
  readonly today?: string;
  /** Upper bound of the dataset's total rows (HTTP: 50,000; library and CLI: none). */
  readonly maxRows?: number;
  /** Upper bound of one table's integer count (HTTP: 10,000). */
  readonly maxTableCount?: number;
  /** Upper bound of rows × row cost (HTTP: the bulk budget); Infinity offline. */
  readonly workBudget?: number;
  /** Only shard K of N of the rows, counted over the tables in load order (CLI `--shard`). */
  readonly shard?: Shard;
  /** Tables in a cycle of references are ordered by deferring one reference (db fill). */
  readonly breakCycles?: boolean;
  /** A table asking more rows than its distinct values or combinations allow gets them all (db fill). */
  readonly capCounts?: boolean;
}

export interface PreparedDataset {
  readonly format: DatasetFormat;
  readonly contentType: string;
  /** Attachment file name for non-JSON formats. */
  readonly filename: string | undefined;
  readonly meta: Readonly<Record<string, unknown>>;
  /** Tables in request order. */
  readonly tables: readonly DatasetTable[];
  /** Tables with parents before children. */
  readonly loadOrder: readonly DatasetTable[];
  readonly totalRows: number;
  /** Tables given fewer rows than asked (`capCounts`), with why. */
  readonly capped: readonly CappedTable[];
  readonly outputOptions: DatasetOutputOptions;
  /** Rows of the output: all, or the shard's. */
  readonly range: RowRange;
  /** The output (or the rows of `range`, counted over the load order), one batch at a time. */
  chunks(onProgress?: (rows: number) => void, range?: RowRange): AsyncGenerator<string | Uint8Array>;
}

/**
 * Checks a dataset body's JSON shape as the API does, naming the table and
 * field at fault where the body gives their names (a shape error's path
 * only has their positions).
 */
export function checkDatasetBody(
  body: unknown,
  { offline = false }: { offline?: boolean } = {},
): DatasetBodyType {
  try {
    // Offline (library, CLI, db fill): any number of tables.
    return checkJson<DatasetBodyType>(offline ? OfflineDatasetBody : DatasetBody, body);
  } catch (err) {
    if (!(err instanceof ApiError) || typeof err.details?.member !== 'string') throw err;
    const at = /^tables\/(\d+)(?:\/fields\/(\d+))?/.exec(err.details.member);
    const tables = (body as { tables?: unknown } | null)?.tables;
    const table =
      at && Array.isArray(tables)
        ? (tables[Number(at[1])] as Record<string, unknown> | undefined)
        : undefined;
    if (typeof table?.name !== 'string') throw err;
    const fields = table.fields;
    const field =
      at?.[2] !== undefined && Array.isArray(fields)
        ? (fields[Number(at[2])] as Record<string, unknown>)
        : undefined;
    throw new ApiError(err.code, {
      ...err.details,
      table: table.name,
      ...(typeof field?.name === 'string' ? { field: field.name } : {}),
    });
  }
}

/**
 * Checks a dataset body already of the right JSON shape (names, counts,
 * references, keys, limits; docs/api.md, Datasets) and prepares its streamed output.
 */
export function prepareDataset(body: DatasetBodyType, options: DatasetRequestOptions = {}): PreparedDataset {
  const {
    locale = DEFAULT_COUNTRY.code,
    maxRows = Number.POSITIVE_INFINITY,
    maxTableCount = Number.POSITIVE_INFINITY,
    workBudget = Number.POSITIVE_INFINITY,
  } = options;
  const country = countryFor(locale);
  for (const table of body.tables) {
    if (typeof table.count === 'number' && Number.isInteger(table.count) && table.count > maxTableCount)
      throw new ApiError('COUNT_LIMIT_EXCEEDED', {
        table: table.name,
        member: 'count',
        problem: 'count_limit',
        value: table.count,
        max: maxTableCount,
      });
  }
  const seed = resolveSeed(body.seed, 'body');
  if (body.refDate !== undefined && !parseDate(body.refDate))
    throw invalidParams({
      member: 'refDate',
      problem: 'bad_date',
      value: body.refDate,
      format: 'YYYY-MM-DD',
    });
  const refDate = body.refDate ?? options.today ?? todayUtc();
  let built: ReturnType<typeof buildDataset>;
  try {
    const plan = planDataset(body.tables, country.fields, { breakCycles: options.breakCycles });
    built = buildDataset(plan, seed, refDate, maxRows, { capCounts: options.capCounts });
    const work = plan.tables.reduce((sum, t, i) => sum + t.plan.rowCost * built.tables[i]!.count, 0);
    if (work > workBudget)
      throw new ApiError('COUNT_LIMIT_EXCEEDED', {
        member: 'tables',
        // The rows that fit at this dataset's average weight per row.
        max: Math.floor((workBudget * built.totalRows) / work),
        problem: 'work_budget',
      });
    const checksumValid = plan.tables.every((t) => t.plan.checksumValid);
    const meta = {
      locale,
      seed,
      refDate,
      checksum_valid: checksumValid,
      tables: built.tables.map((t) => ({
        name: t.name,
        count: t.count,
        fields: t.columns.map((c) => ({ name: c.name, type: c.type })),
      })),
    };
    const format = body.format ?? 'json';
    const outputOptions: DatasetOutputOptions = {
      format,
      dialect: body.dialect ?? 'ansi',
      createTable: body.createTable ?? false,
      csvDelimiter: body.csv?.delimiter ?? ',',
      csvBom: body.csv?.bom ?? false,
      meta,
      zipTime: new Date(`${refDate}T00:00:00Z`),
      parquetCodec: body.parquet?.compression ?? 'snappy',
    };
    const shard = options.shard;
    const range: RowRange = shard
      ? {
          ...shardRange(built.totalRows, shard, datasetCut(built.loadOrder.map((t) => t.count))),
          first: shard.k === 1,
        }
      : { start: 0, end: built.totalRows, first: true };
    return {
      format,
      range,
      contentType: CONTENT_TYPES[format],
      filename: format === 'json' ? undefined : `dataset.${FILE_EXTENSIONS[format]}`,
      meta,
      tables: built.tables,
      loadOrder: built.loadOrder,
      totalRows: built.totalRows,
      capped: built.capped,
      outputOptions,
      chunks: (onProgress, only = range) => datasetChunks(built, outputOptions, only, onProgress),
    };
  } catch (err) {
    if (err instanceof DatasetError) throw invalidParams({ ...err.details });
    if (err instanceof RowLimitError)
      throw new ApiError('COUNT_LIMIT_EXCEEDED', {
        member: 'tables',
        problem: 'too_many_rows',
        requested: err.requested,
        max: err.max,
        tables: err.tables,
      });
    throw err;
  }
}

/** The HTTP limits of a dataset request (docs/api.md, Datasets). */
export const HTTP_DATASET_LIMITS: DatasetRequestOptions = {
  maxRows: MAX_DATASET_ROWS,
  maxTableCount: MAX_TABLE_COUNT,
  // One request is never heavier than the heaviest bulk request.
  workBudget: WORK_BUDGET,
};
