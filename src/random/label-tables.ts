/**
 * A stream label's own hash, computed once per label and reused under every
 * key it is split from.
 *
 * A child key is derived in two parts (`rng.ts`): the label's hash, which
 * depends on the label alone, and a mix of that hash with the parent key.
 * The first part is most of the work for a label of more than a few
 * characters, and a row splits the same few dozen labels under every row's
 * key: so labels are hashed once, here, and each split pays only the mix.
 *
 * The hash runs 4 lanes of FNV-style steps x -> imul(x ^ ch, P) over the
 * label's UTF-16 code units, each lane from its own offset and prime, and
 * folds in the length. Every character reaches every lane, but the lanes
 * are weak on their own (the low byte of a lane depends only on the low
 * bytes of the characters); the murmur3 finalisers that follow in `rng.ts`
 * give full avalanche.
 */
export const LANE_PRIMES = [0x01000193, 0x5bd1e995, 0x27d4eb2d, 0x165667b1] as const;
const [P0, P1, P2, P3] = LANE_PRIMES;
const GOLDEN = 0x9e3779b9;
/** Per-lane offsets: GOLDEN times 1 to 4. */
export const LANE_OFFSETS = [
  GOLDEN | 0,
  Math.imul(GOLDEN, 2),
  Math.imul(GOLDEN, 3),
  Math.imul(GOLDEN, 4),
] as const;
const [LANE0, LANE1, LANE2, LANE3] = LANE_OFFSETS;

/**
 * Labels remembered at most, whether made by `streamLabel` or met as a
 * string by `labelOf`. A generator's labels are a few dozen fixed strings,
 * met on the first request; past the limit (a server that has seen many
 * schemas) a new label is hashed on each use, with the same result.
 */
const MAX_LABELS = 4096;

/** A label with its hash: the four lane words, as int32. */
export class StreamLabel {
  readonly h0: number = 0;
  readonly h1: number = 0;
  readonly h2: number = 0;
  readonly h3: number = 0;

  constructor(readonly text: string) {
    let a = LANE0;
    let b = LANE1;
    let c = LANE2;
    let d = LANE3;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      a = Math.imul(a ^ ch, P0);
      b = Math.imul(b ^ ch, P1);
      c = Math.imul(c ^ ch, P2);
      d = Math.imul(d ^ ch, P3);
    }
    // The length keeps a label apart from the same text with trailing NULs.
    this.h0 = a ^ text.length;
    this.h1 = b;
    this.h2 = c;
    this.h3 = d;
  }
}

const LABELS = new Map<string, StreamLabel>();

/**
 * The StreamLabel of `text`, remembered while there is room: a caller that
 * splits by the same label over and over (a bulk field, once per row)
 * resolves it once and passes it.
 */
export function streamLabel(text: string): StreamLabel {
  let label = LABELS.get(text);
  if (label === undefined) {
    label = new StreamLabel(text);
    if (LABELS.size < MAX_LABELS) LABELS.set(text, label);
  }
  return label;
}

/**
 * The label of a string passed to `split`: a generator's labels are
 * literals, and a lookup by a literal (whose hash the engine keeps) costs
 * less than hashing its characters again.
 */
export const labelOf = streamLabel;
