import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The bundled server that `npm start` and the container run. */
export const MAIN = join(import.meta.dirname, '..', 'dist', 'server.mjs');

export interface Service {
  readonly port: number;
  readonly proc: ChildProcess;
  readonly output: () => string;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A free loopback port (closed again before use). */
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

/** Starts the real service (`node dist/server.mjs`, as `npm start` does) and waits for it to listen. */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => {
    output += d;
  });
  proc.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 15_000;
  while (!output.includes('Server listening')) {
    if (proc.exitCode !== null) throw new Error(`service exited early: ${output}`);
    if (Date.now() > deadline) throw new Error(`service did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    proc,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null) proc.kill(signal);
      return exited;
    },
  };
}
