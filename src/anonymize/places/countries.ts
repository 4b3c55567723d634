/**
 * Each country's places in the one shape the place mapper reads: its
 * municipalities (with postal codes, and in Mexico the colonia of each
 * code), their population, its provinces (Portugal's districts and islands,
 * Mexico's states) and how a postal code is read and written. The facts
 * live in each country's folder; this file only adapts them.
 */

import {
  municipalities,
  municipalityCumulativePopulation,
} from '../../countries/es/data/generated/municipalities.js';
import { PROVINCES } from '../../countries/es/data/generated/provinces.js';
import { STATES_MX } from '../../countries/mx/data/generated/states.js';
import { normalPostalCodeMx, placesMx, STATE_ALIASES_MX } from '../../countries/mx/entities/places.js';
import { DISTRICTS_PT } from '../../countries/pt/data/generated/regions.js';
import {
  DISTRICT_ALIASES_PT,
  normalPostalCodePt,
  placesPt,
  writePostalCodePt,
} from '../../countries/pt/entities/places.js';

export type PlaceLocale = 'es' | 'pt' | 'mx';

export interface PlaceMunicipality {
  readonly code: string;
  readonly name: string;
  readonly provinceCode: string;
  /** Never empty. */
  readonly postalCodes: readonly string[];
  /** The settlement (Mexico's colonia) of each postal code, where a country has them. */
  readonly settlements?: readonly string[];
}

export interface PlaceData extends ProvinceList {
  readonly municipalities: readonly PlaceMunicipality[];
  /** Parallel to `municipalities`. */
  readonly population: readonly number[];
  /** A postal-code cell in the tables' form, or undefined. */
  readonly postalCode: (text: string) => string | undefined;
  /** A fake postal code written as the input wrote its own. */
  readonly writePostalCode: (input: string, code: string) => string;
  /**
   * Whether a province kept by `keepProvince` is written back exactly as
   * the input wrote it; Spain writes its listed name, as it always has.
   */
  readonly keptProvinceAsWritten: boolean;
  /**
   * Whether a municipality alone in its band (kept: with `keepProvince`, a
   * province of one municipality) still gets another of its postal codes;
   * Spain keeps the code, as it always has.
   */
  readonly keptPlaceMovesCode: boolean;
  /**
   * A postal code the tables lack is read as the nearest listed one that
   * shares its first `nearestPostalCode` digits (0: never): Portugal's
   * tables hold some CP7 of each CP4 and locality, Mexico's a sample of each
   * municipio's settlements; Spain's list every code.
   */
  readonly nearestPostalCode: number;
}

/** A country's provinces and their other names: cheap, so a plan can check a column's values against them. */
export interface ProvinceList {
  readonly provinces: readonly { readonly code: string; readonly name: string }[];
  /** Other names of a province, read only (a replaced province is written by its listed name). */
  readonly provinceAliases: Readonly<Record<string, string>>;
}

export const PROVINCE_LISTS: Readonly<Record<PlaceLocale, ProvinceList>> = {
  es: { provinces: PROVINCES, provinceAliases: {} },
  pt: { provinces: DISTRICTS_PT, provinceAliases: DISTRICT_ALIASES_PT },
  mx: { provinces: STATES_MX, provinceAliases: STATE_ALIASES_MX },
};

const asIs = (_input: string, code: string): string => code;

function spain(): PlaceData {
  const all = municipalities();
  const cumulative = municipalityCumulativePopulation();
  return {
    municipalities: all,
    population: all.map((_, i) => (cumulative[i] as number) - (i === 0 ? 0 : (cumulative[i - 1] as number))),
    ...PROVINCE_LISTS.es,
    postalCode: (text) => text.trim(),
    writePostalCode: asIs,
    keptProvinceAsWritten: false,
    keptPlaceMovesCode: false,
    nearestPostalCode: 0,
  };
}

function portugal(): PlaceData {
  const all = placesPt();
  return {
    municipalities: all,
    population: all.map((m) => m.population),
    ...PROVINCE_LISTS.pt,
    postalCode: normalPostalCodePt,
    writePostalCode: writePostalCodePt,
    keptProvinceAsWritten: true,
    keptPlaceMovesCode: true,
    nearestPostalCode: 4,
  };
}

function mexico(): PlaceData {
  const all = placesMx();
  return {
    municipalities: all,
    population: all.map((m) => m.population),
    ...PROVINCE_LISTS.mx,
    postalCode: normalPostalCodeMx,
    writePostalCode: asIs,
    keptProvinceAsWritten: true,
    keptPlaceMovesCode: true,
    nearestPostalCode: 2,
  };
}

export const PLACE_DATA: Readonly<Record<PlaceLocale, () => PlaceData>> = {
  es: spain,
  pt: portugal,
  mx: mexico,
};
