/**
 * Finland (and Åland, which uses FI IBANs): the BBAN is the account number in
 * its 14-digit machine form, whose last digit is a Luhn (mod 10, weights
 * 2, 1 from the right) check over the 13 before it.
 *
 * Source: SWIFT IBAN Registry (FI); Federation of Finnish Financial Services,
 * "The structure of Finnish bank account numbers" (2009).
 */
import type { NationalCheck } from './check.js';

/** Luhn's doubled digit: 2d, minus 9 when it has two digits. */
const luhnDouble = (d: number): number => (d < 5 ? 2 * d : 2 * d - 9);

export const FI_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[13, 14]],
  expected: (bban) => {
    let sum = 0;
    for (let i = 12, k = 0; i >= 0; i--, k++) {
      const d = bban.charCodeAt(i) - 48;
      sum += k % 2 === 0 ? luhnDouble(d) : d;
    }
    return String((10 - (sum % 10)) % 10);
  },
};
