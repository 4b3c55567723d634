/**
 * The HTTP service as a module: build it, or run it as `npm start` and the
 * CLI's `serve` do (listen, drain on SIGTERM/SIGINT, exit 0).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { ApiError } from './errors/index.js';
import { drainLog, stdoutLog } from './log-destination.js';

export { buildApp } from './app.js';
export { type Config, loadConfig } from './config.js';

export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = stdoutLog();
  let app: FastifyInstance;
  try {
    app = await buildApp(config, log);
  } catch (err) {
    // REDIS_URL set without ioredis installed (an optional peer dependency): say what to install.
    if (err instanceof ApiError && err.details?.problem === 'driver_missing') {
      process.stderr.write(`Configuration error: ${err.headline('en')}\n`);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining in-flight requests');
    // Stops accepting, lets in-flight requests (streams included) finish,
    // then writes the log lines still queued: every request gets its line.
    await app.close();
    await drainLog(log);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  return app;
}
