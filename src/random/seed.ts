import { randomFillSync } from 'node:crypto';

export const MAX_SEED_LENGTH = 256;

const SEED_BYTES = 6;
// Random bytes are drawn from the system a pool at a time: one system call
// per request was a measurable share of a small request's cost.
const pool = Buffer.alloc(SEED_BYTES * 512);
let offset = pool.length;

/** A fresh seed for requests that sent none; echoed so the response can be replayed. */
export function randomSeed(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += SEED_BYTES;
  return pool.toString('hex', offset - SEED_BYTES, offset);
}
