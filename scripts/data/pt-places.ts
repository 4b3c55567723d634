/**
 * Portugal's places: regions, districts and islands, municipalities with
 * their Censos 2021 population, and the postal codes of each municipality.
 * Sources in the shared data directory's `pt/` folder (its README says where
 * each file comes from).
 */

import { join } from 'node:path';
import { type GeneratedFile, generatedModule, lit, recordList } from './emit.js';
import { type CsvRow, check, readCsv, readJson } from './io.js';

const OUT = 'src/countries/pt/data/generated';

interface RegionsJson {
  readonly regions: readonly { code: string; name: string }[];
  readonly districts: readonly { code: string; name: string; region: string }[];
  readonly islands: readonly { code: string; name: string; region: string }[];
}

/**
 * The mainland's display name. The source calls it "Portugal Continental";
 * in an address beside "Região Autónoma dos Açores" the usual contrast is
 * simply "Continente" (as INE's NUTS I tables label it).
 */
const REGION_DISPLAY: Readonly<Record<string, string>> = { continente: 'Continente' };
const REGION_CODES = ['continente', 'acores', 'madeira'];

const POSTAL_CODE = /^\d{4}-\d{3}$/;

function cumulate(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => {
    total += w;
    return total;
  });
}

function buildRegions(pt: string): GeneratedFile[] {
  const source = readJson<RegionsJson>(pt, 'regions.json');
  const regions = REGION_CODES.map((code) => {
    const region = source.regions.find((r) => r.code === code);
    check(region !== undefined, `regions.json: no region ${code}`);
    return { code, name: REGION_DISPLAY[code] ?? region.name };
  });
  const districts = [
    ...source.districts.map((d) => ({ code: d.code, name: d.name, region: d.region, kind: 'district' })),
    ...source.islands.map((d) => ({ code: d.code, name: d.name, region: d.region, kind: 'island' })),
  ].sort((a, b) => a.code.localeCompare(b.code));
  for (const d of districts) {
    check(/^\d{2}$/.test(d.code), `regions.json: district code ${d.code}`);
    check(REGION_CODES.includes(d.region), `regions.json: ${d.code} in unknown region ${d.region}`);
  }
  check(new Set(districts.map((d) => d.code)).size === districts.length, 'regions.json: repeated code');
  return generatedModule({
    path: `${OUT}/regions.ts`,
    sources: ['pt/regions.json'],
    types: ['DistrictPt', 'RegionPt'],
    notes: [
      `${regions.length} regions (mainland named "Continente"); ${districts.length} districts (01-18) and islands`,
      '(31-32 Madeira, 41-49 Açores), which stand for districts in the autonomous regions; sorted by code.',
    ],
    exports: [
      { name: 'REGIONS_PT', type: 'readonly RegionPt[]', value: recordList(regions) },
      { name: 'DISTRICTS_PT', type: 'readonly DistrictPt[]', value: recordList(districts) },
    ],
  });
}

/** Postal-code rows of each municipality, in source order (ascending CP7). */
function postalRowsByMunicipality(pt: string): Map<string, CsvRow[]> {
  const byDico = new Map<string, CsvRow[]>();
  for (const r of readCsv(pt, 'postal_codes.csv')) {
    check(POSTAL_CODE.test(r.postal_code), `postal_codes.csv: bad code ${r.postal_code}`);
    check(/^[1-9]\d*$/.test(r.cp7_count), `postal_codes.csv: bad cp7_count at ${r.postal_code}`);
    check(r.locality.trim() !== '', `postal_codes.csv: no locality at ${r.postal_code}`);
    const rows = byDico.get(r.dico) ?? [];
    rows.push(r);
    byDico.set(r.dico, rows);
  }
  return byDico;
}

function buildMunicipalities(pt: string): GeneratedFile[] {
  const districts = new Set(readJson<RegionsJson>(pt, 'regions.json').districts.map((d) => d.code));
  for (const i of readJson<RegionsJson>(pt, 'regions.json').islands) districts.add(i.code);
  const population = new Map(readCsv(pt, 'municipality_population.csv').map((r) => [r.dico, r.population]));
  const postal = postalRowsByMunicipality(pt);
  const municipalities = readCsv(pt, 'municipalities.csv').sort((a, b) => a.dico.localeCompare(b.dico));

  const records: Record<string, string>[] = [];
  const weights: number[] = [];
  const offsets: number[] = [0];
  const codes: string[] = [];
  const localityRows: string[] = [];
  const rowWeights: number[] = [];
  for (const m of municipalities) {
    check(
      /^\d{4}$/.test(m.dico) && m.dico.startsWith(m.district_code),
      `municipalities.csv: ${m.dico} outside ${m.district_code}`,
    );
    check(districts.has(m.district_code), `municipalities.csv: ${m.dico} in unknown district`);
    const people = Number(population.get(m.dico));
    check(Number.isInteger(people) && people > 0, `municipality_population.csv: population of ${m.dico}`);
    const rows = postal.get(m.dico);
    check(rows !== undefined, `postal_codes.csv: no code for ${m.dico}`);
    postal.delete(m.dico);
    records.push({ dico: m.dico, name: m.name, districtCode: m.district_code });
    weights.push(people);
    for (const r of rows) {
      codes.push(r.postal_code);
      localityRows.push(r.locality);
      rowWeights.push(Number(r.cp7_count));
    }
    offsets.push(codes.length);
  }
  check(postal.size === 0, `postal_codes.csv: unknown municipalities ${[...postal.keys()].join(' ')}`);
  const localityNames = [...new Set(localityRows)].sort();
  const localityIndex = new Map(localityNames.map((name, i) => [name, i]));
  const table = {
    offsets,
    codes,
    localities: localityRows.map((name) => localityIndex.get(name)),
    localityNames,
    weights: rowWeights,
  };
  const cumulative = cumulate(weights);

  return generatedModule({
    path: `${OUT}/municipalities.ts`,
    sources: [
      'pt/municipalities.csv',
      'pt/municipality_population.csv',
      'pt/postal_codes.csv',
      'pt/regions.json',
    ],
    types: ['MunicipalityPt', 'PostalCodesPt'],
    notes: [
      `${records.length} concelhos by DICO; MUNICIPALITY_CUMULATIVE_POPULATION_PT is parallel to them: running total`,
      `of the resident population (INE, Censos 2021; total ${cumulative.at(-1)}).`,
      `postalCodesPt(): ${codes.length} rows (one per CP4, locality and municipality, GeoNames), grouped by`,
      'municipality in the same order; weight = number of CP7 the row stands for.',
    ],
    exports: [
      { name: 'MUNICIPALITIES_PT', type: 'readonly MunicipalityPt[]', value: recordList(records) },
      { name: 'MUNICIPALITY_CUMULATIVE_POPULATION_PT', type: 'readonly number[]', value: lit(cumulative) },
      { name: 'postalCodesPt', type: 'PostalCodesPt', json: table },
    ],
  });
}

export function buildPtPlaces(sourceDir: string): GeneratedFile[] {
  const pt = join(sourceDir, 'pt');
  return [...buildRegions(pt), ...buildMunicipalities(pt)];
}
