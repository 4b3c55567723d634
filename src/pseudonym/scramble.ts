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

const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';
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

interface Symbols {
  readonly at: number[];
  readonly classes: number[];
  readonly values: number[];
}

function read(text: string): Symbols {
  const at: number[] = [];
  const classes: number[] = [];
  const values: number[] = [];
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
    at.push(i);
    classes.push(cls);
    values.push(value);
  }
  return { at, classes, values };
}

function symbolOf(cls: number, value: number): string {
  if (cls === DIGIT) return String.fromCharCode(48 + value);
  if (cls === LOWER) return ASCII_LOWER[value]!;
  if (cls === UPPER) return String.fromCharCode(65 + value);
  return (cls === ACCENT_LOWER ? ACCENTED_LOWER : ACCENTED_UPPER)[value]!;
}

/** Chunk boundaries: [start, end) runs of symbols whose radix product stays under CHUNK_LIMIT. */
function chunksOf(classes: readonly number[]): [number, number][] {
  const chunks: [number, number][] = [];
  let start = 0;
  let product = 1;
  for (let i = 0; i < classes.length; i++) {
    const radix = RADIX[classes[i]!]!;
    if (product * radix > CHUNK_LIMIT) {
      chunks.push([start, i]);
      start = i;
      product = 1;
    }
    product *= radix;
  }
  if (start < classes.length) chunks.push([start, classes.length]);
  return chunks;
}

function chunkValue(symbols: Symbols, [start, end]: [number, number]): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * RADIX[symbols.classes[i]!]! + symbols.values[i]!;
  return value;
}

function chunkSize(classes: readonly number[], [start, end]: [number, number]): number {
  let size = 1;
  for (let i = start; i < end; i++) size *= RADIX[classes[i]!]!;
  return size;
}

function setChunk(symbols: Symbols, [start, end]: [number, number], value: number): void {
  let rest = value;
  // A chunk's value may pass 2^31: `%` on it is a floating-point remainder, a
  // call into the runtime; the quotient's floor is exact below 2^53, and a
  // multiply and a subtraction give the same digit.
  for (let i = end - 1; i >= start; i--) {
    const radix = RADIX[symbols.classes[i]!]!;
    const quotient = Math.floor(rest / radix);
    symbols.values[i] = rest - quotient * radix;
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
  classes: readonly number[],
  chunks: [number, number][],
): Passes {
  const passes: Passes = { forward: [], backward: [] };
  for (const chunk of chunks) {
    const size = chunkSize(classes, chunk);
    passes.forward.push(permutations.get(forward, size));
    if (chunks.length > 1) passes.backward.push(permutations.get(backward, size));
  }
  return passes;
}

/** One keyed pass over every chunk, forward then backward, in place. */
function permuteOnce(passes: Passes, symbols: Symbols, chunks: [number, number][]) {
  let previous = 0;
  for (let j = 0; j < chunks.length; j++) {
    const out = passes.forward[j]!.apply(chunkValue(symbols, chunks[j]!), tweakOf(previous, j));
    setChunk(symbols, chunks[j]!, out);
    previous = out;
  }
  if (chunks.length < 2) return;
  previous = 0;
  for (let j = chunks.length - 1; j >= 0; j--) {
    const out = passes.backward[j]!.apply(chunkValue(symbols, chunks[j]!), tweakOf(previous, j));
    setChunk(symbols, chunks[j]!, out);
    previous = out;
  }
}

function render(text: string, symbols: Symbols): string {
  const codes = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  for (let k = 0; k < symbols.at.length; k++)
    codes[symbols.at[k]!] = symbolOf(symbols.classes[k]!, symbols.values[k]!).charCodeAt(0);
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
  const symbols = read(text);
  if (symbols.at.length === 0) return text;
  const chunks = chunksOf(symbols.classes);
  const passes = passesOf(permutations, passLabels(label), symbols.classes, chunks);
  for (;;) {
    permuteOnce(passes, symbols, chunks);
    const out = render(text, symbols);
    if (accept === undefined || accept(out)) return out;
  }
}
