import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

const app = await testApp();

/** Any name of the field-name grammar (docs/api.md, Bulk), including prototype names. */
const fieldName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'xml',
    'select',
    'drop',
    'insert',
  ),
  fc
    .tuple(
      fc.constantFrom(...'abcXYZ_'.split('')),
      fc.string({ unit: fc.constantFrom(...'aZ09_-'.split('')), maxLength: 63 }),
    )
    .map(([first, rest]) => first + rest),
);
const seed = fc.oneof(fc.string({ unit: 'binary', maxLength: 256 }), fc.integer());
const types = fc.constantFrom(
  'nombre_completo',
  'direccion',
  'razon_social',
  'lorem',
  'password',
  'numero',
  'booleano',
  'edad',
);

const schema = fc.record({
  names: fc.uniqueArray(fieldName, { minLength: 1, maxLength: 6, selector: (n) => n.toLowerCase() }),
  table: fieldName,
  seed,
  types: fc.array(types, { minLength: 6, maxLength: 6 }),
  nullable: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
});

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload });

describe('user-controlled names and seeds cannot break the outputs', () => {
  it('every format stays well formed for arbitrary names, table names and seeds', async () => {
    await fc.assert(
      fc.asyncProperty(schema, async ({ names, table, seed, types, nullable }) => {
        const fields = names.map((name, i) => ({ name, type: types[i]!, nullable: nullable[i]! }));
        const body = { fields, table, seed, count: 5, createTable: true };

        const json = await post({ ...body, format: 'json' });
        expect(json.statusCode).toBe(200);
        const rows = json.json().data as Record<string, unknown>[];
        for (const row of rows) expect(Object.keys(row)).toEqual(names);
        expect(({} as Record<string, unknown>).nombre_completo).toBeUndefined();

        const csv = await post({ ...body, format: 'csv' });
        const records = parse(csv.body, { relax_column_count: false }) as string[][];
        expect(records[0]).toEqual(names);
        expect(records).toHaveLength(6);

        const xml = await post({ ...body, format: 'xml' });
        expect(XMLValidator.validate(xml.body)).toBe(true);

        const sql = (await post({ ...body, format: 'sql' })).body.trimEnd().split('\n');
        // CREATE TABLE, then exactly one INSERT statement per row, each on its line, identifiers quoted.
        const inserts = sql.filter((line) => line.startsWith('INSERT INTO '));
        expect(inserts).toHaveLength(5);
        const quotedTable = `"${table}"`;
        for (const line of inserts) {
          expect(line.startsWith(`INSERT INTO ${quotedTable} (`)).toBe(true);
          expect(line.endsWith(');')).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
