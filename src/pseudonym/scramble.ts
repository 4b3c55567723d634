/**
 * "Digits by digits, letters by letters": a keyed permutation of all the
 * strings that share a value's pattern. Each ASCII digit becomes a digit,
 * each ASCII letter a letter of the same case, each Spanish accented letter
 * (and ñ, ç) one of those of the same case; anything else (spaces,
 * punctuation, other scripts) stays where it is.
 *
 * The symbols are read as one mixed-radix number, cut into chunks of at most
 * 2^48 values; each chunk is permuted with a tweak made of its position and
 * the chunk before it, then again from the last chunk back, so every output
 * symbol depends on every input symbol. Each step is a bijection, so the
 * whole is one. `accept` cycle-walks: the permutation is applied again until
 * the result is acceptable, which keeps the outputs inside any set the input
 * belongs to (such as "not a valid DNI") and the mapping a bijection there.
 */
import { type Permutation, type Permutations, tweakOf } from './feistel.js';
import { fromCodes } from './presentation.js';

const ACCENTED_LOWER = 'áéíóúüñàèìòùçâêîôûäëïö';
const ACCENTED_UPPER = ACCENTED_LOWER.toUpperCase();
const CHUNK_LIMIT = 2 ** 48;

/** Symbol classes, by what a position may hold. */
const DIGIT = 0;
const LOWER = 1;
const UPPER = 2;
const ACCENT_LOWER = 3;
const ACCENT_UPPER = 4;
const RADIX = [10, 26, 26, ACCENTED_LOWER.length, ACCENTED_LOWER.length];

/**
 * A value's symbols: where each is in the text, its class and its value.
 * Typed arrays, reused from value to value (one scramble runs at a time,
 * unless an `accept` scrambles too: then the inner call takes fresh ones),
 * since this runs for every email, account and unknown word replaced.
 */
class Symbols {
  length = 0;
  at: Int32Array;
  classes: Uint8Array;
  values: Int32Array;
  /** Chunk j is [starts[j], starts[j + 1]); `chunks` of them. */
  starts: Int32Array;
  chunks = 0;

  constructor(capacity: number) {
    this.at = new Int32Array(capacity);
    this.classes = new Uint8Array(capacity);
    this.values = new Int32Array(capacity);
    this.starts = new Int32Array(capacity + 1);
  }

  /** Room for a text of `size` code units. */
  fit(size: number): void {
    if (size <= this.at.length) return;
    const capacity = Math.max(size, 2 * this.at.length);
    this.at = new Int32Array(capacity);
    this.classes = new Uint8Array(capacity);
    this.values = new Int32Array(capacity);
    this.starts = new Int32Array(capacity + 1);
  }
}

const shared = new Symbols(64);
let sharedInUse = false;

function read(text: string, symbols: Symbols): void {
  symbols.fit(text.length);
  const { at, classes, values } = symbols;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let cls = -1;
    let value = 0;
    if (c >= 48 && c <= 57) {
      cls = DIGIT;
      value = c - 48;
    } else if (c >= 97 && c <= 122) {
      cls = LOWER;
      value = c - 97;
    } else if (c >= 65 && c <= 90) {
      cls = UPPER;
      value = c - 65;
    } else if (c > 127) {
      const lower = ACCENTED_LOWER.indexOf(text[i]!);
      const upper = lower < 0 ? ACCENTED_UPPER.indexOf(text[i]!) : -1;
      if (lower >= 0) {
        cls = ACCENT_LOWER;
        value = lower;
      } else if (upper >= 0) {
        cls = ACCENT_UPPER;
        value = upper;
      }
    }
    if (cls < 0) continue;
    at[n] = i;
    classes[n] = cls;
    values[n] = value;
    n++;
  }
  symbols.length = n;
}

function symbolCode(cls: number, value: number): number {
  if (cls === DIGIT) return 48 + value;
  if (cls === LOWER) return 97 + value;
  if (cls === UPPER) return 65 + value;
  return (cls === ACCENT_LOWER ? ACCENTED_LOWER : ACCENTED_UPPER).charCodeAt(value);
}

/** Chunk boundaries: runs of symbols whose radix product stays under CHUNK_LIMIT. */
function cutChunks(symbols: Symbols): void {
  const { classes, starts, length } = symbols;
  let chunks = 0;
  let start = 0;
  let product = 1;
  for (let i = 0; i < length; i++) {
    const radix = RADIX[classes[i]!]!;
    if (product * radix > CHUNK_LIMIT) {
      starts[chunks++] = start;
      start = i;
      product = 1;
    }
    product *= radix;
  }
  if (start < length) starts[chunks++] = start;
  starts[chunks] = length;
  symbols.chunks = chunks;
}

function chunkValue(symbols: Symbols, start: number, end: number): number {
  const { classes, values } = symbols;
  let value = 0;
  for (let i = start; i < end; i++) value = value * RADIX[classes[i]!]! + values[i]!;
  return value;
}

function chunkSize(classes: Uint8Array, start: number, end: number): number {
  let size = 1;
  for (let i = start; i < end; i++) size *= RADIX[classes[i]!]!;
  return size;
}

function setChunk(symbols: Symbols, start: number, end: number, value: number): void {
  const { classes, values } = symbols;
  let rest = value;
  // A chunk's value may pass 2^31: `%` on it is a floating-point remainder, a
  // call into the runtime; the quotient's floor is exact below 2^53, and a
  // multiply and a subtraction give the same digit.
  for (let i = end - 1; i >= start; i--) {
    const radix = RADIX[classes[i]!]!;
    const quotient = Math.floor(rest / radix);
    values[i] = rest - quotient * radix;
    rest = quotient;
  }
}

const PASS_LABELS = new Map<string, readonly [string, string]>();

/** The labels of the forward and backward passes of `label`, built once. */
function passLabels(label: string): readonly [string, string] {
  let labels = PASS_LABELS.get(label);
  if (labels === undefined) {
    labels = [`${label}>`, `${label}<`];
    PASS_LABELS.set(label, labels);
  }
  return labels;
}

/** The permutations of a scramble's chunks, one per chunk and pass, looked up once per value. */
interface Passes {
  readonly forward: Permutation[];
  readonly backward: Permutation[];
}

function passesOf(
  permutations: Permutations,
  [forward, backward]: readonly [string, string],
  symbols: Symbols,
): Passes {
  const passes: Passes = { forward: [], backward: [] };
  const { chunks, starts, classes } = symbols;
  for (let j = 0; j < chunks; j++) {
    const size = chunkSize(classes, starts[j]!, starts[j + 1]!);
    passes.forward.push(permutations.get(forward, size));
    if (chunks > 1) passes.backward.push(permutations.get(backward, size));
  }
  return passes;
}

/** One keyed pass over every chunk, forward then backward, in place. */
function permuteOnce(passes: Passes, symbols: Symbols) {
  const { chunks, starts } = symbols;
  let previous = 0;
  for (let j = 0; j < chunks; j++) {
    const start = starts[j]!;
    const end = starts[j + 1]!;
    const out = passes.forward[j]!.apply(chunkValue(symbols, start, end), tweakOf(previous, j));
    setChunk(symbols, start, end, out);
    previous = out;
  }
  if (chunks < 2) return;
  previous = 0;
  for (let j = chunks - 1; j >= 0; j--) {
    const start = starts[j]!;
    const end = starts[j + 1]!;
    const out = passes.backward[j]!.apply(chunkValue(symbols, start, end), tweakOf(previous, j));
    setChunk(symbols, start, end, out);
    previous = out;
  }
}

function render(text: string, symbols: Symbols): string {
  const { at, classes, values, length } = symbols;
  const codes = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  for (let k = 0; k < length; k++) codes[at[k]!] = symbolCode(classes[k]!, values[k]!);
  return fromCodes(codes);
}

/**
 * `text` with its digits and letters replaced under the permutation named
 * `label`; `accept` must hold for `text` itself (cycle-walking ends there at
 * the latest).
 */
export function scramble(
  permutations: Permutations,
  label: string,
  text: string,
  accept?: (candidate: string) => boolean,
): string {
  const own = sharedInUse;
  const symbols = own ? new Symbols(text.length) : shared;
  sharedInUse = true;
  try {
    read(text, symbols);
    if (symbols.length === 0) return text;
    cutChunks(symbols);
    const passes = passesOf(permutations, passLabels(label), symbols);
    for (;;) {
      permuteOnce(passes, symbols);
      const out = render(text, symbols);
      if (accept === undefined || accept(out)) return out;
    }
  } finally {
    if (!own) sharedInUse = false;
  }
}
