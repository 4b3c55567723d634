import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { type CompanyFormPt, drawCompanyNamePt } from './company.js';

const ENDING: Record<CompanyFormPt, RegExp> = {
  lda: /^[^,]+, Lda\.$/,
  sa: /^[^,]+, S\.A\.$/,
  unipessoal: /^[^,]+, Unipessoal Lda\.$/,
};

describe('drawCompanyNamePt', () => {
  it.each(['lda', 'sa', 'unipessoal'] as const)('ends a %s name with its legal form', (form) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (seed) => {
        const c = drawCompanyNamePt(rngFromSeed(seed), form);
        expect(c.form).toBe(form);
        expect(c.razonSocial).toMatch(ENDING[form]);
      }),
      { numRuns: 200 },
    );
  });

  it('draws quota companies most, then sole-owner ones, then a few S.A.', () => {
    const rng = rngFromSeed('pt-company-forms');
    const counts: Record<CompanyFormPt, number> = { lda: 0, sa: 0, unipessoal: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const c = drawCompanyNamePt(rng.split(i));
      expect(c.razonSocial).toMatch(ENDING[c.form]);
      counts[c.form]++;
    }
    expect(counts.lda / n).toBeCloseTo(0.55, 1);
    expect(counts.unipessoal / n).toBeCloseTo(0.4, 1);
    expect(counts.sa / n).toBeCloseTo(0.05, 1);
  });

  it('never joins a surname to itself', () => {
    const rng = rngFromSeed('pt-company-pairs');
    for (let i = 0; i < 5_000; i++) {
      const pair = /^(?:[\p{L} -]+ )?(\p{L}+) & (\p{L}+),/u.exec(drawCompanyNamePt(rng.split(i)).razonSocial);
      if (pair) expect(pair[1]).not.toBe(pair[2]);
    }
  });
});
