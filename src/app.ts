import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type Config, DEFAULT_CONFIG } from './config.js';
import { AccessLog } from './http/access-log.js';
import { sendError } from './http/error-handler.js';
import { intakePlugin } from './http/intake.js';
import { BODY_LIMIT_BYTES, clientErrorHandler, limitsPlugin, MAX_URL_LENGTH } from './http/limits.js';
import { registerNotFound } from './http/not-found.js';
import { openApiPlugin, openApiRoute } from './http/openapi.js';
import { rateLimitPlugin } from './http/rate-limit.js';
import { requestIdGenerator } from './http/request-id.js';
import { requestLoggerFactory } from './http/request-logger.js';
import { bulkCatalog, bulkRoutes } from './http/routes/bulk.js';
import { datasetCatalog, datasetRoutes } from './http/routes/dataset.js';
import { docsRoutes } from './http/routes/docs.js';
import { generateRoutes } from './http/routes/generate.js';
import { generatorsRoutes } from './http/routes/generators.js';
import { healthRoutes } from './http/routes/health.js';
import { validateRoutes } from './http/routes/validate.js';
import { webRoutes } from './http/routes/web.js';

/**
 * The composition root: plugins, then routes, then the error handling. Logs
 * go to `logStream`, standard output (written synchronously) by default.
 */
export async function buildApp(
  overrides: Partial<Config> = {},
  logStream?: DestinationStream,
): Promise<FastifyInstance> {
  const config: Config = { ...DEFAULT_CONFIG, ...overrides };
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream },
    // One access-log line per request, instead of Fastify's two.
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    requestIdHeader: false,
    genReqId: requestIdGenerator(),
    // Each request's child logger is made only when it writes a line.
    childLoggerFactory: requestLoggerFactory,
    clientErrorHandler,
    // A malformed path (bad percent-encoding) is refused by the router before
    // any hook: it gets the arrival work by hand, then the JSON 404.
    frameworkErrors: (error, request, reply) => {
      // The router stopped before reading the query; `lang` applies all the same.
      request.query ??= Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));
      app.arrive.call(app, request, reply, (refused) => sendError(request, reply, refused ?? error));
    },
    // Long path segments reach the routes, which name them in a contract error
    // (unknown generator, unsupported locale); the URL length has its own limit.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Response schemas document the API; bodies are written by JSON.stringify,
    // exactly as the library writes them (and faster than branch-picking
    // unions). Given as the factory, the default serializer is never loaded.
    schemaController: { compilersFactory: { buildSerializer: () => () => (data) => JSON.stringify(data) } },
    // Slow clients cannot hold a connection open forever.
    requestTimeout: 120_000,
    // No coercion: a member of the wrong JSON type is INVALID_BODY. `verbose`
    // keeps the offending data so "2.5" (bad value) differs from "abc" (bad type).
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: false,
        allErrors: false,
        verbose: true,
        // The schemas are the project's own, checked by the OpenAPI tests:
        // compiling the meta-schema to re-check them cost 40 ms of every start.
        validateSchema: false,
      },
    },
  });

  // First, so every scope registered below inherits them.
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  registerNotFound(app);
  await app.register(intakePlugin);
  await app.register(limitsPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(webRoutes);
  await app.register(docsRoutes);
  await app.register(async (api) => {
    api.addHook('onRequest', app.apiRateLimit);
    await api.register(validateRoutes);
    await api.register(generatorsRoutes, { sections: [bulkCatalog, datasetCatalog] });
    await api.register(bulkRoutes);
    await api.register(datasetRoutes);
    await api.register(generateRoutes);
    await api.register(openApiRoute);
  });

  return app;
}
