import { fieldCatalog } from '../../fields/field-catalog.js';
import { country } from '../country.js';
import { ANONYMIZE_ALIASES_ES, ANONYMIZE_KINDS_ES } from './anonymize-kinds.js';
import { drawAccount } from './entities/account.js';
import { drawAddress } from './entities/address.js';
import { drawCompany } from './entities/company.js';
import { drawPerson } from './entities/person.js';
import { FIELD_TYPES_ES } from './field-types.js';
import { FORMATS } from './formats/detection-order.js';
import { GENERATORS } from './generators.js';

/**
 * Spain (docs/api.md, Countries): its formats, data tables, entities and
 * generators are in this folder, as Portugal's and Mexico's are in theirs.
 * Auto-detection order: `formats/detection-order.ts`.
 */
export const SPAIN = country({
  code: 'es',
  name: { es: 'España', en: 'Spain', pt: 'Espanha' },
  generators: GENERATORS,
  fields: fieldCatalog(FIELD_TYPES_ES, {
    person: drawPerson,
    address: drawAddress,
    account: drawAccount,
    company: (rng) => drawCompany(rng),
  }),
  formats: FORMATS,
  anonymizeKinds: ANONYMIZE_KINDS_ES,
  anonymizeAliases: ANONYMIZE_ALIASES_ES,
});
