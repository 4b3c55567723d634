import type { Rng } from '../random/rng.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*()-_=+[]{};:,.?';

const WITH_SYMBOLS = [LOWER, UPPER, DIGITS, SYMBOLS];
const WITHOUT_SYMBOLS = [LOWER, UPPER, DIGITS];
const ALL_WITH_SYMBOLS = WITH_SYMBOLS.join('');
const ALL_WITHOUT_SYMBOLS = WITHOUT_SYMBOLS.join('');

/**
 * A password with at least one character of every class asked for. Look-alike
 * characters (l, I, O, 0, 1) are left out so testers can type it back.
 */
export function generatePassword(
  rng: Rng,
  { length = 16, symbols = true }: { length?: number; symbols?: boolean } = {},
): string {
  const classes = symbols ? WITH_SYMBOLS : WITHOUT_SYMBOLS;
  const all = symbols ? ALL_WITH_SYMBOLS : ALL_WITHOUT_SYMBOLS;
  // Character codes, turned into the string once at the end.
  const codes: number[] = [];
  const positions: number[] = [];
  for (let i = 0; i < length; i++) {
    codes.push(all.charCodeAt(rng.int(0, all.length - 1)));
    positions.push(i);
  }
  // Put one of each class at distinct random positions.
  for (let k = 0; k < classes.length; k++) {
    const cls = classes[k]!;
    const at = rng.int(k, length - 1);
    const position = positions[at]!;
    positions[at] = positions[k]!;
    positions[k] = position;
    codes[position] = cls.charCodeAt(rng.int(0, cls.length - 1));
  }
  return String.fromCharCode(...codes);
}

export const PASSWORD_CLASSES = { LOWER, UPPER, DIGITS, SYMBOLS };
