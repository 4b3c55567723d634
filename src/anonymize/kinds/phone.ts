/**
 * Spanish phone numbers. What says mobile or landline, and which province,
 * is a prefix of the nine national digits: a mobile keeps its mobile prefix
 * (6, 71-74, 78, or a mobile sub-range inside a landline prefix), a landline
 * its two- or three-digit provincial prefix; the digits after it are
 * permuted, and a landline walks past the mobile sub-ranges so it stays a
 * landline. A country code (+34, 0034, 34) stays as written.
 */
import {
  LANDLINE_EXCLUDED_PREFIXES,
  LANDLINE_PREFIXES,
  MOBILE_LEADING_DIGITS,
  MOBILE_LEADING_DIGITS_EXTRA,
} from '../../countries/es/data/generated/phone-prefixes.js';
import { validatePhone } from '../../countries/es/formats/phone.js';
import type { Permutations } from '../feistel.js';
import { padded, present, significant } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, replaced } from './kind.js';

/** Longest first: a sub-range inside a landline prefix is matched before the prefix. */
const MOBILE_PREFIXES = [
  ...LANDLINE_EXCLUDED_PREFIXES,
  ...MOBILE_LEADING_DIGITS,
  ...MOBILE_LEADING_DIGITS_EXTRA,
].sort((a, b) => b.length - a.length);

const LANDLINE = new Set(LANDLINE_PREFIXES.flatMap((p) => [...p.prefixes9, ...p.prefixes8]));

const mobilePrefix = (national: string) => MOBILE_PREFIXES.find((p) => national.startsWith(p));

const landlinePrefix = (national: string) =>
  LANDLINE.has(national.slice(0, 2)) ? national.slice(0, 2) : national.slice(0, 3);

const POWERS_OF_TEN = Array.from({ length: 10 }, (_, i) => 10 ** i);

const notPhone = (candidate: string) => !validatePhone(candidate).valid;

/** The national number with the digits after `prefix` permuted; `stay` decides where the walk may stop. */
function permuteAfter(
  permutations: Permutations,
  prefix: string,
  national: string,
  stay: (candidate: string) => boolean,
): string {
  const width = 9 - prefix.length;
  const permutation = permutations.get('telefono', POWERS_OF_TEN[width]!);
  let rest = Number(national.slice(prefix.length));
  for (;;) {
    rest = permutation.apply(rest, Number(prefix));
    const candidate = prefix + padded(rest, width);
    if (stay(candidate)) return candidate;
  }
}

export const PHONE_KIND: ColumnKind = {
  action: 'phone: mobile prefix or provincial landline prefix kept, subscriber digits permuted',
  create({ permutations }) {
    return {
      replace(value) {
        if (!validatePhone(value).valid)
          return replaced(scramble(permutations, 'telefono', value, notPhone), false);
        const digits = significant(value);
        const country = digits.slice(0, digits.length - 9);
        const national = digits.slice(-9);
        const mobile = mobilePrefix(national);
        const fake =
          mobile !== undefined
            ? permuteAfter(permutations, mobile, national, () => true)
            : permuteAfter(permutations, landlinePrefix(national), national, (c) => !mobilePrefix(c));
        return replaced(present(value, country + fake), true);
      },
    };
  },
};
