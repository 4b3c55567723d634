import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, parseDate } from '../../../generators/dates.js';
import { foldAscii } from '../../../generators/entities/fold.js';
import { rngFromSeed } from '../../../random/rng.js';
import { GIVEN_NAMES_PT } from '../data/generated/given-names.js';
import { SURNAMES_PT } from '../data/generated/surnames.js';
import { drawPerson } from './person.js';

const FEMALE = new Set(GIVEN_NAMES_PT.female.names);
const MALE = new Set(GIVEN_NAMES_PT.male.names);
const SURNAMES = new Set(SURNAMES_PT.names);
const AGES = { minAge: 18, maxAge: 80 };

describe('drawPerson', () => {
  it('gives names of the drawn sex, two surnames of the table and an age in bounds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), fc.integer({ min: 0, max: 100 }), (seed, span) => {
        const ages = { minAge: 0, maxAge: span };
        const p = drawPerson(rngFromSeed(seed), '2026-06-30', ages);
        const given = p.nombre.split(' ');
        const table = p.sexo === 'M' ? FEMALE : MALE;
        expect(given.length === 1 || given.length === 2).toBe(true);
        expect(given.every((g) => table.has(g))).toBe(true);
        expect(new Set(given).size).toBe(given.length);
        expect(SURNAMES.has(p.apellido1) && SURNAMES.has(p.apellido2)).toBe(true);
        expect(p.nombreCompleto).toBe(`${p.nombre} ${p.apellido1} ${p.apellido2}`);
        expect(p.edad).toBe(ageOn(parseDate(p.fechaNacimiento)!, parseDate('2026-06-30')!));
        expect(p.edad >= 0 && p.edad <= span).toBe(true);
        expect(p.ascii).toEqual({
          nombre: foldAscii(given[0]!),
          apellido1: foldAscii(p.apellido1),
          apellido2: foldAscii(p.apellido2),
        });
        expect(`${p.ascii.nombre}${p.ascii.apellido1}${p.ascii.apellido2}`).toMatch(/^[a-z]+$/);
      }),
      { numRuns: 300 },
    );
  });

  it('draws women at the Censos share and two given names about half the time', () => {
    const rng = rngFromSeed('pt-person-shares');
    let women = 0;
    let two = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const p = drawPerson(rng.split(i), '2026-01-01', AGES);
      if (p.sexo === 'M') women++;
      if (p.nombre.includes(' ')) two++;
    }
    expect(women / n).toBeCloseTo(0.524, 1);
    expect(Math.abs(two / n - 0.5)).toBeLessThan(0.02);
  });

  it('is a function of the seed', () => {
    const a = drawPerson(rngFromSeed('same'), '2026-01-01', AGES);
    const b = drawPerson(rngFromSeed('same'), '2026-01-01', AGES);
    expect(b).toEqual(a);
  });

  it('rejects a bad reference date', () => {
    expect(() => drawPerson(rngFromSeed('x'), '2026-02-30', AGES)).toThrow(RangeError);
  });
});
