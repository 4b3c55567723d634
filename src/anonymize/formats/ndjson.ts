/**
 * NDJSON: one JSON value per line. Lines are cut from the byte stream as it
 * arrives (a decoder keeps multi-byte characters split between chunks
 * whole), so memory holds one line at a time. Blank lines are skipped; a
 * line that is not JSON is an error naming its row, never its text.
 */
import { StringDecoder } from 'node:string_decoder';
import { AnonymizeError } from '../errors.js';
import type { Opener } from './format.js';

async function* lines(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    let from = 0;
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n', from)) {
      yield pending.slice(from, nl);
      from = nl + 1;
    }
    pending = pending.slice(from);
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}

async function* values(chunks: AsyncIterable<Buffer>): AsyncGenerator<unknown> {
  let row = 0;
  let first = true;
  for await (const raw of lines(chunks)) {
    let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (first && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    first = false;
    if (line.trim() === '') continue;
    row++;
    try {
      yield JSON.parse(line);
    } catch {
      throw new AnonymizeError(row, 'not valid JSON');
    }
  }
}

export const openNdjson: Opener = (_head, chunks) => ({
  headerRow: false,
  rows: values(chunks),
  writer: {
    start: () => '',
    rows: (batch) => {
      let out = '';
      for (const value of batch) out += `${JSON.stringify(value)}\n`;
      return out;
    },
    end: () => '',
  },
});
