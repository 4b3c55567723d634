/**
 * Hungary: the BBAN is the 24-digit account number in two check groups.
 * Digits 1-8 (bank 3, branch 4, check 1) and digits 9-24 (account 15,
 * check 1) each have a weighted sum with weights 9, 7, 3, 1 repeating from
 * the left that is divisible by 10. A 16-digit account number is written
 * with eight trailing zeros, which add nothing, so the same rule holds.
 *
 * Source: SWIFT IBAN Registry (HU); MNB decree on payment services
 * (account number check with weights 9-7-3-1).
 */
import type { NationalCheck } from './check.js';

const WEIGHTS = [9, 7, 3, 1];

/** Check digit for the group `bban[start, start + size)`, its last digit excluded. */
function groupCheck(bban: string, start: number, size: number): string {
  let sum = 0;
  for (let i = 0; i < size - 1; i++) sum += (bban.charCodeAt(start + i) - 48) * (WEIGHTS[i % 4] as number);
  return String((10 - (sum % 10)) % 10);
}

export const HU_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [
    [7, 8],
    [23, 24],
  ],
  expected: (bban) => groupCheck(bban, 0, 8) + groupCheck(bban, 8, 16),
};
