/**
 * Value spaces of `unique` fields (docs/api.md, Datasets). A unique field's row `i`
 * takes number `n` = a keyed permutation of `i` over the type's space, and
 * its value is built from `n` so that distinct numbers give distinct values
 * (a document's digits, a phone's subscriber number, an email's last digit
 * run...). Nothing is remembered between rows, so uniqueness holds over
 * any page, offset or shard, and a space smaller than the rows asked for is
 * refused up front instead of retried. Here: the shape of a space and the
 * spaces whose values are the same in every country; a country's own are
 * in its folder (`countries/<code>/unique-values.ts`).
 */

import { TEST_BIN_RANGES } from '../data/card-test-numbers.js';
import { CARD_BRANDS, type CardBrandId } from '../domain/card/brands.js';
import { type CardStyle, formatCard } from '../domain/card/card.js';
import { luhnCheckValue } from '../domain/checksum/luhn.js';
import type { ErrorDetails, ProblemCode } from '../errors/index.js';
import type { Cell } from '../export/types.js';
import type { OptionValues } from '../generators/options.js';
import type { Rng } from '../random/rng.js';
import type { RowContext } from './row-context.js';

/** Why a unique space cannot be used: a problem code and its facts. */
export type UniqueProblem = ErrorDetails & { readonly problem: ProblemCode };

/**
 * A space of a type whose options are `Options`: what it reads of them
 * (`unknown`: it reads none, and fits any type).
 */
export interface UniqueSpace<Options = OptionValues> {
  /** How many distinct values the field can take with these options (and reference date). */
  size(options: Options, refDate: string): number;
  /** The value of number `n` (0 <= n < size); `rng` is the field's own stream of the row. */
  value(row: RowContext, options: Options, rng: Rng, n: number): Cell;
  /**
   * Fields that read one entity part share its numbering instead of having
   * their own (an account's IBAN and CCC): the part is built from `n`.
   */
  readonly shared?: 'account';
  /**
   * `growing`: the row's number comes from `GrowingNumbers` (small numbers
   * first, for text that ends in it); otherwise from a permutation of the space.
   */
  readonly numbering?: 'growing';
  /**
   * True when `value` draws from its `rng` with these options (a wrong check
   * letter, a drawn prefix): only then is the field's stream derived.
   */
  draws?(options: Options): boolean;
  /** Why these options cannot be unique at all (a list with a value twice), if they cannot. */
  problem?(options: Options): UniqueProblem | undefined;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** IBAN and CCC: the row's account takes account number `n` (10 digits), so both columns agree. */
export const accountSpace = <Options>(value: UniqueSpace<Options>['value']): UniqueSpace<Options> => ({
  size: () => 10 ** 10,
  value,
  shared: 'account',
});

/** The shortest test BIN of a brand: one BIN, so equal numbers mean equal bodies. */
function widestBin(brand: CardBrandId): { bin: string; bodyDigits: number } {
  const scheme = CARD_BRANDS[brand];
  const bins = TEST_BIN_RANGES.filter((r) => r.brand === brand).map((r) => r.prefix);
  const bin = bins.reduce((a, b) => (b.length < a.length ? b : a));
  return { bin, bodyDigits: scheme.generatedLength - bin.length - 1 };
}

/** What the card space reads of `tarjeta`'s options. */
interface CardOptions {
  readonly brand: CardBrandId;
  readonly ok: boolean;
  readonly fmt: CardStyle;
}

export const UNIQUE_CARD: UniqueSpace<CardOptions> = {
  draws: (options) => options.ok === false,
  size: (options) => 10 ** Math.min(15, widestBin(options.brand).bodyDigits),
  value(_row, options, rng, n) {
    const { bin, bodyDigits } = widestBin(options.brand);
    const payload = bin + pad(n, bodyDigits);
    const check = luhnCheckValue(payload);
    const last = options.ok === false ? (check + rng.int(1, 9)) % 10 : check;
    return formatCard(payload + last, options.fmt);
  },
};

/** The last 12 hex digits (48 random bits in versions 4 and 7) hold `n`. */
export function uniqueUuid(uuid: string, n: number): string {
  return uuid.slice(0, 24) + n.toString(16).padStart(12, '0');
}
