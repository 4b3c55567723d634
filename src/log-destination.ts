import { pino } from 'pino';

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Standard output, written asynchronously: a log line is queued and written
 * off the request's path, several lines a write under load, so a slow log
 * reader no longer holds up requests. Lines still queued when the process
 * stops are written by `drainLog`, or on any other exit by pino's exit hook.
 */
export function stdoutLog(): LogDestination {
  return pino.destination({ dest: 1, sync: false });
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
