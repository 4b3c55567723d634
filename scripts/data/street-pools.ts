/**
 * The street lists addresses draw from: common (type, name) pairs for any
 * municipality, and the real streets of the municipalities in the callejero.
 */

import { type CsvRow, check, readCsv, readJson } from './io.js';
import { ADDRESS_TYPES, PLAIN_NAME, streetName } from './street-names.js';

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
export const COMMON_NAME_MIN_MUNICIPALITIES = 4;
/** A common name is used with a type only where that pairing exists in at least this many municipalities. */
export const COMMON_PAIR_MIN_MUNICIPALITIES = 2;

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
export function buildCommonNames(
  dir: string,
  riojaRows: readonly CsvRow[],
  capitalised: ReadonlySet<string>,
) {
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
export function buildLocalStreets(riojaRows: readonly CsvRow[], capitalised: ReadonlySet<string>) {
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
