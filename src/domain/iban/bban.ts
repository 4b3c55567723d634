/**
 * BBAN structures in the SWIFT IBAN registry notation: a run of segments
 * `<length>!<type>`, where type `n` is digits, `a` upper-case letters and `c`
 * upper-case alphanumerics, and `!` marks a fixed length (every registry row
 * uses fixed lengths). ES is `4!n4!n1!n1!n10!n`: 20 digits in five fields.
 *
 * Source: SWIFT, IBAN Registry (ISO 13616), "BBAN structure" row and its
 * notation legend.
 */
import type { Rng } from '../../random/rng.js';

export type BbanCharset = 'n' | 'a' | 'c';

export interface BbanSegment {
  readonly length: number;
  readonly charset: BbanCharset;
}

export interface BbanStructure {
  readonly notation: string;
  readonly segments: readonly BbanSegment[];
  readonly length: number;
  /** Anchored pattern of the whole BBAN. */
  readonly pattern: RegExp;
}

const SEGMENT = /(\d+)!([nac])/y;
const CLASS: Readonly<Record<BbanCharset, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Parses a registry notation; anything else (variable lengths, `e` blanks) is a data error and throws. */
export function parseBban(notation: string): BbanStructure {
  const segments: BbanSegment[] = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < notation.length) {
    const start = SEGMENT.lastIndex;
    const match = SEGMENT.exec(notation);
    if (match === null) throw new Error(`BBAN notation '${notation}': unreadable at ${start}`);
    segments.push({ length: Number(match[1]), charset: match[2] as BbanCharset });
  }
  if (segments.length === 0) throw new Error('BBAN notation is empty');
  const source = segments.map((s) => `${CLASS[s.charset]}{${s.length}}`).join('');
  return {
    notation,
    segments,
    length: segments.reduce((sum, s) => sum + s.length, 0),
    pattern: new RegExp(`^${source}$`),
  };
}

/** Random characters of one charset; alphanumerics are digits nine times in ten, as real account numbers mostly are. */
function randomChars(rng: Rng, charset: BbanCharset, length: number): string {
  if (charset === 'n') return rng.digits(length);
  let out = '';
  for (let i = 0; i < length; i++) {
    out +=
      charset === 'c' && rng.bool(0.9)
        ? String(rng.int(0, 9))
        : LETTERS.charAt(rng.int(0, LETTERS.length - 1));
  }
  return out;
}

/** A random BBAN that matches `structure` (no national check digits fixed yet). */
export function randomBban(rng: Rng, structure: BbanStructure): string {
  let out = '';
  for (const segment of structure.segments) out += randomChars(rng, segment.charset, segment.length);
  return out;
}

/** True when `text` could stand at BBAN offset `start`: inside the BBAN and of the right charsets. */
export function fitsStructure(structure: BbanStructure, text: string, start: number): boolean {
  if (start < 0 || start + text.length > structure.length) return false;
  let offset = 0;
  for (const segment of structure.segments) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + segment.length, start + text.length);
    if (from < to && !new RegExp(`^${CLASS[segment.charset]}+$`).test(text.slice(from - start, to - start))) {
      return false;
    }
    offset += segment.length;
  }
  return true;
}
