/**
 * XML exporter (XML 1.0, UTF-8). The root element is named after `table`
 * (default `datos`), holds one `<registro>` per row, and each `<registro>`
 * one element per field in schema order, named exactly as the field; null
 * is `<campo nil="true"/>`, the empty string `<campo></campo>`. Elements
 * are indented with two spaces per level.
 *
 * Field names (docs/api.md, Bulk: `[A-Za-z_][A-Za-z0-9_-]*`) are always
 * well-formed XML names. Names starting with `xml` are reserved by XML 1.0
 * (section 2.3) for future standards, but parsers accept them, so they are
 * kept as given: renaming would break "named exactly as the field".
 *
 * Text escapes `&`, `<`, `>` (so `]]>` cannot appear) and writes CR as
 * `&#13;`, which a parser would otherwise turn into LF. Characters XML 1.0
 * does not allow at all (C0 controls other than tab, LF and CR, lone
 * surrogates, U+FFFE, U+FFFF) are dropped, so the document stays
 * well-formed. NaN and Infinity are written as nil.
 */
import { MEDIA_TYPES, utf8 } from './media-types.js';
import type { Cell, Column, Exporter } from './types.js';

/** Everything that needs escaping or dropping; valid surrogate pairs also match and take the slow path. */
const SPECIAL = /[\0-\x08\x0B\x0C\x0E-\x1F&<>\r\uD800-\uDFFF\uFFFE\uFFFF]/;

function escapeSlow(value: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    let replacement: string;
    if (c === 38) replacement = '&amp;';
    else if (c === 60) replacement = '&lt;';
    else if (c === 62) replacement = '&gt;';
    else if (c === 13) replacement = '&#13;';
    else if (c < 32 && c !== 9 && c !== 10) replacement = '';
    else if (c === 0xfffe || c === 0xffff) replacement = '';
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      replacement = '';
    } else if (c >= 0xdc00 && c <= 0xdfff) replacement = '';
    else continue;
    out += value.slice(start, i) + replacement;
    start = i + 1;
  }
  return out + value.slice(start);
}

/** Text content of an element, safe for XML 1.0. */
export function xmlText(value: string): string {
  return SPECIAL.test(value) ? escapeSlow(value) : value;
}

interface Tags {
  readonly open: readonly string[];
  readonly close: readonly string[];
  readonly nil: readonly string[];
}

const CACHE = new WeakMap<readonly Column[], Tags>();

function tags(columns: readonly Column[]): Tags {
  let cached = CACHE.get(columns);
  if (cached === undefined) {
    cached = {
      open: columns.map((c) => `    <${c.name}>`),
      close: columns.map((c) => `</${c.name}>\n`),
      nil: columns.map((c) => `    <${c.name} nil="true"/>\n`),
    };
    CACHE.set(columns, cached);
  }
  return cached;
}

/** A cell past the end of a short row (undefined) is written as null. */
function cellText(cell: Cell | undefined): string | null {
  if (typeof cell === 'string') return xmlText(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : null;
  if (cell === true) return 'true';
  if (cell === false) return 'false';
  return null;
}

export const XML_EXPORTER: Exporter = {
  format: 'xml',
  contentType: utf8(MEDIA_TYPES.xml),
  fileExtension: 'xml',
  begin: (_columns, options) => `<?xml version="1.0" encoding="UTF-8"?>\n<${options.table}>\n`,
  rows(columns, batch) {
    const { open, close, nil } = tags(columns);
    let out = '';
    for (const row of batch) {
      out += '  <registro>\n';
      for (let i = 0; i < open.length; i++) {
        const text = cellText(row[i]);
        out += text === null ? nil[i] : open[i] + text + close[i];
      }
      out += '  </registro>\n';
    }
    return out;
  },
  end: (_columns, _totalRows, options) => `</${options.table}>\n`,
};
