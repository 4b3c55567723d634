import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORTERS, negotiateFormat } from './index.js';
import { datasetArb, exportOptions, render } from './test-support.js';
import { type ExportFormat, SQL_DIALECTS, TEXT_FORMATS, type TextFormat } from './types.js';

describe('EXPORTERS', () => {
  it.each([
    ['json', 'application/json; charset=utf-8', 'json'],
    ['ndjson', 'application/x-ndjson; charset=utf-8', 'ndjson'],
    ['csv', 'text/csv; charset=utf-8', 'csv'],
    ['sql', 'application/sql; charset=utf-8', 'sql'],
    ['xml', 'application/xml; charset=utf-8', 'xml'],
    ['typescript', 'application/typescript; charset=utf-8', 'ts'],
  ] as [TextFormat, string, string][])('%s is served as %s, file .%s', (format, contentType, extension) => {
    expect(EXPORTERS[format]).toMatchObject({ format, contentType, fileExtension: extension });
  });

  it('covers every export format', () => {
    expect(Object.keys(EXPORTERS).sort()).toEqual([...TEXT_FORMATS].sort());
  });

  it('writes the same bytes for batches of 1, 7 and all rows, in every format (property)', () => {
    fc.assert(
      fc.property(
        datasetArb({ maxRows: 20 }),
        fc.record({
          createTable: fc.boolean(),
          tableGiven: fc.boolean(),
          dialect: fc.constantFrom(...SQL_DIALECTS),
          csvDelimiter: fc.constantFrom(',' as const, ';' as const),
          csvBom: fc.boolean(),
        }),
        ({ columns, rows }, overrides) => {
          const options = exportOptions({ ...overrides, meta: { count: rows.length } });
          for (const exporter of Object.values(EXPORTERS)) {
            const whole = render(exporter, columns, rows, options);
            expect(render(exporter, columns, rows, options, 1)).toBe(whole);
            expect(render(exporter, columns, rows, options, 7)).toBe(whole);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('negotiateFormat (docs/api.md, Export formats)', () => {
  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['*/*', 'json'],
    ['text/html', 'json'],
    ['text/*', 'json'],
    ['application/json', 'json'],
    ['text/csv', 'csv'],
    ['TEXT/CSV; charset=utf-8', 'csv'],
    ['application/sql', 'sql'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['application/typescript', 'typescript'],
    ['application/x-ndjson', 'ndjson'],
    ['application/vnd.apache.parquet', 'parquet'],
    ['text/csv, application/json', 'csv'],
    ['application/json, text/csv', 'json'],
    ['text/csv;q=0.5, application/sql', 'sql'],
    ['text/csv;q=0.9, application/json;q=0.8', 'csv'],
    ['text/csv;q=0.5, */*;q=0.8', 'json'],
    ['text/csv, */*;q=0.1', 'csv'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'xml'],
    ['text/csv;q=0', 'json'],
    ['text/csv;q=0, application/sql;q=0.001', 'sql'],
    ['text/csv;q=abc, application/sql;q=0.2', 'sql'],
    ['text/csv;q=2', 'json'],
    [' text/xml ; q=0.7 , text/csv ; q=0.6 ', 'xml'],
    ['application/sql;q=1.000, text/csv;q=1', 'sql'],
  ] as [string | undefined, ExportFormat][])('Accept %j gives %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});
