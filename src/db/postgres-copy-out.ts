/**
 * Rows out of PostgreSQL's `COPY ... TO STDOUT` text format: one row a
 * line, cells split by tabs, `\N` for null, backslash escapes (\t, \n,
 * \\, octal and \x hex bytes) undone. The inverse of `encodeBatch` in
 * postgres.ts.
 */
import { StringDecoder } from 'node:string_decoder';
import type { Cell } from '../export/types.js';

const ESCAPED: Readonly<Record<string, string>> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** One cell of COPY text with its backslash escapes undone (null, `\N`, is told apart before). */
export function unescapeCell(text: string): string {
  let out = '';
  let bytes: number[] = [];
  const flush = () => {
    if (bytes.length > 0) out += Buffer.from(bytes).toString('utf8');
    bytes = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== '\\' || i + 1 === text.length) {
      flush();
      out += ch;
      continue;
    }
    const next = text[++i]!;
    if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))![0];
      bytes.push(Number.parseInt(octal, 8) & 0xff);
      i += octal.length - 1;
    } else if (next === 'x' && /[0-9a-f]/i.test(text[i + 1] ?? '')) {
      const hex = /^[0-9a-f]{1,2}/i.exec(text.slice(i + 1, i + 3))![0];
      bytes.push(Number.parseInt(hex, 16));
      i += hex.length;
    } else {
      flush();
      out += ESCAPED[next] ?? next;
    }
  }
  flush();
  return out;
}

/** One line of COPY text (without its line break) as cells: text or null. */
export function parseCopyLine(line: string): Cell[] {
  const cells: Cell[] = line.split('\t');
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as string;
    if (cell.length === 0 || cell.indexOf('\\') < 0) continue;
    cells[i] = cell === '\\N' ? null : unescapeCell(cell);
  }
  return cells;
}

/** COPY's output chunks, which may cut a line (or a character) anywhere, as batches of rows. */
export async function* copyRows(chunks: AsyncIterable<Buffer>, batchRows: number): AsyncGenerator<Cell[][]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: Cell[][] = [];
  for await (const chunk of chunks) {
    const text = rest + decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      batch.push(parseCopyLine(text.slice(start, end)));
      start = end + 1;
    }
    rest = text.slice(start);
    if (batch.length >= batchRows) {
      yield batch;
      batch = [];
    }
  }
  rest += decoder.end();
  if (rest.length > 0) batch.push(parseCopyLine(rest));
  if (batch.length > 0) yield batch;
}
