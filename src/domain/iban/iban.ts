/**
 * IBAN (ISO 13616): country code, two check digits, then the country's BBAN,
 * whose length and structure the SWIFT IBAN registry fixes per country. The
 * check digits make the rearranged IBAN (BBAN + country + digits, letters as
 * 10..35) ≡ 1 mod 97 (ISO 7064 MOD 97-10) and are always 02..98.
 *
 * Checks, in order, each with its docs/api.md, Validation code: shape (2 letters, 2 digits,
 * alphanumerics) `invalid_iban_format`; country in the registry
 * `unsupported_iban_country`; length `invalid_iban_length`; BBAN structure
 * `invalid_iban_format` (`invalid_iban_de_bban` for DE); check digits
 * `invalid_iban_check_digits`; national check digits (see `national/`):
 * `invalid_iban_es_ccc`, `invalid_iban_fr_rib_key` (FR and MC, which uses
 * the French RIB), `invalid_iban_pt_nib`, and `invalid_iban_format` for the
 * other countries with a national rule (the contract has no code for them). Check
 * digit failures carry `expected`: the right IBAN check digits, or the right
 * national check characters (both CCC digits, the RIB key, the NIB digits,
 * the CIN letter, ...), absent only when no value exists (a mod-11 remainder
 * of 10 in NO, CZ, SK).
 *
 * Territories: the registry lists 16 territories under a parent's entry
 * (FR: GF GP MQ RE PF TF YT NC BL MF PM WF; GB: IM JE GG; FI: AX) and says
 * the parent's country code covers them: an account in Guadeloupe has an
 * FR IBAN. This service follows the registry: an IBAN starting with a
 * territory code is `unsupported_iban_country` (as python-stdnum and IbanNet
 * do; schwifty and ibantools accept them), and `generateIban` for a
 * territory gives an IBAN with the parent's prefix.
 *
 * Sources: ISO 13616-1:2020; SWIFT IBAN Registry release 102 (June 2026),
 * whose examples (e.g. ES91 2100 0418 4502 0005 1332) are the test vectors.
 */

import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';
import type { IbanCountry } from '../../data/types.js';
import type { Rng } from '../../random/rng.js';
import { digitsValue, isCapitalAt, TWO_DIGITS } from '../chars.js';
import { checkDigitsFromRemainder, mod97 } from '../checksum/mod97.js';
import { compactUpper } from '../compact.js';
import {
  type Extra,
  type FormatModule,
  fail,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../validation.js';
import { type BbanCharset, type BbanStructure, fitsStructure, parseBban, randomBban } from './bban.js';
import { carries, NATIONAL_CHECKS, type NationalCheck, withCheck } from './national/index.js';

export interface IbanSpec {
  readonly entry: IbanCountry;
  readonly structure: BbanStructure;
  readonly national: NationalCheck | undefined;
}

/** Registry entries by IBAN prefix; territories are not prefixes (see header). */
const SPECS: ReadonlyMap<string, IbanSpec> = new Map(
  IBAN_REGISTRY.filter((entry) => entry.parent === '').map((entry) => [
    entry.country,
    { entry, structure: parseBban(entry.bban), national: NATIONAL_CHECKS[entry.country] },
  ]),
);

/** Every registry row by code, territories included, for `generateIban`. */
const ROWS: ReadonlyMap<string, IbanCountry> = new Map(IBAN_REGISTRY.map((entry) => [entry.country, entry]));

/** IBAN prefixes of the registry (89 entries), sorted. */
export const IBAN_COUNTRIES: readonly string[] = [...SPECS.keys()].sort();

/** Registry spec of an IBAN prefix; undefined for unknown codes and for territories. */
export const ibanSpec = (country: string): IbanSpec | undefined => SPECS.get(country);

/** Shape of anything worth reporting as an IBAN: ISO 13616 allows at most 34 characters. */
const DETECT = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/** Upper case (ASCII only: `ß` must not become `SS`) without spaces, dots, dashes or slashes. */
export const compactIban: (value: string) => string = compactUpper;

/** Cheap shape test for `kind: auto`; looks at neither country nor check digits. */
export function detectIban(compacted: string): boolean {
  return DETECT.test(compacted);
}

/** The two IBAN check digits of `bban` under `country`, "02".."98". */
export function ibanCheckDigits(country: string, bban: string): string {
  return checkDigitsFromRemainder(mod97(country, 0, 2, mod97(bban)));
}

/** The IBAN of a BBAN: prefix, computed check digits, BBAN. No structure check. */
export function ibanFromBban(country: string, bban: string): string {
  return country + ibanCheckDigits(country, bban) + bban;
}

/** `iban` with other check digits (02-98): same account, wrong IBAN control. */
export function wrongIbanCheck(rng: Rng, iban: string): string {
  const right = Number(iban.slice(2, 4));
  let wrong = rng.int(2, 97);
  if (wrong >= right) wrong += 1;
  return `${iban.slice(0, 2)}${String(wrong).padStart(2, '0')}${iban.slice(4)}`;
}

/** Not two capitals, two digits and alphanumerics: the one answer that is retried compacted. */
const BAD_SHAPE = sharedFail('invalid_iban_format');
/** The same answer for a BBAN off its structure, but a distinct object: never retried. */
const BAD_STRUCTURE = sharedFail('invalid_iban_format');
const UNSUPPORTED_COUNTRY = sharedFail('unsupported_iban_country');
const BAD_LENGTH = sharedFail('invalid_iban_length');
/** `invalid_iban_check_digits` failures by the right check digits. */
const CHECK_FAILURES = TWO_DIGITS.map((digits) => sharedFail('invalid_iban_check_digits', digits));

/**
 * BBAN charsets as bit sets, read off the registry structure: a character
 * fits a position when its own bit (digit or capital) is in the position's set.
 */
const DIGIT = 1;
const CAPITAL = 2;
const CHARSETS: Readonly<Record<BbanCharset, number>> = { n: DIGIT, a: CAPITAL, c: DIGIT | CAPITAL };

/** What validation needs of an IBAN prefix, built once per registry entry. */
interface IbanRule {
  readonly spec: IbanSpec;
  /** The charset of each BBAN position. */
  readonly charsets: Uint8Array;
  /** The answer for a BBAN of the wrong structure (DE has a code of its own). */
  readonly badStructure: ValidationResult;
  /** The `extra` of every valid IBAN of the prefix, shared. */
  readonly extra: Extra;
}

/** Index of a two-capital prefix in RULES_BY_PREFIX. */
const prefixIndex = (iban: string): number => (iban.charCodeAt(0) - 65) * 26 + iban.charCodeAt(1) - 65;

const RULES_BY_PREFIX: (IbanRule | undefined)[] = new Array(26 * 26).fill(undefined);
for (const [country, spec] of SPECS) {
  const charsets = new Uint8Array(spec.structure.length);
  let at = 0;
  for (const segment of spec.structure.segments) {
    charsets.fill(CHARSETS[segment.charset], at, at + segment.length);
    at += segment.length;
  }
  RULES_BY_PREFIX[prefixIndex(country)] = {
    spec,
    charsets,
    badStructure: country === 'DE' ? sharedFail('invalid_iban_de_bban') : BAD_STRUCTURE,
    extra: Object.freeze({ pais: country }),
  };
}

/** `bbanRemainder` answers for a character outside 0-9 and A-Z, and for one outside its position's charset. */
const NOT_ALPHANUMERIC = -1;
const OFF_STRUCTURE = -2;

/**
 * Decimal digits that may be pending before a reduction: the remainder then
 * stays below 97 * 10^7 < 2^31 even after a letter adds two, so V8 keeps
 * small-integer arithmetic (as in `checksum/mod97.ts`).
 */
const REDUCE_AT = 6;

/**
 * Remainder mod 97 of the BBAN (from offset 4) read as a number, letters as
 * 10..35; NOT_ALPHANUMERIC as soon as a character is not 0-9 or A-Z, else
 * OFF_STRUCTURE when one does not fit its position in `charsets` (given only
 * when the length is right). One pass for the shape, the structure and the
 * check digits.
 */
function bbanRemainder(iban: string, charsets: Uint8Array | undefined): number {
  let remainder = 0;
  let pending = 0; // decimal digits added since the last reduction
  let fits = true;
  for (let i = 4; i < iban.length; i++) {
    const c = iban.charCodeAt(i);
    let charset: number;
    if (c >= 48 && c <= 57) {
      remainder = remainder * 10 + (c - 48);
      pending += 1;
      charset = DIGIT;
    } else if (c >= 65 && c <= 90) {
      remainder = remainder * 100 + (c - 55);
      pending += 2;
      charset = CAPITAL;
    } else {
      return NOT_ALPHANUMERIC;
    }
    if (pending >= REDUCE_AT) {
      remainder %= 97;
      pending = 0;
    }
    if (charsets !== undefined && ((charsets[i - 4] as number) & charset) === 0) fits = false;
  }
  return fits ? remainder % 97 : OFF_STRUCTURE;
}

/** `remainder` extended by the capital letter of code `c` (10..35), mod 97. */
const withLetter = (remainder: number, c: number): number => (remainder * 100 + c - 55) % 97;

/**
 * Validation of a compact value on character codes, with the codes of the
 * header in their order. The prefix letters follow the BBAN in the remainder,
 * as in the rearranged IBAN.
 */
function checkIban(iban: string): ValidationResult {
  const length = iban.length;
  if (length < 5 || !isCapitalAt(iban, 0) || !isCapitalAt(iban, 1)) return BAD_SHAPE;
  const carriedCheck = digitsValue(iban, 2, 2);
  if (carriedCheck < 0) return BAD_SHAPE;
  const rule = RULES_BY_PREFIX[prefixIndex(iban)];
  const lengthOk = rule !== undefined && length === rule.spec.entry.length;
  const bban = bbanRemainder(iban, lengthOk ? rule.charsets : undefined);
  if (bban === NOT_ALPHANUMERIC) return BAD_SHAPE;
  if (rule === undefined) return UNSUPPORTED_COUNTRY;
  if (!lengthOk) return BAD_LENGTH;
  if (bban === OFF_STRUCTURE) return rule.badStructure;
  // Comparing digits rather than testing "≡ 1" also rejects 00, 01 and 99,
  // which can pass mod 97 but are outside ISO 13616's 02..98.
  const remainder = withLetter(withLetter(bban, iban.charCodeAt(0)), iban.charCodeAt(1));
  const check = 98 - ((remainder * 100) % 97);
  if (carriedCheck !== check) return CHECK_FAILURES[check] as ValidationResult;
  const { national } = rule.spec;
  if (national) {
    const bbanText = iban.slice(4);
    const expected = national.expected(bbanText);
    if (expected === null) return fail(national.code);
    if (!carries(national, bbanText, expected)) return fail(national.code, expected);
  }
  return okWith(iban, rule.extra);
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateIban(value: string): ValidationResult {
  const result = checkIban(value);
  return result === BAD_SHAPE ? checkIban(compactIban(value)) : result;
}

/** Characters a regular expression's `.` does not match. */
const LINE_BREAKS = /[\n\r\u2028\u2029]/;

/** `plain`: compact; `spaced`: groups of four (the registry's print format). Not validated. */
export function formatIban(value: string, style: 'plain' | 'spaced' = 'plain'): string {
  const iban = compactIban(value);
  if (style === 'plain') return iban;
  // Text with a line break keeps its old grouping, which skips the breaks.
  if (LINE_BREAKS.test(iban)) return (iban.match(/.{1,4}/g) ?? []).join(' ');
  // Sliced by hand: a generated IBAN is formatted on every row, the regex took 4x as long.
  let spaced = iban.slice(0, 4);
  for (let i = 4; i < iban.length; i += 4) spaced += ` ${iban.slice(i, i + 4)}`;
  return spaced;
}

export const IBAN_FORMAT: FormatModule = {
  kind: 'IBAN',
  compact: compactIban,
  detect: detectIban,
  validate: validateIban,
};

export interface GenerateIbanOptions {
  /** `false`: the same account with wrong IBAN check digits (still 02..98). */
  readonly ok?: boolean;
  /** IBAN country or registry territory (a territory gives its parent's IBAN). */
  readonly country: string;
  /** Bank identifier at the registry's bank position; ES: a 4-digit entity. Default: random. */
  readonly bankCode?: string;
}

/** Attempts before giving up on a national rule that rejects a random account (never reached in practice). */
const MAX_DRAWS = 100;

function drawBban(rng: Rng, spec: IbanSpec, bankCode: string | undefined): string {
  const { entry, structure, national } = spec;
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    let bban = randomBban(rng, structure);
    if (bankCode !== undefined && entry.bankId !== null) {
      const start = entry.bankId[0] - 1;
      bban = bban.slice(0, start) + bankCode + bban.slice(start + bankCode.length);
    }
    if (!national) return bban;
    const expected = national.expected(bban);
    if (expected !== null) return withCheck(national, bban, expected);
  }
  throw new Error(`generateIban: no valid ${entry.country} account after ${MAX_DRAWS} draws`);
}

function checkBankCode(spec: IbanSpec, bankCode: string): void {
  const position = spec.entry.bankId;
  const fits =
    position !== null &&
    bankCode.length === position[1] - position[0] + 1 &&
    fitsStructure(spec.structure, bankCode, position[0] - 1);
  if (!fits) throw new RangeError(`generateIban: '${bankCode}' is not a ${spec.entry.country} bank code`);
}

/**
 * A compact IBAN: a random BBAN of the registry structure, at `bankCode`
 * when given, with valid national check digits where `national/` knows them
 * (a Spanish account's CCC controls). A country whose accounts are opened at
 * the banks of its register draws the bank code itself (Spain's:
 * `countries/es/formats/iban.ts`). Unknown countries and ill-fitting bank
 * codes are misuse and throw.
 */
export function generateIban(rng: Rng, { ok = true, country, bankCode }: GenerateIbanOptions): string {
  const row = ROWS.get(country.toUpperCase());
  if (row === undefined) throw new RangeError(`generateIban: '${country}' is not in the IBAN registry`);
  const prefix = row.parent || row.country;
  const spec = SPECS.get(prefix) as IbanSpec;
  if (bankCode !== undefined) checkBankCode(spec, bankCode);
  const bban = drawBban(rng, spec, bankCode);
  const check = ibanCheckDigits(prefix, bban);
  if (ok) return prefix + check + bban;
  // Any other value in 02..98 looks plausible and fails.
  let wrong = rng.int(2, 97);
  if (wrong >= Number(check)) wrong += 1;
  return prefix + (wrong < 10 ? `0${wrong}` : String(wrong)) + bban;
}
