import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { SingleBar } from 'cli-progress';

/** What the CLI writes: a row total for the progress bar and the output's chunks. */
export interface Writing {
  readonly rows: number;
  chunks(onProgress: (rows: number) => void): AsyncIterable<string | Uint8Array>;
}

/**
 * Writes an export with backpressure (memory stays flat whatever the row
 * count), with a progress bar on stderr for long runs.
 */
export async function writeChunks(writing: Writing, out: Writable, { progress }: { progress: boolean }) {
  const bar = progress
    ? new SingleBar({
        format: '{bar} {percentage}% | {value}/{total} filas | ETA {eta}s',
        stream: process.stderr,
      })
    : undefined;
  bar?.start(writing.rows, 0);
  for await (const chunk of writing.chunks((rows) => bar?.update(rows))) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  bar?.update(writing.rows);
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
}
