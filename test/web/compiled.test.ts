import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService } from '../process.js';

/** `npm start` runs the bundle dist/server.mjs, beside no assets: the playground and /docs must still be served. */
describe('playground and docs from the compiled server', () => {
  let service: Service;
  const get = (path: string) => fetch(`http://127.0.0.1:${service.port}${path}`);

  beforeAll(async () => {
    service = await startService();
  });
  afterAll(async () => {
    await service?.stop();
  });

  it.each([
    ['/', 'text/html'],
    ['/web/js/main.js', 'text/javascript'],
    ['/web/styles.css', 'text/css'],
    ['/web/favicon.svg', 'image/svg+xml'],
    ['/docs', 'text/html'],
    ['/docs/static/swagger-ui-bundle.js', 'javascript'],
    ['/docs/static/theme/docs.css', 'text/css'],
    ['/docs/es', 'text/html'],
    ['/api/v1/openapi.json', 'application/json'],
  ])('serves %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect((await res.text()).length).toBeGreaterThan(100);
  });

  it('serves nothing outside the playground folder', async () => {
    for (const path of ['/web/../package.json', '/web/%2e%2e/package.json', '/web/js/', '/web/nope.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).code, path).toBe('NOT_FOUND');
    }
  });
});
