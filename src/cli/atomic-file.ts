/**
 * Files a job folder holds are written whole or not at all: the bytes go to
 * a temporary name beside the target, which takes the target's name only
 * when complete, and is removed when the run fails or is stopped (SIGINT,
 * SIGTERM). A part run again rewrites the same bytes under the same name.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type WriteOptions, type Writing, writeChunks } from './write.js';

const pending = new Set<string>();

function removePending(): void {
  for (const path of pending) rmSync(path, { force: true });
  pending.clear();
}

let handling = false;

/** On a stop signal, the temporary files go before the process does (128 + the signal's number). */
function handleSignals(): void {
  if (handling) return;
  handling = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      removePending();
      process.exit(code);
    });
}

export interface WrittenBytes {
  readonly bytes: number;
  readonly sha256: string;
}

/** Writes `writing` to `path` through a temporary file beside it; returns its size and SHA-256. */
export async function writeFileAtomically(
  path: string,
  writing: Writing,
  options: WriteOptions,
): Promise<WrittenBytes> {
  handleSignals();
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  pending.add(temporary);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await writeChunks(
      {
        rows: writing.rows,
        async *chunks(onProgress) {
          for await (const chunk of writing.chunks(onProgress)) {
            hash.update(chunk);
            bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
            yield chunk;
          }
        },
      },
      createWriteStream(temporary),
      options,
    );
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
    pending.delete(temporary);
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A small text file (manifest, record), the same way. */
export function writeTextAtomically(path: string, text: string): Promise<WrittenBytes> {
  return writeFileAtomically(
    path,
    {
      rows: 0,
      async *chunks() {
        yield text;
      },
    },
    { progress: false },
  );
}
