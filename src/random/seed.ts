import { randomBytes } from 'node:crypto';

export const MAX_SEED_LENGTH = 256;

/** A fresh seed for requests that sent none; echoed so the response can be replayed. */
export function randomSeed(): string {
  return randomBytes(6).toString('hex');
}
