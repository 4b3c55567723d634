/**
 * The shape shared by the national check-digit rules that live inside a BBAN
 * (the Spanish CCC digits, the French RIB key, the Italian CIN, ...). A rule
 * names where its check characters sit and computes them from the rest of
 * the BBAN, so one function serves validation (compare) and generation
 * (write them in): the two cannot disagree.
 */
import type { ReasonCode } from '../../reason-codes.js';

/** `[start, end)` offsets inside the BBAN, 0-based. */
export type Slot = readonly [number, number];

export interface NationalCheck {
  /** Reason code when the BBAN fails this rule. */
  readonly code: ReasonCode;
  /** Where the check characters sit; `expected` never reads them. */
  readonly slots: readonly Slot[];
  /**
   * The check characters this BBAN should carry (slots in order, joined), or
   * null when no value can make it valid (a mod-11 remainder of 10). Called
   * only on a BBAN that matches its registry structure.
   */
  expected(bban: string): string | null;
}

/** The check characters `bban` carries, slots joined. */
export function carried(check: NationalCheck, bban: string): string {
  let out = '';
  for (const [start, end] of check.slots) out += bban.slice(start, end);
  return out;
}

/** True when `bban` carries `expected`: `carried(check, bban) === expected` without building the string. */
export function carries(check: NationalCheck, bban: string, expected: string): boolean {
  let used = 0;
  for (const [start, end] of check.slots) {
    for (let i = start; i < end; i++) if (bban.charCodeAt(i) !== expected.charCodeAt(used++)) return false;
  }
  return used === expected.length;
}

/** `bban` with its check characters replaced by `value` (slots joined, as `expected` returns them). */
export function withCheck(check: NationalCheck, bban: string, value: string): string {
  let out = '';
  let from = 0;
  let used = 0;
  for (const [start, end] of check.slots) {
    out += bban.slice(from, start) + value.slice(used, used + end - start);
    used += end - start;
    from = end;
  }
  return out + bban.slice(from);
}

/** Numeric value of a digit character at `index`. */
export const digitAt = (text: string, index: number): number => text.charCodeAt(index) - 48;

/**
 * Sum of the digits of `text[start, end)` times weights chosen by distance
 * from the right end (0 for the last digit), the usual shape of national
 * weighted checks.
 */
export function weightedSum(
  text: string,
  start: number,
  end: number,
  weight: (fromRight: number) => number,
): number {
  let sum = 0;
  for (let i = end - 1, k = 0; i >= start; i--, k++) sum += digitAt(text, i) * weight(k);
  return sum;
}

export const twoDigits = (n: number): string => (n < 10 ? `0${n}` : String(n));
