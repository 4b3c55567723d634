/**
 * Mexico's places as pseudonymization reads and replaces them (docs/api.md,
 * Pseudonymization): each municipio with its state, its settlements
 * (colonia and postal code, one SEPOMEX row each) and its population, from
 * the tables the address generator draws from, so a replaced place is one
 * an address could have.
 */
import { municipalitiesMx } from '../data/generated/municipalities.js';
import { settlementsMx } from '../data/generated/settlements.js';

/** A municipio: its settlements as parallel postal codes and colonia names, and its Censo 2020 population. */
export interface PlaceMx {
  readonly code: string;
  readonly name: string;
  /** INEGI state code: the municipio code's first two digits. */
  readonly provinceCode: string;
  /** One per settlement row (a code with several colonias repeats). */
  readonly postalCodes: readonly string[];
  /** The colonia of each postal-code row. */
  readonly settlements: readonly string[];
  readonly population: number;
}

/** Other names a state cell may give: the short and former names in common use. */
export const STATE_ALIASES_MX: Readonly<Record<string, string>> = {
  Coahuila: '05',
  'Ciudad de Mexico': '09',
  CDMX: '09',
  'Distrito Federal': '09',
  DF: '09',
  'Estado de México': '15',
  'Edo. de México': '15',
  'Edo de México': '15',
  Edomex: '15',
  Michoacán: '16',
  Veracruz: '30',
};

/** The 2,478 municipios and alcaldías with their settlements, in the tables' order. */
export function placesMx(): PlaceMx[] {
  const { codes, names, cumulativePopulation } = municipalitiesMx();
  const s = settlementsMx();
  return codes.map((code, i) => {
    const rows = { start: s.offsets[i] as number, end: s.offsets[i + 1] as number };
    return {
      code,
      name: names[i] as string,
      provinceCode: code.slice(0, 2),
      postalCodes: s.codes.slice(rows.start, rows.end),
      settlements: s.names.slice(rows.start, rows.end).map((n) => s.nameList[n] as string),
      population:
        (cumulativePopulation[i] as number) - (i === 0 ? 0 : (cumulativePopulation[i - 1] as number)),
    };
  });
}

/** "01000", or 1000 from a number column that lost its leading zero -> "01000"; undefined otherwise. */
export function normalPostalCodeMx(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\d{4,5}$/.test(trimmed) ? trimmed.padStart(5, '0') : undefined;
}
