/**
 * Czechia and Slovakia: the BBAN is bank 4 digits, account prefix 6, account
 * number 10. Prefix and number are each MOD 11 checked: digit weights are the
 * powers of 2 mod 11 from the right (1, 2, 4, 8, 5, 10, 9, 7, 3, 6) and the
 * weighted sum is divisible by 11. The last digit (weight 1) is the check;
 * a part that would need a 10 cannot be valid.
 *
 * Source: SWIFT IBAN Registry (CZ, SK); Czech National Bank decree 169/2011
 * and National Bank of Slovakia decree 8/2008, account number structure.
 */
import { type NationalCheck, weightedSum } from './check.js';

/** 2^k mod 11, the weight of the digit `k` places from the right. */
const weight = (k: number): number => {
  let w = 1;
  for (let i = 0; i < k; i++) w = (w * 2) % 11;
  return w;
};

/** Check digit of `bban[start, end)`, whose last digit is the check itself (weight 1). */
function partCheck(bban: string, start: number, end: number): string | null {
  const check = (11 - (weightedSum(bban, start, end - 1, (k) => weight(k + 1)) % 11)) % 11;
  return check === 10 ? null : String(check);
}

export const CZ_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [
    [9, 10],
    [19, 20],
  ],
  expected: (bban) => {
    const prefix = partCheck(bban, 4, 10);
    const number = partCheck(bban, 10, 20);
    return prefix === null || number === null ? null : prefix + number;
  },
};
