/**
 * Spain: the BBAN is the 20-digit CCC (entity 4, office 4, two control
 * digits, account 10). The control digits are the CCC's own (see
 * `../../es/ccc.ts`); here they are only located.
 *
 * Source: SWIFT IBAN Registry (ES); Orden EHA/2899/2011 and the AEB/CECA
 * "Código Cuenta Cliente" norm for the control digits.
 */
import { cccCheckDigits } from '../../es/ccc.js';
import type { NationalCheck } from './check.js';

export const ES_CCC: NationalCheck = {
  code: 'invalid_iban_es_ccc',
  slots: [[8, 10]],
  expected: (bban) => cccCheckDigits(bban.slice(0, 4), bban.slice(4, 8), bban.slice(10, 20)),
};
