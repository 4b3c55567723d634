/**
 * NISS (Número de Identificação da Segurança Social): the Portuguese social
 * security number of a person or an organisation.
 *
 * Eleven digits: 1 (person) or 2 (organisation), nine sequential digits and
 * a check digit. The check is 9 − (sum mod 10), the sum weighting the first
 * ten digits by the primes 29, 23, 19, 17, 13, 11, 7, 5, 3, 2.
 *
 * Sources: no official specification is published; the rule is the one of
 * the public-domain routine `controlNISS` ("Funções para validar números de
 * BI, contribuinte, NIB, segurança social...", v0.17, 2009, crediting the
 * Segurança Social's IT institute), with its example 11234567892.
 */
import { digitAt } from '../../../domain/chars.js';
import { compactUpper } from '../../../domain/compact.js';
import { type FormatModule, okWith, sharedFail, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';

export type NissHolder = 'person' | 'organisation';

const SHAPE = /^[12]\d{10}$/;
const WEIGHTS = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];
const LEADING_DIGIT: Readonly<Record<NissHolder, string>> = { person: '1', organisation: '2' };
/** The `extra` of a valid NISS by its leading digit, in the words of the NIF's `tipo`. */
const PERSON_EXTRA = Object.freeze({ tipo: 'singular' });
const ORGANISATION_EXTRA = Object.freeze({ tipo: 'coletiva' });

/** The check value of the ten digits of `text` before the check (unchecked). */
function checkValue(text: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += digitAt(text, i) * (WEIGHTS[i] as number);
  return 9 - (sum % 10);
}

/** The check digit of the first ten digits. */
export function nissCheckDigit(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new RangeError(`nissCheckDigit: '${first10}' is not 10 digits`);
  return String(checkValue(first10));
}

/** Upper case without spaces, dots, dashes or slashes. */
export const compactNiss: (value: string) => string = compactUpper;

export function detectNiss(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const FORMAT_FAIL = sharedFail('invalid_niss_format');
/** `invalid_niss_check` failures by the right check digit. */
const CHECK_FAILS = Array.from({ length: 10 }, (_, d) => sharedFail('invalid_niss_check', String(d)));

/**
 * Values mostly arrive compact: the value is checked as given first, and
 * compacted only when it fails the shape (as nif.ts does).
 */
export function validateNiss(value: string): ValidationResult {
  const result = checkNiss(value);
  return result === FORMAT_FAIL ? checkNiss(compactNiss(value)) : result;
}

/** On character codes, the sum made as the digits are checked (a hot path of `auto`). */
function checkNiss(niss: string): ValidationResult {
  const first = digitAt(niss, 0);
  if (niss.length !== 11 || (first !== 1 && first !== 2)) return FORMAT_FAIL;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digitAt(niss, i);
    if (d < 0) return FORMAT_FAIL;
    sum += d * (WEIGHTS[i] as number);
  }
  const last = digitAt(niss, 10);
  if (last < 0) return FORMAT_FAIL;
  const expected = 9 - (sum % 10);
  if (last !== expected) return CHECK_FAILS[expected]!;
  return okWith(niss, first === 1 ? PERSON_EXTRA : ORGANISATION_EXTRA);
}

/** The number is written as one block of digits: the only style is the compact one. */
export function formatNiss(value: string): string {
  return compactNiss(value);
}

/** A compact NISS of a person (default) or an organisation; with `ok: false` a wrong check digit. */
export function generateNiss(
  rng: Rng,
  { ok = true, holder = 'person' }: { ok?: boolean; holder?: NissHolder } = {},
): string {
  return completeNiss(LEADING_DIGIT[holder] + rng.digits(9), ok, rng);
}

/** Ten digits and their check digit; with `ok: false` another digit, drawn from `rng`. */
export function completeNiss(body: string, ok: boolean, rng: Rng): string {
  const check = checkValue(body);
  return body + String(ok ? check : (check + rng.int(1, 9)) % 10);
}

export const NISS_FORMAT: FormatModule = {
  kind: 'NISS',
  compact: compactNiss,
  detect: detectNiss,
  validate: validateNiss,
};
