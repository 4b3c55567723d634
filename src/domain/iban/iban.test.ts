import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';
import { rngFromSeed } from '../../random/rng.js';
import {
  compactIban,
  detectIban,
  formatIban,
  generateIban,
  IBAN_COUNTRIES,
  IBAN_FORMAT,
  ibanCheckDigits,
  ibanFromBban,
  validateIban,
} from './iban.js';

const ENTRIES = IBAN_REGISTRY.filter((row) => row.parent === '');
const TERRITORIES = IBAN_REGISTRY.filter((row) => row.parent !== '');
const invalidOf = (values: readonly string[]) => values.filter((value) => !validateIban(value).valid);

describe('valid IBANs', () => {
  it('the registry has 89 entries and 16 territories, every entry with an example', () => {
    expect([ENTRIES.length, TERRITORIES.length, IBAN_COUNTRIES.length]).toEqual([89, 16, 89]);
    expect(ENTRIES.filter((row) => row.example === '').map((row) => row.country)).toEqual([]);
  });

  it('every example of the SWIFT IBAN registry validates, national checks included', () => {
    expect(invalidOf(ENTRIES.map((row) => row.example))).toEqual([]);
  });

  it('widely published examples validate (ECBS, Wikipedia, iban.com country pages)', () => {
    const published = [
      'ES91 2100 0418 4502 0005 1332',
      'ES79 2100 0813 6101 2345 6789',
      'GB82 WEST 1234 5698 7654 32',
      'GB33 BUKB 2020 1555 5555 55',
      'FI55 4234 5670 0000 81',
      'FI14 1009 3000 1234 58',
      'BE71 0961 2345 6769',
      'FR76 3000 6000 0112 3456 7890 189',
      'MC11 1273 9000 7000 1111 1000 H79',
      'DE75 5121 0800 1245 1261 99',
      'NL02 ABNA 0123 4567 89',
      'AT48 3200 0000 1234 5864',
      'CH56 0483 5012 3456 7800 9',
      'SM76 P085 4009 8121 2345 6789 123',
      'SE72 8000 0810 3400 0978 3242',
      'DK95 2000 0123 4567 89',
      'NO83 3000 1234 567',
      'PL10 1050 0099 7603 1234 5678 9123',
      'PT50 0027 0000 0001 2345 6783 3',
      'HU93 1160 0006 0000 0000 1234 5676',
      'CZ55 0800 0000 0012 3456 7899',
      'SK89 7500 0000 0000 1234 5671',
      'HR17 2360 0001 1012 3456 5',
      'SI56 1920 0123 4567 892',
      'EE47 1000 0010 2014 5685',
      'BA39 3385 8048 0021 1234',
      'RS35 1050 0812 3123 1231 73',
      'MK07 2000 0278 5123 453',
      'LV97 HABA 0012 3456 7891 0',
      'LT60 1010 0123 4567 8901',
      'IS75 0001 1212 3456 3108 9620 99',
      'IE64 IRCE 9205 0112 3456 78',
    ];
    expect(invalidOf(published)).toEqual([]);
  });

  it('reports the country alone (a country with a bank register adds the bank)', () => {
    expect(validateIban('es91 2100 0418 4502 0005 1332')).toEqual({
      valid: true,
      normalized: 'ES9121000418450200051332',
      extra: { pais: 'ES' },
    });
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      normalized: 'DE89370400440532013000',
      extra: { pais: 'DE' },
    });
  });
});

describe('reason codes, in order of the checks', () => {
  it.each([
    ['', 'invalid_iban_format', undefined],
    ['ES', 'invalid_iban_format', undefined],
    ['ES91', 'invalid_iban_format', undefined],
    ['1291 2100 0418 4502 0005 1332', 'invalid_iban_format', undefined],
    ['E591 2100 0418 4502 0005 1332', 'invalid_iban_format', undefined],
    ['ESAB 2100 0418 4502 0005 1332', 'invalid_iban_format', undefined],
    ['ES91 2100 0418 4502 0005 133€', 'invalid_iban_format', undefined],
    ['ES91_2100_0418_4502_0005_1332', 'invalid_iban_format', undefined],
    ['ES91\t2100041845020005 1332', 'invalid_iban_format', undefined],
    ['XX91 2100 0418 4502 0005 1332', 'unsupported_iban_country', undefined],
    ['AA12 3456 7890 1234 5678 90', 'unsupported_iban_country', undefined],
    ['CI93 CI00 8011 1301 1342 9120 0589', 'unsupported_iban_country', undefined], // BCEAO: not in the registry
    ['ES91 2100 0418 4502 0005 133', 'invalid_iban_length', undefined],
    ['ES91 2100 0418 4502 0005 1332 1', 'invalid_iban_length', undefined],
    ['DE89 3704 0044 0532 0130 0', 'invalid_iban_length', undefined],
    ['NO93 8601 1117 9470', 'invalid_iban_length', undefined],
    ['DE89 3704 0044 0532 0130 0A', 'invalid_iban_de_bban', undefined],
    ['DE89 A704 0044 0532 0130 00', 'invalid_iban_de_bban', undefined],
    ['GB29 NW8K 6016 1331 9268 19', 'invalid_iban_format', undefined],
    ['ES91 2100 0418 4502 0005 133A', 'invalid_iban_format', undefined],
    ['IT60 5054 2811 1010 0000 0123 456', 'invalid_iban_format', undefined],
    ['ES90 2100 0418 4502 0005 1332', 'invalid_iban_check_digits', '91'],
    ['ES19 2100 0418 4502 0005 1332', 'invalid_iban_check_digits', '91'],
    ['ES00 2100 0418 4502 0005 1332', 'invalid_iban_check_digits', '91'],
    ['GB28 NWBK 6016 1331 9268 19', 'invalid_iban_check_digits', '29'],
    ['DE88 3704 0044 0532 0130 00', 'invalid_iban_check_digits', '89'],
    ['FR14 2004 1010 0505 0001 3M02 607', 'invalid_iban_check_digits', '84'],
  ])('%j -> %s (expected %s)', (input, code, expected) => {
    expect(validateIban(input)).toEqual(
      expected === undefined ? { valid: false, code } : { valid: false, code, expected },
    );
  });

  it('check digits 01 and 99 are rejected although they can satisfy mod 97 (ISO 13616: 02..98)', () => {
    // BBANs whose proper digits are 98 and 02: 01 ≡ 98 and 99 ≡ 2 (mod 97).
    const find = (digits: string) => {
      for (let n = 0; ; n++) {
        const bban = `21000418${String(n).padStart(12, '0')}`;
        if (ibanCheckDigits('ES', bban) === digits) return bban;
      }
    };
    expect(validateIban(`ES01${find('98')}`)).toMatchObject({
      code: 'invalid_iban_check_digits',
      expected: '98',
    });
    expect(validateIban(`ES99${find('02')}`)).toMatchObject({
      code: 'invalid_iban_check_digits',
      expected: '02',
    });
  });
});

describe('national check digits (IBAN check digits right, national ones wrong)', () => {
  it.each([
    ['ES2921000418460200051332', 'invalid_iban_es_ccc', '45'],
    ['ES6421000418450200051333', 'invalid_iban_es_ccc', '41'],
    ['FR8420041010050500013M02607', 'invalid_iban_fr_rib_key', '06'],
    ['FR0920041010050500013N02606', 'invalid_iban_fr_rib_key', '13'],
    ['MC3111222000010123456789031', 'invalid_iban_fr_rib_key', '30'],
    ['PT23000201231234567890155', 'invalid_iban_pt_nib', '54'],
    ['PT66000201231234567890254', 'invalid_iban_pt_nib', '51'],
    ['IT64Y0542811101000000123456', 'invalid_iban_format', 'X'],
    ['SM06A0322509800000000270100', 'invalid_iban_format', 'U'],
    ['BE41539007547035', 'invalid_iban_format', '34'],
    ['NO6686011117948', 'invalid_iban_format', '7'],
    ['FI9112345600000786', 'invalid_iban_format', '5'],
    ['HU17117730171111101800000000', 'invalid_iban_format', '60'],
    ['CZ9208000000192000145398', 'invalid_iban_format', '99'],
    ['SK0412000000198742637542', 'invalid_iban_format', '91'],
    ['PL36109010150000071219812874', 'invalid_iban_format', '4'],
    ['HR4710010061863000160', 'invalid_iban_format', '50'],
    ['EE112200221020145686', 'invalid_iban_format', '5'],
    ['BA121290079401028495', 'invalid_iban_format', '94'],
    ['ME95505000012345678952', 'invalid_iban_format', '51'],
    ['MK77250120000058985', 'invalid_iban_format', '84'],
    ['RS62260005601001611378', 'invalid_iban_format', '79'],
    ['SI29263300012039087', 'invalid_iban_format', '86'],
  ])('%s -> %s (expected %s)', (input, code, expected) => {
    expect(validateIban(input)).toEqual({ valid: false, code, expected });
  });

  it.each([
    ['NO7286011110080', 'NO: no digit completes a mod-11 remainder of 10'],
    ['CZ9708000000192000140070', 'CZ: same for the account number'],
  ])('%s has no expected value (%s)', (input) => {
    expect(validateIban(input)).toEqual({ valid: false, code: 'invalid_iban_format' });
  });
});

describe('territories (registry "includes" rows) are not IBAN prefixes', () => {
  it('an IBAN starting with any of the 16 territory codes is unsupported_iban_country', () => {
    const accepted = TERRITORIES.map((row) => {
      const parent = ENTRIES.find((entry) => entry.country === row.parent)?.example ?? '';
      return ibanFromBban(row.country, parent.slice(4));
    }).filter(
      (iban) =>
        validateIban(iban).valid ||
        (validateIban(iban) as { code: string }).code !== 'unsupported_iban_country',
    );
    expect(accepted).toEqual([]);
    expect(TERRITORIES.map((row) => row.country).sort()).toEqual([
      'AX',
      'BL',
      'GF',
      'GG',
      'GP',
      'IM',
      'JE',
      'MF',
      'MQ',
      'NC',
      'PF',
      'PM',
      'RE',
      'TF',
      'WF',
      'YT',
    ]);
  });

  it.each(TERRITORIES.map((row) => [row.country, row.parent]))(
    'generateIban for %s gives a valid %s IBAN',
    (territory, parent) => {
      const iban = generateIban(rngFromSeed(territory), { country: territory });
      expect(iban.slice(0, 2)).toBe(parent);
      expect(validateIban(iban)).toMatchObject({ valid: true, extra: { pais: parent } });
    },
  );
});

describe('generateIban', () => {
  it.each(ENTRIES.map((row) => row.country))('%s: generated IBANs validate, for any seed', (country) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (seed) => {
        const iban = generateIban(rngFromSeed(seed), { country });
        expect(validateIban(iban)).toMatchObject({ valid: true, normalized: iban, extra: { pais: country } });
      }),
      { numRuns: 60 },
    );
  });

  it.each(['ES', 'FR', 'PT', 'DE', 'IT', 'GB', 'BE', 'NO', 'HU', 'CZ', 'MU', 'BR'])(
    '%s: ok=false gives invalid_iban_check_digits, expecting the digits of the same account made valid',
    (country) => {
      fc.assert(
        fc.property(fc.string({ maxLength: 16 }), (seed) => {
          const valid = generateIban(rngFromSeed(seed), { country });
          const broken = generateIban(rngFromSeed(seed), { country, ok: false });
          expect(broken.slice(4)).toBe(valid.slice(4));
          expect(broken.slice(2, 4)).toMatch(/^(0[2-9]|[1-8]\d|9[0-8])$/);
          expect(validateIban(broken)).toEqual({
            valid: false,
            code: 'invalid_iban_check_digits',
            expected: valid.slice(2, 4),
          });
        }),
        { numRuns: 100 },
      );
    },
  );

  it.each([
    ['ES', '0049', 0],
    ['GB', 'NWBK', 0],
    ['IT', '05428', 1],
    ['DE', '37040044', 0],
  ])('%s: bankCode %s sits at the registry bank position (BBAN offset %i)', (country, bankCode, offset) => {
    const iban = generateIban(rngFromSeed('bank'), { country, bankCode });
    expect(iban.slice(4 + offset, 4 + offset + bankCode.length)).toBe(bankCode);
    expect(validateIban(iban).valid).toBe(true);
  });

  it.each([
    [{ country: 'XX' }],
    [{ country: 'CI' }],
    [{ country: 'ES', bankCode: '49' }],
    [{ country: 'ES', bankCode: '00A9' }],
    [{ country: 'GB', bankCode: 'NW8K' }],
  ])('misuse throws: %j', (options) => {
    expect(() => generateIban(rngFromSeed('x'), options)).toThrow(RangeError);
  });

  it('is a function of the seed (pinned: a change here changes users’ data)', () => {
    const sample = ['FR', 'DE', 'GB', 'IT', 'PT'].map((country) =>
      formatIban(generateIban(rngFromSeed('golden'), { country }), 'spaced'),
    );
    expect(sample).toMatchInlineSnapshot(`
      [
        "FR80 6520 8525 4516 0919 T9S8 364",
        "DE13 6520 8752 5457 8711 30",
        "GB29 RFWN 5457 8711 3062 79",
        "IT86 S208 7554 5783 78Q1 Y4X2 584",
        "PT50 6520 8752 5457 8711 3067 6",
      ]
    `);
  });
});

describe('compact, format, detect', () => {
  it.each([
    ['es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['ES91-2100-0418-4502-0005-1332', 'ES9121000418450200051332'],
    ['ES91.2100.0418/4502 0005 1332', 'ES9121000418450200051332'],
    ['\u00a0ES91\u20092100 0418 4502 0005 1332 ', 'ES9121000418450200051332'],
    ['ESß1', 'ESß1'],
  ])('compactIban(%j) = %s', (input, compacted) => {
    expect(compactIban(input)).toBe(compacted);
  });

  it.each([
    ['ES9121000418450200051332', 'plain', 'ES9121000418450200051332'],
    ['ES9121000418450200051332', 'spaced', 'ES91 2100 0418 4502 0005 1332'],
    ['NO9386011117947', 'spaced', 'NO93 8601 1117 947'],
    ['es91-2100-0418-4502-0005-1332', 'spaced', 'ES91 2100 0418 4502 0005 1332'],
  ] as const)('formatIban(%s, %s) = %s', (input, style, formatted) => {
    expect(formatIban(input, style)).toBe(formatted);
  });

  it('spaced: any text grouped as /.{1,4}/g groups its compact form, joined by spaces', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({
        unit: fc.constantFrom('A', '9', ' ', '-', '\n', '\r', '\u2028', 'ñ', '😀'),
        maxLength: 30,
      }),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(formatIban(value, 'spaced')).toBe((compactIban(value).match(/.{1,4}/g) ?? []).join(' '));
      }),
      { numRuns: 5000 },
    );
  });

  it('spaced form compacts back and validates to the same normalized value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IBAN_COUNTRIES), fc.string({ maxLength: 8 }), (country, seed) => {
        const iban = generateIban(rngFromSeed(seed), { country });
        const spaced = formatIban(iban, 'spaced');
        expect(spaced).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
        expect(compactIban(spaced)).toBe(iban);
        expect(formatIban(spaced, 'plain')).toBe(iban);
        expect(validateIban(spaced)).toMatchObject({ valid: true, normalized: iban });
      }),
    );
  });

  it.each([
    ['ES9121000418450200051332', true],
    ['XX9121000418450200051332', true],
    ['ES912100041845020005133', true],
    ['NO9386011117947', true],
    ['NO938601111794', false],
    ['ES91210004184502000513321234567890123', false],
    ['12345678Z', false],
    ['4111111111111111', false],
    ['BSCHESMM', false],
    ['21000418450200051332', false],
  ])('detectIban(%s) = %s', (compacted, expected) => {
    expect(detectIban(compacted)).toBe(expected);
  });

  it('IBAN_FORMAT is the module', () => {
    expect(IBAN_FORMAT.kind).toBe('IBAN');
    expect(IBAN_FORMAT.detect(IBAN_FORMAT.compact('es91 2100 0418 4502 0005 1332'))).toBe(true);
    expect(IBAN_FORMAT.validate('ES91 2100 0418 4502 0005 1332').valid).toBe(true);
  });
});

describe('junk never throws and is never valid', () => {
  const junk = [
    '',
    ' ',
    '-',
    'ES',
    'IBAN',
    'IBAN ES91 2100 0418 4502 0005 1332',
    'ES91 2100 0418 4502 0005 1332 ES91 2100 0418 4502 0005 1332',
    'x'.repeat(100_000),
    `ES91${'1'.repeat(10_000)}`,
    '\u0000ES9121000418450200051332',
    'ES9121000418450200051332\u0000',
    'ES91\u200b21000418450200051332',
    'ＥＳ９１２１０００４１８４５０２０００５１３３２',
    'ES٩١21000418450200051332',
    '🇪🇸9121000418450200051332',
    '12345678Z',
    'X1234567L',
    'B12345674',
    '4111 1111 1111 1111',
    '2100 0418 45 0200051332',
    'BSCHESMMXXX',
    '1234 BCD',
    '281234567840',
    '550e8400-e29b-41d4-a716-446655440000',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
  ];

  it('fixed junk', () => {
    expect(junk.filter((value) => validateIban(value).valid)).toEqual([]);
  });

  it('any string, including full unicode', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (value) => {
          const result = validateIban(value);
          expect(result.valid).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('strings of the right shape with random characters are practically never valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IBAN_COUNTRIES),
        fc.string({ minLength: 11, maxLength: 30 }),
        (country, rest) => {
          expect(() => validateIban(`${country}00${rest}`)).not.toThrow();
          expect(validateIban(`${country}00${rest}`).valid).toBe(false);
        },
      ),
    );
  });
});
