import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, generateIban, ibanFromBban, validateIban } from '../../../domain/iban/iban.js';
import { rngFromSeed } from '../../../random/rng.js';
import { ACTIVE_BANKS } from './banks.js';
import { cccCheckDigits } from './ccc.js';
import { generateIbanEs, IBAN_ES_FORMAT, validateIbanEs } from './iban.js';

describe('validateIbanEs', () => {
  it('reports country, and for Spain entity, bank and BIC', () => {
    expect(validateIbanEs('es91 2100 0418 4502 0005 1332')).toEqual({
      valid: true,
      normalized: 'ES9121000418450200051332',
      extra: { pais: 'ES', entidad: '2100', banco: 'CAIXABANK, S.A.', bic: 'CAIXESBB' },
    });
    expect(validateIbanEs('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      normalized: 'DE89370400440532013000',
      extra: { pais: 'DE' },
    });
  });

  it('a Spanish IBAN at an unknown entity is valid and names only the entity', () => {
    const iban = ibanFromBban('ES', `99990001${cccCheckDigits('9999', '0001', '0000000001')}0000000001`);
    expect(validateIbanEs(iban)).toEqual({
      valid: true,
      normalized: iban,
      extra: { pais: 'ES', entidad: '9999' },
    });
  });

  it('gives the checks’ answer for anything but a valid Spanish IBAN', () => {
    for (const value of ['ES9121000418450200051333', 'ES91', 'DE89370400440532013000', 'XX00', '']) {
      expect(validateIbanEs(value)).toEqual(validateIban(value));
    }
    expect(IBAN_ES_FORMAT.kind).toBe('IBAN');
  });
});

describe('generateIbanEs', () => {
  it('every active bank gives valid IBANs naming that bank', () => {
    const rng = rngFromSeed('banks');
    const wrong = ACTIVE_BANKS.flatMap((bank) =>
      Array.from({ length: 5 }, () => generateIbanEs(rng, { bankCode: bank.code })).filter((iban) => {
        const result = validateIbanEs(iban);
        return !result.valid || result.extra?.entidad !== bank.code || result.extra?.banco !== bank.name;
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('without bankCode the bank is an active one, with its BIC', () => {
    const active = new Set(ACTIVE_BANKS.map((bank) => bank.code));
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (seed) => {
        const result = validateIbanEs(generateIbanEs(rngFromSeed(seed)));
        expect(
          result.valid && active.has(result.extra?.entidad ?? '') && result.extra?.bic !== undefined,
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('ok: false is the same account with wrong IBAN check digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (seed) => {
        const valid = generateIbanEs(rngFromSeed(seed));
        const broken = generateIbanEs(rngFromSeed(seed), { ok: false });
        expect(broken.slice(4)).toBe(valid.slice(4));
        expect(validateIbanEs(broken)).toEqual({
          valid: false,
          code: 'invalid_iban_check_digits',
          expected: valid.slice(2, 4),
        });
      }),
      { numRuns: 100 },
    );
  });

  it('with a bank code, is the shared generator’s Spanish IBAN at that bank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), fc.constantFrom(...ACTIVE_BANKS), (seed, bank) => {
        expect(generateIbanEs(rngFromSeed(seed), { bankCode: bank.code })).toBe(
          generateIban(rngFromSeed(seed), { country: 'ES', bankCode: bank.code }),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('is a function of the seed (pinned: a change here changes users’ data)', () => {
    expect(formatIban(generateIbanEs(rngFromSeed('golden')), 'spaced')).toBe('ES38 2100 5254 7111 3062 7905');
  });
});
