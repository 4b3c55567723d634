/**
 * Spain's value spaces of `unique` fields (documents, NSS, phones, plates,
 * passports); how a space works is in `fields/unique-space.ts`.
 */

import type { UniqueSpace } from '../../fields/unique-space.js';
import type { OK_OPTION } from '../../generators/common-options.js';
import type { OptionsOf } from '../../generators/options.js';
import { cifOfNumber, cifOrgLetter, formatCif } from './formats/cif.js';
import { DNI_LETTERS, type DocumentStyle, formatDni, wrongCheckLetter } from './formats/dni.js';
import { formatNie, nieCheckLetter } from './formats/nie.js';
import { formatNif, nifCheckLetter } from './formats/nif.js';
import { nssCheckDigits } from './formats/nss.js';
import {
  formatPhone,
  landlineOfNumber,
  MOBILE_COUNT,
  mobileOfNumber,
  type PhoneStyle,
} from './formats/phone.js';
import {
  formatPlate,
  type PlateStyle,
  PROVINCIAL_PLATE_COUNT,
  plateAt,
  platesIssuedBy,
  provincialPlateAt,
} from './formats/plate.js';
import type { DOCUMENT_FMT, DOCUMENT_SUB } from './options.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const styled = (
  value: string,
  fmt: DocumentStyle,
  format: (value: string, style: DocumentStyle) => string,
) => (fmt === 'plain' ? value : format(value, fmt));

/** What the spaces read of the `documento`, check-digit, phone and plate types' options. */
type DocumentOptions = OptionsOf<readonly [typeof DOCUMENT_SUB, typeof OK_OPTION, typeof DOCUMENT_FMT]>;
type CheckOptions = OptionsOf<readonly [typeof OK_OPTION]>;
interface PhoneOptions {
  readonly fmt: PhoneStyle;
}
interface PlateOptions {
  readonly fmt: PlateStyle;
}

/** Document numbers: DNI 00000001-99999999, NIE and NIF prefix letter then 7 digits, CIF 7 digits. */
const DOCUMENT_SIZES: { readonly [Sub in DocumentOptions['sub']]: number } = {
  dni: 99_999_999,
  nie: 3 * 10 ** 7,
  nif: 3 * 10 ** 7,
  cif: 10 ** 7,
};

function letterDocument(prefixes: string, n: number, check: (body: string) => string): [string, string] {
  const body = prefixes[Math.floor(n / 10 ** 7)] + pad(n % 10 ** 7, 7);
  return [body, check(body)];
}

export const UNIQUE_DOCUMENTO: UniqueSpace<DocumentOptions> = {
  size: (options) => DOCUMENT_SIZES[options.sub],
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

export const UNIQUE_CIF: UniqueSpace<CheckOptions> = {
  size: () => 10 ** 7,
  draws: (options) => options.ok === false,
  value: (row, options, rng, n) =>
    cifOfNumber(rng, n, { ok: options.ok !== false, orgLetter: cifOrgLetter(row.company.taxId) }),
};

export const UNIQUE_NSS: UniqueSpace<CheckOptions> = {
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

export const UNIQUE_MOBILE: UniqueSpace<PhoneOptions> = {
  size: () => MOBILE_COUNT,
  value: (_row, options, _rng, n) => formatPhone(mobileOfNumber(n), options.fmt),
};

export const UNIQUE_LANDLINE: UniqueSpace<PhoneOptions> = {
  size: () => 10 ** 6,
  draws: () => true,
  value: (row, options, rng, n) => formatPhone(landlineOfNumber(rng, row.address.regionCode, n), options.fmt),
};

/**
 * Plates issued by the reference date: number `n` is the plate at `n` in the
 * national sequence; before the current system, the provincial plate `n`.
 */
export const UNIQUE_PLATE: UniqueSpace<PlateOptions> = {
  size: (_options, refDate) => platesIssuedBy(refDate) || PROVINCIAL_PLATE_COUNT,
  value(row, options, _rng, n) {
    const plate = platesIssuedBy(row.refDate) === 0 ? provincialPlateAt(n) : plateAt(n);
    return options.fmt === 'plain' ? plate : formatPlate(plate, options.fmt);
  },
};

const PASSPORT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const UNIQUE_PASSPORT: UniqueSpace<unknown> = {
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
