import { withFacts, withTypes } from '../../fields/field-catalog.js';
import type { ColumnWords, FieldFacts, FieldType, FieldTypeSpec } from '../../fields/field-type.js';
import { STRUCTURAL_FIELD_TYPES } from '../../fields/field-types-structural.js';
import type { RowContext } from '../../fields/row-context.js';
import { textFieldType as text } from '../../fields/shared-field-types.js';
import { accountSpace } from '../../fields/unique-space.js';
import { OK_OPTION } from '../../generators/common-options.js';
import type { OptionsOf } from '../../generators/options.js';
import { streamLabel } from '../../random/label-tables.js';
import { ENTITY_FIELD_TYPES } from '../es/entity-field-types.js';
import { SPAIN_FACTS } from '../es/field-types.js';
import { documentMx } from './documents.js';
import { phoneOfMunicipality } from './entities/phone.js';
import { formatClabe, generateClabe } from './formats/clabe.js';
import { generateNssMx } from './formats/nss.js';
import { presentPhoneMx } from './formats/phone.js';
import { CLABE_FMT, DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT } from './options.js';
import { UNIQUE_DOCUMENTO_MX, UNIQUE_NSS_MX, UNIQUE_PHONE_MX } from './unique-values.js';

/** Stream labels, resolved once; a document kind draws from its own (as in Spain). */
const LABEL = {
  curp: streamLabel('documento'),
  rfc: streamLabel('documento:rfc'),
  rfc_moral: streamLabel('documento:rfc_moral'),
  nss: streamLabel('nss'),
  account: streamLabel('account'),
  movil: streamLabel('movil'),
  fijo: streamLabel('fijo'),
} as const;

const DOCUMENT_STREAMS: {
  readonly [Sub in (typeof DOCUMENT_SUB.values)[number]]: (typeof LABEL)[keyof typeof LABEL];
} = {
  curp: LABEL.curp,
  rfc: LABEL.rfc,
  rfc_moral: LABEL.rfc_moral,
  nss: LABEL.nss,
};

const CLABE_OPTIONS = [OK_OPTION, CLABE_FMT] as const;

/** The row's CLABE; `ok: false` the same bank with a wrong check digit. */
const clabeValue: FieldTypeSpec<typeof CLABE_OPTIONS>['value'] = (row, options) => {
  const clabe =
    options.ok === false
      ? generateClabe(row.rng.split(LABEL.account).split('bad'), { bankCode: row.account.entidad, ok: false })
      : row.account.ccc;
  return options.fmt === 'spaced' ? formatClabe(clabe, 'spaced') : clabe;
};

const phoneValue =
  (label: (typeof LABEL)['movil']) => (row: RowContext, options: OptionsOf<readonly [typeof PHONE_FMT]>) =>
    presentPhoneMx(phoneOfMunicipality(row.rng.split(label), row.address.municipalityCode), options.fmt);

/**
 * The field types whose values are national, in Mexico's meaning: the API's
 * names, Mexico's values. The others (names, address parts, emails,
 * numbers, dates...) read the row's Mexican entities.
 */
const REPLACEMENTS: readonly FieldType[] = [
  text(
    'documento',
    {
      es: 'Documento (CURP por defecto)',
      en: 'Document (CURP by default)',
      pt: 'Documento (CURP por omissão)',
    },
    (row, options) =>
      documentMx(row.rng.split(DOCUMENT_STREAMS[options.sub]), row, options.sub, options.ok, options.fmt)
        .documento,
    [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
    { hasCheckDigits: true, unique: UNIQUE_DOCUMENTO_MX },
  ),
  text(
    'nss',
    { es: 'NSS del IMSS', en: 'IMSS social security number', pt: 'NSS do IMSS' },
    (row, options) =>
      generateNssMx(row.rng.split(LABEL.nss), {
        birthYear: Number(row.person.fechaNacimiento.slice(0, 4)),
        refYear: Number(row.refDate.slice(0, 4)),
        ok: options.ok,
      }),
    [OK_OPTION],
    { hasCheckDigits: true, unique: UNIQUE_NSS_MX },
  ),
  text(
    'cif',
    { es: 'RFC de la empresa', en: 'Company RFC', pt: 'RFC da empresa' },
    (row, options) =>
      options.ok === false
        ? documentMx(row.rng.split(LABEL.rfc_moral), row, 'rfc_moral', false, 'plain').documento
        : row.company.taxId,
    [OK_OPTION],
    { hasCheckDigits: true },
  ),
  text(
    'ccc',
    { es: 'CLABE (cuenta)', en: 'CLABE (account)', pt: 'CLABE (conta)' },
    clabeValue,
    CLABE_OPTIONS,
    {
      hasCheckDigits: true,
      unique: accountSpace(clabeValue),
    },
  ),
  text(
    'iban',
    {
      es: 'CLABE (México no usa IBAN)',
      en: 'CLABE (Mexico has no IBAN)',
      pt: 'CLABE (o México não usa IBAN)',
    },
    clabeValue,
    CLABE_OPTIONS,
    { hasCheckDigits: true, unique: accountSpace(clabeValue) },
  ),
  text(
    'telefono_movil',
    { es: 'Teléfono móvil', en: 'Mobile phone', pt: 'Telemóvel' },
    phoneValue(LABEL.movil),
    [PHONE_FMT],
    { unique: UNIQUE_PHONE_MX },
  ),
  text(
    'telefono_fijo',
    {
      es: 'Teléfono fijo del municipio',
      en: 'Landline of the municipio',
      pt: 'Telefone fixo do município',
    },
    phoneValue(LABEL.fijo),
    [PHONE_FMT],
    { unique: UNIQUE_PHONE_MX },
  ),
];

/** Types with no Mexican meaning in the sources: no BIC list, no sourced plate or passport rule. */
const WITHOUT = new Set(['bic', 'matricula', 'pasaporte']);

/** Names of the address parts in Mexico, for the catalog and forms. */
const LABELS: Readonly<Record<string, FieldType['label']>> = {
  municipio: { es: 'Municipio o alcaldía', en: 'Municipio (municipality)', pt: 'Município' },
  provincia: { es: 'Estado', en: 'State', pt: 'Estado' },
  comunidad: { es: 'Colonia (asentamiento)', en: 'Colonia (neighbourhood)', pt: 'Colónia (bairro)' },
  cp: { es: 'Código postal', en: 'Postal code', pt: 'Código postal' },
};

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

/**
 * The words of Mexican schemas (docs/api.md, Live databases), tried before
 * the ones Mexico shares with Spain (the generic English and Spanish words):
 * numbered below Spain's 20.
 */
const OWN_COLUMNS: Readonly<Record<string, readonly ColumnWords[]>> = {
  documento: [
    { order: 1, words: ['curp'], options: { sub: 'curp' }, anonymizeAs: 'curp' },
    { order: 4, words: ['rfc', 'rfc_persona', 'rfc_cliente'], options: { sub: 'rfc' }, anonymizeAs: 'rfc' },
  ],
  cif: [
    { order: 2, words: ['rfc', 'rfc_empresa', 'rfc_emisor'], tables: COMPANY_TABLES },
    { order: 3, words: ['rfc_empresa', 'rfc_emisor', 'rfc_moral'] },
  ],
  // Before the CLABE's: a `titular_cuenta` is the holder's name.
  nombre_completo: [{ order: 5, words: ['titular'] }],
  nss: [
    {
      order: 5,
      words: ['nss', 'imss', 'numero_seguro_social', 'num_seguro_social', 'seguro_social', 'nss_imss'],
    },
  ],
  ccc: [{ order: 6, words: ['clabe', 'cuenta_clabe', 'clabe_interbancaria', 'cuenta', 'numero_cuenta'] }],
  provincia: [
    {
      order: 7,
      words: ['estado', 'entidad_federativa', 'estado_republica', 'state'],
      // A status, not a state: `estado_civil`, `estado_pedido`, `estado_de_cuenta`...
      unless: [
        'civil',
        'pedido',
        'orden',
        'pago',
        'envio',
        'factura',
        'cuenta',
        'solicitud',
        'tramite',
        'registro',
      ],
    },
    // After the bank's: an `entidad_bancaria` is a bank.
    { order: 115, words: ['entidad'] },
  ],
  municipio: [{ order: 8, words: ['municipio', 'alcaldia', 'delegacion', 'municipio_alcaldia', 'mpio'] }],
  comunidad: [{ order: 9, words: ['colonia', 'col', 'asentamiento', 'fraccionamiento', 'barrio'] }],
  nombre: [{ order: 300, words: ['nombres'] }],
  telefono_movil: [
    { order: 10, words: ['celular', 'telefono_celular', 'movil', 'telefono_movil', 'whatsapp', 'cel'] },
  ],
  telefono_fijo: [{ order: 11, words: ['telefono_fijo', 'telefono_casa', 'fijo'] }],
};

/**
 * Spain's column words Mexico does not read: Spain's documents (DNI, NIE,
 * NIF, CIF; no Spanish `documento` rule at all) and autonomous communities
 * (Mexico's `comunidad` is the colonia).
 */
const SPANISH_WORDS: ReadonlySet<string> = new Set(['dni', 'nie', 'nif', 'cif', 'comunidad', 'ccaa']);

/**
 * Mexico's anonymizer kinds, where Spain's differ: its own identifiers and
 * phones, the colonia, and an address replaced word by word as free text.
 */
const ANONYMIZE_AS: Readonly<Record<string, string>> = {
  cif: 'rfc',
  nss: 'nss_mx',
  ccc: 'clabe',
  telefono_movil: 'telefono_mx',
  telefono_fijo: 'telefono_mx',
  comunidad: 'colonia',
  direccion: 'texto',
};

/** Characters of Mexico's values in their plain presentation, where Spain's differ. */
const WIDTHS: Readonly<Record<string, NonNullable<FieldFacts['width']>>> = {
  documento: (options) => ({ rfc: 13, rfc_moral: 12, nss: 11 })[String(options.sub)] ?? 18,
  cif: 12,
  nss: 11,
  iban: 18,
  ccc: 18,
  telefono_movil: 10,
  telefono_fijo: 10,
};

/**
 * Mexico's facts of one type: its own words first, then Spain's it shares;
 * its widths and anonymizer kinds, else Spain's.
 */
function factsMx(type: string): FieldFacts {
  const spain = SPAIN_FACTS[type];
  const shared =
    type === 'documento'
      ? []
      : (spain?.columns ?? []).filter((r) => !r.words.some((w) => SPANISH_WORDS.has(w)));
  const columns = [...(OWN_COLUMNS[type] ?? []), ...shared];
  const width = WIDTHS[type] ?? spain?.width;
  const anonymizeAs = type === 'documento' ? undefined : (ANONYMIZE_AS[type] ?? spain?.anonymizeAs);
  return {
    ...(width !== undefined ? { width } : {}),
    ...(columns.length > 0 ? { columns } : {}),
    ...(anonymizeAs !== undefined ? { anonymizeAs } : {}),
  };
}

const TYPES_MX = withTypes(
  [...ENTITY_FIELD_TYPES, ...STRUCTURAL_FIELD_TYPES].filter((t) => !WITHOUT.has(t.type)),
  REPLACEMENTS,
).map((t) => (LABELS[t.type] === undefined ? t : { ...t, label: LABELS[t.type]! }));

/** Every field type Mexico has, in Spain's order, with Mexico's values, names, widths and column words. */
export const FIELD_TYPES_MX: readonly FieldType[] = withFacts(
  TYPES_MX,
  Object.fromEntries(TYPES_MX.map((t) => [t.type, factsMx(t.type)])),
);
