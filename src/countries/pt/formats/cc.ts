/**
 * Cartão de Cidadão document number: the number printed on the Portuguese
 * identity card, "12345678 9 ZZ4".
 *
 * Twelve characters: the eight-digit civil identification number and its
 * own check digit (the mod-11 rule of the NIF, inherited from the old
 * Bilhete de Identidade), two alphanumeric version characters (ZZ on a
 * person's first card, counting down on each new card: ZY, ZX...) and a
 * check digit over all eleven before it. That last check is Luhn's rule
 * over the alphabet 0-9A-Z (values 0-35): from the right, every second
 * value is doubled and loses 9 when above 9; the check digit brings the sum
 * to a multiple of 10. Validation checks what the issuer publishes, the
 * document check; the civil number's own digit is written right by
 * `generateCc` but not enforced.
 *
 * Sources: autenticacao.gov.pt, "Validação de Número de Documento do Cartão
 * de Cidadão" (the check); python-stdnum `stdnum/pt/cc.py` and stdnum-js
 * `src/pt/cc.spec.ts` (the examples 000000000ZZ4, 100000000ZZ2,
 * 045212244ZZ7, 054546796ZY7, 101490801ZY0); atractor.pt, "Algarismos de
 * controlo: BI e NIF" (the civil number's check is the NIF's).
 */
import { compactUpper } from '../../../domain/compact.js';
import { eightDigits } from '../../../domain/decimal.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { nifCheckDigit } from './nif.js';

export type CcStyle = 'plain' | 'spaced';

const SHAPE = /^\d{9}[A-Z0-9]{2}\d$/;

/** Value of a character of 0-9A-Z: 0-35 (the caller has checked the alphabet). */
function charValue(code: number): number {
  return code <= 57 ? code - 48 : code - 55;
}

/** The document check of the eleven characters of `text` before the check (Luhn over 0-9A-Z). */
function checkValue(text: string): number {
  let sum = 0;
  for (let i = 10, double = true; i >= 0; i--, double = !double) {
    let v = charValue(text.charCodeAt(i));
    if (double) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

/** The check digit of the first eleven characters (9 digits, 2 of 0-9A-Z). */
export function ccCheckDigit(first11: string): string {
  if (!/^\d{9}[A-Z0-9]{2}$/.test(first11))
    throw new RangeError(`ccCheckDigit: '${first11}' is not 9 digits + 2 of 0-9A-Z`);
  return String(checkValue(first11));
}

/** Upper case without spaces, dots, dashes or slashes. */
export const compactCc: (value: string) => string = compactUpper;

export function detectCc(compacted: string): boolean {
  return SHAPE.test(compacted);
}

export function validateCc(value: string): ValidationResult {
  const cc = compactCc(value);
  if (!SHAPE.test(cc)) return fail('invalid_cc_format');
  const expected = String(checkValue(cc));
  return cc[11] === expected ? ok(cc) : fail('invalid_cc_check', expected);
}

/** 123456789ZZ4 / 12345678 9 ZZ4 (as printed on the card); compacts, does not validate. */
export function formatCc(value: string, style: CcStyle = 'plain'): string {
  const cc = compactCc(value);
  return style === 'spaced' && SHAPE.test(cc) ? `${cc.slice(0, 8)} ${cc[8]} ${cc.slice(9)}` : cc;
}

/**
 * Card versions drawn, with weights: most people hold their first card (ZZ)
 * or a renewal of it. The weights are an estimate (cards are valid for ten
 * years and were first issued in 2007), not a published count.
 */
const VERSIONS = ['ZZ', 'ZY', 'ZX', 'ZW'] as const;
const VERSION_CUMULATIVE = [60, 85, 95, 100];

/**
 * A compact document number: a civil number with its right check digit, a
 * version and the document check; with `ok: false` the last digit is wrong.
 * No public source gives the range of civil numbers issued, so the eight
 * digits are uniform.
 */
export function generateCc(rng: Rng, { ok = true }: { ok?: boolean } = {}): string {
  return ccOfCivilNumber(rng, eightDigits(rng.int(1, 99_999_999)), ok);
}

/** The document number of civil number `civil` (8 digits): its check digit, a drawn version, the check. */
export function ccOfCivilNumber(rng: Rng, civil: string, ok: boolean): string {
  const body = civil + nifCheckDigit(civil) + VERSIONS[rng.weighted(VERSION_CUMULATIVE)];
  const check = checkValue(body);
  return body + String(ok ? check : (check + rng.int(1, 9)) % 10);
}

export const CC_FORMAT: FormatModule = {
  kind: 'CC',
  compact: compactCc,
  detect: detectCc,
  validate: validateCc,
};
