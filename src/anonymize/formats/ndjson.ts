/**
 * NDJSON: one JSON value per line. Lines are cut from the byte stream as it
 * arrives (a decoder keeps multi-byte characters split between chunks
 * whole), so memory holds one line at a time. Blank lines are skipped; a
 * line that is not JSON is an error naming its row, never its text.
 */
import { StringDecoder } from 'node:string_decoder';
import { AnonymizeError } from '../errors.js';
import type { Opener } from './format.js';

/** Parsed lines, one batch per input chunk. */
async function* batches(chunks: AsyncIterable<Buffer>): AsyncGenerator<unknown[]> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let row = 0;
  let first = true;
  const parseLine = (raw: string, batch: unknown[]) => {
    let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (first && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    first = false;
    if (line.trim() === '') return;
    row++;
    try {
      batch.push(JSON.parse(line));
    } catch {
      throw new AnonymizeError(row, 'record_not_json');
    }
  };
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    const batch: unknown[] = [];
    let from = 0;
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n', from)) {
      parseLine(pending.slice(from, nl), batch);
      from = nl + 1;
    }
    pending = pending.slice(from);
    if (batch.length > 0) yield batch;
  }
  pending += decoder.end();
  const last: unknown[] = [];
  if (pending.length > 0) parseLine(pending, last);
  if (last.length > 0) yield last;
}

export const openNdjson: Opener = (_head, chunks) => ({
  headerRow: false,
  batches: batches(chunks),
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
