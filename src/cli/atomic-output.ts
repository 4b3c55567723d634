/**
 * Every file the CLI writes appears whole or not at all (docs/api.md,
 * Command line): it is written under a temporary name beside its target and
 * renamed only once complete and flushed to disk; a folder of files is
 * written as a temporary folder and moved in at the end. On an error or on
 * SIGINT/SIGTERM the temporary files are removed, the previous content of a
 * target (if any) is left as it was, and one line on stderr says what was
 * and was not written. Signals exit 130 (SIGINT) and 143 (SIGTERM).
 */
import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  type WriteStream,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Lang } from '../i18n/lang.js';

/** A temporary file or folder and the target it becomes. */
interface Pending {
  readonly temp: string;
  readonly target: string;
  readonly streams: WriteStream[];
}

const pending = new Set<Pending>();
const written: string[] = [];
let lang: Lang = 'es';
let handlersInstalled = false;

/** A name beside the target that no other run uses and that listings hide (a leading dot). */
const tempNameFor = (target: string) =>
  join(
    dirname(target),
    `.${basename(target)}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.partial`,
  );

/** The language of the line that says what was and was not written. */
export function setOutputLang(chosen: Lang): void {
  lang = chosen;
}

/** A file being written: write to `stream`, then `commit()`; anything else leaves no trace. */
export interface AtomicFile {
  readonly stream: WriteStream;
  /** Ends the stream, flushes it to disk and renames it to the target. */
  commit(): Promise<void>;
}

function openStream(path: string, entry: Pending): WriteStream {
  const stream = createWriteStream(path, { flags: 'wx' });
  // An error (disk full) is kept on the stream (`errored`) for the writer to
  // throw; without a listener it would end the process before the cleanup.
  stream.on('error', () => {});
  entry.streams.push(stream);
  return stream;
}

async function finish(stream: WriteStream): Promise<void> {
  if (stream.errored) throw stream.errored;
  if (!stream.writableEnded) stream.end();
  if (!stream.closed) await once(stream, 'close');
  if (stream.errored) throw stream.errored;
}

/** Data on disk before the rename makes it visible: a crash never shows an empty file under the real name. */
function flushToDisk(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens `target` for writing under a temporary name beside it. */
export function openAtomicFile(target: string): AtomicFile {
  installSignalHandlers();
  const absolute = resolve(target);
  const entry: Pending = { temp: tempNameFor(absolute), target: absolute, streams: [] };
  pending.add(entry);
  const stream = openStream(entry.temp, entry);
  return {
    stream,
    async commit() {
      await finish(stream);
      flushToDisk(entry.temp);
      renameSync(entry.temp, entry.target);
      pending.delete(entry);
      written.push(target);
    },
  };
}

/** Writes a whole text (a report) to `target` the same way. */
export async function writeAtomicFile(target: string, text: string): Promise<void> {
  const file = openAtomicFile(target);
  file.stream.write(text);
  await file.commit();
}

/** A folder being written: files go in with `file(name)`, the folder appears at `commit()`. */
export interface AtomicFolder {
  /** A stream for one file of the folder. */
  file(name: string): WriteStream;
  /** Ends every file and moves the folder (or, into an existing folder, its files) into place. */
  commit(): Promise<void>;
}

export function openAtomicFolder(target: string): AtomicFolder {
  installSignalHandlers();
  const absolute = resolve(target);
  mkdirSync(dirname(absolute), { recursive: true });
  const entry: Pending = { temp: tempNameFor(absolute), target: absolute, streams: [] };
  pending.add(entry);
  mkdirSync(entry.temp);
  return {
    file: (name) => openStream(join(entry.temp, name), entry),
    async commit() {
      for (const stream of entry.streams) await finish(stream);
      const names = readdirSync(entry.temp);
      for (const name of names) flushToDisk(join(entry.temp, name));
      if (!existsSync(absolute)) renameSync(entry.temp, absolute);
      else {
        // An existing folder keeps its other files; ours replace theirs one rename each.
        if (!statSync(absolute).isDirectory())
          throw Object.assign(new Error(`${target} is not a folder`), { code: 'ENOTDIR' });
        for (const name of names) renameSync(join(entry.temp, name), join(absolute, name));
        rmSync(entry.temp, { recursive: true, force: true });
      }
      pending.delete(entry);
      written.push(target);
    },
  };
}

/** Removes every temporary file and folder not committed; returns the targets they were for. */
export function discardPending(): string[] {
  const lost: string[] = [];
  for (const entry of pending) {
    for (const stream of entry.streams) stream.destroy();
    rmSync(entry.temp, { recursive: true, force: true });
    lost.push(entry.target);
  }
  pending.clear();
  return lost;
}

const LINE: Readonly<Record<Lang, (lost: string, done: string) => string>> = {
  es: (lost, done) =>
    `No se ha escrito ${lost}: no queda ningún archivo a medias${done ? `; escrito completo: ${done}` : ''}.`,
  en: (lost, done) =>
    `Not written: ${lost}; no partial file is left${done ? `. Written in full: ${done}` : ''}.`,
  pt: (lost, done) =>
    `Não foi escrito ${lost}: não fica nenhum ficheiro a meio${done ? `; escrito por completo: ${done}` : ''}.`,
};

/**
 * After an error or a signal: the temporary files go, and one line says
 * what was not written (and what was, in full). Nothing is said when
 * nothing was being written.
 */
export function abandonOutputs(): void {
  const lost = discardPending();
  if (lost.length === 0) return;
  process.stderr.write(`${LINE[lang](lost.join(', '), written.join(', '))}\n`);
}

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** Once a file is being written, a signal discards it before the process ends with 128 + the signal's number. */
function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]) {
    process.once(signal, () => {
      abandonOutputs();
      process.exit(SIGNAL_EXIT[signal]);
    });
  }
  // Whatever ends the process, no temporary file is left behind.
  process.once('exit', () => {
    discardPending();
  });
}
