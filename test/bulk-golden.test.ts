/**
 * Golden bulk outputs (docs/api.md, Determinism: output under a given seed is public
 * contract; a change is a breaking change and goes in the changelog). Fixed
 * seeds, pinned refDate, all 32 types (some with options, some nullable),
 * every format and SQL dialect. Each snapshot holds the headers, the SHA-256
 * of the exact bytes (CRLF and BOM included) and the text with CR and BOM
 * made visible.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { testApp } from './helper.js';

const app = await testApp();

const REF_DATE = '2026-03-15';

const OPTIONS: Record<string, Record<string, unknown>> = {
  documento: { sub: 'nie', fmt: 'dashed' },
  iban: { fmt: 'spaced' },
  numero: { min: -500, max: 500, decimals: 2 },
  uuid: { version: 7 },
  lorem: { words: 5 },
  password: { length: 12 },
  email: { domain: 'empresa.example' },
  fecha: { from: '2025-01-01', to: '2025-12-31' },
};

const FIELDS = ENTITY_FIELD_TYPES.map((t, i) => ({
  name: t.type,
  type: t.type,
  ...(OPTIONS[t.type] ? { options: OPTIONS[t.type] } : {}),
  ...(i % 5 === 3 ? { nullable: 50 } : {}),
}));

const VARIANTS: [string, Record<string, unknown>][] = [
  ['json', { format: 'json' }],
  ['ndjson', { format: 'ndjson' }],
  ['csv', { format: 'csv' }],
  ['csv ; bom', { format: 'csv', csv: { delimiter: ';', bom: true } }],
  ['xml', { format: 'xml', table: 'clientes' }],
  ['typescript', { format: 'typescript', table: 'clientes' }],
  ['sql ansi', { format: 'sql', createTable: true }],
  ['sql postgresql', { format: 'sql', dialect: 'postgresql', createTable: true }],
  ['sql mysql', { format: 'sql', dialect: 'mysql', createTable: true }],
  ['sql sqlite', { format: 'sql', dialect: 'sqlite', createTable: true }],
  ['sql sqlserver', { format: 'sql', dialect: 'sqlserver', createTable: true, table: 'clientes' }],
];

const SEEDS: (string | number)[] = ['golden', 20260315];

describe('golden bulk outputs', () => {
  for (const seed of SEEDS) {
    it.each(VARIANTS)(`seed ${seed}: %s`, async (_label, variant) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/es/bulk',
        payload: { fields: FIELDS, seed, count: 3, refDate: REF_DATE, ...variant },
      });
      expect(res.statusCode).toBe(200);
      expect({
        contentType: res.headers['content-type'],
        contentDisposition: res.headers['content-disposition'] ?? null,
        sha256: createHash('sha256').update(res.rawPayload).digest('hex'),
        text: res.body.replaceAll('\uFEFF', '<BOM>').replaceAll('\r', '<CR>'),
      }).toMatchSnapshot();
    });
  }

  it('the golden schema covers all 32 types', () => {
    expect(new Set(FIELDS.map((f) => f.type)).size).toBe(32);
  });
});
