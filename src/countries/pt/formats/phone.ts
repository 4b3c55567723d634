/**
 * Portuguese telephone numbers: nine national digits (country code +351, no
 * trunk prefix since the 1999 closed plan).
 *
 * Mobiles start with 91, 92, 93 or 96. Landlines start with 2 and an area
 * code: 21 (Lisboa) and 22 (Porto) take seven more digits, the other areas
 * (2xx) six. An area code is named for a place, whose district (or island)
 * validation reports; a code often covers neighbouring municipalities, now
 * and then across a district border. Everything else of the plan (80x free
 * and shared cost, 30 nomadic, 6xx and 7xx services) is not a personal line.
 *
 * Sources: ANACOM's national numbering plan as published in
 * google/libphonenumber (PhoneNumberMetadata.xml territory PT, geocoding
 * pt/351.txt), via the shared reference data (pt/phone_prefixes.json).
 */
import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { AREA_CODES, AREA_CODES_BY_DISTRICT, MOBILE_PREFIXES } from '../data/generated/phone-prefixes.js';
import { nifCheckDigit, validateNif } from './nif.js';

export type PhoneTypePt = 'movil' | 'fijo';

/** Presentations of a number (the `fmt` option's values): 912345678, +351912345678, 912 345 678. */
export const PHONE_STYLES_PT = ['plain', 'e164', 'spaced'] as const;
export type PhoneStylePt = (typeof PHONE_STYLES_PT)[number];

/**
 * How often a person's phone is a mobile: a modelling choice (three in
 * four), as Portugal has far more mobile lines in use than fixed ones.
 */
const SHARE_OF_MOBILES = 0.75;

const NATIONAL = /^\d{9}$/;

const AREA_BY_PREFIX = new Map(AREA_CODES.map((a) => [a.prefix, a]));

/**
 * The national number: separators (spaces, dots, dashes, slashes,
 * parentheses) removed, then a +351, 00351 or bare 351 country prefix (the
 * latter only on 12 digits). Anything else is kept so validation rejects it.
 */
export function compactPhonePt(value: string): string {
  const v = value.replace(/[\p{Zs}.()/-]/gu, '');
  if (v.startsWith('+351')) return v.slice(4);
  if (v.startsWith('00351')) return v.slice(5);
  if (/^351\d{9}$/.test(v)) return v.slice(3);
  return v;
}

function areaOf(national: string) {
  return AREA_BY_PREFIX.get(national.slice(0, 2)) ?? AREA_BY_PREFIX.get(national.slice(0, 3));
}

export function detectPhonePt(compacted: string): boolean {
  return NATIONAL.test(compacted);
}

export function validatePhonePt(value: string): ValidationResult {
  const national = compactPhonePt(value);
  if (!NATIONAL.test(national)) return fail('invalid_phone_pt_format');
  if (MOBILE_PREFIXES.includes(national.slice(0, 2))) return ok(national, { tipo: 'movil' });
  const area = areaOf(national);
  if (area === undefined) return fail('invalid_phone_pt_range');
  return ok(national, { tipo: 'fijo', distrito: area.districtName });
}

/**
 * 912345678 / +351912345678 / 912 345 678 (landlines by area: 21 234 5678,
 * 253 123 456, as the operators print them). Compacts, does not validate.
 */
export function formatPhonePt(value: string, style: PhoneStylePt = 'plain'): string {
  const n = compactPhonePt(value);
  if (style === 'e164') return `+351${n}`;
  if (style !== 'spaced' || !NATIONAL.test(n)) return n;
  if (n.startsWith('21') || n.startsWith('22')) return `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

/**
 * A nine-digit number that is also a valid NIF (landlines start with 2, as
 * natural persons' NIFs do; 91 is a NIF range too) would be read as a NIF
 * by `auto`, which tries the NIF first: one number in eleven. Its last digit
 * moves on by one, which no NIF check digit allows twice, so every
 * generated phone is read as a phone.
 */
function notANif(national: string): string {
  if (!validateNif(national).valid) return national;
  return national.slice(0, 8) + String((Number(national[8]) + 1) % 10);
}

/** Draws among prefixes in proportion to the numbers each holds (10^(9 − length)). */
function drawByCapacity(rng: Rng, prefixes: readonly string[]): string {
  let total = 0;
  const cumulative = prefixes.map((p) => (total += 10 ** (9 - p.length)));
  return prefixes[rng.weighted(cumulative)] as string;
}

const ALL_AREA_CODES = AREA_CODES.map((a) => a.prefix);

/** A district's (or island's) area codes; `caller` names the function in the error for an unknown one. */
function areaCodesOf(districtCode: string, caller: string): readonly string[] {
  const codes = AREA_CODES_BY_DISTRICT[districtCode];
  if (codes === undefined) throw new RangeError(`${caller}: unknown district '${districtCode}'`);
  return codes;
}

/**
 * A mobile (91/92/93/96, uniform: each block holds as many numbers) or a
 * landline. A landline of `districtCode` (a district 01-18 or an island
 * 31-49) dials one of that district's area codes, drawn by the numbers each
 * holds (so Lisboa's 21 far more often than 261); without a district, any
 * area code by the same rule. `districtCode` is echoed for landlines.
 */
export function generatePhonePt(
  rng: Rng,
  { type, districtCode }: { type: PhoneTypePt; districtCode?: string },
): { telefono: string; tipo: PhoneTypePt; districtCode?: string } {
  if (type === 'movil')
    return { telefono: notANif(rng.pick(MOBILE_PREFIXES) + rng.digits(7)), tipo: 'movil' };
  const codes = districtCode === undefined ? ALL_AREA_CODES : areaCodesOf(districtCode, 'generatePhonePt');
  const prefix = drawByCapacity(rng, codes);
  const telefono = notANif(prefix + rng.digits(9 - prefix.length));
  return districtCode === undefined ? { telefono, tipo: 'fijo' } : { telefono, tipo: 'fijo', districtCode };
}

/** The landlines `landlineOfNumberPt` numbers: 10^5 heads of eight digits, nine last digits each. */
export const UNIQUE_LANDLINES_PT = 9 * 10 ** 5;

/**
 * Landline number `n` (0 <= n < UNIQUE_LANDLINES_PT) of `districtCode`: an
 * area code of the district drawn as `generatePhonePt` draws it, then digits
 * up to eight, the last five of them `n / 9`, and a ninth digit that is the
 * (n mod 9)-th of the nine that do not complete a valid NIF. Two numbers are
 * equal only when their `n` are (equal first eight digits mean equal skipped
 * digits), and none is read as a NIF by `auto`.
 */
export function landlineOfNumberPt(rng: Rng, districtCode: string, n: number): string {
  const prefix = drawByCapacity(rng, areaCodesOf(districtCode, 'landlineOfNumberPt'));
  const middle = 3 - prefix.length;
  const head = prefix + (middle > 0 ? rng.digits(middle) : '') + String(Math.floor(n / 9)).padStart(5, '0');
  const nif = Number(nifCheckDigit(head));
  const k = n % 9;
  return head + (k < nif ? k : k + 1);
}

/** A person's phone: mostly a mobile; a landline dials an area code of the person's district. */
export function generatePersonalPhonePt(
  rng: Rng,
  districtCode: string,
): { telefono: string; tipo: PhoneTypePt; districtCode?: string } {
  return rng.split('kind').bool(SHARE_OF_MOBILES)
    ? generatePhonePt(rng.split('mobile'), { type: 'movil' })
    : generatePhonePt(rng.split('landline'), { type: 'fijo', districtCode });
}

export const PHONE_PT_FORMAT: FormatModule = {
  kind: 'Telefono_PT',
  compact: compactPhonePt,
  detect: detectPhonePt,
  validate: validatePhonePt,
};
