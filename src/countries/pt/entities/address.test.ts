import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { STREET_NAMES_PT, STREET_TYPES_PT } from '../data/street-words.js';
import { drawAddress } from './address.js';

const TYPES = STREET_TYPES_PT.map((t) => t.word).join('|');
const NAMES = STREET_NAMES_PT.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** "Rua de São João, 12" or "Rua de São João, 12, 3.º Esq.". */
const LINE = new RegExp(`^(${TYPES}) (${NAMES}), \\d{1,3}(, (R/C|[1-8]\\.º) (Esq\\.|Dto\\.|Frente|A|B|C))?$`);

describe('drawAddress', () => {
  it('writes a Portuguese street line and a CP7 of the district', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (seed) => {
        const a = drawAddress(rngFromSeed(seed));
        expect(a.direccion).toMatch(LINE);
        expect(a.cp).toMatch(/^\d{4}-\d{3}$/);
        expect(a.municipalityCode.slice(0, 2)).toBe(a.regionCode);
        expect(a.localidad.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('puts the islands in their autonomous region', () => {
    const rng = rngFromSeed('pt-islands');
    for (let i = 0; i < 5_000; i++) {
      const a = drawAddress(rng.split(i));
      const expected = a.regionCode.startsWith('3')
        ? 'Região Autónoma da Madeira'
        : a.regionCode.startsWith('4')
          ? 'Região Autónoma dos Açores'
          : 'Continente';
      expect(a.comunidad).toBe(expected);
    }
  });

  it('is a function of the seed', () => {
    expect(drawAddress(rngFromSeed('same'))).toEqual(drawAddress(rngFromSeed('same')));
  });
});
