/** RATE_LIMIT_PER_MINUTE=0: no limit, no rate-limit headers, no store opened (local and CI use). */
import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

describe('rate limit off (0)', () => {
  it('answers far more requests than any limit would allow, without rate-limit headers', async () => {
    const app = await testApp({ rateLimitPerMinute: 0 });
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const res = await app.inject({ url: '/api/v1/es/uuid' });
      statuses.add(res.statusCode);
      expect(res.headers).not.toHaveProperty('x-ratelimit-limit');
    }
    expect([...statuses]).toEqual([200]);
  });

  it('does not open the shared store even when REDIS_URL is set', async () => {
    // Nothing listens on port 1: a store that tried would log errors and wait up to 3 s for it.
    const started = Date.now();
    const app = await testApp({ rateLimitPerMinute: 0, redisUrl: 'redis://127.0.0.1:1' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await app.inject({ url: '/api/v1/es/uuid' })).statusCode).toBe(200);
  });

  it('a limit of 1 still refuses the second request (the switch is 0 only)', async () => {
    const app = await testApp({ rateLimitPerMinute: 1 });
    expect((await app.inject({ url: '/api/v1/es/uuid' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/es/uuid' })).statusCode).toBe(429);
  });
});
