/**
 * Mexico's identifiers (`--locale mx`), each keeping what tells its kind
 * apart and getting new characters under the run's key, with its check
 * recomputed (docs/api.md, Pseudonymization):
 * - CURP: sex, state and the position-17 character kept; the four name
 *   letters and the three internal consonants permuted together (never to
 *   an inconvenient word: the permutation is walked on); the birth date
 *   moved as a date-of-birth column moves it (same key, same window), so a
 *   row's CURP still agrees with its moved date; the century character
 *   follows the date;
 * - RFC: a natural person's four letters and homoclave permuted, the date
 *   moved as a birth date; a company's three letters and homoclave
 *   permuted, the date of incorporation kept; the SAT's two generic RFCs
 *   kept;
 * - CLABE: bank and plaza kept, the 11-digit account permuted, the check
 *   recomputed;
 * - NSS: subdelegación and the two years kept, the serial permuted;
 * - phones: the area code kept, the local digits permuted; +52, 0052 and
 *   a mobile's old 1 stay as written.
 * Invalid values are scrambled character by character, walking until not
 * valid.
 */

import { fromDayNumber, toDayNumber } from '../../generators/dates.js';
import { birthDayMover } from '../../pseudonym/birth-date.js';
import type { Permutation } from '../../pseudonym/feistel.js';
import { type ColumnKind, checkedKind, replaced } from '../../pseudonym/kind.js';
import { padded, present, significant } from '../../pseudonym/presentation.js';
import { scramble } from '../../pseudonym/scramble.js';
import { completeClabe, validateClabe } from './formats/clabe.js';
import { curpCheckDigit, validateCurp } from './formats/curp.js';
import { CURP_WORDS, RFC_WORDS } from './formats/name-letters.js';
import { completeNssMx, validateNssMx } from './formats/nss.js';
import { areaCodeOf, validatePhoneMx } from './formats/phone.js';
import { rfcCheckChar, validateRfc } from './formats/rfc.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The CURP's second character: the first internal vowel, X for none. */
const CURP_SECOND = 'AEIOUX';
/** The CURP's positions 14-16: consonants (X included). */
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
/** An RFC's letters may also be Ñ and &. */
const RFC_LETTERS = `${LETTERS}Ñ&`;
/** The homoclave's 34 symbols (digits 1-9, letters without O). */
const HOMOCLAVE = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/** `text` read as digits of the mixed radix `alphabets` (first character most significant). */
function toNumber(text: string, alphabets: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < alphabets.length; i++) n = n * alphabets[i]!.length + alphabets[i]!.indexOf(text[i]!);
  return n;
}

function fromNumber(n: number, alphabets: readonly string[]): string {
  let rest = n;
  let out = '';
  for (let i = alphabets.length - 1; i >= 0; i--) {
    const size = alphabets[i]!.length;
    out = alphabets[i]![rest % size]! + out;
    rest = Math.floor(rest / size);
  }
  return out;
}

const spaceOf = (alphabets: readonly string[]) => alphabets.reduce((n, a) => n * a.length, 1);

/**
 * The image of `text` (one character of each alphabet) under `permutation`,
 * walked on while `bad` holds: the walk stays on the values that are not
 * bad, so the mapping is still one to one there.
 */
function permuted(
  permutation: Permutation,
  text: string,
  alphabets: readonly string[],
  bad: (image: string) => boolean,
  tweak = 0,
): string {
  let n = permutation.apply(toNumber(text, alphabets), tweak);
  let image = fromNumber(n, alphabets);
  while (bad(image)) {
    n = permutation.apply(n, tweak);
    image = fromNumber(n, alphabets);
  }
  return image;
}

/** `fake` in the presentation of `value`; compact when `value` has letters `present` cannot place (Ñ). */
const presented = (value: string, fake: string) =>
  /[^A-Za-z0-9\s.\-/+]/.test(value) ? fake : present(value, fake);

/** YYMMDD moved as a birth date, in `century` (1900 or 2000); the new century too. */
function movedDate(
  yymmdd: string,
  century: number,
  move: ((day: number) => number) | undefined,
): { yymmdd: string; century: number } {
  if (move === undefined) return { yymmdd, century };
  const y = century + Number(yymmdd.slice(0, 2));
  const day = move(toDayNumber({ y, m: Number(yymmdd.slice(2, 4)), d: Number(yymmdd.slice(4, 6)) }));
  const date = fromDayNumber(day);
  return {
    yymmdd: padded(date.y % 100, 2) + padded(date.m, 2) + padded(date.d, 2),
    century: date.y >= 2000 ? 2000 : 1900,
  };
}

const CURP_NAME = [LETTERS, CURP_SECOND, LETTERS, LETTERS, CONSONANTS, CONSONANTS, CONSONANTS];

export const CURP_KIND: ColumnKind = {
  action:
    'CURP: sex and state kept; name letters and consonants permuted; birth date moved as dates of birth are; check recomputed',
  isValid: (value) => validateCurp(value).valid,
  create({ permutations, dateWindow }) {
    const names = permutations.get('curp', spaceOf(CURP_NAME));
    const move = birthDayMover(permutations, dateWindow);
    const notCurp = (c: string) => !validateCurp(c).valid;
    return {
      replace(value) {
        const result = validateCurp(value);
        if (!result.valid) return replaced(scramble(permutations, 'curp', value, notCurp), false);
        const curp = result.normalized;
        const name = permuted(names, curp.slice(0, 4) + curp.slice(13, 16), CURP_NAME, (image) =>
          CURP_WORDS.has(image.slice(0, 4)),
        );
        const differentiator = curp[16]!;
        const wasDigit = differentiator >= '0' && differentiator <= '9';
        const date = movedDate(curp.slice(4, 10), wasDigit ? 1900 : 2000, move);
        // Position 17 is a digit for births up to 1999 and a letter from 2000: it follows the moved date.
        let seventeenth = differentiator;
        if (date.century === 2000 && wasDigit) seventeenth = LETTERS[Number(differentiator)]!;
        else if (date.century === 1900 && !wasDigit)
          seventeenth = String(LETTERS.indexOf(differentiator) % 10);
        const body = name.slice(0, 4) + date.yymmdd + curp.slice(10, 13) + name.slice(4) + seventeenth;
        return replaced(presented(value, body + curpCheckDigit(body)), true);
      },
    };
  },
};

const PERSON_RFC = [RFC_LETTERS, RFC_LETTERS, RFC_LETTERS, RFC_LETTERS, HOMOCLAVE, HOMOCLAVE];
const COMPANY_RFC = [RFC_LETTERS, RFC_LETTERS, RFC_LETTERS, HOMOCLAVE, HOMOCLAVE];

export const RFC_KIND: ColumnKind = {
  action:
    "RFC: letters and homoclave permuted; a person's birth date moved as dates of birth are, a company's date kept; check recomputed",
  isValid: (value) => validateRfc(value).valid,
  create({ permutations, dateWindow }) {
    const person = permutations.get('rfc', spaceOf(PERSON_RFC));
    const company = permutations.get('rfc_moral', spaceOf(COMPANY_RFC));
    const move = birthDayMover(permutations, dateWindow);
    const notRfc = (c: string) => !validateRfc(c).valid;
    const thisYear = new Date().getUTCFullYear() % 100;
    return {
      replace(value) {
        const result = validateRfc(value);
        if (!result.valid) return replaced(scramble(permutations, 'rfc', value, notRfc), false);
        const rfc = result.normalized;
        if (result.extra?.tipo === 'generico') return replaced(value, true);
        const letters = rfc.length - 9;
        const date = rfc.slice(letters, letters + 6);
        let body: string;
        if (letters === 4) {
          const name = permuted(person, rfc.slice(0, 4) + rfc.slice(10, 12), PERSON_RFC, (image) =>
            RFC_WORDS.has(image.slice(0, 4)),
          );
          // The RFC has no century: a year not yet reached this century is of the last.
          const century = Number(date.slice(0, 2)) > thisYear ? 1900 : 2000;
          body = name.slice(0, 4) + movedDate(date, century, move).yymmdd + name.slice(4);
        } else {
          const name = permuted(company, rfc.slice(0, 3) + rfc.slice(9, 11), COMPANY_RFC, () => false);
          body = name.slice(0, 3) + date + name.slice(3);
        }
        return replaced(presented(value, body + rfcCheckChar(body)), true);
      },
    };
  },
};

export const CLABE_KIND = checkedKind({
  label: 'clabe',
  action: 'CLABE: bank and plaza kept, 11-digit account permuted, check recomputed',
  size: 1e11,
  votes: true,
  validate: validateClabe,
  rebuild(clabe, accounts) {
    const head = clabe.slice(0, 6);
    return completeClabe(head + padded(accounts.apply(Number(clabe.slice(6, 17)), Number(head)), 11));
  },
});

export const NSS_MX_KIND = checkedKind({
  label: 'nss_mx',
  action: 'NSS (IMSS): subdelegación and years kept, serial permuted, check recomputed',
  size: 1e4,
  votes: true,
  validate: validateNssMx,
  rebuild(nss, serials) {
    const head = nss.slice(0, 6);
    return completeNssMx(head + padded(serials.apply(Number(nss.slice(6, 10)), Number(head)), 4));
  },
});

export const PHONE_MX_KIND: ColumnKind = {
  action: 'phone (mx): area code kept, local digits permuted',
  isValid: (value) => validatePhoneMx(value).valid,
  create({ permutations }) {
    const notPhone = (c: string) => !validatePhoneMx(c).valid;
    const local = (width: number) => permutations.get('telefono_mx', 10 ** width);
    return {
      replace(value) {
        const result = validatePhoneMx(value);
        if (!result.valid) return replaced(scramble(permutations, 'telefono_mx', value, notPhone), false);
        const national = result.normalized;
        const area = areaCodeOf(national)!;
        const width = 10 - area.length;
        const rest = local(width).apply(Number(national.slice(area.length)), Number(area));
        const digits = significant(value);
        return replaced(
          present(value, digits.slice(0, digits.length - 10) + area + padded(rest, width)),
          true,
        );
      },
    };
  },
};

/** Mexico's kinds, by the names `--columns` gives them, in the order values vote. */
export const ANONYMIZE_KINDS_MX = {
  curp: CURP_KIND,
  rfc: RFC_KIND,
  clabe: CLABE_KIND,
  nss_mx: NSS_MX_KIND,
  telefono_mx: PHONE_MX_KIND,
} as const satisfies Readonly<Record<string, ColumnKind>>;

/** Other spellings `--columns` accepts for Mexico's kinds and the shared ones its columns are named by. */
export const ANONYMIZE_ALIASES_MX: Readonly<Record<string, string>> = {
  imss: 'nss_mx',
  celular: 'telefono_mx',
  estado: 'provincia',
  alcaldia: 'municipio',
};
