/**
 * IBAN (ISO 13616): country code, two check digits, then the country's BBAN,
 * whose length and structure the SWIFT IBAN registry fixes per country. The
 * check digits make the rearranged IBAN (BBAN + country + digits, letters as
 * 10..35) ≡ 1 mod 97 (ISO 7064 MOD 97-10) and are always 02..98.
 *
 * Checks, in order, each with its SPEC 7.3 code: shape (2 letters, 2 digits,
 * alphanumerics) `invalid_iban_format`; country in the registry
 * `unsupported_iban_country`; length `invalid_iban_length`; BBAN structure
 * `invalid_iban_format` (`invalid_iban_de_bban` for DE); check digits
 * `invalid_iban_check_digits`; national check digits (see `national/`):
 * `invalid_iban_es_ccc`, `invalid_iban_fr_rib_key` (FR and MC, which uses
 * the French RIB), `invalid_iban_pt_nib`, and `invalid_iban_format` for the
 * other countries with a national rule (SPEC has no code for them). Check
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
import { checkDigitsFromRemainder, mod97 } from '../checksum/mod97.js';
import { compactIdentifier } from '../compact.js';
import { ACTIVE_BANKS, bankByCode } from '../es/banks.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';
import { type BbanStructure, fitsStructure, parseBban, randomBban } from './bban.js';
import { carried, NATIONAL_CHECKS, type NationalCheck, withCheck } from './national/index.js';

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

const SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/;
/** Shape of anything worth reporting as an IBAN: ISO 13616 allows at most 34 characters. */
const DETECT = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/** Upper case (ASCII only: `ß` must not become `SS`) without spaces, dots, dashes or slashes. */
export function compactIban(value: string): string {
  return compactIdentifier(value);
}

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

function spanishExtra(bban: string): Record<string, string> {
  const entidad = bban.slice(0, 4);
  const bank = bankByCode(entidad);
  const extra: Record<string, string> = { entidad };
  if (bank) extra.banco = bank.name;
  if (bank?.bic) extra.bic = bank.bic;
  return extra;
}

export function validateIban(value: string): ValidationResult {
  const iban = compactIban(value);
  if (!SHAPE.test(iban)) return fail('invalid_iban_format');
  const country = iban.slice(0, 2);
  const spec = SPECS.get(country);
  if (spec === undefined) return fail('unsupported_iban_country');
  if (iban.length !== spec.entry.length) return fail('invalid_iban_length');
  const bban = iban.slice(4);
  if (!spec.structure.pattern.test(bban)) {
    return fail(country === 'DE' ? 'invalid_iban_de_bban' : 'invalid_iban_format');
  }
  // Comparing digits rather than testing "≡ 1" also rejects 00, 01 and 99,
  // which can pass mod 97 but are outside ISO 13616's 02..98.
  const check = ibanCheckDigits(country, bban);
  if (iban.slice(2, 4) !== check) return fail('invalid_iban_check_digits', check);
  if (spec.national) {
    const expected = spec.national.expected(bban);
    if (expected === null) return fail(spec.national.code);
    if (carried(spec.national, bban) !== expected) return fail(spec.national.code, expected);
  }
  const extra: Record<string, string> = country === 'ES' ? spanishExtra(bban) : {};
  return ok(iban, { pais: country, ...extra });
}

/** `plain`: compact; `spaced`: groups of four (the registry's print format). Not validated. */
export function formatIban(value: string, style: 'plain' | 'spaced' = 'plain'): string {
  const iban = compactIban(value);
  return style === 'plain' ? iban : (iban.match(/.{1,4}/g) ?? []).join(' ');
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
  /** IBAN country or registry territory (a territory gives its parent's IBAN). Default ES. */
  readonly country?: string;
  /** Bank identifier at the registry's bank position; ES: a 4-digit entity. Default: ES an active bank, else random. */
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
 * A compact IBAN. ES: an account at a real bank (`bankCode` or one of the
 * active pool) with valid CCC control digits. Other countries: a random BBAN
 * of the registry structure with valid national check digits where
 * `national/` knows them. Unknown countries and ill-fitting bank codes are
 * misuse and throw.
 */
export function generateIban(
  rng: Rng,
  { ok = true, country = 'ES', bankCode }: GenerateIbanOptions = {},
): string {
  const row = ROWS.get(country.toUpperCase());
  if (row === undefined) throw new RangeError(`generateIban: '${country}' is not in the IBAN registry`);
  const prefix = row.parent || row.country;
  const spec = SPECS.get(prefix) as IbanSpec;
  if (bankCode !== undefined) checkBankCode(spec, bankCode);
  const bank = bankCode ?? (prefix === 'ES' ? rng.pick(ACTIVE_BANKS).code : undefined);
  const bban = drawBban(rng, spec, bank);
  const check = ibanCheckDigits(prefix, bban);
  if (ok) return prefix + check + bban;
  // Any other value in 02..98 looks plausible and fails.
  let wrong = rng.int(2, 97);
  if (wrong >= Number(check)) wrong += 1;
  return prefix + (wrong < 10 ? `0${wrong}` : String(wrong)) + bban;
}
