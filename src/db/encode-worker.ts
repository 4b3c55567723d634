/**
 * A worker thread that generates one table's rows and encodes them for
 * COPY, so that generating and the server's parsing run at the same time:
 * the main thread only hands chunks to the socket. It holds no more than
 * WINDOW chunks ahead of what the main thread has taken.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { prepareDataset } from '../api/dataset.js';
import { checkJson } from '../api/schema-errors.js';
import { DatasetBody, type DatasetBodyType } from '../dataset/body.js';
import { encodeBatch } from './copy-text.js';
import { DbError } from './errors.js';
import { batchesOf, fitsOf } from './table-rows.js';
import type { EncodeJob, WorkerMessage } from './worker-chunks.js';

const { body, table, columns, window } = workerData as EncodeJob;
const port = parentPort!;
let credits = window;
let wake: (() => void) | undefined;
port.on('message', () => {
  credits++;
  wake?.();
});

const send = (message: WorkerMessage) => port.postMessage(message);

try {
  const prepared = prepareDataset(checkJson<DatasetBodyType>(DatasetBody, body));
  const source = prepared.tables.find((t) => t.name === table)!;
  for (const batch of batchesOf(source, fitsOf(source, columns))) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    send({ text: encodeBatch(batch), rows: batch.length });
  }
  send({ done: true });
} catch (err) {
  send(
    err instanceof DbError
      ? { problem: err.problem, facts: err.facts }
      : { failure: err instanceof Error ? err.message : String(err) },
  );
}
port.close();
