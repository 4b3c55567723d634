/**
 * Spain: the BBAN is the 20-digit CCC (entity 4, office 4, two control
 * digits, account 10). Each control digit is 11 - (weighted sum mod 11)
 * with weights 2^i mod 11, where 11 becomes 0 and 10 becomes 1; the first
 * covers "00" + entity + office, the second the account. The CCC itself
 * (its validation, generation and bank names) is Spain's
 * (`countries/es/formats/ccc.ts`), which reads its controls here.
 *
 * Source: SWIFT IBAN Registry (ES); Orden EHA/2899/2011 and the AEB/CECA
 * "Código Cuenta Cliente" norm for the control digits.
 */

import { digitAt, TWO_DIGITS } from '../../chars.js';
import { powersOfTwoMod11 } from '../../checksum/mod11.js';
import type { NationalCheck } from './check.js';

/** The CCC's weights, 2^i mod 11: 1, 2, 4, 8, 5, 10, 9, 7, 3, 6. */
export const CCC_WEIGHTS = powersOfTwoMod11(10);

/** A control digit from its weighted sum: 11 - sum mod 11, where 11 becomes 0 and 10 becomes 1. */
export function cccControlOf(sum: number): number {
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/**
 * The two control digits the CCC in `text` from `start` should carry, as one
 * number (first * 10 + second), or -1 when one of the 18 digits they cover is
 * not a digit; the controls themselves are not read. Character codes only:
 * this serves the CCC and the Spanish IBAN alike.
 */
export function cccControls(text: string, start: number): number {
  let first = 0; // "00" + entity + office: the weights of the two zeros are skipped
  for (let i = 0; i < 8; i++) {
    const d = digitAt(text, start + i);
    if (d < 0) return -1;
    first += d * (CCC_WEIGHTS[i + 2] as number);
  }
  let second = 0;
  for (let i = 0; i < 10; i++) {
    const d = digitAt(text, start + 10 + i);
    if (d < 0) return -1;
    second += d * (CCC_WEIGHTS[i] as number);
  }
  return cccControlOf(first) * 10 + cccControlOf(second);
}

export const ES_CCC: NationalCheck = {
  code: 'invalid_iban_es_ccc',
  slots: [[8, 10]],
  expected: (bban) => {
    const controls = cccControls(bban, 0);
    if (controls < 0) throw new RangeError(`ES_CCC: '${bban}' is not a CCC`);
    return TWO_DIGITS[controls] as string;
  },
};
