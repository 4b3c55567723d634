import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateIban } from '../../../domain/iban/iban.js';
import { rngFromSeed } from '../../../random/rng.js';
import { formatNib, generateNib, nibCheckDigits, validateNib } from './nib.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The banks' published form: weights 73, 17, 89, ... on 19 digits, 98 − (sum mod 97). */
const WEIGHTS = [73, 17, 89, 38, 62, 45, 53, 15, 50, 5, 49, 34, 81, 76, 27, 90, 9, 30, 3];
function referenceCheck(first19: string): string {
  const sum = [...first19].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return String(98 - (sum % 97)).padStart(2, '0');
}

describe('validateNib', () => {
  // 0018 0000 40359330001 87: the example of the public-domain `controlNIB` routine.
  it.each(['0018 0000 40359330001 87', '001800004035933000187'])('%s is valid', (value) => {
    expect(validateNib(value)).toEqual({
      valid: true,
      normalized: '001800004035933000187',
      extra: { entidad: '0018', banco: 'Banco Santander Totta', bic: 'TOTAPTPL' },
    });
  });

  it('names only the code of a bank accounts are not opened at', () => {
    // 0001 is the Banco de Portugal itself; the check digits are the rule's.
    const body = '0001000012345678901';
    const nib = body + String(98 - Number((BigInt(body) * 100n) % 97n)).padStart(2, '0');
    expect(validateNib(nib)).toEqual({ valid: true, normalized: nib, extra: { entidad: '0001' } });
  });

  it.each([
    ['00180000403593300018', 'invalid_nib_format'],
    ['0018000040359330001870', 'invalid_nib_format'],
    ['00180000403593300018A', 'invalid_nib_format'],
    ['001800004035933000188', 'invalid_nib_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateNib(value)).toMatchObject({ valid: false, code });
  });

  it('names the right check digits', () => {
    expect(validateNib('001800004035933000100')).toEqual({
      valid: false,
      code: 'invalid_nib_check',
      expected: '87',
    });
  });
});

describe('nibCheckDigits', () => {
  it('matches the weighted form for any 19 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{19}$/), (first19) => {
        expect(nibCheckDigits(first19)).toBe(referenceCheck(first19));
      }),
      { numRuns: 5000 },
    );
  });

  it('throws on misuse', () => {
    expect(() => nibCheckDigits('123')).toThrow(RangeError);
  });
});

describe('formatNib', () => {
  it('spaces bank, branch, account and check', () => {
    expect(formatNib('001800004035933000187', 'spaced')).toBe('0018 0000 40359330001 87');
    expect(formatNib('0018 0000 40359330001 87')).toBe('001800004035933000187');
  });
});

describe('generateNib', () => {
  it('gives valid NIBs of the bank asked for, whose IBAN is PT50 + NIB; ok: false is wrong as a NIB and as an IBAN', () => {
    fc.assert(
      fc.property(SEEDS, fc.constantFrom('0035', '0033', '0010', '0018', '0007'), (seed, bankCode) => {
        const rng = rngFromSeed(String(seed));
        const nib = generateNib(rng, { bankCode });
        expect(nib.startsWith(bankCode)).toBe(true);
        expect(validateNib(nib).valid).toBe(true);
        expect(validateIban(`PT50${nib}`).valid).toBe(true);
        const bad = generateNib(rng, { bankCode, ok: false });
        expect(bad).toMatch(/^\d{21}$/);
        expect(validateNib(bad)).toMatchObject({ valid: false, code: 'invalid_nib_check' });
        expect(validateIban(`PT50${bad}`).valid).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a given account number in its eleven digits', () => {
    const nib = generateNib(rngFromSeed('1'), { bankCode: '0035', accountNumber: 1234 });
    expect(nib.slice(8, 19)).toBe('00000001234');
    expect(() => generateNib(rngFromSeed('1'), { bankCode: '35' })).toThrow(RangeError);
    expect(() => generateNib(rngFromSeed('1'), { bankCode: '0035', accountNumber: 1e11 })).toThrow(
      RangeError,
    );
  });
});
