import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { redisDriver } from '../drivers/load.js';
import { ApiError } from '../errors/index.js';
import { FixedWindowCounter } from './fixed-window.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-IP limiter of /api/* (one shared store). */
    apiRateLimit: onRequestHookHandler;
  }
}

const WINDOW_MS = 60_000;
/** How long start-up waits for the shared store's connection. */
const REDIS_READY_WAIT_MS = 3000;
const RESET = 'x-ratelimit-reset';

/** The shared store's client; imported only when configured, as it is a large share of start-up. */
async function redisClient(url: string) {
  const Redis = await redisDriver();
  return new Redis(url, {
    // Fail fast: no request waits behind a dead connection.
    connectTimeout: 500,
    commandTimeout: 250,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/**
 * The limiter's headers are set on a 429 too. Its reset is seconds from now;
 * the contract wants the Unix time in whole seconds (rounded up: never
 * earlier than the real reset).
 */
function absoluteReset(reply: FastifyReply): void {
  const relative = reply.getHeader(RESET);
  if (relative !== undefined) reply.header(RESET, Math.ceil(Date.now() / 1000) + Number(relative));
}

/** A 429 passes as it is; a store failure that is not let through (fail closed) is a 503, not a 500. */
function storeFailure(request: FastifyRequest, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  request.log.warn({ err }, 'rate-limit store unavailable');
  return new ApiError('SERVICE_UNAVAILABLE', { reason: 'rate-limit store unavailable' });
}

/**
 * The in-process limiter (no REDIS_URL): the same headers, window and 429 as
 * the shared one below, as one callback. Through @fastify/rate-limit's
 * generic hook (key function, route options, three promises per request)
 * the limit was about a sixth of a small request's instructions; here it is
 * a map lookup. IPv6 clients are grouped by /64, as the plugin does.
 */
function memoryLimiter(max: number): onRequestHookHandler {
  const counter = new FixedWindowCounter(WINDOW_MS);
  return (request, reply, done) => {
    const ip = request.ip;
    const now = Date.now();
    const window = counter.hit(ip.includes(':') ? normalizeIP(ip) : ip, now);
    const resetAt = Math.ceil(window.resetAt / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - window.count));
    reply.header(RESET, resetAt);
    if (window.count <= max) {
      done();
      return;
    }
    const retryAfterSeconds = Math.ceil((window.resetAt - now) / 1000);
    reply.header('retry-after', retryAfterSeconds);
    done(new ApiError('RATE_LIMIT_EXCEEDED', { limit: max, retryAfterSeconds, resetAt }));
  };
}

/**
 * Per-IP limit on /api/* (docs/api.md, Rate limit, docs/api.md, Rate limit), as `app.apiRateLimit`: in
 * memory, or shared through Redis with REDIS_URL; none at all with a limit
 * of 0. The plugin reports the
 * reset as seconds-from-now; it is rewritten as soon as the limiter has run.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  if (config.rateLimitPerMinute === 0) {
    // Off: no counting, no headers, no store (REDIS_URL is not even opened).
    app.log.warn('RATE_LIMIT_PER_MINUTE=0: the rate limit is off; do not expose this instance publicly');
    const off: onRequestHookHandler = (_request, _reply, done) => done();
    app.decorate('apiRateLimit', off);
    return;
  }
  if (!config.redisUrl) {
    app.decorate('apiRateLimit', memoryLimiter(config.rateLimitPerMinute));
    return;
  }
  // Shared counters: @fastify/rate-limit with its Redis store (one Lua call per request).
  const redis = await redisClient(config.redisUrl);
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis rate-limit store error'));
  // Commands never queue while disconnected (they fail fast instead), so the
  // first requests would meet a connection still opening: start once it is
  // ready, or after REDIS_READY_WAIT_MS, when fail-open or fail-closed applies.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    redis,
    nameSpace: 'datos-prueba-rl:',
    skipOnError: config.rateLimitFailOpen,
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMIT_EXCEEDED', {
        limit: context.max,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
        resetAt: Math.ceil((Date.now() + context.ttl) / 1000),
      }),
  });
  const limiter = app.rateLimit() as unknown as (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<void>;
  // Callback style: no promise of its own on top of the limiter's.
  app.decorate('apiRateLimit', function (this: FastifyInstance, request, reply, done) {
    limiter.call(this, request, reply).then(
      () => {
        absoluteReset(reply);
        done();
      },
      (err: unknown) => {
        absoluteReset(reply);
        done(storeFailure(request, err));
      },
    );
  } as onRequestHookHandler);
});
