/**
 * The bare reference of the benchmark suite: Fastify with no plugins and no
 * logger, answering each reference route with a recorded response of our
 * service, the very same status, headers and body bytes (only `Date` and
 * the connection headers are Node's own, as they are for ours). The suite
 * records them first (one request per route to our server) into a JSON file
 * named by BARE_RESPONSES:
 *
 *   [{ "path": "/ref/validate", "method": "POST", "status": 200,
 *      "headers": { "x-request-id": "...", ... }, "body": "{...}" }, ...]
 *
 * A POST route parses its JSON body and checks it has a string `value`, as
 * the validate route needs. With BARE_ACCESS_LOG=1 it also writes the access
 * log the issue asks of our service, as Fastify and pino do it by themselves:
 * Fastify's logger at info, one line per request when its response is done
 * (method, path, status, time, request id), through pino's asynchronous
 * destination to standard output. That server is the floor a logged route
 * can reach with stock parts. `GET /health` answers as a bare Fastify route
 * would, for the start-up comparison. Runnable on its own:
 *
 *   PORT=3999 BARE_RESPONSES=bench/results/bare-responses.json npx tsx bench/bare-server.ts
 *
 * The suite transpiles it to bench/results/bare-server.mjs and starts it with
 * plain `node`, as our service is started.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

interface Recorded {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const port = Number(process.env.PORT ?? 3999);
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.BARE_RESPONSES;
const recorded: Recorded[] = file === undefined ? [] : JSON.parse(readFileSync(file, 'utf8'));

/** One line when the response is done, none on arrival (Fastify's default writes both). */
class OneAccessLine extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

const logged = process.env.BARE_ACCESS_LOG === '1';
const app = Fastify({
  loggerInstance: logged ? pino({ level: 'info' }, pino.destination({ dest: 1, sync: false })) : undefined,
  logController: logged ? new OneAccessLine() : undefined,
});

app.get('/health', async () => ({ status: 'ok' }));

for (const { path, method, status, headers, body } of recorded) {
  app.route({
    method,
    url: path,
    handler: (request, reply) => {
      if (method === 'POST' && typeof (request.body as { value?: unknown } | undefined)?.value !== 'string') {
        reply.code(400).send({ status: 'error' });
        return;
      }
      reply.code(status).headers(headers).send(body);
    },
  });
}

const stop = () => {
  app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port, host });
