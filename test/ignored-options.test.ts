/**
 * Option names a generator does not know are accepted and echoed (the
 * contract) and named in meta.ignoredOptions; option values with blanks,
 * the validate kind included, are a 400.
 */
import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

const app = await testApp();

describe('GET /api/v1/es/{generator}: meta.ignoredOptions', () => {
  it('names a misspelled option, still echoed in meta.options', async () => {
    const res = await app.inject({ url: '/api/v1/es/document?sbu=nie&seed=1&refDate=2026-01-01' });
    expect(res.statusCode).toBe(200);
    const { meta } = res.json();
    expect(meta.options).toEqual({ sbu: 'nie', refDate: '2026-01-01' });
    expect(meta.ignoredOptions).toEqual(['sbu']);
  });

  it('lists every unknown name in the order received; known ones (refDate included) are not listed', async () => {
    const res = await app.inject({ url: '/api/v1/es/card?zz=1&sub=visa&refDate=2026-01-01&aa=2' });
    expect(res.json().meta.ignoredOptions).toEqual(['zz', 'aa']);
  });

  it('is absent when every name is known, so a correct request answers as before', async () => {
    const res = await app.inject({
      url: '/api/v1/es/document?sub=nie&fmt=dashed&ok=false&refDate=2026-01-01',
    });
    expect(res.json().meta).not.toHaveProperty('ignoredOptions');
  });

  it('is in the OpenAPI response schema of single-type generation', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    const op = doc.paths['/api/v1/{locale}/{generator}'].get;
    const schema = op.responses['200'].content['application/json'].schema;
    const meta = schema.properties.meta;
    expect(meta.properties.ignoredOptions).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(meta.required ?? []).not.toContain('ignoredOptions');
  });
});

describe('POST /api/v1/validate: kind with blanks', () => {
  it.each(['DNI ', ' DNI', ' auto ', '\tNIE'])('kind %j is a 400 INVALID_PARAMS', async (kind) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/validate',
      payload: { value: '12345678Z', kind },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { member: 'kind' } });
  });

  it('the kind without blanks, in any case, is still taken', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/validate',
      payload: { value: '12345678Z', kind: 'dni' },
    });
    expect(res.json().data).toMatchObject({ valid: true, kind: 'DNI' });
  });
});
