/**
 * Values that are test data already and stay so after replacement: mail
 * domains reserved for documentation and testing (RFC 2606, RFC 6761), the
 * example IBAN the IBAN registry publishes for each country, and the
 * published sandbox card numbers and test BINs of payment gateways.
 */
import { TEST_BIN_RANGES, TEST_CARD_NUMBERS } from '../../data/card-test-numbers.js';
import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';

const RESERVED_SECOND_LEVEL = new Set(['example.com', 'example.net', 'example.org']);
const RESERVED_TOP_LEVEL = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

/** True for a domain reserved for examples or tests: example.com/.net/.org, *.test, *.example, *.invalid, *.localhost. */
export function isReservedDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  const labels = lower.split('.');
  if (RESERVED_TOP_LEVEL.has(labels[labels.length - 1] as string)) return true;
  return RESERVED_SECOND_LEVEL.has(labels.slice(-2).join('.'));
}

/** The two leading char codes of a string as one number: a key that needs no string built or hashed. */
const prefixCode = (text: string): number => text.charCodeAt(0) * 65_536 + text.charCodeAt(1);

let examples: ReadonlyMap<number, readonly string[]> | undefined;

/**
 * True for the registry's example IBAN of a country (compact, upper case).
 * Looked up by the two leading letters, then compared: this runs on every
 * IBAN, and hashing a whole IBAN each time costs more.
 */
export function isExampleIban(compact: string): boolean {
  if (examples === undefined) {
    const byPrefix = new Map<number, string[]>();
    for (const { example } of IBAN_REGISTRY)
      if (example !== '')
        byPrefix.set(prefixCode(example), [...(byPrefix.get(prefixCode(example)) ?? []), example]);
    examples = byPrefix;
  }
  const candidates = examples.get(prefixCode(compact));
  return candidates?.includes(compact) === true;
}

/** The test BIN a card number starts with, the longest one; undefined if none. */
export function testBinOf(digits: string): string | undefined {
  let found: string | undefined;
  for (const { prefix } of TEST_BIN_RANGES)
    if (digits.startsWith(prefix) && (found === undefined || prefix.length > found.length)) found = prefix;
  return found;
}

let listedGroups: ReadonlyMap<string, readonly string[]> | undefined;

/** The published test numbers of `digits`' brand and length (the group it moves in), if it is one. */
export function testCardGroup(digits: string): readonly string[] | undefined {
  if (listedGroups === undefined) {
    const groups = new Map<string, string[]>();
    for (const { number, brand } of TEST_CARD_NUMBERS) {
      const key = `${brand}:${number.length}`;
      const group = groups.get(key) ?? [];
      if (!group.includes(number)) group.push(number);
      groups.set(key, group);
    }
    const byNumber = new Map<string, readonly string[]>();
    for (const group of groups.values()) for (const number of group) byNumber.set(number, group);
    listedGroups = byNumber;
  }
  return listedGroups.get(digits);
}
