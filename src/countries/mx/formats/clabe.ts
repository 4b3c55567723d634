/**
 * CLABE (Clave Bancaria Estandarizada), the 18-digit Mexican interbank
 * account number: bank (3), plaza (3), account (11), check digit (1).
 *
 * Check digit: the 17 digits weighted 3, 7, 1, 3, 7, 1..., each product
 * taken mod 10, summed; check = (10 − sum mod 10) mod 10 (Banxico's rule,
 * as python-stdnum's `mx.clabe` and clabe-python apply it).
 *
 * The bank code must be one of the 147 listed (Banxico's SPEI list, SAT's
 * catalogue, clabe-validator); the plaza is reported when listed, not
 * required: banks no longer tie accounts to plazas, and no official plaza
 * catalogue is published.
 */
import { digitAt } from '../../../domain/chars.js';
import { compactUpper } from '../../../domain/compact.js';
import { type FormatModule, okWith, sharedFail, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { BANKS_MX, PLAZAS_MX } from '../data/generated/banks.js';

const WEIGHTS = [3, 7, 1];
const BANK_BY_CODE = new Map(BANKS_MX.map((b) => [b.code, b]));
const PLAZA_BY_CODE = new Map(PLAZAS_MX.map((p) => [p.code, p]));

/** The check value of the first 17 digits of `text` (digits unchecked). */
function checkValue(text: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (digitAt(text, i) * WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function clabeCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`clabeCheckDigit: '${first17}' is not 17 digits`);
  return String(checkValue(first17));
}

/** 17 digits and their check digit; `wrongShift` (1-9) moves the check digit on. */
export function completeClabe(first17: string, wrongShift?: number): string {
  const check = checkValue(first17);
  return first17 + String(wrongShift === undefined ? check : (check + wrongShift) % 10);
}

/** An account at `bankCode`: a listed plaza and eleven digits (the given `accountNumber` when set). */
export function generateClabe(
  rng: Rng,
  { bankCode, accountNumber, ok = true }: { bankCode: string; accountNumber?: number; ok?: boolean },
): string {
  const plaza = rng.pick(PLAZAS_MX).code;
  const account = accountNumber === undefined ? rng.digits(11) : String(accountNumber).padStart(11, '0');
  return completeClabe(bankCode + plaza + account, ok ? undefined : rng.int(1, 9));
}

export const compactClabe: (value: string) => string = compactUpper;

export function detectClabe(compacted: string): boolean {
  return compacted.length === 18 && /^\d{18}$/.test(compacted);
}

const FORMAT_FAIL = sharedFail('invalid_clabe_format');
const BANK_FAIL = sharedFail('invalid_clabe_bank');
const CHECK_FAILS = Array.from({ length: 10 }, (_, d) => sharedFail('invalid_clabe_check', String(d)));

/** `extra`: entidad (bank code), banco, plaza (when listed) and the plaza's estado code. */
export function validateClabe(value: string): ValidationResult {
  const clabe = compactClabe(value);
  if (!detectClabe(clabe)) return FORMAT_FAIL;
  const bank = BANK_BY_CODE.get(clabe.slice(0, 3));
  if (bank === undefined) return BANK_FAIL;
  const check = checkValue(clabe);
  if (digitAt(clabe, 17) !== check) return CHECK_FAILS[check]!;
  const plaza = PLAZA_BY_CODE.get(clabe.slice(3, 6));
  return okWith(
    clabe,
    plaza === undefined
      ? { entidad: bank.code, banco: bank.name }
      : { entidad: bank.code, banco: bank.name, plaza: plaza.name },
  );
}

/** Compact, or spaced as banks print it: bank, plaza, account, check (002 180 01234567890 1). */
export function formatClabe(value: string, style: 'plain' | 'spaced' = 'plain'): string {
  const clabe = compactClabe(value);
  if (style === 'plain' || !detectClabe(clabe)) return clabe;
  return `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
}

export const CLABE_FORMAT: FormatModule = {
  kind: 'CLABE',
  compact: compactClabe,
  detect: detectClabe,
  validate: validateClabe,
};
