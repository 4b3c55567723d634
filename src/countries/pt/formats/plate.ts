/**
 * Portuguese vehicle registration plates (matrícula): three groups of two
 * characters, printed with dashes until 2020 ("12-AB-34") and spaced since.
 * The four series (plate-series.ts) are told apart by where the letters
 * stand, so a plate's shape dates it.
 *
 * Generated plates belong to a car registered on a day drawn uniformly in
 * the 25 years up to the reference date (never after it), one of the plates
 * issued that day: within a closed series, its plates are spread evenly over
 * its years; in the current one, issue keeps the pace of the
 * previous series. Within a series the numbers run fastest and the letter
 * groups slowest (AA-01-AA, AA-02-AA ...), as the first plates of each
 * series show; only the ordering within a series is modelled, not the
 * exact plate of a day.
 */
import { compactUpper } from '../../../domain/compact.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../../../domain/validation.js';
import type { Rng } from '../../../random/rng.js';
import { PLATE_SERIES, PLATES_2005_2020, type PlateLayout, type PlateSeries } from './plate-series.js';

export type PlateStylePt = 'plain' | 'compact';

const SHAPES: readonly (readonly [PlateLayout, RegExp])[] = [
  ['AA-00-00', /^[A-Z]{2}\d{4}$/],
  ['00-00-AA', /^\d{4}[A-Z]{2}$/],
  ['00-AA-00', /^\d{2}[A-Z]{2}\d{2}$/],
  ['AA-00-AA', /^[A-Z]{2}\d{2}[A-Z]{2}$/],
];

const SERIES_BY_LAYOUT = new Map(PLATE_SERIES.map((s) => [s.layout, s]));

/** Upper case without spaces, dots, dashes or slashes. */
export const compactPlatePt: (value: string) => string = compactUpper;

function layoutOf(plate: string): PlateLayout | undefined {
  return SHAPES.find(([, shape]) => shape.test(plate))?.[0];
}

export function detectPlatePt(compacted: string): boolean {
  return layoutOf(compacted) !== undefined;
}

/**
 * The letters must be those of the plate's series: W and Y (never used
 * before 2020) are refused in the three older series; K is accepted there
 * for the 1997 import series.
 */
export function validatePlatePt(value: string): ValidationResult {
  const plate = compactPlatePt(value);
  const layout = layoutOf(plate);
  if (layout === undefined) return fail('invalid_plate_pt_format');
  const series = SERIES_BY_LAYOUT.get(layout)!;
  if (series.until !== null && /[WY]/.test(plate)) return fail('invalid_plate_pt_letters');
  return ok(plate, { formato: layout, desde: series.from.slice(0, 4) });
}

/** AB-12-CD as usually written (`plain`), or AB12CD without separators (`compact`). */
export function formatPlatePt(value: string, style: PlateStylePt = 'plain'): string {
  const plate = compactPlatePt(value);
  if (style === 'compact' || plate.length !== 6) return plate;
  return `${plate.slice(0, 2)}-${plate.slice(2, 4)}-${plate.slice(4)}`;
}

const DAY = 86_400_000;
const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const YEARS_BACK = 25;
const FIRST_DAY = dayOf(PLATE_SERIES[0]!.from);

/** Plates a day in the current series: the pace of 00-AA-00 over its days. */
const PACE = (() => {
  const previous = PLATE_SERIES[PLATE_SERIES.length - 2]!;
  return PLATES_2005_2020 / (dayOf(previous.until!) - dayOf(previous.from));
})();

/** Each series' first day and the next one's, as day numbers, read once (rows ask per plate). */
const SERIES_DAYS = PLATE_SERIES.map((s) => ({
  from: dayOf(s.from),
  until: s.until === null ? null : dayOf(s.until),
}));

/** The reference date's day number; a bulk request asks for the same date on every row. */
let lastRefDate = '';
let lastRefDay = Number.NaN;
function refDay(refDate: string): number {
  if (refDate !== lastRefDate) {
    lastRefDay = dayOf(refDate);
    lastRefDate = refDate;
  }
  return lastRefDay;
}

const pair = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The plate at `position` of `series`: numbers fastest, then letter groups. */
function plateAt(series: PlateSeries, position: number): string {
  const { letters } = series;
  const n = letters.length;
  if (series.layout === 'AA-00-AA') {
    const digits = pair((position % 99) + 1);
    const rest = Math.floor(position / 99);
    const second = letters[Math.floor(rest / n) % n]! + letters[rest % n]!;
    const first = letters[Math.floor(rest / (n * n * n)) % n]! + letters[Math.floor(rest / (n * n)) % n]!;
    return first + digits + second;
  }
  const number = (position % 9999) + 1;
  const group = Math.floor(position / 9999) % (n * n);
  const word = letters[Math.floor(group / n)]! + letters[group % n]!;
  const high = pair(Math.floor(number / 100));
  const low = pair(number % 100);
  if (series.layout === 'AA-00-00') return word + high + low;
  if (series.layout === '00-00-AA') return high + low + word;
  return high + word + low;
}

/** Plates each series can number (its letter groups times its numbers). */
const CAPACITIES = PLATE_SERIES.map((series) =>
  series.layout === 'AA-00-AA' ? 99 * series.letters.length ** 4 : 9999 * series.letters.length ** 2,
);

/** The series in force on `day` and where its sequence stood that day. */
function positionOn(day: number): readonly [series: number, position: number] {
  let s = SERIES_DAYS.length - 1;
  while (SERIES_DAYS[s]!.from > day) s--;
  const { from: start, until } = SERIES_DAYS[s]!;
  const capacity = CAPACITIES[s]!;
  const issued = until === null ? PACE * (day - start) : (capacity * (day - start)) / (until - start);
  return [s, Math.min(capacity - 1, Math.floor(issued))];
}

/**
 * The plates issued on `day`: its series and the positions [start, end),
 * from where the sequence stood that day to where it stood the next (at
 * least one plate; a series' last day, one).
 */
function issuedOn(day: number): readonly [series: number, start: number, end: number] {
  const [s, start] = positionOn(day);
  const [next, nextStart] = positionOn(day + 1);
  return [s, start, next === s ? Math.max(start + 1, nextStart) : start + 1];
}

/** First and last day of registration of a car with a plate for `refDate`: the 25 years up to it. */
function windowOf(refDate: string, caller: string): readonly [first: number, last: number] {
  const last = refDay(refDate);
  if (!(last >= FIRST_DAY)) throw new RangeError(`${caller}: '${refDate}' is not a date from 1937 on`);
  return [Math.max(FIRST_DAY, last - Math.round(YEARS_BACK * 365.25)), last];
}

/**
 * A compact plate of a car registered in the 25 years up to `refDate`
 * (YYYY-MM-DD, not before 1937): one of the plates issued on a day drawn
 * uniformly in them, so plates repeat no more than real ones would.
 */
export function generatePlatePt(rng: Rng, { refDate }: { refDate: string }): string {
  const [first, last] = windowOf(refDate, 'generatePlatePt');
  const [s, start, end] = issuedOn(rng.int(first, last));
  return plateAt(PLATE_SERIES[s]!, rng.int(start, end - 1));
}

/** The plates issued in a window, numbered from 0: each series' stretch in turn. */
export interface IssuedPlatesPt {
  readonly count: number;
  /** Compact plate number `n` (0 <= n < count). */
  at(n: number): string;
}

let lastWindow: { refDate: string; plates: IssuedPlatesPt } | undefined;

/**
 * Every plate issued in the 25 years up to `refDate`, the window
 * `generatePlatePt` draws from: in each series in force then, the plates
 * issued from the window's first day (or the series' first) to its last.
 * Distinct numbers give distinct plates (positions within a series, shapes
 * across series): the value space of unique plates.
 */
export function platesIssuedPt(refDate: string): IssuedPlatesPt {
  if (lastWindow?.refDate === refDate) return lastWindow.plates;
  const [first, last] = windowOf(refDate, 'platesIssuedPt');
  const [fromSeries, fromPosition] = issuedOn(first);
  const [toSeries, , toEnd] = issuedOn(last);
  const stretches: { series: PlateSeries; start: number; before: number }[] = [];
  let count = 0;
  for (let s = fromSeries; s <= toSeries; s++) {
    const start = s === fromSeries ? fromPosition : 0;
    // A closed series' stretch ends with the plates of its last day.
    const end = s === toSeries ? toEnd : issuedOn(SERIES_DAYS[s]!.until! - 1)[2];
    stretches.push({ series: PLATE_SERIES[s]!, start, before: count });
    count += end - start;
  }
  const plates: IssuedPlatesPt = {
    count,
    at(n) {
      let i = stretches.length - 1;
      while (stretches[i]!.before > n) i--;
      const stretch = stretches[i]!;
      return plateAt(stretch.series, stretch.start + n - stretch.before);
    },
  };
  lastWindow = { refDate, plates };
  return plates;
}

export const PLATE_PT_FORMAT: FormatModule = {
  kind: 'Matricula_PT',
  compact: compactPlatePt,
  detect: detectPlatePt,
  validate: validatePlatePt,
};
