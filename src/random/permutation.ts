import type { Rng } from './rng.js';

/**
 * A keyed permutation of the integers [0, size): a balanced Feistel network
 * on the smallest even number of bits that holds `size`, with cycle-walking
 * (re-encrypting until the value falls below `size`), as format-preserving
 * encryption does (NIST SP 800-38G describes the construction). A Feistel
 * network is a bijection whatever its round function, so distinct indices
 * give distinct values by construction: this is what makes `unique` fields
 * unique at any row, page or shard without remembering earlier values.
 *
 * Halves hold at most 26 bits, so every intermediate value stays an exact
 * JavaScript integer (size up to 2^52).
 */
const ROUNDS = 6;
export const MAX_PERMUTATION_SIZE = 2 ** 52;

/** A 32-bit mix of a half and a round key (the finaliser of MurmurHash3). */
function mix(value: number, key: number): number {
  let h = (value ^ key) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class IndexPermutation {
  private readonly keys: readonly number[];
  private readonly halfBits: number;
  private readonly halfSize: number;

  constructor(
    rng: Rng,
    readonly size: number,
  ) {
    if (!(Number.isInteger(size) && size >= 1 && size <= MAX_PERMUTATION_SIZE))
      throw new RangeError(`IndexPermutation: size ${size} out of range`);
    let bits = Math.max(2, Math.ceil(Math.log2(size)));
    if (2 ** bits < size) bits++;
    if (bits % 2 === 1) bits++;
    this.halfBits = bits / 2;
    this.halfSize = 2 ** this.halfBits;
    this.keys = Array.from({ length: ROUNDS }, () => rng.int(0, 0xffffffff));
  }

  private encrypt(value: number): number {
    const half = this.halfSize;
    const mask = half - 1;
    let left = Math.floor(value / half);
    let right = value % half;
    for (const key of this.keys) {
      // mask < 2^26, so the AND keeps the low bits of the 32-bit mix.
      const next = (left ^ (mix(right, key) & mask)) >>> 0;
      left = right;
      right = next;
    }
    return left * half + right;
  }

  /** The value of index `i` (0 <= i < size); distinct for distinct indices. */
  at(i: number): number {
    // Outside [0, size) the walk might never come back: callers check capacity first.
    if (!(i >= 0 && i < this.size))
      throw new RangeError(`IndexPermutation: index ${i} outside [0, ${this.size})`);
    let value = this.encrypt(i);
    // The domain is under 4 × size: a few steps on average, and the walk
    // ends because the permutation's cycle through `i` re-enters [0, size).
    while (value >= this.size) value = this.encrypt(value);
    return value;
  }
}

/**
 * A bijection from row indices onto the positive integers written without
 * leading zeros, small first: the first 90 indices take 10-99, the next 900
 * take 100-999, and so on, each block in a keyed order. Appended to text
 * that does not end in a digit, the number is the text's last digit run, so
 * two such texts are equal only when their indices are (the `unique` rule of
 * emails and usernames). Holds 10^12 - 10 indices.
 */
export class GrowingNumbers {
  private readonly blocks: IndexPermutation[] = [];
  static readonly SIZE = 10 ** 12 - 10;

  constructor(private readonly rng: Rng) {}

  at(i: number): number {
    let start = 0;
    for (let width = 2; width <= 12; width++) {
      const first = 10 ** (width - 1);
      const size = 9 * first;
      if (i < start + size) {
        const block = width - 2;
        this.blocks[block] ??= new IndexPermutation(this.rng.split(width), size);
        return first + this.blocks[block].at(i - start);
      }
      start += size;
    }
    throw new RangeError(`GrowingNumbers: index ${i} out of range`);
  }
}
