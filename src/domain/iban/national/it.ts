/**
 * Italy and San Marino: the BBAN opens with the CIN, a control letter over
 * the 22 characters that follow (ABI bank code 5, CAB branch 5, account 12).
 * Characters in odd positions (1st, 3rd, ...) are mapped through a fixed
 * table, those in even positions count as themselves (digit d or letter
 * index, A = 0); the sum mod 26 is the letter.
 *
 * Source: SWIFT IBAN Registry (IT, SM); the ABI "coordinate bancarie" CIN
 * rule (same odd-position table as the Italian codice fiscale check).
 */
import type { NationalCheck } from './check.js';

/** Odd-position values of 0-9 / A-Z by index (digit d and letter index d share a value). */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Index of a digit or letter: '0'-'9' -> 0-9, 'A'-'Z' -> 0-25. */
const indexOf = (code: number): number => (code <= 57 ? code - 48 : code - 65);

/** The CIN letter of the 22 characters after the first of `bban`. */
export function cin(bban: string): string {
  let sum = 0;
  for (let i = 1; i < 23; i++) {
    const index = indexOf(bban.charCodeAt(i));
    sum += i % 2 === 1 ? (ODD[index] as number) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export const IT_CIN: NationalCheck = {
  code: 'invalid_iban_format',
  slots: [[0, 1]],
  expected: cin,
};
