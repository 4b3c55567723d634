/**
 * France and Monaco: the BBAN is the RIB, bank 5 digits, branch (guichet) 5,
 * account 11 alphanumerics, key 2 digits. Letters of the account count as
 * digits (A-I = 1-9, J-R = 1-9, S-Z = 2-9) and the key makes the whole
 * 23-digit number divisible by 97, so it lies in 01..97.
 *
 * Source: SWIFT IBAN Registry (FR, MC); the "clé RIB" rule of the French
 * banking norm (CFONB), as described in fr.wikipedia "Clé RIB".
 */
import { type NationalCheck, twoDigits } from './check.js';

/** Digit a RIB gives a character: digits as themselves, letters by the rule above. */
function ribDigit(code: number): number {
  if (code <= 57) return code - 48;
  const index = code - 65; // A = 0
  if (index < 9) return index + 1;
  if (index < 18) return index - 8;
  return index - 16;
}

/** The RIB key of the first 21 characters of `bban`. */
export function ribKey(bban: string): string {
  let remainder = 0;
  for (let i = 0; i < 21; i++) remainder = (remainder * 10 + ribDigit(bban.charCodeAt(i))) % 97;
  return twoDigits(97 - ((remainder * 100) % 97));
}

export const FR_RIB: NationalCheck = {
  code: 'invalid_iban_fr_rib_key',
  slots: [[21, 23]],
  expected: ribKey,
};
