/**
 * Which kind a column holds, when the user does not say: first by its
 * header, then by its values. Header rules are one table, tried in order on
 * the header folded to lower-case ASCII words; value detection asks the
 * domain validators (`kind: auto`) about a sample of the column and claims a
 * kind when most non-empty values are valid of it.
 */
import { validateClabe } from '../countries/mx/formats/clabe.js';
import { validateCurp } from '../countries/mx/formats/curp.js';
import { validateNssMx } from '../countries/mx/formats/nss.js';
import { validatePhoneMx } from '../countries/mx/formats/phone.js';
import { validateRfc } from '../countries/mx/formats/rfc.js';
import { validateCc } from '../countries/pt/formats/cc.js';
import { validateNib } from '../countries/pt/formats/nib.js';
import { validateNif, validateNipc } from '../countries/pt/formats/nif.js';
import { validateNiss } from '../countries/pt/formats/niss.js';
import { validatePhonePt } from '../countries/pt/formats/phone.js';
import { validateValue } from '../countries/validate.js';
import { validateIban } from '../domain/iban/iban.js';
import type { Kind } from '../domain/validation.js';
import { isCardNumber } from './kinds/card.js';
import type { ColumnKindId } from './kinds/index.js';

/** Header pattern -> kind, the first match wins (so "fecha_nacimiento" is a date before "nombre" could match). */
const HEADER_RULES: readonly (readonly [RegExp, ColumnKindId])[] = [
  [/\b(fecha|f)?_?(de_)?nacimiento\b|\bbirth_?date\b|\bdob\b|\bfnac\b/, 'fecha_nacimiento'],
  [/\b(e_?mail|correo(_electronico)?)\b/, 'email'],
  [/\b(iban|cuenta_iban)\b/, 'iban'],
  [/\b(ccc|cuenta(_bancaria|_corriente)?|num_cuenta|n_cuenta)\b/, 'ccc'],
  [/\b(nss|naf|seguridad_social|num_ss|n_ss|numero_ss)\b/, 'nss'],
  [/\b(tarjeta|pan|card(_number)?|num_tarjeta)\b/, 'tarjeta'],
  [/\b(telefono|tlf|tfno|tel|movil|phone|mobile|fijo)\d*\b/, 'telefono'],
  [/\b(dni|nie|nif|cif|documento|doc_identidad|num_documento|n_documento|identificacion)\b/, 'documento'],
  [/\b(nombre_completo|nombre_y_apellidos|full_name|titular|razon_social)\b/, 'nombre_completo'],
  [/\b(apellidos?\d?|primer_apellido|segundo_apellido|surname|last_name)\b/, 'apellido'],
  [/\b(nombre|first_name|name)\b/, 'nombre'],
  [/\b(direccion|domicilio|calle|address|via)\b/, 'direccion'],
  [/\b(cp|c_p|codigo_postal|cod_postal|cod_post|postal_code|zip(_code)?|codpostal)\b/, 'codigo_postal'],
  [/\b(municipio|localidad|poblacion|ciudad|city|town|concello|ayuntamiento)\b/, 'municipio'],
  [/\b(provincia|province)\b/, 'provincia'],
];

/** "Fecha de Nacimiento" -> "fecha_de_nacimiento": lower-case ASCII words joined by "_". */
export function headerWords(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])([0-9])/g, '$1$2')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Portugal's header rules (`locale: 'pt'`). Places (código postal,
 * concelho, distrito) are replaced together; a CTT locality (localidade)
 * is kept, and the re-identification report counts it. An address
 * (morada) keeps its street type and floor words (places/addresses-pt.ts).
 */
const PT_HEADER_RULES: readonly (readonly [RegExp, ColumnKindId])[] = [
  [/\b(data_?(de_)?nascimento|nascimento|birth_?date|dob)\b/, 'fecha_nacimiento'],
  [/\b(e_?mail|correio(_eletronico)?)\b/, 'email'],
  [/\b(iban)\b/, 'iban'],
  [/\b(nib)\b/, 'nib'],
  [/\b(niss|seguranca_social|n_seguranca_social)\b/, 'niss'],
  [/\b(cc|cartao_(de_)?cidadao|n_cc|bi)\b/, 'cc'],
  [/\b(nif|nipc|contribuinte|n_contribuinte|num_contribuinte)\b/, 'nif_pt'],
  [/\b(cartao|card(_number)?|pan)\b/, 'tarjeta'],
  [/\b(telemovel|telefone|telf|tlm|telm|movel|phone|mobile)\d*\b/, 'telefono_pt'],
  [/\b(nome_completo|full_name|titular)\b/, 'nombre_completo'],
  [/\b(apelidos?|sobrenome|last_name|surname)\b/, 'apellido'],
  [/\b(nome|primeiro_nome|first_name|name)\b/, 'nombre'],
  [/\b(morada|endereco|address)\b/, 'morada'],
  [/\b(cp|cp7|c_postal|codigo_postal|cod_postal|postal_code|zip(_code)?)\b/, 'codigo_postal'],
  [/\b(concelho|municipio)\b/, 'municipio'],
  [/\b(distrito)\b/, 'provincia'],
];

/**
 * Mexico's header rules (`locale: 'mx'`). Places (código postal, colonia,
 * municipio, estado) are replaced together; a column named "estado" is a
 * state only when its values name states (planColumn asks). An address
 * (domicilio) is replaced word by word, as free text a user names.
 */
const MX_HEADER_RULES: readonly (readonly [RegExp, ColumnKindId])[] = [
  [/\b(fecha|f)?_?(de_)?nacimiento\b|\bbirth_?date\b|\bdob\b|\bfnac\b/, 'fecha_nacimiento'],
  [/\b(e_?mail|correo(_electronico)?)\b/, 'email'],
  [/\b(curp)\b/, 'curp'],
  [/\b(rfc|rfc_\w+)\b/, 'rfc'],
  [/\b(clabe|cuenta_clabe|clabe_interbancaria|cuenta)\b/, 'clabe'],
  [/\b(nss|imss|seguro_social|numero_seguro_social|num_seguro_social)\b/, 'nss_mx'],
  [/\b(tarjeta|pan|card(_number)?|num_tarjeta)\b/, 'tarjeta'],
  [/\b(telefono|tel|cel|celular|movil|phone|mobile|fijo|whatsapp)\d*\b/, 'telefono_mx'],
  [/\b(nombre_completo|nombre_y_apellidos|full_name|titular)\b/, 'nombre_completo'],
  [
    /\b(apellidos?\d?|apellido_paterno|apellido_materno|primer_apellido|segundo_apellido|surname|last_name)\b/,
    'apellido',
  ],
  [/\b(nombres?|first_name|name)\b/, 'nombre'],
  [/\b(direccion|domicilio|calle|address)\b/, 'texto'],
  [/\b(cp|c_p|codigo_postal|cod_postal|postal_code|zip(_code)?|codpostal)\b/, 'codigo_postal'],
  [/\b(colonia|col|asentamiento)\b/, 'colonia'],
  [/\b(municipio|alcaldia|delegacion|mpio)\b/, 'municipio'],
  [/\b(estado|entidad|entidad_federativa)\b(?!_civil| civil)/, 'provincia'],
];

export type DetectLocale = 'es' | 'pt' | 'mx';

export function kindOfHeader(header: string, locale: DetectLocale = 'es'): ColumnKindId | undefined {
  const words = headerWords(header);
  // \b treats "_" as a word character: test each rule on the words spaced out too.
  const spaced = words.replace(/_/g, ' ');
  const rules = locale === 'pt' ? PT_HEADER_RULES : locale === 'mx' ? MX_HEADER_RULES : HEADER_RULES;
  for (const [pattern, kind] of rules) if (pattern.test(words) || pattern.test(spaced)) return kind;
  return undefined;
}

/** Portugal's value checks, in order; a value votes for every kind it is valid as (a NIF may read as a phone). */
const PT_VALUE_CHECKS: readonly (readonly [(value: string) => boolean, ColumnKindId])[] = [
  [(v) => EMAIL.test(v), 'email'],
  [(v) => validateIban(v).valid, 'iban'],
  [(v) => validateNib(v).valid, 'nib'],
  [(v) => validateNiss(v).valid, 'niss'],
  [(v) => validateCc(v).valid, 'cc'],
  [(v) => validatePhonePt(v).valid, 'telefono_pt'],
  [(v) => validateNif(v).valid || validateNipc(v).valid, 'nif_pt'],
  [isCardNumber, 'tarjeta'],
];

/** Mexico's value checks, in order; a value votes for every kind it is valid as. */
const MX_VALUE_CHECKS: readonly (readonly [(value: string) => boolean, ColumnKindId])[] = [
  [(v) => EMAIL.test(v), 'email'],
  [(v) => validateCurp(v).valid, 'curp'],
  [(v) => validateRfc(v).valid, 'rfc'],
  [(v) => validateClabe(v).valid, 'clabe'],
  [(v) => validateNssMx(v).valid, 'nss_mx'],
  [(v) => validatePhoneMx(v).valid, 'telefono_mx'],
  [isCardNumber, 'tarjeta'],
];

const KIND_OF_VALIDATOR: Partial<Record<Kind, ColumnKindId>> = {
  DNI: 'documento',
  NIE: 'documento',
  NIF: 'documento',
  CIF: 'documento',
  NSS: 'nss',
  CCC: 'ccc',
  IBAN: 'iban',
  Telefono: 'telefono',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The kind one value is valid as, if it is one we replace. */
function kindOfValue(value: string): ColumnKindId | undefined {
  if (EMAIL.test(value)) return 'email';
  const result = validateValue(value);
  if (result.valid && result.kind !== undefined) {
    const kind = KIND_OF_VALIDATOR[result.kind];
    if (kind !== undefined) return kind;
  }
  return isCardNumber(value) ? 'tarjeta' : undefined;
}

/** Share of a sample's non-empty values that must agree before a column is claimed by its values. */
export const VALUE_QUORUM = 0.8;

/** The kind most of `sample` (non-empty values) is valid as, when it reaches the quorum. */
export function kindOfValues(
  sample: readonly string[],
  locale: DetectLocale = 'es',
): ColumnKindId | undefined {
  const votes = new Map<ColumnKindId, number>();
  let counted = 0;
  for (const value of sample) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    counted++;
    if (locale !== 'es') {
      for (const [valid, kind] of locale === 'pt' ? PT_VALUE_CHECKS : MX_VALUE_CHECKS)
        if (valid(trimmed)) votes.set(kind, (votes.get(kind) ?? 0) + 1);
      continue;
    }
    const kind = kindOfValue(trimmed);
    if (kind !== undefined) votes.set(kind, (votes.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of votes) if (count >= VALUE_QUORUM * counted && counted > 0) return kind;
  return undefined;
}
