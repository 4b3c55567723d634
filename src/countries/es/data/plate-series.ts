/**
 * How far the national plate sequence (0000 BBB, 0001 BBB ... 9999 ZZZ,
 * since 18 September 2000) had got on given dates. Hand-curated from press
 * reports, which quote the DGT's daily "last plate issued" figures (as
 * relayed by dieselogasolina.com); no official year-by-series table was
 * found. Data only: `formats/plate.ts` interpolates between the rows.
 *
 * Each row says that by the end of `date` the sequence had reached at least
 * `plate`. Where a report gives only the month a series started, the row
 * is dated the last day of that month, so a row never claims more than was
 * issued by its date. Rows ascend in both date and plate.
 */
export interface PlateMilestone {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** A plate reached by the end of that day, compact (`0000LBB`). */
  readonly plate: string;
  readonly source: string;
}

const PRESS_2022 =
  '20minutos.es 2022-08 ("septiembre estrena matrículas"): series and the months they started';

export const PLATE_MILESTONES: readonly PlateMilestone[] = [
  { date: '2000-09-18', plate: '0000BBB', source: 'galiciae.com 2025-03-12; cronista.com 2025-12-19' },
  { date: '2002-10-31', plate: '0000CBB', source: PRESS_2022 },
  { date: '2004-09-30', plate: '0000DBB', source: PRESS_2022 },
  { date: '2006-05-31', plate: '0000FBB', source: PRESS_2022 },
  { date: '2008-02-29', plate: '0000GBB', source: PRESS_2022 },
  { date: '2010-12-31', plate: '0000HBB', source: PRESS_2022 },
  { date: '2014-11-30', plate: '0000JBB', source: PRESS_2022 },
  { date: '2017-06-30', plate: '0000KBB', source: PRESS_2022 },
  { date: '2019-09-06', plate: '0000LBB', source: 'periodismodelmotor.com 2022-09: first LBB on 6 Sep 2019' },
  { date: '2021-07-16', plate: '3700LRX', source: 'as.com 2021-07-13/18: 37** LRX seen on 16 Jul 2021' },
  { date: '2022-06-29', plate: '7100LYX', source: 'autobild.es 2022-06-29: 71** LYX' },
  { date: '2022-08-28', plate: '0000LZX', source: 'uppers.es 2022-08-31, 20minutos.es: LZX on 28 Aug 2022' },
  { date: '2022-09-02', plate: '0000MBB', source: 'periodismodelmotor.com 2022-09: first MBB on 2 Sep 2022' },
  {
    date: '2023-08-09',
    plate: '0000MJT',
    source: 'heraldo.es 2023-08-09, antena3.com 2023-08: MJT the last seen',
  },
  { date: '2024-06-14', plate: '0000MSD', source: 'lne.es: MSD the last plate on Friday 14 June (2024)' },
  { date: '2025-03-11', plate: '0000MZC', source: 'galiciae.com 2025-03-12: MZC reached on 11 March 2025' },
  { date: '2025-04-14', plate: '0000NBB', source: 'talent24h.okdiario.com 2025: first NBB on 14 April 2025' },
  {
    date: '2025-12-26',
    plate: '2800NJM',
    source: 'motor.elpais.com 2025-12: 28** NJM, data of Friday 26 Dec 2025',
  },
];
