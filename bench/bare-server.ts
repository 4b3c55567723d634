/**
 * The bare reference of the benchmark suite: Fastify with no plugins, a
 * small GET and a small POST route whose JSON bodies have the sizes of our
 * `GET /api/v1/es/document?count=1` and `POST /api/v1/validate` responses
 * (BARE_GET_BYTES, BARE_POST_BYTES; the suite measures them first), and
 * `GET /health` for the start-up comparison. Runnable on its own:
 *
 *   PORT=3999 BARE_GET_BYTES=400 BARE_POST_BYTES=200 npx tsx bench/bare-server.ts
 *
 * The suite transpiles it to bench/results/bare-server.mjs and starts it with
 * plain `node`, as our service is started.
 */
import Fastify from 'fastify';

/** A JSON object of exactly `bytes` bytes (at least the size of its frame). */
function bodyOfSize(bytes: number): string {
  const frame = '{"status":"success","data":""}';
  return `{"status":"success","data":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

const port = Number(process.env.PORT ?? 3999);
const host = process.env.HOST ?? '127.0.0.1';
const getBody = bodyOfSize(Number(process.env.BARE_GET_BYTES ?? 400));
const postBody = bodyOfSize(Number(process.env.BARE_POST_BYTES ?? 200));

const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/get', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(getBody);
});

app.post('/post', (request, reply) => {
  const body = request.body as { value?: unknown } | undefined;
  if (typeof body?.value !== 'string') {
    reply.code(400).send({ status: 'error' });
    return;
  }
  reply.type('application/json; charset=utf-8').send(postBody);
});

const stop = () => {
  app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port, host });
