/**
 * Shapes of Mexico's reference-data tables. The tables live in
 * `generated/`, written by `scripts/build-data.ts` (`scripts/data/mx-*.ts`)
 * from the sourced Mexican files; README.md beside this file says what each
 * holds. Data only: no functions.
 */

/** One of the 32 federal entities (31 states and Mexico City). */
export interface StateMx {
  /** INEGI code, "01"-"32". */
  readonly code: string;
  /** INEGI name ("Coahuila de Zaragoza", "México" for the Estado de México, "Ciudad de México"). */
  readonly name: string;
  /** The two letters a CURP gives the birth state (RENAPO): "AS", "DF" for Mexico City. */
  readonly curp: string;
}

/** The municipios and alcaldías, by INEGI code, in parallel columns. */
export interface MunicipalitiesMx {
  /** CVEGEO, 5 digits: state (2) + municipio (3). */
  readonly codes: readonly string[];
  readonly names: readonly string[];
  /** Ascending running Censo 2020 population (created-after-census municipios add 0). */
  readonly cumulativePopulation: readonly number[];
}

/**
 * Residential settlements (colonias and the like) with their postal codes,
 * grouped by municipio: the rows of municipio i are [offsets[i], offsets[i + 1]).
 */
export interface SettlementsMx {
  /** Length = municipios + 1; the last value is the number of rows. */
  readonly offsets: readonly number[];
  /** Five-digit postal code of each row, as text. */
  readonly codes: readonly string[];
  /** Index into `names` of each row's settlement name. */
  readonly names: readonly number[];
  /** Index into `types` of each row's settlement type. */
  readonly types: readonly number[];
  /** Index into `cities` of each row's city; 0 is "" (no city: rural settlements mostly). */
  readonly cities: readonly number[];
  readonly nameList: readonly string[];
  readonly typeList: readonly string[];
  readonly cityList: readonly string[];
}

/**
 * The area codes (claves LADA) a municipio's numbers are dialled with, and
 * their weights, grouped by municipio as SettlementsMx is.
 */
export interface MunicipalAreaCodesMx {
  readonly offsets: readonly number[];
  readonly areaCodes: readonly string[];
  /** Ascending running count of assigned numbers within the municipio. */
  readonly cumulative: readonly number[];
}

/** An area code of the national plan and the state of its main municipio. */
export interface AreaCodeMx {
  readonly code: string;
  readonly stateCode: string;
}

/** A bank or other institution with a CLABE code. */
export interface BankMx {
  /** Three digits: the first three of a CLABE. */
  readonly code: string;
  readonly name: string;
  /** True for the banks accounts are generated at (SPEI banca múltiple and the large fintechs). */
  readonly drawn: boolean;
}

/** A CLABE plaza code (positions 4-6) and its place. */
export interface PlazaMx {
  readonly code: string;
  readonly name: string;
  /** INEGI state code, "" when the source gives none. */
  readonly stateCode: string;
}

/** Given names of one sex, most frequent first, with the mean age of their bearers. */
export interface AgedNamesMx {
  /** Display form with accents ("José Luis", "María Guadalupe"). */
  readonly names: readonly string[];
  /** Ascending running count of bearers in the sample. */
  readonly cumulative: readonly number[];
  /** Mean age of the bearers, in years. */
  readonly meanAges: readonly number[];
}

/** Surnames with their running counts as first (paternal) and second (maternal) surname. */
export interface SurnamesMx {
  readonly names: readonly string[];
  readonly cumulativeFirst: readonly number[];
  readonly cumulativeSecond: readonly number[];
}
