/**
 * Mexico's value spaces of `unique` fields, as Spain's in
 * `fields/unique-space.ts`: row `i` takes number `n` of a keyed permutation
 * and its value is built from `n`, so distinct numbers give distinct values
 * over any page, offset or shard.
 */
import type { UniqueSpace } from '../../fields/unique-space.js';
import type { OK_OPTION } from '../../generators/common-options.js';
import type { OptionsOf } from '../../generators/options.js';
import { areaCodeOfMunicipality } from './entities/phone.js';
import { completeNssMx } from './formats/nss.js';
import { formatPhoneMx } from './formats/phone.js';
import type { DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT } from './options.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** What the spaces read of the `documento`, check-digit and phone types' options. */
type DocumentOptions = OptionsOf<readonly [typeof DOCUMENT_SUB, typeof OK_OPTION, typeof DOCUMENT_FMT]>;
type CheckOptions = OptionsOf<readonly [typeof OK_OPTION]>;
type PhoneOptions = OptionsOf<readonly [typeof PHONE_FMT]>;

/**
 * An NSS numbered by `n`: subdelegación, registration year and serial are
 * `n`'s digits, the birth year the row's (so it still agrees with the
 * person). Distinct `n` give distinct first ten digits.
 */
const NSS_SPACE = 99 * 100 * 10_000;
function nssOfNumber(birthDate: string, n: number, ok: boolean, shift: number): string {
  const subdelegacion = 1 + Math.floor(n / 1_000_000);
  const registered = Math.floor(n / 10_000) % 100;
  const body = pad(subdelegacion, 2) + pad(registered, 2) + birthDate.slice(2, 4) + pad(n % 10_000, 4);
  return completeNssMx(body, ok ? undefined : shift);
}

/** A CURP or RFC is made of the person's name, birth date and state: it cannot be numbered. */
const CURP_RFC_PROBLEM = { problem: 'cannot_be_numbered', allowed: ['nss'] } as const;

export const UNIQUE_DOCUMENTO_MX: UniqueSpace<DocumentOptions> = {
  size: (options) => (options.sub === 'nss' ? NSS_SPACE : 0),
  draws: (options) => options.ok === false,
  problem: (options) => (options.sub === 'nss' ? undefined : CURP_RFC_PROBLEM),
  value: (row, options, rng, n) =>
    nssOfNumber(
      row.person.fechaNacimiento,
      n,
      options.ok !== false,
      options.ok === false ? rng.int(1, 9) : 0,
    ),
};

export const UNIQUE_NSS_MX: UniqueSpace<CheckOptions> = {
  size: () => NSS_SPACE,
  draws: (options) => options.ok === false,
  value: (row, options, rng, n) =>
    nssOfNumber(
      row.person.fechaNacimiento,
      n,
      options.ok !== false,
      options.ok === false ? rng.int(1, 9) : 0,
    ),
};

/**
 * Numbers of the row's municipio: an area code drawn as for any number of
 * it, then a local part whose last seven digits are `n` (and a leading 2-9
 * digit where the area code has two digits). Two numbers with the same
 * area code differ where their `n` do; numbers with different area codes
 * differ in the area code (no two-digit code starts a three-digit one).
 */
export const UNIQUE_PHONE_MX: UniqueSpace<PhoneOptions> = {
  size: () => 10 ** 7,
  draws: () => true,
  value(row, options, rng, n) {
    const area = areaCodeOfMunicipality(rng, row.address.municipalityCode);
    const lead = area.length === 2 ? String(rng.int(2, 9)) : '';
    return formatPhoneMx(area + lead + pad(n, 7), options.fmt);
  },
};
