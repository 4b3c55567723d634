/**
 * Every column kind: the ones every country shares, one line each, and each
 * country's own (its definition's `anonymizeKinds`), found through the
 * country registry. These are the names `--columns` accepts (DNI, NIE, NIF
 * and CIF are one kind, since extracts mix them in one column).
 */
import { COUNTRIES, type CountryKindId } from '../../countries/registry.js';
import { BIRTH_DATE_KIND } from '../../pseudonym/birth-date.js';
import type { ColumnKind } from '../../pseudonym/kind.js';
import { CCC_KIND, IBAN_KIND } from './accounts.js';
import { CARD_KIND } from './card.js';
import { EMAIL_KIND } from './email.js';
import { MUNICIPALITY_KIND, POSTAL_CODE_KIND, PROVINCE_KIND, SETTLEMENT_KIND } from './places.js';
import type { RowContext } from './row-context.js';
import {
  ADDRESS_KIND,
  FULL_NAME_KIND,
  GIVEN_NAME_KIND,
  MORADA_KIND,
  SURNAME_KIND,
  TEXT_KIND,
} from './words.js';

const SHARED_KINDS = {
  ccc: CCC_KIND,
  iban: IBAN_KIND,
  tarjeta: CARD_KIND,
  email: EMAIL_KIND,
  nombre: GIVEN_NAME_KIND,
  apellido: SURNAME_KIND,
  nombre_completo: FULL_NAME_KIND,
  direccion: ADDRESS_KIND,
  codigo_postal: POSTAL_CODE_KIND,
  colonia: SETTLEMENT_KIND,
  municipio: MUNICIPALITY_KIND,
  provincia: PROVINCE_KIND,
  fecha_nacimiento: BIRTH_DATE_KIND,
  texto: TEXT_KIND,
  morada: MORADA_KIND,
} as const satisfies Record<string, ColumnKind<RowContext>>;

export type ColumnKindId = keyof typeof SHARED_KINDS | CountryKindId;

/** Each country's own kinds, then the shared ones: a country's kind comes first in the names a plan lists. */
export const COLUMN_KINDS: Readonly<Record<ColumnKindId, ColumnKind<RowContext>>> = Object.assign(
  {},
  ...COUNTRIES.map((c) => c.anonymizeKinds),
  SHARED_KINDS,
);

/** True when `name` is a kind's own name (as COLUMN_KINDS spells it). */
export const isColumnKindId = (name: string): name is ColumnKindId => Object.hasOwn(COLUMN_KINDS, name);

/** Other spellings `--columns` accepts for a shared kind, whatever the country. */
const SHARED_ALIASES: Readonly<Record<string, ColumnKindId>> = {
  tarjeta_credito: 'tarjeta',
  card: 'tarjeta',
  name: 'nombre',
  surname: 'apellido',
  address: 'direccion',
  birth_date: 'fecha_nacimiento',
  text: 'texto',
  cp: 'codigo_postal',
  postal_code: 'codigo_postal',
  localidad: 'municipio',
  city: 'municipio',
  province: 'provincia',
};

/** Every other spelling: the shared ones and each country's, checked against the kinds there are. */
const ALIASES: ReadonlyMap<string, ColumnKindId> = new Map([
  ...Object.entries(SHARED_ALIASES),
  ...COUNTRIES.flatMap((c) =>
    Object.entries(c.anonymizeAliases).map(([alias, kind]): [string, ColumnKindId] => {
      if (!isColumnKindId(kind)) throw new Error(`${c.code}: alias ${alias} of no anonymizer kind ${kind}`);
      return [alias, kind];
    }),
  ),
]);

/** A kind name as a user writes it (any case, accents or not) -> its id, or undefined. */
export function parseColumnKind(name: string): ColumnKindId | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return isColumnKindId(key) ? key : ALIASES.get(key);
}
