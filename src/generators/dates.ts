/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in UTC (no clock, no time zone):
 * generators receive the reference date from the request.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

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

export function fromDayNumber(day: number): YMD {
  const date = new Date(day * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const formatDate = ({ y, m, d }: YMD) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

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

/** Today's date in UTC: the default reference date. */
export function todayUtc(now: Date = new Date()): string {
  return formatDate({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() });
}
