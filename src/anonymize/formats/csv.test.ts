import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv.js';

// Cells drawn from the characters that decide quoting, plus ordinary text.
const cell = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', '"', ',', ';', '\t', '|', '\n', '\r', '1') });

// csv-stringify leaves a lone CR (or LF) unquoted when it is not the record delimiter given;
// other readers take it for a line break, so every CR and LF is quoted here.
describe('csvRecords writes what csv-stringify writes, line breaks always quoted', () => {
  it.each([',', ';', '\t', '|'])('delimiter %j, for any cells and line ending', (delimiter) => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        (rows, recordDelimiter) => {
          expect(csvRecords(delimiter, recordDelimiter)(rows)).toBe(
            stringify(rows, { delimiter, record_delimiter: recordDelimiter, quote_record_delimiter: true }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ['plain', ['a', 'b'], 'a;b\n'],
    ['delimiter inside', ['a;b', 'c'], '"a;b";c\n'],
    ['quote inside', ['di "hola"', ''], '"di ""hola""";\n'],
    ['line break inside', ['uno\r\ndos'], '"uno\r\ndos"\n'],
    ['a lone carriage return', ['a\rb'], '"a\rb"\n'],
    ['comma under a semicolon delimiter', ['1,5'], '1,5\n'],
  ])('%s', (_name, row, expected) => {
    expect(csvRecords(';', '\n')([row])).toBe(expected);
  });
});
