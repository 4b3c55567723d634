/**
 * DNI (Documento Nacional de Identidad): the personal number of Spanish
 * nationals, which with its check letter is also their NIF.
 *
 * Eight digits and a check letter: the number modulo 23 indexes the table
 * TRWAGMYFPDXBNJZSQVHLCKE (so 12345678 -> remainder 14 -> Z). Exactly eight
 * digits are required after compaction: a shorter number is not padded,
 * because the card always prints eight (leading zeros included).
 *
 * Sources: Real Decreto 1553/2005, art. 11 (number and check character);
 * Ministerio del Interior, "Cálculo del dígito de control del NIF/NIE"
 * (interior.gob.es), which publishes the table and the 12345678Z example.
 */

import { digitsValue, isCapitalAt } from '../../../domain/chars.js';
import { compactUpper } from '../../../domain/compact.js';
import { eightDigits } from '../../../domain/decimal.js';
import { type FormatModule, ok, sharedFail, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';

/** Check letters indexed by the number modulo 23 (a fact, not a rule). */
export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Presentation styles shared by the personal documents: 12345678Z / 12345678-Z / 12.345.678-Z. */
export type DocumentStyle = 'plain' | 'dashed' | 'dotted';

const SHAPE = /^\d{8}[A-Z]$/;

/**
 * Canonical compact form of a Spanish identifier: ASCII letters upper-cased,
 * space separators, dots, dashes and slashes removed. Other characters
 * (control characters, non-ASCII letters) are kept so validation rejects them.
 */
export const compactDni: (value: string) => string = compactUpper;

/** Check letter of a number of up to eight digits (also the NIE and K/L/M NIF rule). */
export function dniCheckLetter(number: string): string {
  if (!/^\d{1,8}$/.test(number)) throw new RangeError(`dniCheckLetter: '${number}' is not 1-8 digits`);
  return DNI_LETTERS.charAt(Number(number) % 23);
}

export function detectDni(compacted: string): boolean {
  return SHAPE.test(compacted);
}

/** `invalid_check_letter` failures, indexed by the number modulo 23 (shared with NIE and NIF). */
const CHECK_LETTER_FAILURES = Array.from(DNI_LETTERS, (letter) => sharedFail('invalid_check_letter', letter));

/**
 * The answer for a compact value whose check letter is its ninth character
 * and whose number modulo 23 is `remainder` (shared with NIE and NIF).
 */
export function checkLetterResult(compacted: string, remainder: number): ValidationResult {
  return compacted.charCodeAt(8) === DNI_LETTERS.charCodeAt(remainder)
    ? ok(compacted)
    : (CHECK_LETTER_FAILURES[remainder] as ValidationResult);
}

const BAD_FORMAT = sharedFail('invalid_dni_format');

/** Validation of a compact value: the shape and the letter, on character codes. */
function checkDni(dni: string): ValidationResult {
  const number = dni.length === 9 && isCapitalAt(dni, 8) ? digitsValue(dni, 0, 8) : -1;
  return number < 0 ? BAD_FORMAT : checkLetterResult(dni, number % 23);
}

/**
 * Values mostly arrive compact, so the value is checked as given first.
 * Anything that passes the shape is digits and capitals only, which
 * compaction leaves as they are; only a value that fails it can change (lower
 * case, separators) and is checked again compacted.
 */
export function validateDni(value: string): ValidationResult {
  const result = checkDni(value);
  return result === BAD_FORMAT ? checkDni(compactDni(value)) : result;
}

/** Presents a compact DNI; `value` is compacted first, but not validated. */
export function formatDni(value: string, style: DocumentStyle = 'plain'): string {
  const dni = compactDni(value);
  const number = dni.slice(0, 8);
  const letter = dni.slice(8);
  if (style === 'dashed') return `${number}-${letter}`;
  if (style === 'dotted') return `${number.slice(0, 2)}.${number.slice(2, 5)}.${number.slice(5)}-${letter}`;
  return dni;
}

/**
 * A letter of the table other than `right`, drawn from `rng`: the wrong check
 * letter of an `ok: false` value (shared with NIE and NIF).
 */
export function wrongCheckLetter(rng: Rng, right: string): string {
  const index = DNI_LETTERS.indexOf(right);
  return DNI_LETTERS.charAt((index + rng.int(1, DNI_LETTERS.length - 1)) % DNI_LETTERS.length);
}

/** A compact DNI; with `ok: false` the same number with a wrong check letter. */
export function generateDni(rng: Rng, { ok = true }: { ok?: boolean } = {}): string {
  const n = rng.int(1, 99_999_999);
  const number = eightDigits(n);
  const letter = DNI_LETTERS.charAt(n % 23); // dniCheckLetter(number), without re-checking the digits
  return number + (ok ? letter : wrongCheckLetter(rng, letter));
}

export const DNI_FORMAT: FormatModule = {
  kind: 'DNI',
  compact: compactDni,
  detect: detectDni,
  validate: validateDni,
};
