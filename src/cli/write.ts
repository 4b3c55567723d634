import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { SingleBar } from 'cli-progress';
import type { PreparedBulk } from '../api/bulk.js';

/**
 * Writes an export with backpressure (memory stays flat whatever the row
 * count), with a progress bar on stderr for long runs.
 */
export async function writeChunks(
  prepared: PreparedBulk,
  out: Writable,
  { progress }: { progress: boolean },
) {
  const bar = progress
    ? new SingleBar({
        format: '{bar} {percentage}% | {value}/{total} filas | ETA {eta}s',
        stream: process.stderr,
      })
    : undefined;
  bar?.start(prepared.count, 0);
  for await (const chunk of prepared.chunks((rows) => bar?.update(rows))) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  bar?.update(prepared.count);
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
}
