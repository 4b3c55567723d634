/**
 * CCC (Código Cuenta Cliente): the Spanish bank account number, and the BBAN
 * inside every Spanish IBAN.
 *
 * Twenty digits EEEE OOOO DD AAAAAAAAAA: entity, office, two control digits,
 * account. The first control covers "00" + entity + office, the second the
 * account; each is 11 - (weighted sum mod 11) with weights 2^i mod 11 (1, 2,
 * 4, 8, 5, 10, 9, 7, 3, 6), where 11 becomes 0 and 10 becomes 1. The entity
 * is looked up in the bank register for `banco` and `bic`, but an unknown
 * entity does not make the number invalid: the controls do not cover it.
 *
 * Sources: the Código Cuenta Cliente rule of the Spanish banking associations
 * (es.wikipedia.org "Código cuenta cliente"); Banco de España, Registro de
 * Entidades (entity codes); 2100 0418 45 0200051332, the Spanish example of
 * the SWIFT IBAN registry (ES91 2100 0418 4502 0005 1332).
 */

import { digitAt, digitsValue, TWO_DIGITS } from '../../../domain/chars.js';
import { weightedMod11 } from '../../../domain/checksum/mod11.js';
import { CCC_WEIGHTS, cccControlOf, cccControls } from '../../../domain/iban/national/es.js';
import {
  type Extra,
  type FormatModule,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { accountExtra, drawActiveBank } from './banks.js';
import { compactDni } from './dni.js';

const SHAPE = /^\d{20}$/;

/** The canonical compaction of every Spanish identifier (docs/api.md, Validation). */
export const compactCcc = compactDni;

function controlDigit(tenDigits: string): string {
  const check = 11 - weightedMod11(tenDigits, CCC_WEIGHTS);
  return check === 11 ? '0' : check === 10 ? '1' : String(check);
}

/** The two control digits of entity (4 digits), office (4) and account (10), e.g. "45". */
export function cccCheckDigits(entity: string, office: string, account: string): string {
  if (!/^\d{4}$/.test(entity) || !/^\d{4}$/.test(office) || !/^\d{10}$/.test(account)) {
    throw new RangeError(`cccCheckDigits: '${entity}', '${office}', '${account}' are not 4 + 4 + 10 digits`);
  }
  return controlDigit(`00${entity}${office}`) + controlDigit(account);
}

export function detectCcc(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const BAD_FORMAT = sharedFail('invalid_ccc_format');
/** `invalid_ccc_check` failures by the right control digits (first * 10 + second). */
const CHECK_FAILURES = TWO_DIGITS.map((digits) => sharedFail('invalid_ccc_check', digits));
/** The `extra` of valid CCCs by entity code, built on first use and shared. */
const EXTRAS: (Extra | undefined)[] = new Array(10_000).fill(undefined);

function entityExtra(ccc: string): Extra {
  const entity = digitsValue(ccc, 0, 4);
  let extra = EXTRAS[entity];
  if (extra === undefined) {
    extra = Object.freeze(accountExtra(ccc.slice(0, 4)));
    EXTRAS[entity] = extra;
  }
  return extra;
}

/** Validation of a compact value on character codes. */
function checkCcc(ccc: string): ValidationResult {
  const expected = ccc.length === 20 ? cccControls(ccc, 0) : -1;
  const first = digitAt(ccc, 8);
  const second = digitAt(ccc, 9);
  if (expected < 0 || first < 0 || second < 0) return BAD_FORMAT;
  if (first * 10 + second !== expected) return CHECK_FAILURES[expected] as ValidationResult;
  return okWith(ccc, entityExtra(ccc));
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateCcc(value: string): ValidationResult {
  const result = checkCcc(value);
  return result === BAD_FORMAT ? checkCcc(compactCcc(value)) : result;
}

/** EEEE OOOO DD AAAAAAAAAA; `value` is compacted first, not validated. */
export function formatCcc(value: string): string {
  const ccc = compactCcc(value);
  return `${ccc.slice(0, 4)} ${ccc.slice(4, 8)} ${ccc.slice(8, 10)} ${ccc.slice(10)}`;
}

/** The two control digits (first * 10 + second) of parts known to be digits of the right lengths. */
function drawnControls(entity: string, office: string, account: string): number {
  // "00" + entity + office: the weights of the two zeros are skipped.
  let first = 0;
  for (let i = 0; i < 4; i++) first += (entity.charCodeAt(i) - 48) * (CCC_WEIGHTS[i + 2] as number);
  for (let i = 0; i < 4; i++) first += (office.charCodeAt(i) - 48) * (CCC_WEIGHTS[i + 6] as number);
  let second = 0;
  for (let i = 0; i < 10; i++) second += (account.charCodeAt(i) - 48) * (CCC_WEIGHTS[i] as number);
  return cccControlOf(first) * 10 + cccControlOf(second);
}

/** A CCC in its four parts, which written one after another make the compact CCC. */
export interface CccParts {
  readonly entity: string;
  readonly office: string;
  readonly control: string;
  readonly account: string;
}

/**
 * A compact CCC at `bankCode` (default: an active bank). With `ok: false`, the
 * same account with one of the two control digits wrong.
 */
export function generateCcc(
  rng: Rng,
  options: { ok?: boolean; bankCode?: string; accountNumber?: number } = {},
): string {
  const { entity, office, control, account } = generateCccParts(rng, options);
  return entity + office + control + account;
}

/** `generateCcc` in parts, for callers that build more from them (the IBAN). */
export function generateCccParts(
  rng: Rng,
  { ok = true, bankCode, accountNumber }: { ok?: boolean; bankCode?: string; accountNumber?: number } = {},
): CccParts {
  const entity = bankCode ?? drawActiveBank(rng).code;
  const office = rng.digits(4);
  // A given account number (0 to 10^10 - 1) is the numbering of `unique` accounts.
  const account = accountNumber === undefined ? rng.digits(10) : String(accountNumber).padStart(10, '0');
  // Office and account were just drawn as digits: only a given entity needs the shape test.
  let control =
    bankCode === undefined || /^\d{4}$/.test(bankCode)
      ? (TWO_DIGITS[drawnControls(entity, office, account)] as string)
      : cccCheckDigits(entity, office, account);
  if (!ok) {
    const position = rng.int(0, 1);
    const wrong = String((Number(control[position]) + rng.int(1, 9)) % 10);
    control = position === 0 ? wrong + control[1] : control[0] + wrong;
  }
  return { entity, office, control, account };
}

export const CCC_FORMAT: FormatModule = {
  kind: 'CCC',
  compact: compactCcc,
  detect: detectCcc,
  validate: validateCcc,
};
