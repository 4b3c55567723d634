/**
 * Server processes of the suite: our service (`node dist/server.mjs`, rate
 * limit raised) and the bare Fastify server (`bench/bare-server.ts`,
 * transpiled once to plain JavaScript so both start under plain `node`),
 * plus the HTTP client pieces shared by the sections.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import ts from 'typescript';
import { sleep } from './common.js';

export type ServerKind = 'ours' | 'bare';

export interface Server {
  readonly kind: ServerKind;
  readonly port: number;
  readonly pid: number;
  readonly base: string;
  stop(): Promise<void>;
}

/** Sizes of the bare server's bodies: those of our count=1 document and validate responses. */
export interface BareSizes {
  readonly getBytes: number;
  readonly postBytes: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `bench/bare-server.ts` as an ES module next to the results (so `fastify` resolves from the repo). */
export function compileBare(root: string): string {
  const source = readFileSync(join(root, 'bench/bare-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'bare-server.mjs');
  writeFileSync(file, outputText);
  return file;
}

export interface SpawnOptions {
  readonly root: string;
  readonly bareSizes?: BareSizes;
}

/** Spawns a server on a free loopback port; `ready` resolves at the first 200 from /health. */
export async function spawnServer(
  kind: ServerKind,
  options: SpawnOptions,
): Promise<{ server: Server; startedAt: bigint; ready: Promise<bigint> }> {
  const port = await freePort();
  const script =
    kind === 'ours'
      ? join(options.root, 'dist/server.mjs')
      : join(options.root, 'bench/results/bare-server.mjs');
  const sizes = options.bareSizes ?? { getBytes: 400, postBytes: 200 };
  const startedAt = process.hrtime.bigint();
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOG_LEVEL: 'warn',
      BARE_GET_BYTES: String(sizes.getBytes),
      BARE_POST_BYTES: String(sizes.postBytes),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const server: Server = {
    kind,
    port,
    pid: child.pid!,
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${kind} server exited: ${stderr}`);
      if ((await status(`${base}/health`)) === 200) return process.hrtime.bigint();
      await sleep(2);
    }
    throw new Error(`${kind} server did not answer /health within 30 s: ${stderr}`);
  })();
  return { server, startedAt, ready };
}

export async function startServer(kind: ServerKind, options: SpawnOptions): Promise<Server> {
  const { server, ready } = await spawnServer(kind, options);
  try {
    await ready;
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/** Status of one GET, 0 when the connection fails. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? Number.NaN) / 1024;
}

export interface Download {
  readonly status: number;
  readonly bytes: number;
  readonly totalMs: number;
}

/** One request whose body is counted and dropped. */
export function download(base: string, path: string, body?: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.request(
      `${base}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            totalMs: Number(process.hrtime.bigint() - start) / 1e6,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A 200 download, or an error naming the case. */
export async function download200(base: string, path: string, body?: string): Promise<Download> {
  const result = await download(base, path, body);
  if (result.status !== 200) throw new Error(`${path}: status ${result.status}`);
  return result;
}

/** Body of a bulk request: `count` rows of all 32 types in `format`, fixed seed and date. */
export function bulkBody(fields: readonly object[], format: string, count: number): string {
  return JSON.stringify({ seed: 'bench-suite', refDate: '2026-11-22', count, format, fields });
}
