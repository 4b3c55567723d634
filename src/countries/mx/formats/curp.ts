/**
 * CURP (Clave Única de Registro de Población), the Mexican personal
 * identity code: 18 characters.
 *
 *   1-4   letters of the name (name-letters.ts)
 *   5-10  birth date YYMMDD
 *   11    sex: H (hombre) or M (mujer)
 *   12-13 birth state (RENAPO letters, NE born abroad)
 *   14-16 first internal consonants of the surnames and the given name
 *   17    differentiator RENAPO assigns: a digit for births up to 1999, a
 *         letter from 2000 (so it also gives the century)
 *   18    check digit: the 17 characters valued in 0-9A-NÑO-Z (0-36; the Ñ
 *         never occurs, being written X) weighted 18 down to 2, then
 *         (10 − sum mod 10) mod 10
 *
 * Sources: RENAPO, "Instructivo Normativo para la Asignación de la CURP"
 * (DOF); python-stdnum's `mx.curp` agrees on the check digit and states.
 */
import { compactUpper } from '../../../domain/compact.js';
import {
  type FormatModule,
  fail,
  ok,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import { STATES_MX } from '../data/generated/states.js';
import { CURP_WORDS, type CurpNameLetters, curpNameLetters, type NameParts } from './name-letters.js';

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Born abroad ("nacido en el extranjero"): a valid CURP state that is not a state. */
export const BORN_ABROAD = 'NE';

const STATE_BY_LETTERS: ReadonlyMap<string, string> = new Map([
  ...STATES_MX.map((s) => [s.curp, s.name] as const),
  [BORN_ABROAD, 'Nacido en el extranjero'],
]);

/** Each character's value by its code (-1 outside the alphabet), so a check reads no string per character. */
const CHECK_VALUES: Int8Array = (() => {
  const values = new Int8Array(256).fill(-1);
  for (let v = 0; v < CHECK_ALPHABET.length; v++) values[CHECK_ALPHABET.charCodeAt(v)] = v;
  return values;
})();

/** The check digit of the first 17 characters. */
export function curpCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = body.charCodeAt(i);
    sum += (code < 256 ? CHECK_VALUES[code]! : -1) * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

export interface CurpHolder extends NameParts {
  readonly sexo: 'H' | 'M';
  /** YYYY-MM-DD. */
  readonly fechaNacimiento: string;
  /** RENAPO letters of the birth state. */
  readonly stateLetters: string;
}

/**
 * The CURP of `holder`. `differentiator` is the n-th of the position-17
 * characters of the holder's century (0-9 before 2000, A-Z after: RENAPO
 * gives the first one free, so mostly 0 or A); `wrongShift` (1-9) moves
 * the check digit on; `letters`, when the caller has them, are the
 * holder's name letters (curpNameLetters).
 */
export function curpOf(
  holder: CurpHolder,
  differentiator = 0,
  wrongShift?: number,
  letters: CurpNameLetters = curpNameLetters(holder),
): string {
  const { initials, consonants } = letters;
  const date = holder.fechaNacimiento;
  const before2000 = date < '2000';
  const seventeenth = before2000
    ? String(differentiator % 10)
    : String.fromCharCode(65 + (differentiator % 26));
  const body =
    initials +
    date.slice(2, 4) +
    date.slice(5, 7) +
    date.slice(8, 10) +
    holder.sexo +
    holder.stateLetters +
    consonants +
    seventeenth;
  const check = Number(curpCheckDigit(body));
  return body + String(wrongShift === undefined ? check : (check + wrongShift) % 10);
}

export const compactCurp: (value: string) => string = compactUpper;

const SHAPE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

export function detectCurp(compacted: string): boolean {
  return compacted.length === 18 && /^[A-Z]{4}\d{6}[A-Z]{6}[0-9A-Z]\d$/.test(compacted);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The birth date the CURP holds, its century read from position 17; undefined when no such day. */
export function curpBirthDate(curp: string): string | undefined {
  const year = (/\d/.test(curp[16]!) ? 1900 : 2000) + Number(curp.slice(4, 6));
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return undefined;
  const days = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > days) return undefined;
  return `${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
}

const FORMAT_FAIL = sharedFail('invalid_curp_format');
const DATE_FAIL = sharedFail('invalid_curp_date');
const STATE_FAIL = sharedFail('invalid_curp_state');

/**
 * Shape (a vowel or X second, consonants or X in 14-16), not an
 * inconvenient word (RENAPO replaces those), a real birth date in the
 * century position 17 gives, a state's letters or NE, the check digit.
 * `extra`: fecha_nacimiento, sexo and estado.
 */
export function validateCurp(value: string): ValidationResult {
  const curp = compactCurp(value);
  if (!SHAPE.test(curp) || CURP_WORDS.has(curp.slice(0, 4))) return FORMAT_FAIL;
  const birth = curpBirthDate(curp);
  if (birth === undefined) return DATE_FAIL;
  const estado = STATE_BY_LETTERS.get(curp.slice(11, 13));
  if (estado === undefined) return STATE_FAIL;
  const check = curpCheckDigit(curp);
  if (curp[17] !== check) return fail('invalid_curp_check', check);
  return ok(curp, { fecha_nacimiento: birth, sexo: curp[10]!, estado });
}

export const CURP_FORMAT: FormatModule = {
  kind: 'CURP',
  compact: compactCurp,
  detect: detectCurp,
  validate: validateCurp,
};
