/**
 * The main thread's side of the COPY encoding worker: its chunks as an
 * async iterable, one credit returned per chunk taken, and its errors
 * raised here as they were raised there.
 */
import { Worker } from 'node:worker_threads';
import type { CatalogColumn } from './catalog.js';
import { DbError, type DbErrorFacts, type DbProblem } from './errors.js';

export interface EncodeJob {
  /** The dataset body the engine reads (annotations dropped). */
  readonly body: unknown;
  readonly table: string;
  readonly columns: readonly CatalogColumn[];
  /** Chunks the worker may hold ready ahead of the socket. */
  readonly window: number;
}

export type WorkerMessage =
  | { readonly text: string; readonly rows: number }
  | { readonly done: true }
  | { readonly problem: DbProblem; readonly facts: DbErrorFacts }
  | { readonly failure: string };

/** Chunks ahead: enough to keep the socket busy, few enough to keep memory flat. */
const WINDOW = 8;

export async function* workerChunks(
  job: Omit<EncodeJob, 'window'>,
): AsyncGenerator<{ text: string; rows: number }> {
  const worker = startWorker({ ...job, window: WINDOW });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | undefined;
  let crashed: Error | undefined;
  let ended = false;
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (err) => {
    crashed = err;
    wake?.();
  });
  worker.on('exit', () => {
    ended = true;
    wake?.();
  });
  try {
    for (;;) {
      while (queue.length === 0 && !crashed && !ended) await new Promise<void>((resolve) => (wake = resolve));
      const message = queue.shift();
      if (!message)
        throw new DbError('DATABASE_ERROR', {
          table: job.table,
          message: crashed?.message ?? 'the encoding worker stopped',
        });
      if ('done' in message) return;
      if ('problem' in message) throw new DbError(message.problem, message.facts);
      if ('failure' in message)
        throw new DbError('DATABASE_ERROR', { table: job.table, message: message.failure });
      worker.postMessage(1);
      yield message;
    }
  } finally {
    await worker.terminate();
  }
}

/** Compiled, the worker is the .js file beside this one; from source (tests), tsx loads the .ts file. */
function startWorker(workerData: EncodeJob): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./encode-worker.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./encode-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
    { eval: true, workerData },
  );
}
