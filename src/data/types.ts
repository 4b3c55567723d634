/**
 * Shapes of the reference-data tables every country reads: weighted and
 * aged name lists, the IBAN registry and the list of countries (tables in
 * `generated/`, written by `scripts/build-data.ts`). A country's own
 * tables have their shapes in its folder (`countries/es/data/types.ts`).
 * Data only: no functions.
 */

/** Parallel arrays keep 50k-entry tables compact to parse. */
export interface WeightedNames {
  /** Display form, e.g. "María del Carmen", "José Antonio". */
  readonly names: readonly string[];
  /** Ascending cumulative frequencies; last element is the total. */
  readonly cumulative: readonly number[];
}

/** Given names with, parallel to them, the mean age of their bearers (INE, 1 January 2021). */
export interface AgedNames extends WeightedNames {
  /** Mean age in years (one decimal) of the residents with that name. */
  readonly meanAges: readonly number[];
}

export interface IbanCountry {
  readonly country: string; // alpha-2 prefix
  readonly name: string;
  readonly length: number;
  /** Registry notation, e.g. "4!n4!n1!n1!n10!n". */
  readonly bban: string;
  readonly bankId: readonly [number, number] | null; // 1-based inclusive within the BBAN
  readonly branchId: readonly [number, number] | null;
  readonly example: string; // '' for territories
  readonly sepa: boolean;
  /** Set for territories covered by a parent's entry (e.g. GP -> FR). */
  readonly parent: string;
}

export interface Country {
  readonly code: string;
  readonly nameEn: string;
  readonly nameEs: string;
}
