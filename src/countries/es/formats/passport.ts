/**
 * Spanish passport number (número de pasaporte).
 *
 * Three letters and six digits (e.g. ABC123456): nine characters, exactly
 * the document-number field of the ICAO 9303 machine-readable zone, whose
 * check digit (see intl/mrz.ts) is the only check there is. The number
 * changes with every new passport. The letters are a series assigned by the
 * issuer; no public source lists the series in use, so any three letters
 * A-Z are accepted and generated.
 *
 * Sources: Ministerio del Interior / Policía Nacional, pasaporte electrónico
 * (document description); ICAO Doc 9303 Part 4 (TD3 document number field).
 */

import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { compactDni } from './dni.js';

const SHAPE = /^[A-Z]{3}\d{6}$/;
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Upper case without spaces, dots, dashes or slashes. */
export const compactPassport: (value: string) => string = compactDni;

export function detectPassport(compacted: string): boolean {
  return SHAPE.test(compacted);
}

export function validatePassport(value: string): ValidationResult {
  const number = compactPassport(value);
  return SHAPE.test(number) ? ok(number) : fail('invalid_passport_format');
}

/** The compact number; passports print it as is, so there is no other style. */
export function formatPassport(value: string): string {
  return compactPassport(value);
}

export function generatePassportNumber(rng: Rng): string {
  return rng.pick(LETTERS) + rng.pick(LETTERS) + rng.pick(LETTERS) + rng.digits(6);
}

export const PASSPORT_FORMAT: FormatModule = {
  kind: 'Pasaporte',
  compact: compactPassport,
  detect: detectPassport,
  validate: validatePassport,
};
