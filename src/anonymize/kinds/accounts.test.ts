import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cccCheckDigits } from '../../countries/es/formats/ccc.js';
import { generateIbanEs } from '../../countries/es/formats/iban.js';
import { formatIban, ibanFromBban, validateIban } from '../../domain/iban/iban.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { present, significant } from '../../pseudonym/presentation.js';
import { rngFromSeed } from '../../random/rng.js';
import { IBAN_KIND, newIban, spanishIban } from './accounts.js';
import { isExampleIban } from './test-values.js';

const permutations = new Permutations(new KeyRing('accounts-test'));

/** The general path's answer for a valid IBAN that is not the example: its fake in the input's presentation. */
const general = (value: string) => present(value, newIban(permutations, significant(value)));

/** A value's digits and spaces as the fast path reads them: "ES", then digits with spaces anywhere. */
const spaced = (digits: string, gaps: readonly number[]): string => {
  let out = 'ES';
  for (let i = 0; i < digits.length; i++) out += (gaps.includes(i) ? ' ' : '') + digits[i];
  return out;
};

describe('Spanish IBANs replaced on their digits give what the general path gives', () => {
  it('for valid IBANs, compact, in groups of four or spaced anyhow', () => {
    const rng = rngFromSeed('accounts-test');
    for (let i = 0; i < 2000; i++) {
      const iban = generateIbanEs(rng);
      for (const value of [
        iban,
        formatIban(iban, 'spaced'),
        `${spaced(iban.slice(2), [i % 22, (i * 7) % 22])} `,
      ]) {
        expect(spanishIban(permutations, value)).toBe(general(value));
        expect(IBAN_KIND.create({ permutations, dateWindow: 0 }).replace(value)).toEqual({
          text: general(value),
          valid: true,
        });
      }
    }
  });

  it('and leave to it every value that is not a valid Spanish IBAN, the example IBAN included', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 20, maxLength: 24 });
    fc.assert(
      fc.property(digits, fc.array(fc.nat(24), { maxLength: 3 }), (body, gaps) => {
        const value = spaced(body, gaps);
        const compact = significant(value);
        const takes = validateIban(value).valid && !isExampleIban(compact);
        expect(spanishIban(permutations, value)).toBe(takes ? general(value) : undefined);
      }),
      { numRuns: 5000 },
    );
    for (const value of [
      'ES9121000418450200051332',
      'ES91 2100 0418 4502 0005 1332',
      'es91 2100 0418 4502 0005 1332',
    ])
      expect(spanishIban(permutations, value)).toBeUndefined();
    expect(
      IBAN_KIND.create({ permutations, dateWindow: 0 }).replace('ES91 2100 0418 4502 0005 1332').text,
    ).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('with valid check digits made for random accounts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 20, maxLength: 20 }),
        (bban) => {
          // Right CCC controls and IBAN check digits for any account: the fast path must take them all.
          const entityOffice = bban.slice(0, 8);
          const account = bban.slice(10);
          const probe = generateIbanFor(entityOffice, account);
          expect(validateIban(probe).valid).toBe(true);
          if (!isExampleIban(probe)) expect(spanishIban(permutations, probe)).toBe(general(probe));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** The valid IBAN of an entity and office (8 digits) and an account (10), controls and check digits computed. */
const generateIbanFor = (entityOffice: string, account: string): string =>
  ibanFromBban(
    'ES',
    entityOffice + cccCheckDigits(entityOffice.slice(0, 4), entityOffice.slice(4), account) + account,
  );
