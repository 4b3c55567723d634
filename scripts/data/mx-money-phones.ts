/**
 * Mexico's banks and CLABE plazas, and its telephone area codes (claves
 * LADA) by municipio. Sources: the shared data directory's `mx/` README
 * (Banxico SPEI list, SAT c_Banco, clabe-validator; IFT numbering plan and
 * libphonenumber).
 */

import { join } from 'node:path';
import { type GeneratedFile, generatedModule, recordList } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

const OUT = 'src/countries/mx/data/generated';

/**
 * Accounts are generated at the SPEI list's multiple-service banks and the
 * four large fintechs the source README names (Nu 638, STP 646, Mercado
 * Pago 722, Spin by OXXO 728). The other listed codes (development banks,
 * brokers, closed banks) are valid in a CLABE but never drawn.
 */
const FINTECHS = new Set(['638', '646', '722', '728']);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function buildBanks(mx: string): GeneratedFile[] {
  const banks = readCsv(mx, 'banks.csv')
    .map((r) => ({
      code: r.code,
      name: r.name,
      drawn: (r.in_spei_list === '1' && r.spei_sector === 'banca múltiple') || FINTECHS.has(r.code),
    }))
    .sort((a, b) => byText(a.code, b.code));
  for (const b of banks) check(/^\d{3}$/.test(b.code) && b.name !== '', `banks.csv: bank ${b.code}`);
  check(new Set(banks.map((b) => b.code)).size === banks.length, 'banks.csv: a code twice');
  const plazas = new Map<string, { code: string; name: string; stateCode: string }>();
  for (const r of readCsv(mx, 'clabe_plazas.csv')) {
    check(/^\d{3}$/.test(r.plaza_code), `clabe_plazas.csv: code ${r.plaza_code}`);
    // Two codes name two places each; the first listed is kept.
    if (!plazas.has(r.plaza_code))
      plazas.set(r.plaza_code, { code: r.plaza_code, name: r.plaza, stateCode: r.state_code });
  }
  const plazaList = [...plazas.values()].sort((a, b) => byText(a.code, b.code));
  return generatedModule({
    path: `${OUT}/banks.ts`,
    sources: ['mx/banks.csv', 'mx/clabe_plazas.csv'],
    types: ['BankMx', 'PlazaMx'],
    notes: [
      `${banks.length} CLABE bank codes (${banks.filter((b) => b.drawn).length} drawn: SPEI banca múltiple and Nu, STP, Mercado Pago, Spin);`,
      `${plazaList.length} plaza codes (for two codes with two places, the first).`,
    ],
    exports: [
      { name: 'BANKS_MX', type: 'readonly BankMx[]', value: recordList(banks) },
      { name: 'PLAZAS_MX', type: 'readonly PlazaMx[]', value: recordList(plazaList) },
    ],
  });
}

function buildAreaCodes(mx: string): GeneratedFile[] {
  const areas = readCsv(mx, 'phone_area_codes.csv')
    .map((r) => ({ code: r.area_code, stateCode: r.state_code }))
    .sort((a, b) => byText(a.code, b.code));
  for (const a of areas)
    check(/^\d{2,3}$/.test(a.code) && /^\d{2}$/.test(a.stateCode), `area code ${a.code}`);
  // A two-digit code must not be the start of a three-digit one, or a number would read two ways.
  const two = areas.filter((a) => a.code.length === 2).map((a) => a.code);
  check(
    areas.every((a) => a.code.length === 2 || !two.includes(a.code.slice(0, 2))),
    'phone_area_codes.csv: a 3-digit code starts with a 2-digit one',
  );
  return generatedModule({
    path: `${OUT}/area-codes.ts`,
    sources: ['mx/phone_area_codes.csv'],
    types: ['AreaCodeMx'],
    notes: [
      `${areas.length} geographic area codes (IFT 2019 and libphonenumber), with the state of the main municipio.`,
    ],
    exports: [{ name: 'AREA_CODES_MX', type: 'readonly AreaCodeMx[]', value: recordList(areas) }],
  });
}

function buildMunicipalAreaCodes(mx: string, munis: readonly CsvRow[]): GeneratedFile[] {
  const byMunicipality = new Map<string, { code: string; numbers: number }[]>();
  for (const r of readCsv(mx, 'phone_area_code_municipalities.csv')) {
    const numbers = Number(r.numbers_fixed) + Number(r.numbers_mobile);
    check(Number.isInteger(numbers), `phone_area_code_municipalities.csv: numbers of ${r.area_code}`);
    if (numbers === 0) continue;
    const list = byMunicipality.get(r.municipality_code) ?? [];
    list.push({ code: r.area_code, numbers });
    byMunicipality.set(r.municipality_code, list);
  }
  // A state's own area codes (those whose main municipio is in it), by their assigned numbers.
  const byState = new Map<string, { code: string; numbers: number }[]>();
  for (const r of readCsv(mx, 'phone_area_codes.csv')) {
    const list = byState.get(r.state_code) ?? [];
    list.push({ code: r.area_code, numbers: r.numbers_total === '' ? 1 : Number(r.numbers_total) });
    byState.set(r.state_code, list);
  }
  const offsets = [0];
  const areaCodes: string[] = [];
  const cumulative: number[] = [];
  let fallback = 0;
  for (const m of munis) {
    let list = byMunicipality.get(m.municipality_code);
    if (list === undefined) {
      // No number of the 2019 file rings there (small or newer municipios): its state's area codes.
      list = byState.get(m.state_code);
      check(list !== undefined, `phone_area_codes.csv: no area code in state ${m.state_code}`);
      fallback++;
    }
    list = [...list].sort((a, b) => byText(a.code, b.code));
    let total = 0;
    for (const a of list) {
      total += a.numbers;
      areaCodes.push(a.code);
      cumulative.push(total);
    }
    offsets.push(areaCodes.length);
  }
  return generatedModule({
    path: `${OUT}/municipal-area-codes.ts`,
    sources: ['mx/phone_area_code_municipalities.csv', 'mx/phone_area_codes.csv', 'mx/municipalities.csv'],
    types: ['MunicipalAreaCodesMx'],
    notes: [
      'Per municipio, the area codes its assigned numbers (fixed and mobile, IFT 2019) are dialled with,',
      `weighted by those numbers; ${fallback} municipios without numbers in the file take their state's area codes.`,
    ],
    exports: [
      {
        name: 'municipalAreaCodesMx',
        type: 'MunicipalAreaCodesMx',
        json: { offsets, areaCodes, cumulative },
      },
    ],
  });
}

export function buildMxMoneyPhones(sourceDir: string): GeneratedFile[] {
  const mx = join(sourceDir, 'mx');
  const munis = readCsv(mx, 'municipalities.csv').sort((a, b) =>
    byText(a.municipality_code, b.municipality_code),
  );
  return [...buildBanks(mx), ...buildAreaCodes(mx), ...buildMunicipalAreaCodes(mx, munis)];
}
