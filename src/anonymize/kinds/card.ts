/**
 * Payment cards. Real extracts hold real numbers, which the service's own
 * validator rejects (it accepts test numbers only), so validity here is the
 * number's own: 12 to 19 digits, a brand that issues that length, and the
 * Luhn check. The IIN head (the digits the brand depends on) is kept, the
 * digits between it and the check digit are permuted, and the Luhn digit
 * recomputed: same brand, same length, still passes Luhn.
 */
import { cardBrandOf, IIN_HEAD_DIGITS } from '../../domain/card/brands.js';
import { isLuhnValid, luhnCheckDigit } from '../../domain/checksum/luhn.js';
import { padded, present, significant } from '../presentation.js';
import { scramble } from '../scramble.js';
import { type ColumnKind, replaced } from './kind.js';

const CARD_DIGITS = /^\d{12,19}$/;

/** A card number as issued: its shape, its brand's lengths and Luhn; separators allowed. */
export function isCardNumber(value: string): boolean {
  if (/[^\d\s.-]/.test(value)) return false;
  const digits = value.replace(/[\s.-]/g, '');
  if (!CARD_DIGITS.test(digits) || !isLuhnValid(digits)) return false;
  return cardBrandOf(digits)?.lengths.includes(digits.length) ?? false;
}

const notCard = (candidate: string) => !isCardNumber(candidate);

export const CARD_KIND: ColumnKind = {
  action: `card: brand (first ${IIN_HEAD_DIGITS} digits) and length kept, account digits permuted, Luhn recomputed`,
  create({ permutations }) {
    return {
      replace(value) {
        if (!isCardNumber(value)) return replaced(scramble(permutations, 'tarjeta', value, notCard), false);
        const digits = significant(value);
        const head = digits.slice(0, IIN_HEAD_DIGITS);
        const width = digits.length - 1 - IIN_HEAD_DIGITS;
        const middle = permutations
          .get('tarjeta', 10 ** width)
          .apply(Number(digits.slice(IIN_HEAD_DIGITS, -1)), Number(head));
        const payload = head + padded(middle, width);
        return replaced(present(value, payload + luhnCheckDigit(payload)), true);
      },
    };
  },
};
