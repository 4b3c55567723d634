/**
 * Norway: the BBAN is the 11-digit kontonummer, bank 4, account 6 and a
 * MOD 11 check digit (weights 2, 3, 4, 5, 6, 7 repeating from the right;
 * remainder 0 gives 0, and numbers whose remainder would need a 10 are not
 * issued).
 *
 * Source: SWIFT IBAN Registry (NO); Bits AS (Norwegian banks' standards body),
 * account number MOD 11 control.
 */
import { type NationalCheck, weightedSum } from './check.js';

export const NO_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[10, 11]],
  expected: (bban) => {
    const check = (11 - (weightedSum(bban, 0, 10, (k) => 2 + (k % 6)) % 11)) % 11;
    return check === 10 ? null : String(check);
  },
};
