import type { ExportFormat } from './types.js';

/**
 * The media type of each output format, without parameters: the one list
 * the exporters' Content-Type, the `Accept` negotiation, the dataset
 * responses and the OpenAPI document read (docs/api.md, Export formats).
 */
export const MEDIA_TYPES = {
  json: 'application/json',
  csv: 'text/csv',
  sql: 'application/sql',
  xml: 'application/xml',
  typescript: 'application/typescript',
  ndjson: 'application/x-ndjson',
  parquet: 'application/vnd.apache.parquet',
  zip: 'application/zip',
} as const satisfies Readonly<Record<ExportFormat | 'zip', string>>;

/** The Content-Type of a text output: its media type, written in UTF-8. */
export function utf8(mediaType: string): string {
  return `${mediaType}; charset=utf-8`;
}
