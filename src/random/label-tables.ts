/**
 * Key derivation in one step per lane for labels split from many keys (a
 * bulk field's label, once per row).
 *
 * Each lane of the derivation runs x -> imul(x ^ ch, P) over the label's
 * characters. XOR with a character below 256 changes only the low byte of
 * x, and multiplication carries only upwards, so the low byte evolves on its
 * own and, after the whole label of n characters,
 *
 *   x_n = x_0 * P^n + S(x_0 & 0xff)   (mod 2^32).
 *
 * With S tabulated for the 256 low bytes, a lane costs one multiply and one
 * lookup instead of n steps, and gives the same word.
 */
export const LANE_PRIMES = [0x01000193, 0x5bd1e995, 0x27d4eb2d, 0x165667b1] as const;

export interface LabelTable {
  /** P^n of each lane. */
  readonly powers: Int32Array;
  /** S of each lane at index lane * 256 + low byte. */
  readonly sums: Int32Array;
}

/** Shorter labels hash about as fast without a table. */
const MIN_LENGTH = 16;
/** Splits by a label before it gets its table: one-off labels never pay for one. */
const USES_BEFORE_TABLE = 64;
/** Labels tracked at most; later ones are hashed character by character. */
const MAX_LABELS = 4096;

/** Per label: uses so far and the table once built; null when a character is above 255. */
const LABELS = new Map<string, { uses: number; table?: LabelTable } | null>();

/** The label's table when it is long, used often and all its characters are below 256. */
export function labelTable(text: string): LabelTable | undefined {
  if (text.length < MIN_LENGTH) return undefined;
  let entry = LABELS.get(text);
  if (entry === undefined) {
    if (LABELS.size >= MAX_LABELS) return undefined;
    entry = /^[\u0000-\u00ff]*$/.test(text) ? { uses: 0 } : null;
    LABELS.set(text, entry);
  }
  if (entry === null) return undefined;
  if (entry.table === undefined && ++entry.uses >= USES_BEFORE_TABLE) entry.table = buildTable(text);
  return entry.table;
}

function buildTable(text: string): LabelTable {
  const powers = new Int32Array(4);
  const sums = new Int32Array(4 * 256);
  for (let lane = 0; lane < 4; lane++) {
    const prime = LANE_PRIMES[lane] as number;
    let power = 1;
    for (let i = 0; i < text.length; i++) power = Math.imul(power, prime);
    powers[lane] = power;
    // From x_0 = low byte alone, x_n - low * P^n is S(low).
    for (let low = 0; low < 256; low++) {
      let x = low;
      for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), prime);
      sums[lane * 256 + low] = (x - Math.imul(low, power)) | 0;
    }
  }
  return { powers, sums };
}
