/**
 * Mexico's seeded output is public contract as Spain's is (docs/api.md,
 * Determinism): fixed seeds per generator and option combination, and bulk
 * rows of every Mexican field type in the main formats, with the reference
 * date pinned. A snapshot diff is a change users see: note it in the
 * changelog.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEXICO } from '../src/countries/mx/index.js';
import { STRUCTURAL_FIELD_TYPES } from '../src/fields/field-types-structural.js';
import { testApp } from './helper.js';

const app = await testApp();

const REF_DATE = '2026-03-15';

const CASES: [generator: string, query: string][] = [
  ['document', ''],
  ['document', 'sub=rfc&fmt=dashed'],
  ['document', 'sub=rfc_moral'],
  ['document', 'sub=nss&ok=false'],
  ['phone', 'fmt=spaced'],
  ['identity', ''],
  ['iban', 'fmt=spaced'],
  ['username', ''],
];

describe('golden output of GET /api/v1/mx/{generator}', () => {
  it.each(CASES.map(([g, q]) => [q ? `${g}?${q}` : g, g, q]))('%s', async (_name, generator, query) => {
    const res = await app.inject({
      url: `/api/v1/mx/${generator}?seed=golden-${generator}&count=3&refDate=${REF_DATE}${query ? `&${query}` : ''}`,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json(), null, 2)).toMatchSnapshot();
  });
});

const STRUCTURAL = new Set(STRUCTURAL_FIELD_TYPES.map((t) => t.type));
const FIELDS = MEXICO.fields.types
  .filter((t) => !STRUCTURAL.has(t.type))
  .map((t, i) => ({
    name: t.type,
    type: t.type,
    ...(t.type === 'documento' ? { options: { sub: 'rfc', fmt: 'dashed' } } : {}),
    ...(i % 5 === 3 ? { nullable: 50 } : {}),
  }));

describe('golden bulk outputs under mx', () => {
  it.each([
    ['json', { format: 'json' }],
    ['csv', { format: 'csv' }],
    ['sql postgresql', { format: 'sql', dialect: 'postgresql', createTable: true }],
  ])('%s', async (_label, variant) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/mx/bulk',
      payload: { fields: FIELDS, seed: 'golden', count: 3, refDate: REF_DATE, ...variant },
    });
    expect(res.statusCode).toBe(200);
    expect({
      sha256: createHash('sha256').update(res.rawPayload).digest('hex'),
      text: res.body,
    }).toMatchSnapshot();
  });
});
