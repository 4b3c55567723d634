/**
 * Portugal's value spaces of `unique` fields (docs/api.md, Datasets), as Spain's in
 * `fields/unique-space.ts`: row `i` takes number `n` of a keyed permutation
 * and its value is built from `n`, so distinct numbers give distinct values
 * over any page, offset or shard.
 */
import type { UniqueSpace } from '../../fields/unique-space.js';
import type { OK_OPTION } from '../../generators/common-options.js';
import type { OptionsOf } from '../../generators/options.js';
import { ccOfCivilNumber, formatCc } from './formats/cc.js';
import { completeNif, formatNif } from './formats/nif.js';
import { completeNiss } from './formats/niss.js';
import { formatPhonePt, landlineOfNumberPt, UNIQUE_LANDLINES_PT } from './formats/phone.js';
import { formatPlatePt, platesIssuedPt } from './formats/plate.js';
import type { DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT, PLATE_FMT } from './options.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** What the spaces read of the `documento`, check-digit, phone and plate types' options. */
type DocumentOptions = OptionsOf<readonly [typeof DOCUMENT_SUB, typeof OK_OPTION, typeof DOCUMENT_FMT]>;
type CheckOptions = OptionsOf<readonly [typeof OK_OPTION]>;
type PhoneOptions = OptionsOf<readonly [typeof PHONE_FMT]>;
type PlateOptions = OptionsOf<readonly [typeof PLATE_FMT]>;

/**
 * Natural persons' NIFs of the ranges 1, 2 and 3 (ten million each), a
 * company's NIPC of the range 5, civil numbers 00000001-99999999 of the
 * Cartão de Cidadão, a person's NISS of the range 1 (a thousand million).
 */
const DOCUMENT_SIZES: { readonly [Sub in DocumentOptions['sub']]: number } = {
  nif: 3 * 10 ** 7,
  nipc: 10 ** 7,
  cc: 99_999_999,
  niss: 10 ** 9,
};

const nifOfNumber = (n: number, ok: boolean, rng: Parameters<UniqueSpace['value']>[2]) =>
  completeNif(String(1 + Math.floor(n / 10 ** 7)) + pad(n % 10 ** 7, 7), ok, rng);
const nipcOfNumber = (n: number, ok: boolean, rng: Parameters<UniqueSpace['value']>[2]) =>
  completeNif(`5${pad(n, 7)}`, ok, rng);
const nissOfNumber = (n: number, ok: boolean, rng: Parameters<UniqueSpace['value']>[2]) =>
  completeNiss(`1${pad(n, 9)}`, ok, rng);

export const UNIQUE_DOCUMENTO_PT: UniqueSpace<DocumentOptions> = {
  size: (options) => DOCUMENT_SIZES[options.sub],
  // A wrong check digit, or a card's version.
  draws: (options) => options.ok === false || options.sub === 'cc',
  value(_row, options, rng, n) {
    const ok = options.ok !== false;
    switch (options.sub) {
      case 'nipc': {
        const value = nipcOfNumber(n, ok, rng);
        return options.fmt === 'spaced' ? formatNif(value, 'spaced') : value;
      }
      case 'cc': {
        const value = ccOfCivilNumber(rng, pad(n + 1, 8), ok);
        return options.fmt === 'spaced' ? formatCc(value, 'spaced') : value;
      }
      case 'niss':
        return nissOfNumber(n, ok, rng);
      default: {
        const value = nifOfNumber(n, ok, rng);
        return options.fmt === 'spaced' ? formatNif(value, 'spaced') : value;
      }
    }
  },
};

export const UNIQUE_NISS_PT: UniqueSpace<CheckOptions> = {
  size: () => DOCUMENT_SIZES.niss,
  draws: (options) => options.ok === false,
  value: (_row, options, rng, n) => nissOfNumber(n, options.ok !== false, rng),
};

export const UNIQUE_NIPC_PT: UniqueSpace<CheckOptions> = {
  size: () => DOCUMENT_SIZES.nipc,
  draws: (options) => options.ok === false,
  value: (_row, options, rng, n) => nipcOfNumber(n, options.ok !== false, rng),
};

/**
 * Mobiles of the blocks 92, 93 and 96, ten million numbers each: no NIF
 * range starts with them, so no unique mobile is read as a NIF by `auto`
 * (91 is also the condominiums' NIF range).
 */
const UNIQUE_MOBILE_BLOCKS = ['92', '93', '96'] as const;

export const UNIQUE_MOBILE_PT: UniqueSpace<PhoneOptions> = {
  size: () => UNIQUE_MOBILE_BLOCKS.length * 10 ** 7,
  value: (_row, options, _rng, n) =>
    formatPhonePt(UNIQUE_MOBILE_BLOCKS[Math.floor(n / 10 ** 7)]! + pad(n % 10 ** 7, 7), options.fmt),
};

/** One letter A-Z and six digits: 26 million passport numbers. */
export const UNIQUE_PASSPORT_PT: UniqueSpace<unknown> = {
  size: () => 26 * 10 ** 6,
  value: (_row, _options, _rng, n) => String.fromCharCode(65 + Math.floor(n / 10 ** 6)) + pad(n % 10 ** 6, 6),
};

/** Landlines of the row's district (see landlineOfNumberPt): 900,000 numbers. */
export const UNIQUE_LANDLINE_PT: UniqueSpace<PhoneOptions> = {
  size: () => UNIQUE_LANDLINES_PT,
  // The area code and the digit after a two-digit one.
  draws: () => true,
  value: (row, options, rng, n) =>
    formatPhonePt(landlineOfNumberPt(rng, row.address.regionCode, n), options.fmt),
};

/** Plates issued in the 25 years up to the reference date, the window of generated plates. */
export const UNIQUE_PLATE_PT: UniqueSpace<PlateOptions> = {
  size: (_options, refDate) => platesIssuedPt(refDate).count,
  value: (row, options, _rng, n) => formatPlatePt(platesIssuedPt(row.refDate).at(n), options.fmt),
};
