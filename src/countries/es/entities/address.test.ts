import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { validateValue } from '../../validate.js';
import { BANKS } from '../data/generated/banks.js';
import { municipalities } from '../data/generated/municipalities.js';
import { COMMUNITIES, PROVINCES } from '../data/generated/provinces.js';
import { drawAccount } from './account.js';
import { drawAddress } from './address.js';

// The tables are parsed on first use.
const MUNICIPALITIES = municipalities();

const seedArb = fc.string({ unit: 'binary', maxLength: 24 });
const MUNICIPALITY = new Map(MUNICIPALITIES.map((m) => [m.code, m]));

describe('drawAddress', () => {
  it('describes one real place: postal code of the municipality, of the province, of the community', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const address = drawAddress(rngFromSeed(seed));
        const municipality = MUNICIPALITY.get(address.municipalityCode)!;
        const province = PROVINCES.find((p) => p.code === municipality.provinceCode)!;
        expect(municipality.name).toBe(address.municipio);
        expect(municipality.postalCodes).toContain(address.cp);
        expect(address.cp.slice(0, 2)).toBe(province.code);
        expect([address.regionCode, address.provincia]).toEqual([province.code, province.name]);
        expect(COMMUNITIES.find((c) => c.code === province.communityCode)?.name).toBe(address.comunidad);
        expect(address.direccion).toMatch(/^\S.*, \d{1,3}(, \dº \S+)?$/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('drawAccount', () => {
  it('opens the account at an active bank whose code, name and BIC agree with the IBAN', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const account = drawAccount(rngFromSeed(seed));
        const bank = BANKS.find((b) => b.code === account.entidad && b.active);
        expect([bank?.name, bank?.bic]).toEqual([account.banco, account.bic]);
        expect(account.iban).toBe(`ES${account.iban.slice(2, 4)}${account.ccc}`);
        expect(validateValue(account.ccc, 'CCC').valid).toBe(true);
        expect(validateValue(account.iban, 'IBAN')).toMatchObject({
          valid: true,
          extra: { bic: account.bic },
        });
      }),
      { numRuns: 2000 },
    );
  });
});
