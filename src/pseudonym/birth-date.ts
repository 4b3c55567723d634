/**
 * Dates of birth (ISO yyyy-mm-dd, or dd/mm/yyyy and dd-mm-yyyy as Spanish
 * extracts write them, each maybe followed by a time of day, as a
 * database's timestamp column is read). The day line is cut into fixed blocks of `window`
 * days and each date is permuted inside its block, tweaked by the block:
 * a date moves by less than the window, ages stay about right, and two
 * dates never merge. A window of 0 keeps dates as they are.
 */
import { daysInMonth, formatDate, fromDayNumber, parseDate, toDayNumber } from '../generators/dates.js';
import { Memo, type Permutations } from './feistel.js';
import { type ColumnKind, type Replacement, replaced } from './kind.js';
import { padded } from './presentation.js';
import { scramble } from './scramble.js';

const DAY_FIRST = /^(\d{2})([/-])(\d{2})\2(\d{4})$/;

interface Parsed {
  readonly day: number;
  readonly write: (day: number) => string;
}

/** A time of day after a date, as databases write timestamps: ` 00:00:00`, `T08:30:00.5+02`. */
const TIME_OF_DAY = /[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

function parse(value: string): Parsed | undefined {
  // A timestamp: its date moves, its time of day is kept as written.
  const time = TIME_OF_DAY.exec(value);
  if (time !== null && time.index > 0) {
    const date = parseDay(value.slice(0, time.index));
    return date && { day: date.day, write: (day) => `${date.write(day)}${time[0]}` };
  }
  return parseDay(value);
}

function parseDay(value: string): Parsed | undefined {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : undefined;
  if (iso) return { day: toDayNumber(iso), write: (day) => formatDate(fromDayNumber(day)) };
  const match = DAY_FIRST.exec(value);
  if (!match) return undefined;
  const date = parseDate(`${match[4]}-${match[3]}-${match[1]}`);
  if (!date) return undefined;
  const separator = match[2]!;
  return {
    day: toDayNumber(date),
    write: (day) => {
      const { y, m, d } = fromDayNumber(day);
      return `${padded(d, 2)}${separator}${padded(m, 2)}${separator}${padded(y, 4)}`;
    },
  };
}

const notDate = (candidate: string) => parse(candidate) === undefined;

/** The digit at `i` of `value` as a number, or -1. */
function digitAt(value: string, i: number): number {
  const d = value.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

/**
 * The day number of an ISO date (yyyy-mm-dd) that `parseDate` accepts, read
 * off its char codes; undefined for anything else (day numbers count from
 * 1970 and are negative before). The common case, computed
 * directly: a memo lookup of the value costs more than the computation.
 */
function isoDay(value: string): number | undefined {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  let y = 0;
  for (let i = 0; i < 4; i++) {
    const d = digitAt(value, i);
    if (d < 0) return undefined;
    y = y * 10 + d;
  }
  const m1 = digitAt(value, 5);
  const m2 = digitAt(value, 6);
  const d1 = digitAt(value, 8);
  const d2 = digitAt(value, 9);
  if (m1 < 0 || m2 < 0 || d1 < 0 || d2 < 0) return undefined;
  const m = m1 * 10 + m2;
  const d = d1 * 10 + d2;
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return toDayNumber({ y, m, d });
}

/**
 * How a day number of birth moves under the run's key and window: inside
 * its fixed block of `dateWindow` days; undefined when dates are kept
 * (window 0). Identifiers that carry a birth date (a Mexican CURP) move it
 * the same way, so they still agree with the row's moved date.
 */
export function birthDayMover(
  permutations: Permutations,
  dateWindow: number,
): ((day: number) => number) | undefined {
  if (dateWindow <= 0) return undefined;
  const shift = permutations.get('fecha', dateWindow);
  return (day) => {
    const block = Math.floor(day / dateWindow);
    return block * dateWindow + shift.apply(day - block * dateWindow, block);
  };
}

export const BIRTH_DATE_KIND: ColumnKind = {
  action: 'date of birth: moved inside a fixed block of days (the window)',
  create({ permutations, dateWindow }) {
    const shift = dateWindow > 0 ? permutations.get('fecha', dateWindow) : undefined;
    const memo = new Memo<Replacement>();
    const compute = (value: string): Replacement => {
      const parsed = parse(value);
      if (parsed === undefined) return replaced(scramble(permutations, 'fecha', value, notDate), false);
      if (shift === undefined) return replaced(value, true);
      const block = Math.floor(parsed.day / dateWindow);
      const day = block * dateWindow + shift.apply(parsed.day - block * dateWindow, block);
      return replaced(parsed.write(day), true);
    };
    return {
      replace(value) {
        const iso = shift === undefined ? undefined : isoDay(value);
        if (shift === undefined || iso === undefined) return memo.get(value, compute);
        const block = Math.floor(iso / dateWindow);
        const day = block * dateWindow + shift.apply(iso - block * dateWindow, block);
        return replaced(formatDate(fromDayNumber(day)), true);
      },
    };
  },
};
