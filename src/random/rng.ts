/**
 * The one source of randomness. Every generator takes an `Rng` first and
 * draws from nothing else, so output is a function of the seed alone.
 *
 * Engine: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit
 * state, passes PractRand) keyed by a 128-bit key. `split(label)` derives a
 * child key from the parent *key* and the label, not from the parent's
 * position, so children are independent of how much the parent has drawn:
 * that is what makes output prefix-stable and schema-stable.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  float(): number;
  /** Uniform integer in [min, max], both inclusive; bounds up to 2^53. */
  int(min: number, max: number): number;
  /** True with probability `p` (default 0.5). */
  bool(p?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn by weight from ascending cumulative weights (last = total). */
  weighted(cumulative: readonly number[]): number;
  /** `n` uniform decimal digits. */
  digits(n: number): string;
  /** Independent child stream named by `label`. */
  split(label: string | number): Rng;
}

type Key = readonly [number, number, number, number];

const GOLDEN = 0x9e3779b9;

/** murmur3's 32-bit finaliser: full avalanche of one word. */
function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hashes `text` into a new 128-bit key under `key` (4 lanes, FNV-style steps, cross-mixed). */
function deriveKey(key: Key, text: string): Key {
  let a = key[0] ^ GOLDEN;
  let b = key[1] ^ Math.imul(GOLDEN, 2);
  let c = key[2] ^ Math.imul(GOLDEN, 3);
  let d = key[3] ^ Math.imul(GOLDEN, 4);
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x5bd1e995);
    c = Math.imul(c ^ ch, 0x27d4eb2d);
    d = Math.imul(d ^ ch, 0x165667b1);
  }
  const n = text.length;
  a = fmix32(a ^ n ^ d);
  b = fmix32(b ^ a);
  c = fmix32(c ^ b);
  d = fmix32(d ^ c);
  return [a, b, c, d];
}

const ROOT: Key = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344];

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly key: Key) {
    [this.a, this.b, this.c, this.d] = key;
    // Warm-up rounds decorrelate nearby keys.
    for (let i = 0; i < 12; i++) this.next();
  }

  private next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  float(): number {
    return this.next() / 4294967296;
  }

  int(min: number, max: number): number {
    if (!(max >= min)) throw new RangeError(`int(${min}, ${max}): empty range`);
    const span = max - min + 1;
    if (span <= 4294967296) return min + Math.floor(this.float() * span);
    // 53-bit draw for wide ranges.
    const hi = this.next() >>> 11;
    const lo = this.next();
    const u = (hi * 4294967296 + lo) / 9007199254740992;
    return min + Math.floor(u * span);
  }

  bool(p = 0.5): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  weighted(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const target = this.float() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += Math.floor(this.float() * 10);
    return out;
  }

  split(label: string | number): Rng {
    return new Sfc32(deriveKey(this.key, typeof label === 'number' ? `#${label}` : label));
  }
}

/** The root stream of a seed. Equal seed strings give equal streams, forever. */
export function rngFromSeed(seed: string): Rng {
  return new Sfc32(deriveKey(ROOT, seed));
}
