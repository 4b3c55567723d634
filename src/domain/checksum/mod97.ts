/**
 * ISO 7064 MOD 97-10: the check behind IBAN check digits and several national
 * account numbers (PT NIB, BE, the Balkan BBANs, the French RIB key).
 *
 * Letters stand for two-digit numbers (A = 10 ... Z = 35), so `value` is read
 * as one long decimal number and reduced modulo 97 as it is read. Digits are
 * accumulated and reduced every few characters rather than at each one; no
 * BigInt, no intermediate strings.
 *
 * Sources: ISO 7064:2003; ISO 13616-1:2020 (IBAN), section on check digits.
 */

/**
 * Reduce once this many decimal digits are pending: then `acc` stays below
 * 97 * 10^7 < 2^31 even after a letter adds two digits, so V8 keeps the
 * arithmetic on small integers (measured faster than reducing per character
 * or accumulating 13 digits in a double).
 */
const REDUCE_AT = 6;

/**
 * Remainder modulo 97 of `value[start, end)` read as a number (letters as
 * 10..35), continuing from `remainder` (the remainder of what came before).
 * Upper and lower case letters are equal. Any other character is misuse and
 * throws: callers check the alphabet first.
 */
export function mod97(value: string, start = 0, end = value.length, remainder = 0): number {
  let acc = remainder % 97;
  let pending = 0; // decimal digits added to `acc` since the last reduction
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    const digit = (code - 48) >>> 0;
    if (digit < 10) {
      acc = acc * 10 + digit;
      pending += 1;
    } else {
      const letter = ((code | 0x20) - 87) >>> 0; // a/A = 10 ... z/Z = 35
      if (letter < 10 || letter > 35) throw new RangeError(`mod97: '${value[i]}' is not 0-9 or A-Z`);
      acc = acc * 100 + letter;
      pending += 2;
    }
    if (pending >= REDUCE_AT) {
      acc %= 97;
      pending = 0;
    }
  }
  return acc % 97;
}

/**
 * The two check digits that, appended to `value`, make the whole ≡ 1 mod 97
 * (the ISO 7064 MOD 97-10 rule): `98 - (value * 100 mod 97)`, "02".."98".
 */
export function mod97CheckDigits(value: string): string {
  return checkDigitsFromRemainder(mod97(value));
}

/** Check digits for a body whose remainder mod 97 is already known. */
export function checkDigitsFromRemainder(remainder: number): string {
  const check = 98 - ((remainder * 100) % 97);
  return check < 10 ? `0${check}` : String(check);
}

/** True when `value` (check digits included) is ≡ 1 mod 97. */
export function isValidMod97(value: string): boolean {
  return mod97(value) === 1;
}
