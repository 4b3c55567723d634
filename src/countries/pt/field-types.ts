import { withFacts, withTypes } from '../../fields/field-catalog.js';
import type { FieldFacts, FieldType, FieldTypeSpec } from '../../fields/field-type.js';
import { STRUCTURAL_FIELD_TYPES } from '../../fields/field-types-structural.js';
import { textFieldType as text } from '../../fields/shared-field-types.js';
import { accountSpace } from '../../fields/unique-space.js';
import { OK_OPTION } from '../../generators/common-options.js';
import { streamLabel } from '../../random/label-tables.js';
import { ENTITY_FIELD_TYPES } from '../es/entity-field-types.js';
import { documentPt } from './documents.js';
import { drawCompany } from './entities/company-entity.js';
import { sexoPt } from './entities/person.js';
import { generateNib } from './formats/nib.js';
import { generateNiss } from './formats/niss.js';
import { generatePassportNumberPt } from './formats/passport.js';
import { formatPhonePt, generatePhonePt } from './formats/phone.js';
import { formatPlatePt, generatePlatePt } from './formats/plate.js';
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

const DOCUMENT_STREAMS: {
  readonly [Sub in (typeof DOCUMENT_SUB.values)[number]]: (typeof LABEL)[keyof typeof LABEL];
} = {
  nif: LABEL.nif,
  nipc: LABEL.nipc,
  cc: LABEL.cc,
  niss: LABEL.niss,
};

const CHECK_OPTIONS = [OK_OPTION] as const;

/** The row's NIB; `ok: false` the same bank with wrong check digits. */
const nibValue: FieldTypeSpec<typeof CHECK_OPTIONS>['value'] = (row, options) =>
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
  text('sexo', { es: 'Sexo (M/F)', en: 'Sex (M/F)', pt: 'Sexo (M/F)' }, (row) => sexoPt(row.person), []),
  text(
    'documento',
    {
      es: 'Documento (NIF por defecto)',
      en: 'Document (NIF by default)',
      pt: 'Documento (NIF por omissão)',
    },
    (row, options) =>
      documentPt(row.rng.split(DOCUMENT_STREAMS[options.sub]), options.sub, options.ok, options.fmt)
        .documento,
    [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
    { hasCheckDigits: true, unique: UNIQUE_DOCUMENTO_PT },
  ),
  text(
    'nss',
    {
      es: 'NISS (Seguridad Social portuguesa)',
      en: 'NISS (Social Security number)',
      pt: 'NISS (Segurança Social)',
    },
    (row, options) => generateNiss(row.rng.split(LABEL.niss), { ok: options.ok }),
    CHECK_OPTIONS,
    { hasCheckDigits: true, unique: UNIQUE_NISS_PT },
  ),
  text(
    'cif',
    { es: 'NIPC de la empresa', en: 'Company NIPC', pt: 'NIPC da empresa' },
    (row, options) =>
      options.ok === false
        ? // The company's own stream: same firm, a wrong check digit.
          drawCompany(row.rng.split(LABEL.company), { ok: false }).taxId
        : row.company.taxId,
    CHECK_OPTIONS,
    { hasCheckDigits: true, unique: UNIQUE_NIPC_PT },
  ),
  text(
    'ccc',
    { es: 'NIB (número de cuenta)', en: 'NIB (bank account number)', pt: 'NIB (número de conta)' },
    nibValue,
    CHECK_OPTIONS,
    // The row's account takes the unique number: its IBAN column agrees.
    { hasCheckDigits: true, unique: accountSpace(nibValue) },
  ),
  text(
    'telefono_movil',
    { es: 'Teléfono móvil', en: 'Mobile phone', pt: 'Telemóvel' },
    (row, options) =>
      formatPhonePt(generatePhonePt(row.rng.split(LABEL.movil), { type: 'movil' }).telefono, options.fmt),
    [PHONE_FMT],
    { unique: UNIQUE_MOBILE_PT },
  ),
  text(
    'telefono_fijo',
    { es: 'Teléfono fijo del distrito', en: 'Landline of the district', pt: 'Telefone fixo do distrito' },
    (row, options) =>
      formatPhonePt(
        generatePhonePt(row.rng.split(LABEL.fijo), { type: 'fijo', districtCode: row.address.regionCode })
          .telefono,
        options.fmt,
      ),
    [PHONE_FMT],
    { unique: UNIQUE_LANDLINE_PT },
  ),
  text(
    'matricula',
    { es: 'Matrícula portuguesa', en: 'Portuguese licence plate', pt: 'Matrícula portuguesa' },
    (row, options, rng) => formatPlatePt(generatePlatePt(rng, { refDate: row.refDate }), options.fmt),
    [PLATE_FMT],
    { ownStream: true, unique: UNIQUE_PLATE_PT },
  ),
  text(
    'pasaporte',
    { es: 'Número de pasaporte', en: 'Passport number', pt: 'Número de passaporte' },
    (row) => generatePassportNumberPt(row.rng.split(LABEL.pasaporte)),
    [],
    { unique: UNIQUE_PASSPORT_PT },
  ),
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

/** Tables whose rows are companies: their `nome` is a company name, their NIF an NIPC. */
const COMPANY_TABLES = [
  'empresa',
  'empresas',
  'organizacao',
  'organizacoes',
  'fornecedor',
  'fornecedores',
  'transportadora',
  'transportadoras',
  'entidade',
  'entidades',
  'company',
  'companies',
  'organization',
  'organizations',
  'supplier',
  'suppliers',
  'vendor',
  'vendors',
  'shipper',
  'shippers',
];

/** Tables of things, whose `nome` is a product's name. */
const PRODUCT_TABLES = [
  'produto',
  'produtos',
  'artigo',
  'artigos',
  'servico',
  'servicos',
  'categoria',
  'categorias',
  'product',
  'products',
  'item',
  'items',
];

/**
 * Portugal's widths and column words (docs/api.md, Live databases), by
 * type: Portuguese and English words, tried by `order`. There is no list
 * of parishes in the data: a `freguesia` takes its concelho's name, which
 * holds it, so the row's places still agree.
 */
const PORTUGAL_FACTS: Readonly<Record<string, FieldFacts>> = {
  nombre_completo: {
    anonymizeAs: 'nombre_completo',
    columns: [
      { order: 220, words: ['nome_completo', 'full_name', 'fullname'] },
      // Before the account's and the IBAN's: a `titular_conta` is the holder's name.
      { order: 65, words: ['titular'] },
      {
        order: 250,
        words: ['autor', 'author', 'artista', 'artist', 'compositor', 'composer', 'contact_name'],
      },
    ],
  },
  nombre: {
    anonymizeAs: 'nombre',
    columns: [
      // Before a company's `nome`: a contact's given name, even in a company's table.
      { order: 260, words: ['primeiro_nome', 'first_name', 'firstname', 'given_name'] },
      { order: 290, words: ['nome', 'name', 'nome_proprio'] },
    ],
  },
  apellidos: {
    anonymizeAs: 'apellido',
    columns: [
      {
        order: 230,
        words: [
          'apelido',
          'apelidos',
          'sobrenome',
          'sobrenomes',
          'ultimo_nome',
          'surname',
          'surnames',
          'last_name',
          'lastname',
          'family_name',
        ],
      },
    ],
  },
  sexo: { width: 1, columns: [{ order: 300, words: ['sexo', 'genero', 'sex', 'gender'] }] },
  fecha_nacimiento: {
    anonymizeAs: 'fecha_nacimiento',
    width: 10,
    columns: [
      {
        order: 10,
        words: [
          'data_nascimento',
          'data_de_nascimento',
          'dt_nascimento',
          'nascimento',
          'birth_date',
          'birthdate',
          'date_of_birth',
          'dob',
        ],
      },
    ],
  },
  edad: { width: 3, columns: [{ order: 310, words: ['idade', 'age'] }] },
  documento: {
    width: (options) => ({ cc: 12, niss: 11 })[String(options.sub)] ?? 9,
    columns: [
      // Before the card's: a `cartao_cidadao` is a citizen card.
      {
        order: 20,
        words: ['cc', 'cartao_cidadao', 'cartao_de_cidadao', 'n_cc', 'num_cc', 'numero_cc', 'bi'],
        options: { sub: 'cc' },
        anonymizeAs: 'cc',
      },
      {
        order: 50,
        words: ['nif', 'contribuinte', 'n_contribuinte', 'num_contribuinte', 'numero_contribuinte'],
        options: { sub: 'nif' },
        anonymizeAs: 'nif_pt',
      },
    ],
  },
  nss: {
    anonymizeAs: 'niss',
    width: 11,
    columns: [
      {
        order: 60,
        words: [
          'niss',
          'seguranca_social',
          'n_seguranca_social',
          'num_seguranca_social',
          'numero_seguranca_social',
          'social_security',
          'ssn',
        ],
      },
    ],
  },
  email: {
    anonymizeAs: 'email',
    width: 50,
    // Before the address's: an `email_address` or `endereco_email` is an email.
    columns: [
      {
        order: 150,
        words: ['email', 'e_mail', 'mail', 'correio_eletronico', 'correio_electronico', 'correio'],
      },
    ],
  },
  usuario: {
    width: 30,
    columns: [
      { order: 200, words: ['utilizador', 'nome_utilizador', 'username', 'user_name', 'login', 'nick'] },
    ],
  },
  telefono_movil: {
    anonymizeAs: 'telefono_pt',
    width: 9,
    columns: [
      {
        order: 170,
        words: ['telemovel', 'tlm', 'telm', 'movel', 'mobile', 'mobile_phone', 'cell', 'cellphone'],
      },
      // After the landline's: a `telefone_fixo` is a landline.
      { order: 190, words: ['telefone', 'tel', 'telf', 'phone', 'phone_number'] },
    ],
  },
  telefono_fijo: {
    anonymizeAs: 'telefono_pt',
    width: 9,
    columns: [{ order: 180, words: ['telefone_fixo', 'fixo', 'landline', 'fax'] }],
  },
  direccion: {
    anonymizeAs: 'morada',
    columns: [
      {
        order: 160,
        words: ['morada', 'endereco', 'rua', 'domicilio', 'address', 'address2', 'street', 'address_line'],
      },
    ],
  },
  cp: {
    anonymizeAs: 'codigo_postal',
    width: 8,
    columns: [
      {
        order: 110,
        words: [
          'cp',
          'cp7',
          'c_postal',
          'codigo_postal',
          'cod_postal',
          'postal_code',
          'postcode',
          'zip',
          'zip_code',
          'zipcode',
        ],
      },
    ],
  },
  municipio: {
    anonymizeAs: 'municipio',
    columns: [
      { order: 130, words: ['concelho', 'municipio', 'municipality'] },
      // The anonymizer moves concelhos only: a parish or a CTT locality is kept as it is.
      { order: 130, words: ['freguesia', 'localidade', 'cidade', 'city', 'town'], anonymizeAs: null },
    ],
  },
  provincia: {
    anonymizeAs: 'provincia',
    columns: [{ order: 120, words: ['distrito', 'ilha', 'distrito_ilha', 'district'] }],
  },
  comunidad: { columns: [{ order: 140, words: ['regiao', 'regiao_autonoma', 'region'] }] },
  razon_social: {
    columns: [
      {
        order: 240,
        words: [
          'razao_social',
          'denominacao',
          'denominacao_social',
          'firma',
          'empresa',
          'nome_empresa',
          'nome_comercial',
          'fornecedor',
          'company',
          'company_name',
          'supplier',
          'legal_name',
          'business_name',
          'trade_name',
        ],
        // A company's name is no person's: kept, its text searched for identifiers and the row's names.
        anonymizeAs: null,
      },
      { order: 270, words: ['nome', 'name', 'display_name'], tables: COMPANY_TABLES, anonymizeAs: null },
    ],
  },
  cif: {
    anonymizeAs: 'nif_pt',
    width: 9,
    columns: [
      // A company's NIF is its NIPC.
      { order: 30, words: ['nif', 'contribuinte'], tables: COMPANY_TABLES },
      { order: 40, words: ['nipc', 'nif_empresa', 'nipc_empresa'] },
    ],
  },
  iban: { anonymizeAs: 'iban', width: 25, columns: [{ order: 70, words: ['iban'] }] },
  bic: { width: 11, columns: [{ order: 90, words: ['bic', 'swift'] }] },
  entidad_bancaria: {
    columns: [
      { order: 100, words: ['banco', 'entidade_bancaria', 'instituicao_bancaria', 'bank', 'bank_name'] },
    ],
  },
  ccc: {
    anonymizeAs: 'nib',
    width: 21,
    columns: [
      {
        order: 80,
        words: [
          'nib',
          'conta',
          'numero_conta',
          'num_conta',
          'conta_bancaria',
          'account_number',
          'bank_account',
        ],
      },
    ],
  },
  tarjeta: {
    anonymizeAs: 'tarjeta',
    width: 19,
    columns: [
      {
        order: 340,
        words: ['cartao', 'numero_cartao', 'cartao_credito', 'card', 'card_number', 'credit_card', 'pan'],
      },
    ],
  },
  uuid: { width: 36, columns: [{ order: 350, words: ['uuid', 'guid'] }] },
  numero: {
    columns: [
      {
        order: 370,
        words: ['salario', 'vencimento', 'ordenado', 'salary', 'wage'],
        // A year's gross pay in euros, from about the minimum wage's (14 payments) up.
        options: { min: 12000, max: 45000, decimals: 2 },
      },
      {
        order: 380,
        words: ['orcamento', 'budget', 'credito', 'limite_credito', 'credit_limit'],
        options: { min: 1000, max: 100000, decimals: 2 },
      },
      {
        order: 390,
        words: [
          'preco',
          'valor',
          'montante',
          'custo',
          'total',
          'subtotal',
          'saldo',
          'portes',
          'price',
          'amount',
          'cost',
          'balance',
          'unit_price',
          'freight',
        ],
        options: { min: 1, max: 500, decimals: 2 },
      },
      {
        order: 400,
        words: ['quantidade', 'unidades', 'quantity', 'qty', 'units'],
        options: { min: 1, max: 10, decimals: 0 },
      },
      { order: 410, words: ['stock', 'existencias'], options: { min: 0, max: 500, decimals: 0 } },
      { order: 420, words: ['ano', 'exercicio', 'year'], options: { min: 1990, max: 2025 } },
      { order: 430, words: ['duracao', 'dias', 'prazo', 'duration', 'days'], options: { min: 1, max: 30 } },
      { order: 440, words: ['minutos', 'length', 'minutes'], options: { min: 60, max: 180 } },
      { order: 450, words: ['tamanho', 'bytes', 'size'], options: { min: 100000, max: 10000000 } },
      {
        order: 460,
        words: [
          'ativo',
          'ativa',
          'activo',
          'activa',
          'apagado',
          'eliminado',
          'descontinuado',
          'visivel',
          'publicado',
          'arquivado',
          'verificado',
          'active',
          'enabled',
          'deleted',
          'discontinued',
          'is',
          'has',
          'flag',
          'visible',
          'published',
          'archived',
          'verified',
        ],
        options: { min: 0, max: 1, decimals: 0 },
      },
      {
        order: 470,
        words: ['percentagem', 'desconto', 'comissao', 'percent', 'percentage', 'discount', 'commission'],
        options: { min: 0, max: 30, decimals: 2 },
      },
    ],
  },
  fecha: { width: 10 },
  lorem: {
    columns: [
      {
        order: 280,
        words: ['nome', 'name', 'titulo', 'title'],
        tables: PRODUCT_TABLES,
        options: { words: 3 },
      },
      {
        order: 360,
        words: [
          'descricao',
          'observacoes',
          'notas',
          'comentario',
          'comentarios',
          'motivo',
          'texto',
          'description',
          'notes',
          'comment',
        ],
        options: { words: 12 },
      },
    ],
  },
  matricula: {
    width: 8,
    columns: [{ order: 320, words: ['matricula', 'plate', 'license_plate', 'licence_plate'] }],
  },
  pasaporte: { width: 7, columns: [{ order: 330, words: ['passaporte', 'passport'] }] },
  password: {
    width: 16,
    columns: [{ order: 210, words: ['palavra_passe', 'senha', 'password', 'passwd', 'pwd'] }],
  },
};

/** Every field type, in Spain's order, with Portugal's values, names, widths and column words. */
export const FIELD_TYPES_PT: readonly FieldType[] = withFacts(
  withTypes([...ENTITY_FIELD_TYPES, ...STRUCTURAL_FIELD_TYPES], REPLACEMENTS).map((t) =>
    LABELS[t.type] === undefined ? t : { ...t, label: LABELS[t.type]! },
  ),
  PORTUGAL_FACTS,
);
