import type { ColumnKind } from '../export/types.js';

/**
 * Field types whose values, in every country and with any options, are text
 * without a backslash, tab, line feed or carriage return: formats of digits,
 * letters and fixed separators, and words of the reference data (which holds
 * no backslash and no control character), and passwords (whose symbols
 * leave the backslash out). PostgreSQL's COPY takes them as they are, with
 * no escape check per value. Not here: `lista` and `constante` (the
 * caller's values), `secuencia` and `referencia` as text (a caller's
 * prefix, another column's values). plain-text.test.ts generates every one
 * of them, in every country and with every option value, and checks it.
 */
export const PLAIN_TEXT_TYPES: ReadonlySet<string> = new Set([
  'nombre_completo',
  'nombre',
  'apellidos',
  'sexo',
  'documento',
  'nss',
  'email',
  'usuario',
  'telefono_movil',
  'telefono_fijo',
  'direccion',
  'cp',
  'municipio',
  'provincia',
  'comunidad',
  'razon_social',
  'cif',
  'iban',
  'bic',
  'entidad_bancaria',
  'ccc',
  'tarjeta',
  'uuid',
  'lorem',
  'matricula',
  'pasaporte',
  'password',
]);

/** Whether a column's values need no escape check: numbers, booleans and dates never do. */
export const isPlainColumn = (type: string, kind: ColumnKind): boolean =>
  kind !== 'text' || PLAIN_TEXT_TYPES.has(type);
