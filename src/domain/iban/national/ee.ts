/**
 * Estonia: the BBAN is the bank code (2 digits) and the account number
 * (14 digits, left-padded with zeros), whose last digit is a 7-3-1 check:
 * weights 7, 3, 1 repeating from the right over the digits before it, and
 * the check completes the sum to a multiple of 10.
 *
 * Source: SWIFT IBAN Registry (EE); Estonian Banking Association, 7-3-1
 * check digit method.
 */
import { type NationalCheck, weightedSum } from './check.js';

const WEIGHTS = [7, 3, 1];

export const EE_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[15, 16]],
  expected: (bban) => String((10 - (weightedSum(bban, 2, 15, (k) => WEIGHTS[k % 3] as number) % 10)) % 10),
};
