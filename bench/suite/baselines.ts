/**
 * Raw-arithmetic baselines: the least code that performs each check on a
 * compact, upper-case value, on character codes, with no regular
 * expressions, allocations or result objects. They return a boolean and
 * know nothing beyond the check itself (no bank names, no test-card lists,
 * no national BBAN rules), so they bound what a validator could cost.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** Value of the decimal digit at `i`, or -1. */
const digitAt = (v: string, i: number): number => {
  const d = v.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
};

/** 8 digits, then the letter of the number mod 23. */
export function rawDni(v: string): boolean {
  if (v.length !== 9) return false;
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    n = n * 10 + d;
  }
  return v.charCodeAt(8) === DNI_LETTERS.charCodeAt(n % 23);
}

/** X, Y or Z (0, 1, 2), 7 digits, then the DNI letter of the 8-digit number. */
export function rawNie(v: string): boolean {
  if (v.length !== 9) return false;
  let n = v.charCodeAt(0) - 88;
  if (n < 0 || n > 2) return false;
  for (let i = 1; i < 8; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    n = n * 10 + d;
  }
  return v.charCodeAt(8) === DNI_LETTERS.charCodeAt(n % 23);
}

/** Per organisation letter: 1 control digit, 2 control letter, 3 either; 0 not an organisation letter. */
const CIF_CONTROL = new Uint8Array(128);
for (const c of 'ABEH') CIF_CONTROL[c.charCodeAt(0)] = 1;
for (const c of 'NPQRSW') CIF_CONTROL[c.charCodeAt(0)] = 2;
for (const c of 'CDFGJUV') CIF_CONTROL[c.charCodeAt(0)] = 3;

/** Organisation letter, 7 digits, control from the Luhn-style sum of the digits. */
export function rawCif(v: string): boolean {
  if (v.length !== 9) return false;
  const kind = CIF_CONTROL[v.charCodeAt(0)] ?? 0;
  if (kind === 0) return false;
  let sum = 0;
  for (let i = 1; i < 8; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    if (i % 2 === 1) sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
    else sum += d;
  }
  const digit = (10 - (sum % 10)) % 10;
  const last = v.charCodeAt(8);
  const digitOk = last === 48 + digit;
  const letterOk = last === CIF_LETTERS.charCodeAt(digit);
  return kind === 1 ? digitOk : kind === 2 ? letterOk : digitOk || letterOk;
}

/** IBAN lengths of the countries in the pools, indexed by the two letters. */
const IBAN_LENGTH = new Uint8Array(26 * 26);
const LENGTHS: Record<string, number> = {
  ES: 24,
  DE: 22,
  FR: 27,
  IT: 27,
  GB: 22,
  NL: 18,
  PT: 25,
  BE: 16,
  CH: 21,
  AT: 20,
  PL: 28,
  SE: 24,
  IE: 22,
};
for (const [country, length] of Object.entries(LENGTHS)) {
  IBAN_LENGTH[(country.charCodeAt(0) - 65) * 26 + country.charCodeAt(1) - 65] = length;
}
export const BASELINE_IBAN_COUNTRIES = Object.keys(LENGTHS);

/** Remainder of `r` extended by the character at `i` (digit: one decimal place, letter: two), or -1. */
function mod97Step(r: number, v: string, i: number): number {
  const c = v.charCodeAt(i);
  if (c >= 48 && c <= 57) return (r * 10 + c - 48) % 97;
  if (c >= 65 && c <= 90) return (r * 100 + c - 55) % 97;
  return -1;
}

/** Country length, then mod 97 of BBAN + country + check digits equal to 1. */
export function rawIban(v: string): boolean {
  const a = v.charCodeAt(0) - 65;
  const b = v.charCodeAt(1) - 65;
  if (a < 0 || a > 25 || b < 0 || b > 25 || v.length !== IBAN_LENGTH[a * 26 + b]) return false;
  let r = 0;
  for (let i = 4; i < v.length; i++) {
    r = mod97Step(r, v, i);
    if (r < 0) return false;
  }
  for (let i = 0; i < 4; i++) {
    r = mod97Step(r, v, i);
    if (r < 0) return false;
  }
  return r === 1;
}

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** 11 - weighted sum mod 11 of ten digits from `from` (weights skip `skip` leading zeros); 11 -> 0, 10 -> 1. */
function cccControl(v: string, from: number, count: number, skip: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const d = digitAt(v, from + i);
    if (d < 0) return -1;
    sum += d * CCC_WEIGHTS[i + skip]!;
  }
  const c = 11 - (sum % 11);
  return c === 11 ? 0 : c === 10 ? 1 : c;
}

/** 20 digits: entity and office, two controls, account. */
export function rawCcc(v: string): boolean {
  if (v.length !== 20) return false;
  const first = cccControl(v, 0, 8, 2);
  const second = cccControl(v, 10, 10, 0);
  return first >= 0 && second >= 0 && digitAt(v, 8) === first && digitAt(v, 9) === second;
}

/** 12 digits, province 01-53 or 66, control = (province + serial) mod 97 (serial without a leading 0). */
export function rawNss(v: string): boolean {
  if (v.length !== 12) return false;
  let n = 0;
  for (let i = 0; i < 10; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    if (i === 2 && d === 0) continue;
    n = n * 10 + d;
  }
  const province = digitAt(v, 0) * 10 + digitAt(v, 1);
  if (province < 1 || (province > 53 && province !== 66)) return false;
  const c1 = digitAt(v, 10);
  const c2 = digitAt(v, 11);
  return c1 >= 0 && c2 >= 0 && n % 97 === c1 * 10 + c2;
}

/** 12-19 digits whose Luhn sum is a multiple of 10. */
export function rawLuhn(v: string): boolean {
  if (v.length < 12 || v.length > 19) return false;
  let sum = 0;
  for (let i = v.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digitAt(v, i);
    if (d < 0) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Portugal's NIF/NIPC: 9 digits, weights 9..2, check (11 - sum mod 11), 10 and 11 giving 0. */
export function rawNifPt(v: string): boolean {
  if (v.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    sum += d * (9 - i);
  }
  const check = 11 - (sum % 11);
  return digitAt(v, 8) === (check >= 10 ? 0 : check);
}

const NISS_WEIGHTS = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];

/** Portugal's NISS: 11 digits, weighted sum of the first ten, check 9 - (sum mod 10). */
export function rawNiss(v: string): boolean {
  if (v.length !== 11) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    sum += d * NISS_WEIGHTS[i]!;
  }
  return digitAt(v, 10) === 9 - (sum % 10);
}

/** Portugal's NIB: 21 digits whose value is 1 modulo 97 (ISO 7064 mod 97-10). */
export function rawNib(v: string): boolean {
  if (v.length !== 21) return false;
  let r = 0;
  for (let i = 0; i < 21; i++) {
    const d = digitAt(v, i);
    if (d < 0) return false;
    r = (r * 10 + d) % 97;
  }
  return r === 1;
}
