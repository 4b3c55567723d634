/**
 * `matricula` gives plates issued by the reference date: over many plates
 * and reference dates none lies beyond the series reached then (per the
 * milestone table and per the sourced "first plate of a letter" dates
 * directly), and the plates spread over the whole issued range.
 */
import { describe, expect, it } from 'vitest';
import { PLATE_MILESTONES } from '../src/countries/es/data/plate-series.js';
import {
  generatePlate,
  plateAt,
  plateIndex,
  platesIssuedBy,
  validatePlate,
} from '../src/countries/es/formats/plate.js';
import { bulkRows, type IsoDate } from '../src/index.js';
import { rngFromSeed } from '../src/random/rng.js';

const COUNT = 10_000;

async function plates(refDate: IsoDate, seed: string, unique = false): Promise<string[]> {
  const rows = await bulkRows({
    fields: [{ name: 'm', type: 'matricula', unique }],
    count: COUNT,
    seed,
    refDate,
  });
  return rows.map((r) => String(r.m));
}

describe('plate series milestones', () => {
  it('ascend in date and in sequence, and name valid plates', () => {
    for (let i = 0; i < PLATE_MILESTONES.length; i++) {
      const m = PLATE_MILESTONES[i]!;
      expect(validatePlate(m.plate).valid, m.plate).toBe(true);
      expect(m.source.length).toBeGreaterThan(10);
      if (i === 0) continue;
      const before = PLATE_MILESTONES[i - 1]!;
      expect(m.date > before.date, m.date).toBe(true);
      expect(plateIndex(m.plate)).toBeGreaterThan(plateIndex(before.plate));
    }
    expect(PLATE_MILESTONES[0]).toMatchObject({ date: '2000-09-18', plate: '0000BBB' });
  });

  it('are reached by the interpolation on their own dates, never passed before them', () => {
    for (const m of PLATE_MILESTONES) {
      expect(platesIssuedBy(m.date)).toBe(plateIndex(m.plate) + 1);
      const dayBefore = new Date(Date.parse(`${m.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(platesIssuedBy(dayBefore)).toBeLessThanOrEqual(plateIndex(m.plate));
    }
    expect(platesIssuedBy('2000-09-17')).toBe(0);
    expect(platesIssuedBy('2100-01-01')).toBe(platesIssuedBy(PLATE_MILESTONES.at(-1)!.date));
  });
});

describe('matricula by reference date', () => {
  const REF_DATES: IsoDate[] = [
    '2000-12-31',
    '2004-01-01',
    '2010-06-15',
    '2019-09-05',
    '2022-09-01',
    '2025-04-13',
    '2026-11-26',
  ];

  for (const refDate of REF_DATES) {
    it(`${refDate}: ${COUNT} plates, none beyond the series issued, spread over the issued range`, async () => {
      const issued = platesIssuedBy(refDate);
      for (const unique of [false, true]) {
        const values = await plates(refDate, `plates-${refDate}`, unique);
        const indexes = values.map((v) => {
          expect(validatePlate(v)).toMatchObject({ valid: true, extra: { formato: 'actual' } });
          return plateIndex(v);
        });
        const beyond = indexes.filter((n) => n >= issued);
        expect(beyond).toEqual([]);
        // Uniform over the issued plates: the extremes come within 0.2 % of both ends.
        expect(Math.min(...indexes)).toBeLessThan(issued * 0.002);
        expect(Math.max(...indexes)).toBeGreaterThan(issued * 0.998);
        // and the median near the middle.
        const sorted = [...indexes].sort((a, b) => a - b);
        expect(Math.abs(sorted[COUNT / 2]! / issued - 0.5)).toBeLessThan(0.03);
        if (unique) expect(new Set(values).size).toBe(COUNT);
      }
    });
  }

  it('follows the sourced first-plate dates: no L before 6 Sep 2019, no M before 2 Sep 2022, no N before 14 Apr 2025', async () => {
    const firsts = [
      ['2019-09-05', 'L'],
      ['2022-09-01', 'M'],
      ['2025-04-13', 'N'],
    ] as const satisfies readonly (readonly [IsoDate, string])[];
    for (const [dayBefore, letter] of firsts) {
      const values = await plates(dayBefore, `firsts-${letter}`);
      const letters = new Set(values.map((v) => v[4]));
      expect([...letters].filter((l) => l! >= letter)).toEqual([]);
      // The letter before is there: the range reaches up to the newest series.
      const previous = 'BCDFGHJKLMNPRSTVWXYZ'['BCDFGHJKLMNPRSTVWXYZ'.indexOf(letter) - 1];
      expect(letters.has(previous)).toBe(true);
    }
  });

  it('newer series are as frequent as their share of issued plates', async () => {
    const refDate = '2026-11-26';
    const issued = platesIssuedBy(refDate);
    const values = await plates(refDate, 'plates-share');
    // Plates issued before HBB (Dec 2010) are about 43.5 % of those issued by the last milestone.
    const share = plateIndex('0000HBB') / issued;
    const observed = values.filter((v) => plateIndex(v) < plateIndex('0000HBB')).length / COUNT;
    expect(Math.abs(observed - share)).toBeLessThan(0.02);
    // Letters past the last milestone's series (P to Z) never come out.
    expect(values.filter((v) => v[4]! > 'N')).toEqual([]);
  });

  it('the first day of the system gives its first plate; before it, provincial plates', async () => {
    expect(new Set(await plates('2000-09-18', 'first-day'))).toEqual(new Set(['0000BBB']));
    const old = await plates('1995-05-05', 'provincial');
    for (const v of old)
      expect(validatePlate(v)).toMatchObject({ valid: true, extra: { formato: 'provincial' } });
    expect(new Set(old).size).toBeGreaterThan(9990);
    const oldUnique = await plates('1995-05-05', 'provincial', true);
    expect(new Set(oldUnique).size).toBe(COUNT);
  });

  it('ok: false (the domain generator) puts a vowel in an issued plate', () => {
    const issued = platesIssuedBy('2015-01-01');
    for (let i = 0; i < 2000; i++) {
      const v = generatePlate(rngFromSeed(`bad-${i}`), { ok: false, refDate: '2015-01-01' });
      expect(validatePlate(v)).toMatchObject({ valid: false, code: 'invalid_plate_letters' });
      expect(v.slice(4).replace(/[AEIOU]/g, '')).toHaveLength(2);
      const good = generatePlate(rngFromSeed(`bad-${i}`), { refDate: '2015-01-01' });
      expect(plateIndex(good)).toBeLessThan(issued);
      expect(v.slice(0, 4)).toBe(good.slice(0, 4));
    }
    expect(plateAt(plateIndex('1234MZC'))).toBe('1234MZC');
  });
});
