/**
 * Street types (weighted) and street names usable after any Castilian type.
 * Names come from the La Rioja callejero only; the OpenStreetMap rows of
 * street_names.csv are left out (ODbL share-alike, see DATA-LICENCES.md).
 */

import { columns, type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv, readJson } from './io.js';

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

/** Place names read as local references ("Calle Logroño"): municipality, province and community names, split at "/". */
function placeNames(dir: string): Set<string> {
  const names = new Set<string>(['Rioja', 'La Rioja']);
  for (const r of readCsv(dir, 'municipalities.csv'))
    for (const part of r.display_name.split('/')) names.add(part.trim());
  const provinces = readJson<{
    communities: { display_name: string }[];
    provinces: { display_name: string }[];
  }>(dir, 'provinces.json');
  for (const p of [...provinces.communities, ...provinces.provinces])
    for (const part of p.display_name.split('/')) names.add(part.trim());
  return names;
}

/**
 * People, places and things named in La Rioja's streets for being Riojan
 * (a poet of San Millán, Riojan grapes and rivers, the local wind, the patroness):
 * they repeat across the province but would mark a street elsewhere as Riojan.
 */
const RIOJAN_DEDICATIONS = new Set([
  'Gonzalo de Berceo',
  'Bretón de los Herreros',
  'Doctores Castroviejo',
  'Valvanera',
  'Tempranillo',
  'Cierzo',
  'San Millán',
  'Marqués de la Ensenada',
  'Virgen de Valvanera',
  'Monasterio de Yuso',
  'Ebro',
  'Cidacos',
  'Iregua',
  'Cameros',
  'Garnacha',
  'Mazuelo',
  'Danzadores',
  'Yasa',
  'Morcillón',
]);

/** A name without its particle and article: the key shared by "Iglesia", "de la Iglesia", "la Iglesia". */
const bareName = (name: string): string => name.replace(/^(de la|de las|de los|del|de) /, '');

/** Names given to streets in at least this many La Rioja municipalities form the national pool. */
const COMMON_NAME_MIN_MUNICIPALITIES = 4;
/** A common name is used with a type only where that pairing exists in at least this many municipalities. */
const COMMON_PAIR_MIN_MUNICIPALITIES = 2;

/**
 * The national pool of common streets: names (after `streetName`) found in
 * at least COMMON_NAME_MIN_MUNICIPALITIES municipalities of the La Rioja
 * callejero, each with the address types it really takes there ("Plaza
 * Mayor", "Travesía Mayor", never "Carretera Frontón"), a (type, name) pair
 * weighted by the number of municipalities that have it. Left out: place
 * names (a street named after a town belongs near it), rivers ("Río Oja")
 * and Riojan dedications. Each name is written in its most common form
 * ("de las Eras" over "Eras").
 */
function buildCommonNames(dir: string, riojaRows: readonly CsvRow[], capitalised: ReadonlySet<string>) {
  const places = placeNames(dir);
  const types = new Set<string>(ADDRESS_TYPES);
  const municipalitiesOf = new Map<string, Set<string>>();
  const pairMunicipalities = new Map<string, Set<string>>();
  const forms = new Map<string, Map<string, number>>();
  const add = (map: Map<string, Set<string>>, key: string, municipality: string) => {
    const seen = map.get(key) ?? new Set<string>();
    seen.add(municipality);
    map.set(key, seen);
  };
  for (const r of riojaRows) {
    const name = streetName(r, capitalised);
    if (name === null) continue;
    const key = bareName(name);
    if (places.has(key) || /^Río /.test(key) || RIOJAN_DEDICATIONS.has(key)) continue;
    add(municipalitiesOf, key, r.municipality_ine_code);
    if (types.has(r.street_type)) add(pairMunicipalities, `${r.street_type}|${key}`, r.municipality_ine_code);
    const counts = forms.get(key) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    forms.set(key, counts);
  }
  const written = (key: string) =>
    [...(forms.get(key) as Map<string, number>)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  const common = [...pairMunicipalities]
    .map(([pair, seen]) => {
      const [type, key] = pair.split('|') as [string, string];
      return { type, key, weight: seen.size };
    })
    .filter(
      (p) =>
        p.weight >= COMMON_PAIR_MIN_MUNICIPALITIES &&
        (municipalitiesOf.get(p.key) as Set<string>).size >= COMMON_NAME_MIN_MUNICIPALITIES,
    )
    .sort(
      (a, b) => b.weight - a.weight || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.type < b.type ? -1 : 1),
    );
  let running = 0;
  return {
    types: common.map((c) => c.type),
    keys: common.map((c) => c.key),
    names: common.map((c) => written(c.key)),
    cumulative: common.map((c) => {
      running += c.weight;
      return running;
    }),
  };
}

/**
 * A real street as it reads in an address: its type word, then its name as
 * `streetName` writes it ("Calle el Horno" -> "Calle del Horno"), or the
 * source's full name when the type has no names of its own kind.
 */
function realStreetLabel(row: CsvRow, capitalised: ReadonlySet<string>): string | null {
  if (row.street_type === '') return null;
  const name = streetName({ ...row, street_type: 'Calle' }, capitalised);
  if (name !== null) return `${row.street_type} ${name}`;
  const rest = row.full_name.slice(row.street_type.length).trim();
  // Initials, numbers, brackets and dots are kept out (industrial-estate letters, "(Ctra)").
  if (!PLAIN_NAME.test(rest) || rest.split(/[ -]/).some((w) => w.length === 1 && !'yeou'.includes(w)))
    return null;
  const full = `${row.street_type} ${rest}`;
  return full[0]!.toUpperCase() + full.slice(1);
}

/**
 * Real streets of the municipalities of the La Rioja callejero, grouped by
 * municipality: label, postal code ('' when the source has none: Logroño's
 * street segments) and weight (address points; 1 without them).
 */
function buildLocalStreets(riojaRows: readonly CsvRow[], capitalised: ReadonlySet<string>) {
  const streets = new Map<
    string,
    { municipality: string; label: string; postalCode: string; weight: number }
  >();
  for (const r of riojaRows) {
    const label = realStreetLabel(r, capitalised);
    if (label === null) continue;
    const key = `${r.municipality_ine_code}|${label}|${r.postal_code}`;
    const points = r.address_points === '' ? 1 : Number(r.address_points);
    check(Number.isInteger(points) && points > 0, `address points of ${r.full_name}`);
    const seen = streets.get(key);
    if (seen) streets.set(key, { ...seen, weight: seen.weight + points });
    else
      streets.set(key, {
        municipality: r.municipality_ine_code,
        label,
        postalCode: r.postal_code,
        weight: points,
      });
  }
  const rows = [...streets.values()].sort(
    (a, b) =>
      a.municipality.localeCompare(b.municipality) ||
      (a.label < b.label ? -1 : a.label > b.label ? 1 : 0) ||
      a.postalCode.localeCompare(b.postalCode),
  );
  return {
    municipality: rows.map((r) => r.municipality),
    label: rows.map((r) => r.label),
    postalCode: rows.map((r) => r.postalCode),
    weight: rows.map((r) => r.weight),
  };
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
  const common = buildCommonNames(dir, riojaRows, capitalised);
  const local = buildLocalStreets(riojaRows, capitalised);
  const value = `{\n  types: ${columns(types, '  ')},\n  names: ${JSON.stringify(sorted)},\n}`;
  const municipalityCount = new Set(local.municipality).size;
  return generatedModule({
    path: 'src/data/generated/streets.ts',
    sources: [
      'street_types.csv',
      'street_names.csv (La Rioja callejero rows only)',
      'municipalities.csv',
      'provinces.json',
    ],
    types: ['StreetTable', 'CommonStreetNames', 'LocalStreets'],
    notes: [
      'types: Castilian address types weighted by their shares in the Banco de España address sample',
      '(2/3) and in the La Rioja callejero (1/3); cumulative, per 10,000.',
      `names: ${sorted.length} distinct names from Calle/Avenida/Plaza/Paseo/... streets of the Gobierno de La Rioja`,
      'callejero, with their Castilian particle; OpenStreetMap names left out (ODbL share-alike).',
      `COMMON_STREET_NAMES: ${common.names.length} (type, name) pairs: names found in >= ${COMMON_NAME_MIN_MUNICIPALITIES} La Rioja municipalities, with a type`,
      `they take in >= ${COMMON_PAIR_MIN_MUNICIPALITIES}, weighted by that count; place names (municipalities, provinces, communities),`,
      'rivers and Riojan dedications left out.',
      `localStreets(): ${local.label.length} real streets (street x postal code) of ${municipalityCount} municipalities, by INE code,`,
      'weighted by address points (1 where the source has none).',
    ],
    exports: [
      { name: 'STREETS', type: 'StreetTable', value },
      { name: 'COMMON_STREET_NAMES', type: 'CommonStreetNames', value: columns(common) },
      { name: 'localStreets', type: 'LocalStreets', json: local },
    ],
  });
}
