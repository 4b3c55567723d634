/**
 * NIB (Número de Identificação Bancária): the Portuguese bank account
 * number, and the BBAN of every Portuguese IBAN (PT50 + NIB).
 *
 * Twenty-one digits: bank 4, branch 4, account 11, and two check digits
 * chosen so that the whole number is ≡ 1 mod 97 (ISO 7064 MOD 97-10). The
 * banks' published form weights the 19 digits by 73, 17, 89, ... (10^k mod
 * 97) and takes 98 − (sum mod 97): the same digits, tested so. The rule has
 * one owner, the Portuguese check of IBAN validation, used here as it is.
 *
 * Sources: Banco de Portugal, NIB structure; SWIFT IBAN Registry (PT, BBAN
 * 4!n4!n11!n2!n); the public-domain routine `controlNIB` (v0.17, 2009; the
 * weights), and its example 0018 0000 40359330001 87.
 */
import { digitAt, TWO_DIGITS } from '../../../domain/chars.js';
import { compactUpper } from '../../../domain/compact.js';
import { PT_NIB } from '../../../domain/iban/national/pt.js';
import {
  type Extra,
  type FormatModule,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { BANKS_PT } from '../data/generated/banks.js';

export type NibStyle = 'plain' | 'spaced';

const SHAPE = /^\d{21}$/;

/** The two check digits of bank + branch + account (19 digits), "02".."98". */
export function nibCheckDigits(first19: string): string {
  if (!/^\d{19}$/.test(first19)) throw new RangeError(`nibCheckDigits: '${first19}' is not 19 digits`);
  // MOD 97-10 always has an answer: `expected` is null only for rules that can have none.
  return PT_NIB.expected(`${first19}00`)!;
}

/** Upper case without spaces, dots, dashes or slashes. */
export const compactNib: (value: string) => string = compactUpper;

export function detectNib(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const FORMAT_FAIL = sharedFail('invalid_nib_format');

let bankExtras: Map<string, Extra> | undefined;

/**
 * `extra` of a valid NIB: its bank code, and the bank's name and BIC where
 * the bank is one accounts are opened at (banks.ts); built once per code.
 * Also what a Portuguese IBAN names under `pt` (iban.ts).
 */
export function bankExtra(code: string): Extra {
  bankExtras ??= new Map(
    BANKS_PT.map((b) => [b.code, Object.freeze({ entidad: b.code, banco: b.name, bic: b.bic })]),
  );
  let extra = bankExtras.get(code);
  if (extra === undefined) {
    extra = Object.freeze({ entidad: code });
    bankExtras.set(code, extra);
  }
  return extra;
}
/** `invalid_nib_check` failures by the right check digits (index 2-98). */
const CHECK_FAILS = TWO_DIGITS.map((digits) => sharedFail('invalid_nib_check', digits));

/**
 * Valid when the 21 digits are 1 modulo 97 (the check digits make them so)
 * and the check digits are 02-98, the only ones the rule gives (00 and 01
 * would also leave 1, where the rule writes 97 and 98). Reduced on
 * character codes as the digits are read; the right check digits are only
 * worked out for a wrong number.
 */
export function validateNib(value: string): ValidationResult {
  const result = checkNib(value);
  return result === FORMAT_FAIL ? checkNib(compactNib(value)) : result;
}

/** A value checked as given (see validateNib). */
function checkNib(nib: string): ValidationResult {
  if (nib.length !== 21) return FORMAT_FAIL;
  let remainder = 0;
  let ofBody = 0;
  for (let i = 0; i < 21; i++) {
    const d = digitAt(nib, i);
    if (d < 0) return FORMAT_FAIL;
    remainder = (remainder * 10 + d) % 97;
    if (i === 18) ofBody = remainder;
  }
  const check = digitAt(nib, 19) * 10 + digitAt(nib, 20);
  if (remainder === 1 && check >= 2) return okWith(nib, bankExtra(nib.slice(0, 4)));
  // The rule's digits: 98 - (body × 100 mod 97).
  return CHECK_FAILS[98 - ((ofBody * 100) % 97)]!;
}

/** 001800004035933000187 / 0018 0000 40359330001 87; compacts, does not validate. */
export function formatNib(value: string, style: NibStyle = 'plain'): string {
  const nib = compactNib(value);
  return style === 'spaced' && SHAPE.test(nib)
    ? `${nib.slice(0, 4)} ${nib.slice(4, 8)} ${nib.slice(8, 19)} ${nib.slice(19)}`
    : nib;
}

const BANK_CODE = /^\d{4}$/;
const MAX_ACCOUNT = 99_999_999_999;

/**
 * A compact NIB of the bank `bankCode` (4 digits), a random branch and
 * account (or `accountNumber`, 0 to 99,999,999,999); with `ok: false` other
 * check digits of the same range 02-98, so that the number is wrong under
 * either reading of the rule (comparison, or ≡ 1 mod 97).
 */
export function generateNib(
  rng: Rng,
  { bankCode, ok = true, accountNumber }: { bankCode: string; ok?: boolean; accountNumber?: number },
): string {
  if (!BANK_CODE.test(bankCode)) throw new RangeError(`generateNib: bank code '${bankCode}' is not 4 digits`);
  if (
    accountNumber !== undefined &&
    !(Number.isInteger(accountNumber) && accountNumber >= 0 && accountNumber <= MAX_ACCOUNT)
  )
    throw new RangeError(`generateNib: account number ${accountNumber} is not 0 to ${MAX_ACCOUNT}`);
  const account = accountNumber === undefined ? rng.digits(11) : String(accountNumber).padStart(11, '0');
  const body = bankCode + rng.digits(4) + account;
  // The body is digits by construction: the rule itself, without nibCheckDigits' checks of its input.
  const check = Number(PT_NIB.expected(body));
  const digits = ok ? check : 2 + ((check - 2 + rng.int(1, 96)) % 97);
  return body + String(digits).padStart(2, '0');
}

export const NIB_FORMAT: FormatModule = {
  kind: 'NIB',
  compact: compactNib,
  detect: detectNib,
  validate: validateNib,
};
