/**
 * The street tables: types (weighted), names usable after any Castilian
 * type, common (type, name) pairs and the real streets of the callejero's
 * municipalities (./street-pools.ts). Names come from the La Rioja callejero
 * only; the OpenStreetMap rows of street_names.csv are left out (ODbL
 * share-alike, see DATA-LICENCES.md).
 */

import { columns, type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';
import { ADDRESS_TYPES, LA_RIOJA_SOURCES, streetName } from './street-names.js';
import {
  buildCommonNames,
  buildLocalStreets,
  COMMON_NAME_MIN_MUNICIPALITIES,
  COMMON_PAIR_MIN_MUNICIPALITIES,
} from './street-pools.js';

/** Catastro codes shared by two words: the count goes to the word used for addresses. */
const SHARED_CODE_WORD: Readonly<Record<string, string>> = { CR: 'Carretera', PJ: 'Pasaje' };

/** ADDRESS_TYPES weighted 2/3 by Banco de España addresses, 1/3 by La Rioja streets (see ADDRESS_TYPES). */
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
    path: 'src/countries/es/data/generated/streets.ts',
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
