import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { formatPlatePt, generatePlatePt, platesIssuedPt, validatePlatePt } from './plate.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('validatePlatePt', () => {
  it.each([
    ['AA-10-00', 'AA-00-00'],
    ['12-34-AB', '00-00-AA'],
    ['12-AB-34', '00-AA-00'],
    ['AA 01 AA', 'AA-00-AA'],
    ['WY-12-KW', 'AA-00-AA'],
    ['12-KA-34', '00-AA-00'],
  ])('%s is a %s plate', (value, formato) => {
    expect(validatePlatePt(value)).toMatchObject({ valid: true, extra: { formato } });
  });

  it.each([
    ['12-AB-3', 'invalid_plate_pt_format'],
    ['1A-B2-34', 'invalid_plate_pt_format'],
    ['AB-CD-12', 'invalid_plate_pt_format'],
    ['12-WA-34', 'invalid_plate_pt_letters'],
    ['YA-12-34', 'invalid_plate_pt_letters'],
  ])('%s -> %s', (value, code) => {
    expect(validatePlatePt(value)).toMatchObject({ valid: false, code });
  });
});

describe('formatPlatePt', () => {
  it('writes the dashes, or none', () => {
    expect(formatPlatePt('ab12cd')).toBe('AB-12-CD');
    expect(formatPlatePt('AB-12-CD', 'compact')).toBe('AB12CD');
  });
});

const SERIES_SINCE: Record<string, string> = {
  'AA-00-00': '1937-01-01',
  '00-00-AA': '1992-03-01',
  '00-AA-00': '2005-05-25',
  'AA-00-AA': '2020-03-03',
};

describe('generatePlatePt', () => {
  it('gives valid plates of a series in force in the 25 years up to the reference date', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(SEEDS, fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2035, 0, 1) }), (seed, ms) => {
        const refDate = new Date(Math.floor(ms / day) * day).toISOString().slice(0, 10);
        const plate = generatePlatePt(rngFromSeed(String(seed)), { refDate });
        const result = validatePlatePt(plate);
        expect(result.valid).toBe(true);
        if (!result.valid) return;
        const since = SERIES_SINCE[result.extra!.formato!]!;
        expect(since <= refDate).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('repeats a plate no more than chance does: 10,000 plates of a 2026 window, 9,950 or more distinct', () => {
    // About 9 million plates issued in the window: some 5 pairs expected.
    const rng = rngFromSeed('variedade');
    const plates = new Set(
      Array.from({ length: 10_000 }, (_, i) => generatePlatePt(rng.split(i), { refDate: '2026-11-22' })),
    );
    expect(plates.size).toBeGreaterThanOrEqual(9_950);
  });

  it('gives the current series only to cars registered since March 2020, early in it', () => {
    const rng = rngFromSeed('9');
    const plates = Array.from({ length: 2000 }, () => generatePlatePt(rng, { refDate: '2025-06-30' }));
    const current = plates.filter((p) => /^[A-Z]{2}\d{2}[A-Z]{2}$/.test(p));
    expect(current.length).toBeGreaterThan(0);
    expect(current.length).toBeLessThan(plates.length * 0.3);
    // About 5 years at the 2005-2020 pace (1.8 million plates): A and B lead.
    expect(current.every((p) => p[0] === 'A' || p[0] === 'B')).toBe(true);
    expect(() => generatePlatePt(rng, { refDate: '1930-01-01' })).toThrow(RangeError);
  });
});

describe('platesIssuedPt', () => {
  it('numbers distinct valid plates, first and last of the window included, for any reference date', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1937, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
          minLength: 50,
          maxLength: 50,
        }),
        (ms, shares) => {
          const refDate = new Date(Math.floor(ms / day) * day).toISOString().slice(0, 10);
          const { count, at } = platesIssuedPt(refDate);
          expect(count).toBeGreaterThan(0);
          const numbers = [...new Set([0, count - 1, ...shares.map((u) => Math.floor(u * count))])];
          const plates = numbers.map(at);
          expect(new Set(plates).size).toBe(numbers.length);
          for (const plate of plates) {
            const result = validatePlatePt(plate);
            expect(result.valid, plate).toBe(true);
            if (result.valid) expect(SERIES_SINCE[result.extra!.formato!]! <= refDate).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds every plate generatePlatePt gives for the date', () => {
    // Two months of 1937: a window small enough to list.
    const refDate = '1937-03-01';
    const { count, at } = platesIssuedPt(refDate);
    const issued = new Set(Array.from({ length: count }, (_, n) => at(n)));
    const rng = rngFromSeed('janela');
    const drawn = Array.from({ length: 2000 }, () => generatePlatePt(rng, { refDate }));
    expect(drawn.filter((plate) => !issued.has(plate))).toEqual([]);
  });

  it('counts about 25 years of issue', () => {
    // 2001-2005 of 00-00-AA, 2005-2020 whole, 2020 on at the 2005-2020 pace.
    const { count } = platesIssuedPt('2026-11-22');
    expect(count).toBeGreaterThan(8_000_000);
    expect(count).toBeLessThan(11_000_000);
  });
});
