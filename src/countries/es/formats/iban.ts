/**
 * IBANs with Spain's bank register: the checks are the same as everywhere
 * (ISO 13616, the registry, the CCC controls of an ES IBAN), and a valid
 * Spanish IBAN names its bank as its CCC does (`entidad`, `banco`, `bic`).
 * Every country lists this format, so a Spanish IBAN names its bank under
 * any of them (docs/api.md, Validation). A generated Spanish IBAN is an
 * account at a real bank: the given one or an active one.
 */
import { digitsValue } from '../../../domain/chars.js';
import { generateIban, IBAN_FORMAT } from '../../../domain/iban/iban.js';
import { type Extra, type FormatModule, okWith, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { accountExtra, drawActiveBank } from './banks.js';

/** The `extra` of valid Spanish IBANs by entity code, built on first use and shared. */
const EXTRAS: (Extra | undefined)[] = new Array(10_000).fill(undefined);

/** The `extra` of a valid Spanish IBAN: the country, then the entity and its bank as for a CCC. */
function spanishExtra(iban: string): Extra {
  const entity = digitsValue(iban, 4, 4);
  let extra = EXTRAS[entity];
  if (extra === undefined) {
    extra = Object.freeze({ pais: 'ES', ...accountExtra(iban.slice(4, 8)) });
    EXTRAS[entity] = extra;
  }
  return extra;
}

export function validateIbanEs(value: string): ValidationResult {
  const result = IBAN_FORMAT.validate(value);
  return result.valid && result.normalized.startsWith('ES')
    ? okWith(result.normalized, spanishExtra(result.normalized))
    : result;
}

export const IBAN_ES_FORMAT: FormatModule = { ...IBAN_FORMAT, validate: validateIbanEs };

/**
 * A compact Spanish IBAN: an account at `bankCode` (4 digits) or at an
 * active bank drawn by market share, with valid CCC controls. `ok: false`:
 * the same account with wrong IBAN check digits.
 */
export function generateIbanEs(
  rng: Rng,
  { ok = true, bankCode }: { ok?: boolean; bankCode?: string } = {},
): string {
  return generateIban(rng, { ok, country: 'ES', bankCode: bankCode ?? drawActiveBank(rng).code });
}
