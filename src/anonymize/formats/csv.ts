/**
 * CSV as csv-parse reads it: quoted fields, doubled quotes and line breaks
 * inside quotes, a UTF-8 BOM, rows of uneven length. Plain records (nearly
 * all of them) are split by csv-split.ts at a fraction of the parser's cost;
 * from the first record that is not plain, csv-parse reads the rest. Written
 * back by a writer of our own with csv-stringify's default quoting (tested
 * against it), which costs a fraction of that library's generic path. The
 * delimiter (comma, semicolon, tab or pipe) is the one the header line uses
 * most outside quotes; line ending and BOM are read from the input and
 * written back the same way. Messages from the parser are not passed on,
 * since they can quote the input: an error says its row and kind only.
 */
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { AnonymizeError, type CsvReason } from '../errors.js';
import { MAX_RECORD_BYTES, PlainCsvSplitter } from './csv-split.js';
import type { OpenedInput, Opener } from './format.js';

const DELIMITERS = [',', ';', '\t', '|'];

/** The candidate delimiter found most often on the first line, outside quotes. */
export function detectDelimiter(head: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

const hasBom = (head: Buffer) => head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;

/** "\r\n" when the first line break outside quotes is one, else "\n". */
function lineEnding(head: string): string {
  let quoted = false;
  for (let i = 0; i < head.length; i++) {
    const char = head[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') return head[i - 1] === '\r' ? '\r\n' : '\n';
  }
  return '\n';
}

/** Where csv-parse starts reading when it takes over from the plain splitter: what was read before it. */
interface Offset {
  readonly records: number;
  readonly lines: number;
}

const START: Offset = { records: 0, lines: 0 };

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16_BOM = Buffer.from([0xff, 0xfe]);
const NOTHING = Buffer.alloc(0);

/**
 * Records in batches, one per input chunk: a pass over a large file then
 * costs one await per chunk, not one per row. The plain records are split
 * here (see csv-split.ts); from the first record that is not plain to the
 * end, csv-parse reads, and says the rows and lines of its errors as if it
 * had read from the start.
 */
export async function* csvBatches(
  chunks: AsyncIterable<Buffer>,
  delimiter: string,
): AsyncGenerator<string[][]> {
  const splitter = new PlainCsvSplitter(delimiter);
  const iterator = chunks[Symbol.asyncIterator]();
  let carried: Buffer | undefined;
  let first = true;
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw csvFailure(err, splitter.records, START);
    }
    const done = next.done === true;
    const buf = done
      ? (carried ?? NOTHING)
      : carried === undefined
        ? next.value
        : Buffer.concat([carried, next.value]);
    let start = 0;
    if (first) {
      // csv-parse reads a BOM in the first three bytes; UTF-16 text is its alone.
      if (buf.length < 3 && !done) {
        carried = buf;
        continue;
      }
      first = false;
      if (buf.subarray(0, 2).equals(UTF16_BOM)) {
        yield* parserBatches(rest(buf, iterator, done), { delimiter, bom: true }, START);
        return;
      }
      if (buf.subarray(0, 3).equals(UTF8_BOM)) start = 3;
    }
    const batch: string[][] = [];
    const stop = splitter.split(buf, start, done, batch);
    if (batch.length > 0) yield batch;
    if (splitter.stuck || buf.length - stop > MAX_RECORD_BYTES) {
      const { recordDelimiter, records, lines } = splitter;
      const options = { delimiter, bom: false, record_delimiter: recordDelimiter };
      yield* parserBatches(rest(buf.subarray(stop), iterator, done), options, { records, lines });
      return;
    }
    if (done) return;
    carried = stop < buf.length ? buf.subarray(stop) : undefined;
  }
}

/** `head`, then the chunks the iterator has left. */
async function* rest(head: Buffer, iterator: AsyncIterator<Buffer>, done: boolean): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  if (done) return;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

interface ParserOptions {
  readonly delimiter: string;
  readonly bom: boolean;
  readonly record_delimiter?: string | undefined;
}

/** Records read by csv-parse, in batches of as many as it has ready; `offset`: what was read before. */
async function* parserBatches(
  chunks: AsyncIterable<Buffer>,
  { delimiter, bom, record_delimiter }: ParserOptions,
  offset: Offset,
): AsyncGenerator<string[][]> {
  const parser = parse({
    delimiter,
    bom,
    relax_column_count: true,
    ...(record_delimiter === undefined ? {} : { record_delimiter }),
  });
  let ended = false;
  let failure: unknown;
  // pipeline destroys the parser when the source fails, which reports it here.
  pipeline(Readable.from(chunks), parser, (err) => {
    if (err) failure ??= err;
  });
  parser.on('end', () => {
    ended = true;
  });
  parser.on('error', (err) => {
    failure ??= err;
  });
  let read = offset.records; // records handed on; the header is record 0, so data row n is record n
  for (;;) {
    const batch: string[][] = [];
    for (let record = parser.read(); record !== null; record = parser.read()) batch.push(record);
    if (batch.length > 0) {
      read += batch.length;
      yield batch;
      continue;
    }
    if (failure !== undefined) throw csvFailure(failure, read, offset);
    if (ended) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        parser.off('readable', wake);
        parser.off('end', wake);
        parser.off('error', wake);
        parser.off('close', wake);
        resolve();
      };
      parser.on('readable', wake);
      parser.on('end', wake);
      parser.on('error', wake);
      parser.on('close', wake);
    });
  }
}

/**
 * The parser counts the records it finished (header included), which may
 * run ahead of those handed on: that count, after those read before it
 * took over, is the failing row. Its message and `raw` quote the input, so
 * only its code and line are kept.
 */
function csvFailure(err: unknown, read: number, offset: Offset): AnonymizeError {
  const { code, records, lines } = err as { code?: unknown; records?: unknown; lines?: unknown };
  const row = typeof records === 'number' ? Math.max(offset.records + records, read) : read;
  const parserCode = typeof code === 'string' && code.startsWith('CSV_') ? code : undefined;
  // Without a line from the parser, the row's own: header first, one line per row.
  const line = typeof lines === 'number' && lines > 0 ? offset.lines + lines : row + 1;
  return new AnonymizeError(row, 'csv_syntax', undefined, {
    line,
    reason: csvReason(parserCode),
    parserCode,
  });
}

/** csv-parse's error codes, as what the user must fix. */
function csvReason(code: string | undefined): CsvReason {
  if (code === undefined) return 'other';
  if (code.includes('QUOTE')) return 'quote';
  if (code.includes('FIELDS_LENGTH') || code.includes('COLUMNS_LENGTH')) return 'columns';
  return 'other';
}

/**
 * Records as CSV text, quoted as csv-stringify quotes by default: a cell is
 * quoted when it holds the delimiter, a quote or a line break, and its
 * quotes are doubled; a missing cell is empty; every record ends with
 * `recordDelimiter`.
 */
export function csvRecords(delimiter: string, recordDelimiter: string): (rows: readonly unknown[]) => string {
  // The delimiters read (comma, semicolon, tab, pipe) are literal inside a character class.
  const special = new RegExp(`["\r\n${delimiter}]`);
  const cell = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    const text = String(value);
    return special.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return (rows) => {
    let out = '';
    for (const row of rows) {
      if (!Array.isArray(row)) continue; // CSV rows are arrays of cells
      for (let i = 0; i < row.length; i++) out += i === 0 ? cell(row[i]) : delimiter + cell(row[i]);
      out += recordDelimiter;
    }
    return out;
  };
}

export const openCsv: Opener = (head, chunks): OpenedInput => {
  const text = head.toString('latin1');
  const delimiter = detectDelimiter(text.replace(/^\u00ef\u00bb\u00bf/, ''));
  const records = csvRecords(delimiter, lineEnding(text));
  const bom = hasBom(head);
  return {
    headerRow: true,
    batches: csvBatches(chunks, delimiter),
    writer: {
      start: (cells) => (bom ? '\ufeff' : '') + (cells ? records([cells]) : ''),
      rows: records,
      end: () => '',
    },
  };
};
