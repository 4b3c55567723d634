import { CARD_FORMAT } from './card/card.js';
import { CCC_FORMAT } from './es/ccc.js';
import { CIF_FORMAT } from './es/cif.js';
import { DNI_FORMAT } from './es/dni.js';
import { NIE_FORMAT } from './es/nie.js';
import { NIF_FORMAT } from './es/nif.js';
import { NSS_FORMAT } from './es/nss.js';
import { PASSPORT_FORMAT } from './es/passport.js';
import { PHONE_FORMAT } from './es/phone.js';
import { PLATE_FORMAT } from './es/plate.js';
import { BIC_FORMAT } from './iban/bic.js';
import { IBAN_FORMAT } from './iban/iban.js';
import { UUID_FORMAT } from './intl/uuid.js';
import type { FormatModule, Kind } from './validation.js';

/**
 * Every validatable format, one line each. The order is the auto-detection
 * priority when several shapes match, which decides whose failure is
 * reported: a 12-digit value is an NSS before a 12-digit Maestro card; a
 * dashed 8-4-4-4-12 hex value a UUID before an IBAN (its compact form can
 * look like one: ab12cdef...); 0034 + 9 digits a phone before a 13-digit card.
 */
export const FORMATS: readonly FormatModule[] = [
  DNI_FORMAT,
  NIE_FORMAT,
  NIF_FORMAT,
  CIF_FORMAT,
  UUID_FORMAT,
  IBAN_FORMAT,
  CCC_FORMAT,
  NSS_FORMAT,
  PHONE_FORMAT,
  CARD_FORMAT,
  BIC_FORMAT,
  PLATE_FORMAT,
  PASSPORT_FORMAT,
];

export const FORMAT_BY_KIND: ReadonlyMap<Kind, FormatModule> = new Map(FORMATS.map((f) => [f.kind, f]));
