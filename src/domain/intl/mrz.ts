/**
 * ICAO 9303 machine-readable zone of a passport (TD3: two lines of 44).
 *
 * Line 1: P, type filler, issuing state, then SURNAME<<GIVEN<NAMES padded
 * with '<' to 39. Line 2: document number, nationality, birth date, sex,
 * expiry date and personal number, each number and date followed by a check
 * digit, and a composite check digit over all of them. A check digit is the
 * sum of the character values (digits 0-9, A-Z = 10-35, '<' = 0) weighted
 * 7, 3, 1 repeatedly, modulo 10.
 *
 * Names are transliterated to A-Z: diacritics are dropped (Á -> A, Ñ -> N,
 * Ç -> C, Ü -> U, as Spanish passports print MUNOZ for Muñoz), letters
 * without a decomposition use ICAO's table (Æ -> AE, Ø -> OE, ß -> SS, ...),
 * spaces and hyphens become '<', apostrophes and other punctuation vanish.
 * A name too long for its 39 positions is cut (given names first) so that
 * the field ends in a letter, which marks the truncation. Sex is the MRZ's
 * M/F: this service's H (hombre) is M and its M (mujer) is F. The personal
 * number field of Spanish passports carries the holder's DNI.
 *
 * Sources: ICAO Doc 9303, 8th ed. (2021), Part 3 section 4.9 (check digits),
 * section 6 (transliteration), Part 4 section 4.2 (TD3 layout, name
 * truncation) and its Appendix A specimen (Utopia, ERIKSSON ANNA MARIA).
 */

export interface Td3Input {
  readonly documentNumber: string;
  readonly issuingState?: string;
  readonly surname: string;
  readonly givenNames: string;
  readonly nationality?: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
  /** H (hombre) or M (mujer), as elsewhere in this service. */
  readonly sex: 'H' | 'M';
  /** YYYY-MM-DD */
  readonly expiryDate: string;
  /** Optional data, up to 14 characters: the DNI on Spanish passports. */
  readonly personalNumber?: string;
}

export type Td3Check = 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber' | 'composite';

export type Td3Lines = readonly [string, string];

const LINE = 44;
const NAME_FIELD = 39;
const WEIGHTS = [7, 3, 1] as const;
const MRZ_CHARS = /^[0-9A-Z<]*$/;

/** Letters with no Unicode decomposition, per ICAO 9303 Part 3 section 6. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'OE',
  Þ: 'TH',
  Ð: 'D',
  Đ: 'D',
  Ł: 'L',
  Ħ: 'H',
  ẞ: 'SS',
};

function charValue(c: string): number {
  if (c === '<') return 0;
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  throw new RangeError(`mrzCheckDigit: '${c}' is not an MRZ character`);
}

/** Check digit of an MRZ field. Characters outside 0-9, A-Z and '<' are misuse and throw. */
export function mrzCheckDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field.charAt(i)) * (WEIGHTS[i % 3] as number);
  return String(sum % 10);
}

/** A name in MRZ characters: upper case A-Z, components joined by single '<'. */
export function transliterateMrz(text: string): string {
  return text
    .toUpperCase()
    .replace(/./gu, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s-]+/gu, '<')
    .replace(/[^A-Z<]/g, '')
    .replace(/<{2,}/g, '<')
    .replace(/^<+|<+$/g, '');
}

/** Cuts `text` to the field width so that it ends in a letter: a trailing filler gives way to the next letter. */
function cut(text: string): string {
  const head = text.slice(0, NAME_FIELD);
  if (!head.endsWith('<')) return head;
  const next = text.slice(NAME_FIELD).replace(/^<+/, '')[0] ?? '';
  return head.slice(0, NAME_FIELD - 1) + next;
}

/** The 39-character name field of line 1. */
export function td3NameField(surname: string, givenNames: string): string {
  const primary = transliterateMrz(surname);
  const secondary = transliterateMrz(givenNames);
  let field: string;
  if (primary.length > NAME_FIELD - 3 || secondary === '') field = cut(primary);
  else field = cut(`${primary}<<${secondary}`);
  return field.padEnd(NAME_FIELD, '<');
}

function mrzDate(date: string, what: string): string {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`buildTd3: ${what} '${date}' is not YYYY-MM-DD`);
  return `${m[1]}${m[2]}${m[3]}`;
}

function mrzField(value: string, width: number, what: string): string {
  const v = value.toUpperCase().replace(/[\s-]/g, '');
  if (v.length > width || !MRZ_CHARS.test(v))
    throw new RangeError(`buildTd3: ${what} '${value}' does not fit ${width} MRZ characters`);
  return v.padEnd(width, '<');
}

/** Check digit of the optional-data field: '<' when the field is empty, as ICAO allows. */
function optionalCheckDigit(field: string): string {
  return /^<+$/.test(field) ? '<' : mrzCheckDigit(field);
}

function compositeOf(line2: string): string {
  return mrzCheckDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43));
}

/** The two TD3 lines; with `ok: false` every check digit is right except the composite one. */
export function buildTd3(input: Td3Input, { ok = true }: { ok?: boolean } = {}): Td3Lines {
  const state = mrzField(input.issuingState ?? 'ESP', 3, 'issuing state');
  const nationality = mrzField(input.nationality ?? 'ESP', 3, 'nationality');
  const number = mrzField(input.documentNumber, 9, 'document number');
  const birth = mrzDate(input.birthDate, 'birth date');
  const expiry = mrzDate(input.expiryDate, 'expiry date');
  const personal = mrzField(input.personalNumber ?? '', 14, 'personal number');
  const sex = input.sex === 'H' ? 'M' : 'F';

  const line1 = `P<${state}${td3NameField(input.surname, input.givenNames)}`;
  const body =
    number +
    mrzCheckDigit(number) +
    nationality +
    birth +
    mrzCheckDigit(birth) +
    sex +
    expiry +
    mrzCheckDigit(expiry) +
    personal +
    optionalCheckDigit(personal);
  const composite = Number(compositeOf(body));
  return [line1, body + (ok ? composite : (composite + 1) % 10)];
}

/**
 * Which check digits of a TD3 MRZ fail (empty when all hold); `format` when
 * the lines are not two passport lines of 44 MRZ characters.
 */
export function validateTd3(lines: readonly string[]): {
  valid: boolean;
  failed: readonly (Td3Check | 'format')[];
} {
  const [line1, line2] = lines;
  if (
    lines.length !== 2 ||
    line1 === undefined ||
    line2 === undefined ||
    line1.length !== LINE ||
    line2.length !== LINE ||
    !line1.startsWith('P') ||
    !MRZ_CHARS.test(line1) ||
    !MRZ_CHARS.test(line2)
  ) {
    return { valid: false, failed: ['format'] };
  }
  const failed: Td3Check[] = [];
  const digitOk = (field: string, at: number) => line2[at] === mrzCheckDigit(field);
  if (!digitOk(line2.slice(0, 9), 9)) failed.push('documentNumber');
  if (!digitOk(line2.slice(13, 19), 19)) failed.push('birthDate');
  if (!digitOk(line2.slice(21, 27), 27)) failed.push('expiryDate');
  const personal = line2.slice(28, 42);
  const emptyOk = /^<+$/.test(personal) && (line2[42] === '<' || line2[42] === '0');
  if (!emptyOk && !digitOk(personal, 42)) failed.push('personalNumber');
  if (line2[43] !== compositeOf(line2)) failed.push('composite');
  return { valid: failed.length === 0, failed };
}
