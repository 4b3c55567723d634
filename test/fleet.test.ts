import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Service, startService } from './process.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.REQUIRE_SERVICES === '1')
  throw new Error('redis-server is required (REQUIRE_SERVICES=1)');

const services: Service[] = [];
const redisServers: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop('SIGKILL')));
  for (const r of redisServers) r.kill('SIGKILL');
});

/** A private redis-server on a free loopback port, nothing written to disk. */
async function startRedis(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  redisServers.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += d;
  });
  const deadline = Date.now() + 10_000;
  while (!out.includes('Ready to accept connections')) {
    if (Date.now() > deadline) throw new Error(`redis did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, proc };
}

const get = async (service: Service, path = '/api/v1/es/uuid') => {
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${service.port}${path}`);
  const body = await res.json();
  return { status: res.status, body, ms: Date.now() - started, headers: res.headers };
};

describe.skipIf(!hasRedis)('shared rate limit on a real Redis', () => {
  it('80 requests split across two instances give exactly 60 successes', async () => {
    const redis = await startRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '60' };
    const a = await startService(env);
    const b = await startService(env);
    services.push(a, b);
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) statuses.push((await get(i % 2 === 0 ? a : b)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const last = await get(a);
    expect(last.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(last.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  }, 60_000);

  it('Redis stopped mid-run: fail open serves requests quickly (the default)', async () => {
    const redis = await startRedis();
    const service = await startService({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '1000' });
    services.push(service);
    expect((await get(service)).status).toBe(200);
    redis.proc.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 10; i++) {
      const res = await get(service);
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(2000);
    }
    expect((await get(service, '/health')).status).toBe(200);
  }, 60_000);

  it('Redis stopped mid-run: fail closed answers 503 quickly, never hangs', async () => {
    const redis = await startRedis();
    const service = await startService({
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_FAIL_OPEN: 'false',
    });
    services.push(service);
    expect((await get(service)).status).toBe(200);
    redis.proc.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 10; i++) {
      const res = await get(service);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
      expect(res.ms).toBeLessThan(2000);
    }
    // Liveness does not depend on Redis.
    expect((await get(service, '/health')).status).toBe(200);
  }, 60_000);
});
