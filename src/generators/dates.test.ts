import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  ageOn,
  dayNumberOf,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  todayUtc,
} from './dates.js';

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['1899-12-31', false],
    ['2026-11-22', true],
  ])('parseDate(%s) valid=%s', (text, valid) => {
    expect(parseDate(text) !== undefined).toBe(valid);
  });

  it.each([
    '2024-02-29',
    '2023-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-01',
    '1899-12-31',
    '3000-01-01',
    '1900-01-01',
    '2999-12-31',
    '2026-11-22',
    '2026-11-22 ',
    '2026/11/22',
    '２０２６-11-22',
    '2026-11-2x',
    '',
  ])('dayNumberOf(%j) is the day number of what parseDate accepts, and throws on the rest', (text) => {
    const date = parseDate(text);
    if (date) expect(dayNumberOf(text)).toBe(toDayNumber(date));
    else expect(() => dayNumberOf(text)).toThrow(RangeError);
  });

  it('dayNumberOf reads every day of 1900-2999 as parseDate does', () => {
    const last = toDayNumber({ y: 2999, m: 12, d: 31 });
    for (let day = toDayNumber({ y: 1900, m: 1, d: 1 }); day <= last; day++) {
      const text = formatDate(fromDayNumber(day));
      if (dayNumberOf(text) !== day) expect(dayNumberOf(text)).toBe(day);
    }
  });

  it.each([
    ['2000-02-29', '2024-02-28', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
  ])('age of someone born %s on %s is %i', (birth, on, age) => {
    expect(ageOn(parseDate(birth)!, parseDate(on)!)).toBe(age);
  });

  it('day numbers round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_000, max: 300_000 }), (day) => {
        expect(toDayNumber(fromDayNumber(day))).toBe(day);
      }),
    );
  });

  it('addYears keeps the day except 29 February', () => {
    expect(formatDate(addYears(parseDate('2024-02-29')!, -1))).toBe('2023-02-28');
    expect(formatDate(addYears(parseDate('2024-03-31')!, -10))).toBe('2014-03-31');
  });
});

describe('todayUtc', () => {
  it('is the UTC date of the given instant, at both ends of a day', () => {
    expect(todayUtc(new Date('2024-02-29T00:00:00Z'))).toBe('2024-02-29');
    expect(todayUtc(new Date('2024-02-29T23:59:59.999Z'))).toBe('2024-02-29');
    expect(todayUtc(new Date('1999-12-31T23:59:59Z'))).toBe('1999-12-31');
  });

  it('is today when no instant is given, also when asked again', () => {
    const before = new Date().toISOString().slice(0, 10);
    const first = todayUtc();
    const second = todayUtc();
    const after = new Date().toISOString().slice(0, 10);
    expect([before, after]).toContain(first);
    expect(second).toBe(first);
  });
});
