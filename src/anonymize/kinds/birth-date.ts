/**
 * Dates of birth (ISO yyyy-mm-dd, or dd/mm/yyyy and dd-mm-yyyy as Spanish
 * extracts write them). The day line is cut into fixed blocks of `window`
 * days and each date is permuted inside its block, tweaked by the block:
 * a date moves by less than the window, ages stay about right, and two
 * dates never merge. A window of 0 keeps dates as they are.
 */
import { formatDate, fromDayNumber, parseDate, toDayNumber } from '../../generators/dates.js';
import { Memo } from '../feistel.js';
import { padded } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, type Replacement, replaced } from './kind.js';

const DAY_FIRST = /^(\d{2})([/-])(\d{2})\2(\d{4})$/;

interface Parsed {
  readonly day: number;
  readonly write: (day: number) => string;
}

function parse(value: string): Parsed | undefined {
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
    return { replace: (value) => memo.get(value, compute) };
  },
};
