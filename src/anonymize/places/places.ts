/**
 * Places replaced together: a row's postal code, municipality and province
 * become another real municipality, one of its own postal codes and its
 * province, so the three still agree. The source municipality is read from
 * the postal code (the row's municipality tells apart the municipalities a
 * code is shared by), else from the municipality's name (the province tells
 * apart namesakes); a province alone maps to a province.
 *
 * Municipalities move among municipalities of similar population (the 50
 * most populated, the next 450, ...), each to the next one in a keyed order
 * of its band, so a city stays a city and none keeps its own place; with
 * `keepProvince` the bands are cut inside each province, which is then kept
 * (regional statistics stay right). A postal code becomes the fake
 * municipality's code at the same position in its list (wrapping), so one
 * code always gives one code. Names are matched on their folded form (case,
 * accents, an "A Coruña"/"Coruña, A" article), and written back in the
 * input's case, without accents when the input had none.
 */
import { municipalities, municipalityCumulativePopulation } from '../../data/generated/municipalities.js';
import { PROVINCES } from '../../data/generated/provinces.js';
import type { Municipality } from '../../data/types.js';
import type { Permutations } from '../feistel.js';
import { casePattern, fold, hasNonAscii, inCase, stripAccents } from '../names/fold.js';

const BAND_ENDS = [50, 500, 5000];

/** What a place column holds. */
export type PlacePart = 'postalCode' | 'municipality' | 'province';

/** The source and fake place of a row. */
export interface PlaceImage {
  readonly municipality: Municipality | undefined;
  readonly postalCode: string | undefined;
  readonly provinceCode: string;
}

interface Tables {
  readonly byCode: ReadonlyMap<string, Municipality>;
  readonly byPostalCode: ReadonlyMap<string, readonly Municipality[]>;
  readonly byName: ReadonlyMap<string, readonly Municipality[]>;
  /** Municipalities by population, most populated first: all, and per province. */
  readonly ranked: readonly Municipality[];
  readonly rankedInProvince: ReadonlyMap<string, readonly Municipality[]>;
  readonly rankOf: ReadonlyMap<string, number>;
  readonly rankInProvinceOf: ReadonlyMap<string, number>;
  readonly provinceByName: ReadonlyMap<string, string>;
}

let tables: Tables | undefined;

/** "Coruña, A" -> "a coruna"; "Alicante/Alacant" is also found as "alicante" and "alacant". */
export function placeKeys(name: string): string[] {
  const folded = fold(name).replace(/\s+/g, ' ').trim();
  const keys = [folded];
  const article = /^(.*), (a|o|as|os|la|el|las|los|l'|els|les)$/.exec(folded);
  if (article) keys.push(`${article[2]} ${article[1]}`.replace("l' ", "l'"));
  if (folded.includes('/')) for (const part of folded.split('/')) keys.push(part.trim());
  return keys;
}

function build(): Tables {
  const all = municipalities();
  const cumulative = municipalityCumulativePopulation();
  const population = new Map<string, number>();
  all.forEach((m, i) => {
    population.set(m.code, (cumulative[i] as number) - (i === 0 ? 0 : (cumulative[i - 1] as number)));
  });
  const byCode = new Map(all.map((m) => [m.code, m]));
  const ranked = [...all].sort((a, b) => (population.get(b.code) ?? 0) - (population.get(a.code) ?? 0));
  const byPostalCode = new Map<string, Municipality[]>();
  const byName = new Map<string, Municipality[]>();
  const rankedInProvince = new Map<string, Municipality[]>();
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
  const provinceByName = new Map<string, string>();
  for (const p of PROVINCES) for (const key of placeKeys(p.name)) provinceByName.set(key, p.code);
  return { byCode, byPostalCode, byName, ranked, rankedInProvince, rankOf, rankInProvinceOf, provinceByName };
}

const tablesOf = (): Tables => {
  tables ??= build();
  return tables;
};

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
  private readonly tables = tablesOf();

  constructor(
    private readonly permutations: Permutations,
    private readonly keepProvince: boolean,
  ) {}

  /** The next item of `at`'s band in a keyed order (itself only when alone in its band). */
  private next(label: string, at: number, size: number): number {
    const [start, end] = bandOf(at, size);
    const width = end - start;
    const order = this.permutations.get(label, width);
    return start + order.invert((order.apply(at - start) + 1) % width);
  }

  /** The province code a province cell names ("Madrid", "MADRID", "28"), if any. */
  provinceOf(value: string | undefined): string | undefined {
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (/^\d{1,2}$/.test(trimmed)) {
      const code = trimmed.padStart(2, '0');
      return PROVINCES.some((p) => p.code === code) ? code : undefined;
    }
    for (const key of placeKeys(trimmed)) {
      const code = this.tables.provinceByName.get(key);
      if (code !== undefined) return code;
    }
    return undefined;
  }

  /** The row's place as read from its cells, if any cell names a known one. */
  source(postalCode?: string, municipality?: string, province?: string): PlaceImage | undefined {
    const provinceCode = this.provinceOf(province);
    const named = municipality === undefined ? undefined : this.named(municipality, provinceCode);
    const code = postalCode?.trim();
    const sharing = code === undefined ? undefined : this.tables.byPostalCode.get(code);
    if (sharing !== undefined) {
      const chosen = sharing.find((m) => named?.includes(m)) ?? (sharing[0] as Municipality);
      return { municipality: chosen, postalCode: code, provinceCode: chosen.provinceCode };
    }
    const chosen = named?.[0];
    if (chosen !== undefined)
      return { municipality: chosen, postalCode: undefined, provinceCode: chosen.provinceCode };
    if (provinceCode !== undefined) return { municipality: undefined, postalCode: undefined, provinceCode };
    return undefined;
  }

  private named(name: string, provinceCode: string | undefined): readonly Municipality[] | undefined {
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
    if (municipality === undefined) {
      if (this.keepProvince) return place;
      const at = PROVINCES.findIndex((p) => p.code === place.provinceCode);
      const moved = this.permutations.get('provincia', PROVINCES.length);
      const next = moved.invert((moved.apply(at) + 1) % PROVINCES.length);
      return {
        municipality: undefined,
        postalCode: undefined,
        provinceCode: (PROVINCES[next] as { code: string }).code,
      };
    }
    let fake: Municipality;
    if (this.keepProvince) {
      const list = this.tables.rankedInProvince.get(municipality.provinceCode) as readonly Municipality[];
      const at = this.tables.rankInProvinceOf.get(municipality.code) as number;
      fake = list[this.next(`municipio:${municipality.provinceCode}`, at, list.length)] as Municipality;
    } else {
      const at = this.tables.rankOf.get(municipality.code) as number;
      fake = this.tables.ranked[this.next('municipio', at, this.tables.ranked.length)] as Municipality;
    }
    const index =
      place.postalCode === undefined ? 0 : Math.max(0, municipality.postalCodes.indexOf(place.postalCode));
    return {
      municipality: fake,
      postalCode: fake.postalCodes[index % fake.postalCodes.length],
      provinceCode: fake.provinceCode,
    };
  }

  /** What a place cell becomes, written like the input; undefined when the fake place has no such part. */
  write(part: PlacePart, input: string, source: PlaceImage, fake: PlaceImage): string | undefined {
    if (part === 'postalCode') return fake.postalCode ?? fake.municipality?.postalCodes[0];
    if (part === 'province') {
      if (/^\s*\d{1,2}\s*$/.test(input)) return fake.provinceCode;
      return like(input, provinceName(source.provinceCode), provinceName(fake.provinceCode));
    }
    return like(input, source.municipality?.name, fake.municipality?.name);
  }
}

const provinceName = (code: string): string | undefined => PROVINCES.find((p) => p.code === code)?.name;

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
