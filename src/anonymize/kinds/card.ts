/**
 * Payment cards. Real extracts hold real numbers, which the service's own
 * validator rejects (it accepts test numbers only), so validity here is the
 * number's own: 12 to 19 digits, a brand that issues that length, and the
 * Luhn check. The IIN head (the digits the brand depends on) is kept, the
 * digits between it and the check digit are permuted, and the Luhn digit
 * recomputed: same brand, same length, still passes Luhn. Test data stays
 * test data: a published sandbox number becomes another one of its brand
 * and length, a number under a test BIN keeps the whole BIN, and any other
 * number walks past both.
 */
import { cardBrandOf, IIN_HEAD_DIGITS } from '../../domain/card/brands.js';
import { isTestCardNumber } from '../../domain/card/card.js';
import { isLuhnValid, luhnCheckDigit } from '../../domain/checksum/luhn.js';
import { type ColumnKind, replaced } from '../../pseudonym/kind.js';
import { padded, present, significant } from '../../pseudonym/presentation.js';
import { scramble } from '../../pseudonym/scramble.js';
import { testBinOf, testCardGroup } from './test-values.js';

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
        const listed = testCardGroup(digits);
        if (listed !== undefined) {
          // A published sandbox number becomes another of its brand and length.
          const moved = permutations.get('tarjeta:prueba', listed.length).apply(listed.indexOf(digits));
          return replaced(present(value, listed[moved] as string), true);
        }
        // Under a test BIN the whole BIN is kept, so the number stays a test one.
        const bin = testBinOf(digits);
        const headLength = Math.max(IIN_HEAD_DIGITS, bin?.length ?? 0);
        const head = digits.slice(0, headLength);
        const width = digits.length - 1 - headLength;
        const permutation = permutations.get('tarjeta', 10 ** width);
        let middle = Number(digits.slice(headLength, -1));
        for (;;) {
          middle = permutation.apply(middle, Number(head));
          const payload = head + padded(middle, width);
          const fake = payload + luhnCheckDigit(payload);
          // A real number walks past test numbers: the two sets never meet.
          if (bin !== undefined || !isTestCardNumber(fake)) return replaced(present(value, fake), true);
        }
      },
    };
  },
};
