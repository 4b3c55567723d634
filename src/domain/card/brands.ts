/**
 * Card brands (schemes) by issuer identification number (IIN) prefix, with
 * the number lengths each scheme issues and its security-code length.
 *
 * A number belongs to the brand whose prefix matches the most digits, so a
 * specific range inside a broad one wins (Maestro's 6759 inside 67). The
 * ranges of co-branded UnionPay cards that Discover also accepts
 * (622126-622925) stay UnionPay: UnionPay issues them, and gateways (e.g.
 * Braintree) list them as UnionPay. Maestro's broad 50/56-58/63/67 ranges
 * are the ones card-form detectors use besides the scheme's named ranges.
 *
 * Sources: ISO/IEC 7812-1 (IIN structure); the schemes' ranges and lengths
 * as summarised by Wikipedia, "Payment card number", section "Issuer
 * identification number"; Mastercard's 2-series (2221-2720, in use since
 * 2017); American Express's four-digit CID.
 */

import { CARD_BRAND_IDS, type CardBrandId } from '../../data/card-brand-ids.js';

export { CARD_BRAND_IDS, type CardBrandId };

/** A prefix, or an inclusive range of prefixes of equal length. */
type IinRange = string | readonly [string, string];

export interface CardBrand {
  readonly id: CardBrandId;
  /** Display name, the `marca` of a validated or generated card. */
  readonly name: string;
  readonly iin: readonly IinRange[];
  readonly lengths: readonly number[];
  readonly cvvLength: 3 | 4;
  /** Length of generated numbers: the scheme's most common one. */
  readonly generatedLength: number;
}

const span = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const CARD_BRANDS: Readonly<Record<CardBrandId, CardBrand>> = {
  visa: { id: 'visa', name: 'Visa', iin: ['4'], lengths: [13, 16, 19], cvvLength: 3, generatedLength: 16 },
  mastercard: {
    id: 'mastercard',
    name: 'Mastercard',
    iin: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvvLength: 3,
    generatedLength: 16,
  },
  amex: {
    id: 'amex',
    name: 'American Express',
    iin: ['34', '37'],
    lengths: [15],
    cvvLength: 4,
    generatedLength: 15,
  },
  discover: {
    id: 'discover',
    name: 'Discover',
    iin: ['6011', ['644', '649'], '65'],
    lengths: span(16, 19),
    cvvLength: 3,
    generatedLength: 16,
  },
  diners: {
    id: 'diners',
    name: 'Diners Club',
    iin: [['300', '305'], '3095', '36', ['38', '39']],
    lengths: span(14, 19),
    cvvLength: 3,
    generatedLength: 14,
  },
  jcb: {
    id: 'jcb',
    name: 'JCB',
    iin: [['3528', '3589']],
    lengths: span(16, 19),
    cvvLength: 3,
    generatedLength: 16,
  },
  unionpay: {
    id: 'unionpay',
    name: 'UnionPay',
    iin: ['62', '81'],
    lengths: span(16, 19),
    cvvLength: 3,
    generatedLength: 16,
  },
  maestro: {
    id: 'maestro',
    name: 'Maestro',
    iin: ['5018', '5020', '5038', '5893', '6304', '6759', ['6761', '6763'], '50', ['56', '58'], '63', '67'],
    lengths: span(12, 19),
    cvvLength: 3,
    generatedLength: 16,
  },
};

interface PrefixRule {
  readonly from: string;
  readonly to: string;
  readonly brand: CardBrand;
}

/** Every range of every brand, longest prefixes first, so the first match is the most specific. */
const RULES: readonly PrefixRule[] = Object.values(CARD_BRANDS)
  .flatMap((brand) =>
    brand.iin.map((r) =>
      typeof r === 'string' ? { from: r, to: r, brand } : { from: r[0], to: r[1], brand },
    ),
  )
  .sort((a, b) => b.from.length - a.from.length);

/** The brand of a digit string by its IIN prefix, or undefined when no scheme here claims it. */
export function cardBrandOf(digits: string): CardBrand | undefined {
  for (const rule of RULES) {
    const head = digits.slice(0, rule.from.length);
    if (head.length === rule.from.length && head >= rule.from && head <= rule.to) return rule.brand;
  }
  return undefined;
}

/** Digits of the longest IIN prefix: the brand of a number depends on no more. */
export const IIN_HEAD_DIGITS = Math.max(...RULES.map((rule) => rule.from.length));

let brandsByHead: readonly (CardBrand | undefined)[] | undefined;

/**
 * `cardBrandOf` by table, for a number given by its IIN head: its first
 * IIN_HEAD_DIGITS digits read as a number (0..9999 for four). The table
 * spreads each rule over the heads it covers, the most specific rules
 * written last so that they win, as in `cardBrandOf`.
 */
export function cardBrandOfHead(head: number): CardBrand | undefined {
  if (brandsByHead === undefined) {
    const table: (CardBrand | undefined)[] = new Array(10 ** IIN_HEAD_DIGITS).fill(undefined);
    for (let r = RULES.length - 1; r >= 0; r--) {
      const { from, to, brand } = RULES[r] as PrefixRule;
      const scale = 10 ** (IIN_HEAD_DIGITS - from.length);
      table.fill(brand, Number(from) * scale, (Number(to) + 1) * scale);
    }
    brandsByHead = table;
  }
  return brandsByHead[head];
}

/** The ids as plain strings, so that any string can be looked up. */
const BRAND_IDS: ReadonlySet<string> = new Set(CARD_BRAND_IDS);

export function isCardBrandId(value: string): value is CardBrandId {
  return BRAND_IDS.has(value);
}
