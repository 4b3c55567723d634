/**
 * `datos-prueba generate` as a stream, for any count in flat memory: the
 * bytes of the whole answer (`JSON.stringify` of it, or the terminal table),
 * written a batch of records at a time. Records are drawn on demand
 * (prepareGenerate), so nothing holds more than a batch.
 */
import type { PreparedGenerate } from '../api/generate.js';
import { nextTurn } from '../bulk/turns.js';
import type { GeneratedRecord } from '../generators/definition.js';
import { rowCells, tableLine, tableWidths } from './output.js';
import type { Writing } from './write.js';

/**
 * Characters per chunk: enough that writes are few, few enough that a chunk
 * stays out of V8's large-object space (whose garbage waits for a full
 * collection and grew the resident size with the count).
 */
const CHUNK_CHARS = 32 * 1024;

function* records(prepared: PreparedGenerate): Generator<GeneratedRecord> {
  for (let i = 0; i < prepared.meta.count; i++) yield prepared.record(i);
}

/** The JSON answer, `{"status":"success","meta":{…},"data":[…]}` and a newline, as the API sends it. */
export function jsonWriting(prepared: PreparedGenerate): Writing {
  const count = prepared.meta.count;
  return {
    rows: count,
    async *chunks(onProgress) {
      // The answer with no records ends in `[]}`: what comes before and after them.
      const shell = JSON.stringify({ status: 'success', meta: prepared.meta, data: [] });
      let chunk = shell.slice(0, -2);
      for (let i = 0; i < count; i++) {
        chunk += `${i === 0 ? '' : ','}${JSON.stringify(prepared.record(i))}`;
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk;
          chunk = '';
          onProgress(i + 1);
          // A turn of the event loop per batch: the heap keeper's timer runs (write.ts).
          await nextTurn();
        }
      }
      yield `${chunk}${shell.slice(-2)}\n`;
      onProgress(count);
    },
  };
}

/**
 * The table for a terminal: a first pass over the records finds each
 * column's width (records are drawn again, not kept), a second writes it.
 */
export function tableWriting(prepared: PreparedGenerate): Writing {
  const count = prepared.meta.count;
  return {
    rows: count,
    async *chunks(onProgress) {
      const columns = Object.keys(prepared.record(0));
      const widths = tableWidths(columns, records(prepared));
      let chunk = `${tableLine(columns, widths)}\n${tableLine(
        widths.map((w) => '-'.repeat(w)),
        widths,
      )}`;
      for (let i = 0; i < count; i++) {
        chunk += `\n${tableLine(rowCells(columns, prepared.record(i)), widths)}`;
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk;
          chunk = '';
          onProgress(i + 1);
          // A turn of the event loop per batch: the heap keeper's timer runs (write.ts).
          await nextTurn();
        }
      }
      yield `${chunk}\nseed: ${prepared.meta.seed}\n`;
      onProgress(count);
    },
  };
}
