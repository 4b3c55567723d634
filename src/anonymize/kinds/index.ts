/**
 * Every column kind, one line each: the names `--columns` accepts (DNI, NIE,
 * NIF and CIF are one kind, since extracts mix them in one column).
 */
import { CCC_KIND, IBAN_KIND } from './accounts.js';
import { BIRTH_DATE_KIND } from './birth-date.js';
import { CARD_KIND } from './card.js';
import { DOCUMENT_KIND } from './documents.js';
import { EMAIL_KIND } from './email.js';
import type { ColumnKind } from './kind.js';
import { CLABE_KIND, CURP_KIND, NSS_MX_KIND, PHONE_MX_KIND, RFC_KIND } from './mexico.js';
import { PHONE_KIND } from './phone.js';
import { MUNICIPALITY_KIND, POSTAL_CODE_KIND, PROVINCE_KIND, SETTLEMENT_KIND } from './places.js';
import { CC_KIND, NIB_KIND, NIF_PT_KIND, NISS_KIND, PHONE_PT_KIND } from './portugal.js';
import { NSS_KIND } from './social-security.js';
import {
  ADDRESS_KIND,
  FULL_NAME_KIND,
  GIVEN_NAME_KIND,
  MORADA_KIND,
  SURNAME_KIND,
  TEXT_KIND,
} from './words.js';

export const COLUMN_KINDS = {
  documento: DOCUMENT_KIND,
  nss: NSS_KIND,
  ccc: CCC_KIND,
  iban: IBAN_KIND,
  tarjeta: CARD_KIND,
  telefono: PHONE_KIND,
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
  nif_pt: NIF_PT_KIND,
  niss: NISS_KIND,
  cc: CC_KIND,
  nib: NIB_KIND,
  telefono_pt: PHONE_PT_KIND,
  morada: MORADA_KIND,
  curp: CURP_KIND,
  rfc: RFC_KIND,
  clabe: CLABE_KIND,
  nss_mx: NSS_MX_KIND,
  telefono_mx: PHONE_MX_KIND,
} as const satisfies Record<string, ColumnKind>;

export type ColumnKindId = keyof typeof COLUMN_KINDS;

/** Other spellings `--columns` accepts for a kind. */
const ALIASES: Readonly<Record<string, ColumnKindId>> = {
  dni: 'documento',
  nie: 'documento',
  nif: 'documento',
  cif: 'documento',
  tarjeta_credito: 'tarjeta',
  card: 'tarjeta',
  phone: 'telefono',
  name: 'nombre',
  surname: 'apellido',
  address: 'direccion',
  birth_date: 'fecha_nacimiento',
  text: 'texto',
  nipc: 'nif_pt',
  cartao_cidadao: 'cc',
  telemovel: 'telefono_pt',
  imss: 'nss_mx',
  celular: 'telefono_mx',
  cp: 'codigo_postal',
  postal_code: 'codigo_postal',
  localidad: 'municipio',
  city: 'municipio',
  province: 'provincia',
  estado: 'provincia',
  distrito: 'provincia',
  concelho: 'municipio',
  alcaldia: 'municipio',
};

/** A kind name as a user writes it (any case, accents or not) -> its id, or undefined. */
export function parseColumnKind(name: string): ColumnKindId | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (Object.hasOwn(COLUMN_KINDS, key)) return key as ColumnKindId;
  return ALIASES[key];
}
