import { CARD_FORMAT } from '../../domain/card/card.js';
import { UUID_FORMAT } from '../../domain/intl/uuid.js';
import { fieldCatalog } from '../../fields/field-catalog.js';
import { country } from '../country.js';
import { BIC_ES_FORMAT } from '../es/formats/bic.js';
import { ANONYMIZE_ALIASES_PT, ANONYMIZE_KINDS_PT } from './anonymize-kinds.js';
import { drawAccount } from './entities/account.js';
import { drawAddress } from './entities/address.js';
import { drawCompany } from './entities/company-entity.js';
import { drawPerson } from './entities/person.js';
import { FIELD_TYPES_PT } from './field-types.js';
import { CC_FORMAT } from './formats/cc.js';
import { IBAN_PT_FORMAT } from './formats/iban.js';
import { NIB_FORMAT } from './formats/nib.js';
import { NIF_PT_FORMAT, NIPC_FORMAT } from './formats/nif.js';
import { NISS_FORMAT } from './formats/niss.js';
import { PHONE_PT_FORMAT } from './formats/phone.js';
import { PLATE_PT_FORMAT } from './formats/plate.js';
import { GENERATORS } from './generators.js';

/**
 * Portugal (docs/api.md, Countries). Auto-detection order: a legal person's number is a
 * NIPC before it is a NIF (NIF_PT takes every valid NIF, NIPC only the
 * legal persons' first digits); a nine-digit value that passes the NIF check
 * is a NIF before it is a phone, one that fails is tried as a phone (with
 * +351 or 00351 it can only be one); the UUID before the IBAN, as in Spain.
 */
export const PORTUGAL = country({
  code: 'pt',
  name: { es: 'Portugal', en: 'Portugal', pt: 'Portugal' },
  generators: GENERATORS,
  fields: fieldCatalog(FIELD_TYPES_PT, {
    person: drawPerson,
    address: drawAddress,
    account: drawAccount,
    company: (rng) => drawCompany(rng),
  }),
  formats: [
    NIPC_FORMAT,
    NIF_PT_FORMAT,
    CC_FORMAT,
    UUID_FORMAT,
    IBAN_PT_FORMAT,
    NIB_FORMAT,
    NISS_FORMAT,
    PHONE_PT_FORMAT,
    CARD_FORMAT,
    BIC_ES_FORMAT,
    PLATE_PT_FORMAT,
  ],
  anonymizeKinds: ANONYMIZE_KINDS_PT,
  anonymizeAliases: ANONYMIZE_ALIASES_PT,
});
