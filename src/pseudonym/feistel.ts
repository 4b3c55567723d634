/**
 * A keyed permutation of the integers [0, size), in the manner of NIST
 * SP 800-38G's FF1: an alternating (unbalanced) Feistel network of ten
 * rounds over the smallest bit width that holds `size`, and cycle-walking
 * (apply again until the result falls inside) for sizes that are not a
 * power of two. A Feistel network is a bijection whatever its round
 * function, so distinct inputs give distinct outputs by construction; the
 * key only decides which bijection.
 *
 * The round function is a keyed 32-bit mixing function (multiply-xorshift,
 * as in MurmurHash3's finaliser) rather than AES: it runs some ten million
 * times a second in plain JavaScript. It is a pseudonymization permutation
 * for test data, not an encryption scheme: keep the key as secret as the
 * extract itself.
 *
 * Sizes up to 2^52 are supported (both halves stay within 26 bits, so all
 * arithmetic is exact in doubles and 32-bit integers).
 */
import { type KeyRing, ROUNDS } from './keys.js';

export const MAX_DOMAIN = 2 ** 52;

export class Permutation {
  private readonly keys: Int32Array;
  /** Bits of the left (u) and right (v) halves: u + v bits hold `size`. */
  private readonly u: number;
  private readonly v: number;
  private readonly rightScale: number;

  constructor(
    keyRing: KeyRing,
    label: string,
    readonly size: number,
  ) {
    if (!Number.isSafeInteger(size) || size < 1 || size > MAX_DOMAIN)
      throw new RangeError(`Permutation: size ${size} outside 1..2^52`);
    const bits = Math.max(2, Math.ceil(Math.log2(size)));
    this.u = bits >> 1;
    this.v = bits - this.u;
    this.rightScale = 2 ** this.v;
    this.keys = keyRing.roundKeys(`${label}#${size}`);
  }

  /** The image of `x` in [0, size); `tweak` (any 32-bit integer) selects one of 2^32 unrelated permutations. */
  apply(x: number, tweak = 0): number {
    if (this.size === 1) return 0;
    let y = x;
    do y = this.once(y, tweak);
    while (y >= this.size);
    return y;
  }

  /** The inverse of `apply` (names use it to walk a keyed cycle; tests to show the mapping is a bijection). */
  invert(y: number, tweak = 0): number {
    if (this.size === 1) return 0;
    let x = y;
    do x = this.onceInverse(x, tweak);
    while (x >= this.size);
    return x;
  }

  private once(x: number, tweak: number): number {
    let a = Math.floor(x / this.rightScale);
    let b = x - a * this.rightScale;
    for (let i = 0; i < ROUNDS; i++) {
      const bits = i % 2 === 0 ? this.u : this.v;
      const c = (a ^ this.round(i, b, tweak)) & ((1 << bits) - 1);
      a = b;
      b = c;
    }
    return a * this.rightScale + b;
  }

  private onceInverse(y: number, tweak: number): number {
    let a = Math.floor(y / this.rightScale);
    let b = y - a * this.rightScale;
    for (let i = ROUNDS - 1; i >= 0; i--) {
      const bits = i % 2 === 0 ? this.u : this.v;
      const previousA = (b ^ this.round(i, a, tweak)) & ((1 << bits) - 1);
      b = a;
      a = previousA;
    }
    return a * this.rightScale + b;
  }

  /** Keyed mix of one half (at most 26 bits), the round number and the tweak. */
  private round(i: number, half: number, tweak: number): number {
    let h = (half ^ (this.keys[2 * i] as number)) + Math.imul(tweak ^ i, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = (h ^ (this.keys[2 * i + 1] as number)) | 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
  }
}

/** Folds a number of up to 2^53 into a 32-bit tweak. */
export function tweakOf(value: number, salt = 0): number {
  const high = Math.floor(value / 2 ** 32);
  let h = Math.imul((value >>> 0) ^ salt, 0x85ebca6b) ^ Math.imul(high + 0x68e31da4, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** Permutations of one key ring, by label and size, built once. */
export class Permutations {
  /** Label -> size -> permutation: looked up per value, so no key string is built. */
  private readonly cache = new Map<string, Map<number, Permutation>>();

  constructor(readonly keys: KeyRing) {}

  get(label: string, size: number): Permutation {
    let bySize = this.cache.get(label);
    if (bySize === undefined) {
      bySize = new Map();
      this.cache.set(label, bySize);
    }
    let permutation = bySize.get(size);
    if (permutation === undefined) {
      permutation = new Permutation(this.keys, label, size);
      bySize.set(size, permutation);
    }
    return permutation;
  }
}

/** Lookups a memo counts its hits over, and how many windows it then skips when too few were found. */
const MEMO_WINDOW = 1024;
const MEMO_SKIPPED_WINDOWS = 16;

/**
 * A bounded memo for replacements of values that repeat (names, dates,
 * address words): forgotten all at once when full, so memory stays flat
 * however many distinct values stream past. Keeping a value that never
 * comes again costs more than computing it (the map grows, the value
 * outlives the young generation): when fewer than an eighth of a window's
 * lookups are found (the surnames of a large table, where each pair is
 * nearly unique), the next windows are computed without the map, then the
 * memo tries again. The first window, on an empty map, is not judged.
 */
export class Memo<V> {
  private readonly map = new Map<string, V>();
  private lookups = 0;
  private hits = 0;
  /** Lookups left to compute without the map. */
  private skip = 0;

  constructor(private readonly limit = 50_000) {}

  get(key: string, compute: (key: string) => V): V {
    if (this.skip > 0) {
      this.skip--;
      return compute(key);
    }
    let value = this.map.get(key);
    if (value === undefined) {
      value = compute(key);
      if (this.map.size >= this.limit) this.map.clear();
      this.map.set(key, value);
    } else this.hits++;
    if (++this.lookups === MEMO_WINDOW) {
      if (this.map.size > MEMO_WINDOW && this.hits * 8 < MEMO_WINDOW)
        this.skip = MEMO_WINDOW * MEMO_SKIPPED_WINDOWS;
      this.lookups = 0;
      this.hits = 0;
    }
    return value;
  }
}
