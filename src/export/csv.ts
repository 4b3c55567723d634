/**
 * CSV exporter, RFC 4180: a header row of field names, then one record per
 * row; every record, the last included, ends in CRLF. A field is quoted
 * only when it must be: when it holds the delimiter, a double quote (written
 * twice), CR or LF, and when it is the empty string, so that `""` (empty
 * text) stays distinct from an empty field (null). Leading and trailing
 * spaces are data (RFC 4180, section 2, rule 4) and are not quoted. Field
 * names never need quotes. With a single column, a null row is an empty
 * line, which some readers skip.
 *
 * Delimiter `;` is the layout of spreadsheets in Spanish locales, where the
 * comma is the decimal separator: in that mode numbers are written with a
 * decimal comma (`3,14`), which then needs no quoting. Integers and every
 * text value (postal codes, IBAN, dates) are identical in both modes.
 * Booleans are `true` / `false`; NaN and Infinity are written as empty
 * fields, like null.
 * With `csvBom` the output starts with U+FEFF, which Excel needs to read
 * UTF-8. `header: false` leaves the header row out (a page that continues
 * another); a continuation (shard after the first) has neither.
 */
import { MEDIA_TYPES, utf8 } from './media-types.js';
import type { Cell, Exporter, Row } from './types.js';

/**
 * How one delimiter writes fields. Whether a text needs quotes is one
 * native regex test, much cheaper than a character scan in JavaScript.
 */
interface Dialect {
  readonly separator: ',' | ';';
  readonly needsQuotes: RegExp;
  readonly decimalComma: boolean;
}

const DIALECTS: Readonly<Record<',' | ';', Dialect>> = {
  ',': { separator: ',', needsQuotes: /[",\r\n]/, decimalComma: false },
  ';': { separator: ';', needsQuotes: /[";\r\n]/, decimalComma: true },
};

function csvText(value: string, dialect: Dialect): string {
  if (value === '') return '""';
  return dialect.needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A cell past the end of a short row (undefined) is written as null. */
function csvCell(cell: Cell | undefined, dialect: Dialect): string {
  if (typeof cell === 'string') return csvText(cell, dialect);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    const text = String(cell);
    return dialect.decimalComma ? text.replace('.', ',') : text;
  }
  if (cell === true) return 'true';
  if (cell === false) return 'false';
  return '';
}

function csvRecord(row: Row, width: number, dialect: Dialect): string {
  let out = csvCell(row[0], dialect);
  for (let i = 1; i < width; i++) out += dialect.separator + csvCell(row[i], dialect);
  return `${out}\r\n`;
}

export const CSV_EXPORTER: Exporter = {
  format: 'csv',
  contentType: utf8(MEDIA_TYPES.csv),
  fileExtension: 'csv',
  begin(columns, options) {
    if (options.continuation) return '';
    if (options.header === false) return options.csvBom ? '\uFEFF' : '';
    const names = columns.map((c) => c.name);
    const header = csvRecord(names, names.length, DIALECTS[options.csvDelimiter]);
    return options.csvBom ? `\uFEFF${header}` : header;
  },
  rows(columns, batch, _firstIndex, options) {
    const dialect = DIALECTS[options.csvDelimiter];
    let out = '';
    for (const row of batch) out += csvRecord(row, columns.length, dialect);
    return out;
  },
  end: () => '',
};
