import { CARD_FORMAT } from '../../domain/card/card.js';
import { UUID_FORMAT } from '../../domain/intl/uuid.js';
import { fieldCatalog } from '../../fields/field-catalog.js';
import { country } from '../country.js';
import { BIC_ES_FORMAT } from '../es/formats/bic.js';
import { ANONYMIZE_ALIASES_MX, ANONYMIZE_KINDS_MX } from './anonymize-kinds.js';
import { drawAccount } from './entities/account.js';
import { drawAddress } from './entities/address.js';
import { drawCompany } from './entities/company.js';
import { drawPerson } from './entities/person.js';
import { FIELD_TYPES_MX } from './field-types.js';
import { CLABE_FORMAT } from './formats/clabe.js';
import { CURP_FORMAT } from './formats/curp.js';
import { NSS_MX_FORMAT } from './formats/nss.js';
import { PHONE_MX_FORMAT } from './formats/phone.js';
import { RFC_FORMAT } from './formats/rfc.js';
import { GENERATORS } from './generators.js';

/**
 * Mexico. Auto-detection order: CURP (18 characters with letters) and RFC
 * (12 or 13) cannot be mistaken for each other; the CLABE (18 digits)
 * before a card, the UUID before anything hexadecimal; the NSS (11 digits)
 * before a phone (10 digits, or with +52).
 */
export const MEXICO = country({
  code: 'mx',
  name: { es: 'México', en: 'Mexico', pt: 'México' },
  generators: GENERATORS,
  fields: fieldCatalog(FIELD_TYPES_MX, {
    person: drawPerson,
    address: drawAddress,
    account: drawAccount,
    company: (rng) => drawCompany(rng),
  }),
  formats: [
    CURP_FORMAT,
    RFC_FORMAT,
    UUID_FORMAT,
    CLABE_FORMAT,
    NSS_MX_FORMAT,
    PHONE_MX_FORMAT,
    CARD_FORMAT,
    BIC_ES_FORMAT,
  ],
  anonymizeKinds: ANONYMIZE_KINDS_MX,
  anonymizeAliases: ANONYMIZE_ALIASES_MX,
});
