/**
 * Places and names that do not fit a narrow column, made to fit without
 * cutting them mid-word (docs/api.md, Live databases, "Values fit their
 * column"): a place is never cut, it becomes another real place that fits,
 * as near as the data allows —
 *
 * - one side of a bilingual name (`Alicante/Alacant` -> `Alicante`);
 * - a community's short form (`Principado de Asturias` -> `Asturias`), or
 *   else its most populous province that fits (`Castilla-La Mancha` ->
 *   `Toledo` in 15 characters);
 * - a province's most populous municipality that fits;
 * - a municipality: the most populous municipality of its province that
 *   fits (`Valsequillo de Gran Canaria` -> `Telde`).
 *
 * Names, addresses, company names and filler are cut at the last whole
 * word that fits (a lone word too long is cut to the column).
 */
import {
  municipalities,
  municipalityCumulativePopulation,
} from '../countries/es/data/generated/municipalities.js';
import { COMMUNITIES, PROVINCES } from '../countries/es/data/generated/provinces.js';

export const PLACE_TYPES: ReadonlySet<string> = new Set(['municipio', 'provincia', 'comunidad']);

/** Words a cut name does not end on. */
const DANGLING = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'i',
  'da',
  'do',
  'dos',
  'das',
  'en',
  'a',
]);
/** Prefixes of communities' official names that their short form drops. */
const COMMUNITY_PREFIXES =
  /^(?:Comunidad Foral de|Comunidad de|Principado de|Región de|Ciudad Autónoma de)\s+/;

const fits = (text: string, max: number) => [...text].length <= max;

/** The text cut at its last whole word within `max` characters, without a dangling joining word. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  if (space <= 0) return chars.slice(0, max).join('');
  const words = head
    .slice(0, space)
    .replace(/[\s,;:.-]+$/, '')
    .split(' ');
  while (words.length > 1 && DANGLING.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ').replace(/[\s,;:-]+$/, '');
}

/** One side of `a/b` that fits, the first first. */
function side(name: string, max: number): string | undefined {
  if (!name.includes('/')) return undefined;
  return name
    .split('/')
    .map((s) => s.trim())
    .find((s) => s.length > 0 && fits(s, max));
}

interface PlaceIndex {
  /** Municipality names of each province, most populous first. */
  readonly byProvince: ReadonlyMap<string, readonly string[]>;
  /** Province code of each municipality name (the most populous holder of the name). */
  readonly provinceOf: ReadonlyMap<string, string>;
  /** People of each province. */
  readonly provincePopulation: ReadonlyMap<string, number>;
}

let index: PlaceIndex | undefined;
function placeIndex(): PlaceIndex {
  if (index) return index;
  const all = municipalities();
  const cumulative = municipalityCumulativePopulation();
  const population = (i: number) => (cumulative[i] ?? 0) - (i > 0 ? (cumulative[i - 1] ?? 0) : 0);
  const order = all.map((_, i) => i).sort((a, b) => population(b) - population(a));
  const byProvince = new Map<string, string[]>();
  const provinceOf = new Map<string, string>();
  const provincePopulation = new Map<string, number>();
  for (const i of order) {
    const m = all[i]!;
    provincePopulation.set(m.provinceCode, (provincePopulation.get(m.provinceCode) ?? 0) + population(i));
    const list = byProvince.get(m.provinceCode) ?? [];
    list.push(m.name);
    byProvince.set(m.provinceCode, list);
    if (!provinceOf.has(m.name)) provinceOf.set(m.name, m.provinceCode);
  }
  index = { byProvince, provinceOf, provincePopulation };
  return index;
}

/** The most populous municipality of the province whose name (or a side of it) fits. */
function municipalityOf(province: string | undefined, max: number): string | undefined {
  if (province === undefined) return undefined;
  for (const name of placeIndex().byProvince.get(province) ?? []) {
    if (fits(name, max)) return name;
    const s = side(name, max);
    if (s) return s;
  }
  return undefined;
}

function provinceName(code: string, max: number): string | undefined {
  const name = PROVINCES.find((p) => p.code === code)?.name;
  if (name === undefined) return undefined;
  return fits(name, max) ? name : side(name, max);
}

/** A real place of the same kind (or the nearest kind) that fits, or undefined when the value is unknown. */
export function fittingPlace(type: string, value: string, max: number): string | undefined {
  if (fits(value, max)) return value;
  const bilingual = side(value, max);
  if (bilingual) return bilingual;
  if (type === 'comunidad') {
    const community = COMMUNITIES.find((c) => c.name === value);
    if (!community) return undefined;
    const short = value.replace(COMMUNITY_PREFIXES, '');
    if (short !== value && fits(short, max)) return short;
    const people = placeIndex().provincePopulation;
    for (const p of PROVINCES.filter((p) => p.communityCode === community.code)
      .map((p) => ({ code: p.code, size: people.get(p.code) ?? 0 }))
      .sort((a, b) => b.size - a.size)) {
      const name = provinceName(p.code, max);
      if (name) return name;
    }
    return undefined;
  }
  if (type === 'provincia') {
    const province = PROVINCES.find((p) => p.name === value);
    return province ? municipalityOf(province.code, max) : undefined;
  }
  if (type === 'municipio') return municipalityOf(placeIndex().provinceOf.get(value), max);
  return undefined;
}
