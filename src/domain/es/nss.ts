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
import { PROVINCES } from '../../data/generated/provinces.js';
import type { Rng } from '../../random/rng.js';
import { mod97 } from '../checksum/mod97.js';
import { eightDigits } from '../decimal.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';
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

/** The canonical compaction of every Spanish identifier (DECISIONS 6). */
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

export function validateNss(value: string): ValidationResult {
  const nss = compactNss(value);
  if (!detectNss(nss)) return fail('invalid_nss_format');
  const province = nss.slice(0, 2);
  const expected = nssCheckDigits(province, nss.slice(2, 10));
  if (nss.slice(10) !== expected) return fail('invalid_nss_check', expected);
  return ok(nss, { provincia: nssProvinceName(province) as string });
}

/** PP/NNNNNNNN/CC; `value` is compacted first, not validated. */
export function formatNss(value: string): string {
  const nss = compactNss(value);
  return `${nss.slice(0, 2)}/${nss.slice(2, 10)}/${nss.slice(10)}`;
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
  const serial = eightDigits(rng.int(1, 99_999_999));
  const check = nssCheckDigits(province, serial);
  const control = ok ? check : String((Number(check) + rng.int(1, 96)) % 97).padStart(2, '0');
  return province + serial + control;
}

export const NSS_FORMAT: FormatModule = {
  kind: 'NSS',
  compact: compactNss,
  detect: detectNss,
  validate: validateNss,
};
