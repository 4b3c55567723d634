/** "00" to "99". */
const PAIRS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * `n` (an integer from 0 to 99,999,999) as eight digits with leading zeros,
 * as String(n).padStart(8, '0') writes it, from a table of digit pairs:
 * random numbers miss the engine's number-to-string cache, the table does not.
 */
export function eightDigits(n: number): string {
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  return `${PAIRS[Math.floor(high / 100)]}${PAIRS[high % 100]}${PAIRS[Math.floor(low / 100)]}${PAIRS[low % 100]}`;
}
