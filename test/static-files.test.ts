/**
 * The playground's files over HTTP: compressed when the client accepts it,
 * with validators, and a 304 for a copy still current.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

const app = await testApp();
const web = join(import.meta.dirname, '..', 'src', 'web');
const page = readFileSync(join(web, 'index.html'));
const styles = readFileSync(join(web, 'styles.css'));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('static files: compression', () => {
  it.each([
    ['/', page],
    ['/web/styles.css', styles],
  ])('%s in brotli, gzip or as is, as Accept-Encoding asks, always the same bytes', async (url, file) => {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(file.length);
    expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(file)).toBe(true);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file)).toBe(true);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('Accept-Encoding %j gives %s', async (accept, encoding) => {
    const res = await get('/web/styles.css', { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBe(encoding);
  });

  it('the CSP and other headers of the page stay on every form', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('static files: validators and 304', () => {
  it('ETag and Last-Modified on every answer; If-None-Match with it is a 304 with no body', async () => {
    const first = await get('/web/styles.css', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-gzip"$/);
    expect(first.headers['last-modified']).toBeDefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/web/styles.css', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('a different content or encoding has a different ETag; a stale one gets the whole file', async () => {
    const css = await get('/web/styles.css');
    const html = await get('/');
    const cssBr = await get('/web/styles.css', { 'accept-encoding': 'br' });
    expect(new Set([css.headers.etag, html.headers.etag, cssBr.headers.etag]).size).toBe(3);
    const stale = await get('/web/styles.css', { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(styles)).toBe(true);
  });

  it('If-Modified-Since: 304 at or after the file date, 200 before it; If-None-Match wins over it', async () => {
    const first = await get('/');
    const modified = String(first.headers['last-modified']);
    expect((await get('/', { 'if-modified-since': modified })).statusCode).toBe(304);
    const before = new Date(Date.parse(modified) - 1000).toUTCString();
    expect((await get('/', { 'if-modified-since': before })).statusCode).toBe(200);
    const both = await get('/', { 'if-modified-since': modified, 'if-none-match': '"other"' });
    expect(both.statusCode).toBe(200);
    expect((await get('/', { 'if-modified-since': 'not a date' })).statusCode).toBe(200);
  });
});
