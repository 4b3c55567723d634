import { describe, expect, it } from 'vitest';
import { BANKS } from '../data/generated/banks.js';
import { ACTIVE_BANKS, bankByCode } from './banks.js';

describe('bankByCode', () => {
  // The cross-checks of the shared data README.
  it.each([
    ['0049', 'BANCO SANTANDER, S.A.', 'BSCHESMM'],
    ['2100', 'CAIXABANK, S.A.', 'CAIXESBB'],
    ['0182', 'BANCO BILBAO VIZCAYA ARGENTARIA, S.A.', 'BBVAESMM'],
    ['0081', 'BANCO DE SABADELL, S.A.', 'BSABESBB'],
    ['0128', 'BANKINTER, S.A.', 'BKBKESMM'],
  ])('%s -> %s (%s)', (code, name, bic) => {
    expect(bankByCode(code)).toMatchObject({ code, name, bic, active: true });
  });

  it.each([['1234'], ['9999'], [''], ['49'], ['00490']])('%j is unknown', (code) => {
    expect(bankByCode(code)).toBeUndefined();
  });

  it('knows closed entities too', () => {
    expect(bankByCode('0004')).toMatchObject({ active: false });
  });

  it('finds every registered code', () => {
    expect(BANKS.filter((bank) => bankByCode(bank.code)?.code !== bank.code)).toEqual([]);
  });
});

describe('ACTIVE_BANKS', () => {
  it('holds the active entities with a 4-digit code and a BIC', () => {
    expect(ACTIVE_BANKS.length).toBeGreaterThan(100);
    expect(ACTIVE_BANKS.filter((b) => !b.active || !/^\d{4}$/.test(b.code) || b.bic === '')).toEqual([]);
  });
});
