import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { GENERATORS } from '../src/countries/es/generators.js';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '../src/errors/index.js';
import { EXPORT_FORMATS } from '../src/export/types.js';
import { bulkCatalog } from '../src/http/routes/bulk.js';
import { datasetCatalog } from '../src/http/routes/dataset.js';
import { generatorCatalog } from '../src/http/routes/generators.js';
import { testApp } from './helper.js';

const app = await testApp();
const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json();

// The described schemas, compiled against the document itself so that $refs resolve.
const Ajv2020 = Ajv2020Module.default;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc, 'openapi.json');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function responseValidator(path: string, method: string, status: string, mediaType = 'application/json') {
  const ref = `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}`;
  return ajv.compile({ $ref: ref });
}

interface Media {
  schema: object;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, Media> }>;
}
const operations = Object.entries<Record<string, Operation>>(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method, op })),
);
const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

describe('OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    // The description's version is the contract's; the package's release is an x- field.
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.info['x-package-version']).toBe(
      JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).version,
    );
  });

  it('describes every endpoint, every error code and the rate-limit headers', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/v1/validate',
        '/api/v1/generators',
        '/api/v1/{locale}/bulk',
        '/api/v1/{locale}/dataset',
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
        for (const [status, response] of Object.entries(op.responses)) {
          const headers = Object.keys(response.headers ?? {});
          expect(headers, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(RATE_HEADERS));
        }
        expect(Object.keys(op.responses['429']?.headers ?? {}), `${method} ${path}`).toContain('Retry-After');
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
      for (const name of RATE_HEADERS) expect(res.headers[name.toLowerCase()], name).toMatch(/^[0-9]+$/);
    },
  );

  it.each(GENERATORS.map((g) => [g.name]))(
    'every generator: real %s records match the schema',
    async (name) => {
      const res = await app.inject({ url: `/api/v1/es/${name}?count=5&seed=openapi&lang=en` });
      expect(res.statusCode).toBe(200);
      expect(responseValidator('/api/v1/{locale}/{generator}', 'get', '200')(res.json())).toBe(true);
    },
  );

  it('the catalog keeps every member through its response schema, in both languages', async () => {
    for (const lang of ['es', 'en'] as const) {
      const res = await app.inject({ url: `/api/v1/generators?lang=${lang}` });
      expect(res.json()).toEqual(
        JSON.parse(JSON.stringify(generatorCatalog(lang, [bulkCatalog, datasetCatalog]))),
      );
    }
  });

  it('bulk: all field types as JSON, and every other format with a described media type', async () => {
    const fields = ENTITY_FIELD_TYPES.map((t, i) => ({ name: `f${i}`, type: t.type, nullable: 10 }));
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { seed: 'openapi', count: 20, fields },
    });
    expect(json.statusCode).toBe(200);
    expect(responseValidator('/api/v1/{locale}/bulk', 'post', '200')(json.json())).toBe(true);
    const content = doc.paths['/api/v1/{locale}/bulk'].post.responses['200'].content;
    for (const format of EXPORT_FORMATS.filter((f) => f !== 'json')) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/es/bulk',
        payload: { seed: 'openapi', count: 2, format, fields: fields.slice(0, 5) },
      });
      const mediaType = String(res.headers['content-type']).split(';')[0]!;
      expect(Object.keys(content), format).toContain(mediaType);
      expect(responseValidator('/api/v1/{locale}/bulk', 'post', '200', mediaType)(res.body)).toBe(true);
    }
  });

  const errors: [
    string,
    string,
    string,
    ErrorCode,
    { url: string; method?: 'GET' | 'POST'; payload?: unknown },
  ][] = [
    ['/api/v1/generators', 'get', '400', 'INVALID_PARAMS', { url: '/api/v1/generators?lang=fr' }],
    ['/api/v1/openapi.json', 'get', '400', 'INVALID_PARAMS', { url: '/api/v1/openapi.json?lang=fr' }],
    ['/api/v1/{locale}/{generator}', 'get', '404', 'NOT_FOUND', { url: '/api/v1/generators/' }],
    ['/api/v1/{locale}/{generator}', 'get', '400', 'INVALID_PARAMS', { url: '/api/v1/es/phone?refDate=x' }],
    ['/api/v1/{locale}/{generator}', 'get', '400', 'UNSUPPORTED_LOCALE', { url: '/api/v1/fr/document' }],
    ['/api/v1/{locale}/{generator}', 'get', '400', 'INVALID_PARAMS', { url: '/api/v1/es/document?sub=x' }],
    ['/api/v1/{locale}/{generator}', 'get', '405', 'METHOD_NOT_ALLOWED', { url: '/api/v1/es/bulk' }],
    [
      '/api/v1/{locale}/bulk',
      'post',
      '413',
      'COUNT_LIMIT_EXCEEDED',
      {
        url: '/api/v1/es/bulk',
        method: 'POST',
        payload: { count: 10_001, fields: [{ name: 'a', type: 'uuid' }] },
      },
    ],
    [
      '/api/v1/{locale}/bulk',
      'post',
      '400',
      'INVALID_BODY',
      { url: '/api/v1/es/bulk', method: 'POST', payload: [] },
    ],
    [
      '/api/v1/{locale}/bulk',
      'post',
      '400',
      'UNSUPPORTED_LOCALE',
      {
        url: '/api/v1/fr/bulk',
        method: 'POST',
        payload: { fields: [{ name: 'a', type: 'uuid' }] },
      },
    ],
    [
      '/api/v1/validate',
      'post',
      '400',
      'INVALID_BODY',
      { url: '/api/v1/validate', method: 'POST', payload: { value: 5 } },
    ],
  ];

  it.each(errors)(
    'real %s %s %s %s error matches its described schema',
    async (path, method, status, code, request) => {
      const res = await app.inject({ ...request, payload: request.payload as object });
      expect(String(res.statusCode)).toBe(status);
      expect(res.json().code).toBe(code);
      const validate = responseValidator(path, method, status);
      expect(validate(res.json())).toBe(true);
    },
  );

  it('refDate is described as taken by every generator, as it is', () => {
    const refDate = doc.paths['/api/v1/{locale}/{generator}'].get.parameters.find(
      (p: { name: string }) => p.name === 'refDate',
    );
    for (const generator of GENERATORS) expect(refDate.description).toContain(`\`${generator.name}\``);
    expect(refDate.description).not.toContain('Other generators ignore it');
  });

  it('a real 429 matches its schema and carries Retry-After', async () => {
    const limited = await testApp({ rateLimitPerMinute: 1 });
    const ip = { remoteAddress: '10.9.9.9' };
    await limited.inject({ url: '/api/v1/generators', ...ip });
    const res = await limited.inject({ url: '/api/v1/generators', ...ip });
    expect(res.statusCode).toBe(429);
    expect(responseValidator('/api/v1/generators', 'get', '429')(res.json())).toBe(true);
    expect(res.headers['retry-after']).toMatch(/^[0-9]+$/);
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });

  it('every request body example is accepted by the API it illustrates', async () => {
    let sent = 0;
    for (const { path, method, op } of operations) {
      const media = (op as { requestBody?: { content: Record<string, { example?: unknown }> } }).requestBody
        ?.content['application/json'];
      for (const example of media?.example === undefined ? [] : [media.example]) {
        const url = path.replace('{locale}', 'es');
        const res = await app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          payload: example as object,
        });
        expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 200)}`).toBe(200);
        sent++;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2);
  });

  it('every example validates against the schema it illustrates, and every error code has one', () => {
    const shown = new Set<string>();
    let checked = 0;
    const responses = [
      ...operations.flatMap(({ path, method, op }) =>
        Object.entries(op.responses).map(([status, r]) => ({
          where: `${method} ${path} ${status}`,
          status,
          r,
        })),
      ),
      ...Object.entries<Operation['responses'][string]>(doc.components.responses ?? {}).map(([name, r]) => ({
        where: name,
        status: '404',
        r,
      })),
    ];
    for (const { where, status, r } of responses) {
      for (const [mediaType, media] of Object.entries(r.content ?? {})) {
        const validate = ajv.compile({ ...media.schema, components: doc.components });
        for (const [name, example] of Object.entries(media.examples ?? {})) {
          const value = example.value as { code?: string };
          checked++;
          expect(validate(value), `${where} ${mediaType} ${name}: ${ajv.errorsText(validate.errors)}`).toBe(
            true,
          );
          if (value?.code && status !== '200') {
            expect(String(ERROR_STATUS[value.code as ErrorCode]), value.code).toBe(status);
            shown.add(value.code);
          }
        }
      }
    }
    expect(ERROR_CODES.filter((code) => !shown.has(code))).toEqual([]);
    expect(checked).toBeGreaterThan(ERROR_CODES.length + 5);
  });
});

describe('/health', () => {
  it('names the running release, the same as the description x-package-version', async () => {
    const { testApp } = await import('./helper.js');
    const app = await testApp();
    const res = await app.inject({ url: '/health' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: doc.info['x-package-version'] });
  });
});
