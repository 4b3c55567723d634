/**
 * Collision-freedom at scale, through the column replacers themselves:
 * distinct valid inputs give as many distinct valid outputs.
 */
import { describe, expect, it } from 'vitest';
import { cccCheckDigits } from '../../countries/es/formats/ccc.js';
import { DNI_LETTERS, validateDni } from '../../countries/es/formats/dni.js';
import { nssCheckDigits, validateNss } from '../../countries/es/formats/nss.js';
import { validatePhone } from '../../countries/es/formats/phone.js';
import { ibanFromBban, validateIban } from '../../domain/iban/iban.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { COLUMN_KINDS, type ColumnKindId } from './index.js';

const replacer = (kind: ColumnKindId) =>
  COLUMN_KINDS[kind].create({ permutations: new Permutations(new KeyRing('escala')), dateWindow: 30 });

/**
 * How many inputs each case feeds. The permutations are bijections by
 * construction (src/pseudonym/feistel.test.ts checks that exhaustively on
 * small domains); these counts are large enough to walk the check-digit and
 * cycle-walking paths of every kind many times over, and small enough to
 * keep the default test run short.
 */
const DNIS = 1_000_000;
const OTHERS = 200_000;

/** Distinct numbers below `modulo`, spread over it: i * stride mod modulo, stride coprime to it. */
const spread = (i: number, stride: number, modulo: number) => (i * stride) % modulo;

describe('distinct inputs, distinct valid outputs', () => {
  it(`${DNIS.toLocaleString('en')} DNIs`, () => {
    const documents = replacer('documento');
    const seen = new Uint8Array(1e8 / 8); // one bit per DNI number
    let invalid = 0;
    let repeated = 0;
    for (let i = 0; i < DNIS; i++) {
      const n = spread(i, 7_654_321, 1e8);
      const input = String(n).padStart(8, '0') + DNI_LETTERS[n % 23];
      const { text } = documents.replace(input);
      if (!validateDni(text).valid) invalid++;
      const out = Number(text.slice(0, 8));
      const bit = 1 << (out & 7);
      if (seen[out >> 3]! & bit) repeated++;
      seen[out >> 3]! |= bit;
    }
    expect({ invalid, repeated }).toEqual({ invalid: 0, repeated: 0 });
  });

  it(`${OTHERS.toLocaleString('en')} Spanish IBANs`, () => {
    const ibans = replacer('iban');
    const seen = new Set<string>();
    let invalid = 0;
    for (let i = 0; i < OTHERS; i++) {
      const entity = ['2100', '0049', '0182'][i % 3]!;
      const rest = String(spread(i, 7_777_777_777, 1e14)).padStart(14, '0');
      const office = rest.slice(0, 4);
      const account = rest.slice(4);
      const input = ibanFromBban('ES', entity + office + cccCheckDigits(entity, office, account) + account);
      const { text } = ibans.replace(input);
      if (!validateIban(text).valid) invalid++;
      seen.add(text);
    }
    expect({ invalid, distinct: seen.size }).toEqual({ invalid: 0, distinct: OTHERS });
  });

  it(`${OTHERS.toLocaleString('en')} phones, mobiles and landlines`, () => {
    const phones = replacer('telefono');
    const seen = new Set<number>();
    let invalid = 0;
    for (let i = 0; i < OTHERS; i++) {
      const input =
        i % 2 === 0
          ? `6${String(spread(i, 12_345_677, 1e8)).padStart(8, '0')}`
          : `91${String(spread(i, 1_234_567, 1e7)).padStart(7, '0')}`;
      const { text } = phones.replace(input);
      if (!validatePhone(text).valid) invalid++;
      seen.add(Number(text));
    }
    expect({ invalid, distinct: seen.size }).toEqual({ invalid: 0, distinct: OTHERS });
  });

  it(`${OTHERS.toLocaleString('en')} NSS`, () => {
    const nss = replacer('nss');
    const seen = new Set<number>();
    let invalid = 0;
    for (let i = 0; i < OTHERS; i++) {
      const province = ['28', '08', '41', '46'][i % 4]!;
      const serial = String(spread(i, 7_654_321, 1e8)).padStart(8, '0');
      const { text } = nss.replace(province + serial + nssCheckDigits(province, serial));
      if (!validateNss(text).valid) invalid++;
      seen.add(Number(text.slice(0, 10)));
    }
    expect({ invalid, distinct: seen.size }).toEqual({ invalid: 0, distinct: OTHERS });
  });
});
