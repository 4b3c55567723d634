/**
 * Spain's value spaces of `unique` fields (documents, NSS, phones, plates,
 * passports); how a space works is in `fields/unique-space.ts`.
 */

import type { UniqueSpace } from '../../fields/unique-space.js';
import { cifOfNumber, cifOrgLetter, formatCif } from './formats/cif.js';
import { DNI_LETTERS, formatDni, wrongCheckLetter } from './formats/dni.js';
import { formatNie, nieCheckLetter } from './formats/nie.js';
import { formatNif, nifCheckLetter } from './formats/nif.js';
import { nssCheckDigits } from './formats/nss.js';
import { formatPhone, landlineOfNumber, MOBILE_COUNT, mobileOfNumber } from './formats/phone.js';
import {
  formatPlate,
  PROVINCIAL_PLATE_COUNT,
  plateAt,
  platesIssuedBy,
  provincialPlateAt,
} from './formats/plate.js';

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
