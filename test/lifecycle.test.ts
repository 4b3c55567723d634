import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { MAIN, type Service, startService } from './process.js';

const services: Service[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop('SIGKILL')));
});

const ALL_TYPES = ENTITY_FIELD_TYPES.map((t) => t.type);

describe('process lifecycle', () => {
  it('a bad environment value stops the process with a clear message', () => {
    const res = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, RATE_LIMIT_PER_MINUTE: 'sixty' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('RATE_LIMIT_PER_MINUTE must be an integer');
  });

  it('GET /health answers, logs are JSON with the request id echoed in X-Request-Id', async () => {
    const service = await startService();
    services.push(service);
    const res = await fetch(`http://127.0.0.1:${service.port}/health`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    await new Promise((r) => setTimeout(r, 100));
    const lines = service
      .output()
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(lines.some((l) => l.reqId === id)).toBe(true);
  });

  it('SIGTERM: stops accepting, finishes a 10,000-row download in progress, exits 0', async () => {
    const service = await startService({ RATE_LIMIT_PER_MINUTE: '1000' });
    services.push(service);
    const body = JSON.stringify({
      seed: 'drain',
      count: 10_000,
      fields: ALL_TYPES.map((type) => ({ name: type, type })),
    });
    const download = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: service.port,
          method: 'POST',
          path: '/api/v1/es/bulk',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          let signalled = false;
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
            if (!signalled) {
              signalled = true;
              service.proc.kill('SIGTERM');
            }
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const { status, text } = await download;
    expect(status).toBe(200);
    const parsed = JSON.parse(text);
    expect(parsed.data).toHaveLength(10_000);
    expect(await service.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${service.port}/health`)).rejects.toThrow();
  }, 60_000);
});
