import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_EXPORTER } from './csv.js';
import {
  anyText,
  datasetArb,
  exportOptions,
  render,
  SAMPLE_COLUMNS,
  SAMPLE_ROWS,
  throughUtf8,
} from './test-support.js';
import type { Cell, Column, Row } from './types.js';

/** Parses UTF-8 bytes as a spreadsheet would, telling an empty field (null) from `""` (empty text). */
function parseCsv(bytes: Buffer, delimiter: ',' | ';'): (string | null)[][] {
  return parse(bytes, {
    bom: true,
    delimiter,
    cast: (value, context) => (context.quoting || value !== '' ? value : null),
  });
}

/** What a cell reads back as: text after UTF-8 encoding, numbers in the delimiter's decimal style. */
function expectedField(cell: Cell, delimiter: ',' | ';'): string | null {
  if (cell === null) return null;
  if (typeof cell === 'string') return throughUtf8(cell);
  if (typeof cell === 'number') return delimiter === ';' ? String(cell).replace('.', ',') : String(cell);
  return String(cell);
}

const expectedRecords = (columns: readonly Column[], rows: readonly Row[], delimiter: ',' | ';') => [
  columns.map((c) => c.name),
  ...rows.map((row) => row.map((cell) => expectedField(cell, delimiter))),
];

describe('CSV exporter', () => {
  it('writes RFC 4180 with a header, CRLF after every record, quotes only where needed', () => {
    expect(render(CSV_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions())).toBe(
      'nombre,edad,saldo,activo,alta-web\r\n' +
        '"Ana ""la"" O\'Brien",41,1234.5,true,2024-01-31\r\n' +
        '"Peña, Ñ; <b>&</b>\r\nfin",,-0.25,false,\r\n' +
        '"",0,3,false,1999-12-31\r\n',
    );
  });

  it('with ";" writes decimal commas for Spanish spreadsheets, and a BOM when asked', () => {
    const options = exportOptions({ csvDelimiter: ';', csvBom: true });
    expect(render(CSV_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, options)).toBe(
      '\uFEFFnombre;edad;saldo;activo;alta-web\r\n' +
        '"Ana ""la"" O\'Brien";41;1234,5;true;2024-01-31\r\n' +
        '"Peña, Ñ; <b>&</b>\r\nfin";;-0,25;false;\r\n' +
        '"";0;3;false;1999-12-31\r\n',
    );
  });

  it.each([
    ['plain text', 'Madrid', 'Madrid'],
    ['leading and trailing spaces kept unquoted', ' a b ', ' a b '],
    ['comma', 'a,b', '"a,b"'],
    ['semicolon (not the delimiter)', 'a;b', 'a;b'],
    ['quote', 'di "hola"', '"di ""hola"""'],
    ['lone CR', 'a\rb', '"a\rb"'],
    ['LF', 'a\nb', '"a\nb"'],
    ['empty text', '', '""'],
    ['leading zeros', '08001', '08001'],
  ])('field with %s', (_name, value, expected) => {
    const columns: Column[] = [{ name: 'v', type: 'lorem', kind: 'text', nullable: false }];
    expect(CSV_EXPORTER.rows(columns, [[value]], 0, exportOptions())).toBe(`${expected}\r\n`);
  });

  it.each([
    [1e21, '1e+21', '1e+21'],
    [1.5e-7, '1.5e-7', '1,5e-7'],
    [-12.75, '-12.75', '-12,75'],
    [42, '42', '42'],
    [Number.NaN, '', ''],
  ])('number %d is %s with "," and %s with ";"', (value, comma, semicolon) => {
    const columns: Column[] = [
      { name: 'n', type: 'numero', kind: 'decimal', nullable: true },
      { name: 'm', type: 'numero', kind: 'decimal', nullable: true },
    ];
    const row = [value, value];
    expect(CSV_EXPORTER.rows(columns, [row], 0, exportOptions())).toBe(`${comma},${comma}\r\n`);
    expect(CSV_EXPORTER.rows(columns, [row], 0, exportOptions({ csvDelimiter: ';' }))).toBe(
      `${semicolon};${semicolon}\r\n`,
    );
  });

  it('writes only the header for no rows', () => {
    expect(render(CSV_EXPORTER, SAMPLE_COLUMNS, [], exportOptions())).toBe(
      'nombre,edad,saldo,activo,alta-web\r\n',
    );
  });

  it.each([',', ';'] as const)('round-trips through csv-parse with delimiter "%s" and a BOM', (delimiter) => {
    const options = exportOptions({ csvDelimiter: delimiter, csvBom: true });
    const bytes = Buffer.from(render(CSV_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, options));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parseCsv(bytes, delimiter)).toEqual(expectedRecords(SAMPLE_COLUMNS, SAMPLE_ROWS, delimiter));
  });

  it('round-trips any text and any batching through csv-parse (property)', () => {
    fc.assert(
      fc.property(
        datasetArb(),
        fc.constantFrom(',', ';'),
        fc.boolean(),
        fc.integer({ min: 1, max: 8 }),
        ({ columns, rows }, delimiter, csvBom, batchSize) => {
          const options = exportOptions({ csvDelimiter: delimiter, csvBom });
          const text = render(CSV_EXPORTER, columns, rows, options, batchSize);
          expect(text).toBe(render(CSV_EXPORTER, columns, rows, options));
          expect(text.endsWith('\r\n')).toBe(true);
          expect(parseCsv(Buffer.from(text), delimiter)).toEqual(expectedRecords(columns, rows, delimiter));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('quotes a text field exactly when it holds a quote, the delimiter, CR or LF, or is empty (property)', () => {
    const columns: Column[] = [{ name: 'v', type: 'lorem', kind: 'text', nullable: false }];
    const reference = (value: string, delimiter: ',' | ';'): string => {
      const quoted = value === '' || [...'"\r\n', delimiter].some((c) => value.includes(c));
      return quoted ? `"${value.split('"').join('""')}"` : value;
    };
    fc.assert(
      fc.property(anyText(), fc.constantFrom(',', ';'), (value, delimiter) => {
        const options = exportOptions({ csvDelimiter: delimiter });
        expect(CSV_EXPORTER.rows(columns, [[value]], 0, options)).toBe(`${reference(value, delimiter)}\r\n`);
      }),
      { numRuns: 2000 },
    );
  });
});
