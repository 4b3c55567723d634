import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../src/errors/index.js';
import { MAX_URL_LENGTH } from '../src/http/limits.js';
import { testApp } from './helper.js';

describe('rate limit (docs/api.md, Rate limit, docs/api.md, Rate limit)', () => {
  it('allows 60 requests a minute per IP, then 429 with reset headers', async () => {
    const app = await testApp({ rateLimitPerMinute: 60 });
    const before = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= 60; i++) {
      const res = await app.inject({ url: '/api/v1/es/uuid', remoteAddress: '10.1.1.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('60');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(60 - i));
    }
    const res = await app.inject({ url: '/api/v1/es/uuid', remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMIT_EXCEEDED' });
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    const reset = Number(res.headers['x-ratelimit-reset']);
    // Unix time in whole seconds, within the 60-second window.
    expect(reset).toBeGreaterThanOrEqual(before + 1);
    expect(reset).toBeLessThanOrEqual(before + 62);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another IP has its own budget.
    expect((await app.inject({ url: '/api/v1/es/uuid', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
  });

  it('counts unknown /api paths, errors and every route alike', async () => {
    const app = await testApp({ rateLimitPerMinute: 3 });
    const ip = { remoteAddress: '10.2.2.2' };
    expect((await app.inject({ url: '/api/v1/nothing/here/at/all', ...ip })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/generators', ...ip })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: '/api/v1/validate', payload: {}, ...ip });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-ratelimit-remaining']).toBe('0');
    expect((await app.inject({ url: '/api/v1/es/uuid', ...ip })).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/v1/nope', ...ip })).statusCode).toBe(429);
  });

  it('does not limit /health nor CORS preflight', async () => {
    const app = await testApp({ rateLimitPerMinute: 1 });
    const ip = { remoteAddress: '10.3.3.3' };
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: '/health', ...ip })).statusCode).toBe(200);
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/validate',
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-seed',
        },
        ...ip,
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.body).toBe('');
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(String(pre.headers['access-control-allow-methods'])).toMatch(/POST/);
      expect(pre.headers['access-control-allow-headers']).toBe('content-type, x-seed');
      // Any path, whatever it carries: a malformed path, a bad lang, a body that does not parse.
      for (const odd of [
        { url: '/api/v1/es/doc%ZZ' },
        { url: '/api/v1/es/bulk?lang=fr' },
        { url: '/api/v1/es/bulk', headers: { 'content-type': 'application/json' }, payload: '{bad' },
      ]) {
        const res = await app.inject({ method: 'OPTIONS', ...odd, ...ip });
        expect([odd.url, res.statusCode, res.headers['access-control-allow-origin']]).toEqual([
          odd.url,
          204,
          '*',
        ]);
      }
    }
    expect((await app.inject({ url: '/api/v1/es/uuid', ...ip })).statusCode).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const app = await testApp({ rateLimitPerMinute: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        url: '/api/v1/es/uuid',
        remoteAddress: '10.4.4.4',
        headers: { 'x-forwarded-for': `1.2.3.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await app.inject({
      url: '/api/v1/es/uuid',
      remoteAddress: '10.4.4.4',
      headers: { 'x-forwarded-for': '9.9.9.9' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('honours X-Forwarded-For only from a trusted proxy', async () => {
    const app = await testApp({ rateLimitPerMinute: 1, trustProxy: ['10.9.0.0/16'] });
    const viaProxy = (client: string) =>
      app.inject({
        url: '/api/v1/es/uuid',
        remoteAddress: '10.9.0.5',
        headers: { 'x-forwarded-for': client },
      });
    expect((await viaProxy('1.1.1.1')).statusCode).toBe(200);
    expect((await viaProxy('1.1.1.2')).statusCode).toBe(200);
    expect((await viaProxy('1.1.1.1')).statusCode).toBe(429);
    // An untrusted sender cannot pick its identity.
    const direct = (client: string) =>
      app.inject({
        url: '/api/v1/es/uuid',
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': client },
      });
    expect((await direct('5.5.5.5')).statusCode).toBe(200);
    expect((await direct('5.5.5.6')).statusCode).toBe(429);
  });

  it('counts requests refused on arrival (bad lang, long URL) and gives them the headers', async () => {
    const app = await testApp({ rateLimitPerMinute: 2 });
    const ip = { remoteAddress: '10.6.6.6' };
    const badLang = await app.inject({ url: '/api/v1/es/uuid?lang=xx', ...ip });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.headers['x-ratelimit-remaining']).toBe('1');
    const long = await app.inject({ url: `/api/v1/es/uuid?x=${'a'.repeat(MAX_URL_LENGTH)}`, ...ip });
    expect(long.statusCode).toBe(414);
    expect(long.headers['x-ratelimit-remaining']).toBe('0');
    expect((await app.inject({ url: '/api/v1/es/uuid?lang=xx', ...ip })).statusCode).toBe(429);
    // Outside /api, a bad lang is still refused.
    expect((await app.inject({ url: '/health?lang=xx', ...ip })).statusCode).toBe(400);
  });

  it('counts requests no route takes before their body is read, and gives them the headers', async () => {
    const app = await testApp({ rateLimitPerMinute: 4 });
    const ip = { remoteAddress: '10.6.6.7' };
    const emptyJson = { 'content-type': 'application/json' };
    // A wrong method or an unknown path with a body that would not parse: 405 or 404, not INVALID_BODY.
    const wrongMethod = await app.inject({
      method: 'PUT',
      url: '/api/v1/validate',
      headers: emptyJson,
      ...ip,
    });
    expect([wrongMethod.statusCode, wrongMethod.json().code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.headers['x-ratelimit-remaining']).toBe('3');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/nope',
      headers: emptyJson,
      payload: '{bad',
      ...ip,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(unknown.headers['x-ratelimit-remaining']).toBe('2');
    // A path the router cannot decode: the same JSON 404, CORS and rate-limit headers.
    const malformed = await app.inject({ url: '/api/v1/es/docu%ZZment?lang=en', ...ip });
    expect([malformed.statusCode, malformed.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(malformed.json().message).toBe(ERROR_MESSAGES.NOT_FOUND.en);
    expect(malformed.headers['access-control-allow-origin']).toBe('*');
    expect(malformed.headers['x-ratelimit-remaining']).toBe('1');
    await app.inject({ url: '/api/v1/generators', ...ip });
    const limited = await app.inject({ method: 'DELETE', url: '/api/v1/es/bulk', headers: emptyJson, ...ip });
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
  });

  it('counts IPv6 clients by /64 network', async () => {
    const app = await testApp({ rateLimitPerMinute: 2 });
    const from = (remoteAddress: string) => app.inject({ url: '/api/v1/es/uuid', remoteAddress });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:ffff::9')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::77')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('exposes the rate-limit headers to browsers', async () => {
    const app = await testApp();
    const res = await app.inject({ url: '/api/v1/generators', headers: { origin: 'https://example.org' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-RateLimit-Reset/i);
    // So does a bulk export's seed and reference date, for a page to replay it.
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Seed.*X-Ref-Date/i);
  });
});
