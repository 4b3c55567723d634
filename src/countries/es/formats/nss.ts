/**
 * NSS (número de la Seguridad Social / número de afiliación, NAF): the
 * lifelong number the TGSS gives each person it registers.
 *
 * Twelve digits PP NNNNNNNN CC: province of issue, serial, control. The
 * control is a remainder modulo 97, but of a number built in two ways:
 *   - serial >= 10,000,000 (8 significant digits): PP * 10^8 + serial, i.e.
 *     the first ten digits as one number (28/12345678 -> 2812345678 -> 40);
 *   - serial < 10,000,000 (an old 7-digit serial, zero-padded to 8 in the
 *     12-digit form): PP * 10^7 + serial, i.e. the leading zero is dropped
 *     (28/01234567 -> 281234567 -> 42), which keeps the controls issued with
 *     the old 11-digit numbers (28/1234567/42) valid.
 * The province must be an INE code 01-52 or one of NSS_EXTRA_PROVINCES;
 * 11-digit input is not padded (write the serial with its leading zero).
 *
 * Sources: E. Martínez Montejo, "Cómo obtener el Dígito de Control de un
 * Número de Seguridad Social español" (mvp-access.es/softjaen, rev. 2010),
 * old and new numbers; the 28/1234567/42 example (delphiaccess.com,
 * trucomania.org); 28/12345678/40 (koblas/stdnum-js es/nss tests).
 */

import { digitAt, TWO_DIGITS } from '../../../domain/chars.js';
import { mod97 } from '../../../domain/checksum/mod97.js';
import { eightDigits } from '../../../domain/decimal.js';
import {
  type Extra,
  type FormatModule,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { PROVINCES } from '../data/generated/provinces.js';
import { compactDni } from './dni.js';
import { NSS_EXTRA_PROVINCES } from './nss-provinces.js';

const SHAPE = /^\d{12}$/;

let provinceNames: ReadonlyMap<string, string> | undefined;

/** Display name of an NSS province code, or undefined when the TGSS does not use it. */
export function nssProvinceName(code: string): string | undefined {
  provinceNames ??= new Map([
    ...PROVINCES.map((p): [string, string] => [p.code, p.name]),
    ...Object.entries(NSS_EXTRA_PROVINCES),
  ]);
  return provinceNames.get(code);
}

/** The canonical compaction of every Spanish identifier (docs/api.md, Validation). */
export const compactNss = compactDni;

/** The two control digits of a province (2 digits) and serial (8 digits). */
export function nssCheckDigits(province: string, serial: string): string {
  if (!/^\d{2}$/.test(province) || !/^\d{8}$/.test(serial)) {
    throw new RangeError(`nssCheckDigits: '${province}', '${serial}' are not 2 + 8 digits`);
  }
  const number = serial[0] === '0' ? province + serial.slice(1) : province + serial;
  return String(mod97(number)).padStart(2, '0');
}

/** Twelve digits with a province the TGSS uses. */
export function detectNss(compacted: string): boolean {
  return SHAPE.test(compacted) && nssProvinceName(compacted.slice(0, 2)) !== undefined;
}

const BAD_FORMAT = sharedFail('invalid_nss_format');
/** `invalid_nss_check` failures by the right control (0..96). */
const CHECK_FAILURES = TWO_DIGITS.slice(0, 97).map((digits) => sharedFail('invalid_nss_check', digits));

let provinceExtras: readonly (Extra | undefined)[] | undefined;

/** The `extra` of valid NSS by province code 0..99, undefined where the TGSS uses none. */
function provinceExtra(code: number): Extra | undefined {
  provinceExtras ??= TWO_DIGITS.map((digits) => {
    const name = nssProvinceName(digits);
    return name === undefined ? undefined : Object.freeze({ provincia: name });
  });
  return provinceExtras[code];
}

/**
 * Validation of a compact value on character codes. The control is the
 * remainder modulo 97 of the first ten digits, without the serial's leading
 * zero when it has one; it is reduced as the digits are read.
 */
function checkNss(nss: string): ValidationResult {
  if (nss.length !== 12) return BAD_FORMAT;
  let remainder = 0;
  for (let i = 0; i < 10; i++) {
    const d = digitAt(nss, i);
    if (d < 0) return BAD_FORMAT;
    if (i !== 2 || d !== 0) remainder = (remainder * 10 + d) % 97;
  }
  const first = digitAt(nss, 10);
  const second = digitAt(nss, 11);
  const extra = provinceExtra(digitAt(nss, 0) * 10 + digitAt(nss, 1));
  if (first < 0 || second < 0 || extra === undefined) return BAD_FORMAT;
  if (first * 10 + second !== remainder) return CHECK_FAILURES[remainder] as ValidationResult;
  return okWith(nss, extra);
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateNss(value: string): ValidationResult {
  const result = checkNss(value);
  return result === BAD_FORMAT ? checkNss(compactNss(value)) : result;
}

/** PP/NNNNNNNN/CC; `value` is compacted first, not validated. */
export function formatNss(value: string): string {
  const nss = compactNss(value);
  return `${nss.slice(0, 2)}/${nss.slice(2, 10)}/${nss.slice(10)}`;
}

/**
 * The control of a known province code and a serial drawn as a number, by
 * the rule of `nssCheckDigits` on the numbers themselves: no digit string to
 * check or read back.
 */
function drawnControl(province: string, serial: number): number {
  const provinceValue = (province.charCodeAt(0) - 48) * 10 + (province.charCodeAt(1) - 48);
  return (provinceValue * (serial >= 10_000_000 ? 100_000_000 : 10_000_000) + serial) % 97;
}

/**
 * A compact NSS issued in `provinceCode` (default: any INE province). About
 * one serial in ten is below 10,000,000, so both control rules are exercised.
 * With `ok: false`, the same number with wrong control digits.
 */
export function generateNss(
  rng: Rng,
  { ok = true, provinceCode }: { ok?: boolean; provinceCode?: string } = {},
): string {
  const province = provinceCode ?? rng.pick(PROVINCES).code;
  if (nssProvinceName(province) === undefined)
    throw new RangeError(`generateNss: unknown province '${province}'`);
  const serialValue = rng.int(1, 99_999_999);
  const check = drawnControl(province, serialValue);
  const control = TWO_DIGITS[ok ? check : (check + rng.int(1, 96)) % 97] as string;
  return province + eightDigits(serialValue) + control;
}

export const NSS_FORMAT: FormatModule = {
  kind: 'NSS',
  compact: compactNss,
  detect: detectNss,
  validate: validateNss,
};
