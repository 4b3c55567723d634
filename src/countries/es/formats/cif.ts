/**
 * CIF: the NIF of legal persons and entities (still called CIF, its name until
 * 2008). An organisation letter, seven digits (two of province, five of
 * sequence) and a control character.
 *
 * Control: the Luhn check digit d of the seven digits (digits 1, 3, 5, 7
 * doubled), written either as d or as the letter "JABCDEFGHI"[d]. Which of
 * the two an entity must use depends on its letter (docs/api.md, Validation): a digit for
 * A, B, E, H; a letter for K, N, P, Q, R, S, W; either for C, D, F, G, J, U, V.
 * K, L and M are personal NIFs (see nif.ts) and X, Y, Z are NIEs: they are
 * never generated as CIFs nor detected as such, and L, M, X, Y, Z are
 * `invalid_cif_org_letter` here. K alone is also checked as a CIF when a
 * caller asks for that kind, since docs/api.md, Validation gives it a letter control.
 *
 * Sources: Real Decreto 1065/2007 (Reglamento de gestión tributaria); Orden
 * EHA/451/2008 (BOE 26 February 2008), the organisation letters; AEAT,
 * "Composición del NIF de las personas jurídicas y entidades en general".
 */

import { digitAt, isCapitalAt, luhnDouble } from '../../../domain/chars.js';
import { luhnCheckDigit, luhnCheckValue } from '../../../domain/checksum/luhn.js';
import {
  type Extra,
  type FormatModule,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { compactDni, type DocumentStyle } from './dni.js';

export type CifControl = 'digit' | 'letter' | 'either';

export interface CifOrganisation {
  /** Spanish description of the entity type, as `tipo_organizacion`. */
  readonly description: string;
  readonly control: CifControl;
  /** What the name of such an entity ends with ("S.A."), '' when nothing is customary. */
  readonly legalFormSuffix: string;
  /** What the name of such an entity starts with ("Asociación"), '' when nothing is customary. */
  readonly namePrefix: string;
}

const org = (
  description: string,
  control: CifControl,
  legalFormSuffix = '',
  namePrefix = '',
): CifOrganisation => ({ description, control, legalFormSuffix, namePrefix });

/** Organisation letters (Orden EHA/451/2008) with their control type and naming customs. */
export const CIF_ORGANISATIONS = {
  A: org('Sociedad anónima', 'digit', 'S.A.'),
  B: org('Sociedad de responsabilidad limitada', 'digit', 'S.L.'),
  C: org('Sociedad colectiva', 'either', 'S.C.'),
  D: org('Sociedad comanditaria', 'either', 'S.Com.'),
  E: org('Comunidad de bienes o herencia yacente', 'digit', 'C.B.'),
  F: org('Sociedad cooperativa', 'either', 'S.Coop.'),
  G: org('Asociación o fundación', 'either', '', 'Asociación'),
  H: org(
    'Comunidad de propietarios en régimen de propiedad horizontal',
    'digit',
    '',
    'Comunidad de Propietarios',
  ),
  J: org('Sociedad civil, con o sin personalidad jurídica', 'either', 'S.C.P.'),
  N: org('Entidad extranjera', 'letter'),
  P: org('Corporación local', 'letter', '', 'Ayuntamiento de'),
  Q: org('Organismo público', 'letter'),
  R: org('Congregación o institución religiosa', 'letter'),
  S: org('Órgano de la Administración del Estado o de una comunidad autónoma', 'letter'),
  U: org('Unión temporal de empresas', 'either', 'U.T.E.'),
  V: org('Otro tipo de entidad no definido en el resto de claves', 'either'),
  W: org('Establecimiento permanente de entidad no residente', 'letter'),
} as const satisfies Record<string, CifOrganisation>;

export type CifOrgLetter = keyof typeof CIF_ORGANISATIONS;

const isOrgLetter = (letter: string): letter is CifOrgLetter => Object.hasOwn(CIF_ORGANISATIONS, letter);
const ORG_LETTERS = Object.keys(CIF_ORGANISATIONS).filter(isOrgLetter);
const CONTROL_LETTERS = 'JABCDEFGHI';
const CONTROL_DIGITS = '0123456789';
/**
 * What auto-detection claims: organisation letters only (X/Y/Z and K/L/M
 * belong to NIE and NIF). Any control character, so a wrong one is reported
 * as a CIF check failure rather than as an unknown format.
 */
const SHAPE = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-Z]$/;

export const compactCif = compactDni;

/** The organisation letter of a CIF (its first character), for a value known to be one. */
export function cifOrgLetter(cif: string): CifOrgLetter {
  const letter = cif[0] ?? '';
  if (!isOrgLetter(letter)) throw new RangeError(`cifOrgLetter: '${cif}' starts with no organisation letter`);
  return letter;
}

/**
 * Both forms of the control of a CIF body (organisation letter and seven
 * digits, or the seven digits alone): [digit, letter], e.g. "A5881850" -> ["1", "A"].
 */
export function cifCheckDigits(body: string): readonly [digit: string, letter: string] {
  if (!/^[A-Z]?\d{7}$/.test(body)) throw new RangeError(`cifCheckDigits: '${body}' is not [A-Z] + 7 digits`);
  const digit = luhnCheckDigit(body.slice(-7));
  return [digit, CONTROL_LETTERS.charAt(Number(digit))];
}

/** The control character a body's organisation letter asks for ("either" -> the digit). */
export function cifCheckCharacter(body: string): string {
  const letter = body[0] ?? '';
  if (!isOrgLetter(letter))
    throw new RangeError(`cifCheckCharacter: '${letter}' is not an organisation letter`);
  const [digit, controlLetter] = cifCheckDigits(body);
  return CIF_ORGANISATIONS[letter].control === 'letter' ? controlLetter : digit;
}

export function detectCif(compacted: string): boolean {
  return SHAPE.test(compacted);
}

const BAD_FORMAT = sharedFail('invalid_cif_format');
const BAD_ORG_LETTER = sharedFail('invalid_cif_org_letter');
/** `invalid_cif_check` failures by the right control digit d: expecting d, or expecting its letter. */
const DIGIT_FAILURES = Array.from(CONTROL_LETTERS, (_, d) => sharedFail('invalid_cif_check', String(d)));
const LETTER_FAILURES = Array.from(CONTROL_LETTERS, (letter) => sharedFail('invalid_cif_check', letter));

/** What validation needs of an organisation letter, indexed by its character code (A-Z: 65-90). */
interface OrgRule {
  readonly control: CifControl;
  /** The `extra` of every valid CIF of the letter, shared. */
  readonly extra: Extra;
}
const ORG_RULES: (OrgRule | undefined)[] = new Array(91).fill(undefined);
for (const letter of ORG_LETTERS) {
  const { control, description } = CIF_ORGANISATIONS[letter];
  ORG_RULES[letter.charCodeAt(0)] = { control, extra: Object.freeze({ tipo_organizacion: description }) };
}
/** The letters validation accepts: the organisation letters and K (see the top of this file). */
const VALIDATED_RULES = [...ORG_RULES];
VALIDATED_RULES['K'.charCodeAt(0)] = {
  control: 'letter',
  extra: Object.freeze({ tipo_organizacion: 'Español menor de 14 años (clave K)' }),
};

/** True when the character at `index` is 0-9 or A-Z. */
const isDigitOrCapitalAt = (text: string, index: number) =>
  digitAt(text, index) >= 0 || isCapitalAt(text, index);

/**
 * Validation of a compact value on character codes. The shape validation
 * can take apart (any letter, seven digits, a digit or letter) is checked
 * before the organisation letter, as each has its own code.
 */
function checkCif(cif: string): ValidationResult {
  if (cif.length !== 9 || !isCapitalAt(cif, 0) || !isDigitOrCapitalAt(cif, 8)) return BAD_FORMAT;
  // Luhn sum of the seven digits; the 1st, 3rd, 5th and 7th are doubled.
  let sum = 0;
  for (let i = 1; i < 8; i++) {
    const d = digitAt(cif, i);
    if (d < 0) return BAD_FORMAT;
    sum += i % 2 === 1 ? luhnDouble(d) : d;
  }
  const org = VALIDATED_RULES[cif.charCodeAt(0)];
  if (org === undefined) return BAD_ORG_LETTER;
  const digit = (10 - (sum % 10)) % 10;
  const control = cif.charCodeAt(8);
  const digitOk = control === 48 + digit;
  const letterOk = control === CONTROL_LETTERS.charCodeAt(digit);
  const accepted =
    org.control === 'digit' ? digitOk : org.control === 'letter' ? letterOk : digitOk || letterOk;
  if (accepted) return okWith(cif, org.extra);
  return (org.control === 'letter' ? LETTER_FAILURES : DIGIT_FAILURES)[digit] as ValidationResult;
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateCif(value: string): ValidationResult {
  const result = checkCif(value);
  return result === BAD_FORMAT ? checkCif(compactCif(value)) : result;
}

/**
 * A28015865 / A-2801586-5 / A-2.801.586-5, the NIE layout (the seven digits
 * are the number, the control stands apart); `value` is compacted first, not
 * validated.
 */
export function formatCif(value: string, style: DocumentStyle = 'plain'): string {
  const cif = compactCif(value);
  const digits = cif.slice(1, 8);
  if (style === 'dashed') return `${cif[0]}-${digits}-${cif.slice(8)}`;
  if (style === 'dotted') {
    return `${cif[0]}-${digits.slice(0, 1)}.${digits.slice(1, 4)}.${digits.slice(4)}-${cif.slice(8)}`;
  }
  return cif;
}

/**
 * A compact CIF of `orgLetter` (default: any organisation letter). "Either"
 * letters get the digit form. With `ok: false`, the same body with a wrong
 * control of the form its letter asks for.
 */
export function generateCif(
  rng: Rng,
  { ok = true, orgLetter }: { ok?: boolean; orgLetter?: CifOrgLetter } = {},
): string {
  const letter = orgLetter ?? rng.pick(ORG_LETTERS);
  // The rule by character code: a property lookup by a varying letter is slow.
  const rule = letter.length === 1 ? ORG_RULES[letter.charCodeAt(0)] : undefined;
  if (rule === undefined) throw new RangeError(`generateCif: '${letter}' is not an organisation letter`);
  return completeCif(letter + rng.digits(7), rule.control, rng, ok);
}

/**
 * A CIF body (organisation letter and 7 digits, already checked) with its
 * control; with `ok: false` a wrong one of the form `control` asks for.
 */
function completeCif(body: string, control: CifControl, rng: Rng, ok: boolean): string {
  const check = luhnCheckValue(body, 1);
  const used = ok ? check : (check + rng.int(1, 9)) % 10;
  return body + (control === 'letter' ? CONTROL_LETTERS : CONTROL_DIGITS)[used];
}

/**
 * The CIF of `orgLetter` whose 7 digits are `number` (0 to 9,999,999): the
 * numbering `unique` fields draw from, one value per number.
 */
export function cifOfNumber(
  rng: Rng,
  number: number,
  { ok = true, orgLetter }: { ok?: boolean; orgLetter?: CifOrgLetter } = {},
): string {
  const letter = orgLetter ?? rng.pick(ORG_LETTERS);
  return completeCif(letter + String(number).padStart(7, '0'), CIF_ORGANISATIONS[letter].control, rng, ok);
}

export const CIF_FORMAT: FormatModule = {
  kind: 'CIF',
  compact: compactCif,
  detect: detectCif,
  validate: validateCif,
};
