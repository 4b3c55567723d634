/**
 * Spain's field types (docs/api.md, Bulk): the shared generators with what
 * Spain says of each beyond its values, in one place per type: how wide its
 * values are and which column names read as it (docs/api.md, Live
 * databases). Spain's column rules are numbered 20, 30, ... in the order
 * they are tried; a country that puts its own before all of Spain's numbers
 * them below 20.
 */

import { itemAt } from '../../errors/internal.js';
import { withFacts } from '../../fields/field-catalog.js';
import type { FieldFacts, FieldType } from '../../fields/field-type.js';
import { STRUCTURAL_FIELD_TYPES } from '../../fields/field-types-structural.js';
import { textFieldType } from '../../fields/shared-field-types.js';
import { municipalities } from './data/generated/municipalities.js';
import { ENTITY_FIELD_TYPES } from './entity-field-types.js';

/** Tables whose rows are companies: their `name` is a company name. */
export const ORGANIZATION_TABLES: readonly string[] = [
  'organization',
  'organizations',
  'organizacion',
  'organizaciones',
  'empresa',
  'empresas',
  'company',
  'companies',
  'compania',
  'companias',
  'proveedor',
  'proveedores',
  'supplier',
  'suppliers',
  'vendor',
  'vendors',
  'shipper',
  'shippers',
  'transportista',
  'transportistas',
];

/**
 * Spain's widths and column words, by type. Fixed formats have their
 * length (a DNI is 9 characters, a Spanish IBAN 24); email and username the
 * longest seen over 200,000 seeded rows; free text none (it may be cut).
 * Column words are Spanish and English.
 */
export const SPAIN_FACTS: Readonly<Record<string, FieldFacts>> = {
  nombre_completo: {
    anonymizeAs: 'nombre_completo',
    columns: [
      { order: 230, words: ['nombre_completo', 'nombre_y_apellidos', 'full_name', 'fullname'] },
      // Before the account's and the IBAN's: a `titular_cuenta` is the holder's name.
      { order: 75, words: ['titular'] },
      {
        order: 260,
        words: ['composer', 'compositor', 'autor', 'author', 'artista', 'artist', 'director', 'contact_name'],
      },
    ],
  },
  nombre: {
    anonymizeAs: 'nombre',
    columns: [
      // Before a company's `name`: a contact's given name, even in a company's table.
      { order: 270, words: ['first_name', 'firstname', 'given_name', 'nombre_pila'] },
      { order: 300, words: ['nombre', 'name', 'first_name', 'firstname', 'given_name'] },
    ],
  },
  apellidos: {
    anonymizeAs: 'apellido',
    columns: [
      {
        order: 240,
        words: [
          'apellidos',
          'apellido',
          'apellido1',
          'apellido2',
          'surname',
          'surnames',
          'last_name',
          'lastname',
          'family_name',
        ],
      },
    ],
  },
  sexo: {
    width: 1,
    columns: [{ order: 310, words: ['sexo', 'sex', 'genero', 'gender'] }],
  },
  fecha_nacimiento: {
    anonymizeAs: 'fecha_nacimiento',
    width: 10,
    columns: [
      {
        order: 20,
        words: [
          'fecha_nacimiento',
          'fecha_nac',
          'fnac',
          'nacimiento',
          'birth_date',
          'birthdate',
          'date_of_birth',
          'dob',
        ],
      },
    ],
  },
  edad: {
    width: 3,
    columns: [{ order: 320, words: ['edad', 'age'] }],
  },
  documento: {
    anonymizeAs: 'documento',
    width: 9,
    columns: [
      { order: 30, words: ['dni'], options: { sub: 'dni' } },
      { order: 40, words: ['nie'], options: { sub: 'nie' } },
      { order: 60, words: ['nif'], options: { sub: 'nif' } },
      { order: 65, words: ['documento', 'doc_identidad', 'num_documento', 'n_documento', 'identificacion'] },
    ],
  },
  nss: {
    anonymizeAs: 'nss',
    width: 12,
    columns: [
      {
        order: 70,
        words: ['nss', 'naf', 'num_ss', 'n_ss', 'numero_ss', 'seguridad_social', 'social_security', 'ssn'],
      },
    ],
  },
  email: {
    anonymizeAs: 'email',
    width: 50,
    // Before the address's: an `email_address` or `direccion_correo` is an email.
    columns: [{ order: 160, words: ['email', 'e_mail', 'mail', 'correo', 'correo_electronico'] }],
  },
  usuario: {
    width: 30,
    columns: [{ order: 210, words: ['usuario', 'username', 'user_name', 'login', 'nick'] }],
  },
  telefono_movil: {
    anonymizeAs: 'telefono',
    width: 9,
    columns: [
      {
        order: 180,
        words: ['movil', 'telefono_movil', 'mobile', 'mobile_phone', 'cell', 'cellphone', 'celular'],
      },
      // After the landline's: a `telefono_fijo` is a landline.
      { order: 200, words: ['telefono', 'tel', 'tlf', 'tfno', 'phone', 'phone_number'] },
    ],
  },
  telefono_fijo: {
    anonymizeAs: 'telefono',
    width: 9,
    columns: [{ order: 190, words: ['fijo', 'telefono_fijo', 'landline', 'fax'] }],
  },
  direccion: {
    anonymizeAs: 'direccion',
    columns: [
      {
        order: 170,
        words: ['direccion', 'domicilio', 'calle', 'address', 'address2', 'street', 'address_line'],
      },
      // A street's "vía", not the way something goes (`ship_via`, `via_pago`, `via_contacto`).
      {
        order: 170,
        words: ['via'],
        unless: [
          'ship',
          'send',
          'sent',
          'envio',
          'pago',
          'payment',
          'contacto',
          'contact',
          'canal',
          'entrada',
        ],
      },
    ],
  },
  cp: {
    anonymizeAs: 'codigo_postal',
    width: 5,
    columns: [
      {
        order: 120,
        words: [
          'cp',
          'c_p',
          'codigo_postal',
          'cod_postal',
          'cod_post',
          'codpostal',
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
    catalog: {
      name: 'municipio',
      tables: [
        'municipio',
        'localidad',
        'localidade',
        'ciudad',
        'ciudade',
        'city',
        'citie',
        'town',
        'poblacion',
        'poblacione',
        'territorio',
        'territory',
        'territorie',
      ],
      // A sales territory is named for a municipality.
      columns: ['territorio', 'territory'],
    },
    columns: [
      {
        order: 140,
        words: [
          'municipio',
          'localidad',
          'ciudad',
          'poblacion',
          'ayuntamiento',
          'concello',
          'city',
          'town',
          'municipality',
          'district',
        ],
      },
    ],
  },
  provincia: {
    anonymizeAs: 'provincia',
    catalog: { name: 'provincia', tables: ['provincia', 'province', 'state'] },
    columns: [{ order: 130, words: ['provincia', 'province', 'state'] }],
  },
  comunidad: {
    catalog: { name: 'comunidad', tables: ['comunidad', 'comunidade', 'region', 'ccaa'] },
    columns: [{ order: 150, words: ['comunidad', 'comunidad_autonoma', 'ccaa', 'region'] }],
  },
  razon_social: {
    columns: [
      // A sole trader's razón social is their own name: the anonymizer replaces it as one.
      { order: 250, words: ['razon_social'], anonymizeAs: 'nombre_completo' },
      // Whoever a parcel or an invoice goes to may be a person: in doubt, replaced as a full name.
      {
        order: 250,
        words: [
          'ship_name',
          'ship_to_name',
          'bill_to_name',
          'destinatario',
          'consignee',
          'recipient',
          'recipient_name',
        ],
        anonymizeAs: 'nombre_completo',
      },
      // A company's name is no person's: kept, its text searched for identifiers and the row's names.
      {
        order: 250,
        words: [
          'empresa',
          'company',
          'company_name',
          'proveedor',
          'supplier',
          'legal_name',
          'business_name',
          'trade_name',
          'nombre_legal',
          'nombre_fiscal',
          'nombre_comercial',
        ],
        anonymizeAs: null,
      },
      {
        order: 280,
        words: ['nombre', 'name', 'display_name'],
        tables: ORGANIZATION_TABLES,
        anonymizeAs: null,
      },
    ],
  },
  cif: {
    anonymizeAs: 'documento',
    width: 9,
    columns: [{ order: 50, words: ['cif'] }],
  },
  iban: {
    anonymizeAs: 'iban',
    width: 24,
    columns: [{ order: 80, words: ['iban'] }],
  },
  bic: {
    width: 11,
    columns: [{ order: 100, words: ['bic', 'swift'] }],
  },
  entidad_bancaria: {
    catalog: { name: 'banco', tables: ['banco', 'bank'] },
    columns: [{ order: 110, words: ['banco', 'entidad_bancaria', 'bank', 'bank_name'] }],
  },
  ccc: {
    anonymizeAs: 'ccc',
    width: 20,
    columns: [{ order: 90, words: ['ccc', 'cuenta', 'numero_cuenta', 'account_number', 'bank_account'] }],
  },
  tarjeta: {
    anonymizeAs: 'tarjeta',
    width: 19,
    columns: [
      { order: 350, words: ['tarjeta', 'card', 'card_number', 'credit_card', 'numero_tarjeta', 'pan'] },
    ],
  },
  uuid: {
    width: 36,
    columns: [{ order: 360, words: ['uuid', 'guid'] }],
  },
  numero: {
    columns: [
      {
        order: 380,
        words: ['salario', 'sueldo', 'salary', 'wage', 'nomina'],
        options: { min: 15000, max: 60000, decimals: 2 },
      },
      {
        order: 390,
        words: ['presupuesto', 'budget', 'credito', 'credit_limit', 'limite_credito'],
        options: { min: 1000, max: 100000, decimals: 2 },
      },
      {
        order: 400,
        words: [
          'precio',
          'price',
          'importe',
          'amount',
          'coste',
          'cost',
          'total',
          'subtotal',
          'saldo',
          'balance',
          'unit_price',
          'rental_rate',
          'replacement_cost',
          'freight',
        ],
        options: { min: 1, max: 500, decimals: 2 },
      },
      {
        order: 410,
        words: ['cantidad', 'quantity', 'qty', 'unidades', 'units'],
        options: { min: 1, max: 10, decimals: 0 },
      },
      { order: 420, words: ['stock', 'existencias'], options: { min: 0, max: 500, decimals: 0 } },
      {
        order: 430,
        words: ['year', 'anio', 'ano', 'ejercicio', 'release_year'],
        options: { min: 1990, max: 2025 },
      },
      { order: 440, words: ['duration', 'duracion', 'dias', 'days', 'plazo'], options: { min: 1, max: 30 } },
      { order: 450, words: ['length', 'minutos', 'minutes'], options: { min: 60, max: 180 } },
      { order: 460, words: ['milliseconds', 'milisegundos'], options: { min: 120000, max: 420000 } },
      { order: 470, words: ['bytes', 'size', 'tamano'], options: { min: 100000, max: 10000000 } },
      {
        order: 480,
        words: [
          'active',
          'activo',
          'activa',
          'enabled',
          'habilitado',
          'deleted',
          'borrado',
          'baja',
          'discontinued',
          'descatalogado',
          'is',
          'has',
          'es',
          'tiene',
          'flag',
          'visible',
          'publicado',
          'published',
          'archived',
          'archivado',
          'verified',
          'verificado',
        ],
        options: { min: 0, max: 1, decimals: 0 },
      },
      {
        order: 490,
        words: ['porcentaje', 'percent', 'percentage', 'descuento', 'discount', 'comision', 'commission'],
        options: { min: 0, max: 30, decimals: 2 },
      },
    ],
  },
  fecha: {
    width: 10,
  },
  lorem: {
    columns: [
      {
        order: 290,
        words: ['nombre', 'name', 'titulo', 'title'],
        tables: [
          'producto',
          'productos',
          'product',
          'products',
          'articulo',
          'articulos',
          'item',
          'items',
          'servicio',
          'servicios',
          'categoria',
          'categorias',
        ],
        options: { words: 3 },
      },
      {
        order: 370,
        words: [
          'descripcion',
          'description',
          'notas',
          'notes',
          'observaciones',
          'comentario',
          'comentarios',
          'comment',
          'motivo',
          'texto',
        ],
        options: { words: 12 },
      },
    ],
  },
  matricula: {
    width: 7,
    columns: [{ order: 330, words: ['matricula', 'plate', 'license_plate', 'licence_plate'] }],
  },
  pasaporte: {
    width: 9,
    columns: [{ order: 340, words: ['pasaporte', 'passport'] }],
  },
  password: {
    width: 16,
    columns: [{ order: 220, words: ['password', 'passwd', 'contrasena', 'clave', 'pwd'] }],
  },
};

/**
 * The INE code of the row's municipality (docs/api.md, Bulk): five digits,
 * the province's two and the municipality's three, as the INE lists it; the
 * row's `municipio` and `provincia` are that municipality's. Unique: each
 * municipality's code once (8,118 of them).
 */
const CODIGO_INE: FieldType = {
  ...textFieldType(
    'codigo_ine',
    { es: 'Código INE del municipio', en: 'INE municipality code', pt: 'Código INE do município' },
    (row) => row.address.municipalityCode,
    [],
    {
      unique: {
        size: () => municipalities().length,
        value: (_row, _options, _rng, n) => itemAt(municipalities(), n, 'municipality').code,
      },
    },
  ),
  width: 5,
  // Before the municipality's: a `municipio_ine` is its code.
  columns: [
    {
      order: 135,
      words: ['codigo_ine', 'cod_ine', 'ine', 'municipio_ine', 'ine_municipio', 'cod_municipio_ine'],
    },
  ],
};

/** Spain's field types, in catalog order: the shared ones, Spain's own, the structural ones. */
export const FIELD_TYPES_ES: readonly FieldType[] = withFacts(
  [...ENTITY_FIELD_TYPES, CODIGO_INE, ...STRUCTURAL_FIELD_TYPES],
  SPAIN_FACTS,
);
