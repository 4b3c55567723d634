/**
 * JSON exporter: the bulk response of docs/api.md, Bulk,
 * `{"status":"success","meta":{...},"data":[{...},...]}`, compact, streamed
 * one batch at a time.
 *
 * Row objects are written as text, keys and string values escaped as
 * JSON.stringify does, and never built as JavaScript objects: a field named
 * `__proto__` or `constructor` is an ordinary key (docs/api.md, Bulk). Keys follow
 * schema order. Numbers JSON cannot hold (NaN, Infinity) become null, as
 * JSON.stringify writes them. `table` and `createTable` are ignored
 * (docs/api.md, Export formats).
 */
import { MEDIA_TYPES, utf8 } from './media-types.js';
import type { Cell, Column, Exporter, Row } from './types.js';

/** `"name":` per column, cached on the columns array so small batches do not redo it. */
const KEY_CACHE = new WeakMap<readonly Column[], readonly string[]>();

export function jsonKeys(columns: readonly Column[]): readonly string[] {
  let keys = KEY_CACHE.get(columns);
  if (keys === undefined) {
    keys = columns.map((c, i) => `${i === 0 ? '{' : ','}${JSON.stringify(c.name)}:`);
    KEY_CACHE.set(columns, keys);
  }
  return keys;
}

/**
 * Every character JSON.stringify would escape, plus all surrogates (paired
 * or not; the rare pair merely takes the slow path). One native regex test
 * is far cheaper than scanning the string in JavaScript.
 */
const JSON_SPECIAL = /[\0-\x1f"\\\uD800-\uDFFF]/;

/**
 * JSON string literal, exactly as JSON.stringify writes it. Most generated
 * text needs no escaping and is simply put between quotes.
 */
export function jsonString(value: string): string {
  return JSON_SPECIAL.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/** A cell past the end of a short row (undefined) is written as null. */
export function jsonValue(cell: Cell | undefined): string {
  if (typeof cell === 'string') return jsonString(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : 'null';
  if (cell === true) return 'true';
  if (cell === false) return 'false';
  return 'null';
}

/** One row as a compact JSON object; `keys` comes from `jsonKeys`. */
export function jsonObject(keys: readonly string[], row: Row): string {
  if (keys.length === 0) return '{}';
  let out = '';
  for (let i = 0; i < keys.length; i++) out += keys[i] + jsonValue(row[i]);
  return `${out}}`;
}

export const JSON_EXPORTER: Exporter = {
  format: 'json',
  contentType: utf8(MEDIA_TYPES.json),
  fileExtension: 'json',
  begin: (_columns, options) => `{"status":"success","meta":${JSON.stringify(options.meta ?? {})},"data":[`,
  rows(columns, batch, firstIndex) {
    const keys = jsonKeys(columns);
    let out = '';
    let index = firstIndex;
    for (const row of batch) out += (index++ === 0 ? '' : ',') + jsonObject(keys, row);
    return out;
  },
  end: () => ']}',
};
