/**
 * NDJSON exporter (newline-delimited JSON, ndjson.org): one compact row
 * object per line, each line ending in LF, nothing before or after; the
 * objects are those of the JSON exporter's `data` array. JSON escapes every
 * control character, so a value can never break a line.
 */

import { jsonKeys, jsonObject } from './json.js';
import { MEDIA_TYPES, utf8 } from './media-types.js';
import type { Exporter } from './types.js';

export const NDJSON_EXPORTER: Exporter = {
  format: 'ndjson',
  contentType: utf8(MEDIA_TYPES.ndjson),
  fileExtension: 'ndjson',
  begin: () => '',
  rows(columns, batch) {
    const keys = jsonKeys(columns);
    let out = '';
    for (const row of batch) out += `${jsonObject(keys, row)}\n`;
    return out;
  },
  end: () => '',
};
