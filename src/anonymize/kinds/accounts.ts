/**
 * Bank accounts: CCC and IBAN. The country and the bank are kept, the rest
 * of the account is permuted and every check digit is recomputed.
 * - CCC, and the BBAN of a Spanish IBAN: office and account (14 digits) are
 *   permuted together over 10^14, tweaked by the entity; both control
 *   digits recomputed. CCC and Spanish IBAN share the permutation, so an
 *   account written both ways in an extract still matches after.
 * - Other IBANs: the registry's bank positions kept, the other BBAN
 *   characters scrambled by charset (digits, letters, alphanumerics), the
 *   national check digits recomputed where the country has them (walking
 *   past accounts no check digit can make valid), then the IBAN check digits.
 * - The registry's example IBAN of a country is test data: kept.
 */

import { cccControls, validateCcc } from '../../countries/es/formats/ccc.js';
import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';
import { digitsValue, TWO_DIGITS } from '../../domain/chars.js';
import { ibanFromBban, validateIban } from '../../domain/iban/iban.js';
import { NATIONAL_CHECKS, withCheck } from '../../domain/iban/national/index.js';
import type { Permutations } from '../feistel.js';
import { padded, present, significant } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, type Replacer, replaced } from './kind.js';
import { newNib } from './portugal.js';
import { isExampleIban } from './test-values.js';

/** A CCC (20 digits) with office and account permuted under the shared permutation. */
function newCcc(permutations: Permutations, ccc: string): string {
  const entity = ccc.slice(0, 4);
  // Read off the char codes (the CCC is valid: twenty digits), with no slice parsed as a number.
  const account = digitsValue(ccc, 10, 5) * 1e5 + digitsValue(ccc, 15, 5);
  const rest = permutations
    .get('ccc', 1e14)
    .apply(digitsValue(ccc, 4, 4) * 1e10 + account, digitsValue(ccc, 0, 4));
  const digits = padded(rest, 14);
  // The controls are read off the new number, with blanks where they go.
  const office = digits.slice(0, 4);
  const newAccount = digits.slice(4);
  const controls = cccControls(`${entity}${office}00${newAccount}`, 0);
  return entity + office + (TWO_DIGITS[controls] as string) + newAccount;
}

const notCcc = (candidate: string) => !validateCcc(candidate).valid;
const notIban = (candidate: string) => !validateIban(candidate).valid;

export const CCC_KIND: ColumnKind = {
  action: 'CCC: bank kept, office and account permuted, both controls recomputed',
  create({ permutations }): Replacer {
    return {
      replace(value) {
        const result = validateCcc(value);
        if (!result.valid) return replaced(scramble(permutations, 'ccc', value, notCcc), false);
        return replaced(present(value, newCcc(permutations, result.normalized)), true);
      },
    };
  },
};

/** Where the kept bank code and the recomputed national check sit in a BBAN, by country. */
interface ForeignRule {
  readonly kept: readonly boolean[];
  readonly national: (typeof NATIONAL_CHECKS)[string] | undefined;
}

const FOREIGN_RULES = new Map<string, ForeignRule>();

function foreignRule(country: string, length: number): ForeignRule {
  let rule = FOREIGN_RULES.get(country);
  if (rule === undefined) {
    const entry = IBAN_REGISTRY.find((e) => e.country === country && e.parent === '');
    const national = NATIONAL_CHECKS[country];
    const kept = Array.from({ length }, () => false);
    if (entry?.bankId) for (let i = entry.bankId[0] - 1; i < entry.bankId[1]; i++) kept[i] = true;
    for (const [start, end] of national?.slots ?? []) for (let i = start; i < end; i++) kept[i] = true;
    rule = { kept, national };
    FOREIGN_RULES.set(country, rule);
  }
  return rule;
}

/**
 * A foreign BBAN with its free positions scrambled: only those positions
 * go through `scramble` (bank and check positions are blanked out of its
 * view with spaces, which it leaves alone), then the national check is
 * written in.
 */
function newForeignBban(permutations: Permutations, country: string, bban: string): string {
  const { kept, national } = foreignRule(country, bban.length);
  let view = '';
  for (let i = 0; i < bban.length; i++) view += kept[i] ? ' ' : bban[i];
  const merge = (scrambled: string) => {
    let out = '';
    for (let i = 0; i < bban.length; i++) out += kept[i] ? bban[i] : scrambled[i];
    return out;
  };
  const checked = (candidate: string): string | null => {
    if (national === undefined) return candidate;
    const expected = national.expected(candidate);
    return expected === null ? null : withCheck(national, candidate, expected);
  };
  const scrambled = scramble(permutations, `iban:${country}`, view, (s) => checked(merge(s)) !== null);
  return checked(merge(scrambled)) as string;
}

/** A valid compact IBAN's fake. */
function newIban(permutations: Permutations, iban: string): string {
  const country = iban.slice(0, 2);
  const bban =
    country === 'ES'
      ? newCcc(permutations, iban.slice(4))
      : country === 'PT'
        ? newNib(permutations, iban.slice(4))
        : newForeignBban(permutations, country, iban.slice(4));
  return ibanFromBban(country, bban);
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/;

/**
 * An invalid IBAN stays invalid in the same way. Wrong IBAN check digits
 * only: the account is replaced as a valid one and the fake carries check
 * digits off by the same amount. Anything else: scrambled after the
 * country letters, which never change.
 */
function invalidIban(permutations: Permutations, value: string): string {
  const compact = significant(value);
  if (IBAN_SHAPE.test(compact) && /^[\sA-Za-z0-9]*$/.test(value)) {
    const corrected = ibanFromBban(compact.slice(0, 2), compact.slice(4));
    if (validateIban(corrected).valid && !isExampleIban(corrected)) {
      const fake = newIban(permutations, corrected);
      const offset = Number(compact.slice(2, 4)) - Number(corrected.slice(2, 4));
      const check = (Number(fake.slice(2, 4)) + offset + 100) % 100;
      return present(value, fake.slice(0, 2) + padded(check, 2) + fake.slice(4));
    }
  }
  const country = /^[A-Za-z]{2}/.test(value) ? 2 : 0;
  return (
    value.slice(0, country) +
    scramble(permutations, 'iban', value.slice(country), (c) => notIban(value.slice(0, country) + c))
  );
}

export const IBAN_KIND: ColumnKind = {
  action: 'IBAN: country and bank kept, account permuted, national and IBAN check digits recomputed',
  create({ permutations }): Replacer {
    return {
      replace(value) {
        const result = validateIban(value);
        if (!result.valid) return replaced(invalidIban(permutations, value), false);
        // The validator's compact form: the digits and capitals of the value.
        const iban = result.normalized;
        if (isExampleIban(iban)) return replaced(value, true);
        return replaced(present(value, newIban(permutations, iban)), true);
      },
    };
  },
};
