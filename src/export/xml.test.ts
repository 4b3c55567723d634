import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { datasetArb, exportOptions, render, SAMPLE_COLUMNS, SAMPLE_ROWS } from './test-support.js';
import type { Cell, Column, Row } from './types.js';
import { XML_EXPORTER, xmlText } from './xml.js';

/** Anything outside XML 1.0's Char production (section 2.2). */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Element values as text, `nil` as an attribute, `registro` always a list.
 * Every element name gets a `$` in front, because the parser refuses names
 * such as `__proto__` or `toString` as object keys.
 */
function parseXml(text: string, root: string): Record<string, unknown>[] {
  const parser = new XMLParser({
    // Idempotent: the parser applies it twice to self-closing elements.
    transformTagName: (name) => (name.startsWith('$') ? name : `$${name}`),
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: true,
    isArray: (_name, jpath) => jpath === `$${root}.$registro`,
  });
  return parser.parse(text)[`$${root}`].$registro ?? [];
}

/** What a parser reads: the cell's text with the characters XML cannot hold dropped; nil for null. */
function expectedValue(cell: Cell): unknown {
  if (cell === null) return { '@nil': 'true' };
  if (typeof cell === 'string')
    return cell.replace(/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]/gu, '');
  return String(cell);
}

const expectedRecords = (columns: readonly Column[], rows: readonly Row[]) =>
  rows.map((row) => Object.fromEntries(columns.map((c, i) => [`$${c.name}`, expectedValue(row[i])])));

/** Drops the whitespace text between child elements. */
const withoutIndent = (records: Record<string, unknown>[]) =>
  records.map((r) => Object.fromEntries(Object.entries(r).filter(([key]) => key !== '#text')));

describe('XML exporter', () => {
  it('writes the declaration, the root named after the table, one registro per row', () => {
    expect(render(XML_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions({ table: 'clientes' }))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<clientes>\n' +
        '  <registro>\n' +
        '    <nombre>Ana "la" O\'Brien</nombre>\n' +
        '    <edad>41</edad>\n' +
        '    <saldo>1234.5</saldo>\n' +
        '    <activo>true</activo>\n' +
        '    <alta-web>2024-01-31</alta-web>\n' +
        '  </registro>\n' +
        '  <registro>\n' +
        '    <nombre>Peña, Ñ; &lt;b&gt;&amp;&lt;/b&gt;&#13;\nfin</nombre>\n' +
        '    <edad nil="true"/>\n' +
        '    <saldo>-0.25</saldo>\n' +
        '    <activo>false</activo>\n' +
        '    <alta-web nil="true"/>\n' +
        '  </registro>\n' +
        '  <registro>\n' +
        '    <nombre></nombre>\n' +
        '    <edad>0</edad>\n' +
        '    <saldo>3</saldo>\n' +
        '    <activo>false</activo>\n' +
        '    <alta-web>1999-12-31</alta-web>\n' +
        '  </registro>\n' +
        '</clientes>\n',
    );
  });

  it('names the root datos by default and writes an empty root for no rows', () => {
    expect(render(XML_EXPORTER, SAMPLE_COLUMNS, [], exportOptions())).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<datos>\n</datos>\n',
    );
  });

  it.each([
    ['markup', 'a<b>&c', 'a&lt;b&gt;&amp;c'],
    ['CDATA end', ']]>', ']]&gt;'],
    ['quotes kept', `"it's"`, `"it's"`],
    ['tab and LF kept', 'a\tb\nc', 'a\tb\nc'],
    ['CR as a reference', 'a\r\nb', 'a&#13;\nb'],
    ['C0 controls dropped', 'a\0b\x01c\x1fd\x0be', 'abcde'],
    ['U+FFFE and U+FFFF dropped', 'a\uFFFEb\uFFFF', 'ab'],
    ['lone surrogates dropped', '\uD800a\uDC00', 'a'],
    ['surrogate pairs kept', 'a😀b', 'a😀b'],
    ['DEL and C1 kept', '\x7f\x85', '\x7f\x85'],
  ])('text with %s', (_name, value, expected) => {
    expect(xmlText(value)).toBe(expected);
  });

  it('keeps names that start with "xml" and reads back NaN as nil', () => {
    const columns: Column[] = [{ name: 'xmlDato', type: 'numero', kind: 'decimal', nullable: true }];
    const text = render(XML_EXPORTER, columns, [[Number.NaN]], exportOptions({ table: 'XmlTabla' }));
    expect(text).toContain(
      '<XmlTabla>\n  <registro>\n    <xmlDato nil="true"/>\n  </registro>\n</XmlTabla>\n',
    );
    expect(XMLValidator.validate(text)).toBe(true);
  });

  it('parses back with fast-xml-parser, nil attributes included', () => {
    const text = render(XML_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions());
    expect(XMLValidator.validate(text)).toBe(true);
    expect(withoutIndent(parseXml(text, 'datos'))).toEqual(expectedRecords(SAMPLE_COLUMNS, SAMPLE_ROWS));
  });

  it('stays well-formed and round-trips any text and any batching (property)', () => {
    fc.assert(
      fc.property(datasetArb(), fc.integer({ min: 1, max: 8 }), ({ columns, rows }, batchSize) => {
        const options = exportOptions({ table: columns[0].name });
        const text = render(XML_EXPORTER, columns, rows, options, batchSize);
        expect(text).toBe(render(XML_EXPORTER, columns, rows, options));
        expect(text).not.toMatch(NOT_XML_CHAR);
        expect(text).not.toMatch(/&(?!(amp|lt|gt|#13);)/);
        expect(XMLValidator.validate(text)).toBe(true);
        expect(withoutIndent(parseXml(text, options.table))).toEqual(expectedRecords(columns, rows));
      }),
      { numRuns: 300 },
    );
  });
});
