import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/api/errors.js';
import { testApp } from './helper.js';

const app = await testApp();
const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json();

// The described schemas, compiled against the document itself so that $refs resolve.
const Ajv2020 = Ajv2020Module.default;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc, 'openapi.json');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function responseValidator(path: string, method: string, status: string) {
  const ref = `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`;
  return ajv.compile({ $ref: ref });
}

describe('OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
  });

  it('describes every endpoint, every error code and the rate-limit headers', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/v1/validate',
        '/api/v1/generators',
        '/api/v1/{locale}/bulk',
        '/api/v1/{locale}/{generator}',
        '/api/v1/openapi.json',
      ].sort(),
    );
    const text = JSON.stringify(doc);
    expect(ERROR_CODES.filter((code) => !text.includes(code))).toEqual([]);
    for (const [path, operations] of Object.entries<
      Record<string, { responses: Record<string, { headers?: object }> }>
    >(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const headers = Object.keys(op.responses['200']?.headers ?? {});
        expect(headers, `${method} ${path}`).toEqual(
          expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
        );
        expect(op.responses['429'], `${method} ${path}`).toBeDefined();
      }
    }
    // Options and field types come from the same definitions that validate requests.
    expect(text).toContain('nombre_completo');
    expect(text).toContain('password');
    expect(doc.paths['/api/v1/{locale}/bulk'].post.responses['200'].content).toHaveProperty('text/csv');
  });

  const cases: [string, string, string, { url: string; method?: 'GET' | 'POST'; payload?: object }][] = [
    ['/api/v1/generators', 'get', '200', { url: '/api/v1/generators?lang=en' }],
    ['/api/v1/{locale}/{generator}', 'get', '200', { url: '/api/v1/es/identity?seed=x&count=3' }],
    ['/api/v1/{locale}/{generator}', 'get', '200', { url: '/api/v1/es/passport?seed=x' }],
    ['/api/v1/{locale}/{generator}', 'get', '404', { url: '/api/v1/es/nope' }],
    ['/api/v1/{locale}/{generator}', 'get', '413', { url: '/api/v1/es/uuid?count=1001' }],
    [
      '/api/v1/validate',
      'post',
      '200',
      { url: '/api/v1/validate', method: 'POST', payload: { value: 'ES9121000418450200051332' } },
    ],
    [
      '/api/v1/validate',
      'post',
      '200',
      { url: '/api/v1/validate', method: 'POST', payload: { value: '12345678A' } },
    ],
    ['/api/v1/validate', 'post', '400', { url: '/api/v1/validate', method: 'POST', payload: {} }],
    [
      '/api/v1/{locale}/bulk',
      'post',
      '200',
      {
        url: '/api/v1/es/bulk',
        method: 'POST',
        payload: {
          seed: 1,
          count: 3,
          fields: [
            { name: 'a', type: 'edad' },
            { name: 'b', type: 'email', nullable: 50 },
          ],
        },
      },
    ],
    [
      '/api/v1/{locale}/bulk',
      'post',
      '400',
      { url: '/api/v1/es/bulk', method: 'POST', payload: { fields: [] } },
    ],
  ];

  it('the described schemas reject a body of the wrong shape', () => {
    expect(
      responseValidator('/api/v1/validate', 'post', '200')({ status: 'success', data: { valid: 'yes' } }),
    ).toBe(false);
    expect(responseValidator('/api/v1/{locale}/{generator}', 'get', '404')({ error: 'Not Found' })).toBe(
      false,
    );
  });

  it.each(cases)(
    'real %s %s %s response matches its described schema',
    async (path, method, status, request) => {
      const res = await app.inject(request);
      expect(String(res.statusCode)).toBe(status);
      const validate = responseValidator(path, method, status);
      const valid = validate(res.json());
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );
});
