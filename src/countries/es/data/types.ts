/**
 * Shapes of Spain's reference-data tables. The tables themselves live in
 * `generated/` and are written by `scripts/build-data.ts` from the sourced
 * files (see README.md beside this file). Data only: no functions.
 */

import type { WeightedNames } from '../../../data/types.js';

/** The name lists' shapes are every country's (given names by cohort). */
export type { AgedNames, WeightedNames } from '../../../data/types.js';

/** Resident population of a province (sum of its municipalities). */
export interface ProvincePopulation {
  readonly code: string; // INE 01-52
  readonly population: number;
}

export interface Community {
  readonly code: string; // INE 01-19
  readonly name: string; // display name, e.g. "Comunidad de Madrid"
}

export interface Province {
  readonly code: string; // INE 01-52
  readonly name: string; // display name, e.g. "A Coruña"
  readonly communityCode: string;
}

export interface Municipality {
  readonly code: string; // INE 5 digits
  readonly name: string; // display name
  readonly provinceCode: string;
  /** Postal codes of this municipality inside its own province (never empty). */
  readonly postalCodes: readonly string[];
}

export interface Bank {
  readonly code: string; // 4-digit entity code
  readonly name: string; // legal name as registered
  readonly shortName: string;
  readonly bic: string; // 8 or 11 characters, '' when none is known
  /** Active Spanish credit institution with a Spanish BIC: used for generation. */
  readonly active: boolean;
  /** Branch of a foreign credit institution (Banco de España types SECC, SECE, SEFC). */
  readonly foreignBranch: boolean;
}

export interface ProvincePhonePrefixes {
  readonly provinceCode: string;
  readonly prefixes9: readonly string[];
  readonly prefixes8: readonly string[];
}

export interface SurnameTable {
  /** Display form, e.g. "García", "de la Fuente". */
  readonly names: readonly string[];
  /** Ascending cumulative frequency as first surname. */
  readonly cumulativeFirst: readonly number[];
  /** Ascending cumulative frequency as second surname. */
  readonly cumulativeSecond: readonly number[];
}

export interface StreetTable {
  /** Street-type words weighted by how common they are ("Calle", "Avenida", ...). */
  readonly types: WeightedNames;
  /** Street names as written after the type, particle included ("Mayor", "de la Iglesia"). */
  readonly names: readonly string[];
}

/** Streets common to many municipalities (type and name pairs), for places without a street list of their own. */
export interface CommonStreetNames {
  /** Castilian street type the name takes ("Calle", "Plaza"). */
  readonly types: readonly string[];
  /** Name without particle or article: the key of the regional forms ("Iglesia"). */
  readonly keys: readonly string[];
  /** Castilian form as written after a type ("de la Iglesia", "Mayor"). */
  readonly names: readonly string[];
  /** Ascending cumulative weight (number of municipalities with the pair). */
  readonly cumulative: readonly number[];
}

/** Real streets, grouped by municipality (rows sorted by INE code), in parallel columns. */
export interface LocalStreets {
  /** INE municipality code of each street. */
  readonly municipality: readonly string[];
  /** The street as written in an address: type and name ("Calle Mayor"). */
  readonly label: readonly string[];
  /** Its postal code, '' when the source has none. */
  readonly postalCode: readonly string[];
  /** Address points (portales) of the street with that code; 1 when unknown. */
  readonly weight: readonly number[];
}
