/**
 * Province populations: the padrón municipal figures summed by the province
 * of each municipality (the first two digits of its INE code), for drawing
 * things that belong to a province (a landline) in proportion to who lives there.
 */

import { type GeneratedFile, generatedModule, recordList } from './emit.js';
import { check, readCsv, readJson } from './io.js';

export function buildProvincePopulation(dir: string): GeneratedFile[] {
  const codes = readJson<{ provinces: { code: string }[] }>(dir, 'provinces.json')
    .provinces.map((p) => p.code)
    .sort();
  const byProvince = new Map(codes.map((code) => [code, 0]));
  const rows = readCsv(dir, 'municipality_population.csv');
  for (const r of rows) {
    const code = r.ine_code.slice(0, 2);
    const people = Number(r.population);
    const sum = byProvince.get(code);
    check(sum !== undefined, `municipality ${r.ine_code} in an unknown province`);
    check(Number.isInteger(people) && people > 0, `population of ${r.ine_code}`);
    byProvince.set(code, sum + people);
  }
  const table = codes.map((code) => ({ code, population: byProvince.get(code) as number }));
  check(
    table.every((p) => p.population > 0),
    'a province without population',
  );
  const total = table.reduce((sum, p) => sum + p.population, 0);
  return generatedModule({
    path: 'src/countries/es/data/generated/province-population.ts',
    sources: ['municipality_population.csv', 'provinces.json'],
    types: ['ProvincePopulation'],
    notes: [
      `INE padrón municipal, 1 January 2025: ${rows.length} municipalities summed by province, total ${total}.`,
    ],
    exports: [
      { name: 'PROVINCE_POPULATION', type: 'readonly ProvincePopulation[]', value: recordList(table) },
    ],
  });
}
