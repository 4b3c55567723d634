/**
 * NIE (Número de Identidad de Extranjero): the identification number of
 * foreigners in Spain, also their NIF.
 *
 * A prefix letter X, Y or Z, seven digits and a check letter. The prefix
 * stands for 0, 1 or 2 in front of the digits and the resulting eight-digit
 * number gets the DNI check letter (X1234567 -> 01234567 -> L). Y and Z were
 * added when the X range ran out (Orden INT/2058/2008).
 *
 * Sources: Ministerio del Interior, "Cálculo del dígito de control del
 * NIF/NIE" (interior.gob.es); Orden INT/2058/2008 (BOE 16 July 2008).
 */

import { digitsValue, isCapitalAt } from '../../../domain/chars.js';
import { type FormatModule, sharedFail, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import {
  checkLetterResult,
  compactDni,
  type DocumentStyle,
  dniCheckLetter,
  wrongCheckLetter,
} from './dni.js';

const PREFIXES: readonly string[] = ['X', 'Y', 'Z'];
const SHAPE = /^[XYZ]\d{7}[A-Z]$/;

export const compactNie = compactDni;

/** Check letter of a NIE body: prefix letter and seven digits, e.g. "X1234567" -> "L". */
export function nieCheckLetter(body: string): string {
  const prefix = PREFIXES.indexOf(body.charAt(0));
  const digits = body.slice(1);
  if (prefix < 0 || !/^\d{7}$/.test(digits))
    throw new RangeError(`nieCheckLetter: '${body}' is not [XYZ] + 7 digits`);
  return dniCheckLetter(prefix + digits);
}

export function detectNie(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const BAD_FORMAT = sharedFail('invalid_nie_format');

/** Validation of a compact value on character codes: X, Y, Z stand for 0, 1, 2 before the digits. */
function checkNie(nie: string): ValidationResult {
  const prefix = nie.charCodeAt(0) - 88; // X = 88
  const digits = nie.length === 9 && isCapitalAt(nie, 8) ? digitsValue(nie, 1, 7) : -1;
  if (digits < 0 || !(prefix >= 0 && prefix <= 2)) return BAD_FORMAT;
  return checkLetterResult(nie, (prefix * 10_000_000 + digits) % 23);
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateNie(value: string): ValidationResult {
  const result = checkNie(value);
  return result === BAD_FORMAT ? checkNie(compactNie(value)) : result;
}

/** X1234567L / X-1234567-L / X-1.234.567-L; `value` is compacted first, not validated. */
export function formatNie(value: string, style: DocumentStyle = 'plain'): string {
  const nie = compactNie(value);
  const digits = nie.slice(1, 8);
  if (style === 'dashed') return `${nie[0]}-${digits}-${nie.slice(8)}`;
  if (style === 'dotted') {
    return `${nie[0]}-${digits.slice(0, 1)}.${digits.slice(1, 4)}.${digits.slice(4)}-${nie.slice(8)}`;
  }
  return nie;
}

/** A compact NIE; with `ok: false` the same body with a wrong check letter. */
export function generateNie(rng: Rng, { ok = true }: { ok?: boolean } = {}): string {
  const body = rng.pick(PREFIXES) + rng.digits(7);
  const letter = nieCheckLetter(body);
  return body + (ok ? letter : wrongCheckLetter(rng, letter));
}

export const NIE_FORMAT: FormatModule = {
  kind: 'NIE',
  compact: compactNie,
  detect: detectNie,
  validate: validateNie,
};
