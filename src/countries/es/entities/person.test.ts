import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, formatDate, fromDayNumber, parseDate, toDayNumber } from '../../../generators/dates.js';
import { firstWord, foldAscii } from '../../../generators/entities/fold.js';
import {
  drawBirthDate,
  emailFor,
  RESERVED_EMAIL_DOMAINS,
  usernameFor,
} from '../../../generators/entities/person.js';
import { rngFromSeed } from '../../../random/rng.js';
import { givenNames } from '../data/generated/given-names.js';
import { drawPerson } from './person.js';

// The tables are parsed on first use.
const GIVEN_NAMES = givenNames();

const seedArb = fc.string({ unit: 'binary', maxLength: 24 });
const refArb = fc
  .integer({ min: toDayNumber(parseDate('1900-01-01')!), max: toDayNumber(parseDate('2999-12-31')!) })
  .map(fromDayNumber);
const agesArb = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }))
  .map(([a, b]) => ({ minAge: Math.min(a, b), maxAge: Math.max(a, b) }));

/** YYYY-MM-DD without parseDate's 1900 floor: early reference dates give earlier births. */
const ymd = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};

const FEMALE = new Set(GIVEN_NAMES.female.names);
const MALE = new Set(GIVEN_NAMES.male.names);

/** What every email and username must be built of: the folded first given name and surnames. */
function nameParts(person: ReturnType<typeof drawPerson>) {
  return {
    given: foldAscii(firstWord(person.nombre)),
    s1: foldAscii(person.apellido1),
    s2: foldAscii(person.apellido2),
    year: person.fechaNacimiento.slice(2, 4),
  };
}

describe('drawBirthDate', () => {
  it('gives an age within the bounds on the reference date', () => {
    fc.assert(
      fc.property(seedArb, refArb, agesArb, (seed, ref, ages) => {
        const { date, age } = drawBirthDate(rngFromSeed(seed), ref, ages);
        expect(age).toBe(ageOn(date, ref));
        expect(age).toBeGreaterThanOrEqual(ages.minAge);
        expect(age).toBeLessThanOrEqual(ages.maxAge);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2024-02-29', 18, 18],
    ['2024-02-29', 0, 0],
    ['2025-03-01', 80, 80],
    ['2026-11-22', 0, 120],
  ])('on %s with ages %i-%i reaches both ends of the range', (refDate, minAge, maxAge) => {
    const ref = parseDate(refDate)!;
    const ages = new Set<number>();
    for (let i = 0; i < 2000; i++) ages.add(drawBirthDate(rngFromSeed(`b${i}`), ref, { minAge, maxAge }).age);
    expect(Math.min(...ages)).toBe(minAge);
    if (maxAge - minAge < 5) expect(Math.max(...ages)).toBe(maxAge);
  });
});

describe('drawPerson', () => {
  it('takes the given name from the list of its sex and composes the full name', () => {
    fc.assert(
      fc.property(seedArb, refArb, agesArb, (seed, ref, ages) => {
        const person = drawPerson(rngFromSeed(seed), formatDate(ref), ages);
        expect((person.sexo === 'M' ? FEMALE : MALE).has(person.nombre)).toBe(true);
        expect(person.nombreCompleto).toBe(`${person.nombre} ${person.apellido1} ${person.apellido2}`);
        expect(person.fechaNacimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(person.edad).toBe(ageOn(ymd(person.fechaNacimiento), ref));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a reference date that is not a date', () => {
    expect(() => drawPerson(rngFromSeed('x'), '2026-02-30')).toThrow(RangeError);
  });
});

describe('emailFor and usernameFor', () => {
  it('build on the folded name, the birth year and a reserved domain unless one is given', () => {
    fc.assert(
      fc.property(seedArb, fc.option(fc.constantFrom('empresa.es', 'correo.test')), (seed, domain) => {
        const rng = rngFromSeed(seed);
        const person = drawPerson(rng.split('person'), '2026-11-22');
        const { given, s1, s2, year } = nameParts(person);
        const email = emailFor(rng.split('email'), person, domain ?? undefined);
        const [local = '', host] = email.split('@');
        expect(domain ? [domain] : RESERVED_EMAIL_DOMAINS).toContain(host);
        const username = usernameFor(rng.split('username'), person);
        for (const handle of [local, username]) {
          expect(handle).toMatch(/^[a-z0-9._]+$/);
          expect(handle.startsWith(given[0]!)).toBe(true);
          expect(handle.includes(s1) || handle.includes(s2)).toBe(true);
          const digits = handle.replace(/[^0-9]/g, '');
          expect(['', year]).toContain(digits);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['María del Carmen', 'mariadelcarmen'],
    ['Núñez', 'nunez'],
    ["O'Brien", 'obrien'],
    ['García-Moreno', 'garciamoreno'],
    ['Marcel·lí', 'marcelli'],
    ['Çelik', 'celik'],
  ])('foldAscii(%s) is %s', (input, folded) => {
    expect(foldAscii(input)).toBe(folded);
  });
});
