/**
 * Portugal's identifiers (`--locale pt`), each keeping what tells its kind
 * and holder apart and getting a new number and recomputed check digits:
 * - NIF/NIPC: the two leading digits (the range: person, company, public
 *   body...) kept, the next six permuted, the mod-11 check recomputed;
 * - NISS: the leading 1 (person) or 2 (organisation) kept, nine digits
 *   permuted, the check recomputed;
 * - Cartão de Cidadão: the eight-digit civil number permuted and its check
 *   recomputed, the two version characters kept, the document check
 *   recomputed;
 * - NIB: the bank kept, branch and account (15 digits) permuted, both check
 *   digits recomputed; a Portuguese IBAN shares the permutation, so a NIB
 *   and its IBAN still match (accounts.ts);
 * - phones: the mobile prefix (91, 92, 93, 96) or the landline area code
 *   kept, the subscriber digits permuted; +351 and 00351 stay as written.
 * Invalid values are scrambled digit by digit, walking until not valid.
 */

import type { Permutations } from '../../pseudonym/feistel.js';
import { type ColumnKind, checkedKind, replaced } from '../../pseudonym/kind.js';
import { padded, present, significant } from '../../pseudonym/presentation.js';
import { scramble } from '../../pseudonym/scramble.js';
import { AREA_CODES } from './data/generated/phone-prefixes.js';
import { ccCheckDigit, validateCc } from './formats/cc.js';
import { nibCheckDigits, validateNib } from './formats/nib.js';
import { nifCheckDigit, validateNif, validateNipc } from './formats/nif.js';
import { nissCheckDigit, validateNiss } from './formats/niss.js';
import { validatePhonePt } from './formats/phone.js';

const isNif = (value: string) => validateNif(value).valid || validateNipc(value).valid;

export const NIF_PT_KIND: ColumnKind = {
  action: 'NIF/NIPC: range (two leading digits) kept, six digits permuted, check recomputed',
  isValid: isNif,
  create({ permutations }) {
    const numbers = permutations.get('nif_pt', 1e6);
    return {
      replace(value) {
        if (!isNif(value))
          return replaced(
            scramble(permutations, 'nif_pt', value, (c) => !isNif(c)),
            false,
          );
        const compact = significant(value).slice(-9);
        const range = compact.slice(0, 2);
        const body = range + padded(numbers.apply(Number(compact.slice(2, 8)), Number(range)), 6);
        const fake = body + nifCheckDigit(body);
        // The VAT form "PT 123456789" keeps its letters: only the last nine characters move.
        return replaced(present(value, significant(value).slice(0, -9) + fake), true);
      },
    };
  },
};

export const NISS_KIND = checkedKind({
  label: 'niss',
  action: 'NISS: holder digit kept, nine digits permuted, check recomputed',
  size: 1e9,
  votes: true,
  validate: validateNiss,
  rebuild(compact, numbers) {
    const body = compact[0] + padded(numbers.apply(Number(compact.slice(1, 10)), Number(compact[0])), 9);
    return body + nissCheckDigit(body);
  },
});

export const CC_KIND = checkedKind({
  label: 'cc',
  action: 'Cartão de Cidadão: civil number permuted, version kept, both checks recomputed',
  size: 1e8,
  votes: true,
  validate: validateCc,
  rebuild(compact, numbers) {
    const civil = padded(numbers.apply(Number(compact.slice(0, 8))), 8);
    const first11 = civil + nifCheckDigit(civil) + compact.slice(9, 11);
    return first11 + ccCheckDigit(first11);
  },
});

/** A NIB with branch and account permuted under the shared permutation (the IBAN kind uses it too). */
export function newNib(permutations: Permutations, nib: string): string {
  const bank = nib.slice(0, 4);
  const rest = padded(permutations.get('nib', 1e15).apply(Number(nib.slice(4, 19)), Number(bank)), 15);
  return bank + rest + nibCheckDigits(bank + rest);
}

export const NIB_KIND: ColumnKind = {
  action: 'NIB: bank kept, branch and account permuted, check digits recomputed',
  isValid: (value) => validateNib(value).valid,
  create({ permutations }) {
    const notNib = (c: string) => !validateNib(c).valid;
    return {
      replace(value) {
        const result = validateNib(value);
        if (!result.valid) return replaced(scramble(permutations, 'nib', value, notNib), false);
        return replaced(present(value, newNib(permutations, result.normalized)), true);
      },
    };
  },
};

const AREAS = new Set(AREA_CODES.map((a) => a.prefix));

export const PHONE_PT_KIND: ColumnKind = {
  action: 'phone (pt): mobile prefix or landline area code kept, subscriber digits permuted',
  isValid: (value) => validatePhonePt(value).valid,
  create({ permutations }) {
    const notPhone = (c: string) => !validatePhonePt(c).valid;
    return {
      replace(value) {
        const result = validatePhonePt(value);
        if (!result.valid) return replaced(scramble(permutations, 'telefono_pt', value, notPhone), false);
        const national = result.normalized;
        const prefix =
          national.startsWith('9') || AREAS.has(national.slice(0, 2))
            ? national.slice(0, 2)
            : national.slice(0, 3);
        const width = 9 - prefix.length;
        const rest = permutations
          .get('telefono_pt', 10 ** width)
          .apply(Number(national.slice(prefix.length)), Number(prefix));
        const digits = significant(value);
        return replaced(
          present(value, digits.slice(0, digits.length - 9) + prefix + padded(rest, width)),
          true,
        );
      },
    };
  },
};

/**
 * Portugal's kinds, by the names `--columns` gives them, in the order
 * values vote: a nine-digit number valid as a phone and as a NIF counts
 * for the phone first.
 */
export const ANONYMIZE_KINDS_PT = {
  nib: NIB_KIND,
  niss: NISS_KIND,
  cc: CC_KIND,
  telefono_pt: PHONE_PT_KIND,
  nif_pt: NIF_PT_KIND,
} as const satisfies Readonly<Record<string, ColumnKind>>;

/** Other spellings `--columns` accepts for Portugal's kinds and the shared ones its columns are named by. */
export const ANONYMIZE_ALIASES_PT: Readonly<Record<string, string>> = {
  nipc: 'nif_pt',
  cartao_cidadao: 'cc',
  telemovel: 'telefono_pt',
  concelho: 'municipio',
  distrito: 'provincia',
};
