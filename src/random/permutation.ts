import type { Rng } from './rng.js';

/**
 * A keyed permutation of the integers [0, size): a balanced Feistel network
 * over Z_a × Z_a, a = ceil(sqrt(size)), whose rounds add a keyed mix of one
 * half to the other modulo a (the numeric Feistel of format-preserving
 * encryption, NIST SP 800-38G), with cycle-walking for the few values of
 * a² at or past `size`. A Feistel network is a bijection whatever its round
 * function, so distinct indices give distinct values by construction: this
 * is what makes `unique` fields unique at any row, page or shard without
 * remembering earlier values.
 *
 * Halves are below 2^26, so every intermediate value stays an exact
 * JavaScript integer (size up to 2^52).
 */
export const MAX_PERMUTATION_SIZE = 2 ** 52;

/** A 32-bit mix of a half and a round key (the finaliser of MurmurHash3). */
function mix(value: number, key: number): number {
  let h = (value ^ key) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A 32-bit mix brought into [0, a) by multiplying its top 26 bits by a and
 * keeping the quotient by 2^26: exact in doubles (a < 2^26), and a multiply
 * where a remainder of a double is a division.
 */
const reduce = (h: number, a: number): number => Math.floor(((h >>> 6) * a) / 67_108_864);

export class IndexPermutation {
  private readonly k0: number;
  private readonly k1: number;
  private readonly k2: number;
  private readonly k3: number;
  /** Each half's modulus: a² >= size, and a² - size < 2a + 1. */
  private readonly half: number;

  constructor(
    rng: Rng,
    readonly size: number,
  ) {
    // Size 0 is the permutation of no values: an empty space (a parent table
    // with no rows, a unique field with no possible value) is valid input and
    // is only an error where a row asks it for a value, which capacity checks refuse first.
    if (!(Number.isInteger(size) && size >= 0 && size <= MAX_PERMUTATION_SIZE))
      throw new RangeError(`IndexPermutation: size ${size} out of range`);
    // The smallest a >= 2 with a² >= size (the square root's rounding corrected).
    let half = Math.max(2, Math.ceil(Math.sqrt(size)));
    while (half * half < size) half++;
    while (half > 2 && (half - 1) * (half - 1) >= size) half--;
    this.half = half;
    this.k0 = rng.int(0, 0xffffffff);
    this.k1 = rng.int(0, 0xffffffff);
    this.k2 = rng.int(0, 0xffffffff);
    this.k3 = rng.int(0, 0xffffffff);
  }

  private encrypt(value: number): number {
    const a = this.half;
    let left = Math.floor(value / a);
    let right = value - left * a;
    // Four rounds, unrolled: (L, R) -> (R, (L + F(R)) mod a). Both terms are
    // below a, so the sum's modulo is one subtraction.
    let next = left + reduce(mix(right, this.k0), a);
    left = right;
    right = next >= a ? next - a : next;
    next = left + reduce(mix(right, this.k1), a);
    left = right;
    right = next >= a ? next - a : next;
    next = left + reduce(mix(right, this.k2), a);
    left = right;
    right = next >= a ? next - a : next;
    next = left + reduce(mix(right, this.k3), a);
    left = right;
    right = next >= a ? next - a : next;
    return left * a + right;
  }

  /** The value of index `i` (0 <= i < size); distinct for distinct indices. */
  at(i: number): number {
    // Outside [0, size) the walk might never come back: callers check capacity first.
    if (!(i >= 0 && i < this.size))
      throw new RangeError(`IndexPermutation: index ${i} outside [0, ${this.size})`);
    let value = this.encrypt(i);
    // Fewer than 2·sqrt(size) + 1 values lie past `size`: rarely more than one
    // step, and the walk ends because the cycle through `i` re-enters [0, size).
    while (value >= this.size) value = this.encrypt(value);
    return value;
  }
}

/** The numbers of 2 to 12 digits, block by block: where each starts among the indices. */
const GROWING_BLOCKS = Array.from({ length: 11 }, (_, b) => {
  const width = b + 2;
  const first = 10 ** (width - 1);
  // 10..99 take indices 0..89, 100..999 the next 900, and so on.
  return { width, first, size: 9 * first, start: first - 10 };
});

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
    for (const [block, { width, first, size, start }] of GROWING_BLOCKS.entries()) {
      if (i < start + size) {
        const permutation = this.blocks[block] ?? new IndexPermutation(this.rng.split(width), size);
        this.blocks[block] = permutation;
        return first + permutation.at(i - start);
      }
    }
    throw new RangeError(`GrowingNumbers: index ${i} out of range`);
  }
}
