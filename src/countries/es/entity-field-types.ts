/**
 * Spain's base list of field types (docs/api.md, Bulk): the shared types
 * (`fields/shared-field-types.ts`) and Spain's national ones (documents,
 * NSS, phones, CIF, CCC, plate, passport) in the catalog's order. Portugal
 * and Mexico replace the national ones by name and keep the order.
 */
import type { FieldType, FieldTypeSpec } from '../../fields/field-type.js';
import { STRUCTURAL_FIELD_TYPES } from '../../fields/field-types-structural.js';
import { fmt, present, SHARED_FIELD_TYPES, textFieldType } from '../../fields/shared-field-types.js';
import { accountSpace } from '../../fields/unique-space.js';
import { OK_OPTION } from '../../generators/common-options.js';
import { type StreamLabel, streamLabel } from '../../random/label-tables.js';
import { documentEs } from './documents.js';
import { generateCcc } from './formats/ccc.js';
import { cifOrgLetter, generateCif } from './formats/cif.js';
import { generateNss } from './formats/nss.js';
import { generatePassportNumber } from './formats/passport.js';
import { formatPhone, generatePhone } from './formats/phone.js';
import { formatPlate, generatePlate } from './formats/plate.js';
import { DOCUMENT_FMT, DOCUMENT_SUB } from './options.js';
import {
  UNIQUE_CIF,
  UNIQUE_DOCUMENTO,
  UNIQUE_LANDLINE,
  UNIQUE_MOBILE,
  UNIQUE_NSS,
  UNIQUE_PASSPORT,
  UNIQUE_PLATE,
} from './unique-values.js';

/** Labels of the streams fields split from the row's, resolved once (same streams as the strings). */
const LABEL = {
  account: streamLabel('account'),
  nss: streamLabel('nss'),
  movil: streamLabel('movil'),
  fijo: streamLabel('fijo'),
  company: streamLabel('company'),
  pasaporte: streamLabel('pasaporte'),
} as const;

const PHONE_FMT = fmt(['plain', 'e164', 'spaced'], 'plain', {
  es: 'Presentación del teléfono.',
  en: 'Phone presentation.',
  pt: 'Apresentação do telefone.',
});

/**
 * Each document kind draws from a stream of its own: with one stream for all,
 * a row's NIE, K/L/M NIF and CIF took the same seven digits and the NIE's
 * X/Y/Z fixed the NIF's K/L/M. The DNI keeps the stream it always had.
 */
const DOCUMENT_STREAMS: { readonly [Sub in (typeof DOCUMENT_SUB.values)[number]]: StreamLabel } = {
  dni: streamLabel('documento'),
  nie: streamLabel('documento:nie'),
  nif: streamLabel('documento:nif'),
  cif: streamLabel('documento:cif'),
};

const CHECK_OPTIONS = [OK_OPTION] as const;

const cccValue: FieldTypeSpec<typeof CHECK_OPTIONS>['value'] = (row, options) =>
  options.ok === false
    ? // Same stream as the account's CCC: same office and number, wrong control digits.
      generateCcc(row.rng.split(LABEL.account).split('ccc'), {
        ok: false,
        bankCode: row.account.entidad,
        accountNumber: row.accountNumber,
      })
    : row.account.ccc;

const DOCUMENTO = textFieldType(
  'documento',
  {
    es: 'Documento (DNI por defecto)',
    en: 'Document (DNI by default)',
    pt: 'Documento (DNI por omissão)',
  },
  (row, options) =>
    // The person's own document of that kind: same stream whatever the other fields.
    documentEs(row.rng.split(DOCUMENT_STREAMS[options.sub]), options.sub, options.ok, options.fmt).documento,
  [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
  { hasCheckDigits: true, unique: UNIQUE_DOCUMENTO },
);

const NSS = textFieldType(
  'nss',
  { es: 'Número de la Seguridad Social', en: 'Social Security number', pt: 'Número da Segurança Social' },
  (row, options) =>
    generateNss(row.rng.split(LABEL.nss), {
      ok: options.ok,
      provinceCode: row.address.regionCode,
    }),
  CHECK_OPTIONS,
  { hasCheckDigits: true, unique: UNIQUE_NSS },
);

const TELEFONO_MOVIL = textFieldType(
  'telefono_movil',
  { es: 'Teléfono móvil', en: 'Mobile phone', pt: 'Telemóvel' },
  (row, options) =>
    present(generatePhone(row.rng.split(LABEL.movil), { type: 'movil' }).telefono, options.fmt, formatPhone),
  [PHONE_FMT],
  { unique: UNIQUE_MOBILE },
);

const TELEFONO_FIJO = textFieldType(
  'telefono_fijo',
  {
    es: 'Teléfono fijo de la provincia',
    en: 'Landline of the province',
    pt: 'Telefone fixo da província',
  },
  (row, options) =>
    present(
      generatePhone(row.rng.split(LABEL.fijo), { type: 'fijo', provinceCode: row.address.regionCode })
        .telefono,
      options.fmt,
      formatPhone,
    ),
  [PHONE_FMT],
  { unique: UNIQUE_LANDLINE },
);

const CIF = textFieldType(
  'cif',
  { es: 'CIF de la empresa', en: 'Company CIF', pt: 'CIF da empresa' },
  (row, options) =>
    options.ok === false
      ? // Same stream as the company's CIF: same body, wrong control.
        generateCif(row.rng.split(LABEL.company).split('cif'), {
          ok: false,
          orgLetter: cifOrgLetter(row.company.taxId),
        })
      : row.company.taxId,
  CHECK_OPTIONS,
  { hasCheckDigits: true, unique: UNIQUE_CIF },
);

const CCC = textFieldType(
  'ccc',
  { es: 'Código cuenta cliente', en: 'Spanish account code (CCC)', pt: 'Código de conta espanhol (CCC)' },
  cccValue,
  CHECK_OPTIONS,
  { hasCheckDigits: true, unique: accountSpace(cccValue) },
);

const MATRICULA = textFieldType(
  'matricula',
  { es: 'Matrícula', en: 'Licence plate', pt: 'Matrícula' },
  // A plate issued by the reference date (formats/plate.ts).
  (row, options, rng) => present(generatePlate(rng, { refDate: row.refDate }), options.fmt, formatPlate),
  [
    fmt(['plain', 'spaced'], 'plain', {
      es: 'Presentación: 1234BCD o 1234 BCD.',
      en: 'Presentation: 1234BCD or 1234 BCD.',
      pt: 'Apresentação: 1234BCD ou 1234 BCD.',
    }),
  ],
  { ownStream: true, unique: UNIQUE_PLATE },
);

const PASAPORTE = textFieldType(
  'pasaporte',
  { es: 'Número de pasaporte', en: 'Passport number', pt: 'Número de passaporte' },
  (row) => generatePassportNumber(row.rng.split(LABEL.pasaporte)),
  [],
  { unique: UNIQUE_PASSPORT },
);

const S = SHARED_FIELD_TYPES;

/** The 32 types of docs/api.md, Bulk, each a part of the row entity or a value of its own. */
export const ENTITY_FIELD_TYPES: readonly FieldType[] = [
  S.nombre_completo,
  S.nombre,
  S.apellidos,
  S.sexo,
  S.fecha_nacimiento,
  S.edad,
  DOCUMENTO,
  NSS,
  S.email,
  S.usuario,
  TELEFONO_MOVIL,
  TELEFONO_FIJO,
  S.direccion,
  S.cp,
  S.municipio,
  S.provincia,
  S.comunidad,
  S.razon_social,
  CIF,
  S.iban,
  S.bic,
  S.entidad_bancaria,
  CCC,
  S.tarjeta,
  S.uuid,
  S.numero,
  S.fecha,
  S.booleano,
  S.lorem,
  MATRICULA,
  PASAPORTE,
  S.password,
];

/** Every field type: docs/api.md, Bulk's and the structural ones of docs/api.md, Offsets, shards and the new field types. */
export const FIELD_TYPES: readonly FieldType[] = [...ENTITY_FIELD_TYPES, ...STRUCTURAL_FIELD_TYPES];
