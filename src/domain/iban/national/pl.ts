/**
 * Poland: the BBAN is the NRB without its leading check digits (those are the
 * IBAN's): sort code 8 digits, then 16 for the account. The sort code's 8th
 * digit checks the first seven with weights 3, 9, 7, 1, 3, 9, 7 (sum mod 10,
 * complemented).
 *
 * Source: SWIFT IBAN Registry (PL); Narodowy Bank Polski, "numer
 * rozliczeniowy" structure.
 */
import type { NationalCheck } from './check.js';

const WEIGHTS = [3, 9, 7, 1, 3, 9, 7];

export const PL_SORT_CODE: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[7, 8]],
  expected: (bban) => {
    let sum = 0;
    for (let i = 0; i < 7; i++) sum += (bban.charCodeAt(i) - 48) * (WEIGHTS[i] as number);
    return String((10 - (sum % 10)) % 10);
  },
};
