/**
 * Streaming of bulk exports over a real socket (docs/api.md, Export formats: "large outputs
 * are streamed, so memory does not grow with count"): a listening server,
 * Node's http client, 10,000 rows of all 32 types.
 *   - every format arrives complete and equal to the in-process export;
 *   - a paused reader makes the server stop generating, and the process
 *     memory held meanwhile stays far below the export and does not depend
 *     on `count`;
 *   - while a large export streams, small requests are answered promptly.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { RowSource } from '../src/bulk/rows.js';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { FIXED_DATE, testApp } from './helper.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Rows generated so far by every export in this process (the server runs in
 * it). A plain counter: a vi.spyOn would keep every row it saw.
 */
let rowCount = 0;
const originalRow = RowSource.prototype.row;
RowSource.prototype.row = function countedRow(this: RowSource, index: number) {
  rowCount++;
  return originalRow.call(this, index);
};
const generatedRows = () => rowCount;

const app = await testApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const serverSockets = new Set<Socket>();
app.server.on('connection', (socket: Socket) => {
  serverSockets.add(socket);
  socket.once('close', () => serverSockets.delete(socket));
});
afterAll(() => {
  RowSource.prototype.row = originalRow;
  for (const socket of serverSockets) socket.destroy();
});

const ALL = ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type }));
const ROWS = 10_000;

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  chunks: number;
  firstByteMs: number;
  totalMs: number;
}

/** One request on its own connection; the whole body, with timings. */
function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Received> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const parts: Buffer[] = [];
        let firstByteMs = -1;
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - start;
          parts.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
            chunks: parts.length,
            firstByteMs,
            totalMs: performance.now() - start,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const bulk = (body: Record<string, unknown>) => request('POST', '/api/v1/es/bulk', body);
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('10,000 rows of all 32 types arrive complete in every format', () => {
  const base = { fields: ALL, seed: 'flujo', count: ROWS, refDate: FIXED_DATE };

  it.each<[string, Record<string, unknown>, (text: string) => void]>([
    [
      'json',
      { format: 'json' },
      (text) => {
        const body = JSON.parse(text);
        expect(body.meta.count).toBe(ROWS);
        expect(body.data).toHaveLength(ROWS);
        expect(Object.keys(body.data[ROWS - 1])).toEqual(ALL.map((f) => f.name));
      },
    ],
    [
      'ndjson',
      { format: 'ndjson' },
      (text) => {
        const lines = text.split('\n');
        expect(lines.pop()).toBe('');
        expect(lines).toHaveLength(ROWS);
        for (const line of lines) expect(Object.keys(JSON.parse(line))).toHaveLength(32);
      },
    ],
    [
      'csv',
      { format: 'csv', csv: { delimiter: ';', bom: true } },
      (text) => {
        const records = parseCsv(text, { delimiter: ';', bom: true, record_delimiter: '\r\n' });
        expect(records).toHaveLength(ROWS + 1);
        expect(records[ROWS]).toHaveLength(32);
      },
    ],
    [
      'sql',
      { format: 'sql', createTable: true },
      (text) => {
        expect(text.startsWith('CREATE TABLE "datos" (')).toBe(true);
        const inserts = text.split('\n').filter((l) => l.startsWith('INSERT INTO "datos"'));
        expect(inserts).toHaveLength(ROWS);
        expect(inserts.every((l) => l.endsWith(');'))).toBe(true);
      },
    ],
    [
      'sql (mysql)',
      { format: 'sql', dialect: 'mysql' },
      (text) => {
        expect(text.trimEnd().endsWith(');')).toBe(true);
        expect(text.split('\n').filter((l) => /^ {2}\(/.test(l))).toHaveLength(ROWS);
      },
    ],
    [
      'xml',
      { format: 'xml' },
      (text) => {
        expect(XMLValidator.validate(text)).toBe(true);
        expect(text.match(/<registro>/g)).toHaveLength(ROWS);
        expect(text.endsWith('</datos>\n')).toBe(true);
      },
    ],
    [
      'typescript',
      { format: 'typescript' },
      (text) => {
        expect(text.endsWith(');\n')).toBe(true);
        expect(text.split('\n').filter((l) => l.startsWith('  { '))).toHaveLength(ROWS);
        expect(text.split('\n').filter((l) => l === 'registros.push(')).toHaveLength(ROWS / 1000);
      },
    ],
  ])('%s', async (_label, variant, check) => {
    const res = await bulk({ ...base, ...variant });
    expect(res.status).toBe(200);
    // Streamed: chunked, in many pieces, not one buffered body.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.chunks).toBeGreaterThan(10);
    const text = res.body.toString('utf8');
    check(text);
    // The same bytes as the in-process export of the same request.
    const local = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { ...base, ...variant },
    });
    expect(sha(res.body)).toBe(sha(local.rawPayload));
  });
});

// ---------------------------------------------------------------------------------------------

/** Live memory after a full collection: heap plus array buffers (Buffers), and RSS. */
function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { live: m.heapUsed + m.arrayBuffers, rss: m.rss };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PausedSample {
  size: number;
  liveGrowth: number;
  rssGrowth: number;
  serverWritten: [number, number];
  /** Rows generated, at the two moments of `serverWritten`. */
  rows: [number, number];
  clientReceived: number;
  smallLatencies: number[];
}

/**
 * Starts a download, pauses it after its first chunk, samples memory and
 * the server's socket while paused (and asks small requests meanwhile),
 * then resumes and checks the whole body arrives.
 */
async function pausedDownload(body: Record<string, unknown>, expectedSize: number): Promise<PausedSample> {
  await sleep(50);
  const before = memory();
  const rowsAtStart = generatedRows();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/es/bulk',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let received = 0;
        res.once('data', async (first: Buffer) => {
          received += first.length;
          res.pause();
          try {
            // The kernel's send buffer grows for a while; wait until the server stops writing.
            const serverSocket = [...serverSockets].find((s) => s.remotePort === req.socket?.localPort);
            let written1 = -1;
            for (let i = 0; i < 30 && written1 !== (serverSocket?.bytesWritten ?? Number.NaN); i++) {
              written1 = serverSocket?.bytesWritten ?? Number.NaN;
              await sleep(300);
            }
            const rows1 = generatedRows();
            const smallLatencies: number[] = [];
            for (let i = 0; i < 5; i++) {
              const start = performance.now();
              const small = await request('GET', '/health');
              expect(small.status).toBe(200);
              smallLatencies.push(performance.now() - start);
            }
            await sleep(500);
            const during = memory();
            const written2 = serverSocket?.bytesWritten ?? Number.NaN;
            // The small requests above generate no rows: /health only.
            const rows2 = generatedRows();
            const sample = {
              size: expectedSize,
              liveGrowth: during.live - before.live,
              rssGrowth: during.rss - before.rss,
              serverWritten: [written1, written2] as [number, number],
              rows: [rows1 - rowsAtStart, rows2 - rowsAtStart] as [number, number],
              clientReceived: received + res.readableLength,
              smallLatencies,
            };
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
            });
            res.on('end', () => {
              try {
                expect(received).toBe(expectedSize);
                resolve(sample);
              } catch (err) {
                reject(err);
              }
            });
            res.resume();
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('a slow reader does not make the server hold the export', () => {
  // Longer lorem makes the export large next to any kernel socket buffer.
  const fields = ALL.map((f) => (f.type === 'lorem' ? { ...f, options: { words: 120 } } : f));
  const body = (count: number) => ({ fields, seed: 'lento', count, refDate: FIXED_DATE, format: 'json' });

  it('paused 10,000-row download: generation stops, memory stays far below the export size', async () => {
    // Warm up the code paths (and learn the sizes) with full downloads.
    const full = await bulk(body(ROWS));
    const quarter = await bulk(body(ROWS / 4));
    const size = full.body.length;
    expect(size).toBeGreaterThan(12_000_000);

    const large = await pausedDownload(body(ROWS), size);
    const small = await pausedDownload(body(ROWS / 4), quarter.body.length);
    const mb = (n: number) => `${n < 0 ? '-' : ''}${(Math.abs(n) / 1e6).toFixed(2)} MB`;
    console.info(
      `[bulk-streaming] export ${mb(size)}; paused: live memory growth ${mb(large.liveGrowth)} ` +
        `(quarter count: ${mb(small.liveGrowth)}), RSS growth ${mb(large.rssGrowth)}, ` +
        `server wrote ${mb(large.serverWritten[1])} (${large.rows[1]} rows generated), ` +
        `client holds ${mb(large.clientReceived)}`,
    );

    // The server stopped generating and writing while the client was paused, well before the end.
    expect(large.serverWritten[1]).toBe(large.serverWritten[0]);
    expect(large.serverWritten[1]).toBeLessThan(size * 0.6);
    expect(large.rows[1]).toBe(large.rows[0]);
    expect(large.rows[1]).toBeLessThan(ROWS * 0.6);
    // What the process holds meanwhile (a batch or two in flight) is far below the export, and far
    // below what is still to be sent, which a server generating ahead of its reader would hold...
    expect(large.liveGrowth).toBeLessThan(size / 3);
    expect(large.liveGrowth).toBeLessThan((size - large.serverWritten[1]) / 2);
    expect(large.rssGrowth).toBeLessThan(size / 2);
    // ... and does not grow with count: four times the rows hold no more than the quarter does, give or
    // take a batch. One-sided: garbage from the warm-up that a later collection frees makes a growth
    // negative, which is less memory, not more.
    expect(large.liveGrowth - small.liveGrowth).toBeLessThan(size / 6);
    // The paused download blocks nobody.
    expect(Math.max(...large.smallLatencies)).toBeLessThan(250);
  });
});

describe('a large export does not block other requests', () => {
  it('small requests are answered while 10,000 rows stream', async () => {
    const big = bulk({ fields: ALL, seed: 'ocupado', count: ROWS, refDate: FIXED_DATE, format: 'json' });
    let done = false;
    let bigMs = 0;
    const finished = big.then((res) => {
      done = true;
      bigMs = res.totalMs;
      return res;
    });
    const latencies: number[] = [];
    let duringBig = 0;
    await sleep(20);
    while (!done) {
      const [health, tiny] = await Promise.all([
        request('GET', '/health'),
        bulk({ fields: [{ name: 'n', type: 'nombre' }], count: 1, seed: 'rapido' }),
      ]);
      expect(health.status).toBe(200);
      expect(tiny.status).toBe(200);
      latencies.push(health.totalMs, tiny.totalMs);
      if (!done) duringBig++;
      await sleep(10);
    }
    const res = await finished;
    expect(JSON.parse(res.body.toString('utf8')).data).toHaveLength(ROWS);
    console.info(
      `[bulk-streaming] 10,000 rows in ${bigMs.toFixed(0)} ms (first byte ${res.firstByteMs.toFixed(0)} ms); ` +
        `${duringBig} rounds of small requests meanwhile, slowest ${Math.max(...latencies).toFixed(0)} ms`,
    );
    // Many small requests completed while the export was still streaming...
    expect(duringBig).toBeGreaterThanOrEqual(5);
    // ... each in a small fraction of the export's time: the loop was never held for long.
    expect(Math.max(...latencies)).toBeLessThan(Math.max(100, bigMs / 4));
    // The first byte left long before the last.
    expect(res.firstByteMs).toBeLessThan(bigMs / 2);
  });
});

describe('a client that goes away stops the export', () => {
  it('aborting a 10,000-row download stops row generation', async () => {
    const start = generatedRows();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/es/bulk',
          agent: false,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end(
        JSON.stringify({ fields: ALL, seed: 'adios', count: ROWS, refDate: FIXED_DATE, format: 'csv' }),
      );
    });
    await sleep(500);
    const afterAbort = generatedRows() - start;
    await sleep(700);
    expect(generatedRows() - start).toBe(afterAbort);
    expect(afterAbort).toBeLessThan(ROWS);
    // The server is fine afterwards.
    const next = await bulk({ fields: ALL.slice(0, 3), seed: 'sigue', count: 5, format: 'csv' });
    expect(next.status).toBe(200);
  });
});
