/**
 * Every file the CLI writes appears whole or not at all (README, Exit
 * codes): it is written under a temporary name beside its target and
 * renamed only once complete and flushed to disk; a folder of files is
 * written as a temporary folder and moved in at the end; each file of a job
 * folder the same way. On an error or on SIGINT/SIGTERM the temporary files
 * are removed, the previous content of a target (if any) is left as it was,
 * and one line on stderr says what was and was not written. Signals exit 130
 * (SIGINT) and 143 (SIGTERM). A device or pipe (`--out /dev/stdout`) is
 * written in place: it cannot be replaced, and renaming over it would.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  type WriteStream,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { SIGNAL_EXIT } from './exit-codes.js';
import { type WriteOptions, type Writing, writeChunks } from './write.js';

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

/**
 * A temporary file's stream, opened now so that a missing folder is said
 * before any work starts (with the flag that named the target).
 */
function openStream(path: string, entry: Pending, target: string, parameter: string): WriteStream {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw invalidParams({ parameter, folder: dirname(target), problem: 'folder_not_found' });
    throw err;
  }
  return keepErrors(createWriteStream(path, { fd }), entry);
}

function keepErrors(stream: WriteStream, entry?: Pending): WriteStream {
  // An error (disk full) is kept on the stream (`errored`) for the writer to
  // throw; without a listener it would end the process before the cleanup.
  stream.on('error', () => {});
  entry?.streams.push(stream);
  return stream;
}

/**
 * A character device, a pipe or a socket, or a name the system gives a
 * descriptor (`/dev/stdout`, `/proc/self/fd/1`): nothing a rename could put
 * in place, so it is written as it is.
 */
function writtenInPlace(path: string): boolean {
  if (/^\/(dev|proc)\//.test(path)) return true;
  try {
    const stat = statSync(path);
    return !stat.isFile() && !stat.isDirectory();
  } catch {
    return false;
  }
}

/** The file a target names: through a symbolic link, so that the link stays and its file is replaced. */
function realTarget(target: string): string {
  const absolute = resolve(target);
  try {
    return realpathSync(absolute);
  } catch {
    return absolute;
  }
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

/**
 * Opens `target` for writing under a temporary name beside it; `parameter`
 * is the flag that named it, for the error when its folder does not exist.
 */
export function openAtomicFile(target: string, parameter = 'out'): AtomicFile {
  if (writtenInPlace(resolve(target))) {
    const stream = keepErrors(createWriteStream(resolve(target)));
    return { stream, commit: () => finish(stream) };
  }
  const absolute = realTarget(target);
  installSignalHandlers();
  const entry: Pending = { temp: tempNameFor(absolute), target: absolute, streams: [] };
  const stream = openStream(entry.temp, entry, target, parameter);
  pending.add(entry);
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
export async function writeAtomicFile(target: string, text: string, parameter = 'out'): Promise<void> {
  await writeAndCommit(openAtomicFile(target, parameter), text);
}

/** Writes a whole text to a file opened earlier, and commits it. */
export async function writeAndCommit(file: AtomicFile, text: string): Promise<void> {
  file.stream.write(text);
  await file.commit();
}

/** Size and SHA-256 of a file written (a job folder's record holds them). */
export interface WrittenBytes {
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * Streams `writing` to a file of a job folder (its folders made as needed)
 * the same way, and returns its size and SHA-256.
 */
export async function writeHashedFile(
  target: string,
  writing: Writing,
  options: WriteOptions,
): Promise<WrittenBytes> {
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const file = openAtomicFile(target);
  const hash = createHash('sha256');
  let bytes = 0;
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
    file.stream,
    options,
  );
  await file.commit();
  return { bytes, sha256: hash.digest('hex') };
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
    file: (name) => openStream(join(entry.temp, name), entry, join(absolute, name), 'out'),
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
