/**
 * Spanish telephone numbers: nine national digits (country code +34).
 *
 * Mobiles start with 6 or 71-74; 78 is accepted too (libphonenumber's
 * metadata includes it after user reports) but never generated. Landlines
 * start with a provincial prefix: two digits for Madrid (91/81) and Barcelona
 * (93/83), three elsewhere, the 8xx ranges mirroring the 9xx ones. A few
 * sub-ranges inside the Cuenca (969) and Lleida (973) prefixes are mobile
 * ranges and count as mobiles. Everything else of the plan (800/900 toll
 * free, 901/902, 80x premium, 70 personal numbering, 5xx) is not a personal
 * line: `invalid_phone_range`.
 *
 * Where two provinces share a prefix (956/856 Cádiz and Ceuta, 952/852 Málaga
 * and Melilla) the number is reported as the larger province's: the one with
 * the lower INE code, since the autonomous cities (51, 52) follow every
 * province.
 *
 * Sources: Spanish numbering plan as published in google/libphonenumber
 * (PhoneNumberMetadata.xml, territory ES; geocoding es/34.txt), via the
 * shared reference data (phone_prefixes.json).
 */

import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import {
  LANDLINE_EXCLUDED_PREFIXES,
  LANDLINE_PREFIXES,
  MOBILE_LEADING_DIGITS,
  MOBILE_LEADING_DIGITS_EXTRA,
} from '../data/generated/phone-prefixes.js';
import { PROVINCE_POPULATION } from '../data/generated/province-population.js';
import { PROVINCES } from '../data/generated/provinces.js';
import type { ProvincePhonePrefixes } from '../data/types.js';

export const PHONE_TYPES = ['movil', 'fijo'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_STYLES = ['plain', 'e164', 'spaced'] as const;
export type PhoneStyle = (typeof PHONE_STYLES)[number];

const NATIONAL = /^\d{9}$/;

/** Share of generated landlines on the classic 9xx prefixes (the rest on 8xx). */
const SHARE_OF_9XX = 0.85;

/**
 * Landline prefix -> INE province code; built from the highest code down, so on a shared prefix the lower code
 * is set last and wins. Built on first use: its sort's first localeCompare loads the collation tables, tens of
 * milliseconds that a run drawing no landline's province need not pay at start.
 */
let provinceByPrefix: ReadonlyMap<string, string> | undefined;
const provinceByPrefixTable = (): ReadonlyMap<string, string> =>
  (provinceByPrefix ??= new Map(
    [...LANDLINE_PREFIXES]
      .sort((a, b) => b.provinceCode.localeCompare(a.provinceCode))
      .flatMap((p) => [...p.prefixes9, ...p.prefixes8].map((prefix) => [prefix, p.provinceCode] as const)),
  ));

const MOBILE_PREFIXES = [
  ...MOBILE_LEADING_DIGITS,
  ...MOBILE_LEADING_DIGITS_EXTRA,
  ...LANDLINE_EXCLUDED_PREFIXES,
];

/** Generated mobiles: each leading-digit block weighted by how many numbers it holds. */
const MOBILE_CUMULATIVE: readonly number[] = MOBILE_LEADING_DIGITS.map((_, i) =>
  MOBILE_LEADING_DIGITS.slice(0, i + 1).reduce((sum, lead) => sum + 10 ** (9 - lead.length), 0),
);

/**
 * The national number: separators (spaces, dots, dashes, slashes,
 * parentheses) removed, then a +34, 0034 or bare 34 country prefix (the
 * latter only on 11 digits). Anything else is kept so validation rejects it.
 */
export function compactPhone(value: string): string {
  const v = value.replace(/[\p{Zs}.()/-]/gu, '');
  if (v.startsWith('+34')) return v.slice(3);
  if (v.startsWith('0034')) return v.slice(4);
  if (/^34\d{9}$/.test(v)) return v.slice(2);
  return v;
}

function landlineProvince(national: string): string | undefined {
  const byPrefix = provinceByPrefixTable();
  return byPrefix.get(national.slice(0, 2)) ?? byPrefix.get(national.slice(0, 3));
}

function isMobile(national: string): boolean {
  return MOBILE_PREFIXES.some((p) => national.startsWith(p));
}

export function detectPhone(compacted: string): boolean {
  return NATIONAL.test(compacted);
}

export function validatePhone(value: string): ValidationResult {
  const national = compactPhone(value);
  if (!NATIONAL.test(national)) return fail('invalid_phone_format');
  if (isMobile(national)) return ok(national, { tipo: 'movil' });
  const code = landlineProvince(national);
  if (code === undefined) return fail('invalid_phone_range');
  const provincia = PROVINCES.find((p) => p.code === code)?.name;
  return ok(national, provincia ? { tipo: 'fijo', provincia } : { tipo: 'fijo' });
}

/** 612345678 / +34612345678 / 612 34 56 78 (landlines alike: 912 34 56 78). Compacts, does not validate. */
export function formatPhone(value: string, style: PhoneStyle = 'plain'): string {
  const n = compactPhone(value);
  if (style === 'e164') return `+34${n}`;
  if (style === 'spaced' && NATIONAL.test(n))
    return `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
  return n;
}

/** Landline prefixes by INE province code (the first entry of a code, as a scan finds it). */
let landlineByProvince: Map<string, ProvincePhonePrefixes> | undefined;

function landlineEntry(provinceCode: string): ProvincePhonePrefixes {
  if (!landlineByProvince) {
    landlineByProvince = new Map();
    for (const p of LANDLINE_PREFIXES)
      if (!landlineByProvince.has(p.provinceCode)) landlineByProvince.set(p.provinceCode, p);
  }
  const entry = landlineByProvince.get(provinceCode);
  if (!entry) throw new RangeError(`generatePhone: no landline prefixes for province '${provinceCode}'`);
  return entry;
}

/**
 * Landline provinces weighted by resident population (INE padrón 2025): as
 * many Madrid numbers per inhabitant as Melilla ones, not as many in all.
 * Parallel to LANDLINE_PREFIXES.
 */
let landlineCumulative: number[] | undefined;

function landlineWeights(): number[] {
  const population = new Map(PROVINCE_POPULATION.map((p) => [p.code, p.population]));
  let total = 0;
  landlineCumulative = LANDLINE_PREFIXES.map((p) => {
    total += population.get(p.provinceCode) ?? 0;
    return total;
  });
  return landlineCumulative;
}

/**
 * A mobile (6xx or 71-74) or a landline of `provinceCode` (when absent, a
 * province drawn by population), mostly on its 9xx prefixes; landlines never fall in the
 * mobile sub-ranges. `provinceCode` is the province drawn or given (for a
 * shared prefix it may differ from the one validation reports), null for
 * mobiles.
 */
export function generatePhone(
  rng: Rng,
  { type = 'movil', provinceCode }: { type?: PhoneType; provinceCode?: string } = {},
): { telefono: string; tipo: PhoneType; provinceCode: string | null } {
  if (type === 'movil') {
    const lead = MOBILE_LEADING_DIGITS[rng.weighted(MOBILE_CUMULATIVE)] as string;
    return { telefono: lead + rng.digits(9 - lead.length), tipo: 'movil', provinceCode: null };
  }
  const entry =
    provinceCode === undefined
      ? (LANDLINE_PREFIXES[rng.weighted(landlineCumulative ?? landlineWeights())] as ProvincePhonePrefixes)
      : landlineEntry(provinceCode);
  const prefixes = entry.prefixes8.length === 0 || rng.bool(SHARE_OF_9XX) ? entry.prefixes9 : entry.prefixes8;
  const prefix = rng.pick(prefixes);
  let telefono = prefix + rng.digits(9 - prefix.length);
  while (isMobile(telefono)) telefono = prefix + rng.digits(9 - prefix.length);
  return { telefono, tipo: 'fijo', provinceCode: entry.provinceCode };
}

/**
 * Share of mobiles among a person's contact numbers: CNMC counted 59.2
 * million mobile lines and 17.9 million fixed lines in Spain in September
 * 2023 (CNMCData), so 77 % of lines are mobiles.
 */
export const SHARE_OF_MOBILES = 0.77;

/**
 * A person's contact number: a mobile (SHARE_OF_MOBILES of the time) or a
 * landline of the province they live in. The kind and each number come
 * from their own child stream.
 */
export function generatePersonalPhone(
  rng: Rng,
  provinceCode: string,
): { telefono: string; tipo: PhoneType; provinceCode: string | null } {
  return rng.split('kind').bool(SHARE_OF_MOBILES)
    ? generatePhone(rng.split('mobile'), { type: 'movil' })
    : generatePhone(rng.split('landline'), { type: 'fijo', provinceCode });
}

/** How many mobile numbers `mobileOfNumber` numbers: every number of the generated blocks. */
export const MOBILE_COUNT = MOBILE_CUMULATIVE[MOBILE_CUMULATIVE.length - 1] as number;

/** The mobile number `n` (0 <= n < MOBILE_COUNT) of the generated blocks, in block order. */
export function mobileOfNumber(n: number): string {
  let start = 0;
  for (const [i, lead] of MOBILE_LEADING_DIGITS.entries()) {
    const end = MOBILE_CUMULATIVE[i] as number;
    if (n < end) return lead + String(n - start).padStart(9 - lead.length, '0');
    start = end;
  }
  throw new RangeError(`mobileOfNumber: ${n} out of range`);
}

/**
 * A landline of `provinceCode` on one of its 9xx prefixes whose last six
 * digits are `n` (0 <= n < 10^6): two such numbers are equal only when
 * their `n` are, whatever the prefixes.
 */
export function landlineOfNumber(rng: Rng, provinceCode: string, n: number): string {
  const entry = landlineEntry(provinceCode);
  const prefix = rng.pick(entry.prefixes9.length > 0 ? entry.prefixes9 : entry.prefixes8);
  const middle = 9 - prefix.length - 6;
  return prefix + (middle > 0 ? rng.digits(middle) : '') + String(n).padStart(6, '0');
}

export const PHONE_FORMAT: FormatModule = {
  kind: 'Telefono',
  compact: compactPhone,
  detect: detectPhone,
  validate: validatePhone,
};
