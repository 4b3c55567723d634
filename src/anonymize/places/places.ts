/**
 * Places replaced together: a row's postal code, municipality and province
 * (Portugal's CP7, concelho and district; Mexico's código postal, colonia,
 * municipio and state) become another real municipality, one of its own
 * postal codes (with its colonia) and its province, so they still agree.
 * The source municipality is read from the postal code (the row's
 * municipality tells apart the municipalities a code is shared by, its
 * colonia the settlements), else from the municipality's name (the province
 * tells apart namesakes); a province alone maps to a province.
 *
 * Municipalities move among municipalities of similar population (the 50
 * most populated, the next 450, ...), each to the next one in a keyed order
 * of its band, so a city stays a city and none keeps its own place; with
 * `keepProvince` the bands are cut inside each province, which is then kept
 * (regional statistics stay right). A postal code becomes the fake
 * municipality's code at the same position in its list (wrapping), so one
 * code always gives one code. Names are matched on their folded form (case,
 * accents, an "A Coruña"/"Coruña, A" article), and written back in the
 * input's case, without accents when the input had none. Each country's
 * places come from its own tables (countries.ts).
 */
import { Memo, type Permutations } from '../../pseudonym/feistel.js';
import { casePattern, fold, hasNonAscii, inCase, stripAccents } from '../names/fold.js';
import {
  PLACE_DATA,
  type PlaceData,
  type PlaceLocale,
  type PlaceMunicipality,
  PROVINCE_LISTS,
  type ProvinceList,
} from './countries.js';

const BAND_ENDS = [50, 500, 5000];

/** What a place column holds. */
export type PlacePart = 'postalCode' | 'settlement' | 'municipality' | 'province';

/** The source and fake place of a row. */
export interface PlaceImage {
  readonly municipality: PlaceMunicipality | undefined;
  readonly postalCode: string | undefined;
  /** Position of the postal code (with its settlement) in the municipality's list, when read from one. */
  readonly index?: number;
  readonly provinceCode: string;
}

interface Tables {
  readonly data: PlaceData;
  readonly byCode: ReadonlyMap<string, PlaceMunicipality>;
  readonly byPostalCode: ReadonlyMap<string, readonly PlaceMunicipality[]>;
  /** The listed postal codes in order, where an unlisted code is read as the nearest listed one. */
  readonly sortedCodes: readonly string[] | undefined;
  readonly byName: ReadonlyMap<string, readonly PlaceMunicipality[]>;
  /** Municipalities by population, most populated first: all, and per province. */
  readonly ranked: readonly PlaceMunicipality[];
  readonly rankedInProvince: ReadonlyMap<string, readonly PlaceMunicipality[]>;
  readonly rankOf: ReadonlyMap<string, number>;
  readonly rankInProvinceOf: ReadonlyMap<string, number>;
  readonly provinceByName: ReadonlyMap<string, string>;
}

function provincesByName({ provinces, provinceAliases }: ProvinceList): Map<string, string> {
  const byName = new Map<string, string>();
  for (const p of provinces) for (const key of placeKeys(p.name)) byName.set(key, p.code);
  for (const [name, code] of Object.entries(provinceAliases))
    for (const key of placeKeys(name)) if (!byName.has(key)) byName.set(key, code);
  return byName;
}

const provinceNames = new Map<PlaceLocale, Map<string, string>>();

/** Whether a cell names one of the country's provinces (by name or other name), for a plan's check. */
export function namesProvince(locale: PlaceLocale, value: string): boolean {
  let byName = provinceNames.get(locale);
  if (byName === undefined) {
    byName = provincesByName(PROVINCE_LISTS[locale]);
    provinceNames.set(locale, byName);
  }
  return placeKeys(value).some((key) => byName.has(key));
}

const tables = new Map<PlaceLocale, Tables>();

/** "Coruña, A" -> "a coruna"; "Alicante/Alacant" is also found as "alicante" and "alacant". */
export function placeKeys(name: string): string[] {
  const folded = fold(name).replace(/\s+/g, ' ').trim();
  const keys = [folded];
  const article = /^(.*), (a|o|as|os|la|el|las|los|l'|els|les)$/.exec(folded);
  if (article) keys.push(`${article[2]} ${article[1]}`.replace("l' ", "l'"));
  if (folded.includes('/')) for (const part of folded.split('/')) keys.push(part.trim());
  return keys;
}

function build(data: PlaceData): Tables {
  const all = data.municipalities;
  const population = new Map<string, number>();
  all.forEach((m, i) => {
    population.set(m.code, data.population[i] as number);
  });
  const byCode = new Map(all.map((m) => [m.code, m]));
  const ranked = [...all].sort((a, b) => (population.get(b.code) ?? 0) - (population.get(a.code) ?? 0));
  const byPostalCode = new Map<string, PlaceMunicipality[]>();
  const byName = new Map<string, PlaceMunicipality[]>();
  const rankedInProvince = new Map<string, PlaceMunicipality[]>();
  for (const m of ranked) {
    for (const code of m.postalCodes) byPostalCode.set(code, [...(byPostalCode.get(code) ?? []), m]);
    for (const key of placeKeys(m.name)) byName.set(key, [...(byName.get(key) ?? []), m]);
    rankedInProvince.set(m.provinceCode, [...(rankedInProvince.get(m.provinceCode) ?? []), m]);
  }
  const rankOf = new Map(ranked.map((m, i) => [m.code, i]));
  const rankInProvinceOf = new Map<string, number>();
  for (const list of rankedInProvince.values())
    list.forEach((m, i) => {
      rankInProvinceOf.set(m.code, i);
    });
  const provinceByName = provincesByName(data);
  return {
    data,
    byCode,
    byPostalCode,
    sortedCodes: data.nearestPostalCode > 0 ? [...byPostalCode.keys()].sort() : undefined,
    byName,
    ranked,
    rankedInProvince,
    rankOf,
    rankInProvinceOf,
    provinceByName,
  };
}

function tablesOf(locale: PlaceLocale): Tables {
  let built = tables.get(locale);
  if (built === undefined) {
    built = build(PLACE_DATA[locale]());
    tables.set(locale, built);
  }
  return built;
}

/** The band of rank `at` among `size`: [start, end). */
function bandOf(at: number, size: number): [number, number] {
  let start = 0;
  for (const end of BAND_ENDS) {
    if (at < end) return [start, Math.min(end, size)];
    start = end;
  }
  return [start, size];
}

export class PlaceMapper {
  private readonly tables: Tables;

  constructor(
    private readonly permutations: Permutations,
    private readonly keepProvince: boolean,
    locale: PlaceLocale = 'es',
  ) {
    this.tables = tablesOf(locale);
  }

  /** The next item of `at`'s band in a keyed order (itself only when alone in its band). */
  private next(label: string, at: number, size: number): number {
    const [start, end] = bandOf(at, size);
    const width = end - start;
    const order = this.permutations.get(label, width);
    return start + order.invert((order.apply(at - start) + 1) % width);
  }

  private get provinces() {
    return this.tables.data.provinces;
  }

  // A row's place cells come in few spellings (a province in a handful, a municipality in one or
  // two): each is read once, where a new row of known cells is new only by its combination.
  // Kept in a box: a memo keeps no undefined (a name no table knows).
  private readonly provinceCodes = new Memo<{ readonly code: string | undefined }>();
  private readonly readProvince = (value: string) => ({ code: this.readProvinceOf(value) });
  private readonly namedMunicipalities = new Memo<{
    readonly found: readonly PlaceMunicipality[] | undefined;
  }>();

  /** The province code a province cell names ("Madrid", "MADRID", "28"), if any. */
  provinceOf(value: string | undefined): string | undefined {
    return value === undefined ? undefined : this.provinceCodes.get(value, this.readProvince).code;
  }

  private readProvinceOf(value: string): string | undefined {
    const trimmed = value.trim();
    if (/^\d{1,2}$/.test(trimmed)) {
      const code = trimmed.padStart(2, '0');
      return this.provinces.some((p) => p.code === code) ? code : undefined;
    }
    for (const key of placeKeys(trimmed)) {
      const code = this.tables.provinceByName.get(key);
      if (code !== undefined) return code;
    }
    return undefined;
  }

  /** The row's place as read from its cells, if any cell names a known one. */
  source(
    postalCode?: string,
    municipality?: string,
    province?: string,
    settlement?: string,
  ): PlaceImage | undefined {
    const provinceCode = this.provinceOf(province);
    const named =
      municipality === undefined
        ? undefined
        : this.namedMunicipalities.get(`${provinceCode ?? ''}|${municipality}`, () => ({
            found: this.named(municipality, provinceCode),
          })).found;
    const code = postalCode === undefined ? undefined : this.tables.data.postalCode(postalCode);
    let sharing = code === undefined ? undefined : this.tables.byPostalCode.get(code);
    if (sharing === undefined && named === undefined && code !== undefined) sharing = this.nearest(code);
    if (sharing !== undefined) {
      const chosen = sharing.find((m) => named?.includes(m)) ?? (sharing[0] as PlaceMunicipality);
      return {
        municipality: chosen,
        postalCode: code,
        index: indexIn(chosen, code, settlement),
        provinceCode: chosen.provinceCode,
      };
    }
    const chosen = named?.[0];
    if (chosen !== undefined)
      return {
        municipality: chosen,
        postalCode: undefined,
        // Spain reads no position from an unlisted code (its tables list every one).
        index: indexIn(chosen, this.tables.sortedCodes === undefined ? undefined : code, settlement),
        provinceCode: chosen.provinceCode,
      };
    if (provinceCode !== undefined) return { municipality: undefined, postalCode: undefined, provinceCode };
    return undefined;
  }

  /**
   * The municipalities of the listed code nearest below `code` with the
   * same first digits (else nearest above; see PlaceData): codes are handed
   * out by area, so an unlisted code is most likely of its listed
   * neighbours' municipality.
   */
  private nearest(code: string): readonly PlaceMunicipality[] | undefined {
    const sorted = this.tables.sortedCodes;
    if (sorted === undefined) return undefined;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] as string) < code) low = mid + 1;
      else high = mid;
    }
    const prefix = code.slice(0, this.tables.data.nearestPostalCode);
    for (const near of [sorted[low - 1], sorted[low]])
      if (near?.startsWith(prefix)) return this.tables.byPostalCode.get(near);
    return undefined;
  }

  private named(name: string, provinceCode: string | undefined): readonly PlaceMunicipality[] | undefined {
    for (const key of placeKeys(name)) {
      const found = this.tables.byName.get(key);
      if (found === undefined) continue;
      const inProvince =
        provinceCode === undefined ? [] : found.filter((m) => m.provinceCode === provinceCode);
      return inProvince.length > 0 ? inProvince : found;
    }
    return undefined;
  }

  /** The fake of a source place: another municipality of similar size (in the same province if kept). */
  image(place: PlaceImage): PlaceImage {
    const { municipality } = place;
    const provinces = this.provinces;
    if (municipality === undefined) {
      if (this.keepProvince) return place;
      const at = provinces.findIndex((p) => p.code === place.provinceCode);
      const moved = this.permutations.get('provincia', provinces.length);
      const next = moved.invert((moved.apply(at) + 1) % provinces.length);
      return {
        municipality: undefined,
        postalCode: undefined,
        provinceCode: (provinces[next] as { code: string }).code,
      };
    }
    let fake: PlaceMunicipality;
    if (this.keepProvince) {
      const list = this.tables.rankedInProvince.get(
        municipality.provinceCode,
      ) as readonly PlaceMunicipality[];
      const at = this.tables.rankInProvinceOf.get(municipality.code) as number;
      fake = list[this.next(`municipio:${municipality.provinceCode}`, at, list.length)] as PlaceMunicipality;
    } else {
      const at = this.tables.rankOf.get(municipality.code) as number;
      fake = this.tables.ranked[this.next('municipio', at, this.tables.ranked.length)] as PlaceMunicipality;
    }
    let index = (place.index ?? 0) % fake.postalCodes.length;
    if (fake === municipality && this.tables.data.keptPlaceMovesCode)
      index = this.otherCode(municipality, index);
    return {
      municipality: fake,
      postalCode: fake.postalCodes[index],
      index,
      provinceCode: fake.provinceCode,
    };
  }

  /**
   * A municipality alone in its band keeps its place: its postal code (and
   * colonia) still moves, to the next of its own in a keyed order whose
   * code differs, when it has another.
   */
  private otherCode(municipality: PlaceMunicipality, index: number): number {
    const codes = municipality.postalCodes;
    if (codes.length < 2) return index;
    const order = this.permutations.get(`cp:${municipality.code}`, codes.length);
    let at = index;
    for (let step = 1; step < codes.length; step++) {
      at = order.invert((order.apply(at) + 1) % codes.length);
      if (codes[at] !== codes[index]) return at;
    }
    return index;
  }

  /** What a place cell becomes, written like the input; undefined when the fake place has no such part. */
  write(part: PlacePart, input: string, source: PlaceImage, fake: PlaceImage): string | undefined {
    const data = this.tables.data;
    if (part === 'postalCode') {
      const code = fake.postalCode ?? fake.municipality?.postalCodes[0];
      return code === undefined ? undefined : data.writePostalCode(input, code);
    }
    if (part === 'settlement') {
      const settlements = fake.municipality?.settlements;
      // The source colonia's listed form is not known: its accents are kept.
      return settlements === undefined ? undefined : like(input, input, settlements[fake.index ?? 0]);
    }
    if (part === 'province') {
      if (data.keptProvinceAsWritten && fake.provinceCode === source.provinceCode) return input;
      if (/^\s*\d{1,2}\s*$/.test(input)) return fake.provinceCode;
      return like(input, this.provinceName(source.provinceCode), this.provinceName(fake.provinceCode));
    }
    return like(input, source.municipality?.name, fake.municipality?.name);
  }

  private provinceName(code: string): string | undefined {
    return this.provinces.find((p) => p.code === code)?.name;
  }
}

/**
 * Where a source place's postal code stands in its municipality's list: at
 * the row of its settlement when the colonia is known too, else at its
 * first row; the first when the code is unknown but the colonia is listed.
 */
function indexIn(
  municipality: PlaceMunicipality,
  code: string | undefined,
  settlement: string | undefined,
): number {
  const { postalCodes, settlements } = municipality;
  if (settlement !== undefined && settlements !== undefined) {
    const wanted = placeKeys(settlement)[0];
    const at = settlements.findIndex(
      (name, i) => (code === undefined || postalCodes[i] === code) && placeKeys(name)[0] === wanted,
    );
    if (at >= 0) return at;
  }
  if (code === undefined) return 0;
  const at = postalCodes.indexOf(code);
  // An unlisted code read as a neighbour's: spread by its digits, so unlisted codes do not all meet.
  return at >= 0 ? at : Number(code.replace(/\D/g, '')) % postalCodes.length;
}

/**
 * `name` in the case of `input`; without accents when the input dropped
 * those its listed form has ("Malaga" for "Málaga").
 */
function like(input: string, listed: string | undefined, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const plain = !hasNonAscii(input) && listed !== undefined && hasNonAscii(listed);
  const written = plain ? stripAccents(name) : name;
  const pattern = casePattern(input.replace(/[^\p{L}]/gu, '') || 'A');
  return pattern === 'title' ? written : inCase(written, pattern);
}
