/**
 * Kinds replaced word by word (see name-words.ts): names and surnames,
 * postal address lines, and free text a user names. An address keeps its
 * street type and the usual abbreviations; its street name and numbers
 * change.
 */

import { type ColumnKind, replaced } from '../../pseudonym/kind.js';
import { nameTables } from '../names/lists.js';
import { NameMapper, type NameRole } from '../names/name-mapper.js';
import { AddressMapper } from '../places/addresses.js';
import { PortugueseAddressMapper } from '../places/addresses-pt.js';
import { WordMapper } from './name-words.js';
import type { RowContext } from './row-context.js';

/** A name kind of one role (given name, surnames, or both in one value). */
function nameKind(role: NameRole, action: string): ColumnKind {
  return {
    action,
    create({ permutations, locale = 'es' }) {
      const mapper = new NameMapper(permutations, nameTables(locale));
      return { replace: (value) => mapper.replace(value, role) };
    },
  };
}

export const GIVEN_NAME_KIND = nameKind(
  'given',
  'given name: to a listed given name of the same sex and shape (compounds, particles, Mª kept)',
);
export const SURNAME_KIND = nameKind('surname', 'surnames: each to a listed surname, particles kept');
export const FULL_NAME_KIND = nameKind(
  'full',
  'full name: given name and surnames each replaced as their own class',
);

export const ADDRESS_KIND: ColumnKind<RowContext> = {
  // Street names follow the language of the row's place.
  readsRow: true,
  action:
    "address: street type kept (any official language), name to a real street name of the row's place's language, numbers of as many digits, door letters letters",
  create(context) {
    // Under pt an address is Portugal's, whichever of the two kinds names it.
    if (context.locale === 'pt') return MORADA_KIND.create(context);
    const { permutations } = context;
    const mapper = new AddressMapper(permutations);
    return { replace: (value, row) => replaced(mapper.replace(value, row?.area), true) };
  },
};

export const MORADA_KIND: ColumnKind = {
  action:
    'address (pt): street type kept (Rua, Av., Travessa, Largo, Praça...), name to a common Portuguese street name with the same particle (da, do, das, dos, de), numbers of as many digits, floor and side words (n.º, R/C, cave, Esq., Dto., Lote) kept',
  create({ permutations }) {
    const mapper = new PortugueseAddressMapper(permutations);
    return { replace: (value) => replaced(mapper.replace(value), true) };
  },
};

export const TEXT_KIND: ColumnKind = {
  action: 'text: every word and number replaced (names by names)',
  create({ permutations }) {
    const mapper = new WordMapper(permutations);
    return { replace: (value) => replaced(mapper.text(value), true) };
  },
};
