/**
 * BIC (ISO 9362 Business Identifier Code, "SWIFT code"): 4-letter institution
 * code, 2-letter country code, 2-character location, and an optional
 * 3-character branch (`XXX` = head office), so 8 or 11 characters, e.g.
 * BSCHESMM, CAIXESBBXXX. There is no check digit; validity is shape plus a
 * real country code: ISO 3166-1 alpha-2, and XK (Kosovo), which SWIFT uses.
 * Every failure is `invalid_bic_format`.
 *
 * Extra: `pais`. A country whose bank register names its BICs adds the bank
 * (Spain's: `countries/es/formats/bic.ts`).
 *
 * Sources: ISO 9362:2022; SWIFT BIC directory conventions (branch `XXX`).
 */
import { COUNTRIES } from '../../data/generated/countries.js';
import { compactUpper } from '../compact.js';
import { type FormatModule, fail, okWith, type ValidationResult } from '../validation.js';

const SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

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
  return okWith(bic, { pais: country });
}

export const BIC_FORMAT: FormatModule = {
  kind: 'BIC',
  compact: compactBic,
  detect: detectBic,
  validate: validateBic,
};
