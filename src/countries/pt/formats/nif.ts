/**
 * NIF (Número de Identificação Fiscal), the Portuguese tax number, and NIPC
 * (Número de Identificação de Pessoa Coletiva), the NIF of a legal person.
 *
 * Nine digits: eight sequential ones whose leading digits name the range
 * (person, company, public body, estate...; see nif-prefixes.ts) and a check
 * digit. The check is mod 11 with weights 9, 8, ..., 2 over the first eight
 * digits: 11 − (sum mod 11), where 10 and 11 become 0. The VAT form
 * "PT" + NIF is accepted too.
 *
 * Sources: Decreto-Lei 14/2013 (the NIF); python-stdnum `stdnum/pt/nif.py`
 * (the check, and the doctest number 501964843); pt.wikipedia.org "Número
 * de identificação fiscal" (the ranges).
 */
import { digitAt } from '../../../domain/chars.js';
import { compactUpper } from '../../../domain/compact.js';
import {
  type Extra,
  type FormatModule,
  okWith,
  sharedFail,
  type ValidationResult,
} from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { GENERATED_PREFIXES, NIF_RANGES, type NifHolder, type NifRange } from './nif-prefixes.js';

export type NifStyle = 'plain' | 'spaced';

const SHAPE = /^\d{9}$/;

const RANGE_BY_PREFIX: ReadonlyMap<string, NifRange> = new Map(NIF_RANGES.map((r) => [r.prefix, r]));

/** The range of each two leading digits 00-99 (a one-digit range covers its ten), built once. */
const RANGE_BY_TWO_DIGITS: readonly (NifRange | undefined)[] = Array.from({ length: 100 }, (_, n) => {
  const two = String(n).padStart(2, '0');
  return RANGE_BY_PREFIX.get(two) ?? RANGE_BY_PREFIX.get(two[0]!);
});

/** The `extra` of a valid number of each range, frozen once: results are read-only. */
const EXTRA_BY_RANGE: ReadonlyMap<NifRange, Extra> = new Map(
  NIF_RANGES.map((r) => [r, Object.freeze({ tipo: r.holder, categoria: r.category })]),
);

/** The range a nine-digit number falls in, or undefined when its leading digits are not assigned. */
export function nifRange(nif: string): NifRange | undefined {
  const first = digitAt(nif, 0);
  const second = digitAt(nif, 1);
  return first < 0 || second < 0 ? undefined : RANGE_BY_TWO_DIGITS[first * 10 + second];
}

/** Upper case without separators, and without the "PT" of the VAT form. */
export function compactNif(value: string): string {
  const nif = compactUpper(value);
  return nif.length === 11 && nif.startsWith('PT') ? nif.slice(2) : nif;
}

/** The check value of the eight digits of `text` from `start` (unchecked: callers test the digits). */
function checkValue(text: string, start = 0): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digitAt(text, start + i) * (9 - i);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** The check digit of eight digits (also the civil identification number's, see cc.ts). */
export function nifCheckDigit(first8: string): string {
  if (!/^\d{8}$/.test(first8)) throw new RangeError(`nifCheckDigit: '${first8}' is not 8 digits`);
  return String(checkValue(first8));
}

const NIF_FORMAT_FAIL = sharedFail('invalid_nif_pt_format');
const NIPC_FORMAT_FAIL = sharedFail('invalid_nipc_format');
const NIF_PREFIX_FAIL = sharedFail('invalid_nif_pt_prefix');
const NIPC_PREFIX_FAIL = sharedFail('invalid_nipc_prefix');
/** `invalid_nif_pt_check` failures by the right check digit. */
const CHECK_FAILS = Array.from({ length: 10 }, (_, d) => sharedFail('invalid_nif_pt_check', String(d)));

/**
 * Nine digits with an assigned range; `legalOnly` keeps the legal persons'
 * ranges. Read on character codes, the sum made as the digits are checked:
 * the validator is on the hot path of bulk checks and `auto`.
 */
function checkNif(nif: string, legalOnly: boolean): ValidationResult {
  if (nif.length !== 9) return legalOnly ? NIPC_FORMAT_FAIL : NIF_FORMAT_FAIL;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const d = digitAt(nif, i);
    if (d < 0) return legalOnly ? NIPC_FORMAT_FAIL : NIF_FORMAT_FAIL;
    sum += d * (9 - i);
  }
  const last = digitAt(nif, 8);
  if (last < 0) return legalOnly ? NIPC_FORMAT_FAIL : NIF_FORMAT_FAIL;
  const range = RANGE_BY_TWO_DIGITS[digitAt(nif, 0) * 10 + digitAt(nif, 1)];
  if (legalOnly && range?.holder !== 'coletiva') return NIPC_PREFIX_FAIL;
  if (range === undefined) return NIF_PREFIX_FAIL;
  const check = 11 - (sum % 11);
  const expected = check >= 10 ? 0 : check;
  if (last !== expected) return CHECK_FAILS[expected]!;
  return okWith(nif, EXTRA_BY_RANGE.get(range)!);
}

export function detectNif(compacted: string): boolean {
  return SHAPE.test(compacted) && nifRange(compacted) !== undefined;
}

export function detectNipc(compacted: string): boolean {
  return SHAPE.test(compacted) && nifRange(compacted)?.holder === 'coletiva';
}

/**
 * Values mostly arrive compact, so the value is checked as given first: one
 * that passes the shape is nine digits, which compaction leaves as they are;
 * only a value that fails it is compacted (separators, the PT prefix) and
 * checked again.
 */
export function validateNif(value: string): ValidationResult {
  const result = checkNif(value, false);
  return result === NIF_FORMAT_FAIL ? checkNif(compactNif(value), false) : result;
}

export function validateNipc(value: string): ValidationResult {
  const result = checkNif(value, true);
  return result === NIPC_FORMAT_FAIL ? checkNif(compactNif(value), true) : result;
}

/** 123456789 / 123 456 789; `value` is compacted first, not validated. */
export function formatNif(value: string, style: NifStyle = 'plain'): string {
  const nif = compactNif(value);
  return style === 'spaced' && SHAPE.test(nif)
    ? `${nif.slice(0, 3)} ${nif.slice(3, 6)} ${nif.slice(6)}`
    : nif;
}

const cumulative = (weights: readonly (readonly [string, number])[]): number[] => {
  let total = 0;
  return weights.map(([, w]) => {
    total += w;
    return total;
  });
};

const PREFIX_CUMULATIVE: Readonly<Record<NifHolder, readonly number[]>> = {
  singular: cumulative(GENERATED_PREFIXES.singular),
  coletiva: cumulative(GENERATED_PREFIXES.coletiva),
};

/**
 * A compact NIF of a natural (`singular`, default) or legal (`coletiva`)
 * person, its range drawn by the weights of nif-prefixes.ts; with
 * `ok: false` the same number with a wrong check digit.
 */
export function generateNif(
  rng: Rng,
  {
    ok = true,
    holder = 'singular',
    range,
  }: {
    ok?: boolean;
    holder?: NifHolder;
    /** A range's leading digits instead of a drawn one (a company's NIPC starts with 5). */
    range?: string;
  } = {},
): string {
  if (range !== undefined && nifRange(`${range}00000000`.slice(0, 9))?.prefix !== range)
    throw new RangeError(`generateNif: '${range}' is not a NIF range`);
  const ranges = GENERATED_PREFIXES[holder];
  const prefix = range ?? (ranges[rng.weighted(PREFIX_CUMULATIVE[holder])] as readonly [string, number])[0];
  return completeNif(prefix + rng.digits(8 - prefix.length), ok, rng);
}

/** Eight digits and their check digit; with `ok: false` another digit, drawn from `rng`. */
export function completeNif(body: string, ok: boolean, rng: Rng): string {
  const check = checkValue(body);
  return body + String(ok ? check : (check + rng.int(1, 9)) % 10);
}

/** Any valid NIF or NIPC; `extra` says whose (`tipo`: singular or coletiva) and the range's `categoria`. */
export const NIF_PT_FORMAT: FormatModule = {
  kind: 'NIF_PT',
  compact: compactNif,
  detect: detectNif,
  validate: validateNif,
};

/** Only the legal persons' ranges. */
export const NIPC_FORMAT: FormatModule = {
  kind: 'NIPC',
  compact: compactNif,
  detect: detectNipc,
  validate: validateNipc,
};
