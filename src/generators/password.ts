import type { Rng } from '../random/rng.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*()-_=+[]{};:,.?';

/**
 * A password with at least one character of every class asked for. Look-alike
 * characters (l, I, O, 0, 1) are left out so testers can type it back.
 */
export function generatePassword(
  rng: Rng,
  { length = 16, symbols = true }: { length?: number; symbols?: boolean } = {},
): string {
  const classes = symbols ? [LOWER, UPPER, DIGITS, SYMBOLS] : [LOWER, UPPER, DIGITS];
  const all = classes.join('');
  const chars: string[] = [];
  for (let i = 0; i < length; i++) chars.push(all[rng.int(0, all.length - 1)]!);
  // Put one of each class at distinct random positions.
  const positions = Array.from({ length }, (_, i) => i);
  classes.forEach((cls, k) => {
    const at = rng.int(k, length - 1);
    [positions[k], positions[at]] = [positions[at]!, positions[k]!];
    chars[positions[k]!] = cls[rng.int(0, cls.length - 1)]!;
  });
  return chars.join('');
}

export const PASSWORD_CLASSES = { LOWER, UPPER, DIGITS, SYMBOLS };
