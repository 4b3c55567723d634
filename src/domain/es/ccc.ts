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
import type { Rng } from '../../random/rng.js';
import { powersOfTwoMod11, weightedMod11 } from '../checksum/mod11.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';
import { ACTIVE_BANKS, bankByCode } from './banks.js';
import { compactDni } from './dni.js';

const SHAPE = /^\d{20}$/;
const WEIGHTS = powersOfTwoMod11(10);

/** The canonical compaction of every Spanish identifier (DECISIONS 6). */
export const compactCcc = compactDni;

function controlDigit(tenDigits: string): string {
  const check = 11 - weightedMod11(tenDigits, WEIGHTS);
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

export function validateCcc(value: string): ValidationResult {
  const ccc = compactCcc(value);
  if (!SHAPE.test(ccc)) return fail('invalid_ccc_format');
  const entity = ccc.slice(0, 4);
  const expected = cccCheckDigits(entity, ccc.slice(4, 8), ccc.slice(10));
  if (ccc.slice(8, 10) !== expected) return fail('invalid_ccc_check', expected);
  const bank = bankByCode(entity);
  const extra: Record<string, string> = { entidad: entity };
  if (bank) extra.banco = bank.name;
  if (bank?.bic) extra.bic = bank.bic;
  return ok(ccc, extra);
}

/** EEEE OOOO DD AAAAAAAAAA; `value` is compacted first, not validated. */
export function formatCcc(value: string): string {
  const ccc = compactCcc(value);
  return `${ccc.slice(0, 4)} ${ccc.slice(4, 8)} ${ccc.slice(8, 10)} ${ccc.slice(10)}`;
}

/**
 * A compact CCC at `bankCode` (default: an active bank). With `ok: false`, the
 * same account with one of the two control digits wrong.
 */
export function generateCcc(
  rng: Rng,
  { ok = true, bankCode }: { ok?: boolean; bankCode?: string } = {},
): string {
  const entity = bankCode ?? rng.pick(ACTIVE_BANKS).code;
  const office = rng.digits(4);
  const account = rng.digits(10);
  let control = cccCheckDigits(entity, office, account);
  if (!ok) {
    const position = rng.int(0, 1);
    const wrong = String((Number(control[position]) + rng.int(1, 9)) % 10);
    control = position === 0 ? wrong + control[1] : control[0] + wrong;
  }
  return entity + office + control + account;
}

export const CCC_FORMAT: FormatModule = {
  kind: 'CCC',
  compact: compactCcc,
  detect: detectCcc,
  validate: validateCcc,
};
