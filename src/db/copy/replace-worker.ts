/**
 * The second thread of a PostgreSQL-to-PostgreSQL copy (replace-thread.ts
 * starts it): it replaces the cells of the COPY text chunks it is handed
 * with the same key's replacers as the main thread, so a value gets the
 * same fake on either thread, and hands back the text and the counts.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { AnonymizeError } from '../../anonymize/errors.js';
import { Replacers, RowAnonymizer } from '../../anonymize/row-anonymizer.js';
import { replaceLines } from './copy-text.js';
import type { FromWorker, ToWorker } from './replace-messages.js';

const port = parentPort;
if (port === null) throw new Error('replace-worker runs as a worker thread');

const runs = new Map<number, Replacers>();
const tables = new Map<number, { engine: RowAnonymizer; read: readonly number[] }>();

// Answers go on their own port, which the main thread reads between chunks (replace-thread.ts).
const replies: MessagePort = workerData.replies;
const reply = (message: FromWorker) =>
  replies.postMessage(message, message.type === 'done' && message.bytes ? [message.bytes.buffer] : []);

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'run': {
      const replacers = new Replacers(message.options);
      // Built now, while the main thread reads the source: the first chunk finds them ready.
      for (const kind of message.kinds) replacers.of(kind);
      if (message.places) void replacers.placeMapper;
      runs.set(message.run, replacers);
      reply({ type: 'ready', run: message.run });
      return;
    }
    case 'table': {
      const replacers = runs.get(message.run);
      if (replacers === undefined) return;
      const engine = new RowAnonymizer(replacers);
      for (const plan of message.plans) engine.add(plan);
      tables.set(message.table, { engine, read: message.read });
      return;
    }
    case 'chunk': {
      const table = tables.get(message.table);
      if (table === undefined) {
        reply({ type: 'failed', id: message.id, error: { message: 'unknown table' } });
        return;
      }
      try {
        const { bytes } = message;
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        // An unchanged chunk is not sent back: the main thread still holds the source's bytes.
        const out = replaceLines(text, table.engine, table.read, message.first);
        reply({
          type: 'done',
          id: message.id,
          bytes: out === undefined ? undefined : new Uint8Array(out.buffer, out.byteOffset, out.byteLength),
          counts: table.engine.takeCounts(),
        });
      } catch (err) {
        reply({
          type: 'failed',
          id: message.id,
          error:
            err instanceof AnonymizeError
              ? { row: err.row, problem: err.problem, column: err.column }
              : { message: err instanceof Error ? err.message : String(err) },
        });
      }
      return;
    }
    case 'end-table':
      tables.delete(message.table);
      return;
    case 'end-run':
      runs.delete(message.run);
      return;
  }
});
