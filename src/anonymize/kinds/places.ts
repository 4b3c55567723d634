/**
 * Place columns on their own: a postal code, a municipality or a province
 * replaced as a place of its kind (see places/places.ts). When a row has
 * several place columns the engine replaces them together, so they agree.
 * A value naming no known place is scrambled and counted invalid, as is a
 * colonia on its own (a name shared by many municipios says no place).
 */

import { type ColumnKind, replaced } from '../../pseudonym/kind.js';
import { scramble } from '../../pseudonym/scramble.js';
import { type PlaceImage, PlaceMapper, type PlacePart } from '../places/places.js';

/** The source place one cell names, read as the part it holds. */
export function placeOfCell(mapper: PlaceMapper, part: PlacePart, value: string): PlaceImage | undefined {
  if (part === 'postalCode') return mapper.source(value);
  if (part === 'municipality') return mapper.source(undefined, value);
  if (part === 'settlement') return undefined;
  return mapper.source(undefined, undefined, value);
}

function placeKind(part: PlacePart, action: string): ColumnKind {
  return {
    action,
    create({ permutations, keepProvince = false, locale = 'es' }) {
      const mapper = new PlaceMapper(permutations, keepProvince, locale);
      return {
        replace(value) {
          const source = placeOfCell(mapper, part, value);
          const written =
            source === undefined ? undefined : mapper.write(part, value, source, mapper.image(source));
          if (written === undefined) return replaced(scramble(permutations, `lugar:${part}`, value), false);
          return replaced(written, true);
        },
      };
    },
  };
}

export const POSTAL_CODE_KIND = placeKind(
  'postalCode',
  'postal code: a code of another real municipality of similar size, with its municipality and province',
);
export const MUNICIPALITY_KIND = placeKind(
  'municipality',
  'municipality: another real municipality of similar size, with its postal code and province',
);
export const SETTLEMENT_KIND = placeKind(
  'settlement',
  "colonia: a colonia of the row's replaced municipio, with its postal code",
);
export const PROVINCE_KIND = placeKind(
  'province',
  "province: another province, or the row's place's province",
);
