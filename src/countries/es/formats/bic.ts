/**
 * BICs with Spain's bank register: the checks are the same as everywhere
 * (`domain/iban/bic.ts`), and a valid Spanish BIC of a registered bank names
 * it (`banco`; an active bank is preferred when several entities share it,
 * as Santander and the absorbed Popular share BSCHESMM). Every country lists
 * this format, so a Spanish BIC names its bank under any of them.
 */
import { BIC_FORMAT } from '../../../domain/iban/bic.js';
import { type FormatModule, okWith, type ValidationResult } from '../../../domain/validation.js';
import { BANKS } from '../data/generated/banks.js';
import type { Bank } from '../data/types.js';

let banksByBic: ReadonlyMap<string, Bank> | undefined;

/** The registered Spanish bank whose BIC is `bic` (8 or 11 characters), preferring an active one. */
export function bankByBic(bic: string): Bank | undefined {
  if (!banksByBic) {
    const index = new Map<string, Bank>();
    for (const bank of BANKS) {
      if (bank.bic === '') continue;
      for (const key of new Set([bank.bic, bank.bic.slice(0, 8)])) {
        const seen = index.get(key);
        if (!seen || (!seen.active && bank.active)) index.set(key, bank);
      }
    }
    banksByBic = index;
  }
  // An 11-character BIC names a branch of the institution its first 8 characters name.
  return banksByBic.get(bic) ?? banksByBic.get(bic.slice(0, 8));
}

export function validateBicEs(value: string): ValidationResult {
  const result = BIC_FORMAT.validate(value);
  if (!result.valid || result.normalized.slice(4, 6) !== 'ES') return result;
  const bank = bankByBic(result.normalized);
  return bank ? okWith(result.normalized, { pais: 'ES', banco: bank.name }) : result;
}

export const BIC_ES_FORMAT: FormatModule = { ...BIC_FORMAT, validate: validateBicEs };
