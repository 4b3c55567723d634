import { withTypes } from '../../bulk/field-catalog.js';
import type { FieldType } from '../../bulk/field-type.js';
import { ENTITY_FIELD_TYPES, textFieldType as text } from '../../bulk/field-types.js';
import { STRUCTURAL_FIELD_TYPES } from '../../bulk/field-types-structural.js';
import { accountSpace } from '../../bulk/unique-values.js';
import { OK_OPTION } from '../../generators/common-options.js';
import { streamLabel } from '../../random/label-tables.js';
import { documentPt } from './documents.js';
import { drawCompany } from './entities/company-entity.js';
import { sexoPt } from './entities/person.js';
import { generateNib } from './formats/nib.js';
import { generateNiss } from './formats/niss.js';
import { generatePassportNumberPt } from './formats/passport.js';
import { formatPhonePt, generatePhonePt, phoneStylePt } from './formats/phone.js';
import { formatPlatePt, generatePlatePt, plateStylePt } from './formats/plate.js';
import { DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT, PLATE_FMT } from './options.js';
import {
  UNIQUE_DOCUMENTO_PT,
  UNIQUE_LANDLINE_PT,
  UNIQUE_MOBILE_PT,
  UNIQUE_NIPC_PT,
  UNIQUE_NISS_PT,
  UNIQUE_PASSPORT_PT,
  UNIQUE_PLATE_PT,
} from './unique-values.js';

/** Stream labels, resolved once; a document kind draws from its own (as in Spain). */
const LABEL = {
  nif: streamLabel('documento'),
  nipc: streamLabel('documento:nipc'),
  cc: streamLabel('documento:cc'),
  niss: streamLabel('nss'),
  account: streamLabel('account'),
  company: streamLabel('company'),
  movil: streamLabel('movil'),
  fijo: streamLabel('fijo'),
  pasaporte: streamLabel('pasaporte'),
} as const;

const DOCUMENT_STREAMS: Readonly<Record<string, (typeof LABEL)[keyof typeof LABEL]>> = {
  nif: LABEL.nif,
  nipc: LABEL.nipc,
  cc: LABEL.cc,
  niss: LABEL.niss,
};

/** The row's NIB; `ok: false` the same bank with wrong check digits. */
const nibValue: FieldType['value'] = (row, options) =>
  options.ok === false
    ? generateNib(row.rng.split(LABEL.account).split('bad'), { bankCode: row.account.entidad, ok: false })
    : row.account.ccc;

/**
 * The field types whose values are national, in Portugal's meaning
 * (docs/api.md, Countries): the API's names, Portugal's values. The others (names,
 * address parts, emails, numbers, dates...) read the row's Portuguese
 * entities and need nothing of their own. Unique value spaces are in
 * unique-values.ts.
 */
const REPLACEMENTS: readonly FieldType[] = [
  text('sexo', { es: 'Sexo (M/F)', en: 'Sex (M/F)', pt: 'Sexo (M/F)' }, (row) => sexoPt(row.person)),
  {
    ...text(
      'documento',
      {
        es: 'Documento (NIF por defecto)',
        en: 'Document (NIF by default)',
        pt: 'Documento (NIF por omissão)',
      },
      (row, options) => {
        const stream = DOCUMENT_STREAMS[String(options.sub)] ?? LABEL.nif;
        return documentPt(row.rng.split(stream), options.sub, options.ok !== false, options.fmt).documento;
      },
    ),
    options: [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
    hasCheckDigits: true,
    unique: UNIQUE_DOCUMENTO_PT,
  },
  {
    ...text(
      'nss',
      {
        es: 'NISS (Seguridad Social portuguesa)',
        en: 'NISS (Social Security number)',
        pt: 'NISS (Segurança Social)',
      },
      (row, options) => generateNiss(row.rng.split(LABEL.niss), { ok: options.ok !== false }),
    ),
    options: [OK_OPTION],
    hasCheckDigits: true,
    unique: UNIQUE_NISS_PT,
  },
  {
    ...text('cif', { es: 'NIPC de la empresa', en: 'Company NIPC', pt: 'NIPC da empresa' }, (row, options) =>
      options.ok === false
        ? // The company's own stream: same firm, a wrong check digit.
          drawCompany(row.rng.split(LABEL.company), { ok: false }).taxId
        : row.company.taxId,
    ),
    options: [OK_OPTION],
    hasCheckDigits: true,
    unique: UNIQUE_NIPC_PT,
  },
  {
    ...text(
      'ccc',
      { es: 'NIB (número de cuenta)', en: 'NIB (bank account number)', pt: 'NIB (número de conta)' },
      nibValue,
    ),
    options: [OK_OPTION],
    hasCheckDigits: true,
    // The row's account takes the unique number: its IBAN column agrees.
    unique: accountSpace(nibValue),
  },
  {
    ...text(
      'telefono_movil',
      { es: 'Teléfono móvil', en: 'Mobile phone', pt: 'Telemóvel' },
      (row, options) =>
        formatPhonePt(
          generatePhonePt(row.rng.split(LABEL.movil), { type: 'movil' }).telefono,
          phoneStylePt(options.fmt),
        ),
      [PHONE_FMT],
    ),
    unique: UNIQUE_MOBILE_PT,
  },
  {
    ...text(
      'telefono_fijo',
      { es: 'Teléfono fijo del distrito', en: 'Landline of the district', pt: 'Telefone fixo do distrito' },
      (row, options) =>
        formatPhonePt(
          generatePhonePt(row.rng.split(LABEL.fijo), { type: 'fijo', districtCode: row.address.regionCode })
            .telefono,
          phoneStylePt(options.fmt),
        ),
      [PHONE_FMT],
    ),
    unique: UNIQUE_LANDLINE_PT,
  },
  {
    ...text(
      'matricula',
      { es: 'Matrícula portuguesa', en: 'Portuguese licence plate', pt: 'Matrícula portuguesa' },
      (row, options, rng) =>
        formatPlatePt(generatePlatePt(rng, { refDate: row.refDate }), plateStylePt(options.fmt)),
      [PLATE_FMT],
    ),
    ownStream: true,
    unique: UNIQUE_PLATE_PT,
  },
  {
    ...text(
      'pasaporte',
      { es: 'Número de pasaporte', en: 'Passport number', pt: 'Número de passaporte' },
      (row) => generatePassportNumberPt(row.rng.split(LABEL.pasaporte)),
    ),
    unique: UNIQUE_PASSPORT_PT,
  },
];

/** Names of the address parts in Portugal, for the catalog and forms. */
const LABELS: Readonly<Record<string, FieldType['label']>> = {
  cp: { es: 'Código postal (CP7)', en: 'Postal code (CP7)', pt: 'Código postal (CP7)' },
  municipio: { es: 'Concelho', en: 'Municipality (concelho)', pt: 'Concelho' },
  provincia: { es: 'Distrito o isla', en: 'District or island', pt: 'Distrito ou ilha' },
  comunidad: {
    es: 'Región (Continente, Azores, Madeira)',
    en: 'Region (mainland, Azores, Madeira)',
    pt: 'Região (Continente, Açores, Madeira)',
  },
};

/** Every field type, in Spain's order, with Portugal's values and names. */
export const FIELD_TYPES_PT: readonly FieldType[] = withTypes(
  [...ENTITY_FIELD_TYPES, ...STRUCTURAL_FIELD_TYPES],
  REPLACEMENTS,
).map((t) => (LABELS[t.type] === undefined ? t : { ...t, label: LABELS[t.type]! }));
