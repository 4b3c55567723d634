/**
 * Portugal's places as pseudonymization reads and replaces them (docs/api.md,
 * Pseudonymization): each concelho with its district (or island), its CP7
 * postal codes and its population, from the tables the address generator
 * draws from, so a replaced place is one an address could have.
 */
import {
  MUNICIPALITIES_PT,
  MUNICIPALITY_CUMULATIVE_POPULATION_PT,
  postalCodesPt,
} from '../data/generated/municipalities.js';

/** A concelho: its CP7 codes (distinct, in the table's order) and resident population. */
export interface PlacePt {
  readonly code: string;
  readonly name: string;
  /** District (mainland) or island (autonomous regions). */
  readonly provinceCode: string;
  readonly postalCodes: readonly string[];
  readonly population: number;
}

/**
 * Other names a district cell may give: the autonomous regions have no
 * districts (the tables list islands), so an address names the region or
 * its former district's seat.
 */
export const DISTRICT_ALIASES_PT: Readonly<Record<string, string>> = {
  Madeira: '31',
  'Região Autónoma da Madeira': '31',
  Funchal: '31',
  Açores: '42',
  'Região Autónoma dos Açores': '42',
  'Ponta Delgada': '42',
  'Angra do Heroísmo': '43',
  Horta: '47',
};

/** The 308 concelhos with their postal codes, in the tables' order. */
export function placesPt(): PlacePt[] {
  const { offsets, codes } = postalCodesPt();
  const cumulative = MUNICIPALITY_CUMULATIVE_POPULATION_PT;
  return MUNICIPALITIES_PT.map((m, i) => ({
    code: m.dico,
    name: m.name,
    provinceCode: m.districtCode,
    postalCodes: [...new Set(codes.slice(offsets[i], offsets[i + 1]))],
    population: (cumulative[i] as number) - (i === 0 ? 0 : (cumulative[i - 1] as number)),
  }));
}

/** "3750011" or " 3750-011 " -> "3750-011"; undefined when not a CP7. */
export function normalPostalCodePt(text: string): string | undefined {
  const match = /^\s*(\d{4})\s*-?\s*(\d{3})\s*$/.exec(text);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** A CP7 written as `input` wrote its own: without the hyphen when it had none. */
export const writePostalCodePt = (input: string, code: string): string =>
  input.includes('-') ? code : code.replace('-', '');
