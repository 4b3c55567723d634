/**
 * The validators read character codes and try the value as given before
 * compacting it. Here each is held to a plain reading of its rules (compact,
 * regular expressions, slices, the shared checksum helpers): both must give
 * the same result, field for field, for any string — junk, Unicode, lower
 * case, separators, and near misses of real values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardBrandOfHead, IIN_HEAD_DIGITS } from '../../../domain/card/brands.js';
import { generateCard, isTestCardNumber, validateCard } from '../../../domain/card/card.js';
import { isLuhnValid, luhnCheckDigit } from '../../../domain/checksum/luhn.js';
import { mod97 } from '../../../domain/checksum/mod97.js';
import { compactIdentifier } from '../../../domain/compact.js';
import {
  generateIban,
  IBAN_COUNTRIES,
  ibanCheckDigits,
  ibanFromBban,
  ibanSpec,
} from '../../../domain/iban/iban.js';
import { carried } from '../../../domain/iban/national/index.js';
import { fail, ok, type ValidationResult } from '../../../domain/validation.js';
import { rngFromSeed } from '../../../random/rng.js';
import { bankByCode } from './banks.js';
import { generateCcc, validateCcc } from './ccc.js';
import { CIF_ORGANISATIONS, generateCif, validateCif } from './cif.js';
import { DNI_LETTERS, generateDni, validateDni } from './dni.js';
import { validateIbanEs } from './iban.js';
import { generateNie, validateNie } from './nie.js';
import { generateNif, validateNif } from './nif.js';
import { generateNss, nssProvinceName, validateNss } from './nss.js';

// --- Plain readings of the rules ------------------------------------------

const letterOf = (digits: string) => DNI_LETTERS[Number(digits) % 23] as string;

function referenceDni(value: string): ValidationResult {
  const dni = compactIdentifier(value);
  if (!/^\d{8}[A-Z]$/.test(dni)) return fail('invalid_dni_format');
  const expected = letterOf(dni.slice(0, 8));
  return dni[8] === expected ? ok(dni) : fail('invalid_check_letter', expected);
}

function referenceNie(value: string): ValidationResult {
  const nie = compactIdentifier(value);
  if (!/^[XYZ]\d{7}[A-Z]$/.test(nie)) return fail('invalid_nie_format');
  const expected = letterOf('XYZ'.indexOf(nie[0] as string) + nie.slice(1, 8));
  return nie[8] === expected ? ok(nie) : fail('invalid_check_letter', expected);
}

function referenceNif(value: string): ValidationResult {
  const nif = compactIdentifier(value);
  if (!/^[KLM]\d{7}[A-Z]$/.test(nif)) return fail('invalid_nif_format');
  const expected = letterOf(nif.slice(1, 8));
  return nif[8] === expected ? ok(nif) : fail('invalid_check_letter', expected);
}

function referenceCif(value: string): ValidationResult {
  const cif = compactIdentifier(value);
  if (!/^[A-Z]\d{7}[0-9A-Z]$/.test(cif)) return fail('invalid_cif_format');
  const letter = cif[0] as string;
  // K: a letter control under kind CIF (docs/api.md, Validation), though never generated as one.
  const organisation =
    letter === 'K'
      ? { control: 'letter', description: 'Español menor de 14 años (clave K)' }
      : CIF_ORGANISATIONS[letter as keyof typeof CIF_ORGANISATIONS];
  if (organisation === undefined) return fail('invalid_cif_org_letter');
  const digit = luhnCheckDigit(cif.slice(1, 8));
  const controlLetter = 'JABCDEFGHI'[Number(digit)] as string;
  const control = cif[8];
  const accepted =
    organisation.control === 'digit'
      ? control === digit
      : organisation.control === 'letter'
        ? control === controlLetter
        : control === digit || control === controlLetter;
  if (!accepted) return fail('invalid_cif_check', organisation.control === 'letter' ? controlLetter : digit);
  return ok(cif, { tipo_organizacion: organisation.description });
}

function cccControl(tenDigits: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(tenDigits[i]) * (weights[i] as number);
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? '1' : String(check);
}

/** Both control digits of a 20-digit CCC. */
const cccControls = (ccc: string) => cccControl(`00${ccc.slice(0, 8)}`) + cccControl(ccc.slice(10));

function bankExtra(entidad: string): Record<string, string> {
  const bank = bankByCode(entidad);
  const extra: Record<string, string> = { entidad };
  if (bank) extra.banco = bank.name;
  if (bank?.bic) extra.bic = bank.bic;
  return extra;
}

function referenceCcc(value: string): ValidationResult {
  const ccc = compactIdentifier(value);
  if (!/^\d{20}$/.test(ccc)) return fail('invalid_ccc_format');
  const expected = cccControls(ccc);
  if (ccc.slice(8, 10) !== expected) return fail('invalid_ccc_check', expected);
  return ok(ccc, bankExtra(ccc.slice(0, 4)));
}

function referenceNss(value: string): ValidationResult {
  const nss = compactIdentifier(value);
  if (!/^\d{12}$/.test(nss) || nssProvinceName(nss.slice(0, 2)) === undefined) {
    return fail('invalid_nss_format');
  }
  const number = nss[2] === '0' ? nss.slice(0, 2) + nss.slice(3, 10) : nss.slice(0, 10);
  const expected = String(mod97(number)).padStart(2, '0');
  if (nss.slice(10) !== expected) return fail('invalid_nss_check', expected);
  return ok(nss, { provincia: nssProvinceName(nss.slice(0, 2)) as string });
}

function referenceIban(value: string): ValidationResult {
  const iban = compactIdentifier(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return fail('invalid_iban_format');
  const country = iban.slice(0, 2);
  const spec = ibanSpec(country);
  if (spec === undefined) return fail('unsupported_iban_country');
  if (iban.length !== spec.entry.length) return fail('invalid_iban_length');
  const bban = iban.slice(4);
  if (!spec.structure.pattern.test(bban)) {
    return fail(country === 'DE' ? 'invalid_iban_de_bban' : 'invalid_iban_format');
  }
  const check = ibanCheckDigits(country, bban);
  if (iban.slice(2, 4) !== check) return fail('invalid_iban_check_digits', check);
  if (spec.national) {
    // The Spanish rule is the CCC's, read here as above; the others are the national modules' own.
    const expected = country === 'ES' ? cccControls(bban) : spec.national.expected(bban);
    if (expected === null) return fail(spec.national.code);
    if (carried(spec.national, bban) !== expected) return fail(spec.national.code, expected);
  }
  const extra = country === 'ES' ? bankExtra(bban.slice(0, 4)) : {};
  return ok(iban, { pais: country, ...extra });
}

function referenceCard(value: string): ValidationResult {
  const pan = compactIdentifier(value, false);
  if (!/^\d{12,19}$/.test(pan)) return fail('invalid_card_format');
  const brand = cardBrandOf(pan);
  if (brand && !brand.lengths.includes(pan.length)) return fail('invalid_card_length');
  if (!isLuhnValid(pan)) return fail('invalid_luhn_check', luhnCheckDigit(pan.slice(0, -1)));
  if (!brand || !isTestCardNumber(pan)) return fail('unknown_test_bin');
  return ok(pan, { marca: brand.name });
}

// --- Inputs ------------------------------------------------------------------

type Validate = (value: string) => ValidationResult;

/** Characters that compaction removes, changes or keeps for validation to reject. */
const SEPARATORS = [' ', '.', '-', '/', '\u00a0', '\u2009', '\u3000'];
/** Neighbours of the ranges read as character codes (':' after 9, '@' before A, ...) and other junk. */
const JUNK = [
  ':',
  '@',
  '[',
  '`',
  '{',
  '\t',
  '\n',
  '\u0000',
  'ñ',
  'ß',
  'İ',
  'ſ',
  '\u212a',
  '１',
  'Ｚ',
  '\u200b',
  '\u0301',
  '😀',
  '_',
  '+',
];
const ALPHABET = [
  ...'0123456789',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'abcdefghijklmnopqrstuvwxyz',
  ...SEPARATORS,
  ...JUNK,
];

/** Strings of digits, letters of both cases, separators and a little junk. */
const alphabetStrings = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 40 });

type Edit = readonly [at: number, kind: 'insert' | 'replace' | 'delete' | 'lower' | 'truncate', char: string];

const edits = fc.array(
  fc.tuple(
    fc.nat(),
    fc.constantFrom('insert', 'replace', 'delete', 'lower', 'truncate'),
    fc.constantFrom(...ALPHABET),
  ) as fc.Arbitrary<Edit>,
  { maxLength: 3 },
);

function applyEdits(value: string, list: readonly Edit[]): string {
  let out = value;
  for (const [at, kind, char] of list) {
    const i = out.length === 0 ? 0 : at % (out.length + (kind === 'insert' ? 1 : 0));
    if (kind === 'insert') out = out.slice(0, i) + char + out.slice(i);
    else if (kind === 'replace') out = out.slice(0, i) + char + out.slice(i + 1);
    else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1);
    else if (kind === 'lower') out = out.slice(0, i) + out.slice(i, i + 1).toLowerCase() + out.slice(i + 1);
    else out = out.slice(0, i);
  }
  return out;
}

/** Generated values, right or wrong, as they are and with a few edits. */
const nearMisses = (make: (seed: string, ok: boolean) => string) =>
  fc
    .tuple(fc.nat(), fc.boolean(), edits)
    .map(([seed, valid, list]) => applyEdits(make(String(seed), valid), list));

function agree(ours: Validate, reference: Validate, values: fc.Arbitrary<string>, numRuns: number): void {
  fc.assert(
    fc.property(values, (value) => {
      expect(ours(value)).toStrictEqual(reference(value));
    }),
    { numRuns },
  );
}

const CASES: readonly [
  name: string,
  ours: Validate,
  reference: Validate,
  make: (seed: string, ok: boolean) => string,
][] = [
  ['DNI', validateDni, referenceDni, (s, ok) => generateDni(rngFromSeed(s), { ok })],
  ['NIE', validateNie, referenceNie, (s, ok) => generateNie(rngFromSeed(s), { ok })],
  ['NIF', validateNif, referenceNif, (s, ok) => generateNif(rngFromSeed(s), { ok })],
  ['CIF', validateCif, referenceCif, (s, ok) => generateCif(rngFromSeed(s), { ok })],
  ['CCC', validateCcc, referenceCcc, (s, ok) => generateCcc(rngFromSeed(s), { ok })],
  ['NSS', validateNss, referenceNss, (s, ok) => generateNss(rngFromSeed(s), { ok })],
  [
    'IBAN',
    validateIbanEs,
    referenceIban,
    (s, ok) => {
      const rng = rngFromSeed(s);
      return generateIban(rng, { ok, country: rng.pick(IBAN_COUNTRIES) });
    },
  ],
  [
    'card',
    validateCard,
    referenceCard,
    (s, ok) => {
      const rng = rngFromSeed(s);
      return generateCard(rng, {
        ok,
        brand: rng.pick(['visa', 'mastercard', 'amex', 'jcb', 'maestro'] as const),
      }).numero;
    },
  ],
];

describe.each(CASES)(
  '%s validation agrees with the plain reading of its rules',
  (_, ours, reference, make) => {
    it('on any string', () => {
      agree(ours, reference, fc.string({ unit: 'binary', maxLength: 40 }), 1000);
    });

    it('on strings of digits, letters, separators and junk', () => {
      agree(ours, reference, alphabetStrings, 2000);
    });

    it('on generated values and near misses of them', () => {
      agree(ours, reference, nearMisses(make), 3000);
    });
  },
);

describe('IBAN validation agrees with the plain reading of its rules', () => {
  it('on every country, right and wrong, compact and spaced', () => {
    for (const country of IBAN_COUNTRIES) {
      const rng = rngFromSeed(`reference-${country}`);
      for (let i = 0; i < 20; i++) {
        const iban = generateIban(rng, { ok: i % 2 === 0, country });
        const spaced = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
        for (const value of [iban, spaced, iban.slice(0, -1), `${iban}0`]) {
          expect(validateIbanEs(value)).toStrictEqual(referenceIban(value));
        }
      }
    }
  });
});

describe('national and card checks agree past the outer check digits', () => {
  it('IBANs whose BBAN has one character changed and fresh IBAN check digits', () => {
    const values = fc
      .tuple(fc.constantFrom(...IBAN_COUNTRIES), fc.nat(), fc.nat(), fc.constantFrom(...'0123456789ABCZ'))
      .map(([country, seed, at, char]) => {
        const bban = generateIban(rngFromSeed(String(seed)), { country }).slice(4);
        const i = at % bban.length;
        return ibanFromBban(country, bban.slice(0, i) + char + bban.slice(i + 1));
      });
    agree(validateIbanEs, referenceIban, values, 3000);
  });

  it('digit strings of card lengths with a right Luhn digit', () => {
    const values = fc
      .tuple(
        fc.stringMatching(/^\d{11,18}$/),
        fc.constantFrom('', '4242', '5555', '37', '6011', '35', '62', '67'),
      )
      .map(([digits, head]) => {
        const payload = (head + digits).slice(0, Math.max(11, digits.length));
        return payload + luhnCheckDigit(payload);
      });
    agree(validateCard, referenceCard, values, 3000);
  });
});

it('the card brand table agrees with cardBrandOf on every IIN head', () => {
  const wrong: string[] = [];
  for (let n = 0; n < 10 ** IIN_HEAD_DIGITS; n++) {
    const head = String(n).padStart(IIN_HEAD_DIGITS, '0');
    for (const pan of [head, `${head}00000000`, `${head}99999999`]) {
      if (cardBrandOfHead(n) !== cardBrandOf(pan)) wrong.push(pan);
    }
  }
  expect(wrong).toEqual([]);
});
