/**
 * Municipalities with their postal codes (strict: only codes whose first two
 * digits are the municipality's province) and population weights.
 */

import { type GeneratedFile, generatedModule } from './emit.js';
import { check, readCsv, readJson } from './io.js';

export function buildMunicipalities(dir: string): GeneratedFile[] {
  const municipalities = readCsv(dir, 'municipalities.csv').sort((a, b) =>
    a.ine_code.localeCompare(b.ine_code),
  );
  const provinces = new Set(
    readJson<{ provinces: { code: string }[] }>(dir, 'provinces.json').provinces.map((p) => p.code),
  );
  const population = new Map(
    readCsv(dir, 'municipality_population.csv').map((r) => [r.ine_code, Number(r.population)]),
  );

  const postal = new Map<string, Set<string>>();
  let crossProvince = 0;
  for (const r of readCsv(dir, 'postal_codes.csv')) {
    if (r.cross_province !== '0') {
      crossProvince++;
      continue;
    }
    check(
      r.postal_code.slice(0, 2) === r.province_code,
      `postal code ${r.postal_code} outside ${r.province_code}`,
    );
    const codes = postal.get(r.municipality_ine_code) ?? new Set<string>();
    codes.add(r.postal_code);
    postal.set(r.municipality_ine_code, codes);
  }

  const kept: Record<string, unknown>[] = [];
  const weights: number[] = [];
  const dropped: string[] = [];
  for (const m of municipalities) {
    check(/^\d{5}$/.test(m.ine_code) && m.ine_code.startsWith(m.province_code), `municipality ${m.ine_code}`);
    check(provinces.has(m.province_code), `municipality ${m.ine_code}: unknown province`);
    const codes = [...(postal.get(m.ine_code) ?? [])].sort();
    if (codes.length === 0) {
      dropped.push(m.ine_code);
      continue;
    }
    const people = population.get(m.ine_code);
    check(people !== undefined && Number.isInteger(people) && people > 0, `population of ${m.ine_code}`);
    kept.push({ code: m.ine_code, name: m.display_name, provinceCode: m.province_code, postalCodes: codes });
    weights.push(people);
  }
  let total = 0;
  const cumulative = weights.map((w) => {
    total += w;
    return total;
  });

  return generatedModule({
    path: 'src/countries/es/data/generated/municipalities.ts',
    sources: ['municipalities.csv', 'postal_codes.csv', 'municipality_population.csv', 'provinces.json'],
    types: ['Municipality'],
    notes: [
      `INE 2025, ${kept.length} municipalities by INE code; postal codes from the INE callejero (Jan 2026), only rows with`,
      `cross_province = 0 (${crossProvince} rows left out); dropped for lack of a code: ${dropped.join(' ')}.`,
      'municipalityCumulativePopulation() is parallel to municipalities(): running total of the padrón 2025 population.',
    ],
    exports: [
      {
        name: 'municipalities',
        type: 'readonly Municipality[]',
        json: kept,
      },
      { name: 'municipalityCumulativePopulation', type: 'readonly number[]', json: cumulative },
    ],
  });
}
