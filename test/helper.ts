import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';

/** The real app, in-process, with a high rate limit unless a test asks for the real one. */
export async function testApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ logLevel: 'silent', rateLimitPerMinute: 1_000_000, ...overrides });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

export const FIXED_DATE = '2026-11-22';

/** docs/api.md, Single-type generators's generators, in its order: what every country's path serves (docs/api.md, Countries). */
export const SPEC_GENERATORS = [
  'document',
  'phone',
  'identity',
  'iban',
  'card',
  'passport',
  'uuid',
  'username',
  'password',
] as const;
