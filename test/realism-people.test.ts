/**
 * Distributions of people and phones measured against the shared source
 * files (INE given names with their mean ages, padrón population by
 * municipality), not against the generated tables: given names follow the
 * birth cohort, identities mostly carry a mobile, and landlines and
 * addresses spread over provinces as the population does.
 */

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSourceDir } from '../scripts/build-data.js';
import { readCsv } from '../scripts/data/io.js';
import { Speller } from '../scripts/data/names.js';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { planBulk } from '../src/bulk/schema.js';
import { PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { SHARE_OF_MOBILES } from '../src/countries/es/formats/phone.js';
import { GENERATOR_BY_NAME } from '../src/countries/es/generators.js';
import { SPAIN } from '../src/countries/es/index.js';
import { validateValue } from '../src/countries/validate.js';
import { runGenerator } from '../src/generators/run.js';
import { rngFromSeed } from '../src/random/rng.js';
import { pearson } from './statistics.js';

const SOURCE_DIR = defaultSourceDir();
const HAS_SOURCES = existsSync(SOURCE_DIR);
const REF_DATE = '2026-11-22';

type Row = Readonly<Record<string, unknown>>;

function run(name: string, options: Record<string, string>, seed: string, count: number): Row[] {
  return runGenerator(GENERATOR_BY_NAME.get(name)!, { seed, count, options, today: REF_DATE }).records;
}

const key = (sex: string, name: string) => `${sex}|${name}`;

interface SourceName {
  readonly name: string;
  readonly frequency: number;
  readonly meanAge: number;
}

/**
 * INE given names by sex (H / M), frequency descending, written as the
 * generator writes them (INE's "MARIA CARMEN" is "María del Carmen"), and
 * their mean age by sex and written name.
 */
function sourceNames() {
  const bySex: Record<string, SourceName[]> = { H: [], M: [] };
  const meanAge = new Map<string, number>();
  const speller = new Speller(readCsv(SOURCE_DIR, 'name_spellings.csv'), 'given');
  for (const r of readCsv(SOURCE_DIR, 'given_names.csv')) {
    const sex = r.sex === 'female' ? 'M' : 'H';
    const entry = {
      name: speller.display(r.name),
      frequency: Number(r.frequency),
      meanAge: Number(r.mean_age),
    };
    bySex[sex]!.push(entry);
    meanAge.set(key(sex, entry.name), entry.meanAge);
  }
  for (const list of Object.values(bySex)) list.sort((a, b) => b.frequency - a.frequency);
  return { bySex, meanAge };
}

/** Population share of each province code (first two digits of the municipality code). */
function provinceShares(): Map<string, number> {
  const population = new Map<string, number>();
  let total = 0;
  for (const r of readCsv(SOURCE_DIR, 'municipality_population.csv')) {
    const code = r.ine_code.slice(0, 2);
    population.set(code, (population.get(code) ?? 0) + Number(r.population));
    total += Number(r.population);
  }
  return new Map([...population].map(([code, people]) => [code, people / total]));
}

/** Counts of each value, most frequent first. */
function ranking(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const CODE_BY_PROVINCE = new Map(PROVINCES.map((p) => [p.name, p.code]));

/**
 * Provinces holding at least 1 % of Spain's population whose share among
 * `codes` is more than `tolerance` (relative) away from their population share.
 */
function provinceDeviations(codes: readonly string[], tolerance: number): string[] {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: string[] = [];
  for (const [code, share] of provinceShares()) {
    if (share < 0.01) continue;
    const drawn = (counts.get(code) ?? 0) / codes.length;
    if (Math.abs(drawn / share - 1) > tolerance)
      out.push(`${code}: ${(drawn * 100).toFixed(2)} % drawn, ${(share * 100).toFixed(2)} % of population`);
  }
  return out;
}

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

describe.skipIf(!HAS_SOURCES)('given names follow the birth cohort (INE mean ages)', () => {
  const empty: ReturnType<typeof sourceNames> = { bySex: {}, meanAge: new Map() };
  const { bySex, meanAge } = HAS_SOURCES ? sourceNames() : empty;

  it("correlates the name's mean age with the person's age (Pearson >= 0.5 over 20,000 identities)", () => {
    const ages: number[] = [];
    const means: number[] = [];
    const identities = run('identity', { refDate: REF_DATE }, 'cohort', 20_000);
    for (const r of identities) {
      const mean = meanAge.get(key(String(r.sexo), String(r.nombre)));
      if (mean === undefined) continue;
      ages.push(Number(r.edad));
      means.push(mean);
    }
    expect(ages.length).toBe(identities.length);
    expect(pearson(means, ages)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    [18, 80, 0.5],
    [0, 120, 0.5],
  ])('holds in bulk rows too: edad %i-%i, Pearson >= %f over 20,000 rows', (min, max, floor) => {
    const plan = planBulk(
      [
        { name: 'nombre', type: 'nombre' },
        { name: 'sexo', type: 'sexo' },
        { name: 'edad', type: 'edad', options: { min, max } },
      ],
      { catalog: SPAIN.fields },
    );
    const source = new RowSource(plan, bulkRoot(`cohort-${min}-${max}`), REF_DATE);
    const ages: number[] = [];
    const means: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const [nombre, sexo, edad] = source.row(i);
      const mean = meanAge.get(key(String(sexo), String(nombre)));
      expect(mean, String(nombre)).toBeDefined();
      ages.push(Number(edad));
      means.push(mean ?? 0);
    }
    expect(Math.min(...ages)).toBe(min);
    expect(pearson(means, ages)).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    ['M', 70, 80],
    ['M', 18, 25],
    ['H', 70, 80],
    ['H', 18, 25],
  ])(
    'sex %s aged %i-%i: the most drawn names are those INE data make most frequent in the cohort',
    (sex, minAge, maxAge) => {
      const people = run(
        'identity',
        { refDate: REF_DATE, minAge: String(minAge), maxAge: String(maxAge) },
        `top-${sex}-${minAge}`,
        20_000,
      ).filter((r) => r.sexo === sex);
      // The documented model, computed here from the source file: a name's bearers
      // in the cohort are its INE frequency times the share of a normal law
      // (mean age, 15 years) that falls in the cohort's ages on the census day.
      const shift = Number(REF_DATE.slice(0, 4)) - 2021;
      const [low, high] = [minAge - shift, maxAge + 1 - shift];
      const expected = (bySex[sex] ?? [])
        .map((n) => ({
          name: n.name,
          bearers: n.frequency * (normalCdf((high - n.meanAge) / 15) - normalCdf((low - n.meanAge) / 15)),
        }))
        .sort((a, b) => b.bearers - a.bearers)
        .map((n) => n.name);
      const drawn = ranking(people.map((r) => String(r.nombre))).map(([name]) => name);
      for (const name of drawn.slice(0, 3)) expect(expected.slice(0, 10)).toContain(name);
      expect(drawn.slice(0, 5)).toContain(expected[0]);
    },
  );

  it('keeps nearly as many distinct names as a draw by frequency alone', () => {
    const identities = run('identity', { refDate: REF_DATE }, 'distinct', 20_000);
    const drawn = new Set(identities.map((r) => `${r.sexo}|${r.nombre}`)).size;
    // The same number of age-blind draws straight from the INE frequencies.
    const cumulative = (list: readonly SourceName[]) => {
      let total = 0;
      return list.map((n) => {
        total += n.frequency;
        return total;
      });
    };
    const tables = { H: cumulative(bySex.H ?? []), M: cumulative(bySex.M ?? []) };
    const rng = rngFromSeed('age-blind');
    const blind = new Set<string>();
    for (const r of identities) {
      const sex = r.sexo === 'M' ? 'M' : 'H';
      blind.add(`${sex}|${bySex[sex]![rng.weighted(tables[sex])]!.name}`);
    }
    expect(drawn).toBeGreaterThan(0.9 * blind.size);
  });
});

describe.skipIf(!HAS_SOURCES)('phones and provinces spread as the population does', () => {
  const identities = HAS_SOURCES ? run('identity', { refDate: REF_DATE }, 'provinces', 100_000) : [];

  it(`gives most identities a mobile (${SHARE_OF_MOBILES * 100} % documented, >= 60 % required)`, () => {
    const kinds = identities.slice(0, 20_000).map((r) => {
      const result = validateValue(String(r.telefono), 'Telefono');
      return result.valid ? result.extra?.tipo : 'invalid';
    });
    const mobiles = kinds.filter((k) => k === 'movil').length / kinds.length;
    expect(kinds.filter((k) => k !== 'movil' && k !== 'fijo')).toEqual([]);
    expect(mobiles).toBeGreaterThanOrEqual(0.6);
    expect(Math.abs(mobiles - SHARE_OF_MOBILES)).toBeLessThan(0.02);
  });

  it('draws landlines (phone?sub=fijo) by province population: within 15 % for every province >= 1 %', () => {
    const phones = run('phone', { sub: 'fijo' }, 'landline-provinces', 200_000);
    const codes = phones.map((r) => CODE_BY_PROVINCE.get(String(r.provincia)) ?? '?');
    expect(provinceDeviations(codes, 0.15)).toEqual([]);
    // Melilla (0.2 %) is no longer drawn as often as Madrid (14 %).
    const melilla = codes.filter((c) => c === '52').length;
    const madrid = codes.filter((c) => c === '28').length;
    expect(melilla).toBeGreaterThan(0);
    expect(madrid).toBeGreaterThan(30 * melilla);
  });

  it('places identities by province population: within 15 % for every province >= 1 %', () => {
    const codes = identities.map((r) => CODE_BY_PROVINCE.get(String(r.provincia)) ?? '?');
    expect(provinceDeviations(codes, 0.15)).toEqual([]);
  });
});
