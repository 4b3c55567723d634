import { describe, expect, it } from 'vitest';
import { validateBic } from '../../../domain/iban/bic.js';
import { ACTIVE_BANKS } from './banks.js';
import { BIC_ES_FORMAT, bankByBic, validateBicEs } from './bic.js';

describe('validateBicEs', () => {
  it.each([
    ['BSCHESMM', 'BSCHESMM', { pais: 'ES', banco: 'BANCO SANTANDER, S.A.' }],
    ['CAIXESBBXXX', 'CAIXESBBXXX', { pais: 'ES', banco: 'CAIXABANK, S.A.' }],
    ['caix es bb xxx', 'CAIXESBBXXX', { pais: 'ES', banco: 'CAIXABANK, S.A.' }],
    ['BBVAESMM', 'BBVAESMM', { pais: 'ES', banco: 'BANCO BILBAO VIZCAYA ARGENTARIA, S.A.' }],
    ['REVOESM2XXX', 'REVOESM2XXX', { pais: 'ES', banco: 'REVOLUT BANK UAB, SUCURSAL EN ESPAÑA' }],
    ['DEUTDEFF', 'DEUTDEFF', { pais: 'DE' }],
    ['ABCDES00', 'ABCDES00', { pais: 'ES' }],
  ])('%j is valid as %s', (input, normalized, extra) => {
    expect(validateBicEs(input)).toEqual({ valid: true, normalized, extra });
  });

  it('gives the shared answer for an invalid BIC', () => {
    for (const value of ['', 'BSCHXXMM', 'BSCHESM', 'ñ'.repeat(8)]) {
      expect(validateBicEs(value)).toEqual(validateBic(value));
    }
    expect(BIC_ES_FORMAT.kind).toBe('BIC');
  });

  it('the BIC of every active Spanish bank validates and names a bank', () => {
    const wrong = ACTIVE_BANKS.filter((bank) => {
      const result = validateBicEs(bank.bic);
      return !result.valid || result.extra?.banco === undefined;
    }).map((bank) => bank.bic);
    expect(wrong).toEqual([]);
  });
});

describe('bankByBic', () => {
  it.each([
    ['BSCHESMM', '0049'], // shared with closed 0075 Popular: the active bank wins
    ['BSCHESMMXXX', '0049'],
    ['CAIXESBB', '2100'],
    ['CAIXESBB123', '2100'], // a branch of the institution
    ['BBVAESMM', '0182'],
  ])('%s -> entity %s', (bic, code) => {
    expect(bankByBic(bic)?.code).toBe(code);
  });

  it('is undefined for a BIC of no registered bank', () => {
    expect(bankByBic('ABCDES00')).toBeUndefined();
  });
});
