/**
 * Values of the catalogs a schema keeps in tables or columns of its own
 * (provinces, communities, municipalities, countries, languages,
 * currencies, banks, sexes) and labels for the names of things that are no
 * person (departments, categories, genres, projects, products, titles), as
 * data. Provinces, communities, municipalities, countries and banks come
 * from the reference data; the short lists here are ISO codes and common
 * names (ISO 639-1, ISO 4217).
 */
import { BANKS } from '../data/generated/banks.js';
import { COUNTRIES } from '../data/generated/countries.js';
import { municipalities, municipalityCumulativePopulation } from '../data/generated/municipalities.js';
import { COMMUNITIES, PROVINCES } from '../data/generated/provinces.js';

/** Most values a list holds in a dataset body (the `lista` type's limit). */
export const MAX_LIST = 1000;

export interface CatalogList {
  /** Display names. */
  readonly names: () => readonly string[];
  /** Short codes, where the catalog has them (INE, ISO). */
  readonly codes?: () => readonly string[];
}

const LANGUAGES: readonly (readonly [string, string])[] = [
  ['es', 'Español'],
  ['en', 'Inglés'],
  ['fr', 'Francés'],
  ['de', 'Alemán'],
  ['it', 'Italiano'],
  ['pt', 'Portugués'],
  ['ca', 'Catalán'],
  ['eu', 'Euskera'],
  ['gl', 'Gallego'],
  ['nl', 'Neerlandés'],
  ['sv', 'Sueco'],
  ['da', 'Danés'],
  ['no', 'Noruego'],
  ['fi', 'Finés'],
  ['pl', 'Polaco'],
  ['cs', 'Checo'],
  ['hu', 'Húngaro'],
  ['ro', 'Rumano'],
  ['el', 'Griego'],
  ['ru', 'Ruso'],
  ['uk', 'Ucraniano'],
  ['tr', 'Turco'],
  ['ar', 'Árabe'],
  ['he', 'Hebreo'],
  ['hi', 'Hindi'],
  ['zh', 'Chino'],
  ['ja', 'Japonés'],
  ['ko', 'Coreano'],
  ['vi', 'Vietnamita'],
  ['th', 'Tailandés'],
  ['id', 'Indonesio'],
  ['bg', 'Búlgaro'],
  ['hr', 'Croata'],
  ['sk', 'Eslovaco'],
  ['sl', 'Esloveno'],
  ['lt', 'Lituano'],
  ['lv', 'Letón'],
  ['et', 'Estonio'],
  ['ga', 'Irlandés'],
  ['la', 'Latín'],
];

const CURRENCIES: readonly (readonly [string, string])[] = [
  ['EUR', 'Euro'],
  ['USD', 'Dólar estadounidense'],
  ['GBP', 'Libra esterlina'],
  ['JPY', 'Yen japonés'],
  ['CHF', 'Franco suizo'],
  ['CAD', 'Dólar canadiense'],
  ['AUD', 'Dólar australiano'],
  ['CNY', 'Yuan chino'],
  ['SEK', 'Corona sueca'],
  ['NOK', 'Corona noruega'],
  ['DKK', 'Corona danesa'],
  ['PLN', 'Esloti polaco'],
  ['CZK', 'Corona checa'],
  ['HUF', 'Forinto húngaro'],
  ['RON', 'Leu rumano'],
  ['BGN', 'Lev búlgaro'],
  ['TRY', 'Lira turca'],
  ['MXN', 'Peso mexicano'],
  ['ARS', 'Peso argentino'],
  ['BRL', 'Real brasileño'],
  ['CLP', 'Peso chileno'],
  ['COP', 'Peso colombiano'],
  ['PEN', 'Sol peruano'],
  ['UYU', 'Peso uruguayo'],
  ['MAD', 'Dírham marroquí'],
  ['INR', 'Rupia india'],
  ['KRW', 'Won surcoreano'],
  ['SGD', 'Dólar de Singapur'],
  ['HKD', 'Dólar de Hong Kong'],
  ['NZD', 'Dólar neozelandés'],
  ['ZAR', 'Rand sudafricano'],
  ['RUB', 'Rublo ruso'],
];

/** Municipality names, most populous first, each once. */
let byPopulation: readonly string[] | undefined;
function municipalityNames(): readonly string[] {
  if (byPopulation) return byPopulation;
  const all = municipalities();
  const cumulative = municipalityCumulativePopulation();
  const population = (i: number) => (cumulative[i] ?? 0) - (i > 0 ? (cumulative[i - 1] ?? 0) : 0);
  const order = all.map((_, i) => i).sort((a, b) => population(b) - population(a));
  byPopulation = [...new Set(order.map((i) => all[i]!.name))];
  return byPopulation;
}

export const CATALOGS = {
  provincia: { names: () => PROVINCES.map((p) => p.name), codes: () => PROVINCES.map((p) => p.code) },
  comunidad: { names: () => COMMUNITIES.map((c) => c.name), codes: () => COMMUNITIES.map((c) => c.code) },
  municipio: { names: municipalityNames },
  pais: { names: () => COUNTRIES.map((c) => c.nameEs), codes: () => COUNTRIES.map((c) => c.code) },
  idioma: { names: () => LANGUAGES.map(([, name]) => name), codes: () => LANGUAGES.map(([code]) => code) },
  moneda: { names: () => CURRENCIES.map(([, name]) => name), codes: () => CURRENCIES.map(([code]) => code) },
  banco: {
    names: () => [...new Set(BANKS.filter((b) => b.active).map((b) => b.shortName || b.name))],
    codes: () => BANKS.filter((b) => b.active).map((b) => b.code),
  },
  sexo: { names: () => ['Hombre', 'Mujer'], codes: () => ['H', 'M'] },
  departamento: {
    names: () => [
      'Dirección',
      'Administración',
      'Contabilidad',
      'Finanzas',
      'Recursos Humanos',
      'Comercial',
      'Ventas',
      'Marketing',
      'Compras',
      'Logística',
      'Almacén',
      'Producción',
      'Calidad',
      'Informática',
      'Sistemas',
      'Desarrollo',
      'Atención al Cliente',
      'Jurídico',
      'Comunicación',
      'Mantenimiento',
      'Investigación',
      'Formación',
      'Seguridad',
      'Exportación',
    ],
  },
  categoria: {
    names: () => [
      'Alimentación',
      'Bebidas',
      'Hogar',
      'Electrónica',
      'Informática',
      'Telefonía',
      'Moda',
      'Calzado',
      'Deportes',
      'Juguetes',
      'Libros',
      'Música',
      'Cine',
      'Videojuegos',
      'Jardín',
      'Bricolaje',
      'Salud',
      'Belleza',
      'Mascotas',
      'Papelería',
      'Automoción',
      'Viajes',
      'Bebé',
      'Joyería',
      'Electrodomésticos',
      'Muebles',
      'Iluminación',
      'Fotografía',
    ],
  },
  genero: {
    names: () => [
      'Drama',
      'Comedia',
      'Acción',
      'Aventura',
      'Animación',
      'Documental',
      'Terror',
      'Ciencia ficción',
      'Fantasía',
      'Romance',
      'Suspense',
      'Musical',
      'Western',
      'Bélico',
      'Policíaco',
      'Infantil',
      'Rock',
      'Pop',
      'Jazz',
      'Blues',
      'Clásica',
      'Flamenco',
      'Electrónica',
      'Hip hop',
      'Reggae',
      'Metal',
      'Folk',
      'Soul',
      'Country',
      'Latina',
    ],
  },
} as const satisfies Readonly<Record<string, CatalogList>>;

export type CatalogKind = keyof typeof CATALOGS;

const TITLE_HEADS = [
  'El silencio',
  'La sombra',
  'El viaje',
  'La noche',
  'El jardín',
  'La ciudad',
  'El último verano',
  'La casa',
  'El secreto',
  'La memoria',
  'El faro',
  'La frontera',
  'El regreso',
  'La tormenta',
  'El camino',
  'La isla',
  'El invierno',
  'La voz',
  'El puente',
  'La luz',
  'El río',
  'La promesa',
  'El eco',
  'La huella',
  'El mapa',
  'La carta',
  'El bosque',
  'La despedida',
  'El tren',
  'La ventana',
  'El reloj',
  'La llave',
];
const TITLE_TAILS = [
  'del norte',
  'del sur',
  'de la ciudad',
  'del mar',
  'de los días',
  'en la niebla',
  'sin nombre',
  'de medianoche',
  'del olvido',
  'de cristal',
  'de papel',
  'del desierto',
  'de invierno',
  'en llamas',
  'del tiempo',
  'de la montaña',
  'de otoño',
  'perdido',
  'del lago',
  'de la frontera',
  'al amanecer',
  'del puerto',
  'bajo la lluvia',
  'de plata',
  'del valle',
  'en silencio',
  'de las estrellas',
  'del viento',
  'de ceniza',
  'de los sueños',
  'del río',
  'al sur',
];

const PRODUCT_NOUNS = [
  'Silla',
  'Mesa',
  'Lámpara',
  'Mochila',
  'Cafetera',
  'Auriculares',
  'Teclado',
  'Monitor',
  'Camiseta',
  'Chaqueta',
  'Zapatillas',
  'Reloj',
  'Botella',
  'Sartén',
  'Cuaderno',
  'Bolígrafo',
  'Altavoz',
  'Cargador',
  'Toalla',
  'Almohada',
  'Maleta',
  'Cartera',
  'Gafas',
  'Taza',
  'Cuchillo',
  'Estantería',
  'Alfombra',
  'Cortina',
  'Ventilador',
  'Tostadora',
  'Batidora',
  'Mando',
];
const PRODUCT_QUALITIES = [
  'clásica',
  'compacta',
  'plegable',
  'de viaje',
  'premium',
  'básica',
  'inalámbrica',
  'de bambú',
  'de acero',
  'ecológica',
  'infantil',
  'profesional',
  'deportiva',
  'urbana',
  'de cuero',
  'de madera',
  'recargable',
  'XL',
  'mini',
  'de diseño',
  'vintage',
  'térmica',
  'de algodón',
  'reforzada',
  'ligera',
  'impermeable',
  'ergonómica',
  'de lujo',
  'multiusos',
  'de cerámica',
  'digital',
  'de cristal',
];

/** `a × b` joined, a's order outermost: up to MAX_LIST distinct labels. */
function pairs(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (const tail of b) for (const head of a) if (out.length < MAX_LIST) out.push(`${head} ${tail}`);
  return out;
}

/** Titles of works (films, books, albums, songs). */
export const TITLES = (): readonly string[] => pairs(TITLE_HEADS, TITLE_TAILS);
/** Product names. */
export const PRODUCT_NAMES = (): readonly string[] => pairs(PRODUCT_NOUNS, PRODUCT_QUALITIES);
