import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, headline } from '../src/errors/index.js';
import { LANGS } from '../src/i18n/lang.js';
import { SPEC_GENERATORS, testApp } from './helper.js';

const app = await testApp();

type Case = [
  label: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  contentType: string | undefined,
  status: number,
  code: string,
];

const json = 'application/json';
const field = { name: 'a', type: 'nombre' };

const CASES: Case[] = [
  ['count=0', 'GET', '/api/v1/es/document?count=0', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=-1', 'GET', '/api/v1/es/document?count=-1', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=1.5', 'GET', '/api/v1/es/document?count=1.5', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=abc', 'GET', '/api/v1/es/document?count=abc', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=+5', 'GET', '/api/v1/es/document?count=%2B5', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=1e3', 'GET', '/api/v1/es/document?count=1e3', undefined, undefined, 400, 'INVALID_PARAMS'],
  ['count=1001', 'GET', '/api/v1/es/document?count=1001', undefined, undefined, 413, 'COUNT_LIMIT_EXCEEDED'],
  [
    'bad option value',
    'GET',
    '/api/v1/es/document?sub=pasaporte',
    undefined,
    undefined,
    400,
    'INVALID_PARAMS',
  ],
  [
    'minAge above maxAge',
    'GET',
    '/api/v1/es/identity?minAge=50&maxAge=20',
    undefined,
    undefined,
    400,
    'INVALID_PARAMS',
  ],
  ['bad lang', 'GET', '/api/v1/es/document?lang=fr', undefined, undefined, 400, 'INVALID_PARAMS'],
  [
    'seed too long',
    'GET',
    `/api/v1/es/document?seed=${'x'.repeat(257)}`,
    undefined,
    undefined,
    400,
    'INVALID_PARAMS',
  ],
  ['locale fr', 'GET', '/api/v1/fr/document', undefined, undefined, 400, 'UNSUPPORTED_LOCALE'],
  ['unknown generator', 'GET', '/api/v1/es/nope', undefined, undefined, 404, 'UNKNOWN_GENERATOR'],
  ['unknown route', 'GET', '/api/v2/nothing', undefined, undefined, 404, 'NOT_FOUND'],
  ['unknown non-api route', 'GET', '/nothing/here', undefined, undefined, 404, 'NOT_FOUND'],
  ['GET bulk', 'GET', '/api/v1/es/bulk', undefined, undefined, 405, 'METHOD_NOT_ALLOWED'],
  ['GET validate', 'GET', '/api/v1/validate', undefined, undefined, 405, 'METHOD_NOT_ALLOWED'],
  ['DELETE generators', 'DELETE', '/api/v1/generators', undefined, undefined, 405, 'METHOD_NOT_ALLOWED'],
  ['POST document', 'POST', '/api/v1/es/document', {}, json, 405, 'METHOD_NOT_ALLOWED'],
  ['PUT validate, empty JSON body', 'PUT', '/api/v1/validate', '', json, 405, 'METHOD_NOT_ALLOWED'],
  ['POST unknown path, bad JSON', 'POST', '/api/v1/nope', '{bad', json, 404, 'NOT_FOUND'],
  ['malformed path', 'GET', '/api/v1/es/docu%ZZment', undefined, undefined, 404, 'NOT_FOUND'],
  ['trailing slash on generators', 'GET', '/api/v1/generators/', undefined, undefined, 404, 'NOT_FOUND'],
  [
    'generator name of 200 characters',
    'GET',
    `/api/v1/es/${'a'.repeat(200)}`,
    undefined,
    undefined,
    404,
    'UNKNOWN_GENERATOR',
  ],
  [
    'seed of 5,000 characters',
    'GET',
    `/api/v1/es/document?seed=${'a'.repeat(5000)}`,
    undefined,
    undefined,
    400,
    'INVALID_PARAMS',
  ],
  ['validate: bad JSON', 'POST', '/api/v1/validate', '{"value":', json, 400, 'INVALID_BODY'],
  ['validate: array body', 'POST', '/api/v1/validate', '[1,2]', json, 400, 'INVALID_BODY'],
  ['validate: text/plain', 'POST', '/api/v1/validate', 'value=1', 'text/plain', 400, 'INVALID_BODY'],
  ['validate: no content type', 'POST', '/api/v1/validate', undefined, undefined, 400, 'INVALID_BODY'],
  ['validate: empty JSON body', 'POST', '/api/v1/validate', '', json, 400, 'INVALID_BODY'],
  ['validate: value number', 'POST', '/api/v1/validate', { value: 12345678 }, json, 400, 'INVALID_BODY'],
  ['validate: value missing', 'POST', '/api/v1/validate', {}, json, 400, 'INVALID_PARAMS'],
  ['validate: value empty', 'POST', '/api/v1/validate', { value: '' }, json, 400, 'INVALID_PARAMS'],
  ['validate: value blank', 'POST', '/api/v1/validate', { value: '   ' }, json, 400, 'INVALID_PARAMS'],
  [
    'validate: unknown kind',
    'POST',
    '/api/v1/validate',
    { value: '1', kind: 'SSN' },
    json,
    400,
    'INVALID_PARAMS',
  ],
  ['validate: kind number', 'POST', '/api/v1/validate', { value: '1', kind: 3 }, json, 400, 'INVALID_BODY'],
  [
    'validate: proto key',
    'POST',
    '/api/v1/validate',
    '{"value":"1","__proto__":{"x":1}}',
    json,
    400,
    'INVALID_BODY',
  ],
  [
    'validate: body too large',
    'POST',
    '/api/v1/validate',
    { value: 'x'.repeat(1024 * 1024 + 10) },
    json,
    413,
    'PAYLOAD_TOO_LARGE',
  ],
  ['bulk: fields missing', 'POST', '/api/v1/es/bulk', {}, json, 400, 'INVALID_PARAMS'],
  ['bulk: fields empty', 'POST', '/api/v1/es/bulk', { fields: [] }, json, 400, 'INVALID_PARAMS'],
  ['bulk: fields not array', 'POST', '/api/v1/es/bulk', { fields: 'x' }, json, 400, 'INVALID_BODY'],
  ['bulk: field not object', 'POST', '/api/v1/es/bulk', { fields: [1] }, json, 400, 'INVALID_BODY'],
  [
    'bulk: unknown type',
    'POST',
    '/api/v1/es/bulk',
    { fields: [{ name: 'a', type: 'x' }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: nullable 101',
    'POST',
    '/api/v1/es/bulk',
    { fields: [{ ...field, nullable: 101 }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  ['bulk: count 0', 'POST', '/api/v1/es/bulk', { fields: [field], count: 0 }, json, 400, 'INVALID_PARAMS'],
  [
    'bulk: count 2.5',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], count: 2.5 },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: count string',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], count: '5' },
    json,
    400,
    'INVALID_BODY',
  ],
  [
    'bulk: count 10001',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], count: 10001 },
    json,
    413,
    'COUNT_LIMIT_EXCEEDED',
  ],
  [
    'bulk: bad name',
    'POST',
    '/api/v1/es/bulk',
    { fields: [{ name: '1a', type: 'nombre' }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: duplicate names',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field, field] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: names differing only in case',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field, { ...field, name: 'A' }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: 101 fields',
    'POST',
    '/api/v1/es/bulk',
    { fields: Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, type: 'nombre' })) },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: unknown option',
    'POST',
    '/api/v1/es/bulk',
    { fields: [{ ...field, options: { x: 1 } }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: bad option value',
    'POST',
    '/api/v1/es/bulk',
    { fields: [{ name: 'n', type: 'lorem', options: { words: 5000 } }] },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: bad table',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], table: 'a b' },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: bad format',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], format: 'yaml' },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: seed too long',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], seed: 'x'.repeat(257) },
    json,
    400,
    'INVALID_PARAMS',
  ],
  [
    'bulk: seed boolean',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], seed: true },
    json,
    400,
    'INVALID_BODY',
  ],
  ['bulk: locale', 'POST', '/api/v1/en/bulk', { fields: [field] }, json, 400, 'UNSUPPORTED_LOCALE'],
  [
    'bulk: bad refDate',
    'POST',
    '/api/v1/es/bulk',
    { fields: [field], refDate: '2026-02-30' },
    json,
    400,
    'INVALID_PARAMS',
  ],
];

describe('error model (docs/api.md, Errors, docs/api.md, Errors)', () => {
  it('every error code has a status and a message in every language', () => {
    const missing = ERROR_CODES.flatMap((code) =>
      LANGS.filter((lang) => !ERROR_MESSAGES[code]?.[lang]).map((lang) => `${code}/${lang}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  for (const lang of LANGS) {
    it.each(CASES)(`[${lang}] %s -> %i %s`, async (_label, method, url, body, contentType, status, code) => {
      const headers: Record<string, string> = { 'accept-language': lang };
      if (contentType) headers['content-type'] = contentType;
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const res = await app.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const parsed = res.json();
      expect(parsed).toMatchObject({ status: 'error', code });
      // The message follows the language, except for a bad `lang`, reported in Spanish.
      const expectedLang = url.includes('lang=fr') ? 'es' : lang;
      // A named problem is the headline; otherwise the code's general message.
      expect(parsed.message).toBe(headline(code as ErrorCode, expectedLang, parsed.details));
      if (parsed.details?.problem === undefined)
        expect(parsed.message).toBe(ERROR_MESSAGES[code as ErrorCode][expectedLang]);
    });
  }

  it('lang query wins over Accept-Language', async () => {
    const res = await app.inject({ url: '/api/v1/es/nope?lang=en', headers: { 'accept-language': 'es' } });
    expect(res.json().message).toBe(ERROR_MESSAGES.UNKNOWN_GENERATOR.en);
  });

  it('lang is case-insensitive on every route (language tags are): EN is English', async () => {
    const list = await app.inject({
      url: '/api/v1/generators?lang=EN',
      headers: { 'accept-language': 'es' },
    });
    expect(list.statusCode).toBe(200);
    const english = await app.inject({ url: '/api/v1/generators?lang=en' });
    expect(list.body).toBe(english.body);
    expect((await app.inject({ url: '/api/v1/es/document?lang=En&seed=x' })).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/validate?lang=EN',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.json().message).toBe('value is missing');
  });

  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'es'],
    ['es;q=0.4,en;q=0.8', 'en'],
    ['en;q=0', 'es'],
    ['pt', 'pt'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['pt-PT,pt;q=0.9,en;q=0.8', 'pt'],
    ['en;q=0.5, pt;q=0.9', 'pt'],
    ['pt;q=0.4,es;q=0.8', 'es'],
  ] as const)('Accept-Language %s gives %s', async (header, lang) => {
    const res = await app.inject({ url: '/api/v1/es/nope', headers: { 'accept-language': header } });
    expect(res.json().message).toBe(ERROR_MESSAGES.UNKNOWN_GENERATOR[lang]);
  });

  it('lang=pt (any case) wins over Accept-Language, and a bad lang names every language', async () => {
    const res = await app.inject({ url: '/api/v1/es/nope?lang=PT', headers: { 'accept-language': 'en' } });
    expect(res.json().message).toBe(ERROR_MESSAGES.UNKNOWN_GENERATOR.pt);
    const bad = await app.inject({ url: '/api/v1/es/document?lang=pt_PT' });
    expect(bad.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { allowed: [...LANGS] } });
  });

  it('UNKNOWN_GENERATOR lists the available generators', async () => {
    const res = await app.inject({ url: '/api/v1/es/nope' });
    expect(res.json().details.available).toEqual([...SPEC_GENERATORS]);
  });

  it('details tell a prototype key from JSON that does not parse', async () => {
    const problem = async (payload: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/validate',
          headers: { 'content-type': 'application/json' },
          payload,
        })
      ).json().details.problem;
    expect(await problem('{"value":"1","__proto__":{"x":1}}')).toBe('forbidden_key');
    expect(await problem('{"value":"1","constructor":{"prototype":{}}}')).toBe('forbidden_key');
    expect(await problem('{"value":')).toBe('json_syntax');
  });

  it('details name the offending field index', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: {
        fields: [
          { name: 'ok', type: 'nombre' },
          { name: 'bad', type: 'nope' },
        ],
      },
    });
    expect(res.json().details.field).toBe(1);
  });

  it.each([
    ['GET', '/api/v1/validate', 'POST'],
    ['GET', '/api/v1/es/bulk', 'POST'],
    ['PUT', '/api/v1/es/bulk', 'POST'],
    ['DELETE', '/api/v1/es/document', 'GET'],
    ['POST', '/api/v1/generators', 'GET'],
  ] as const)('a 405 names the one allowed method: %s %s', async (method, url, allowed) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allowed);
    expect(res.json().details.allowed).toEqual([allowed]);
  });
});
