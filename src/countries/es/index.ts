import { fieldCatalog } from '../../bulk/field-catalog.js';
import { FORMATS } from '../../domain/registry.js';
import { drawAccount } from '../../generators/entities/account.js';
import { drawAddress } from '../../generators/entities/address.js';
import { drawCompany } from '../../generators/entities/company.js';
import { drawPerson } from '../../generators/entities/person.js';
import { GENERATORS } from '../../generators/single.js';
import { country } from '../country.js';
import { FIELD_TYPES_ES } from './field-types.js';

/**
 * Spain, the first country: its formats (`domain/es`), generators and field
 * types were written before countries were folders, so this file gathers
 * them from where they live; every later country keeps all of its own parts
 * in its folder (`countries/pt/`).
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
});
