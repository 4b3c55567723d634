/**
 * UUID (RFC 9562, formerly RFC 4122): 128 bits written as 32 hex digits in
 * groups 8-4-4-4-12.
 *
 * The version is the first hex digit of the third group (1-8 are defined)
 * and the variant the top bits of the fourth group: 10xx (hex 8, 9, a or b)
 * for RFC 9562 UUIDs. Input may be upper or lower case, with or without the
 * dashes, in braces or as a urn:uuid: URN; the normalized form is lower case
 * with dashes. The Nil and Max UUIDs carry no version and are rejected.
 * Version 4 is random; version 7 puts the Unix time in milliseconds in its
 * first 48 bits, taken from the caller so output stays deterministic.
 *
 * Sources: RFC 9562 (2024), sections 4 (format, variant, version), 5.4
 * (version 4), 5.7 (version 7) and 5.9-5.10 (Nil, Max).
 */
import type { Rng } from '../../random/rng.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';

const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BARE = /^[0-9a-f]{32}$/;
const MAX_UNIX_MS = 2 ** 48 - 1;

const SPACE = /\p{Zs}/u;
const ASCII_UPPER = /[A-Z]/;
const NON_ASCII = /[^\0-\x7f]/;
const BRACED = /^\{(.*)\}$/;

/** A Unicode space separator; the regex only for the few code points that can be one. */
const isSpaceAt = (value: string, i: number): boolean => {
  const c = value.charCodeAt(i);
  return c === 32 || (c >= 160 && SPACE.test(value[i]!));
};

/** Linear trim of Unicode space separators (an anchored regex backtracks quadratically on long runs). */
function trimSpaceSeparators(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isSpaceAt(value, start)) start++;
  while (end > start && isSpaceAt(value, end - 1)) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * Lower case (ASCII only), outer spaces, URN prefix and braces removed,
 * dashes put in their places when absent. Each step is tried only when it
 * can apply: `kind: auto` compacts every value this way.
 */
export function compactUuid(value: string): string {
  let v = trimSpaceSeparators(value);
  // ASCII letters only; on an all-ASCII string the built-in lower-casing is the same.
  if (ASCII_UPPER.test(v))
    v = NON_ASCII.test(v) ? v.replace(/[A-Z]/g, (c) => c.toLowerCase()) : v.toLowerCase();
  if (v.startsWith('urn:uuid:')) v = v.slice(9);
  if (v.charCodeAt(0) === 123) v = v.replace(BRACED, '$1');
  if (!BARE.test(v)) return v;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

export function detectUuid(compacted: string): boolean {
  return CANONICAL.test(compacted);
}

export function validateUuid(value: string): ValidationResult {
  const uuid = compactUuid(value);
  if (!CANONICAL.test(uuid)) return fail('invalid_uuid_format');
  const version = uuid.charAt(14);
  const variantOk = '89ab'.includes(uuid.charAt(19));
  if (version < '1' || version > '8' || !variantOk) return fail('invalid_uuid_format');
  return ok(uuid, { version });
}

/** The canonical form (lower case with dashes); compacts, does not validate. */
export function formatUuid(value: string): string {
  return compactUuid(value);
}

/** "00" to "ff". */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** "-00" to "-ff": the bytes that open a dash-separated group. */
const DASHED_HEX = HEX.map((hex) => `-${hex}`);

/** The bytes of the UUID being written: filled and read within one call, so no array per UUID. */
const BYTES = new Uint8Array(16);

/** Lays out 16 bytes as a UUID after stamping the version and the RFC 9562 variant. */
function stamp(bytes: Uint8Array, version: number): string {
  bytes[6] = ((bytes[6] as number) & 0x0f) | (version << 4);
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  let out = '';
  for (let i = 0; i < 16; i++) {
    // A group's first byte comes with its dash: one append per byte.
    out += (i === 4 || i === 6 || i === 8 || i === 10 ? DASHED_HEX : HEX)[bytes[i] as number];
  }
  return out;
}

/** Random bytes from `from` to the end of BYTES, four from each 32-bit draw. */
function fillRandom(rng: Rng, from: number): Uint8Array {
  let word = 0;
  for (let i = from; i < 16; i++) {
    if ((i - from) % 4 === 0) word = rng.int(0, 0xffffffff);
    BYTES[i] = word & 0xff;
    word >>>= 8;
  }
  return BYTES;
}

export function uuidV4(rng: Rng): string {
  return stamp(fillRandom(rng, 0), 4);
}

/** Version 7: `unixMs` (an integer 0 to 2^48-1) big-endian in the first six bytes, the rest random. */
export function uuidV7(rng: Rng, unixMs: number): string {
  if (!Number.isInteger(unixMs) || unixMs < 0 || unixMs > MAX_UNIX_MS) {
    throw new RangeError(`uuidV7: ${unixMs} is not a Unix time in milliseconds within 48 bits`);
  }
  for (let i = 0; i < 6; i++) BYTES[i] = Math.floor(unixMs / 2 ** (8 * (5 - i))) % 256;
  return stamp(fillRandom(rng, 6), 7);
}

export const UUID_FORMAT: FormatModule = {
  kind: 'UUID',
  compact: compactUuid,
  detect: detectUuid,
  validate: validateUuid,
};
