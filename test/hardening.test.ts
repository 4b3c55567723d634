import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ERROR_CODES, ERROR_MESSAGES } from '../src/errors/index.js';
import { MAX_URL_LENGTH } from '../src/http/limits.js';
import { testApp } from './helper.js';

const app = await testApp();

/** Raw HTTP over a socket: for what an HTTP client library would refuse to send. */
async function raw(port: number, text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      data += d;
    });
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
    socket.on('error', reject);
    setTimeout(() => socket.destroy(new Error(`no answer: ${data}`)), 5000);
  });
}

describe('hostile input gets clear JSON errors', () => {
  it('URL too long: 414', async () => {
    const res = await app.inject({ url: `/api/v1/es/uuid?x=${'a'.repeat(MAX_URL_LENGTH)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: 'error', code: 'URI_TOO_LONG' });
  });

  it('JSON nested too deep: INVALID_BODY, no crash', async () => {
    for (const depth of [33, 100_000]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/validate',
        headers: { 'content-type': 'application/json' },
        payload: `{"value":"1","x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_BODY', details: { maxDepth: 32 } });
    }
  });

  it('a field name longer than 64 characters is INVALID_PARAMS', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { fields: [{ name: 'a'.repeat(65), type: 'uuid' }] },
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { field: 0 } });
  });

  it('count x fields work budget: heavy rows allow fewer rows, with the maximum in details', async () => {
    const bulk = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload });
    const lorem = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `t${i}`, type: 'lorem', options: { words: 1000 } }));
    // One 1,000-word text per row fits at the full count.
    expect((await bulk({ fields: lorem(1), count: 10_000, format: 'csv' })).statusCode).toBe(200);
    const res = await bulk({ fields: lorem(3), count: 10_000 });
    expect(res.statusCode).toBe(413);
    const { details } = res.json();
    expect(details.max).toBe(Math.floor(3_500_000 / (3 * 251)));
    expect((await bulk({ fields: lorem(3), count: details.max, format: 'csv' })).statusCode).toBe(200);
  }, 60_000);

  it('the largest plain schema of the contract is within the budget', async () => {
    const fields = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, type: 'booleano' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { fields, count: 10_000, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toHaveLength(10_002);
  }, 60_000);

  it('unexpected errors are a masked 500 INTERNAL_ERROR with the request id', async () => {
    const local = await buildApp({ logLevel: 'silent' });
    local.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    await local.ready();
    const res = await local.inject({ url: '/boom' });
    await local.close();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'INTERNAL_ERROR' });
    expect(body.details.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('secret');
  });

  describe('over a real socket', () => {
    const server = buildApp({ logLevel: 'silent' });
    let port = 0;
    afterAll(async () => (await server).close());

    it('headers too large: 431 JSON', async () => {
      const s = await server;
      await s.listen({ port: 0, host: '127.0.0.1' });
      port = (s.server.address() as { port: number }).port;
      const res = await raw(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'error', code: 'HEADERS_TOO_LARGE' });
      expect(JSON.parse(res.body).message).toBe(ERROR_MESSAGES.HEADERS_TOO_LARGE.es);
      expect(res.head).toMatch(/^access-control-allow-origin: \*$/im);
      // In the language asked for, by the query or by Accept-Language.
      const url = `/api/v1/es/uuid?lang=en&x=${'a'.repeat(17_000)}`;
      const en = await raw(port, `GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(JSON.parse(en.body).message).toBe(ERROR_MESSAGES.HEADERS_TOO_LARGE.en);
      const header = await raw(
        port,
        `GET /health HTTP/1.1\r\nAccept-Language: en-GB,en;q=0.9\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(JSON.parse(header.body).message).toBe(ERROR_MESSAGES.HEADERS_TOO_LARGE.en);
    });

    it("a long seed is the seed's 400; a URL over the limit is 414, while the headers fit", async () => {
      const get = (target: string) =>
        raw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      const seed = await get(`/api/v1/es/uuid?seed=${'a'.repeat(10_000)}`);
      expect(seed.status).toBe(400);
      expect(JSON.parse(seed.body)).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: 'seed' } });
      const long = await get(`/api/v1/es/uuid?x=${'a'.repeat(MAX_URL_LENGTH)}`);
      expect(long.status).toBe(414);
      expect(JSON.parse(long.body)).toMatchObject({ code: 'URI_TOO_LONG' });
    });

    it('malformed request line: 400 JSON', async () => {
      const res = await raw(port, 'NOT A REQUEST\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    });
  });
});

describe('HTTP fuzz: generated malformed requests to every route', () => {
  const paths = [
    '/api/v1/validate',
    '/api/v1/generators',
    '/api/v1/es/bulk',
    '/api/v1/es/document',
    '/api/v1/es/identity',
    '/api/v1/xx/card',
    '/health',
    '/api/v1/openapi.json',
  ];
  const junkString = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('', ' ', '%', '%00', '\u0000', '__proto__', '1e309', '-0', '99999999999999999999'),
  );
  const queryKey = fc.oneof(
    fc.constantFrom('count', 'seed', 'lang', 'sub', 'fmt', 'ok', 'refDate', 'version', 'length', '__proto__'),
    fc.string({ maxLength: 10 }),
  );
  const bodyValue = fc.oneof(
    fc.json({ depthSize: 'small' }),
    fc.string({ maxLength: 100 }),
    fc
      .record({ value: fc.anything() })
      .map((v) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x))),
    fc
      .record({
        fields: fc.array(
          fc.record({
            name: junkString,
            type: fc.oneof(junkString, fc.constantFrom('nombre', 'numero', 'lorem')),
            options: fc.dictionary(junkString, fc.jsonValue()),
            nullable: fc.double(),
          }),
          { maxLength: 4 },
        ),
        count: fc.oneof(fc.integer(), fc.double(), junkString),
        seed: fc.jsonValue(),
        format: junkString,
      })
      .map((v) => JSON.stringify(v)),
  );
  const request = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    path: fc.oneof(
      fc.constantFrom(...paths),
      fc.string({ maxLength: 30 }).map((s) => `/api/v1/${encodeURIComponent(s)}`),
    ),
    query: fc.array(fc.tuple(queryKey, junkString), { maxLength: 6 }),
    body: fc.option(bodyValue, { nil: undefined }),
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/json; charset=latin1',
        'multipart/form-data',
        '*/*',
      ),
      { nil: undefined },
    ),
  });
  const LISTED = new Set<string>(ERROR_CODES);

  it('always a JSON body with a listed code, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, body, contentType }) => {
        const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        const res = await app.inject({ method, url: qs ? `${path}?${qs}` : path, headers, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const parsed = res.json();
          expect(parsed.status).toBe('error');
          expect(LISTED.has(parsed.code)).toBe(true);
          expect(typeof parsed.message).toBe('string');
        } else if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
          expect(() => res.json()).not.toThrow();
        }
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});
