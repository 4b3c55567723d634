/**
 * NIF of natural persons without DNI or NIE, the K/L/M keys: K for Spaniards
 * under 14, L for Spaniards resident abroad, M for foreigners without NIE.
 *
 * The key letter, seven digits and a check letter: the seven digits modulo 23
 * index the DNI table (the key letter counts as nothing, so L1111111 -> G).
 * DNI and NIE values are NIFs too but have their own kinds; this module only
 * answers for the K/L/M shape.
 *
 * Sources: Real Decreto 1065/2007 (Reglamento de gestión tributaria), NIF of
 * natural persons; AEAT, "Composición del NIF" (sede.agenciatributaria.gob.es);
 * the mod-23 rule and the L1111111G example as in python-stdnum's es.nif tests.
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

/** Key letters with what they stand for (Spanish, for display). */
export const NIF_KEYS = {
  K: 'Español menor de 14 años sin DNI',
  L: 'Español residente en el extranjero sin DNI',
  M: 'Extranjero sin NIE',
} as const;

type NifKey = keyof typeof NIF_KEYS;

const isNifKey = (key: string): key is NifKey => Object.hasOwn(NIF_KEYS, key);
const KEYS = Object.keys(NIF_KEYS).filter(isNifKey);
const SHAPE = /^[KLM]\d{7}[A-Z]$/;

export const compactNif = compactDni;

/** Check letter of a K/L/M NIF body: key letter and seven digits, e.g. "L1111111" -> "G". */
export function nifCheckLetter(body: string): string {
  if (!/^[KLM]\d{7}$/.test(body)) throw new RangeError(`nifCheckLetter: '${body}' is not [KLM] + 7 digits`);
  return dniCheckLetter(body.slice(1));
}

export function detectNif(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const BAD_FORMAT = sharedFail('invalid_nif_format');

/** Validation of a compact value on character codes: the key letter K, L or M counts as nothing. */
function checkNif(nif: string): ValidationResult {
  const key = nif.charCodeAt(0) - 75; // K = 75
  const digits = nif.length === 9 && isCapitalAt(nif, 8) ? digitsValue(nif, 1, 7) : -1;
  if (digits < 0 || !(key >= 0 && key <= 2)) return BAD_FORMAT;
  return checkLetterResult(nif, digits % 23);
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateNif(value: string): ValidationResult {
  const result = checkNif(value);
  return result === BAD_FORMAT ? checkNif(compactNif(value)) : result;
}

/** L1111111G / L-1111111-G / L-1.111.111-G; `value` is compacted first, not validated. */
export function formatNif(value: string, style: DocumentStyle = 'plain'): string {
  const nif = compactNif(value);
  const digits = nif.slice(1, 8);
  if (style === 'dashed') return `${nif[0]}-${digits}-${nif.slice(8)}`;
  if (style === 'dotted') {
    return `${nif[0]}-${digits.slice(0, 1)}.${digits.slice(1, 4)}.${digits.slice(4)}-${nif.slice(8)}`;
  }
  return nif;
}

/** A compact K/L/M NIF; with `ok: false` the same body with a wrong check letter. */
export function generateNif(rng: Rng, { ok = true, key }: { ok?: boolean; key?: NifKey } = {}): string {
  const body = (key ?? rng.pick(KEYS)) + rng.digits(7);
  const letter = nifCheckLetter(body);
  return body + (ok ? letter : wrongCheckLetter(rng, letter));
}

export const NIF_FORMAT: FormatModule = {
  kind: 'NIF',
  compact: compactNif,
  detect: detectNif,
  validate: validateNif,
};
