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

const TAB = '\t';
const NEWLINE = '\n';

/**
 * Whole lines of COPY text with the cells at `read` (column indexes,
 * ascending) through `engine`; `firstRow` (1-based) is the first line's
 * row number in its table, which an error names. A cell the engine leaves
 * as it was keeps the source's own text, and a chunk in which no cell
 * changed comes back as the very string it was (`===`), so its caller can
 * send the source's bytes on as they came: searched text with nothing
 * found in it, the bulk of many tables, is neither rebuilt nor re-encoded.
 */
export function replaceLines(
  text: string,
  engine: RowAnonymizer,
  read: readonly number[],
  firstRow: number,
): string {
  const last = read[read.length - 1] ?? -1;
  // Where each read cell starts and ends in the current line, and what it held.
  const starts = new Int32Array(read.length);
  const ends = new Int32Array(read.length);
  const before: ReadCell[] = new Array(read.length).fill(null);
  // The engine reads and writes a row's cells by column index; only the read ones are set.
  const cells: ReadCell[] = [];
  let row = firstRow;
  let out = '';
  // The text up to `copied` is in `out` already; the rest is still the source's.
  let copied = 0;
  let changed = false;
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
      out += text.slice(copied, starts[i]);
      out += copyCell(cell);
      copied = ends[i]!;
      changed = true;
    }
    lineStart = lineEnd + 1;
  }
  return changed ? out + text.slice(copied) : text;
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
    const out = replaceLines(text, engine, read, rows + 1);
    yield { bytes: out === text ? chunk.bytes : out, rows: chunk.rows };
    rows += chunk.rows;
  }
}
