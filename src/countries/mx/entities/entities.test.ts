import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { rfcOfCompany, validateRfc } from '../formats/rfc.js';
import { drawAddress } from './address.js';
import { drawCompany } from './company.js';
import { drawPerson } from './person.js';

const SEEDS = fc.string({ maxLength: 16 });

describe('Mexican entities', () => {
  it('a company’s RFC is the one its name and date give (worked out once per name)', () => {
    fc.assert(
      fc.property(SEEDS, (seed) => {
        const c = drawCompany(rngFromSeed(seed));
        expect(c.taxId).toBe(rfcOfCompany(c.razonSocial, c.fechaConstitucion));
        expect(validateRfc(c.taxId)).toMatchObject({ valid: true, extra: { tipo: 'moral' } });
        const bad = drawCompany(rngFromSeed(seed), { ok: false });
        expect(bad.razonSocial).toBe(c.razonSocial);
        expect(validateRfc(bad.taxId)).toMatchObject({
          valid: false,
          code: 'invalid_rfc_check',
          expected: c.taxId.at(-1),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a person is drawn within the ages, with two surnames, and is a function of the seed', () => {
    fc.assert(
      fc.property(SEEDS, fc.integer({ min: 0, max: 100 }), (seed, span) => {
        const p = drawPerson(rngFromSeed(seed), '2026-06-30', { minAge: 0, maxAge: span });
        expect(p.edad >= 0 && p.edad <= span).toBe(true);
        expect(p.nombreCompleto).toBe(`${p.nombre} ${p.apellido1} ${p.apellido2}`);
        expect(drawPerson(rngFromSeed(seed), '2026-06-30', { minAge: 0, maxAge: span })).toEqual(p);
        const a = drawAddress(rngFromSeed(seed));
        expect(a.cp).toMatch(/^\d{5}$/);
        expect(a.municipalityCode.slice(0, 2)).toBe(a.regionCode);
        expect(a.direccion.endsWith(a.colonia)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('draws women at the Censo 2020 share', () => {
    const rng = rngFromSeed('mx-people');
    let women = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++)
      if (drawPerson(rng.split(i), '2026-01-01', { minAge: 18, maxAge: 80 }).sexo === 'M') women++;
    expect(Math.abs(women / n - 0.5122)).toBeLessThan(0.015);
  });
});
