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
import { cifCheckDigits, validateCif } from '../../countries/es/formats/cif.js';
import { DNI_LETTERS, validateDni } from '../../countries/es/formats/dni.js';
import { validateNie } from '../../countries/es/formats/nie.js';
import { validateNif } from '../../countries/es/formats/nif.js';
import type { Permutations } from '../feistel.js';
import { padded, present, significant } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, type Replacer, replaced } from './kind.js';

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
