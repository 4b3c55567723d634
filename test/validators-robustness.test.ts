/**
 * Junk fed to every format of the registry and to `validateValue` under
 * every kind and auto: validation never throws, always answers a well-formed
 * result, and never calls junk valid. Valid values of one kind are never
 * valid as another. No timings are measured: the over-long inputs only
 * check the outcome.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_FORMATS, COUNTRIES } from '../src/countries/registry.js';
import { type KindOrAuto, MAX_VALUE_LENGTH, validateValue } from '../src/countries/validate.js';
import { REASON_CODES } from '../src/domain/reason-codes.js';
import { KINDS, type Kind, type ValidationResult } from '../src/domain/validation.js';

const ALL_KINDS: readonly KindOrAuto[] = ['auto', ...KINDS];

/** An explicit kind is any country's; `auto` detects Spain's kinds (the default locale). */
const validate = (value: string, kind: KindOrAuto) =>
  validateValue(value, kind, kind === 'auto' ? undefined : ALL_FORMATS);

/**
 * Inputs that are no value of any kind, named for the failure message. (Not
 * every English word is junk: "constructor" is a well-formed BIC, CONS TR UC
 * TOR, since a BIC has no check digit, and any 8-letter word has the BIC
 * shape.)
 */
const JUNK: Record<string, string> = {
  empty: '',
  space: ' ',
  spaces: '     ',
  tab: '\t',
  newline: '\n',
  'CR LF': '\r\n',
  'separators only': ' .-/ ./- ',
  NUL: '\u0000',
  'NUL inside a DNI': '12345678\u0000Z',
  'bell and escape': '\u0007\u001b[31m',
  'DNI with a trailing newline': '12345678Z\n',
  'DNI with a tab inside': '12345678\tZ',
  'long x': 'x'.repeat(10_000),
  'long digits': '1'.repeat(10_000),
  'long letters and digits': 'A1'.repeat(5_000),
  'long spaces around letters': `x${' '.repeat(10_000)}y`,
  'long no-break spaces around letters': `x${'\u00a0'.repeat(10_000)}y`,
  'long DNI repeated': '12345678Z'.repeat(1_200),
  emoji: '😀',
  'emoji inside a DNI': '1234😀5678Z',
  'RTL override': '\u202e12345678Z',
  'RTL mark': '\u200f12345678Z',
  Arabic: 'مرحبا',
  Hebrew: 'שלום',
  'Arabic-Indic digits': '١٢٣٤٥٦٧٨',
  'combining acute on the letter': '12345678Z\u0301',
  'combining marks only': '\u0301\u0302\u0303',
  'full-width DNI': '１２３４５６７８Ｚ',
  'full-width IBAN': 'ＥＳ９１２１０００４１８４５０２０００５１３３２',
  'full-width x in a NIE': 'ｘ1234567L',
  'Kelvin sign in a NIF': '\u212a0000000T',
  'long s in a passport': '\u017fAA123456',
  'dotted capital I': 'İ',
  'sharp s': 'ß',
  ligature: 'ﬁ',
  BOM: '\ufeff12345678Z',
  'zero-width space in a DNI': '1234\u200b5678Z',
  'lone surrogate': '\ud800',
  'lone surrogate in a card': '4111111111111111\udc00',
  'JSON null': 'null',
  undefined: 'undefined',
  __proto__: '__proto__',
  valueOf: 'valueOf',
  hasOwnProperty: 'hasOwnProperty',
  'SQL injection': "' OR 1=1 --",
  HTML: '<script>alert(1)</script>',
  'path traversal': '../../etc/passwd',
  'big number': '1e308',
  NaN: 'NaN',
  '-0': '-0',
  'plus 34 alone': '+34',
  '0034 alone': '0034',
  'urn prefix alone': 'urn:uuid:',
  braces: '{}',
  'DNI with 9 digits': '123456789Z',
};

const JUNK_CASES = Object.entries(JUNK);

/** Names of the junk inputs for which `check` fails (throws or returns false). */
function failuresOf(check: (junk: string) => boolean): string[] {
  return JUNK_CASES.filter(([, junk]) => {
    try {
      return !check(junk);
    } catch {
      return true;
    }
  }).map(([name]) => name);
}

const isWellFormed = (result: ValidationResult): boolean =>
  result.valid
    ? typeof result.normalized === 'string' &&
      Object.values(result.extra ?? {}).every((value) => typeof value === 'string')
    : (REASON_CODES as readonly string[]).includes(result.code) &&
      (result.expected === undefined || typeof result.expected === 'string');

describe('junk', () => {
  it.each(ALL_FORMATS.map((f) => [f.kind, f] as const))(
    '%s module: never throws, never valid, never detected',
    (_, format) => {
      const failures = failuresOf((junk) => {
        const result = format.validate(junk);
        return isWellFormed(result) && !result.valid && !format.detect(format.compact(junk));
      });
      expect(failures).toEqual([]);
    },
  );

  it.each(ALL_KINDS)('validateValue, kind %s: never throws, never valid', (kind) => {
    const failures = failuresOf((junk) => {
      const result = validate(junk, kind);
      return isWellFormed(result) && !result.valid;
    });
    expect(failures).toEqual([]);
  });

  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    'answers unrecognized_format under auto (%s)',
    (_, country) => {
      const failures = JUNK_CASES.filter(([, junk]) => {
        const result = validateValue(junk, 'auto', country.formats);
        return result.valid || result.code !== 'unrecognized_format';
      });
      expect(failures.map(([name]) => name)).toEqual([]);
    },
  );

  it.each(KINDS)('is a format failure of kind %s', (kind) => {
    const codes = new Set(
      JUNK_CASES.map(([, junk]) => {
        const result = validate(junk, kind);
        return result.valid ? 'valid' : result.code;
      }),
    );
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^invalid_[a-z_]+_format$/);
  });
});

describe('values longer than MAX_VALUE_LENGTH', () => {
  // Valid after compaction, but padded past the cap: every kind reads them as malformed.
  const padded = (value: string): string => value + ' '.repeat(MAX_VALUE_LENGTH);

  it.each(ALL_KINDS)('are invalid as %s', (kind) => {
    const result = validate(padded('12345678Z'), kind);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.code).toMatch(kind === 'auto' ? /^unrecognized_format$/ : /_format$/);
  });

  it('are read up to the cap', () => {
    const value = `12345678Z${' '.repeat(MAX_VALUE_LENGTH - 9)}`;
    expect(validateValue(value)).toEqual({ valid: true, normalized: '12345678Z', kind: 'DNI' });
  });
});

/** A valid value of every kind; each must be invalid as every other kind. */
const VALID: Record<Kind, readonly string[]> = {
  DNI: ['12345678Z', '00000000T'],
  NIE: ['X1234567L', 'Y0000000Z'],
  NIF: ['L1111111G', 'K0000000T'],
  CIF: ['A28015865', 'Q2826000H'],
  IBAN: ['ES9121000418450200051332', 'GB82WEST12345698765432', 'BE68539007547034'],
  Tarjeta: ['4111111111111111', '378282246310005', '30569309025904'],
  NSS: ['281234567840', '280123456742'],
  CCC: ['21000418450200051332'],
  BIC: ['BSCHESMM', 'CAIXESBBXXX'],
  Matricula: ['1234BCD', 'M1234AB'],
  Telefono: ['612345678', '912345678', '+34612345678', '0034912345678'],
  Pasaporte: ['AAA123456'],
  UUID: ['919108f7-52d1-4320-9bac-f847db4148a8', '919108f752d143209bacf847db4148a8'],
  NIF_PT: ['123456789', '299999998'],
  NIPC: ['501964843'],
  CC: ['000000000ZZ4'],
  NISS: ['11234567892'],
  NIB: ['001800004035933000187'],
  Telefono_PT: ['+351912345678'],
  Matricula_PT: ['AA-01-AA'],
  CURP: ['BOXW310820HNERXN09', 'MASI050805MVZRLRA8'],
  RFC: ['GODE561231GR8', 'MAB9307148T4'],
  CLABE: ['002010077777777771'],
  NSS_MX: ['12345678903'],
  Telefono_MX: ['+525512345678', '6641234567'],
};

/** Kinds a value is valid as at once by design: every NIPC is also a NIF_PT. */
const OVERLAPS = new Set(['NIPC NIF_PT']);
const overlap = (a: string, b: string) => OVERLAPS.has(`${a} ${b}`) || OVERLAPS.has(`${b} ${a}`);

describe.each(COUNTRIES.map((c) => [c.code, c] as const))('values of other kinds (%s)', (_, country) => {
  const cases = country.formats.flatMap((f) => VALID[f.kind].map((value) => [f.kind, value] as const));

  it.each(cases)('%s %s is valid as its kind only', (kind, value) => {
    expect(validate(value, kind)).toMatchObject({ valid: true, kind });
    const detected = validateValue(value, 'auto', country.formats);
    expect(detected.valid).toBe(true);
    if (detected.valid && detected.kind !== kind) expect(overlap(kind, detected.kind!)).toBe(true);
    const alsoValidAs = country.formats
      .filter((f) => f.kind !== kind && !overlap(kind, f.kind) && f.validate(value).valid)
      .map((f) => f.kind);
    expect(alsoValidAs).toEqual([]);
  });
});

/** Characters that survive every module's compaction and belong to no kind's alphabet. */
const FOREIGN = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '#',
  '@',
  '*',
  '!',
  '😀',
  '\u202e',
  '\u200b',
  '\ufeff',
  'é',
  'Ñ',
  '１',
  'Ｚ',
  '\u0301',
  '\u212a',
);

const arbitraryStrings = {
  'printable ASCII': fc.string({ maxLength: 48 }),
  'any ASCII': fc.string({ unit: 'binary-ascii', maxLength: 48 }),
  'full Unicode': fc.string({ unit: 'binary', maxLength: 48 }),
  graphemes: fc.string({ unit: 'grapheme', maxLength: 24 }),
  'digits, letters and separators': fc.string({
    unit: fc.constantFrom(...'0123456789ABCXYZabcxyz -./+'),
    maxLength: 40,
  }),
};

describe('arbitrary strings (fast-check)', () => {
  describe.each(Object.entries(arbitraryStrings))('%s', (_, strings) => {
    it('never throw and always give a well-formed, stable result', () => {
      fc.assert(
        fc.property(strings, (value) => {
          for (const format of ALL_FORMATS) {
            const result = format.validate(value);
            expect(isWellFormed(result), JSON.stringify(result)).toBe(true);
            // A valid answer is stable: its normalized form is valid and unchanged.
            if (result.valid) expect(format.validate(result.normalized)).toEqual(result);
            if (result.valid) expect(format.detect(format.compact(value))).toBe(true);
          }
          for (const kind of ALL_KINDS) {
            const result = validate(value, kind);
            expect(isWellFormed(result), JSON.stringify(result)).toBe(true);
            if (result.valid) expect(KINDS).toContain(result.kind);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('are never valid with a foreign character inside', () => {
      fc.assert(
        fc.property(strings, FOREIGN, strings, (before, foreign, after) => {
          const value = before + foreign + after;
          for (const format of ALL_FORMATS) expect(format.validate(value).valid).toBe(false);
          for (const kind of ALL_KINDS) expect(validate(value, kind).valid).toBe(false);
        }),
        { numRuns: 300 },
      );
    });
  });
});
