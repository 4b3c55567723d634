/**
 * Server processes of the suite: our service in its default configuration
 * (`node dist/server.mjs` or `npm start`; only the rate limit raised, logs
 * at info to a file as a deployment would keep them) and the bare Fastify
 * server (`bench/bare-server.ts`, transpiled once to plain JavaScript so both
 * start the same way), plus the HTTP client pieces shared by the sections.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import ts from 'typescript';
import { sleep } from './common.js';

export type ServerKind = 'ours' | 'bare';

/** How a server is started: `node <file>`, or `npm start` (ours: the project's; bare: a package around it). */
export type Launcher = 'node' | 'npm';

export interface Server {
  readonly kind: ServerKind;
  readonly port: number;
  readonly pid: number;
  readonly base: string;
  /** The server's standard output when it logs (its access log), kept until `stop`. */
  readonly logFile?: string;
  stop(): Promise<void>;
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

/**
 * `bench/bare-server.ts` as an ES module next to the results (so `fastify`
 * resolves from the repo), and a package whose `npm start` runs it.
 */
export function compileBare(root: string): string {
  const source = readFileSync(join(root, 'bench/bare-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = join(root, 'bench/results');
  mkdirSync(join(dir, 'bare-npm'), { recursive: true });
  const file = join(dir, 'bare-server.mjs');
  writeFileSync(file, outputText);
  writeFileSync(
    join(dir, 'bare-npm/package.json'),
    `${JSON.stringify({ name: 'bare-reference', private: true, scripts: { start: 'node ../bare-server.mjs' } })}\n`,
  );
  return file;
}

export interface SpawnOptions {
  readonly root: string;
  readonly launcher?: Launcher;
  /** The bare server's recorded responses (see bench/bare-server.ts). */
  readonly bareResponses?: string;
  /** The bare server with an access log as Fastify and pino write one (BARE_ACCESS_LOG). */
  readonly accessLog?: boolean;
}

function command(kind: ServerKind, launcher: Launcher, root: string): { args: string[]; cwd: string } {
  if (launcher === 'npm')
    return {
      args: ['start', '--silent'],
      cwd: kind === 'ours' ? root : join(root, 'bench/results/bare-npm'),
    };
  const script = kind === 'ours' ? 'dist/server.mjs' : 'bench/results/bare-server.mjs';
  return { args: [join(root, script)], cwd: root };
}

/** Spawns a server on a free loopback port; `ready` resolves at the first 200 from /health. */
export async function spawnServer(
  kind: ServerKind,
  options: SpawnOptions,
): Promise<{ server: Server; startedAt: bigint; ready: Promise<bigint> }> {
  const port = await freePort();
  const launcher = options.launcher ?? 'node';
  const { args, cwd } = command(kind, launcher, options.root);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  if (options.bareResponses !== undefined) env.BARE_RESPONSES = options.bareResponses;
  if (options.accessLog === true) env.BARE_ACCESS_LOG = '1';
  // Our default configuration, whatever the shell running the suite has set.
  delete env.LOG_LEVEL;
  const logFile =
    kind === 'ours' || options.accessLog === true
      ? join(options.root, `bench/results/${kind}-${port}.log`)
      : undefined;
  // The results folder is not committed: a run that writes its JSON elsewhere has not made it.
  if (logFile !== undefined) mkdirSync(join(options.root, 'bench/results'), { recursive: true });
  const out = logFile === undefined ? 'ignore' : openSync(logFile, 'w');
  const startedAt = process.hrtime.bigint();
  const child: ChildProcess = spawn(launcher === 'npm' ? 'npm' : process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', out, 'pipe'],
    // npm runs the server in a child of its own: the group is stopped together.
    detached: true,
  });
  if (typeof out === 'number') closeSync(out);
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const server: Server = {
    kind,
    port,
    pid: child.pid!,
    base,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) signal('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
      if (logFile !== undefined) rmSync(logFile, { force: true });
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

/**
 * CPU time a process has used, in microseconds (user + system, all its
 * threads), from /proc (Linux). Per request, it is the cost of a request
 * whatever else the host is running, where req/s also measures the host.
 */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
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

/** One response as the bare server replays it (see bench/bare-server.ts). */
export interface RecordedResponse {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Headers Node writes itself on every response, for ours and the bare server alike. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One request to `base`: its status, the headers our code set, and the body, to be served at `as`. */
export function record(base: string, path: string, as: string, body?: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const req = http.request(
      `${base}${path}`,
      { method, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!NODE_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
          }
          resolve({
            path: as,
            method,
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
