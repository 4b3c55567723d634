/**
 * A JSON array read element by element: a small scanner follows strings,
 * escapes and nesting depth to find where each top-level element ends, and
 * only that element's text is parsed, so memory holds one element however
 * long the array. Anything but an array, or an element that does not parse,
 * is an error naming the row (the element's position), never its text.
 */
import { StringDecoder } from 'node:string_decoder';
import { AnonymizeError } from '../errors.js';
import type { Opener } from './format.js';

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 0xfeff;

/** Elements, one batch per input chunk. */
async function* elements(chunks: AsyncIterable<Buffer>): AsyncGenerator<unknown[]> {
  const decoder = new StringDecoder('utf8');
  type State = 'before' | 'between' | 'element' | 'after';
  let state = 'before' as State;
  let element = '';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let row = 0;
  const emit = (): unknown => {
    row++;
    try {
      return JSON.parse(element);
    } catch {
      throw new AnonymizeError(row, 'record_not_json');
    } finally {
      element = '';
    }
  };
  const scan = (text: string, batch: unknown[]): void => {
    let start = state === 'element' ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (state === 'before') {
        if (isSpace(c)) continue;
        if (c !== 91) throw new AnonymizeError(0, 'not_a_json_array');
        state = 'between';
      } else if (state === 'between') {
        if (isSpace(c) || c === 44) continue;
        if (c === 93) state = 'after';
        else {
          state = 'element';
          start = i;
          depth = 0;
          i--; // read this character as the element's first
        }
      } else if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 92) escaped = true;
          else if (c === 34) inString = false;
        } else if (c === 34) inString = true;
        else if (c === 123 || c === 91) depth++;
        else if (c === 125 || c === 93) {
          if (depth === 0) {
            // The array's closing bracket ends a bare element (a number, true...).
            element += text.slice(start, i);
            batch.push(emit());
            state = 'after';
            continue;
          }
          depth--;
        } else if (c === 44 && depth === 0) {
          element += text.slice(start, i);
          batch.push(emit());
          state = 'between';
        }
        if (state === 'element' && depth === 0 && !inString && (c === 125 || c === 93)) {
          element += text.slice(start, i + 1);
          batch.push(emit());
          state = 'between';
        }
      } else if (!isSpace(c)) throw new AnonymizeError(row, 'text_after_json_array');
    }
    if (state === 'element') element += text.slice(start);
  };
  for await (const chunk of chunks) {
    const batch: unknown[] = [];
    scan(decoder.write(chunk), batch);
    if (batch.length > 0) yield batch;
  }
  const last: unknown[] = [];
  scan(decoder.end(), last);
  if (last.length > 0) yield last;
  if (state !== 'after') throw new AnonymizeError(row, 'json_array_not_closed');
}

export const openJsonArray: Opener = (_head, chunks) => {
  let first = true;
  return {
    headerRow: false,
    batches: elements(chunks),
    writer: {
      start: () => '[',
      rows: (batch) => {
        let out = '';
        for (const value of batch) {
          out += `${first ? '\n' : ',\n'}${JSON.stringify(value)}`;
          first = false;
        }
        return out;
      },
      end: () => (first ? ']\n' : '\n]\n'),
    },
  };
};
