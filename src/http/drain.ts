import type { IncomingMessage } from 'node:http';

/**
 * A body over the limit is refused as soon as its size is known, often
 * while the client is still sending it. Closing the connection with those
 * bytes unread makes the kernel send a reset, and a client that has not
 * read the answer yet loses it: it sees "connection reset" or "broken pipe"
 * instead of the 413. So the rest of the body is read and dropped first,
 * within bounds, so that a client cannot hold the server with an endless
 * body: past these the answer goes out anyway and the connection closes.
 */
export const MAX_DRAIN_BYTES = 8 * 1024 * 1024;
export const MAX_DRAIN_MS = 5000;

/**
 * Reads and drops what remains of the request's body, then calls `then`
 * (once). False, and `then` is not called, when there is nothing to wait
 * for: the body was read whole, or it declares more than MAX_DRAIN_BYTES.
 */
export function afterBodyDrained(raw: IncomingMessage, then: () => void): boolean {
  if (raw.complete || raw.destroyed) return false;
  const declared = Number(raw.headers['content-length']);
  if (declared > MAX_DRAIN_BYTES) return false;
  let read = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    raw.off('data', onData);
    raw.off('end', finish);
    raw.off('close', finish);
    raw.off('error', finish);
    then();
  };
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read > MAX_DRAIN_BYTES) finish();
  };
  const timer = setTimeout(finish, MAX_DRAIN_MS);
  raw.on('data', onData);
  raw.once('end', finish);
  raw.once('close', finish);
  raw.once('error', finish);
  raw.resume();
  return true;
}
