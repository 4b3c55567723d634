/**
 * Portugal: the BBAN is the NIB, bank 4 digits, branch 4, account 11 and two
 * control digits chosen by ISO 7064 MOD 97-10, so the 21-digit NIB is ≡ 1
 * mod 97.
 *
 * Source: SWIFT IBAN Registry (PT); Banco de Portugal, "NIB" structure.
 */
import { mod97CheckDigits } from '../../checksum/mod97.js';
import type { NationalCheck } from './check.js';

export const PT_NIB: NationalCheck = {
  code: 'invalid_iban_pt_nib',
  slots: [[19, 21]],
  expected: (bban) => mod97CheckDigits(bban.slice(0, 19)),
};
