/**
 * Columns that hold a catalog's values or a thing's name, read from the
 * column's and the table's names together: `provincias.nombre`,
 * `country.country`, `empleados.pais`, `idiomas.codigo`, `genre.name`,
 * `departamentos.nombre`, `film.title`. They get a `lista` of real values
 * (unique when the column is: the table then has at most that many rows).
 * A person's `nombre` is left to the name rules.
 */

import { ORGANIZATION_TABLES } from '../countries/es/field-types.js';
import { normaliseName } from '../fields/column-words.js';
import type { CatalogColumn } from './catalog.js';
import { CATALOGS, type CatalogKind, MAX_LIST, PRODUCT_NAMES, TITLES } from './catalog-values.js';
import { type DbLocale, dbLocale } from './db-locale.js';
import { type NameRule, rulesFor } from './name-rules.js';

export interface CatalogMapping {
  readonly type: 'lista';
  readonly options: { readonly values: readonly string[]; readonly weights?: readonly number[] };
  readonly why: string;
  /** The name column of a catalog table: each entry once, so the table holds at most the catalog. */
  readonly unique?: true;
  /**
   * Made-up labels ("Tipo de cuenta 3"): only the column's name says it
   * names a thing, no catalog or table says which (a database copy then
   * reads the column by its name rules, in doubt a person's).
   */
  readonly madeUp?: true;
}

/** Words of a column that name a catalog. */
const COLUMN_CATALOG: readonly (readonly [CatalogKind, readonly string[]])[] = [
  // First: `country_region` is a country, `ip_address` no street address.
  ['pais', ['pais', 'country', 'nacionalidad', 'nationality']],
  ['ip', ['ip', 'ip_address', 'ipaddress', 'ip_addr', 'direccion_ip', 'remote_ip', 'last_ip']],
  // Then the country's national catalogs (nationalCatalogs).
  ['idioma', ['idioma', 'language', 'lengua']],
  ['moneda', ['moneda', 'currency', 'divisa']],
  ['sexo', ['sexo', 'sex', 'gender']],
  ['tratamiento', ['title_of_courtesy', 'courtesy_title', 'tratamiento', 'salutation', 'honorific']],
  [
    'puesto',
    [
      'puesto',
      'cargo',
      'job_title',
      'jobtitle',
      'contact_title',
      'position',
      'ocupacion',
      'occupation',
      'profesion',
    ],
  ],
  ['foto', ['photo_path', 'photo', 'foto', 'picture', 'imagen', 'image', 'avatar', 'thumbnail', 'logo']],
  [
    'web',
    [
      'homepage',
      'home_page',
      'web',
      'website',
      'web_site',
      'sitio_web',
      'pagina_web',
      'webpage',
      'url',
      'uri',
      'enlace',
      'link',
    ],
  ],
  ['extension', ['extension', 'ext', 'phone_extension', 'extension_telefono']],
  [
    'presentacion',
    [
      'quantity_per_unit',
      'presentacion',
      'packaging',
      'envase',
      'unidad_medida',
      'unit_of_measure',
      'formato_venta',
    ],
  ],
];
/** Catalogs no field type writes: their column gets the list whether it is unique or not. */
const LIST_ONLY: ReadonlySet<CatalogKind> = new Set([
  'pais',
  'ip',
  'idioma',
  'moneda',
  'puesto',
  'tratamiento',
  'foto',
  'web',
  'extension',
  'presentacion',
]);

/** Words of a table (singular or plural) whose rows are one catalog's entries; the national catalogs' first. */
const TABLE_CATALOG: readonly (readonly [CatalogKind, readonly string[]])[] = [
  ['pais', ['pai', 'paise', 'country', 'countrie', 'nacionalidad', 'nacionalidade']],
  ['idioma', ['idioma', 'language', 'lengua']],
  ['moneda', ['moneda', 'currency', 'currencie', 'divisa']],
  ['sexo', ['sexo', 'sexe', 'gender']],
  ['genero', ['genero', 'genre']],
  ['departamento', ['departamento', 'department', 'area']],
  ['categoria', ['categoria', 'category', 'categorie', 'familia', 'tipo_producto']],
];

const PERSON_NAME_COLUMNS: ReadonlySet<string> = new Set([
  'first_name',
  'firstname',
  'given_name',
  'nombre_pila',
  'middle_name',
  'segundo_nombre',
]);
const NAME_WORDS = new Set([
  'nombre',
  'name',
  'titulo',
  'title',
  'denominacion',
  'label',
  'etiqueta',
  'descripcion',
  'description',
]);
const CODE_WORDS = [
  'codigo',
  'code',
  'cod',
  'iso',
  'iso_code',
  'abreviatura',
  'abbr',
  'sigla',
  'siglas',
  'alpha2',
];
const WORK_TABLES = [
  'film',
  'pelicula',
  'libro',
  'book',
  'album',
  'cancion',
  'song',
  'track',
  'obra',
  'serie',
  'disco',
  'video',
  'playlist',
  'episodio',
  'episode',
  'curso',
  'course',
];
const PRODUCT_TABLES = ['producto', 'product', 'articulo', 'item', 'servicio', 'service', 'referencia'];
const PERSON_TABLES = [
  'cliente',
  'customer',
  'persona',
  'person',
  'people',
  'empleado',
  'employee',
  'staff',
  'personal',
  'usuario',
  'user',
  'paciente',
  'patient',
  'medico',
  'doctor',
  'alumno',
  'student',
  'estudiante',
  'profesor',
  'teacher',
  'socio',
  'member',
  'contacto',
  'contact',
  'autor',
  'author',
  'actor',
  'actore',
  'artista',
  'artist',
  'conductor',
  'driver',
  'titular',
  'trabajador',
  'worker',
  'propietario',
  'owner',
  'vendedor',
  'seller',
  'agente',
  'agent',
  'jugador',
  'player',
  'candidato',
  'candidate',
  'huesped',
  'guest',
  'pasajero',
  'passenger',
  'representante',
  'tecnico',
  'responsable',
  'gerente',
  'manager',
  'director',
  'abogado',
  'lector',
  'reader',
  'voluntario',
  'beneficiario',
  'asegurado',
  'inquilino',
  'tenant',
  'familiar',
  'hijo',
  'comercial',
  'afiliado',
];

/** The table's words, each also without a plural ending (`paises` -> `paise`, `pai`). */
function tableWords(table: string): Set<string> {
  const words = new Set<string>();
  for (const w of normaliseName(table).split('_')) {
    words.add(w);
    if (w.endsWith('s')) words.add(w.slice(0, -1));
    if (w.endsWith('es')) words.add(w.slice(0, -2));
  }
  return words;
}

const hasAny = (words: ReadonlySet<string>, list: readonly string[]) => list.some((w) => words.has(w));

/** A person table: its `nombre` is a given name (name rules), not a label. */
export function isPersonTable(table: string): boolean {
  return hasAny(tableWords(table), PERSON_TABLES);
}

export function catalogMapping(
  column: CatalogColumn,
  table: string,
  { unique, rows, locale = dbLocale()! }: { unique: boolean; rows: number; locale?: DbLocale },
): CatalogMapping | undefined {
  if (column.kind !== 'text') return undefined;
  const name = normaliseName(column.name);
  const words = new Set(name.split('_'));
  const tWords = tableWords(table);
  const fits = (values: readonly string[]) =>
    values
      .filter((v) => column.maxLength === undefined || [...v].length <= column.maxLength)
      .slice(0, MAX_LIST);
  const isCode = CODE_WORDS.some((w) => `_${name}_`.includes(`_${w}_`));
  const list = (values: readonly string[], what: string): CatalogMapping | undefined => {
    const fitting = fits(values);
    if (fitting.length === 0 || (unique && fitting.length < Math.min(2, rows))) return undefined;
    const capped = unique && fitting.length < rows ? `; unique: at most ${fitting.length} rows` : '';
    return { type: 'lista', options: { values: fitting }, why: `${what}${capped}` };
  };
  const fromCatalog = (kind: CatalogKind, by: string) => {
    const catalog: { names: () => readonly string[]; codes?: () => readonly string[] } = CATALOGS[kind];
    const codes = catalog.codes?.();
    if (codes && (isCode || (column.maxLength !== undefined && column.maxLength <= 3)))
      return list(codes, `${by}: codes of the ${kind} catalog`);
    return list(catalog.names(), `${by}: names of the ${kind} catalog`);
  };

  // An `*_id` column holds keys, not the names of its catalog (`territory_id`, `city_id`);
  // a person's given name is no label, whatever the table.
  if ((words.has('id') && !isCode) || PERSON_NAME_COLUMNS.has(name)) return undefined;
  // A company's table: its name is a company name (name rules).
  if (hasAny(tWords, ORGANIZATION_TABLES) && NAME_WORDS.has(name)) return undefined;
  const nameLike =
    NAME_WORDS.has(name) ||
    ((words.has('nombre') || words.has('name')) && !otherRule(column.name, table, locale.rules));
  const national = nationalCatalogs(locale);
  const columnKind = [...COLUMN_CATALOG.slice(0, 2), ...national.columns, ...COLUMN_CATALOG.slice(2)].find(
    ([, columnWords]) => columnWords.some((w) => `_${name}_`.includes(`_${w}_`)),
  )?.[0];
  // The table is a catalog: its name column (or the column named as the catalog) holds each entry once.
  const tableKind = [...national.tables, ...TABLE_CATALOG].find(([, tableList]) =>
    hasAny(tWords, tableList),
  )?.[0];
  if (tableKind && (nameLike || columnKind === tableKind || (isCode && unique))) {
    const mapping = fromCatalog(tableKind, `table "${table}" holds ${tableKind} entries; each once`);
    if (mapping) return { ...mapping, unique: true };
  }
  // The column names a catalog: unique ones, and those no field type writes (countries, languages, currencies).
  if (columnKind) {
    // A phone extension is the whole name (`file_extension` is no phone's).
    if (
      columnKind === 'extension' &&
      !['extension', 'ext', 'phone_extension', 'extension_telefono'].includes(name)
    )
      return undefined;
    if (!unique && !LIST_ONLY.has(columnKind) && !isCode) return undefined;
    const mapping = fromCatalog(columnKind, `name "${column.name}" reads as ${columnKind}`);
    return columnKind === 'pais' && !unique && mapping ? mostlyOwnCountry(mapping, locale) : mapping;
  }
  // A person's title is the job they hold.
  if ((name === 'title' || name === 'titulo') && isPersonTable(table))
    return fromCatalog('puesto', `"${column.name}" of a person: a job title`);
  if (!nameLike || isPersonTable(table)) return undefined;
  if (words.has('descripcion') || words.has('description')) return undefined;
  if (hasAny(tWords, WORK_TABLES)) return list(TITLES(), `a title of the ${table} table`);
  if (hasAny(tWords, PRODUCT_TABLES)) return list(PRODUCT_NAMES(), `a product name of the ${table} table`);
  if (words.has('descripcion') || words.has('description')) return undefined;
  // Any other thing: its kind and a number, distinct when the column is unique.
  const label = labelOf(table);
  const count = unique ? Math.min(Math.max(rows, 1), MAX_LIST) : 50;
  const values = Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);
  const labels = list(values, `the name of a ${table} row: "${label} <n>"`);
  return labels && { ...labels, madeUp: true };
}

type CatalogWordList = readonly (readonly [CatalogKind, readonly string[]])[];

/** The national catalogs, in the order they are tried. */
const NATIONAL_ORDER: readonly CatalogKind[] = ['provincia', 'comunidad', 'municipio', 'banco'];

const isCatalogKind = (name: string): name is CatalogKind => Object.hasOwn(CATALOGS, name);

const nationalByLocale = new Map<string, { columns: CatalogWordList; tables: CatalogWordList }>();

/**
 * The catalogs of national things the locale's field types name (`catalog`:
 * Spain's provinces, communities, municipalities and banks), with their
 * column words (the type's own, and the catalog's) and table words; another
 * country has none, and such columns take its field types.
 */
function nationalCatalogs(locale: DbLocale): { columns: CatalogWordList; tables: CatalogWordList } {
  let found = nationalByLocale.get(locale.code);
  if (found === undefined) {
    const columns: [CatalogKind, readonly string[]][] = [];
    const tables: [CatalogKind, readonly string[]][] = [];
    for (const type of locale.fields.types) {
      const catalog = type.catalog;
      if (catalog === undefined) continue;
      if (!isCatalogKind(catalog.name))
        throw new Error(`field type ${type.type}: no catalog ${catalog.name}`);
      const own = (type.columns ?? []).filter((r) => r.tables === undefined).flatMap((r) => r.words);
      columns.push([catalog.name, [...own, ...(catalog.columns ?? [])]]);
      tables.push([catalog.name, catalog.tables]);
    }
    const byOrder = (a: readonly [CatalogKind, unknown], b: readonly [CatalogKind, unknown]) =>
      NATIONAL_ORDER.indexOf(a[0]) - NATIONAL_ORDER.indexOf(b[0]);
    found = { columns: columns.sort(byOrder), tables: tables.sort(byOrder) };
    nationalByLocale.set(locale.code, found);
  }
  return found;
}

/** A rule other than the given-name one claims the column (company_name, first_name, ...). */
function otherRule(column: string, table: string, rules: readonly NameRule[]): boolean {
  return rulesFor(column, table, rules).some((r) => r.type !== 'nombre' && r.type !== 'lorem');
}

/** `tipos_de_cuenta` -> `Tipo de cuenta`, `PlaylistTrack` -> `Playlist track`. */
function labelOf(table: string): string {
  const words = normaliseName(table).split('_');
  // Spanish names put the noun first (`tipos_de_cuenta`); English ones are plural throughout (`invoices_taxes`).
  const spanish = words.some((w) => w === 'de' || w === 'del');
  const text = words.map((w, i) => (i === 0 || !spanish ? singular(w) : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `categories` -> `category`, `taxes` -> `tax`, `regiones` -> `region`, `ciudades` -> `ciudad`, `metrics` -> `metric`. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(?:ss|x|z|ch|sh)es$/.test(word) || /(?:ion|dad)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A country column of rows that are not the country catalog (a customer's,
 * an order's destination) names the locale's own country in nine rows of
 * ten, any other country in the tenth: the rows' addresses, phones and
 * postal codes are the locale's, and a table of customers spread evenly
 * over 250 countries is no one's. Unique columns keep the plain list.
 */
function mostlyOwnCountry(mapping: CatalogMapping, locale: DbLocale): CatalogMapping {
  const own = ownCountryNames(locale.code);
  const values = mapping.options.values;
  const at = values.findIndex((v) => own.has(v));
  if (at < 0 || values.length < 2) return mapping;
  const others = values.length - 1;
  const weights = values.map((_, i) => (i === at ? 9 * others : 1));
  return {
    ...mapping,
    options: { values, weights },
    why: `${mapping.why}; ${values[at]} in nine rows of ten`,
  };
}

/** The locale's own country as the country catalog writes it: its name and its code. */
function ownCountryNames(locale: string): ReadonlySet<string> {
  const code = locale.toUpperCase();
  const names = CATALOGS.pais.names();
  const codes = CATALOGS.pais.codes();
  const at = codes.indexOf(code);
  return new Set(at < 0 ? [] : [code, names[at]!]);
}
