/**
 * The series of Portuguese registration plates, in order (a fact table).
 * Each is three groups of two characters; the series differ in where the
 * letters stand. Plates are national and sequential, with no regional code.
 *
 * Dates: AA-00-00 from 1937 until 29 February 1992; 00-00-AA from March 1992
 * (first 00-01-AA); 00-AA-00 from 25 May 2005, exhausted early in 2020 after
 * 5,109,263 plates; AA-00-AA announced on 3 March 2020 (first AA-01-AA).
 * W and Y were never used before 2020, K only in a short series for imported
 * cars in 1997; the AA-00-AA series uses all 26 letters.
 *
 * Sources: en.wikipedia.org "Vehicle registration plates of Portugal";
 * Instituto da Mobilidade e dos Transportes (IMT) statement of January 2020
 * as reported by The Portugal News (count of 00-AA-00 plates, start date).
 */

export type PlateLayout = 'AA-00-00' | '00-00-AA' | '00-AA-00' | 'AA-00-AA';

export interface PlateSeries {
  readonly layout: PlateLayout;
  /** First day of issue (YYYY-MM-DD). */
  readonly from: string;
  /** First day of the next series, or null for the current one. */
  readonly until: string | null;
  /** Letters of the series' letter groups. */
  readonly letters: string;
}

/** The 23 letters of the series before 2020 (no K, W or Y in general use). */
const LETTERS_BEFORE_2020 = 'ABCDEFGHIJLMNOPQRSTUVXZ';
const ALL_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const PLATE_SERIES: readonly PlateSeries[] = [
  { layout: 'AA-00-00', from: '1937-01-01', until: '1992-03-01', letters: LETTERS_BEFORE_2020 },
  { layout: '00-00-AA', from: '1992-03-01', until: '2005-05-25', letters: LETTERS_BEFORE_2020 },
  { layout: '00-AA-00', from: '2005-05-25', until: '2020-03-03', letters: LETTERS_BEFORE_2020 },
  { layout: 'AA-00-AA', from: '2020-03-03', until: null, letters: ALL_LETTERS },
];

/** Plates of the 00-AA-00 series (IMT): its pace is assumed for the current series. */
export const PLATES_2005_2020 = 5_109_263;
