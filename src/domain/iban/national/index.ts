/**
 * National check digits verified inside the BBAN, by IBAN country. Only
 * rules that are uniform for every account of the country and publicly
 * specified are listed; where a check varies by bank (DE, NL, GB, DK, SE,
 * ...) or is not published, the IBAN check digits are the only check.
 *
 * docs/api.md, Validation has national codes for ES, FR and PT only; every other national
 * failure reports `invalid_iban_format` (the BBAN is not a well-formed
 * account number of its country), with `expected` carrying the right check
 * characters when one value exists. Rules with two check positions (HU,
 * CZ/SK, HR) give both, in BBAN order, as the CCC does.
 *
 * Every registry example of these countries passes its rule (tested), so no
 * exception list is needed. Seen but not enforced: the registry examples of
 * TL, XK and ST also end in MOD 97-10 digits, and those of BI, DJ, MR and TN
 * in a RIB-style key (BBAN ≡ 0 mod 97); no public national specification was
 * at hand to confirm these hold for every account.
 */
import { BE_ACCOUNT } from './be.js';
import type { NationalCheck } from './check.js';
import { CZ_ACCOUNT } from './cz.js';
import { EE_ACCOUNT } from './ee.js';
import { ES_CCC } from './es.js';
import { FI_ACCOUNT } from './fi.js';
import { FR_RIB } from './fr.js';
import { HR_ACCOUNT } from './hr.js';
import { HU_ACCOUNT } from './hu.js';
import { IT_CIN } from './it.js';
import { mod97Bban } from './mod97-bban.js';
import { NO_ACCOUNT } from './no.js';
import { PL_SORT_CODE } from './pl.js';
import { PT_NIB } from './pt.js';

export type { NationalCheck } from './check.js';
export { carried, carries, withCheck } from './check.js';

export const NATIONAL_CHECKS: Readonly<Record<string, NationalCheck>> = {
  BA: mod97Bban(16),
  BE: BE_ACCOUNT,
  CZ: CZ_ACCOUNT,
  EE: EE_ACCOUNT,
  ES: ES_CCC,
  FI: FI_ACCOUNT,
  FR: FR_RIB,
  HR: HR_ACCOUNT,
  HU: HU_ACCOUNT,
  IT: IT_CIN,
  MC: FR_RIB,
  ME: mod97Bban(18),
  MK: mod97Bban(15),
  NO: NO_ACCOUNT,
  PL: PL_SORT_CODE,
  PT: PT_NIB,
  RS: mod97Bban(18),
  SI: mod97Bban(15),
  SK: CZ_ACCOUNT,
  SM: IT_CIN,
};
