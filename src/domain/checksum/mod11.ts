/**
 * Weighted modulo-11 sums: each digit times its position's weight, summed,
 * reduced modulo 11. The formats differ only in their weights and in how they
 * turn the remainder into a check character, so those stay in the formats.
 *
 * The Spanish CCC uses the powers of two modulo 11 (1, 2, 4, 8, 5, 10, 9, 7,
 * 3, 6 for ten positions, read left to right): `powersOfTwoMod11` derives them
 * from that rule instead of keeping a table.
 *
 * Source: the Código Cuenta Cliente rule of the Spanish banking associations
 * (AEB, CECA), as described in es.wikipedia.org "Código cuenta cliente".
 */

/** Weights 2^i mod 11 for positions i = 0 .. length-1. */
export function powersOfTwoMod11(length: number): readonly number[] {
  const weights: number[] = [];
  let weight = 1;
  for (let i = 0; i < length; i++) {
    weights.push(weight);
    weight = (weight * 2) % 11;
  }
  return weights;
}

/**
 * Sum of digit × weight, modulo 11. `digits` must be ASCII decimal digits and
 * no longer than `weights`: anything else is misuse and throws.
 */
export function weightedMod11(digits: string, weights: readonly number[]): number {
  if (digits.length > weights.length) throw new RangeError('weightedMod11: more digits than weights');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) throw new RangeError(`weightedMod11: '${digits[i]}' is not a digit`);
    sum += digit * (weights[i] as number);
  }
  return sum % 11;
}
