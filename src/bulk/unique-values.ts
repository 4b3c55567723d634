/**
 * Value spaces of `unique` fields (docs/api.md, Datasets). A unique field's row `i`
 * takes number `n` = a keyed permutation of `i` over the type's space, and
 * its value is built from `n` so that distinct numbers give distinct values
 * (a document's digits, a phone's subscriber number, an email's last digit
 * run...). Nothing is remembered between rows, so uniqueness holds over
 * any page, offset or shard, and a space smaller than the rows asked for is
 * refused up front instead of retried.
 */

import { cifOfNumber, cifOrgLetter, formatCif } from '../countries/es/formats/cif.js';
import { DNI_LETTERS, formatDni, wrongCheckLetter } from '../countries/es/formats/dni.js';
import { formatNie, nieCheckLetter } from '../countries/es/formats/nie.js';
import { formatNif, nifCheckLetter } from '../countries/es/formats/nif.js';
import { nssCheckDigits } from '../countries/es/formats/nss.js';
import {
  formatPhone,
  landlineOfNumber,
  MOBILE_COUNT,
  mobileOfNumber,
} from '../countries/es/formats/phone.js';
import {
  formatPlate,
  PROVINCIAL_PLATE_COUNT,
  plateAt,
  platesIssuedBy,
  provincialPlateAt,
} from '../countries/es/formats/plate.js';
import { TEST_BIN_RANGES } from '../data/card-test-numbers.js';
import { CARD_BRANDS, type CardBrandId } from '../domain/card/brands.js';
import { formatCard } from '../domain/card/card.js';
import { luhnCheckValue } from '../domain/checksum/luhn.js';
import type { ErrorDetails, ProblemCode } from '../errors/index.js';
import type { Cell } from '../export/types.js';
import type { OptionValues } from '../generators/options.js';
import type { Rng } from '../random/rng.js';
import type { RowContext } from './row-context.js';

/** Why a unique space cannot be used: a problem code and its facts. */
export type UniqueProblem = ErrorDetails & { readonly problem: ProblemCode };

export interface UniqueSpace {
  /** How many distinct values the field can take with these options (and reference date). */
  size(options: OptionValues, refDate: string): number;
  /** The value of number `n` (0 <= n < size); `rng` is the field's own stream of the row. */
  value(row: RowContext, options: OptionValues, rng: Rng, n: number): Cell;
  /**
   * Fields that read one entity part share its numbering instead of having
   * their own (an account's IBAN and CCC): the part is built from `n`.
   */
  readonly shared?: 'account';
  /**
   * `growing`: the row's number comes from `GrowingNumbers` (small numbers
   * first, for text that ends in it); otherwise from a permutation of the space.
   */
  readonly numbering?: 'growing';
  /**
   * True when `value` draws from its `rng` with these options (a wrong check
   * letter, a drawn prefix): only then is the field's stream derived.
   */
  draws?(options: OptionValues): boolean;
  /** Why these options cannot be unique at all (a list with a value twice), if they cannot. */
  problem?(options: OptionValues): UniqueProblem | undefined;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

type DocStyle = 'plain' | 'dashed' | 'dotted';
const styled = (value: string, fmt: unknown, format: (value: string, style: DocStyle) => string) =>
  fmt === 'plain' ? value : format(value, fmt as DocStyle);

/** Document numbers: DNI 00000001-99999999, NIE and NIF prefix letter then 7 digits, CIF 7 digits. */
const DOCUMENT_SIZES: Readonly<Record<string, number>> = {
  dni: 99_999_999,
  nie: 3 * 10 ** 7,
  nif: 3 * 10 ** 7,
  cif: 10 ** 7,
};

function letterDocument(prefixes: string, n: number, check: (body: string) => string): [string, string] {
  const body = prefixes[Math.floor(n / 10 ** 7)] + pad(n % 10 ** 7, 7);
  return [body, check(body)];
}

export const UNIQUE_DOCUMENTO: UniqueSpace = {
  size: (options) => DOCUMENT_SIZES[String(options.sub)] ?? 0,
  // A wrong letter, or a CIF's organisation letter.
  draws: (options) => options.ok === false || options.sub === 'cif',
  value(_row, options, rng, n) {
    const ok = options.ok !== false;
    switch (options.sub) {
      case 'cif':
        return styled(cifOfNumber(rng, n, { ok }), options.fmt, formatCif);
      case 'nie':
      case 'nif': {
        const [body, letter] =
          options.sub === 'nie'
            ? letterDocument('XYZ', n, nieCheckLetter)
            : letterDocument('KLM', n, nifCheckLetter);
        const value = body + (ok ? letter : wrongCheckLetter(rng, letter));
        return styled(value, options.fmt, options.sub === 'nie' ? formatNie : formatNif);
      }
      default: {
        const number = pad(n + 1, 8);
        // The number is n + 1 itself: its letter needs no parsing of the text.
        const letter = DNI_LETTERS[(n + 1) % 23] as string;
        return styled(number + (ok ? letter : wrongCheckLetter(rng, letter)), options.fmt, formatDni);
      }
    }
  },
};

export const UNIQUE_CIF: UniqueSpace = {
  size: () => 10 ** 7,
  draws: (options) => options.ok === false,
  value: (row, options, rng, n) =>
    cifOfNumber(rng, n, { ok: options.ok !== false, orgLetter: cifOrgLetter(row.company.taxId) }),
};

export const UNIQUE_NSS: UniqueSpace = {
  size: () => 99_999_999,
  draws: (options) => options.ok === false,
  value(row, options, rng, n) {
    const province = row.address.regionCode;
    const serial = pad(n + 1, 8);
    const check = Number(nssCheckDigits(province, serial));
    const control = options.ok === false ? (check + rng.int(1, 96)) % 97 : check;
    return province + serial + pad(control, 2);
  },
};

/** IBAN and CCC: the row's account takes account number `n` (10 digits), so both columns agree. */
export const accountSpace = (value: UniqueSpace['value']): UniqueSpace => ({
  size: () => 10 ** 10,
  value,
  shared: 'account',
});

export const UNIQUE_MOBILE: UniqueSpace = {
  size: () => MOBILE_COUNT,
  value: (_row, options, _rng, n) => formatPhone(mobileOfNumber(n), options.fmt as 'plain'),
};

export const UNIQUE_LANDLINE: UniqueSpace = {
  size: () => 10 ** 6,
  draws: () => true,
  value: (row, options, rng, n) =>
    formatPhone(landlineOfNumber(rng, row.address.regionCode, n), options.fmt as 'plain'),
};

/** The shortest test BIN of a brand: one BIN, so equal numbers mean equal bodies. */
function widestBin(brand: string): { bin: string; bodyDigits: number } {
  const scheme = CARD_BRANDS[brand as CardBrandId];
  const bins = TEST_BIN_RANGES.filter((r) => r.brand === brand).map((r) => r.prefix);
  const bin = bins.reduce((a, b) => (b.length < a.length ? b : a));
  return { bin, bodyDigits: scheme.generatedLength - bin.length - 1 };
}

export const UNIQUE_CARD: UniqueSpace = {
  draws: (options) => options.ok === false,
  size: (options) => 10 ** Math.min(15, widestBin(String(options.brand)).bodyDigits),
  value(_row, options, rng, n) {
    const { bin, bodyDigits } = widestBin(String(options.brand));
    const payload = bin + pad(n, bodyDigits);
    const check = luhnCheckValue(payload);
    const last = options.ok === false ? (check + rng.int(1, 9)) % 10 : check;
    return formatCard(payload + last, options.fmt as 'plain');
  },
};

/**
 * Plates issued by the reference date: number `n` is the plate at `n` in the
 * national sequence; before the current system, the provincial plate `n`.
 */
export const UNIQUE_PLATE: UniqueSpace = {
  size: (_options, refDate) => platesIssuedBy(refDate) || PROVINCIAL_PLATE_COUNT,
  value(row, options, _rng, n) {
    const plate = platesIssuedBy(row.refDate) === 0 ? provincialPlateAt(n) : plateAt(n);
    return options.fmt === 'plain' ? plate : formatPlate(plate, options.fmt as 'spaced');
  },
};

const PASSPORT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const UNIQUE_PASSPORT: UniqueSpace = {
  size: () => 26 ** 3 * 10 ** 6,
  value(_row, _options, _rng, n) {
    let rest = Math.floor(n / 10 ** 6);
    let letters = '';
    for (let i = 0; i < 3; i++) {
      letters += PASSPORT_LETTERS[rest % 26];
      rest = Math.floor(rest / 26);
    }
    return letters + pad(n % 10 ** 6, 6);
  },
};

/** The last 12 hex digits (48 random bits in versions 4 and 7) hold `n`. */
export function uniqueUuid(uuid: string, n: number): string {
  return uuid.slice(0, 24) + n.toString(16).padStart(12, '0');
}
