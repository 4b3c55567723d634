/**
 * Every bulk export format, one line each, and the choice of format from
 * the `Accept` header (docs/api.md, Export formats: the body's `format` wins; the header is
 * only asked when `format` is absent).
 */
import { CSV_EXPORTER } from './csv.js';
import { JSON_EXPORTER } from './json.js';
import { NDJSON_EXPORTER } from './ndjson.js';
import { PARQUET_CONTENT_TYPE } from './parquet.js';
import { SQL_EXPORTER } from './sql.js';
import type { Exporter, ExportFormat, TextFormat } from './types.js';
import { TYPESCRIPT_EXPORTER } from './typescript.js';
import { XML_EXPORTER } from './xml.js';

export const EXPORTERS: Readonly<Record<TextFormat, Exporter>> = {
  json: JSON_EXPORTER,
  csv: CSV_EXPORTER,
  sql: SQL_EXPORTER,
  xml: XML_EXPORTER,
  typescript: TYPESCRIPT_EXPORTER,
  ndjson: NDJSON_EXPORTER,
};

/** Media ranges that name a format; `*` + `/*` (anything) gives the default, JSON. */
const MEDIA_TYPES: ReadonlyMap<string, ExportFormat> = new Map([
  ['application/json', 'json'],
  ['text/csv', 'csv'],
  ['application/sql', 'sql'],
  ['application/xml', 'xml'],
  ['text/xml', 'xml'],
  ['application/typescript', 'typescript'],
  ['application/x-ndjson', 'ndjson'],
  [PARQUET_CONTENT_TYPE, 'parquet'],
  ['*/*', 'json'],
]);

/**
 * The format of highest q-value among those the header names; the first
 * listed wins a tie, and a header naming none (or only with q=0) gives
 * JSON. Parameters other than q are ignored, and so are type wildcards such
 * as `text/*`, which name no one format.
 */
export function negotiateFormat(acceptHeader: string | undefined): ExportFormat {
  if (!acceptHeader) return 'json';
  let best: ExportFormat = 'json';
  let bestQ = 0;
  for (const range of acceptHeader.split(',').slice(0, 50)) {
    const [type = '', ...params] = range.split(';');
    const format = MEDIA_TYPES.get(type.trim().toLowerCase());
    if (format === undefined) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q')
        q = /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(value) ? Number(value) : 0;
    }
    if (q > bestQ) {
      best = format;
      bestQ = q;
    }
  }
  return best;
}
