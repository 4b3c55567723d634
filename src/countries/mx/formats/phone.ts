/**
 * Mexican telephone numbers: ten national digits, an area code (clave
 * LADA: 55, 56, 33 and 81 have two digits, all others three) and the local
 * number (eight or seven digits). Since August 2019 every number, fixed or
 * mobile, is dialled with its ten digits (no 01, 044 or 045 prefixes), and
 * fixed and mobile numbers share the area codes; the country code is +52.
 *
 * Sources: IFT, Plan Nacional de Numeración (public file of 18 August
 * 2019) and libphonenumber's metadata for MX, via the shared reference data.
 */
import { type FormatModule, fail, okWith, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { AREA_CODES_MX } from '../data/generated/area-codes.js';
import { STATES_MX } from '../data/generated/states.js';

/** Presentations of a number (the `fmt` option's values): 5512345678, +525512345678, 55 1234 5678. */
export const PHONE_STYLES_MX = ['plain', 'e164', 'spaced'] as const;
export type PhoneStyleMx = (typeof PHONE_STYLES_MX)[number];

const STATE_NAME = new Map(STATES_MX.map((s) => [s.code, s.name]));
const AREA_STATE = new Map(AREA_CODES_MX.map((a) => [a.code, STATE_NAME.get(a.stateCode)!]));

const NATIONAL = /^\d{10}$/;

/**
 * The national number: separators removed, then +52, 0052 or a bare 52
 * (the latter only on 12 or 13 digits), then the 1 that mobiles once took
 * after the country code (+52 1 55...). Anything else is kept for
 * validation to reject.
 */
export function compactPhoneMx(value: string): string {
  const v = value.replace(/[\p{Zs}.()/-]/gu, '');
  let national: string;
  if (v.startsWith('+52')) national = v.slice(3);
  else if (v.startsWith('0052')) national = v.slice(4);
  else if (/^52\d{10,11}$/.test(v)) national = v.slice(2);
  else return v;
  return national.length === 11 && national.startsWith('1') ? national.slice(1) : national;
}

/** The area code of a ten-digit number: two digits when it is one of the four, else three. */
export function areaCodeOf(national: string): string | undefined {
  const two = national.slice(0, 2);
  if (AREA_STATE.has(two)) return two;
  const three = national.slice(0, 3);
  return AREA_STATE.has(three) ? three : undefined;
}

export function detectPhoneMx(compacted: string): boolean {
  return NATIONAL.test(compacted);
}

/** `extra`: lada (the area code) and the estado of its main municipio. */
export function validatePhoneMx(value: string): ValidationResult {
  const national = compactPhoneMx(value);
  if (!NATIONAL.test(national)) return fail('invalid_phone_mx_format');
  const lada = areaCodeOf(national);
  if (lada === undefined) return fail('invalid_phone_mx_range');
  return okWith(national, { lada, estado: AREA_STATE.get(lada)! });
}

/** 5512345678 / +525512345678 / 55 1234 5678 or 664 123 4567, as the IFT writes them. */
export function formatPhoneMx(value: string, style: PhoneStyleMx = 'plain'): string {
  return presentPhoneMx(compactPhoneMx(value), style);
}

/** `formatPhoneMx` of a number already compact (a generated one: nothing to remove). */
export function presentPhoneMx(n: string, style: PhoneStyleMx): string {
  if (style === 'plain') return n;
  if (style === 'e164') return `+52${n}`;
  if (style !== 'spaced' || !NATIONAL.test(n)) return n;
  const lada = areaCodeOf(n);
  if (lada?.length === 2) return `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`;
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

/**
 * A number dialled with `areaCode`. The local part starts with 2-9: a
 * modelling choice, so that no number reads like the old 01/044/045
 * dialling prefixes.
 */
export function numberInArea(rng: Rng, areaCode: string): string {
  return areaCode + String(rng.int(2, 9)) + rng.digits(9 - areaCode.length);
}

export const PHONE_MX_FORMAT: FormatModule = {
  kind: 'Telefono_MX',
  compact: compactPhoneMx,
  detect: detectPhoneMx,
  validate: validatePhoneMx,
};
