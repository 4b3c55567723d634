/**
 * RFC (Registro Federal de Contribuyentes), the Mexican tax number.
 *
 * A natural person's has 13 characters: four letters of the name
 * (name-letters.ts), the birth date YYMMDD, a two-character homoclave and a
 * check character. A legal person's (persona moral) has 12: three letters of
 * the company name, the date of incorporation, homoclave and check.
 *
 * Check character (SAT, the IFAI 0610100135506 algorithm document, also
 * python-stdnum's `mx.rfc`): the 12 characters before it (a legal person's
 * 11 after one blank) valued 0-9, A-N 10-23, & 24, O-Z 25-36, blank 37,
 * Ñ 38, weighted 13 down to 2; the check is 11 − (sum mod 11), 11 written 0
 * and 10 written A.
 *
 * The homoclave is assigned by the SAT; the generator computes it from the
 * name with the document's tables, as the SAT's own algorithm does, and the
 * validator (which has no name) checks only its alphabet.
 */
import { compactUpper } from '../../../domain/compact.js';
import {
  type FormatModule,
  fail,
  ok,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import { homoclave, type NameParts, nameKey, RFC_WORDS, rfcNameLetters } from './name-letters.js';

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Each character's value by its code (-1 outside the alphabet), so a check reads no string per character. */
const CHECK_VALUES: Int8Array = (() => {
  const values = new Int8Array(256).fill(-1);
  for (let v = 0; v < CHECK_ALPHABET.length; v++) values[CHECK_ALPHABET.charCodeAt(v)] = v;
  return values;
})();

/** The check character of the 11 (legal person) or 12 (natural person) characters before it. */
export function rfcCheckChar(body: string): string {
  // A legal person's 11 are read after one blank (value 37, weight 13).
  const shift = body.length === 11 ? 1 : 0;
  let sum = shift === 1 ? 37 * 13 : 0;
  for (let i = shift; i < 12; i++) {
    const code = body.charCodeAt(i - shift);
    sum += (code < 256 ? CHECK_VALUES[code]! : -1) * (13 - i);
  }
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? 'A' : String(check);
}

/** YYMMDD of an ISO date. */
const yymmdd = (isoDate: string) => isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);

/** A wrong check character for `body` (one of the other ten). */
function wrongCheck(body: string, shift: number): string {
  const right = rfcCheckChar(body);
  const all = '0123456789A';
  return all[(all.indexOf(right) + 1 + (shift % 10)) % 11]!;
}

/**
 * The RFC of a natural person with `name` born on `birthDate` (YYYY-MM-DD).
 * `okShift` (1-10) replaces the check character by another one.
 */
export function rfcOfPerson(name: NameParts, birthDate: string, wrongShift?: number): string {
  const full = `${name.apellido1} ${name.apellido2} ${name.nombre}`;
  const body = rfcNameLetters(name) + yymmdd(birthDate) + homoclave(full);
  return body + (wrongShift === undefined ? rfcCheckChar(body) : wrongCheck(body, wrongShift));
}

/** Legal forms as a company name ends with them, longest first: they are not part of the letters. */
const LEGAL_FORM_WORDS = new Set(['S', 'A', 'P', 'I', 'DE', 'C', 'V', 'R', 'L', 'EN']);

/** SAT's words left out of a company's letters (articles, prepositions, company words). */
const COMPANY_STOP_WORDS = new Set([
  'EL',
  'LA',
  'DE',
  'LOS',
  'LAS',
  'Y',
  'DEL',
  'MI',
  'POR',
  'CON',
  'AL',
  'SUS',
  'E',
  'PARA',
  'EN',
  'MC',
  'VON',
  'MAC',
  'VAN',
  'COMPANIA',
  'CIA',
  'SOCIEDAD',
  'SOC',
  'COMPANY',
  'CO',
  'COOPERATIVA',
  'COOP',
  'THE',
  'OF',
  'AND',
  'A',
]);

/**
 * The words of a company name the RFC reads: the legal form after the
 * last comma dropped ("Aceros del Norte, S.A. de C.V." -> ACEROS NORTE),
 * then SAT's stop words.
 */
export function companyWords(razonSocial: string): string[] {
  const comma = razonSocial.lastIndexOf(',');
  const tail = comma < 0 ? '' : nameKey(razonSocial.slice(comma + 1));
  const isForm = tail !== '' && tail.split(' ').every((w) => LEGAL_FORM_WORDS.has(w));
  const name = isForm ? razonSocial.slice(0, comma) : razonSocial;
  const words = nameKey(name)
    .split(' ')
    .filter((w) => w !== '');
  const kept = words.filter((w) => !COMPANY_STOP_WORDS.has(w));
  return kept.length > 0 ? kept : words;
}

/** Three letters: the initials of three words, the initial and two letters of two, three letters of one. */
export function companyLetters(words: readonly string[]): string {
  if (words.length >= 3) return words[0]![0]! + words[1]![0]! + words[2]![0]!;
  if (words.length === 2) return words[0]![0]! + words[1]!.slice(0, 2).padEnd(2, 'X');
  return (words[0] ?? '').slice(0, 3).padEnd(3, 'X');
}

/** The RFC of a company named `razonSocial`, incorporated on `date` (YYYY-MM-DD). */
export function rfcOfCompany(razonSocial: string, date: string, wrongShift?: number): string {
  return completeCompanyRfc(companyNamePart(razonSocial), date, wrongShift);
}

/** What an RFC takes from a company name: its three letters and its homoclave. */
export interface CompanyNamePart {
  readonly letters: string;
  readonly homoclave: string;
}

export function companyNamePart(razonSocial: string): CompanyNamePart {
  const words = companyWords(razonSocial);
  return { letters: companyLetters(words), homoclave: homoclave(words.join(' ')) };
}

/** The RFC of a company whose name gives `part`, incorporated on `date`. */
export function completeCompanyRfc(part: CompanyNamePart, date: string, wrongShift?: number): string {
  const body = part.letters + yymmdd(date) + part.homoclave;
  return body + (wrongShift === undefined ? rfcCheckChar(body) : wrongCheck(body, wrongShift));
}

export const compactRfc: (value: string) => string = (value) => compactUpper(value).replace(/ñ/g, 'Ñ');

const SHAPE = /^[A-ZÑ&]{3,4}\d{6}[1-9A-Z]{2}[0-9A]$/;

export function detectRfc(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * YYMMDD a real day of some century: 29 February passes when the year is
 * a leap year in 19YY or 20YY (00 is: 2000).
 */
export function validYymmdd(text: string, at: number): boolean {
  const yy = Number(text.slice(at, at + 2));
  const mm = Number(text.slice(at + 2, at + 4));
  const dd = Number(text.slice(at + 4, at + 6));
  if (mm < 1 || mm > 12 || dd < 1 || dd > DAYS_IN_MONTH[mm - 1]!) return false;
  return mm !== 2 || dd !== 29 || yy % 4 === 0;
}

const FORMAT_FAIL = sharedFail('invalid_rfc_format');
const DATE_FAIL = sharedFail('invalid_rfc_date');
const PERSON_EXTRA = Object.freeze({ tipo: 'fisica' });
const COMPANY_EXTRA = Object.freeze({ tipo: 'moral' });

/**
 * The SAT's two generic RFCs, written on invoices to the general public
 * and to foreign customers: they follow no check rule.
 */
const GENERIC: ReadonlyMap<string, ValidationResult> = new Map([
  ['XAXX010101000', ok('XAXX010101000', { tipo: 'generico', uso: 'publico_en_general' })],
  ['XEXX010101000', ok('XEXX010101000', { tipo: 'generico', uso: 'extranjero' })],
]);

/**
 * The generic RFCs, or: shape (3 or 4 letters, a date, homoclave of 1-9 and A-Z without the O it
 * never has, check 0-9 or A), a natural person's letters not an
 * inconvenient word (the SAT replaces those), a real date, the check.
 */
export function validateRfc(value: string): ValidationResult {
  const rfc = compactRfc(value);
  const generic = GENERIC.get(rfc);
  if (generic !== undefined) return generic;
  if (!SHAPE.test(rfc) || rfc.slice(-3, -1).includes('O')) return FORMAT_FAIL;
  const letters = rfc.length - 9;
  if (letters === 4 && RFC_WORDS.has(rfc.slice(0, 4))) return FORMAT_FAIL;
  if (!validYymmdd(rfc, letters)) return DATE_FAIL;
  const check = rfcCheckChar(rfc.slice(0, -1));
  if (rfc.at(-1) !== check) return fail('invalid_rfc_check', check);
  return ok(rfc, letters === 4 ? PERSON_EXTRA : COMPANY_EXTRA);
}

/** Written compact, or with dashes between letters, date and homoclave: GODE-561231-GR8. */
export function formatRfc(value: string, style: 'plain' | 'dashed' = 'plain'): string {
  const rfc = compactRfc(value);
  if (style === 'plain' || !SHAPE.test(rfc)) return rfc;
  const letters = rfc.length - 9;
  return `${rfc.slice(0, letters)}-${rfc.slice(letters, letters + 6)}-${rfc.slice(letters + 6)}`;
}

export const RFC_FORMAT: FormatModule = {
  kind: 'RFC',
  compact: compactRfc,
  detect: detectRfc,
  validate: validateRfc,
};
