/**
 * The one source of randomness. Every generator takes an `Rng` first and
 * draws from nothing else, so output is a function of the seed alone.
 *
 * Engine: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit
 * state, passes PractRand) keyed by a 128-bit key. `split(label)` derives a
 * child key from the parent *key* and the label, not from the parent's
 * position, so children are independent of how much the parent has drawn:
 * that is what makes output prefix-stable and schema-stable.
 *
 * A stream starts drawing from its key as it is, with no warm-up rounds.
 * sfc32's usual warm-up (a dozen rounds or more) is there for keys with
 * little entropy or close to each other (seeds 1, 2, 3...); ours are the end
 * of murmur3 finalisers over the parent key and the label's hash
 * (`deriveKey`), so nearby labels or parents give unrelated states. From a
 * state that looks uniform, sfc32's first outputs are as good as its later
 * ones. A row makes about 33 streams, most drawn once or twice, so the
 * twelve rounds each paid were a measurable share of a row. `rng.test.ts`
 * checks the first draws of sibling, cousin and nested streams for
 * uniformity, bit balance and correlation.
 */
import { LANE_OFFSETS, LANE_PRIMES, labelOf, StreamLabel } from './label-tables.js';

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
  /** Independent child stream named by `label`; a StreamLabel names it as its text does, faster when reused. */
  split(label: string | number | StreamLabel): Rng;
}

const [P0, P1, P2, P3] = LANE_PRIMES;
const [LANE0, LANE1, LANE2, LANE3] = LANE_OFFSETS;
/** Digit strings by value: appending one skips a number-to-string conversion per digit. */
const DIGIT_CHARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** "00" to "99", for two digits at a time. */
const DIGIT_PAIRS = Array.from(
  { length: 100 },
  (_, n) => `${DIGIT_CHARS[Math.floor(n / 10)]}${DIGIT_CHARS[n % 10]}`,
);

/** Character codes of an index label, "#" then the digits, at its end: scratch of `split(number)`. */
const INDEX_LABEL = new Uint8Array(11);

/** Writes the label of `index` (an int32 >= 0) at the end of INDEX_LABEL; returns where it starts. */
function writeIndexLabel(index: number): number {
  let start = INDEX_LABEL.length;
  let n = index;
  do {
    // Int32 division by a constant: a multiply, where a float division would cost more than the string.
    const q = (n / 10) | 0;
    INDEX_LABEL[--start] = 0x30 + n - q * 10;
    n = q;
  } while (n > 0);
  INDEX_LABEL[--start] = 0x23; // '#'
  return start;
}

/** murmur3's 32-bit finaliser: full avalanche of one word (as int32). */
function fmix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** Tables at least this long get a guide for `weighted`; shorter ones are searched whole. */
const GUIDED_LENGTH = 256;
/** Longer tables are searched whole: a guide's entries are 16-bit indices. */
const MAX_GUIDED_LENGTH = 65536;
/**
 * Buckets of a guide: a power of two, so a bucket is an exact range of
 * `float()`. 4,096 buckets of 16-bit indices make an 8 KiB guide: about
 * half the draws in the name tables land in a bucket of one entry and search
 * nothing, the rest one or two probes. Larger guides search less but were
 * slower in whole rows (16,384 buckets by 2 %, 65,536 by 5 %): the guides
 * compete for the cache with the name tables and everything else a row reads.
 */
const GUIDE_BUCKETS = 4096;

interface Guide {
  /**
   * `buckets[b]` is the index `weighted` returns for u = b / GUIDE_BUCKETS. As
   * u * total only grows with u, the index for any u of bucket b lies in
   * [buckets[b], buckets[b + 1]]: the same pick, searched over a few entries.
   */
  readonly buckets: Uint16Array;
  /**
   * The table as int32 when all its weights are (name and municipality
   * tables are): half the bytes of an array of numbers, so fewer cache lines
   * for a search that lands on a random part of a 26,000-entry table.
   */
  readonly packed: Int32Array | undefined;
}

const GUIDES = new WeakMap<readonly number[], Guide>();
/** The first tables guided, found by identity before the WeakMap: a handful of tables make nearly every draw. */
const FIRST_GUIDED: { readonly table: readonly number[]; readonly guide: Guide }[] = [];
const MAX_FIRST_GUIDED = 8;

function guideOf(cumulative: readonly number[]): Guide {
  for (const entry of FIRST_GUIDED) if (entry.table === cumulative) return entry.guide;
  let guide = GUIDES.get(cumulative);
  if (guide === undefined) {
    const last = cumulative.length - 1;
    const total = cumulative[last] as number;
    const buckets = new Uint16Array(GUIDE_BUCKETS + 1);
    let index = 0;
    for (let b = 0; b <= GUIDE_BUCKETS; b++) {
      const target = (b / GUIDE_BUCKETS) * total;
      while (index < last && (cumulative[index] as number) <= target) index++;
      buckets[b] = index;
    }
    const packed = cumulative.every((weight) => (weight | 0) === weight)
      ? Int32Array.from(cumulative)
      : undefined;
    guide = { buckets, packed };
    if (FIRST_GUIDED.length < MAX_FIRST_GUIDED) FIRST_GUIDED.push({ table: cumulative, guide });
    else GUIDES.set(cumulative, guide);
  }
  return guide;
}

/**
 * All words are kept as int32 (`| 0`), so the engine stores them unboxed;
 * the bits are those of the unsigned words the algorithm is written in.
 */
class Sfc32 implements Rng {
  // The state starts as the key; the key is kept apart, as `split` derives
  // from it whatever has been drawn since. Every field starts as an int32
  // so the engine keeps them all as small integers, never as boxed numbers.
  private a: number = 0;
  private b: number = 0;
  private c: number = 0;
  private d: number = 0;
  private readonly k0: number = 0;
  private readonly k1: number = 0;
  private readonly k2: number = 0;
  private readonly k3: number = 0;

  constructor(k0: number, k1: number, k2: number, k3: number) {
    this.a = this.k0 = k0 | 0;
    this.b = this.k1 = k1 | 0;
    this.c = this.k2 = k2 | 0;
    this.d = this.k3 = k3 | 0;
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
    const last = cumulative.length - 1;
    const total = cumulative[last] ?? 0;
    const u = this.float();
    const target = u * total;
    let lo = 0;
    let hi = last;
    if (last >= GUIDED_LENGTH && last < MAX_GUIDED_LENGTH) {
      // Narrow the search to the indices the guide gives for u's bucket.
      const { buckets, packed } = guideOf(cumulative);
      const bucket = Math.floor(u * GUIDE_BUCKETS);
      lo = buckets[bucket] as number;
      hi = buckets[bucket + 1] as number;
      if (packed !== undefined) {
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if ((packed[mid] as number) > target) hi = mid;
          else lo = mid + 1;
        }
        return lo;
      }
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  digits(n: number): string {
    // Two digits per draw: one word scaled to [0, 100) is as uniform as one
    // scaled to [0, 10) (both within 100 / 2^32), and a row draws some fifty
    // digits. The state is stepped in locals: one write-back per call, not
    // per draw. Same steps as `next()`.
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    let out = '';
    for (let left = n; left > 0; left -= 2) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      const u = (t >>> 0) / 4294967296;
      out += left >= 2 ? DIGIT_PAIRS[Math.floor(u * 100)] : DIGIT_CHARS[Math.floor(u * 10)];
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return out;
  }

  /**
   * Kept this small so the engine inlines it where it is called: a child
   * drawn from and dropped in the same function (`rng.split('sex').bool()`)
   * then never becomes an object. The derivation itself is not inlined.
   */
  split(label: string | number | StreamLabel): Rng {
    deriveKey(this.k0, this.k1, this.k2, this.k3, label);
    return new Sfc32(
      CHILD_KEY[0] as number,
      CHILD_KEY[1] as number,
      CHILD_KEY[2] as number,
      CHILD_KEY[3] as number,
    );
  }
}

/** Where `deriveKey` leaves the child's key: four words without an array per split. */
const CHILD_KEY = new Int32Array(4);

/**
 * The child key of `label` under the key (k0..k3), into CHILD_KEY: the
 * label's hash (`label-tables.ts`, computed once per label) XORed into the
 * key, each word through a murmur3 finaliser (full avalanche within the
 * word), then the words crossed, each with its neighbour, by an addition or
 * an XOR, so that no word of the child key depends on one word of the key
 * alone. The four finalisers are independent of one another, so the
 * processor runs them side by side; chained, each waiting for the one
 * before, the derivation measured 3 % slower per row.
 */
function deriveKey(
  k0: number,
  k1: number,
  k2: number,
  k3: number,
  label: string | number | StreamLabel,
): void {
  let h0: number;
  let h1: number;
  let h2: number;
  let h3: number;
  if (typeof label === 'number' && (label | 0) === label && label >= 0) {
    // A row index (once per row, never twice the same): its text "#<digits>"
    // hashed from the integer, the same steps as for any label, with no
    // string built and nothing remembered.
    const start = writeIndexLabel(label);
    h0 = LANE0;
    h1 = LANE1;
    h2 = LANE2;
    h3 = LANE3;
    for (let i = start; i < INDEX_LABEL.length; i++) {
      const ch = INDEX_LABEL[i] as number;
      h0 = Math.imul(h0 ^ ch, P0);
      h1 = Math.imul(h1 ^ ch, P1);
      h2 = Math.imul(h2 ^ ch, P2);
      h3 = Math.imul(h3 ^ ch, P3);
    }
    h0 ^= INDEX_LABEL.length - start;
  } else {
    const resolved =
      typeof label === 'string'
        ? labelOf(label)
        : typeof label === 'number'
          ? new StreamLabel(`#${label}`)
          : label;
    h0 = resolved.h0;
    h1 = resolved.h1;
    h2 = resolved.h2;
    h3 = resolved.h3;
  }
  const m0 = fmix32(k0 ^ h0);
  const m1 = fmix32(k1 ^ h1);
  const m2 = fmix32(k2 ^ h2);
  const m3 = fmix32(k3 ^ h3);
  CHILD_KEY[0] = (m0 + m3) | 0;
  CHILD_KEY[1] = m1 ^ m0;
  CHILD_KEY[2] = (m2 + m1) | 0;
  CHILD_KEY[3] = m3 ^ m2;
}

/** The stream every seed is split from. */
const ROOT = new Sfc32(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344);

/** The root stream of a seed. Equal seed strings give equal streams, forever. */
export function rngFromSeed(seed: string): Rng {
  // A seed is hashed on its own, not remembered as a label: seeds are many.
  return ROOT.split(new StreamLabel(seed));
}
