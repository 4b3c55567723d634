/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in UTC (no clock, no time zone):
 * generators receive the reference date from the request.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** The days `parseDate` accepts: the catalog lists them, so forms can say so. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';

export interface YMD {
  readonly y: number;
  readonly m: number; // 1-12
  readonly d: number; // 1-31
}

/** Strict parse: the string must name a real calendar day between years 1900 and 2999. */
export function parseDate(text: string): YMD | undefined {
  const match = DATE_RE.exec(text);
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return { y, m, d };
}

export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

export const toDayNumber = ({ y, m, d }: YMD) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);

/** The number written by the `length` ASCII digits of `text` from `at`; NaN if one is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Day number of a date string that `parseDate` accepts; throws on any other.
 * Read character by character, without a match or a cache: a Parquet date
 * column converts one value per row (docs/api.md, Export formats).
 */
export function dayNumberOf(text: string): number {
  const y = digitsAt(text, 0, 4);
  const m = digitsAt(text, 5, 2);
  const d = digitsAt(text, 8, 2);
  const valid =
    text.length === 10 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    y >= 1900 &&
    y <= 2999 &&
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= daysInMonth(y, m);
  if (!valid) throw new RangeError(`bad date ${text}`);
  return toDayNumber({ y, m, d });
}

/**
 * The civil date of a day number (days since 1970-01-01), by integer
 * arithmetic on 400-year eras (H. Hinnant's civil_from_days): the same
 * dates as `Date`, without building one per value.
 */
export function fromDayNumber(day: number): YMD {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097; // day of era, 0-146096
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)); // from 1 March, 0-365
  const mp = Math.floor((5 * doy + 2) / 153); // month from March, 0-11
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** "00" to "99": months, days and most years are written from it. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatDate({ y, m, d }: YMD): string {
  // Four-digit years from the table too: numbers converted one by one miss the engine's cache.
  const year =
    y >= 1000 && y <= 9999 ? `${TWO_DIGITS[Math.floor(y / 100)]}${TWO_DIGITS[y % 100]}` : pad(y, 4);
  return `${year}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]}`;
}

/** Same day `years` later (earlier when negative); 29 February becomes 28 February. */
export function addYears(date: YMD, years: number): YMD {
  const y = date.y + years;
  return { y, m: date.m, d: Math.min(date.d, daysInMonth(y, date.m)) };
}

/** Completed years between `birth` and `on`. */
export function ageOn(birth: YMD, on: YMD): number {
  const before = on.m < birth.m || (on.m === birth.m && on.d < birth.d);
  return on.y - birth.y - (before ? 1 : 0);
}

let today = { day: Number.NaN, text: '' };

/** Today's date in UTC: the default reference date. */
export function todayUtc(now?: Date): string {
  if (now !== undefined) return formatDate(fromDayNumber(Math.floor(now.getTime() / DAY_MS)));
  // Asked on every request without a refDate: formatted once per day.
  const day = Math.floor(Date.now() / DAY_MS);
  if (day !== today.day) today = { day, text: formatDate(fromDayNumber(day)) };
  return today.text;
}
