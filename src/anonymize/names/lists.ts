/**
 * The name tables of each country the pseudonymizer knows, built on first
 * use from the lists its generators draw from.
 */

import { givenNames } from '../../countries/es/data/generated/given-names.js';
import { surnames } from '../../countries/es/data/generated/surnames.js';
import { givenNamesMx } from '../../countries/mx/data/generated/given-names.js';
import { surnamesMx } from '../../countries/mx/data/generated/surnames.js';
import { GIVEN_NAMES_PT } from '../../countries/pt/data/generated/given-names.js';
import { SURNAMES_PT } from '../../countries/pt/data/generated/surnames.js';
import { buildNameTables, type NameLists, type NameTables } from './name-tables.js';

export type NameCountry = 'es' | 'pt' | 'mx';

const LISTS: Readonly<Record<NameCountry, () => NameLists>> = {
  es: () => ({
    label: 'es',
    ...givenNames(),
    surnames: { names: surnames().names, cumulative: surnames().cumulativeFirst },
  }),
  pt: () => ({ label: 'pt', ...GIVEN_NAMES_PT, surnames: SURNAMES_PT }),
  mx: () => ({
    label: 'mx',
    female: givenNamesMx().female,
    male: givenNamesMx().male,
    surnames: { names: surnamesMx().names, cumulative: surnamesMx().cumulativeFirst },
  }),
};

const built = new Map<NameCountry, NameTables>();

export function nameTables(country: NameCountry): NameTables {
  let tables = built.get(country);
  if (tables === undefined) {
    tables = buildNameTables(LISTS[country]());
    built.set(country, tables);
  }
  return tables;
}
