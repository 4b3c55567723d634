/**
 * Every bulk export format, one line each, and the choice of format from
 * the `Accept` header (docs/api.md, Export formats: the body's `format` wins; the header is
 * only asked when `format` is absent).
 */
import { CSV_EXPORTER } from './csv.js';
import { JSON_EXPORTER } from './json.js';
import { MEDIA_TYPES } from './media-types.js';
import { NDJSON_EXPORTER } from './ndjson.js';
import { SQL_EXPORTER } from './sql.js';
import { EXPORT_FORMATS, type Exporter, type ExportFormat, type TextFormat } from './types.js';
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

/** Media ranges that name a format: each format's own, `text/xml`, and `*` + `/*` (anything) for the default, JSON. */
const FORMAT_OF_MEDIA_TYPE: ReadonlyMap<string, ExportFormat> = new Map([
  ...EXPORT_FORMATS.map((format) => [MEDIA_TYPES[format], format] as const),
  ['text/xml', 'xml'],
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
    const format = FORMAT_OF_MEDIA_TYPE.get(type.trim().toLowerCase());
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
