/**
 * Croatia: the BBAN is the bank's VBDI (7 digits) and the account number
 * (10 digits); each ends in an ISO 7064 MOD 11,10 check digit.
 *
 * Source: SWIFT IBAN Registry (HR); Hrvatska narodna banka, account number
 * structure (ISO 7064 MOD 11,10).
 */
import type { NationalCheck } from './check.js';

/** ISO 7064 MOD 11,10 check digit of `text[start, end)`. */
export function mod1110(text: string, start: number, end: number): string {
  let product = 10;
  for (let i = start; i < end; i++) {
    const sum = (product + text.charCodeAt(i) - 48) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return String((11 - product) % 10);
}

export const HR_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [
    [6, 7],
    [16, 17],
  ],
  expected: (bban) => mod1110(bban, 0, 6) + mod1110(bban, 7, 16),
};
