import { withTypes } from '../../bulk/field-catalog.js';
import type { FieldType } from '../../bulk/field-type.js';
import { ENTITY_FIELD_TYPES, textFieldType as text } from '../../bulk/field-types.js';
import { STRUCTURAL_FIELD_TYPES } from '../../bulk/field-types-structural.js';
import type { RowContext } from '../../bulk/row-context.js';
import { accountSpace } from '../../bulk/unique-values.js';
import { OK_OPTION } from '../../generators/common-options.js';
import type { OptionValues } from '../../generators/options.js';
import { streamLabel } from '../../random/label-tables.js';
import { documentMx } from './documents.js';
import { phoneOfMunicipality } from './entities/phone.js';
import { formatClabe, generateClabe } from './formats/clabe.js';
import { generateNssMx } from './formats/nss.js';
import { phoneStyleMx, presentPhoneMx } from './formats/phone.js';
import { CLABE_FMT_MX, DOCUMENT_FMT_MX, DOCUMENT_SUB_MX, PHONE_FMT_MX } from './options.js';
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

const DOCUMENT_STREAMS: Readonly<Record<string, (typeof LABEL)[keyof typeof LABEL]>> = {
  curp: LABEL.curp,
  rfc: LABEL.rfc,
  rfc_moral: LABEL.rfc_moral,
  nss: LABEL.nss,
};

/** The row's CLABE; `ok: false` the same bank with a wrong check digit. */
const clabeValue: FieldType['value'] = (row, options: OptionValues) => {
  const clabe =
    options.ok === false
      ? generateClabe(row.rng.split(LABEL.account).split('bad'), { bankCode: row.account.entidad, ok: false })
      : row.account.ccc;
  return options.fmt === 'spaced' ? formatClabe(clabe, 'spaced') : clabe;
};

const phoneValue = (label: (typeof LABEL)['movil']) => (row: RowContext, options: OptionValues) =>
  presentPhoneMx(
    phoneOfMunicipality(row.rng.split(label), row.address.municipalityCode),
    phoneStyleMx(options.fmt),
  );

/**
 * The field types whose values are national, in Mexico's meaning: the API's
 * names, Mexico's values. The others (names, address parts, emails,
 * numbers, dates...) read the row's Mexican entities.
 */
const REPLACEMENTS: readonly FieldType[] = [
  {
    ...text(
      'documento',
      {
        es: 'Documento (CURP por defecto)',
        en: 'Document (CURP by default)',
        pt: 'Documento (CURP por omissão)',
      },
      (row, options) => {
        const stream = DOCUMENT_STREAMS[String(options.sub)] ?? LABEL.curp;
        return documentMx(row.rng.split(stream), row, options.sub, options.ok !== false, options.fmt)
          .documento;
      },
    ),
    options: [DOCUMENT_SUB_MX, OK_OPTION, DOCUMENT_FMT_MX],
    hasCheckDigits: true,
    unique: UNIQUE_DOCUMENTO_MX,
  },
  {
    ...text(
      'nss',
      { es: 'NSS del IMSS', en: 'IMSS social security number', pt: 'NSS do IMSS' },
      (row, options) =>
        generateNssMx(row.rng.split(LABEL.nss), {
          birthYear: Number(row.person.fechaNacimiento.slice(0, 4)),
          refYear: Number(row.refDate.slice(0, 4)),
          ok: options.ok !== false,
        }),
    ),
    options: [OK_OPTION],
    hasCheckDigits: true,
    unique: UNIQUE_NSS_MX,
  },
  {
    ...text('cif', { es: 'RFC de la empresa', en: 'Company RFC', pt: 'RFC da empresa' }, (row, options) =>
      options.ok === false
        ? documentMx(row.rng.split(LABEL.rfc_moral), row, 'rfc_moral', false, 'plain').documento
        : row.company.cif,
    ),
    options: [OK_OPTION],
    hasCheckDigits: true,
  },
  {
    ...text('ccc', { es: 'CLABE (cuenta)', en: 'CLABE (account)', pt: 'CLABE (conta)' }, clabeValue),
    options: [OK_OPTION, CLABE_FMT_MX],
    hasCheckDigits: true,
    unique: accountSpace(clabeValue),
  },
  {
    ...text(
      'iban',
      {
        es: 'CLABE (México no usa IBAN)',
        en: 'CLABE (Mexico has no IBAN)',
        pt: 'CLABE (o México não usa IBAN)',
      },
      clabeValue,
    ),
    options: [OK_OPTION, CLABE_FMT_MX],
    hasCheckDigits: true,
    unique: accountSpace(clabeValue),
  },
  {
    ...text(
      'telefono_movil',
      { es: 'Teléfono móvil', en: 'Mobile phone', pt: 'Telemóvel' },
      phoneValue(LABEL.movil),
      [PHONE_FMT_MX],
    ),
    unique: UNIQUE_PHONE_MX,
  },
  {
    ...text(
      'telefono_fijo',
      {
        es: 'Teléfono fijo del municipio',
        en: 'Landline of the municipio',
        pt: 'Telefone fixo do município',
      },
      phoneValue(LABEL.fijo),
      [PHONE_FMT_MX],
    ),
    unique: UNIQUE_PHONE_MX,
  },
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

/** Every field type Mexico has, in Spain's order, with Mexico's values and names. */
export const FIELD_TYPES_MX: readonly FieldType[] = withTypes(
  [...ENTITY_FIELD_TYPES, ...STRUCTURAL_FIELD_TYPES].filter((t) => !WITHOUT.has(t.type)),
  REPLACEMENTS,
).map((t) => (LABELS[t.type] === undefined ? t : { ...t, label: LABELS[t.type]! }));
