/**
 * NSS (Número de Seguridad Social) of the IMSS: 11 digits.
 *
 *   1-2   subdelegación that registered the worker
 *   3-4   year of registration (YY)
 *   5-6   year of birth (YY)
 *   7-10  serial number
 *   11    check digit: Luhn over the first ten (every second digit from
 *         the left doubled, a product above 9 less 9; the check brings the
 *         sum to a multiple of ten)
 *
 * Sources: IMSS, the "Número de Seguridad Social" structure as printed on
 * its constancia; the check digit is the Luhn (mod 10) of ISO/IEC 7812-1.
 * The subdelegación codes are not published as a list: any two digits are
 * accepted and drawn.
 */

import { luhnCheckDigit, luhnCheckValue } from '../../../domain/checksum/luhn.js';
import { compactUpper } from '../../../domain/compact.js';
import { type FormatModule, okWith, sharedFail, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';

export const compactNssMx: (value: string) => string = compactUpper;

export function detectNssMx(compacted: string): boolean {
  return compacted.length === 11 && /^\d{11}$/.test(compacted);
}

/** Ten digits and their check digit; `wrongShift` (1-9) moves the check digit on. */
export function completeNssMx(first10: string, wrongShift?: number): string {
  if (!/^\d{10}$/.test(first10)) throw new RangeError(`completeNssMx: '${first10}' is not ten digits`);
  return withCheck(first10, wrongShift);
}

/** Ten digits the caller drew, and their check digit (unchecked: no pattern test per generated number). */
function withCheck(first10: string, wrongShift: number | undefined): string {
  const check = luhnCheckValue(first10);
  return first10 + String(wrongShift === undefined ? check : (check + wrongShift) % 10);
}

/**
 * An NSS of someone born in `birthYear`, registered at the IMSS in a year
 * when they were 16 to 30 and no later than `refYear` (a first job).
 */
export function generateNssMx(
  rng: Rng,
  { birthYear, refYear, ok = true }: { birthYear: number; refYear: number; ok?: boolean },
): string {
  const first = Math.min(birthYear + 16, refYear);
  const registered = rng.int(first, Math.max(first, Math.min(birthYear + 30, refYear)));
  const body = twoDigits(rng.int(1, 99)) + twoDigits(registered) + twoDigits(birthYear) + rng.digits(4);
  return withCheck(body, ok ? undefined : rng.int(1, 9));
}

const twoDigits = (n: number) => {
  const d = n % 100;
  return d < 10 ? `0${d}` : String(d);
};

const FORMAT_FAIL = sharedFail('invalid_nss_mx_format');
const CHECK_FAILS = Array.from({ length: 10 }, (_, d) => sharedFail('invalid_nss_mx_check', String(d)));

/** `extra`: subdelegacion, anio_alta and anio_nacimiento (two digits each, as written). */
export function validateNssMx(value: string): ValidationResult {
  const nss = compactNssMx(value);
  if (!detectNssMx(nss)) return FORMAT_FAIL;
  const check = Number(luhnCheckDigit(nss.slice(0, 10)));
  if (Number(nss[10]) !== check) return CHECK_FAILS[check]!;
  return okWith(nss, {
    subdelegacion: nss.slice(0, 2),
    anio_alta: nss.slice(2, 4),
    anio_nacimiento: nss.slice(4, 6),
  });
}

export const NSS_MX_FORMAT: FormatModule = {
  kind: 'NSS_MX',
  compact: compactNssMx,
  detect: detectNssMx,
  validate: validateNssMx,
};
