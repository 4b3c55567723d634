/**
 * Luhn (mod 10): the check digit of payment card numbers (ISO/IEC 7812-1).
 *
 * From the rightmost digit leftwards every second digit is doubled (a
 * doubled digit above 9 loses 9) and all digits are summed; a valid number
 * sums to a multiple of 10. The check digit is the last digit, so for a
 * payload the doubling starts at the payload's last digit.
 *
 * Sources: ISO/IEC 7812-1:2017, annex B; H. P. Luhn, US patent 2,950,048 (1960).
 */

const DIGITS = /^\d+$/;

/**
 * Luhn sum of `digits` from `start`, doubling every second digit counted
 * from the right starting with the rightmost when `doubleLast`.
 */
function luhnSum(digits: string, doubleLast: boolean, start = 0): number {
  let sum = 0;
  let double = doubleLast;
  for (let i = digits.length - 1; i >= start; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** The digit that, appended to `payload`, makes a Luhn-valid number. Non-digits are misuse and throw. */
export function luhnCheckDigit(payload: string): string {
  if (!DIGITS.test(payload)) throw new RangeError(`luhnCheckDigit: '${payload}' is not a string of digits`);
  return String(luhnCheckValue(payload));
}

/**
 * The check digit of the payload `text` holds from `start`, as a number.
 * Unchecked: for generators, whose payloads are digits they drew themselves.
 */
export function luhnCheckValue(text: string, start = 0): number {
  return (10 - (luhnSum(text, true, start) % 10)) % 10;
}

/** True when `number` (digits only, check digit last) passes the Luhn check; false for anything else. */
export function isLuhnValid(number: string): boolean {
  return number.length >= 2 && DIGITS.test(number) && luhnSum(number, false) % 10 === 0;
}
