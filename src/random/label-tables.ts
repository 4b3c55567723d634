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
/** Splits by a label before it gets its table: labels of small requests never pay for one. */
const USES_BEFORE_TABLE = 64;
/**
 * Labels shared at most (a table is 4 KiB, so a few MiB at worst); later
 * ones still work, each with its own count and table.
 */
const MAX_LABELS = 1024;

/**
 * A label split from many keys, such as a bulk field's (once per row):
 * resolved once by the caller, it carries its table, built after enough uses.
 */
export class StreamLabel {
  private uses = 0;
  private built: LabelTable | undefined;
  private readonly tabulable: boolean;

  constructor(readonly text: string) {
    this.tabulable = text.length >= MIN_LENGTH && /^[\u0000-\u00ff]*$/.test(text);
  }

  /** The label's table once it has been used enough; undefined before, and for labels without one. */
  table(): LabelTable | undefined {
    if (this.built === undefined && this.tabulable && ++this.uses >= USES_BEFORE_TABLE) {
      this.built = buildTable(this.text);
    }
    return this.built;
  }
}

const LABELS = new Map<string, StreamLabel>();

/** The shared StreamLabel of `text`: its table serves every request that uses the label. */
export function streamLabel(text: string): StreamLabel {
  let label = LABELS.get(text);
  if (label === undefined) {
    label = new StreamLabel(text);
    if (LABELS.size < MAX_LABELS) LABELS.set(text, label);
  }
  return label;
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
