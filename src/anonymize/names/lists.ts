/**
 * The name tables of each country the pseudonymizer knows, built on first
 * use from the lists its generators draw from.
 */

import { givenNames } from '../../countries/es/data/generated/given-names.js';
import { surnames } from '../../countries/es/data/generated/surnames.js';
import { givenNamesMx } from '../../countries/mx/data/generated/given-names.js';
import { surnamesMx } from '../../countries/mx/data/generated/surnames.js';
import { GIVEN_NAMES_PT } from '../../countries/pt/data/generated/given-names.js';
import { RARE_GIVEN_NAMES_PT } from '../../countries/pt/data/generated/rare-given-names.js';
import { SURNAMES_PT } from '../../countries/pt/data/generated/surnames.js';
import type { WeightedNames } from '../../data/types.js';
import { buildNameTables, type NameLists, type NameTables } from './name-tables.js';

export type NameCountry = 'es' | 'pt' | 'mx';

const LISTS: Readonly<Record<NameCountry, () => NameLists>> = {
  es: () => ({
    label: 'es',
    ...givenNames(),
    surnames: { names: surnames().names, cumulative: surnames().cumulativeFirst },
  }),
  // Portugal's drawn list stops at 5 births in three years; the rarer names
  // follow it so that an older generation's "Conceição" reads as a name.
  pt: () => ({
    label: 'pt',
    female: followedBy(GIVEN_NAMES_PT.female, RARE_GIVEN_NAMES_PT.female),
    male: followedBy(GIVEN_NAMES_PT.male, RARE_GIVEN_NAMES_PT.male),
    surnames: SURNAMES_PT,
  }),
  mx: () => ({
    label: 'mx',
    female: givenNamesMx().female,
    male: givenNamesMx().male,
    surnames: { names: surnamesMx().names, cumulative: surnamesMx().cumulativeFirst },
  }),
};

/** `rest` after `first`, its running totals carried on from `first`'s. */
function followedBy(first: WeightedNames, rest: WeightedNames): WeightedNames {
  const carried = first.cumulative.at(-1) ?? 0;
  return {
    names: [...first.names, ...rest.names],
    cumulative: [...first.cumulative, ...rest.cumulative.map((c) => c + carried)],
  };
}

const built = new Map<NameCountry, NameTables>();

export function nameTables(country: NameCountry): NameTables {
  let tables = built.get(country);
  if (tables === undefined) {
    tables = buildNameTables(LISTS[country]());
    built.set(country, tables);
  }
  return tables;
}
