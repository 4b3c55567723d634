/**
 * Pseudonymization of an extract (docs/api.md, Pseudonymization), the library entry point:
 * reads CSV, NDJSON or a JSON array as a stream, plans each column's kind
 * from a bounded sample of rows, replaces every value of the chosen columns
 * by a keyed fake of its kind, and writes the same format back. Memory is
 * the sample plus one input chunk's rows, whatever the size of the file.
 *
 *   const report = await anonymize({ input: 'clientes.csv', output: 'anon.csv', key });
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { extname } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { invalidParams } from '../errors/index.js';
import { openCsv } from './formats/csv.js';
import type { FormatName, Opener } from './formats/format.js';
import { openJsonArray } from './formats/json-array.js';
import { openNdjson } from './formats/ndjson.js';
import type { ColumnKindId } from './kinds/index.js';
import { checkColumns, planColumn } from './plan.js';
import {
  DEFAULT_THRESHOLD,
  isQuasiIdentifier,
  ReidentificationCounter,
  type ReidentificationReport,
} from './reidentification.js';
import { type ColumnReport, Replacers, RowAnonymizer } from './row-anonymizer.js';

export { AnonymizeError } from './errors.js';
export type { FormatName } from './formats/format.js';
export type { FoundKind } from './free-text.js';
export type { ColumnKindId } from './kinds/index.js';
export type { ReidentificationReport } from './reidentification.js';
export type { ColumnReport } from './row-anonymizer.js';

/** The countries whose identifiers and names the pseudonymizer knows. */
export const ANONYMIZE_LOCALES = ['es', 'pt', 'mx'] as const;
export type AnonymizeLocale = (typeof ANONYMIZE_LOCALES)[number];

export interface AnonymizeOptions {
  /** A file path, or the bytes as a stream or async iterable. */
  readonly input: string | Readable | AsyncIterable<Uint8Array | string>;
  /** A file path or a writable stream; not needed with `plan`. */
  readonly output?: string | Writable;
  /** The secret: same key and value, same fake, in every file and run. Required, no default. */
  readonly key: string;
  /** Default: from the file extension, else from the first character ('[' JSON, '{' NDJSON, else CSV). */
  readonly format?: FormatName;
  /** Column -> kind (see COLUMN_KINDS, or "conservar" to keep a column); others are detected. */
  readonly columns?: Readonly<Record<string, string>>;
  /** Days a date of birth may move; 0 keeps dates. Default 30. */
  readonly dateWindow?: number;
  /** Only plan: read the sample, say what would be done, write nothing. */
  readonly plan?: boolean;
  /** Search the columns left as they are that hold text for identifiers and the row's names. Default true. */
  readonly scanText?: boolean;
  /** Places move only inside their province (regional statistics stay right). Default false. */
  readonly keepProvince?: boolean;
  /** Whose identifiers, names and column-name rules: Spain's (default), Portugal's or Mexico's. */
  readonly locale?: AnonymizeLocale;
  /** Count the quasi-identifiers left in the output (see ReidentificationReport); threshold default 5. */
  readonly reidentification?: boolean | { readonly threshold?: number };
}

export interface AnonymizeReport {
  readonly format: FormatName;
  readonly rows: number;
  readonly columns: readonly ColumnReport[];
  /** With `reidentification`: the groups the quasi-identifiers left in the output make. */
  readonly reidentification?: ReidentificationReport;
}

export const DEFAULT_DATE_WINDOW = 30;
/** Rows read before planning: enough to vote on kinds, small enough to hold. */
const SAMPLE_ROWS = 1000;
/** Values per column the value detection looks at. */
const SAMPLE_VALUES = 200;
const FLUSH_CHARS = 1 << 16;
const HEAD_BYTES = 1 << 16;

const OPENERS: Readonly<Record<FormatName, Opener>> = {
  csv: openCsv,
  ndjson: openNdjson,
  json: openJsonArray,
};

const EXTENSIONS: Readonly<Record<string, FormatName>> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'csv',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
};

async function* bytesOf(source: Readable | AsyncIterable<Uint8Array | string>): AsyncGenerator<Buffer> {
  for await (const chunk of source) yield typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
}

/** The first bytes of the input (for sniffing) and every chunk, the first ones included. */
async function peek(source: AsyncIterable<Buffer>): Promise<[Buffer, AsyncIterable<Buffer>]> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    yield* head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return [Buffer.concat(head), all()];
}

function sniff(head: Buffer, path: string | undefined): FormatName {
  const byExtension = path === undefined ? undefined : EXTENSIONS[extname(path).toLowerCase()];
  if (byExtension) return byExtension;
  const first = head.toString('utf8').replace(/^[\s\ufeff]+/, '')[0];
  return first === '[' ? 'json' : first === '{' ? 'ndjson' : 'csv';
}

function checkOptions(options: AnonymizeOptions): number {
  if (typeof options.key !== 'string' || options.key.length === 0)
    throw invalidParams({ parameter: 'key', problem: 'required' });
  const { dateWindow = DEFAULT_DATE_WINDOW } = options;
  if (!Number.isSafeInteger(dateWindow) || dateWindow < 0 || dateWindow > 36_500)
    throw invalidParams({
      parameter: 'dateWindow',
      problem: Number.isInteger(dateWindow) ? (dateWindow < 0 ? 'below_min' : 'above_max') : 'not_an_integer',
      value: dateWindow,
      min: 0,
      max: 36_500,
    });
  const threshold =
    typeof options.reidentification === 'object' ? options.reidentification.threshold : undefined;
  if (threshold !== undefined && (!Number.isSafeInteger(threshold) || threshold < 2 || threshold > 1_000_000))
    throw invalidParams({
      parameter: 'threshold',
      problem: Number.isInteger(threshold) ? (threshold < 2 ? 'below_min' : 'above_max') : 'not_an_integer',
      value: threshold,
      min: 2,
      max: 1_000_000,
    });
  if (options.locale !== undefined && !ANONYMIZE_LOCALES.includes(options.locale))
    throw invalidParams({
      parameter: 'locale',
      problem: 'not_allowed',
      value: options.locale,
      allowed: ANONYMIZE_LOCALES,
    });
  if (options.format !== undefined && !Object.hasOwn(OPENERS, options.format))
    throw invalidParams({
      parameter: 'format',
      problem: 'not_allowed',
      value: options.format,
      allowed: Object.keys(OPENERS),
    });
  if (!options.plan && options.output === undefined)
    throw invalidParams({ parameter: 'output', problem: 'required' });
  return dateWindow;
}

const isObject = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row);

export async function anonymize(options: AnonymizeOptions): Promise<AnonymizeReport> {
  // Usage errors come first, before a file is opened.
  const dateWindow = checkOptions(options);
  const given = checkColumns(options.columns ?? {});
  const file = typeof options.input === 'string' ? createReadStream(options.input) : undefined;
  try {
    return await run(options, file, dateWindow, given);
  } finally {
    // A plan reads only the sample, and a failure stops midway: the file is closed either way.
    file?.destroy();
  }
}

async function run(
  options: AnonymizeOptions,
  file: Readable | undefined,
  dateWindow: number,
  given: ReadonlyMap<string, ColumnKindId | null>,
): Promise<AnonymizeReport> {
  const path = typeof options.input === 'string' ? options.input : undefined;
  const source = bytesOf(file ?? (options.input as Readable));
  const [head, chunks] = await peek(source);
  const format = options.format ?? sniff(head, path);
  const opened = OPENERS[format](head, chunks);
  const batches = opened.batches[Symbol.asyncIterator]();

  // Rows are read until the sample is full; the batches read so far are then processed first.
  const buffered: unknown[][] = [];
  let bufferedRows = 0;
  let exhausted = false;
  const wanted = SAMPLE_ROWS + (opened.headerRow ? 1 : 0);
  while (bufferedRows < wanted) {
    const next = await batches.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    buffered.push(next.value);
    bufferedRows += next.value.length;
  }
  let header: string[] | undefined;
  if (opened.headerRow) {
    header = (buffered[0]?.shift() as string[] | undefined) ?? [];
    const missing = [...given.keys()].filter((c) => !header!.includes(c));
    if (missing.length > 0) throw invalidParams({ parameter: 'columns', problem: 'unknown_column', missing });
  }
  const sample: unknown[] = [];
  for (const batch of buffered) for (const row of batch) if (sample.length < SAMPLE_ROWS) sample.push(row);

  const replacers = new Replacers({
    key: options.key,
    dateWindow,
    keepProvince: options.keepProvince ?? false,
    locale: options.locale ?? 'es',
  });
  const engine = new RowAnonymizer(replacers, options.plan === true);
  const scanText = options.scanText ?? true;
  const addColumn = (name: string, key: number | string, values: readonly string[]) =>
    engine.add(planColumn(name, key, values, given, scanText, replacers.context.locale));
  const sampleOf = (key: number | string): string[] => {
    const values: string[] = [];
    for (const row of sample) {
      const value = (row as Record<string | number, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') values.push(value);
      else if (typeof value === 'number') values.push(String(value));
      if (values.length >= SAMPLE_VALUES) break;
    }
    return values;
  };
  if (header) for (const [i, name] of header.entries()) addColumn(name, i, sampleOf(i));
  else {
    for (const row of sample)
      if (isObject(row))
        for (const key of Object.keys(row)) if (!engine.has(key)) addColumn(key, key, sampleOf(key));
    for (const name of given.keys()) if (!engine.has(name)) addColumn(name, name, []);
  }

  const quasi = engine.plans.filter((p) => isQuasiIdentifier(p.column, p.kind));
  const counter = options.reidentification
    ? new ReidentificationCounter(
        quasi.map((p) => p.column),
        (typeof options.reidentification === 'object' ? options.reidentification.threshold : undefined) ??
          DEFAULT_THRESHOLD,
      )
    : undefined;

  let count = 0;
  const report = (): AnonymizeReport => ({
    format,
    rows: count,
    ...(counter === undefined ? {} : { reidentification: counter.report() }),
    columns: engine.report(count),
  });
  if (options.plan) return report();

  const anonymizeRow = (row: unknown) => {
    count++;
    if (isObject(row) && header === undefined) {
      // Keys first seen after the sample are planned by their name alone.
      for (const key in row) if (!engine.has(key)) addColumn(key, key, []);
    } else if (header === undefined) return;
    const cells = row as Record<string | number, unknown>;
    engine.replace(cells, count);
    counter?.add(quasi.map((p) => cells[p.key]));
  };

  const out = typeof options.output === 'string' ? createWriteStream(options.output) : options.output!;
  let pending = opened.writer.start(header);
  const flush = async (force: boolean) => {
    if (pending.length < FLUSH_CHARS && !force) return;
    if (pending.length > 0 && !out.write(pending)) await once(out, 'drain');
    pending = '';
  };
  const write = async (batch: readonly unknown[]) => {
    for (const row of batch) anonymizeRow(row);
    pending += opened.writer.rows(batch);
    await flush(false);
  };
  for (const batch of buffered) await write(batch);
  buffered.length = 0;
  while (!exhausted) {
    const next = await batches.next();
    if (next.done) exhausted = true;
    else await write(next.value);
  }
  pending += opened.writer.end();
  await flush(true);
  if (typeof options.output === 'string') {
    out.end();
    await once(out, 'finish');
  }
  return report();
}
