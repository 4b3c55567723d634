/**
 * Which kind a column holds, when the user does not say: first by its
 * header, then by its values. Header rules are one table, tried in order on
 * the header folded to lower-case ASCII words; value detection asks the
 * domain validators (`kind: auto`) about a sample of the column and claims a
 * kind when most non-empty values are valid of it.
 */
import { validateValue } from '../domain/validate.js';
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

export function kindOfHeader(header: string): ColumnKindId | undefined {
  const words = headerWords(header);
  // \b treats "_" as a word character: test each rule on the words spaced out too.
  const spaced = words.replace(/_/g, ' ');
  for (const [pattern, kind] of HEADER_RULES) if (pattern.test(words) || pattern.test(spaced)) return kind;
  return undefined;
}

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
export function kindOfValues(sample: readonly string[]): ColumnKindId | undefined {
  const votes = new Map<ColumnKindId, number>();
  let counted = 0;
  for (const value of sample) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    counted++;
    const kind = kindOfValue(trimmed);
    if (kind !== undefined) votes.set(kind, (votes.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of votes) if (count >= VALUE_QUORUM * counted && counted > 0) return kind;
  return undefined;
}
