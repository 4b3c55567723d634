import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NDJSON_EXPORTER } from './ndjson.js';
import { datasetArb, exportOptions, render, SAMPLE_COLUMNS, SAMPLE_ROWS } from './test-support.js';

describe('NDJSON exporter', () => {
  it('writes one compact object per LF-terminated line, nothing else', () => {
    expect(render(NDJSON_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions({ meta: { count: 3 } }))).toBe(
      '{"nombre":"Ana \\"la\\" O\'Brien","edad":41,"saldo":1234.5,"activo":true,"alta-web":"2024-01-31"}\n' +
        '{"nombre":"Peña, Ñ; <b>&</b>\\r\\nfin","edad":null,"saldo":-0.25,"activo":false,"alta-web":null}\n' +
        '{"nombre":"","edad":0,"saldo":3,"activo":false,"alta-web":"1999-12-31"}\n',
    );
  });

  it('writes nothing for no rows', () => {
    expect(render(NDJSON_EXPORTER, SAMPLE_COLUMNS, [], exportOptions())).toBe('');
  });

  it('keeps one row per line whatever the text, and parses back (property)', () => {
    fc.assert(
      fc.property(datasetArb(), fc.integer({ min: 1, max: 8 }), ({ columns, rows }, batchSize) => {
        const text = render(NDJSON_EXPORTER, columns, rows, exportOptions(), batchSize);
        const lines = text.split('\n');
        expect(lines.pop()).toBe('');
        expect(lines).toHaveLength(rows.length);
        expect(lines.map((line) => Object.values(JSON.parse(line)))).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });
});
