/**
 * Spain's column kinds for the anonymizer: identity documents, the social
 * security number (NSS) and phone numbers. Bank accounts (CCC) share their
 * permutation with Spanish IBANs and stay with the IBAN kind.
 */

import type { Permutations } from '../../pseudonym/feistel.js';
import { type ColumnKind, checkedKind, type Replacer, replaced } from '../../pseudonym/kind.js';
import { padded, present, significant } from '../../pseudonym/presentation.js';
import { scramble } from '../../pseudonym/scramble.js';
import {
  LANDLINE_EXCLUDED_PREFIXES,
  LANDLINE_PREFIXES,
  MOBILE_LEADING_DIGITS,
  MOBILE_LEADING_DIGITS_EXTRA,
} from './data/generated/phone-prefixes.js';
import { cifCheckDigits, validateCif } from './formats/cif.js';
import { DNI_LETTERS, validateDni } from './formats/dni.js';
import { validateNie } from './formats/nie.js';
import { validateNif } from './formats/nif.js';
import { nssCheckDigits, validateNss } from './formats/nss.js';
import { validatePhone } from './formats/phone.js';

/**
 * Personal and company tax identifiers in one column (DNI, NIE, K/L/M NIF,
 * CIF), as real extracts mix them. Each keeps what tells its kind apart and
 * gets a new number and a recomputed check character:
 * - DNI: the eight digits permuted over 10^8, letter recomputed;
 * - NIE and NIF: the X/Y/Z or K/L/M letter kept, seven digits permuted;
 * - CIF: the organisation letter and the two province digits kept, the
 *   five-digit sequence permuted, the control recomputed in the form the
 *   input used (digit or letter).
 * Permutations are per kind and tweaked by what is kept, so two documents
 * that differ only in what is kept still get unrelated numbers.
 */
/** A DNI or NIE written with digits, one letter and the usual separators only. */
const WRONG_LETTER = /^\s*[XYZxyz]?[\d.\s-]{7,12}[-\s]?[A-Za-z]\s*$/;

const isValidDocument = (value: string): boolean =>
  validateDni(value).valid ||
  validateNie(value).valid ||
  validateNif(value).valid ||
  validateCif(value).valid;

function documentReplacer(permutations: Permutations): Replacer {
  const dni = permutations.get('dni', 1e8);
  const nie = permutations.get('nie', 1e7);
  const nif = permutations.get('nif', 1e7);
  const cif = permutations.get('cif', 1e5);
  const notDocument = (candidate: string) => !isValidDocument(candidate);

  function replaceValid(compact: string): string | undefined {
    const first = compact.charCodeAt(0);
    if (first >= 48 && first <= 57) {
      if (!validateDni(compact).valid) return undefined;
      const number = dni.apply(Number(compact.slice(0, 8)));
      return padded(number, 8) + DNI_LETTERS[number % 23];
    }
    const digits = Number(compact.slice(1, 8));
    if ('XYZ'.includes(compact[0]!) && validateNie(compact).valid) {
      const prefix = first - 88;
      const number = nie.apply(digits, prefix);
      return compact[0] + padded(number, 7) + DNI_LETTERS[(prefix * 1e7 + number) % 23];
    }
    if ('KLM'.includes(compact[0]!) && validateNif(compact).valid) {
      const number = nif.apply(digits, first);
      return compact[0] + padded(number, 7) + DNI_LETTERS[number % 23];
    }
    if (validateCif(compact).valid) {
      const province = compact.slice(1, 3);
      const sequence = cif.apply(Number(compact.slice(3, 8)), first * 100 + Number(province));
      const body = compact[0] + province + padded(sequence, 5);
      const [digit, letter] = cifCheckDigits(body);
      const control = compact.charCodeAt(8) >= 65 ? letter : digit;
      return body + control;
    }
    return undefined;
  }

  /**
   * A DNI or NIE whose only fault is its letter stays so: the number is
   * replaced as a valid one's, and the letter is off by as many places of
   * the check-letter table as the input's was.
   */
  function replaceWrongLetter(compact: string): string | undefined {
    if (compact.length !== 9) return undefined;
    const nieLetter = 'XYZ'.indexOf(compact[0] as string);
    const digits = nieLetter >= 0 ? compact.slice(1, 8) : compact.slice(0, 8);
    const given = DNI_LETTERS.indexOf(compact[8] as string);
    if (!/^\d+$/.test(digits) || given < 0) return undefined;
    const prefix = nieLetter >= 0 ? nieLetter * 1e7 : 0;
    const offset = given - ((prefix + Number(digits)) % 23);
    const number = nieLetter >= 0 ? nie.apply(Number(digits), nieLetter) : dni.apply(Number(digits));
    const letter = DNI_LETTERS[(((prefix + number) % 23) + offset + 23) % 23] as string;
    return nieLetter >= 0 ? compact[0] + padded(number, 7) + letter : padded(number, 8) + letter;
  }
  return {
    replace(value) {
      const compact = significant(value);
      const fake = compact.length === 9 ? replaceValid(compact) : undefined;
      // A value that compacts to the right characters but carries others
      // (a control character, a non-ASCII letter) is not valid either.
      if (fake !== undefined && isValidDocument(value)) return replaced(present(value, fake), true);
      const wrongLetter = WRONG_LETTER.test(value) ? replaceWrongLetter(compact) : undefined;
      if (wrongLetter !== undefined) return replaced(present(value, wrongLetter), false);
      return replaced(scramble(permutations, 'documento', value, notDocument), false);
    },
  };
}

export const DOCUMENT_KIND: ColumnKind = {
  action: 'DNI/NIE/NIF/CIF: number permuted, NIE/NIF letter, CIF letter and province kept, check recomputed',
  create: ({ permutations }) => documentReplacer(permutations),
};

/**
 * NSS: the two province digits are kept, the eight-digit serial is permuted
 * over 10^8 (tweaked by the province) and the control is recomputed with the
 * domain's rule, which also covers serials below 10^7 (their old control).
 */
// Spain's kinds do not vote on values: Spain's columns are read by the
// `auto` validators (detect.ts), which already know an NSS.
export const NSS_KIND = checkedKind({
  label: 'nss',
  action: 'NSS: province kept, serial permuted, control recomputed',
  size: 1e8,
  votes: false,
  validate: validateNss,
  rebuild(compact, serials) {
    const province = compact.slice(0, 2);
    const serial = padded(serials.apply(Number(compact.slice(2, 10)), Number(province)), 8);
    return province + serial + nssCheckDigits(province, serial);
  },
});

/**
 * Spanish phone numbers. What says mobile or landline, and which province,
 * is a prefix of the nine national digits: a mobile keeps its mobile prefix
 * (6, 71-74, 78, or a mobile sub-range inside a landline prefix), a landline
 * its two- or three-digit provincial prefix; the digits after it are
 * permuted, and a landline walks past the mobile sub-ranges so it stays a
 * landline. A country code (+34, 0034, 34) stays as written.
 */
/** Longest first: a sub-range inside a landline prefix is matched before the prefix. */
const MOBILE_PREFIXES = [
  ...LANDLINE_EXCLUDED_PREFIXES,
  ...MOBILE_LEADING_DIGITS,
  ...MOBILE_LEADING_DIGITS_EXTRA,
].sort((a, b) => b.length - a.length);

const LANDLINE = new Set(LANDLINE_PREFIXES.flatMap((p) => [...p.prefixes9, ...p.prefixes8]));

const mobilePrefix = (national: string) => MOBILE_PREFIXES.find((p) => national.startsWith(p));

const landlinePrefix = (national: string) =>
  LANDLINE.has(national.slice(0, 2)) ? national.slice(0, 2) : national.slice(0, 3);

const POWERS_OF_TEN = Array.from({ length: 10 }, (_, i) => 10 ** i);

const notPhone = (candidate: string) => !validatePhone(candidate).valid;

/** The national number with the digits after `prefix` permuted; `stay` decides where the walk may stop. */
function permuteAfter(
  permutations: Permutations,
  prefix: string,
  national: string,
  stay: (candidate: string) => boolean,
): string {
  const width = 9 - prefix.length;
  const permutation = permutations.get('telefono', POWERS_OF_TEN[width]!);
  let rest = Number(national.slice(prefix.length));
  for (;;) {
    rest = permutation.apply(rest, Number(prefix));
    const candidate = prefix + padded(rest, width);
    if (stay(candidate)) return candidate;
  }
}

export const PHONE_KIND: ColumnKind = {
  action: 'phone: mobile prefix or provincial landline prefix kept, subscriber digits permuted',
  create({ permutations }) {
    return {
      replace(value) {
        if (!validatePhone(value).valid)
          return replaced(scramble(permutations, 'telefono', value, notPhone), false);
        const digits = significant(value);
        const country = digits.slice(0, digits.length - 9);
        const national = digits.slice(-9);
        const mobile = mobilePrefix(national);
        const fake =
          mobile !== undefined
            ? permuteAfter(permutations, mobile, national, () => true)
            : permuteAfter(permutations, landlinePrefix(national), national, (c) => !mobilePrefix(c));
        return replaced(present(value, country + fake), true);
      },
    };
  },
};

/** Spain's kinds, by the names `--columns` gives them. */
export const ANONYMIZE_KINDS_ES = {
  documento: DOCUMENT_KIND,
  nss: NSS_KIND,
  telefono: PHONE_KIND,
} as const satisfies Readonly<Record<string, ColumnKind>>;

/** Other spellings `--columns` accepts for Spain's kinds and the shared ones its columns are named by. */
export const ANONYMIZE_ALIASES_ES: Readonly<Record<string, string>> = {
  dni: 'documento',
  nie: 'documento',
  nif: 'documento',
  cif: 'documento',
  phone: 'telefono',
};
