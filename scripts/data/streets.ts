/**
 * Street types (weighted) and street names usable after any Castilian type.
 * Names come from the La Rioja callejero only; the OpenStreetMap rows of
 * street_names.csv are left out (ODbL share-alike, see DATA-LICENCES.md).
 */

import { columns, type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

/**
 * Castilian types used for generated addresses. Weight = 2/3 of the type's
 * share among Banco de España entity addresses (urban) + 1/3 of its share
 * among La Rioja streets (a whole province, mostly villages), over this list
 * only: most residents live in towns and cities, where Avenida and Plaza are
 * common, while a rural callejero is full of Camino and Travesía.
 */
const ADDRESS_TYPES = [
  'Calle',
  'Avenida',
  'Plaza',
  'Paseo',
  'Camino',
  'Travesía',
  'Carretera',
  'Ronda',
  'Rambla',
  'Callejón',
  'Glorieta',
  'Urbanización',
  'Pasaje',
  'Cuesta',
  'Calleja',
  'Plazuela',
] as const;

/** Catastro codes shared by two words: the count goes to the word used for addresses. */
const SHARED_CODE_WORD: Readonly<Record<string, string>> = { CR: 'Carretera', PJ: 'Pasaje' };

/**
 * Types whose names are free-standing dedications ("Mayor", "de la Iglesia")
 * and so read well after any other type. Camino/Carretera/Cuesta... names
 * are mostly destinations or directions ("de Soria", "al Castillo"), and a
 * Travesía is named after the street it leaves ("Segunda San Roque").
 */
const NAME_SOURCE_TYPES = new Set([
  'Calle',
  'Avenida',
  'Plaza',
  'Paseo',
  'Callejón',
  'Calleja',
  'Ronda',
  'Glorieta',
  'Plazuela',
  'Plazoleta',
  'Pasaje',
  'Rambla',
]);

const LA_RIOJA_SOURCES = new Set(['larioja-callejero', 'larioja-callejero-viales']);
/** Particles as street_names.csv splits them; other forms (d', de l', dels, Dos...) are handled below or dropped. */
const CASTILIAN_PARTICLES = new Set([
  '',
  'de',
  'del',
  'de la',
  'de las',
  'de los',
  'de La',
  'de Las',
  'de Los',
]);
/** A name that itself starts with a thoroughfare word only makes sense with that type. */
const TYPE_WORD_START =
  /^(Calle|Avenida|Plaza|Paseo|Camino|Carretera|Travesía|Ronda|Callejón|Calleja|Glorieta|Plazuela|Plazoleta|Pasaje|Rambla|Senda|Subida|Bajada|Cuesta|Urbanización|Polígono|Carril|Costanilla|Bulevar|Rotonda|Pasadizo|Prolongación|Circunvalación|Acceso|Trasera|Carretil|Diseminado|Barrio|Paraje|Lugar)\b/u;
/** Ordinals and relative words that name a side street of another one ("Paralela Cruz", "Cuarta de las Eras"). */
const SIDE_STREET_START =
  /^(Primera|Segunda|Tercera|Cuarta|Quinta|Sexta|Primer|Segundo|Tercer|Tercero|Cuarto|Paralela|Perpendicular|Transversal) /u;
/** Letters (Latin, with Spanish/Catalan/Galician accents), spaces, hyphens; words of at least one letter. */
const PLAIN_NAME = /^[A-Za-zÁÉÍÓÚÜÑÇÀÈÒÏáéíóúüñçàèòï]+(?:[ -][A-Za-zÁÉÍÓÚÜÑÇÀÈÒÏáéíóúüñçàèòï]+)*$/u;

function buildTypes(dir: string, riojaRows: readonly CsvRow[]) {
  const bde = new Map<string, number>();
  const seenCodes = new Set<string>();
  for (const r of readCsv(dir, 'street_types.csv')) {
    const word = SHARED_CODE_WORD[r.catastro_code];
    if (word !== undefined && word !== r.name) continue;
    check(!seenCodes.has(r.catastro_code) || word === undefined, `street type code ${r.catastro_code}`);
    seenCodes.add(r.catastro_code);
    bde.set(r.name, Number(r.code_count_in_bde_addresses));
  }
  // La Rioja: distinct streets (municipality + full name), not street x postal-code rows.
  const rioja = new Map<string, number>();
  const streets = new Set<string>();
  for (const r of riojaRows) {
    const key = `${r.municipality_ine_code}|${r.full_name}`;
    if (streets.has(key)) continue;
    streets.add(key);
    rioja.set(r.street_type, (rioja.get(r.street_type) ?? 0) + 1);
  }
  const total = (m: Map<string, number>) => ADDRESS_TYPES.reduce((sum, t) => sum + (m.get(t) ?? 0), 0);
  const bdeTotal = total(bde);
  const riojaTotal = total(rioja);
  const weighted = ADDRESS_TYPES.map((type) => {
    const share = (2 * (bde.get(type) ?? 0)) / bdeTotal / 3 + (rioja.get(type) ?? 0) / riojaTotal / 3;
    return { type, weight: Math.max(1, Math.round(share * 10_000)) };
  }).sort((a, b) => b.weight - a.weight || (a.type < b.type ? -1 : 1));
  let running = 0;
  return {
    names: weighted.map((w) => w.type),
    cumulative: weighted.map((w) => {
      running += w.weight;
      return running;
    }),
  };
}

function streetName(row: CsvRow, capitalisedNames: ReadonlySet<string>): string | null {
  if (!NAME_SOURCE_TYPES.has(row.street_type)) return null;
  let { particle, name } = row;
  if (particle === 'Dos' && name.startsWith('de ')) {
    // Split by the type word list: "Calle Dos de Mayo" is the name "Dos de Mayo".
    name = `Dos ${name}`;
    particle = '';
  }
  if (!CASTILIAN_PARTICLES.has(particle)) return null;
  if (particle !== particle.toLowerCase()) {
    // Keep "de La Rioja" (the source also has "La Rioja" as a name); "de La Villa" -> "de la Villa".
    const article = particle.slice(3);
    if (!capitalisedNames.has(`${article} ${name}`)) particle = particle.toLowerCase();
  }
  const article = /^(el|la|los|las) /.exec(name);
  if (particle === '' && article) {
    // "Calle la Iglesia" as written with its particle: "de la Iglesia", "del Horno".
    name = article[1] === 'el' ? `del ${name.slice(3)}` : `de ${name}`;
  }
  if (/^(don|doña) /.test(name)) name = name[0].toUpperCase() + name.slice(1);
  const full = particle === '' ? name : `${particle} ${name}`;
  const bare = full.replace(/^(de la|de las|de los|del|de) /, '');
  if (!PLAIN_NAME.test(full) || /^[a-z]/.test(bare)) return null;
  if (TYPE_WORD_START.test(bare) || SIDE_STREET_START.test(bare)) return null;
  // Initials and stray letters ("J", "Hermanos D Elhuyar"); the conjunctions y/e/o/u are words.
  if (bare.split(/[ -]/).some((w) => w.length === 1 && !'yeou'.includes(w))) return null;
  return full;
}

export function buildStreets(dir: string): GeneratedFile[] {
  const riojaRows = readCsv(dir, 'street_names.csv').filter((r) => LA_RIOJA_SOURCES.has(r.source));
  check(riojaRows.length > 0, 'street_names.csv has no La Rioja rows');
  const capitalised = new Set(riojaRows.map((r) => r.name).filter((n) => /^(La|Las|Los|El) /.test(n)));
  const names = new Set<string>();
  for (const r of riojaRows) {
    const name = streetName(r, capitalised);
    if (name !== null) names.add(name);
  }
  const sorted = [...names].sort();
  const types = buildTypes(dir, riojaRows);
  const value = `{\n  types: ${columns(types, '  ')},\n  names: ${JSON.stringify(sorted)},\n}`;
  return generatedModule({
    path: 'src/data/generated/streets.ts',
    sources: ['street_types.csv', 'street_names.csv (La Rioja callejero rows only)'],
    types: ['StreetTable'],
    notes: [
      'types: Castilian address types weighted by their shares in the Banco de España address sample',
      '(2/3) and in the La Rioja callejero (1/3); cumulative, per 10,000.',
      `names: ${sorted.length} distinct names from Calle/Avenida/Plaza/Paseo/... streets of the Gobierno de La Rioja`,
      'callejero, with their Castilian particle; OpenStreetMap names left out (ODbL share-alike).',
    ],
    exports: [{ name: 'STREETS', type: 'StreetTable', value }],
  });
}
