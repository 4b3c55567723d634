import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_REGISTRY } from '../../../data/generated/iban-registry.js';
import { rngFromSeed } from '../../../random/rng.js';
import { parseBban, randomBban } from '../bban.js';
import { carried, withCheck } from './check.js';
import { ribKey } from './fr.js';
import { mod1110 } from './hr.js';
import { NATIONAL_CHECKS } from './index.js';
import { cin } from './it.js';

const registryRow = (country: string) =>
  IBAN_REGISTRY.find((row) => row.country === country && row.parent === '');
const COUNTRIES = Object.keys(NATIONAL_CHECKS).sort();

describe('national check table', () => {
  it('names only registry countries', () => {
    expect(COUNTRIES.filter((country) => registryRow(country) === undefined)).toEqual([]);
  });

  it('every slot lies inside its country BBAN, in order, without overlap', () => {
    const bad = COUNTRIES.filter((country) => {
      const length = parseBban(registryRow(country)?.bban ?? '').length;
      let previousEnd = 0;
      return NATIONAL_CHECKS[country]?.slots.some(([start, end]) => {
        const wrong = start < previousEnd || end <= start || end > length;
        previousEnd = end;
        return wrong;
      });
    });
    expect(bad).toEqual([]);
  });

  it('the registry example of every country with a national rule passes it', () => {
    const failures = COUNTRIES.flatMap((country) => {
      const example = registryRow(country)?.example ?? '';
      const check = NATIONAL_CHECKS[country];
      const bban = example.slice(4);
      return check && check.expected(bban) === carried(check, bban) ? [] : [example];
    });
    expect(failures).toEqual([]);
  });

  it.each(COUNTRIES)(
    '%s: expected() ignores the check slots, and withCheck() makes any BBAN pass',
    (country) => {
      const check = NATIONAL_CHECKS[country];
      const structure = parseBban(registryRow(country)?.bban ?? '');
      if (check === undefined) throw new Error(country);
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.string({ minLength: 1, maxLength: 12 }),
          (a, b) => {
            const first = randomBban(rngFromSeed(a), structure);
            const other = randomBban(rngFromSeed(b), structure);
            const slotsFromOther = withCheck(check, first, carried(check, other));
            expect(check.expected(slotsFromOther)).toBe(check.expected(first));
            const expected = check.expected(first);
            if (expected !== null) {
              const fixed = withCheck(check, first, expected);
              expect(structure.pattern.test(fixed)).toBe(true);
              expect(carried(check, fixed)).toBe(expected);
            }
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});

describe('rules on their published vectors', () => {
  it.each([
    ['20041010050500013M026', '06'],
    ['11222000010123456789030', '30'],
  ])('RIB key of %s is %s', (bban, key) => {
    expect(ribKey(bban)).toBe(key);
  });

  it.each([
    ['X0542811101000000123456', 'X'],
    ['U0322509800000000270100', 'U'],
    ['P0854009812123456789123', 'P'],
  ])('CIN of %s is %s', (bban, letter) => {
    expect(cin(bban)).toBe(letter);
  });

  it.each([
    ['100100', '5'], // HR registry example, bank 1001005
    ['186300016', '0'], // its account 1863000160
    ['236000', '0'], // HR1723600001101234565, bank 2360000
    ['110123456', '5'], // its account 1101234565
  ])('MOD 11,10 check digit of %s is %s', (body, digit) => {
    expect(mod1110(body, 0, body.length)).toBe(digit);
  });

  it('RIB letters count like their digits: A, J -> 1; S -> 2; Z -> 9', () => {
    const base = '2004101005050001300';
    expect(ribKey(`${base}A1`)).toBe(ribKey(`${base}11`));
    expect(ribKey(`${base}J1`)).toBe(ribKey(`${base}11`));
    expect(ribKey(`${base}S1`)).toBe(ribKey(`${base}21`));
    expect(ribKey(`${base}Z1`)).toBe(ribKey(`${base}91`));
  });
});
