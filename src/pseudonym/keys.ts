/**
 * Key material of a pseudonymization run. Every permutation gets its own
 * round keys, derived from the user's secret with HMAC-SHA256 and a label
 * naming what it permutes ("dni", "ccc", "words:F"...), so permutations of
 * different kinds are unrelated and a different secret gives unrelated
 * output. Derivation is pure: the same secret gives the same keys on every
 * machine and run.
 */
import { createHmac } from 'node:crypto';

/** Rounds of every Feistel permutation (FF1 uses ten). */
export const ROUNDS = 10;

/** Bumped only if the construction changes: outputs of one version never change. */
const DOMAIN = 'datos-prueba/anonimizar/v1';

export class KeyRing {
  private readonly master: Buffer;
  private readonly cache = new Map<string, Int32Array>();

  constructor(secret: string) {
    if (secret.length === 0) throw new RangeError('KeyRing: the secret is empty');
    this.master = createHmac('sha256', secret).update(DOMAIN).digest();
  }

  /** Two 32-bit words per round for the permutation named `label`, derived once. */
  roundKeys(label: string): Int32Array {
    let keys = this.cache.get(label);
    if (keys === undefined) {
      const words = new Int32Array(2 * ROUNDS);
      let filled = 0;
      for (let block = 0; filled < words.length; block++) {
        const digest = createHmac('sha256', this.master).update(`${label}\u0000${block}`).digest();
        for (let i = 0; i + 4 <= digest.length && filled < words.length; i += 4) {
          words[filled++] = digest.readInt32LE(i);
        }
      }
      keys = words;
      this.cache.set(label, keys);
    }
    return keys;
  }
}
