/**
 * How `db introspect` and `db fill --locale mx` read Mexican column names
 * (docs/api.md, Live databases): the words of Mexican schemas, before the shared rules (the
 * generic English and Spanish words Mexico also writes), and the widths of
 * Mexico's values, for choosing the types that fit a column.
 */
import type { NameRule } from '../../db/name-rules.js';

/** Tables whose RFC is a company's (a legal person's, 12 characters). */
const COMPANY_TABLES = [
  'empresa',
  'empresas',
  'proveedor',
  'proveedores',
  'company',
  'companies',
  'supplier',
  'suppliers',
  'razon_social',
  'emisor',
  'emisores',
];

export const DB_NAME_RULES_MX: readonly NameRule[] = [
  { words: ['curp'], type: 'documento', options: { sub: 'curp' } },
  { words: ['rfc', 'rfc_empresa', 'rfc_emisor'], tables: COMPANY_TABLES, type: 'cif' },
  { words: ['rfc_empresa', 'rfc_emisor', 'rfc_moral'], type: 'cif' },
  { words: ['rfc', 'rfc_persona', 'rfc_cliente'], type: 'documento', options: { sub: 'rfc' } },
  {
    words: ['nss', 'imss', 'numero_seguro_social', 'num_seguro_social', 'seguro_social', 'nss_imss'],
    type: 'nss',
  },
  { words: ['clabe', 'cuenta_clabe', 'clabe_interbancaria', 'cuenta', 'numero_cuenta'], type: 'ccc' },
  {
    words: ['estado', 'entidad_federativa', 'estado_republica', 'state'],
    type: 'provincia',
  },
  { words: ['municipio', 'alcaldia', 'delegacion', 'municipio_alcaldia'], type: 'municipio' },
  { words: ['colonia', 'asentamiento', 'fraccionamiento', 'barrio'], type: 'comunidad' },
  {
    words: ['celular', 'telefono_celular', 'movil', 'telefono_movil', 'whatsapp', 'cel'],
    type: 'telefono_movil',
  },
  { words: ['telefono_fijo', 'telefono_casa', 'fijo'], type: 'telefono_fijo' },
];

/**
 * Shared rules Mexico leaves out: Spain's documents (DNI, NIE, NIF, CIF)
 * and Spain's autonomous communities (Mexico's `comunidad` type is the
 * colonia).
 */
export const DB_SPANISH_WORDS_MX: ReadonlySet<string> = new Set([
  'dni',
  'nie',
  'nif',
  'cif',
  'comunidad',
  'ccaa',
]);

/** Characters of Mexico's values in their plain presentation, where Spain's differ. */
export function dbWidthMx(
  type: string,
  options: Readonly<Record<string, unknown>> | undefined,
): number | undefined {
  switch (type) {
    case 'documento':
      return { rfc: 13, rfc_moral: 12, nss: 11 }[String(options?.sub)] ?? 18;
    case 'cif':
      return 12;
    case 'nss':
      return 11;
    case 'iban':
    case 'ccc':
      return 18;
    case 'telefono_movil':
    case 'telefono_fijo':
      return 10;
    default:
      return undefined;
  }
}
