import { isIP } from 'node:net';

/** Typed service configuration, read from the environment and validated at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /**
   * Requests per 60-second window per client IP on /api/*; 0 switches the
   * limit off (a local or CI instance: unsafe on a public deployment).
   */
  readonly rateLimitPerMinute: number;
  /** Proxy addresses or CIDRs whose X-Forwarded-For is believed; empty trusts none. */
  readonly trustProxy: readonly string[];
  /** Shared rate-limit store; in-memory when absent. */
  readonly redisUrl: string | undefined;
  /** When Redis cannot answer: true lets requests through, false refuses them. */
  readonly rateLimitFailOpen: boolean;
  readonly logLevel: string;
}

export const DEFAULT_CONFIG: Config = {
  port: 3000,
  host: '0.0.0.0',
  rateLimitPerMinute: 60,
  trustProxy: [],
  redisUrl: undefined,
  rateLimitFailOpen: true,
  logLevel: 'info',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function strictInt(name: string, raw: string, min: number, max: number): number {
  if (!/^[0-9]+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${raw}`);
  return value;
}

/** "10.0.0.1, 10.1.0.0/16, ::1" -> validated list. Never "trust all". */
export function parseTrustProxy(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const badPrefix = prefix !== undefined && (!/^[0-9]{1,3}$/.test(prefix) || Number(prefix) > maxPrefix);
    if (family === 0 || badPrefix || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must list IP addresses or CIDRs separated by commas, got "${entry}"`,
      );
    }
  }
  return entries;
}

function parseBool(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const get = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const port = get('PORT');
  const rate = get('RATE_LIMIT_PER_MINUTE');
  const trust = get('TRUST_PROXY');
  const redisUrl = get('REDIS_URL');
  const failOpen = get('RATE_LIMIT_FAIL_OPEN');
  const logLevel = get('LOG_LEVEL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${redisUrl}"`);
  }
  if (logLevel !== undefined && !LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    port: port === undefined ? DEFAULT_CONFIG.port : strictInt('PORT', port, 0, 65535),
    host: get('HOST') ?? DEFAULT_CONFIG.host,
    rateLimitPerMinute:
      rate === undefined
        ? DEFAULT_CONFIG.rateLimitPerMinute
        : strictInt('RATE_LIMIT_PER_MINUTE', rate, 0, 1_000_000_000),
    trustProxy: trust === undefined ? [] : parseTrustProxy(trust),
    redisUrl,
    rateLimitFailOpen: failOpen === undefined ? true : parseBool('RATE_LIMIT_FAIL_OPEN', failOpen),
    logLevel: logLevel ?? DEFAULT_CONFIG.logLevel,
  };
}
