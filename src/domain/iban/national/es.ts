/**
 * Spain: the BBAN is the 20-digit CCC (entity 4, office 4, two control
 * digits, account 10). The control digits are the CCC's own (see
 * `countries/es/formats/ccc.ts`); here they are only located.
 *
 * Source: SWIFT IBAN Registry (ES); Orden EHA/2899/2011 and the AEB/CECA
 * "Código Cuenta Cliente" norm for the control digits.
 */

import { cccControls } from '../../../countries/es/formats/ccc.js';
import { TWO_DIGITS } from '../../chars.js';
import type { NationalCheck } from './check.js';

export const ES_CCC: NationalCheck = {
  code: 'invalid_iban_es_ccc',
  slots: [[8, 10]],
  expected: (bban) => {
    const controls = cccControls(bban, 0);
    if (controls < 0) throw new RangeError(`ES_CCC: '${bban}' is not a CCC`);
    return TWO_DIGITS[controls] as string;
  },
};
