import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { SingleBar } from 'cli-progress';
import type { Lang } from '../i18n/lang.js';
import { EtaEstimator } from './eta.js';
import { keepHeapFlat } from './heap-keeper.js';

/** What the CLI writes: a row total for the progress bar and the output's chunks. */
export interface Writing {
  readonly rows: number;
  chunks(onProgress: (rows: number) => void): AsyncIterable<string | Uint8Array>;
}

export interface WriteOptions {
  readonly progress: boolean;
  /** Language of the progress bar's words. */
  readonly lang?: Lang;
  /**
   * Output to a terminal or pipe ends with a newline, added when the export
   * lacks one (JSON, each shard of it being a whole document; every other
   * format ends its lines already), so the shell prompt starts on its own
   * line and line tools count the last line. Files stay byte-identical to
   * the API's downloads.
   */
  readonly endWithNewline?: boolean;
}

const WORDS: Readonly<Record<Lang, { rows: string; left: string }>> = {
  es: { rows: 'filas', left: 'quedan' },
  en: { rows: 'rows', left: 'left' },
  pt: { rows: 'linhas', left: 'faltam' },
};

/** The progress bar's line, in the CLI's language. */
export const progressFormat = (lang: Lang): string =>
  `{bar} {percentage}% | {value}/{total} ${WORDS[lang].rows} | ETA {timeLeft}`;

/** Seconds as "1h 02m", "3m 05s" or "42s"; "…" while unknown. */
export function formatSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return '…';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}

const NEWLINE = 10;

function lastByte(chunk: string | Uint8Array): number | undefined {
  if (chunk.length === 0) return undefined;
  return typeof chunk === 'string' ? chunk.charCodeAt(chunk.length - 1) : chunk[chunk.length - 1];
}

/**
 * Writes an export with backpressure (memory stays flat whatever the row
 * count), with a progress bar on stderr for long runs.
 */
export async function writeChunks(writing: Writing, out: Writable, options: WriteOptions) {
  const lang = options.lang ?? 'es';
  const bar = options.progress
    ? new SingleBar({ format: progressFormat(lang), stream: process.stderr })
    : undefined;
  const eta = new EtaEstimator(writing.rows, Date.now());
  const onProgress = (rows: number) => {
    if (!bar) return;
    eta.update(rows, Date.now());
    bar.update(rows, { timeLeft: formatSeconds(eta.secondsLeft(rows)) });
  };
  bar?.start(writing.rows, 0, { timeLeft: formatSeconds(undefined) });
  let last: number | undefined;
  const stopKeeping = keepHeapFlat();
  try {
    for await (const chunk of writing.chunks(onProgress)) {
      last = lastByte(chunk) ?? last;
      if (!out.write(chunk)) await drained(out);
    }
  } finally {
    stopKeeping();
  }
  if (options.endWithNewline && last !== undefined && last !== NEWLINE) {
    if (!out.write('\n')) await drained(out);
  }
  bar?.update(writing.rows, { timeLeft: formatSeconds(0) });
  bar?.stop();
  if (out !== process.stdout) {
    out.end();
    // Rejects with the stream's error (a full disk) instead of waiting for a 'finish' that never comes.
    await finished(out);
  }
}

/** Waits until `out` takes more; a stream that has failed throws its error rather than never draining. */
async function drained(out: Writable): Promise<void> {
  if (out.errored) throw out.errored;
  if (out.destroyed) throw new Error('the output was closed');
  await once(out, 'drain');
}
