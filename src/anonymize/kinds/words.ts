/**
 * Kinds replaced word by word (see name-words.ts): names and surnames,
 * postal address lines, and free text a user names. An address keeps its
 * street type and the usual abbreviations; its street name and numbers
 * change.
 */
import { STREETS } from '../../data/generated/streets.js';
import { type ColumnKind, replaced } from './kind.js';
import { WordMapper } from './name-words.js';

const ADDRESS_WORDS = [
  ...STREETS.types.names,
  'c',
  'av',
  'avda',
  'pl',
  'pza',
  'pº',
  'nº',
  'num',
  'numero',
  'número',
  'piso',
  'planta',
  'puerta',
  'pta',
  'esc',
  'escalera',
  'portal',
  'bloque',
  'bajo',
  'izq',
  'izda',
  'izquierda',
  'dcha',
  'der',
  'derecha',
  'km',
  'sn',
  'urb',
  'edificio',
  'local',
];

export const NAME_KIND: ColumnKind = {
  action: 'names: each word to a word of the INE lists of the same class (female, male, either, surname)',
  create({ permutations }) {
    const mapper = new WordMapper(permutations);
    return { replace: (value) => replaced(mapper.text(value), true) };
  },
};

export const ADDRESS_KIND: ColumnKind = {
  action: 'address: street type kept, name words and numbers replaced',
  create({ permutations }) {
    const mapper = new WordMapper(permutations, ADDRESS_WORDS);
    return { replace: (value) => replaced(mapper.text(value), true) };
  },
};

export const TEXT_KIND: ColumnKind = {
  action: 'text: every word and number replaced (names by names)',
  create({ permutations }) {
    const mapper = new WordMapper(permutations);
    return { replace: (value) => replaced(mapper.text(value), true) };
  },
};
