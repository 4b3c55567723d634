/**
 * NSS: the two province digits are kept, the eight-digit serial is permuted
 * over 10^8 (tweaked by the province) and the control is recomputed with the
 * domain's rule, which also covers serials below 10^7 (their old control).
 */
import { nssCheckDigits, validateNss } from '../../countries/es/formats/nss.js';
import { padded, present } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, replaced } from './kind.js';

const notNss = (candidate: string) => !validateNss(candidate).valid;

export const NSS_KIND: ColumnKind = {
  action: 'NSS: province kept, serial permuted, control recomputed',
  create({ permutations }) {
    const serials = permutations.get('nss', 1e8);
    return {
      replace(value) {
        const result = validateNss(value);
        if (!result.valid) return replaced(scramble(permutations, 'nss', value, notNss), false);
        const compact = result.normalized;
        const province = compact.slice(0, 2);
        const serial = padded(serials.apply(Number(compact.slice(2, 10)), Number(province)), 8);
        return replaced(present(value, province + serial + nssCheckDigits(province, serial)), true);
      },
    };
  },
};
