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

import { validateCcc } from '../../countries/es/formats/ccc.js';
import { newNib } from '../../countries/pt/anonymize-kinds.js';
import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';
import { digitsValue, TWO_DIGITS } from '../../domain/chars.js';
import { powersOfTwoMod11 } from '../../domain/checksum/mod11.js';
import { ibanFromBban, validateIban } from '../../domain/iban/iban.js';
import { cccControls } from '../../domain/iban/national/es.js';
import { NATIONAL_CHECKS, withCheck } from '../../domain/iban/national/index.js';
import type { Permutations } from '../../pseudonym/feistel.js';
import { type ColumnKind, type Replacer, replaced } from '../../pseudonym/kind.js';
import { fromCodes, padded, present, significant } from '../../pseudonym/presentation.js';
import { scramble } from '../../pseudonym/scramble.js';
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
export function newIban(permutations: Permutations, iban: string): string {
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

/** The 22 digits after "ES" of the Spanish IBAN being replaced: read, then overwritten with the fake's. */
const ES_DIGITS = new Uint8Array(22);
const CCC_WEIGHTS = powersOfTwoMod11(10);
/** The registry's Spanish example, digits after "ES": test data, left to the general path (which keeps it). */
const ES_EXAMPLE = IBAN_REGISTRY.find((e) => e.country === 'ES' && e.parent === '')?.example.slice(2) ?? '';

/** A CCC control digit from its weighted sum: 11 - sum mod 11, where 11 is 0 and 10 is 1. */
function cccControl(sum: number): number {
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/** The CCC controls (first * 10 + second) of ES_DIGITS' entity, office and account. */
function spanishControls(): number {
  let first = 0; // "00" + entity + office: the weights of the two zeros are skipped
  for (let i = 0; i < 8; i++) first += (ES_DIGITS[2 + i] as number) * (CCC_WEIGHTS[i + 2] as number);
  let second = 0;
  for (let i = 0; i < 10; i++) second += (ES_DIGITS[12 + i] as number) * (CCC_WEIGHTS[i] as number);
  return cccControl(first) * 10 + cccControl(second);
}

/** The IBAN check digits of ES_DIGITS' BBAN: its remainder mod 97, then "ES" (14, 28), as ISO 13616 reads it. */
function spanishCheck(): number {
  let remainder = 0;
  for (let i = 2; i < 22; i++) remainder = (remainder * 10 + (ES_DIGITS[i] as number)) % 97;
  remainder = (remainder * 100 + 14) % 97;
  remainder = (remainder * 100 + 28) % 97;
  return 98 - ((remainder * 100) % 97);
}

/** `value` (a small integer) written as `count` digits into ES_DIGITS from `at`. */
function writeDigits(value: number, at: number, count: number): void {
  let rest = value;
  for (let i = at + count - 1; i >= at; i--) {
    const high = Math.floor(rest / 10);
    ES_DIGITS[i] = rest - high * 10;
    rest = high;
  }
}

/**
 * A valid Spanish IBAN written "ES" and 22 digits, spaced anyhow, replaced
 * on its digits: the account read as numbers, the fake's CCC controls and
 * IBAN check digits computed on numbers, and the fake's digits written
 * where the input had its own. Most IBAN columns are this; the general
 * path builds the compact form, validates it with the generic rules,
 * writes the new account as text and reads it again. Undefined for
 * anything else (lower case, other separators, an invalid or the example
 * IBAN), which takes the general path; what it answers is what the general
 * path answers, character for character (accounts.test.ts).
 */
export function spanishIban(permutations: Permutations, value: string): string | undefined {
  if (value.charCodeAt(0) !== 69 || value.charCodeAt(1) !== 83) return undefined;
  let count = 0;
  for (let i = 2; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (count === 22) return undefined;
      ES_DIGITS[count++] = c - 48;
    } else if (c !== 32) return undefined;
  }
  if (count !== 22) return undefined;
  const d = ES_DIGITS;
  if ((d[0] as number) * 10 + (d[1] as number) !== spanishCheck()) return undefined;
  if ((d[10] as number) * 10 + (d[11] as number) !== spanishControls()) return undefined;
  if (isExample(d)) return undefined;
  // As newCcc: office and account permuted together over 10^14, tweaked by the entity.
  let entity = 0;
  let office = 0;
  for (let i = 2; i < 6; i++) entity = entity * 10 + (d[i] as number);
  for (let i = 6; i < 10; i++) office = office * 10 + (d[i] as number);
  let high = 0;
  let low = 0;
  for (let i = 12; i < 17; i++) high = high * 10 + (d[i] as number);
  for (let i = 17; i < 22; i++) low = low * 10 + (d[i] as number);
  const rest = permutations.get('ccc', 1e14).apply(office * 1e10 + (high * 1e5 + low), entity);
  const newOffice = Math.floor(rest / 1e10);
  const newAccount = rest - newOffice * 1e10;
  const newHigh = Math.floor(newAccount / 1e5);
  writeDigits(newOffice, 6, 4);
  writeDigits(newHigh, 12, 5);
  writeDigits(newAccount - newHigh * 1e5, 17, 5);
  const controls = spanishControls();
  d[10] = Math.floor(controls / 10);
  d[11] = controls % 10;
  const check = spanishCheck();
  d[0] = Math.floor(check / 10);
  d[1] = check % 10;
  const codes = new Array<number>(value.length);
  codes[0] = 69;
  codes[1] = 83;
  let next = 0;
  for (let i = 2; i < value.length; i++)
    codes[i] = value.charCodeAt(i) === 32 ? 32 : 48 + (d[next++] as number);
  return fromCodes(codes);
}

const isExample = (digits: Uint8Array): boolean => {
  if (ES_EXAMPLE === '') return false;
  for (let i = 0; i < 22; i++) if (digits[i] !== ES_EXAMPLE.charCodeAt(i) - 48) return false;
  return true;
};

export const IBAN_KIND: ColumnKind = {
  action: 'IBAN: country and bank kept, account permuted, national and IBAN check digits recomputed',
  create({ permutations }): Replacer {
    return {
      replace(value) {
        const spanish = spanishIban(permutations, value);
        if (spanish !== undefined) return replaced(spanish, true);
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
