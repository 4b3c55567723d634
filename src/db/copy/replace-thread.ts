/**
 * A second thread for the replacements of a PostgreSQL-to-PostgreSQL copy
 * (docs/api.md, Database copy). Replacing the cells is what a copy spends
 * its time on; both servers mostly wait for it. So, where the machine has
 * a second core, the copy hands some of a table's COPY text chunks to a
 * worker thread that holds the same key's replacers, replaces the rest
 * itself, and writes the chunks back in their order. A fake depends only on
 * the key and the value, so the output is byte for byte the one a single
 * thread writes, and the counts are added up.
 *
 * The thread is started once the process has spent START_AFTER_MS
 * replacing on its own, or at once for a copy known to need longer than
 * that (START_AT_ONCE_BYTES), and kept (unreferenced, so it never holds the
 * process open): its code is compiled and its name and place tables built
 * once, as the main thread's are. It takes a chunk only once it has
 * started (built its first run's replacers) and while it holds fewer than
 * IN_FLIGHT, so a thread still starting, or slower, never holds the copy
 * back for long; if it cannot start or stops, the copy goes on without it
 * (a table it was working on fails and rolls back like any other error).
 */
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { AnonymizeError } from '../../anonymize/errors.js';
import type { ColumnKindId } from '../../anonymize/kinds/index.js';
import type { ColumnPlan } from '../../anonymize/plan.js';
import type { ColumnCounts, ReplacerOptions, RowAnonymizer } from '../../anonymize/row-anonymizer.js';
import type { CopyChunk } from '../connection.js';
import { replaceLines } from './copy-text.js';
import type { ChunkFailure, FromWorker, ToWorker } from './replace-messages.js';

/** Chunks the thread may hold at once. */
const IN_FLIGHT = 2;
/** Chunks replaced but not yet written, waiting for an earlier one from the thread. */
const QUEUED = 16;

interface Done {
  /** Undefined: no cell changed, the chunk goes on as the source wrote it. */
  readonly bytes: Uint8Array | undefined;
  readonly counts: ColumnCounts[];
}

interface Waiting {
  resolve(done: Done): void;
  reject(err: Error): void;
}

function failure(error: ChunkFailure): Error {
  return 'problem' in error
    ? new AnonymizeError(error.row, error.problem, error.column)
    : new Error(`replacement thread: ${error.message}`);
}

/** The worker's module beside this one: the same extension, so sources, compiled modules and the CLI bundle each find theirs. */
function startWorker(replies: MessagePort): Worker {
  const here = import.meta.url;
  const extension = here.slice(here.lastIndexOf('.'));
  const url = new URL(`./replace-worker${extension}`, here);
  const options = { workerData: { replies }, transferList: [replies] };
  if (extension !== '.ts') return new Worker(url, options);
  // The sources (tests, tsx): the worker compiles TypeScript as its parent does.
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(code, { ...options, eval: true });
}

class ReplaceThread {
  private readonly worker: Worker;
  /**
   * The thread's answers come on a port of their own, read without waiting
   * for the event loop (`receiveMessageOnPort`): the copy replaces chunks
   * back to back while the source's data is buffered, and the loop may not
   * turn for a whole table.
   */
  private readonly replies: MessagePort;
  private readonly waiting = new Map<number, Waiting>();
  private readonly ready = new Set<number>();
  /**
   * Once the thread has built a run's replacers it has loaded its code and
   * tables: chunks of a later run may go to it at once, since it reads its
   * messages in order (the run's, the table's, then the chunks).
   */
  private warm = false;
  private readonly readyWaiters = new Map<number, ((ready: boolean) => void)[]>();
  private nextId = 0;
  private nextRun = 0;
  private nextTable = 0;
  stopped = false;

  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.replies = port1;
    this.worker = startWorker(port2);
    this.worker.unref();
    this.replies.on('message', (message: FromWorker) => this.receive(message));
    this.replies.unref();
    this.worker.on('error', (err) => this.stop(err));
    this.worker.on('exit', () => this.stop(new Error('replacement thread: stopped')));
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message, message.type === 'chunk' ? [message.bytes.buffer] : []);
  }

  private receive(message: FromWorker): void {
    if (message.type === 'ready') {
      this.ready.add(message.run);
      this.warm = true;
      for (const resolve of this.readyWaiters.get(message.run) ?? []) resolve(true);
      this.readyWaiters.delete(message.run);
      return;
    }
    const waiting = this.waiting.get(message.id);
    if (waiting === undefined) return;
    this.waiting.delete(message.id);
    if (this.waiting.size === 0) {
      this.worker.unref();
      this.replies.unref();
    }
    if (message.type === 'done') waiting.resolve(message);
    else waiting.reject(failure(message.error));
  }

  private stop(err: Error): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const waiting of this.waiting.values()) waiting.reject(err);
    this.waiting.clear();
    for (const resolve of [...this.readyWaiters.values()].flat()) resolve(false);
    this.readyWaiters.clear();
  }

  /** Resolves true once the run's replacers are built there, false if the thread stops first. */
  whenReady(run: number): Promise<boolean> {
    if (this.ready.has(run)) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    this.worker.ref();
    return new Promise((resolve) => {
      const list = this.readyWaiters.get(run) ?? [];
      list.push((ready) => {
        if (this.waiting.size === 0) this.worker.unref();
        resolve(ready);
      });
      this.readyWaiters.set(run, list);
    });
  }

  startRun(options: ReplacerOptions, kinds: readonly ColumnKindId[], places: boolean): number {
    const run = this.nextRun++;
    this.post({ type: 'run', run, options, kinds, places });
    return run;
  }

  endRun(run: number): void {
    this.ready.delete(run);
    if (!this.stopped) this.post({ type: 'end-run', run });
  }

  startTable(run: number, plans: readonly ColumnPlan[], read: readonly number[]): number {
    const table = this.nextTable++;
    this.post({ type: 'table', run, table, plans, read });
    return table;
  }

  endTable(table: number): void {
    if (!this.stopped) this.post({ type: 'end-table', table });
  }

  /** Whether the thread has started (built a run's replacers) and holds fewer than IN_FLIGHT chunks. */
  canTake(): boolean {
    for (let m = receiveMessageOnPort(this.replies); m !== undefined; m = receiveMessageOnPort(this.replies))
      this.receive(m.message);
    return !this.stopped && this.warm && this.waiting.size < IN_FLIGHT;
  }

  /** The chunk's bytes are copied once into a buffer the message hands over: the caller keeps its own. */
  replace(table: number, bytes: Uint8Array, first: number): Promise<Done> {
    const id = this.nextId++;
    const done = new Promise<Done>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.worker.ref();
    this.replies.ref();
    this.post({ type: 'chunk', table, id, bytes: new Uint8Array(bytes), first });
    return done;
  }
}

let shared: ReplaceThread | undefined;

/** The process's replacement thread if it runs; with `start`, started when it does not (unless it stopped). */
function replaceThread(start: boolean): ReplaceThread | undefined {
  if (shared !== undefined) return shared.stopped ? undefined : shared;
  if (!start) return undefined;
  try {
    shared = new ReplaceThread();
  } catch {
    return undefined;
  }
  return shared;
}

/**
 * Time the process spends replacing cells on one thread before it starts
 * the second: starting one costs about this much (loading the code,
 * building the name and place tables, compiling; some 100 MB of memory),
 * so a copy that needs less never pays for it, and a larger one, or a
 * process that copies again and again, has it working once it has spent
 * about as much as the thread costs (rent, then buy).
 */
const START_AFTER_MS = 1_000;

/**
 * Bytes of replaced columns (a table's size on disk times the share of
 * its columns replaced) that one thread, not yet warm, takes about
 * START_AFTER_MS to replace: a copy known to hold more starts the thread
 * at once, so the thread works (and warms) through all of it.
 */
export const START_AT_ONCE_BYTES = 4 * 1024 * 1024;

/** Milliseconds this process has spent replacing COPY chunks on its main thread. */
let replacingAlone = 0;

/** A chunk in its place in the table: its bytes to write, or the thread's answer to wait for (and the source's bytes). */
type Entry = {
  readonly rows: number;
  readonly source: CopyChunk['bytes'];
  readonly out: CopyChunk['bytes'] | Promise<Done>;
};

/** One copy's use of the thread, once it runs (at once when the process already has one). */
export class SharedReplacement {
  private thread: ReplaceThread | undefined;
  private run = 0;
  private onThread = 0;

  private constructor(
    private readonly options: ReplacerOptions,
    private readonly kinds: readonly ColumnKindId[],
    private readonly places: boolean,
    atOnce: boolean,
  ) {
    this.attach(atOnce);
  }

  /**
   * Undefined on a machine of one core: the copy keeps to one thread.
   * `replacedBytes`: the copy's guess of the bytes of replaced columns it
   * will read (0 when it cannot tell).
   */
  static start(
    options: ReplacerOptions,
    kinds: readonly ColumnKindId[],
    places: boolean,
    replacedBytes = 0,
  ): SharedReplacement | undefined {
    return availableParallelism() < 2
      ? undefined
      : new SharedReplacement(options, kinds, places, replacedBytes >= START_AT_ONCE_BYTES);
  }

  private attach(start: boolean): void {
    this.thread = replaceThread(start);
    if (this.thread !== undefined) this.run = this.thread.startRun(this.options, this.kinds, this.places);
  }

  end(): void {
    this.thread?.endRun(this.run);
  }

  /**
   * Starts the thread now rather than after START_AFTER_MS, and resolves
   * true once it can take chunks (false if it cannot run): for a caller
   * that wants its help from the first chunk.
   */
  whenReady(): Promise<boolean> {
    if (this.thread === undefined) this.attach(true);
    return this.thread?.whenReady(this.run) ?? Promise.resolve(false);
  }

  /** Whether the copy has the process's thread (started, or still starting). */
  get hasThread(): boolean {
    return this.thread !== undefined;
  }

  /** Rows the thread replaced, in every table of the copy so far. */
  get rowsOnThread(): number {
    return this.onThread;
  }

  /**
   * The chunks of `COPY TO` with the cells at `read` replaced, as
   * `replaceCopyText` writes them, some replaced on the thread. Stops at
   * the chunk after `signal` aborts.
   */
  async *replaceCopyText(
    chunks: AsyncIterable<CopyChunk>,
    engine: RowAnonymizer,
    plans: readonly ColumnPlan[],
    read: readonly number[],
    signal: AbortSignal | undefined,
  ): AsyncGenerator<CopyChunk> {
    // The thread's table, once the thread runs.
    let table: { readonly thread: ReplaceThread; readonly id: number } | undefined;
    const queue: Entry[] = [];
    const written = async (entry: Entry): Promise<CopyChunk> => {
      if (!(entry.out instanceof Promise)) return { bytes: entry.out, rows: entry.rows };
      const done = await entry.out;
      engine.addCounts(done.counts);
      const { bytes } = done;
      return {
        bytes:
          bytes === undefined ? entry.source : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        rows: entry.rows,
      };
    };
    try {
      let rows = 0;
      for await (const chunk of chunks) {
        if (signal?.aborted) return;
        if (this.thread === undefined && replacingAlone >= START_AFTER_MS) this.attach(true);
        if (table === undefined && this.thread !== undefined)
          table = { thread: this.thread, id: this.thread.startTable(this.run, plans, read) };
        const first = rows + 1;
        let out: CopyChunk['bytes'] | Promise<Done>;
        if (table?.thread.canTake()) {
          const { bytes } = chunk;
          out = table.thread.replace(table.id, typeof bytes === 'string' ? Buffer.from(bytes) : bytes, first);
          this.onThread += chunk.rows;
          // Awaited in order below; a copy that stops first must not leave it unhandled.
          out.catch(() => {});
        } else {
          const started = performance.now();
          const text = typeof chunk.bytes === 'string' ? chunk.bytes : chunk.bytes.toString('utf8');
          out = replaceLines(text, engine, read, first) ?? chunk.bytes;
          replacingAlone += performance.now() - started;
        }
        queue.push({ rows: chunk.rows, source: chunk.bytes, out });
        rows += chunk.rows;
        while (queue.length > 0 && (!(queue[0]!.out instanceof Promise) || queue.length > QUEUED))
          yield await written(queue.shift()!);
      }
      while (queue.length > 0) yield await written(queue.shift()!);
    } finally {
      table?.thread.endTable(table.id);
    }
  }
}
