import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_EXPORTER, jsonString } from './json.js';
import { anyText, datasetArb, exportOptions, render, SAMPLE_COLUMNS, SAMPLE_ROWS } from './test-support.js';
import type { Column, Row } from './types.js';

const META = { locale: 'es', seed: 's1', count: 3, fields: [{ name: 'nombre', type: 'nombre_completo' }] };

/** The rows as JSON.parse would give them: own properties, whatever the names. */
const asObjects = (columns: readonly Column[], rows: readonly Row[]) =>
  rows.map((row) => Object.fromEntries(columns.map((c, i) => [c.name, row[i]])));

describe('JSON exporter', () => {
  it('writes the docs/api.md, Bulk body compactly, keys in schema order', () => {
    expect(render(JSON_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions({ meta: META }))).toBe(
      '{"status":"success","meta":{"locale":"es","seed":"s1","count":3,"fields":[{"name":"nombre","type":"nombre_completo"}]},"data":[' +
        '{"nombre":"Ana \\"la\\" O\'Brien","edad":41,"saldo":1234.5,"activo":true,"alta-web":"2024-01-31"},' +
        '{"nombre":"Peña, Ñ; <b>&</b>\\r\\nfin","edad":null,"saldo":-0.25,"activo":false,"alta-web":null},' +
        '{"nombre":"","edad":0,"saldo":3,"activo":false,"alta-web":"1999-12-31"}]}',
    );
  });

  it.each([
    ['no rows', [], '{"status":"success","meta":{},"data":[]}'],
    [
      'NaN and Infinity as null',
      [['x', Number.NaN, Number.POSITIVE_INFINITY, true, null]],
      'null,"saldo":null',
    ],
    ['a lone surrogate escaped', [['\uD800', 1, 1, true, null]], '"nombre":"\\ud800"'],
    ['control characters escaped', [['\0\x1f\u2028', 1, 1, true, null]], '"nombre":"\\u0000\\u001f\u2028"'],
  ] as [string, Row[], string][])('%s', (_name, rows, expected) => {
    expect(render(JSON_EXPORTER, SAMPLE_COLUMNS, rows, exportOptions())).toContain(expected);
  });

  it('ignores table and createTable (docs/api.md, Export formats)', () => {
    const plain = render(JSON_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, exportOptions());
    const options = exportOptions({ table: 'otra', tableGiven: true, createTable: true, dialect: 'mysql' });
    expect(render(JSON_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, options)).toBe(plain);
  });

  it('writes __proto__ and constructor as ordinary keys, touching no prototype', () => {
    const columns: Column[] = ['__proto__', 'constructor', 'prototype'].map((name) => ({
      name,
      type: 'nombre',
      kind: 'text',
      nullable: true,
    }));
    const text = render(JSON_EXPORTER, columns, [[null, 'x', 'y']], exportOptions());
    expect(text).toBe(
      '{"status":"success","meta":{},"data":[{"__proto__":null,"constructor":"x","prototype":"y"}]}',
    );
    const [row] = JSON.parse(text).data;
    expect(Object.keys(row)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('parses back to the same rows, whatever the batch size (property)', () => {
    fc.assert(
      fc.property(datasetArb(), fc.integer({ min: 1, max: 8 }), ({ columns, rows }, batchSize) => {
        const options = exportOptions({ meta: { count: rows.length } });
        const text = render(JSON_EXPORTER, columns, rows, options, batchSize);
        expect(text).toBe(render(JSON_EXPORTER, columns, rows, options));
        expect(JSON.parse(text)).toEqual({
          status: 'success',
          meta: { count: rows.length },
          data: asObjects(columns, rows),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('writes every string exactly as JSON.stringify does (property)', () => {
    fc.assert(
      fc.property(anyText(), (value) => {
        expect(jsonString(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });
});
