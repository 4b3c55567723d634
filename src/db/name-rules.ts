/**
 * Column name -> field type, Spanish and English, as data: the first rule
 * whose words appear as whole words of the column name (lower case, accents
 * dropped, camelCase and dashes read as `_`) wins, when its values suit the
 * column's SQL type and fit its length. `tables` narrows a rule to tables
 * whose name has one of those words (a product's `nombre` is no person's).
 */
export interface NameRule {
  readonly words: readonly string[];
  readonly type: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly tables?: readonly string[];
}

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

export const NAME_RULES: readonly NameRule[] = [
  {
    words: ['fecha_nacimiento', 'fecha_nac', 'nacimiento', 'birth_date', 'birthdate', 'date_of_birth', 'dob'],
    type: 'fecha_nacimiento',
  },
  { words: ['dni'], type: 'documento', options: { sub: 'dni' } },
  { words: ['nie'], type: 'documento', options: { sub: 'nie' } },
  { words: ['cif'], type: 'cif' },
  { words: ['nif'], type: 'documento', options: { sub: 'nif' } },
  {
    words: ['nss', 'naf', 'num_ss', 'seguridad_social', 'social_security', 'ssn'],
    type: 'nss',
  },
  { words: ['iban'], type: 'iban' },
  { words: ['ccc', 'cuenta', 'numero_cuenta', 'account_number', 'bank_account'], type: 'ccc' },
  { words: ['bic', 'swift'], type: 'bic' },
  { words: ['banco', 'entidad_bancaria', 'bank', 'bank_name'], type: 'entidad_bancaria' },
  {
    words: ['cp', 'codigo_postal', 'cod_postal', 'postal_code', 'postcode', 'zip', 'zip_code', 'zipcode'],
    type: 'cp',
  },
  { words: ['provincia', 'province', 'state'], type: 'provincia' },
  {
    words: ['municipio', 'localidad', 'ciudad', 'poblacion', 'city', 'town', 'municipality', 'district'],
    type: 'municipio',
  },
  { words: ['comunidad', 'comunidad_autonoma', 'ccaa', 'region'], type: 'comunidad' },
  // Before the address rule: an `email_address` or `direccion_correo` is an email.
  { words: ['email', 'e_mail', 'mail', 'correo', 'correo_electronico'], type: 'email' },
  {
    words: ['direccion', 'domicilio', 'calle', 'address', 'address2', 'street', 'address_line'],
    type: 'direccion',
  },
  {
    words: ['movil', 'telefono_movil', 'mobile', 'mobile_phone', 'cell', 'cellphone', 'celular'],
    type: 'telefono_movil',
  },
  { words: ['fijo', 'telefono_fijo', 'landline', 'fax'], type: 'telefono_fijo' },
  { words: ['telefono', 'tel', 'tlf', 'phone', 'phone_number'], type: 'telefono_movil' },
  { words: ['usuario', 'username', 'user_name', 'login', 'nick'], type: 'usuario' },
  { words: ['password', 'passwd', 'contrasena', 'clave', 'pwd'], type: 'password' },
  {
    words: ['nombre_completo', 'nombre_y_apellidos', 'full_name', 'fullname'],
    type: 'nombre_completo',
  },
  {
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
    type: 'apellidos',
  },
  {
    words: [
      'razon_social',
      'empresa',
      'company',
      'company_name',
      'proveedor',
      'supplier',
      'ship_name',
      'ship_to_name',
      'bill_to_name',
      'destinatario',
      'consignee',
      'recipient',
      'recipient_name',
      'legal_name',
      'business_name',
      'trade_name',
      'nombre_legal',
      'nombre_fiscal',
      'nombre_comercial',
    ],
    type: 'razon_social',
  },
  {
    words: ['composer', 'compositor', 'autor', 'author', 'artista', 'artist', 'director', 'contact_name'],
    type: 'nombre_completo',
  },
  // A contact's given name, even in a company's table.
  { words: ['first_name', 'firstname', 'given_name', 'nombre_pila'], type: 'nombre' },
  {
    words: ['nombre', 'name', 'display_name'],
    tables: ORGANIZATION_TABLES,
    type: 'razon_social',
  },
  {
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
    type: 'lorem',
    options: { words: 3 },
  },
  { words: ['nombre', 'name', 'first_name', 'firstname', 'given_name'], type: 'nombre' },
  { words: ['sexo', 'sex', 'genero', 'gender'], type: 'sexo' },
  { words: ['edad', 'age'], type: 'edad' },
  { words: ['matricula', 'plate', 'license_plate', 'licence_plate'], type: 'matricula' },
  { words: ['pasaporte', 'passport'], type: 'pasaporte' },
  { words: ['tarjeta', 'card', 'card_number', 'credit_card', 'numero_tarjeta'], type: 'tarjeta' },
  { words: ['uuid', 'guid'], type: 'uuid' },
  {
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
    type: 'lorem',
    options: { words: 12 },
  },
  {
    words: ['salario', 'sueldo', 'salary', 'wage', 'nomina'],
    type: 'numero',
    options: { min: 15000, max: 60000, decimals: 2 },
  },
  {
    words: ['presupuesto', 'budget', 'credito', 'credit_limit', 'limite_credito'],
    type: 'numero',
    options: { min: 1000, max: 100000, decimals: 2 },
  },
  {
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
    type: 'numero',
    options: { min: 1, max: 500, decimals: 2 },
  },
  {
    words: ['cantidad', 'quantity', 'qty', 'unidades', 'units'],
    type: 'numero',
    options: { min: 1, max: 10, decimals: 0 },
  },
  { words: ['stock', 'existencias'], type: 'numero', options: { min: 0, max: 500, decimals: 0 } },
  {
    words: ['year', 'anio', 'ano', 'ejercicio', 'release_year'],
    type: 'numero',
    options: { min: 1990, max: 2025 },
  },
  {
    words: ['duration', 'duracion', 'dias', 'days', 'plazo'],
    type: 'numero',
    options: { min: 1, max: 30 },
  },
  { words: ['length', 'minutos', 'minutes'], type: 'numero', options: { min: 60, max: 180 } },
  { words: ['milliseconds', 'milisegundos'], type: 'numero', options: { min: 120000, max: 420000 } },
  { words: ['bytes', 'size', 'tamano'], type: 'numero', options: { min: 100000, max: 10000000 } },
  {
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
    type: 'numero',
    options: { min: 0, max: 1, decimals: 0 },
  },
  {
    words: ['porcentaje', 'percent', 'percentage', 'descuento', 'discount', 'comision', 'commission'],
    type: 'numero',
    options: { min: 0, max: 30, decimals: 2 },
  },
];

/** `FechaNacimiento`, `fecha-nacimiento`, `Fecha_Nacimiento` -> `fecha_nacimiento` */
export function normaliseName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** True when `words` (already `_`-joined) appear as whole words of the normalised name. */
export function hasWords(normalised: string, words: string): boolean {
  return `_${normalised}_`.includes(`_${words}_`);
}

/** The rules (a country's; Spain's by default) that take a column of this name in this table, best first. */
export function rulesFor(column: string, table: string, rules: readonly NameRule[] = NAME_RULES): NameRule[] {
  const name = normaliseName(column);
  const tableName = normaliseName(table);
  return rules.filter(
    (rule) =>
      rule.words.some((w) => hasWords(name, w)) &&
      (!rule.tables || rule.tables.some((t) => hasWords(tableName, t))),
  );
}
