/**
 * BIC (ISO 9362 Business Identifier Code, "SWIFT code"): 4-letter institution
 * code, 2-letter country code, 2-character location, and an optional
 * 3-character branch (`XXX` = head office), so 8 or 11 characters, e.g.
 * BSCHESMM, CAIXESBBXXX. There is no check digit; validity is shape plus a
 * real country code: ISO 3166-1 alpha-2, and XK (Kosovo), which SWIFT uses.
 * Every failure is `invalid_bic_format`.
 *
 * Extra: `pais`, and `banco` when a Spanish BIC belongs to a bank of the
 * register (an active bank is preferred when several entities share it, as
 * Santander and the absorbed Popular share BSCHESMM).
 *
 * Sources: ISO 9362:2022; SWIFT BIC directory conventions (branch `XXX`).
 */
import { BANKS } from '../../countries/es/data/generated/banks.js';
import { COUNTRIES } from '../../data/generated/countries.js';
import { compactUpper } from '../compact.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';

const SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

/** A bank of Spain's register, the only one whose BICs this module names. */
type Bank = (typeof BANKS)[number];

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

/** Upper case (ASCII only) without spaces, dots, dashes or slashes. */
export const compactBic: (value: string) => string = compactUpper;

/** Shape only (country not looked up), for `kind: auto`. */
export function detectBic(compacted: string): boolean {
  return SHAPE.test(compacted);
}

export function validateBic(value: string): ValidationResult {
  const bic = compactBic(value);
  if (!SHAPE.test(bic)) return fail('invalid_bic_format');
  const country = bic.slice(4, 6);
  if (!COUNTRY_CODES.has(country)) return fail('invalid_bic_format');
  const extra: Record<string, string> = { pais: country };
  const bank = country === 'ES' ? bankByBic(bic) : undefined;
  if (bank) extra.banco = bank.name;
  return ok(bic, extra);
}

export const BIC_FORMAT: FormatModule = {
  kind: 'BIC',
  compact: compactBic,
  detect: detectBic,
  validate: validateBic,
};
