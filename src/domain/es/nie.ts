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
import type { Rng } from '../../random/rng.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';
import { compactDni, type DocumentStyle, dniCheckLetter, wrongCheckLetter } from './dni.js';

const PREFIXES = ['X', 'Y', 'Z'] as const;
const SHAPE = /^[XYZ]\d{7}[A-Z]$/;

export const compactNie = compactDni;

/** Check letter of a NIE body: prefix letter and seven digits, e.g. "X1234567" -> "L". */
export function nieCheckLetter(body: string): string {
  const prefix = PREFIXES.indexOf(body[0] as (typeof PREFIXES)[number]);
  const digits = body.slice(1);
  if (prefix < 0 || !/^\d{7}$/.test(digits))
    throw new RangeError(`nieCheckLetter: '${body}' is not [XYZ] + 7 digits`);
  return dniCheckLetter(prefix + digits);
}

export function detectNie(compacted: string): boolean {
  return SHAPE.test(compacted);
}

export function validateNie(value: string): ValidationResult {
  const nie = compactNie(value);
  if (!SHAPE.test(nie)) return fail('invalid_nie_format');
  const expected = nieCheckLetter(nie.slice(0, 8));
  return nie[8] === expected ? ok(nie) : fail('invalid_check_letter', expected);
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
