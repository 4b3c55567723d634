import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loggedPath } from './access-log.js';

/** The real app logging into memory, one parsed object per line. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line !== '') lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = await buildApp({ logLevel: level, rateLimitPerMinute: 1_000_000 }, sink);
  await app.ready();
  return { app, lines };
}

describe('access log', () => {
  it.each([
    ['/api/v1/es/document?count=1&seed=my-secret', '/api/v1/es/document'],
    ['/health', '/health'],
    ['/a?', '/a'],
    ['/?x=1?y=2', '/'],
  ])('%s is logged as %s', (url, path) => {
    expect(loggedPath(url)).toBe(path);
  });

  it('writes one line per request: method, path without the query, status, time, request id', async () => {
    const { app, lines } = await appLogging('info');
    const responses = [
      await app.inject({ url: '/api/v1/es/document?count=2&seed=my-secret-seed' }),
      await app.inject({ method: 'POST', url: '/api/v1/validate', payload: { value: '12345678Z' } }),
      await app.inject({ url: '/no/such/path?token=abc' }),
      await app.inject({ url: '/api/v1/es/document?count=zero' }),
    ];
    await app.close();
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(access.map((l) => [l.method, l.path, l.statusCode])).toEqual([
      ['GET', '/api/v1/es/document', 200],
      ['POST', '/api/v1/validate', 200],
      ['GET', '/no/such/path', 404],
      ['GET', '/api/v1/es/document', 400],
    ]);
    expect(access.map((l) => l.reqId)).toEqual(responses.map((r) => r.headers['x-request-id']));
    for (const line of access) {
      expect(line.level).toBe(30);
      expect(typeof line.responseTime).toBe('number');
    }
    // Only the access lines: no line on arrival, nothing carrying the query.
    expect(lines.filter((l) => l.reqId !== undefined)).toHaveLength(access.length);
    expect(JSON.stringify(lines)).not.toMatch(/my-secret-seed|token|zero/);
  });

  it('writes nothing per request above info', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ url: '/health' });
    await app.inject({ url: '/no/such/path' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
