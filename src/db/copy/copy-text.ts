/**
 * PostgreSQL to PostgreSQL: a table's rows stay COPY text from `COPY TO`
 * to `COPY FROM`. Only the cells the plan reads (replaced or searched) are
 * cut out of each line, decoded, replaced and encoded again; the others go
 * across as the source wrote them, so no row becomes an array of every
 * cell and no untouched cell is unescaped or checked for escapes.
 */
import type { RowAnonymizer } from '../../anonymize/row-anonymizer.js';
import type { CopyChunk, ReadCell } from '../connection.js';
import { copyCell } from '../postgres.js';
import { unescapeCell } from '../postgres-copy-out.js';
import { Utf8Out } from './utf8-out.js';

const TAB = '\t';
const NEWLINE = '\n';

/**
 * Whole lines of COPY text with the cells at `read` (column indexes,
 * ascending) through `engine`, as the bytes to send; `firstRow` (1-based)
 * is the first line's row number in its table, which an error names. A
 * cell the engine leaves as it was keeps the source's own text; when no
 * cell changed the answer is undefined, and the caller sends the source's
 * bytes on as they came: searched text with nothing found in it, the bulk
 * of many tables, is neither rebuilt nor encoded again. The bytes are a
 * view of a buffer of their own, which a message can hand over.
 */
export function replaceLines(
  text: string,
  engine: RowAnonymizer,
  read: readonly number[],
  firstRow: number,
): Buffer<ArrayBuffer> | undefined {
  const last = read[read.length - 1] ?? -1;
  // Where each read cell starts and ends in the current line, and what it held.
  const starts = new Int32Array(read.length);
  const ends = new Int32Array(read.length);
  const before: ReadCell[] = new Array(read.length).fill(null);
  // The engine reads and writes a row's cells by column index; only the read ones are set.
  const cells: ReadCell[] = [];
  let row = firstRow;
  // Made at the first changed cell; the text up to `copied` is in it already, the rest is still the source's.
  let out: Utf8Out | undefined;
  let copied = 0;
  let lineStart = 0;
  for (let lineEnd = text.indexOf(NEWLINE); lineEnd >= 0; lineEnd = text.indexOf(NEWLINE, lineStart)) {
    let column = 0;
    let cellStart = lineStart;
    let next = 0;
    while (column <= last) {
      let cellEnd = text.indexOf(TAB, cellStart);
      if (cellEnd < 0 || cellEnd > lineEnd) cellEnd = lineEnd;
      if (column === read[next]) {
        starts[next] = cellStart;
        ends[next] = cellEnd;
        const raw = text.slice(cellStart, cellEnd);
        const cell =
          raw.length === 0 || raw.indexOf('\\') < 0 ? raw : raw === '\\N' ? null : unescapeCell(raw);
        cells[column] = cell;
        before[next] = cell;
        next++;
      }
      column++;
      cellStart = cellEnd + 1;
    }
    engine.replace(cells, row++);
    for (let i = 0; i < read.length; i++) {
      const cell = cells[read[i]!] ?? null;
      if (cell === before[i]) continue;
      // Room for the source's length and a little more: fakes are about as long as what they replace.
      out ??= new Utf8Out(text.length + (text.length >> 3));
      out.append(text, copied, starts[i]);
      out.append(copyCell(cell));
      copied = ends[i]!;
    }
    lineStart = lineEnd + 1;
  }
  if (out === undefined) return undefined;
  out.append(text, copied);
  return out.done();
}

/**
 * The chunks of `COPY TO` (whole lines, as `readCopyText` cuts them) with
 * the cells at `read` through `engine`. Stops at the chunk after `signal`
 * aborts: the copy's next check rolls everything back.
 */
export async function* replaceCopyText(
  chunks: AsyncIterable<CopyChunk>,
  engine: RowAnonymizer,
  read: readonly number[],
  signal: AbortSignal | undefined,
): AsyncGenerator<CopyChunk> {
  let rows = 0;
  for await (const chunk of chunks) {
    if (signal?.aborted) return;
    const text = typeof chunk.bytes === 'string' ? chunk.bytes : chunk.bytes.toString('utf8');
    yield { bytes: replaceLines(text, engine, read, rows + 1) ?? chunk.bytes, rows: chunk.rows };
    rows += chunk.rows;
  }
}
