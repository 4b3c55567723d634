import { type Static, Type } from '@sinclair/typebox';
import { FieldDefinitionSchema } from '../bulk/field-definition.js';
import { checkRowCapacity, MAX_FIELDS, NAME_RE, planBulk, SchemaError } from '../bulk/schema.js';
import { exportChunks, parquetChunks } from '../bulk/stream.js';
import { DEFAULT_COUNTRY } from '../countries/registry.js';
import { ApiError, invalidParams } from '../errors/index.js';
import { EXPORTERS, negotiateFormat } from '../export/index.js';
import { MEDIA_TYPES } from '../export/media-types.js';
import { CsvOptionsSchema, ParquetOptionsSchema } from '../export/parquet-body.js';
import { EXPORT_FORMATS, type ExportFormat, type ExportOptions, SQL_DIALECTS } from '../export/types.js';
import type { FieldCatalog } from '../fields/field-catalog.js';
import { parseDate, todayUtc } from '../generators/dates.js';
import { describeOption } from '../generators/options.js';
import type { Lang } from '../i18n/lang.js';
import { MAX_SEED_LENGTH } from '../random/seed.js';
import { StringEnum } from '../string-enum.js';
import { countryFor, resolveSeed } from './params.js';
import { bulkCut, type Shard, shardRange } from './shards.js';

export const MAX_BULK_COUNT = 10_000;
export const DEFAULT_BULK_COUNT = 10;

/** Largest `offset` (docs/api.md, Offsets, shards and the new field types). */
export const MAX_OFFSET = 10 ** 12;

/** `offset`: a JSON integer 0..10^12, anything else a bad value (400 INVALID_PARAMS). */
export function parseOffset(raw: unknown): number {
  if (raw === undefined) return 0;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_OFFSET)
    throw invalidParams({
      member: 'offset',
      problem:
        typeof raw !== 'number'
          ? 'not_a_number'
          : !Number.isInteger(raw)
            ? 'not_an_integer'
            : raw < 0
              ? 'below_min'
              : 'above_max',
      value: raw,
      min: 0,
      max: MAX_OFFSET,
    });
  return raw;
}

export const BulkBody = Type.Object(
  {
    fields: Type.Array(FieldDefinitionSchema, { minItems: 1, maxItems: MAX_FIELDS }),
    seed: Type.Optional(Type.Union([Type.String({ maxLength: MAX_SEED_LENGTH }), Type.Integer()])),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BULK_COUNT, default: DEFAULT_BULK_COUNT })),
    offset: Type.Optional(
      Type.Unknown({
        description: `Index of the first row in the sequence (seed, schema, refDate) defines: integer 0 to ${MAX_OFFSET}, default 0.`,
      }),
    ),
    format: Type.Optional(StringEnum(EXPORT_FORMATS, { description: 'Wins over the Accept header.' })),
    table: Type.Optional(
      Type.String({ description: `SQL table, XML root and TypeScript interface name; ${NAME_RE.source}.` }),
    ),
    createTable: Type.Optional(Type.Boolean()),
    dialect: Type.Optional(StringEnum(SQL_DIALECTS, { default: 'ansi' })),
    csv: Type.Optional(CsvOptionsSchema),
    header: Type.Optional(
      Type.Boolean({
        description: 'CSV: false leaves the header row out (pages after the first). Default true.',
      }),
    ),
    parquet: Type.Optional(ParquetOptionsSchema),
    refDate: Type.Optional(
      Type.String({ format: 'date', description: 'Reference date YYYY-MM-DD; default today (UTC).' }),
    ),
  },
  {
    examples: [
      {
        seed: 'demo',
        count: 3,
        format: 'json',
        fields: [
          { name: 'nombre', type: 'nombre_completo' },
          { name: 'dni', type: 'documento' },
          { name: 'email', type: 'email', nullable: 10 },
          { name: 'iban', type: 'iban', options: { fmt: 'spaced' } },
        ],
      },
    ],
  },
);

export type BulkBodyType = Static<typeof BulkBody>;

/** Bulk section of GET /api/v1/generators. */
export function bulkCatalog(lang: Lang) {
  return {
    bulk: {
      path: '/api/v1/{locale}/bulk',
      count: { min: 1, max: MAX_BULK_COUNT, default: DEFAULT_BULK_COUNT },
      offset: { min: 0, max: MAX_OFFSET, default: 0 },
      maxFields: MAX_FIELDS,
      fieldName: NAME_RE.source,
      formats: EXPORT_FORMATS,
      dialects: SQL_DIALECTS,
      fieldTypes: fieldTypeEntries(DEFAULT_COUNTRY.fields, lang),
    },
  };
}

/** The catalog's entries of a country's field types, in the request's language. */
export function fieldTypeEntries(catalog: FieldCatalog, lang: Lang) {
  return catalog.types.map((t) => ({
    ...(t.datasetOnly ? { datasetOnly: true } : {}),
    unique: t.unique !== undefined,
    type: t.type,
    label: t.label[lang],
    jsonType:
      t.kindFromOptions || t.datasetOnly
        ? 'any'
        : t.kind === 'integer' || t.kind === 'decimal'
          ? 'number'
          : t.kind === 'boolean'
            ? 'boolean'
            : 'string',
    options: t.options.map((o) => describeOption(o, lang)),
  }));
}

export interface BulkRequestOptions {
  readonly locale?: string;
  /** The Accept header, used when the body names no format. */
  readonly accept?: string;
  /** Default today (UTC) when the body has no refDate. */
  readonly today?: string;
  /** Upper bound of `count` (the HTTP API keeps 10,000; the CLI lifts it). */
  readonly maxCount?: number;
  /** Upper bound of count × row cost, so one request cannot monopolise the CPU (Infinity offline). */
  readonly workBudget?: number;
  /**
   * Only shard K of N of the rows (docs/api.md, Offsets, shards and the new field types; CLI `--shard`): the N shards
   * concatenate into the whole output, CSV header and SQL preamble in shard 1.
   */
  readonly shard?: Shard;
}

/**
 * 10,000 rows of 100 fields, one of them a 1,000-word lorem (the heaviest
 * single option the contract allows), fit; several such fields at full count
 * do not (they would be gigabytes of text).
 */
export const WORK_BUDGET = MAX_BULK_COUNT * (MAX_FIELDS - 1 + 251);

export interface PreparedBulk {
  readonly format: ExportFormat;
  readonly contentType: string;
  /** Attachment file name for non-JSON formats. */
  readonly filename: string | undefined;
  /** The format's file extension (`csv`, `ts`, `parquet`...). */
  readonly extension: string;
  readonly count: number;
  /** The request's rows before any shard: index of the first, and how many. */
  readonly whole: { readonly offset: number; readonly count: number };
  readonly meta: Readonly<Record<string, unknown>>;
  /** The export's chunks (text, or bytes for Parquet); pull-based, one slice of rows at a time. */
  chunks(onProgress?: (rows: number) => void): AsyncGenerator<string | Uint8Array>;
}

/**
 * Checks a bulk body already of the right JSON shape (values, names, options,
 * limits; docs/api.md, Errors) and prepares its streamed export.
 */
export function prepareBulk(body: BulkBodyType, options: BulkRequestOptions = {}): PreparedBulk {
  const { locale = DEFAULT_COUNTRY.code, maxCount = MAX_BULK_COUNT, workBudget = WORK_BUDGET } = options;
  const country = countryFor(locale);
  let plan: ReturnType<typeof planBulk>;
  try {
    plan = planBulk(body.fields, { catalog: country.fields });
  } catch (err) {
    if (err instanceof SchemaError) throw invalidParams({ ...err.details });
    throw err;
  }
  const requestedCount = body.count ?? DEFAULT_BULK_COUNT;
  if (requestedCount > maxCount)
    throw new ApiError('COUNT_LIMIT_EXCEEDED', {
      member: 'count',
      problem: 'count_limit',
      value: requestedCount,
      max: maxCount,
    });
  const requestOffset = parseOffset(body.offset);
  const range = options.shard
    ? shardRange(requestedCount, options.shard, bulkCut(requestOffset))
    : { start: 0, end: requestedCount };
  const offset = requestOffset + range.start;
  const count = range.end - range.start;
  if (requestedCount * plan.rowCost > workBudget) {
    // Long lorem texts or passwords make a row heavier: fewer rows fit in one request.
    const max = Math.floor(workBudget / plan.rowCost);
    throw new ApiError('COUNT_LIMIT_EXCEEDED', {
      member: 'count',
      max,
      problem: 'work_budget',
    });
  }
  const seed = resolveSeed(body.seed, 'body');
  if (body.refDate !== undefined && !parseDate(body.refDate)) {
    throw invalidParams({
      member: 'refDate',
      problem: 'bad_date',
      value: body.refDate,
      format: 'YYYY-MM-DD',
    });
  }
  const refDate = body.refDate ?? options.today ?? todayUtc();
  try {
    // The whole request's rows, so every shard refuses what the whole would.
    checkRowCapacity(plan, requestOffset + requestedCount, refDate);
  } catch (err) {
    if (err instanceof SchemaError) throw invalidParams({ ...err.details });
    throw err;
  }
  const table = body.table ?? 'datos';
  if (!NAME_RE.test(table))
    throw invalidParams({ member: 'table', problem: 'bad_name', value: table, pattern: NAME_RE.source });
  const format: ExportFormat = body.format ?? negotiateFormat(options.accept);
  const meta = {
    locale,
    seed,
    count,
    ...(body.offset !== undefined || options.shard ? { offset } : {}),
    refDate,
    fields: plan.fields.map((f) => ({ name: f.name, type: f.type.type })),
    checksum_valid: plan.checksumValid,
  };
  const exportOptions: ExportOptions = {
    table,
    tableGiven: body.table !== undefined,
    createTable: body.createTable ?? false,
    dialect: body.dialect ?? 'ansi',
    csvDelimiter: body.csv?.delimiter ?? ',',
    csvBom: body.csv?.bom ?? false,
    header: body.header ?? true,
    continuation: (options.shard?.k ?? 1) > 1,
    rowOffset: offset,
    meta,
  };
  const rows = { plan, seed, refDate, count, offset };
  const whole = { offset: requestOffset, count: requestedCount };
  if (format === 'parquet') {
    const codec = body.parquet?.compression ?? 'snappy';
    return {
      format,
      contentType: MEDIA_TYPES.parquet,
      filename: `${table}.parquet`,
      extension: 'parquet',
      count,
      whole,
      meta,
      chunks: (onProgress) => parquetChunks({ ...rows, onProgress, parquet: { codec } }),
    };
  }
  const exporter = EXPORTERS[format];
  return {
    format,
    contentType: exporter.contentType,
    filename: format === 'json' ? undefined : `${table}.${exporter.fileExtension}`,
    extension: exporter.fileExtension,
    count,
    whole,
    meta,
    chunks: (onProgress) => exportChunks({ ...rows, exporter, options: exportOptions, onProgress }),
  };
}
