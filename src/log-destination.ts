import { pino } from 'pino';

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Standard output, written asynchronously: a log line is queued and written
 * off the request's path, several lines a write under load, so a slow log
 * reader no longer holds up requests. Lines still queued when the process
 * stops are written by `drainLog`, or on any other exit by pino's exit hook.
 *
 * Queued as bytes, not text: in its text mode the destination measures the
 * UTF-8 length of the whole pending text on every line it is given, which
 * copies that text each time. Under load, with a write in progress and
 * kilobytes of lines behind it, that copying was most of a line's cost: as
 * bytes, small requests take 2-5 µs less server CPU each (paired rounds at
 * 100 connections, docs/performance.md "2.1.1"). Each line is encoded once
 * and the queue keeps its lengths as numbers.
 */
export function stdoutLog(): LogDestination {
  return asyncLog(1);
}

/** An asynchronous destination of lines queued as bytes (see `stdoutLog`): a file descriptor or path. */
export function asyncLog(dest: number | string): LogDestination {
  const destination = pino.destination({ dest, sync: false, contentMode: 'buffer' });
  // Loggers write text; in this mode the destination takes bytes (its
  // published types describe the text mode only).
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  destination.write = (line: string) => writeBytes(Buffer.from(line));
  return destination;
}

/**
 * Resolves once every line queued so far is written, including a write in
 * progress (which pino's exit hook would not wait for). Nothing may be
 * logged after this. A log reader that has stopped reading holds it up, as
 * it would a synchronous write: a stopping process then waits for it.
 */
export function drainLog(destination: LogDestination): Promise<void> {
  return new Promise((resolve) => {
    destination.once('close', () => resolve());
    // Standard output itself stays open.
    destination.end();
  });
}
