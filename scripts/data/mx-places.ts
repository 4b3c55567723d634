/**
 * Mexico's places: the 32 states with their CURP letters, the municipios
 * with their Censo 2020 population, the residential settlements (colonias)
 * and postal codes of each municipio. Sources in the shared data
 * directory's `mx/` folder (its README says where each file comes from).
 */

import { join } from 'node:path';
import { type GeneratedFile, generatedModule, recordList } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

const OUT = 'src/countries/mx/data/generated';

/**
 * Settlement types people live in. The catalogue also lists industrial and
 * commercial zones, airports, military and federal zones, equipment sites,
 * haciendas and camps: no home address is there.
 */
const RESIDENTIAL = new Set([
  'Colonia',
  'Fraccionamiento',
  'Barrio',
  'Pueblo',
  'Unidad habitacional',
  'Condominio',
  'Conjunto habitacional',
  'Ranchería',
  'Ejido',
  'Rancho',
]);

/**
 * At most this many settlements per municipio, taken evenly over the
 * municipio's rows in code order (so every part of a big city keeps some):
 * 43,755 rows instead of 78,917, the shipped table about half the size.
 * Cities with over a thousand colonias still give sixty distinct ones.
 */
const MAX_SETTLEMENTS = 60;

function cumulate(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => {
    total += w;
    return total;
  });
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function buildStates(mx: string): GeneratedFile[] {
  const rows = readCsv(mx, 'states.csv');
  check(rows.length === 32, `states.csv: ${rows.length} states, expected 32`);
  const states = rows
    .map((r) => ({
      code: r.state_code,
      name: r.name,
      curp: r.curp_code,
      population: Number(r.population_2020),
    }))
    .sort((a, b) => byText(a.code, b.code));
  for (const s of states) {
    check(/^\d{2}$/.test(s.code), `states.csv: code ${s.code}`);
    check(/^[A-Z]{2}$/.test(s.curp), `states.csv: CURP letters of ${s.code}`);
  }
  check(new Set(states.map((s) => s.curp)).size === 32, 'states.csv: CURP letters repeat');
  return generatedModule({
    path: `${OUT}/states.ts`,
    sources: ['mx/states.csv'],
    types: ['StateMx'],
    notes: ['The 32 federal entities (INEGI code and name, RENAPO CURP letters), sorted by code.'],
    exports: [
      {
        name: 'STATES_MX',
        type: 'readonly StateMx[]',
        value: recordList(states.map(({ code, name, curp }) => ({ code, name, curp }))),
      },
    ],
  });
}

function municipalities(mx: string): CsvRow[] {
  const rows = readCsv(mx, 'municipalities.csv').sort((a, b) =>
    byText(a.municipality_code, b.municipality_code),
  );
  for (const r of rows) {
    check(/^\d{5}$/.test(r.municipality_code), `municipalities.csv: code ${r.municipality_code}`);
    check(/^\d+$/.test(r.population_2020), `municipalities.csv: population of ${r.municipality_code}`);
  }
  return rows;
}

function buildMunicipalities(rows: readonly CsvRow[]): GeneratedFile[] {
  const table = {
    codes: rows.map((r) => r.municipality_code),
    names: rows.map((r) => r.name),
    cumulativePopulation: cumulate(rows.map((r) => Number(r.population_2020))),
  };
  const total = table.cumulativePopulation.at(-1);
  check(total === 126_014_024, `municipalities.csv: population ${total}, expected Censo 2020's 126,014,024`);
  return generatedModule({
    path: `${OUT}/municipalities.ts`,
    sources: ['mx/municipalities.csv'],
    types: ['MunicipalitiesMx'],
    notes: [
      `${rows.length} municipios and alcaldías by INEGI code; running Censo 2020 population (total ${total}).`,
      `Drawn by population, so the ${rows.filter((r) => r.population_2020 === '0').length} created after the census are never drawn.`,
    ],
    exports: [{ name: 'municipalitiesMx', type: 'MunicipalitiesMx', json: table }],
  });
}

function buildSettlements(mx: string, munis: readonly CsvRow[]): GeneratedFile[] {
  const byMunicipality = new Map<string, CsvRow[]>();
  for (const r of readCsv(mx, 'postal_codes.csv')) {
    check(/^\d{5}$/.test(r.postal_code), `postal_codes.csv: code ${r.postal_code}`);
    if (!RESIDENTIAL.has(r.settlement_type)) continue;
    const list = byMunicipality.get(r.municipality_code) ?? [];
    list.push(r);
    byMunicipality.set(r.municipality_code, list);
  }
  const kept: CsvRow[] = [];
  const offsets = [0];
  for (const m of munis) {
    const rows = byMunicipality.get(m.municipality_code) ?? [];
    check(rows.length > 0, `postal_codes.csv: no residential settlement in ${m.municipality_code}`);
    // Where a municipio has urban settlements, addresses are drawn among those (see the README).
    const urban = rows.filter((r) => r.zone !== 'Rural');
    const pool = urban.length > 0 ? urban : rows;
    const step = pool.length / MAX_SETTLEMENTS;
    const chosen =
      pool.length <= MAX_SETTLEMENTS
        ? pool
        : Array.from({ length: MAX_SETTLEMENTS }, (_, i) => pool[Math.floor(i * step)]!);
    kept.push(...chosen);
    offsets.push(kept.length);
  }
  const nameList = [...new Set(kept.map((r) => r.settlement))].sort(byText);
  const typeList = [...new Set(kept.map((r) => r.settlement_type))].sort(byText);
  const cityList = ['', ...[...new Set(kept.map((r) => r.city).filter((c) => c !== ''))].sort(byText)];
  const nameIndex = new Map(nameList.map((n, i) => [n, i]));
  const typeIndex = new Map(typeList.map((n, i) => [n, i]));
  const cityIndex = new Map(cityList.map((n, i) => [n, i]));
  const table = {
    offsets,
    codes: kept.map((r) => r.postal_code),
    names: kept.map((r) => nameIndex.get(r.settlement)!),
    types: kept.map((r) => typeIndex.get(r.settlement_type)!),
    cities: kept.map((r) => cityIndex.get(r.city)!),
    nameList,
    typeList,
    cityList,
  };
  return generatedModule({
    path: `${OUT}/settlements.ts`,
    sources: ['mx/postal_codes.csv', 'mx/municipalities.csv'],
    types: ['SettlementsMx'],
    notes: [
      `SEPOMEX settlements of residential types, urban ones only where a municipio has them,`,
      `at most ${MAX_SETTLEMENTS} per municipio taken evenly in code order: ${kept.length} rows,`,
      `${new Set(table.codes).size} postal codes, ${nameList.length} names, ${cityList.length - 1} cities.`,
    ],
    exports: [{ name: 'settlementsMx', type: 'SettlementsMx', json: table }],
  });
}

export function buildMxPlaces(sourceDir: string): GeneratedFile[] {
  const mx = join(sourceDir, 'mx');
  const munis = municipalities(mx);
  return [...buildStates(mx), ...buildMunicipalities(munis), ...buildSettlements(mx, munis)];
}
