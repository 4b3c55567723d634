/**
 * Spanish vehicle registration plates (matrícula).
 *
 * Current system (since 18 September 2000): four digits and three letters,
 * 0000 BBB to 9999 ZZZ, allocated nationally; the letters are consonants
 * without Ñ and Q (BCDFGHJKLMNPRSTVWXYZ). The provincial system it replaced
 * (1971-2000), still on the road, is accepted too: the province code (one or
 * two letters), four digits and one or two series letters, e.g. M-1234-AB.
 *
 * Generated plates are ones issued by the reference date: the sequence's
 * progress is interpolated between dated milestones (data/plate-series.ts)
 * and a plate is drawn uniformly among those issued, i.e. a registration
 * date drawn in proportion to registrations (scrapped cars not removed).
 * Before 18 September 2000 no current plate existed, so a provincial one
 * is drawn (a 1971-2000 province code, four digits, one or two series letters).
 *
 * Sources: DGT rules as reported by the press, gathered in the shared
 * reference data (licence_plates.json: telecinco.es 2023, cadenadial.com
 * 2021, neomotor.epe.es); provincial codes and the GE/GI, OR/OU, PM/IB
 * renamings from the history of Spanish plates (vehiculoclasico.com,
 * "Matrículas"; coches.com and cope.es on the 1971-2000 system); series
 * milestones as listed in data/plate-series.ts.
 */

import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { PROVINCES } from '../data/generated/provinces.js';
import { PLATE_MILESTONES } from '../data/plate-series.js';
import { compactDni } from './dni.js';

/** Letters of current plates. */
export const PLATE_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';

/** Province codes of the provincial system -> INE province code (a fact table). */
export const OLD_PLATE_PROVINCES: Readonly<Record<string, string>> = {
  VI: '01',
  AB: '02',
  A: '03',
  AL: '04',
  AV: '05',
  BA: '06',
  PM: '07',
  IB: '07',
  B: '08',
  BU: '09',
  CC: '10',
  CA: '11',
  CS: '12',
  CR: '13',
  CO: '14',
  C: '15',
  CU: '16',
  GE: '17',
  GI: '17',
  GR: '18',
  GU: '19',
  SS: '20',
  H: '21',
  HU: '22',
  J: '23',
  LE: '24',
  L: '25',
  LO: '26',
  LU: '27',
  M: '28',
  MA: '29',
  MU: '30',
  NA: '31',
  OR: '32',
  OU: '32',
  O: '33',
  P: '34',
  GC: '35',
  PO: '36',
  SA: '37',
  TF: '38',
  S: '39',
  SG: '40',
  SE: '41',
  SO: '42',
  T: '43',
  TE: '44',
  TO: '45',
  V: '46',
  VA: '47',
  BI: '48',
  ZA: '49',
  Z: '50',
  CE: '51',
  ML: '52',
};

const VOWELS = ['A', 'E', 'I', 'O', 'U'];
const CURRENT = /^\d{4}[A-ZÑ]{3}$/;
const CURRENT_VALID = new RegExp(`^\\d{4}[${PLATE_LETTERS}]{3}$`);
/** Series letters of provincial plates: A-Z without Ñ and Q, as on current plates. */
const PROVINCIAL = /^([A-Z]{1,2})(\d{4})([A-PR-Z]{1,2})$/;

export type PlateStyle = 'plain' | 'spaced';

/** Upper case without spaces, dots, dashes or slashes. */
export function compactPlate(value: string): string {
  const plate = compactDni(value);
  return plate.includes('ñ') ? plate.replace(/ñ/g, 'Ñ') : plate;
}

function provincialCode(plate: string): string | undefined {
  const m = PROVINCIAL.exec(plate);
  return m && m[1] !== undefined && m[1] in OLD_PLATE_PROVINCES ? m[1] : undefined;
}

export function detectPlate(compacted: string): boolean {
  return CURRENT.test(compacted) || provincialCode(compacted) !== undefined;
}

export function validatePlate(value: string): ValidationResult {
  const plate = compactPlate(value);
  if (CURRENT.test(plate)) {
    return CURRENT_VALID.test(plate) ? ok(plate, { formato: 'actual' }) : fail('invalid_plate_letters');
  }
  const code = provincialCode(plate);
  if (code === undefined) return fail('invalid_plate_format');
  const provinceCode = OLD_PLATE_PROVINCES[code];
  const provincia = PROVINCES.find((p) => p.code === provinceCode)?.name;
  return ok(plate, provincia ? { formato: 'provincial', provincia } : { formato: 'provincial' });
}

/** '1234 BCD' for current plates, 'M 1234 AB' for provincial ones; `plain` is the compact form. */
export function formatPlate(value: string, style: PlateStyle = 'spaced'): string {
  const plate = compactPlate(value);
  if (style === 'plain') return plate;
  if (CURRENT.test(plate)) return `${plate.slice(0, 4)} ${plate.slice(4)}`;
  const m = PROVINCIAL.exec(plate);
  return m ? `${m[1]} ${m[2]} ${m[3]}` : plate;
}

/** Position of a current plate in the national sequence: 0000BBB -> 0, 9999ZZZ -> 79,999,999. */
export function plateIndex(plate: string): number {
  let series = 0;
  for (let i = 4; i < 7; i++) series = series * 20 + PLATE_LETTERS.indexOf(plate[i] as string);
  return series * 10_000 + Number(plate.slice(0, 4));
}

/** The current plate at `index` of the national sequence (0 to 79,999,999). */
export function plateAt(index: number): string {
  const { digits, series } = plateTexts();
  return digits[index % 10_000]! + series[Math.floor(index / 10_000)]!;
}

/** "0000".."9999" and the 8,000 letter series, made on first use: a plate is then two reads. */
let PLATE_TEXTS: { readonly digits: readonly string[]; readonly series: readonly string[] } | undefined;

function plateTexts() {
  PLATE_TEXTS ??= {
    digits: Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')),
    series: Array.from(
      { length: 8000 },
      (_, n) =>
        PLATE_LETTERS[Math.floor(n / 400)]! +
        PLATE_LETTERS[Math.floor(n / 20) % 20]! +
        PLATE_LETTERS[n % 20]!,
    ),
  };
  return PLATE_TEXTS;
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
/** The milestones as (day number, sequence index) pairs. */
const MILESTONES = PLATE_MILESTONES.map((m) => [dayOf(m.date), plateIndex(m.plate)] as const);
/** The day the current system started: 2000-09-18. */
export const CURRENT_PLATES_SINCE = PLATE_MILESTONES[0]!.date;

/**
 * How many current plates had been issued by the end of `refDate`
 * (YYYY-MM-DD): the sequence's position interpolated linearly between the
 * milestones, plus one; 0 before the system started. Past the last
 * milestone it stays there: no issue later than a source reports is claimed.
 */
export function platesIssuedBy(refDate: string): number {
  // Asked once per plate, nearly always with the date asked before.
  if (refDate !== lastRefDate) {
    lastIssued = issuedOn(dayOf(refDate));
    lastRefDate = refDate;
  }
  return lastIssued;
}

let lastRefDate = '';
let lastIssued = 0;

function issuedOn(day: number): number {
  const [firstDay] = MILESTONES[0]!;
  if (!(day >= firstDay)) return 0;
  for (let i = 1; i < MILESTONES.length; i++) {
    const [toDay, toIndex] = MILESTONES[i]!;
    if (day < toDay) {
      const [fromDay, fromIndex] = MILESTONES[i - 1]!;
      return Math.floor(fromIndex + ((toIndex - fromIndex) * (day - fromDay)) / (toDay - fromDay)) + 1;
    }
  }
  return MILESTONES[MILESTONES.length - 1]![1] + 1;
}

/**
 * Province codes of provincial plates as of 1971-2000's start: the later
 * spellings GI, OU and IB replaced GE, OR and PM in the 1990s.
 */
const PROVINCIAL_CODES = Object.keys(OLD_PLATE_PROVINCES).filter((c) => !['GI', 'OU', 'IB'].includes(c));
/** Series of provincial plates: A to Z (no Q), then AA to ZZ. */
const SERIES_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';
/** Distinct provincial plates: codes x 10,000 numbers x (25 + 25^2) series. */
export const PROVINCIAL_PLATE_COUNT = PROVINCIAL_CODES.length * 10_000 * (25 + 25 * 25);

/** The provincial plate number `n` (0 <= n < PROVINCIAL_PLATE_COUNT), compact (M1234AB). */
export function provincialPlateAt(n: number): string {
  const code = PROVINCIAL_CODES[n % PROVINCIAL_CODES.length] as string;
  const rest = Math.floor(n / PROVINCIAL_CODES.length);
  const number = String(rest % 10_000).padStart(4, '0');
  const s = Math.floor(rest / 10_000);
  const series =
    s < 25
      ? SERIES_LETTERS.charAt(s)
      : SERIES_LETTERS.charAt(Math.floor((s - 25) / 25)) + SERIES_LETTERS.charAt((s - 25) % 25);
  return code + number + series;
}

/**
 * A plate issued by `refDate` (default: any current plate); with `ok:
 * false` one of its letters is a vowel (same shape, wrong letters:
 * `invalid_plate_letters`). Before 2000-09-18 a provincial plate, always valid.
 */
export function generatePlate(
  rng: Rng,
  { ok = true, refDate }: { ok?: boolean; refDate?: string } = {},
): string {
  const issued = refDate === undefined ? 20 ** 3 * 10_000 : platesIssuedBy(refDate);
  if (issued === 0) return provincialPlateAt(rng.int(0, PROVINCIAL_PLATE_COUNT - 1));
  const plate = plateAt(rng.int(0, issued - 1));
  if (ok) return plate;
  const at = 4 + rng.int(0, 2);
  return plate.slice(0, at) + rng.pick(VOWELS) + plate.slice(at + 1);
}

export const PLATE_FORMAT: FormatModule = {
  kind: 'Matricula',
  compact: compactPlate,
  detect: detectPlate,
  validate: validatePlate,
};
