import { CARD_FORMAT } from '../../../domain/card/card.js';
import { UUID_FORMAT } from '../../../domain/intl/uuid.js';
import type { FormatModule, Kind } from '../../../domain/validation.js';
import { BIC_ES_FORMAT } from './bic.js';
import { CCC_FORMAT } from './ccc.js';
import { CIF_FORMAT } from './cif.js';
import { DNI_FORMAT } from './dni.js';
import { IBAN_ES_FORMAT } from './iban.js';
import { NIE_FORMAT } from './nie.js';
import { NIF_FORMAT } from './nif.js';
import { NSS_FORMAT } from './nss.js';
import { PASSPORT_FORMAT } from './passport.js';
import { PHONE_FORMAT } from './phone.js';
import { PLATE_FORMAT } from './plate.js';

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
  IBAN_ES_FORMAT,
  CCC_FORMAT,
  NSS_FORMAT,
  PHONE_FORMAT,
  CARD_FORMAT,
  BIC_ES_FORMAT,
  PLATE_FORMAT,
  PASSPORT_FORMAT,
];

export const FORMAT_BY_KIND: ReadonlyMap<Kind, FormatModule> = new Map(FORMATS.map((f) => [f.kind, f]));
