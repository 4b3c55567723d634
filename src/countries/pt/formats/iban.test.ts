import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanFromBban } from '../../../domain/iban/iban.js';
import { rngFromSeed } from '../../../random/rng.js';
import { validateIbanEs } from '../../es/formats/iban.js';
import { BANKS_PT } from '../data/generated/banks.js';
import { validateIbanPt } from './iban.js';
import { generateNib, validateNib } from './nib.js';

describe('validateIbanPt', () => {
  // The NIB 0018 0000 40359330001 87 (controlNIB's example) as an IBAN.
  it.each(['PT50 0018 0000 4035 9330 0018 7', 'PT50001800004035933000187'])('%s names its bank', (value) => {
    expect(validateIbanPt(value)).toEqual({
      valid: true,
      normalized: 'PT50001800004035933000187',
      extra: { pais: 'PT', entidad: '0018', banco: 'Banco Santander Totta', bic: 'TOTAPTPL' },
    });
  });

  it('every listed bank, random accounts: the bank its NIB names, after the country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANKS_PT), fc.string({ minLength: 1, maxLength: 12 }), (bank, seed) => {
        const nib = generateNib(rngFromSeed(seed), { bankCode: bank.code });
        const result = validateIbanPt(ibanFromBban('PT', nib));
        const ofNib = validateNib(nib);
        expect(ofNib.valid).toBe(true);
        expect(result).toMatchObject({
          valid: true,
          extra: { pais: 'PT', ...(ofNib.valid ? ofNib.extra : {}) },
        });
        expect(result.valid && result.extra?.banco).toBe(bank.name);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    'PT50001800004035933000188', // NIB check digits
    'PT51001800004035933000187', // IBAN check digits
    'PT5000180000403593300018', // length
    'ES9121000418450200051332', // another country: its own answer (a Spanish IBAN names its bank)
    'DE89370400440532013000',
  ])('%s: what IBAN validation says everywhere', (value) => {
    expect(validateIbanPt(value)).toEqual(validateIbanEs(value));
  });
});
