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
  let rowsSeen = 0;
  for await (const chunk of prepared.chunks()) {
    if (!out.write(chunk)) await once(out, 'drain');
    // Chunks after the first are one batch of rows each (the last one closes the document).
    rowsSeen = Math.min(prepared.count, rowsSeen + 250);
    bar?.update(rowsSeen);
  }
  bar?.update(prepared.count);
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
}
