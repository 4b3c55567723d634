/**
 * Belgium: the BBAN is the 12-digit account number, bank 3, account 7 and
 * two check digits equal to the first ten digits mod 97 (97 when that is 0).
 *
 * Source: SWIFT IBAN Registry (BE); Febelfin account-number structure.
 */
import { mod97 } from '../../checksum/mod97.js';
import { type NationalCheck, twoDigits } from './check.js';

export const BE_ACCOUNT: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[10, 12]],
  expected: (bban) => twoDigits(mod97(bban, 0, 10) || 97),
};
