// @ts-check
/**
 * The records of a generation as a file to download: JSON (the records as
 * the service gave them) or CSV (RFC 4180: a header of the keys, a comma
 * between values, quotes around a value holding a comma, a quote or a line
 * break). A list of texts (a passport's MRZ) is one value with a line per text.
 */

/** @typedef {import('./api-types.js').Row} Row */

/** @param {unknown} value */
function csvValue(value) {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.map(String).join('\n')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV text, columns in the order their keys first appear; lines end with CRLF.
 * @param {readonly Row[]} rows
 */
export function recordsCsv(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvValue), ...rows.map((row) => columns.map((c) => csvValue(row[c])))];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/**
 * The file of `rows` in `format` ('csv' or 'json'), named after the generator and the seed.
 * @param {readonly Row[]} rows
 * @param {'csv' | 'json'} format
 * @param {{ generator: string, seed: string }} meta
 */
export function recordsFile(rows, format, { generator, seed }) {
  const name = `${generator}-${String(seed).replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
  const blob =
    format === 'csv'
      ? new Blob([recordsCsv(rows)], { type: 'text/csv;charset=utf-8' })
      : new Blob([`${JSON.stringify(rows, null, 2)}\n`], { type: 'application/json' });
  return { blob, name };
}
