/**
 * Payment card numbers (PAN), restricted to test numbers: the service deals
 * only in test data, so a number is valid when its format, its length for
 * the brand, its Luhn check digit and its test BIN are all right.
 *
 * 12 to 19 digits (ISO/IEC 7812-1): an IIN prefix naming the brand, the
 * account digits and a Luhn check digit. "Test" is decided by data: the
 * number is one a gateway publishes, or starts with a test BIN under which a
 * gateway publishes a family of them (data/card-test-numbers.ts).
 *
 * Sources: ISO/IEC 7812-1:2017; the gateways listed in TEST_CARD_SOURCES.
 */
import { TEST_BIN_RANGES, TEST_CARD_NUMBERS } from '../../data/card-test-numbers.js';
import type { Rng } from '../../random/rng.js';
import { digitAt, digitsValue, luhnDouble } from '../chars.js';
import { luhnCheckValue } from '../checksum/luhn.js';
import { compactIdentifier } from '../compact.js';
import { type Extra, type FormatModule, okWith, sharedFail, type ValidationResult } from '../validation.js';
import { CARD_BRANDS, type CardBrand, type CardBrandId, cardBrandOfHead, IIN_HEAD_DIGITS } from './brands.js';

export type CardStyle = 'plain' | 'spaced';

const SHAPE = /^\d{12,19}$/;
const LISTED = new Set(TEST_CARD_NUMBERS.map((c) => c.number));

/** Digits only: spaces, dots, dashes and slashes removed; anything else is kept so validation rejects it. */
export function compactCard(value: string): string {
  return compactIdentifier(value, false);
}

export function detectCard(compacted: string): boolean {
  return SHAPE.test(compacted);
}

/** True when `digits` is a published test number or starts with a test BIN. */
export function isTestCardNumber(digits: string): boolean {
  return LISTED.has(digits) || TEST_BIN_RANGES.some((r) => digits.startsWith(r.prefix));
}

const BAD_FORMAT = sharedFail('invalid_card_format');
const BAD_LENGTH = sharedFail('invalid_card_length');
const UNKNOWN_TEST_BIN = sharedFail('unknown_test_bin');
/** `invalid_luhn_check` failures by the right check digit. */
const LUHN_FAILURES = Array.from({ length: 10 }, (_, d) => sharedFail('invalid_luhn_check', String(d)));

/** What validation needs of a brand. */
interface BrandRule {
  /** The `extra` of every valid number of the brand, shared. */
  readonly extra: Extra;
  /** Whether the brand issues numbers of each length, by length. */
  readonly lengths: readonly boolean[];
}

let rulesByHead: readonly (BrandRule | undefined)[] | undefined;

/**
 * The brand rule of a number by its IIN head (see `cardBrandOfHead`), or
 * undefined when no brand claims it. One rule per brand, shared by all its
 * heads; the table is filled on first use.
 */
function ruleOfHead(head: number): BrandRule | undefined {
  if (rulesByHead === undefined) {
    const byBrand = new Map<CardBrand, BrandRule>(
      Object.values(CARD_BRANDS).map((brand) => [
        brand,
        {
          extra: Object.freeze({ marca: brand.name }),
          lengths: Array.from({ length: 20 }, (_, length) => brand.lengths.includes(length)),
        },
      ]),
    );
    rulesByHead = Array.from({ length: 10 ** IIN_HEAD_DIGITS }, (_, n) => {
      const brand = cardBrandOfHead(n);
      return brand && byBrand.get(brand);
    });
  }
  return rulesByHead[head];
}

const NO_BINS: readonly string[] = [];

/**
 * Test BIN prefixes by the IIN head of the numbers they can start: a number
 * only tries those of its own head.
 */
const BINS_BY_HEAD: (readonly string[])[] = new Array(10 ** IIN_HEAD_DIGITS).fill(NO_BINS);
for (const { prefix } of TEST_BIN_RANGES) {
  const head = prefix.slice(0, IIN_HEAD_DIGITS);
  const scale = 10 ** (IIN_HEAD_DIGITS - head.length);
  for (let n = Number(head) * scale; n < (Number(head) + 1) * scale; n++) {
    BINS_BY_HEAD[n] = [...(BINS_BY_HEAD[n] ?? NO_BINS), prefix];
  }
}

/** `isTestCardNumber` for a number whose candidate test BINs are known. */
function isTestNumber(pan: string, bins: readonly string[]): boolean {
  for (const bin of bins) if (pan.startsWith(bin)) return true;
  return LISTED.has(pan);
}

/** Validation of a compact value on character codes: format, length for the brand, Luhn, test BIN, in that order. */
function checkCard(pan: string): ValidationResult {
  const length = pan.length;
  if (length < 12 || length > 19) return BAD_FORMAT;
  // Luhn sum: from the right, every second digit doubled, the check digit itself not.
  let sum = 0;
  for (let i = length - 1; i >= 0; i -= 2) {
    const kept = digitAt(pan, i);
    const doubled = i > 0 ? digitAt(pan, i - 1) : 0;
    if (kept < 0 || doubled < 0) return BAD_FORMAT;
    sum += kept + luhnDouble(doubled);
  }
  const head = digitsValue(pan, 0, IIN_HEAD_DIGITS);
  const rule = ruleOfHead(head);
  if (rule !== undefined && !rule.lengths[length]) return BAD_LENGTH;
  if (sum % 10 !== 0) {
    // Without the last digit the same digits are doubled: the rest is the payload's Luhn sum.
    const payloadSum = sum - digitAt(pan, length - 1);
    return LUHN_FAILURES[(10 - (payloadSum % 10)) % 10] as ValidationResult;
  }
  const bins = BINS_BY_HEAD[head] ?? NO_BINS;
  if (rule === undefined || !isTestNumber(pan, bins)) return UNKNOWN_TEST_BIN;
  return okWith(pan, rule.extra);
}

/** Checked as given, then compacted only when that fails the shape (see `validateDni`). */
export function validateCard(value: string): ValidationResult {
  const result = checkCard(value);
  return result === BAD_FORMAT ? checkCard(compactCard(value)) : result;
}

/**
 * Groups of a spaced number by its length, as cards print them: 14 digits
 * (Diners Club) 4-6-4, 15 digits (American Express) 4-6-5; other lengths in
 * fours, the remainder last (16: 4-4-4-4, 19: 4-4-4-4-3). The same layouts
 * as common card-entry libraries (e.g. Braintree's credit-card-type gaps).
 */
const CARD_GROUPS: Readonly<Record<number, readonly number[]>> = { 14: [4, 6, 4], 15: [4, 6, 5] };

/** Presents a card number in its groups (see CARD_GROUPS); `plain` is the compact form. */
export function formatCard(value: string, style: CardStyle = 'plain'): string {
  const pan = compactCard(value);
  if (style === 'plain') return pan;
  const groups = CARD_GROUPS[pan.length];
  if (groups === undefined) return pan.replace(/(\d{4})(?=\d)/g, '$1 ');
  let at = 0;
  return groups
    .map((size) => {
      at += size;
      return pan.slice(at - size, at);
    })
    .join(' ');
}

/**
 * A test card of `brand`: one of its test BINs, random account digits and
 * the Luhn digit; with `ok: false` the same number with a wrong last digit.
 */
const BINS_BY_BRAND = new Map<string, readonly { prefix: string }[]>();

/** Test BIN ranges of one brand, indexed on first use. */
function binsOf(brand: string): readonly { prefix: string }[] {
  let bins = BINS_BY_BRAND.get(brand);
  if (!bins) {
    bins = TEST_BIN_RANGES.filter((r) => r.brand === brand);
    BINS_BY_BRAND.set(brand, bins);
  }
  return bins;
}

const DIGIT_CHARS = '0123456789';

export function generateCard(
  rng: Rng,
  { brand = 'visa', ok = true }: { brand?: CardBrandId; ok?: boolean } = {},
): { numero: string; marca: string } {
  const scheme = CARD_BRANDS[brand];
  if (!scheme) throw new RangeError(`generateCard: unknown brand '${brand}'`);
  const bins = binsOf(brand);
  const bin = rng.pick(bins).prefix;
  const payload = bin + rng.digits(scheme.generatedLength - bin.length - 1);
  // Test BINs and drawn digits: a payload of digits by construction.
  const check = luhnCheckValue(payload);
  const last = ok ? check : (check + rng.int(1, 9)) % 10;
  // The digit as a character: appending the number would convert it to text each time.
  return { numero: payload + DIGIT_CHARS[last], marca: scheme.name };
}

/** Security code: four digits for American Express (CID), three for the others. */
export function cardCvv(rng: Rng, brand: CardBrandId): string {
  return rng.digits(CARD_BRANDS[brand]?.cvvLength ?? 3);
}

/**
 * Expiry 'MM/YY' between one and five years after `refDate` (YYYY-MM-DD).
 * A card is valid through the last day of its expiry month, and the month
 * drawn is at least twelve months after the reference month, so the card is
 * never expired on the reference date.
 */
export function cardExpiry(rng: Rng, refDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(refDate);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) throw new RangeError(`cardExpiry: '${refDate}' is not YYYY-MM-DD`);
  const index = Number(m[1]) * 12 + (month - 1) + rng.int(12, 60);
  const mm = String((index % 12) + 1).padStart(2, '0');
  const yy = String(Math.floor(index / 12) % 100).padStart(2, '0');
  return `${mm}/${yy}`;
}

export const CARD_FORMAT: FormatModule = {
  kind: 'Tarjeta',
  compact: compactCard,
  detect: detectCard,
  validate: validateCard,
};
