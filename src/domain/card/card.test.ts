import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_CARD_NUMBERS } from '../../data/card-test-numbers.js';
import { rngFromSeed } from '../../random/rng.js';
import { CARD_BRAND_IDS, CARD_BRANDS, cardBrandOf } from './brands.js';
import {
  CARD_FORMAT,
  type CardStyle,
  cardCvv,
  cardExpiry,
  compactCard,
  formatCard,
  generateCard,
  isTestCardNumber,
  validateCard,
} from './card.js';

const STYLES: readonly CardStyle[] = ['plain', 'spaced'];

describe('validateCard', () => {
  it.each([
    ['4242424242424242', { valid: true, normalized: '4242424242424242', extra: { marca: 'Visa' } }],
    ['4242 4242 4242 4242', { valid: true, normalized: '4242424242424242', extra: { marca: 'Visa' } }],
    ['4548-8120-4940-0004', { valid: true, normalized: '4548812049400004', extra: { marca: 'Visa' } }],
    [
      '3782 822463 10005',
      { valid: true, normalized: '378282246310005', extra: { marca: 'American Express' } },
    ],
    ['5555555555554444', { valid: true, normalized: '5555555555554444', extra: { marca: 'Mastercard' } }],
    ['6205500000000000004', { valid: true, normalized: '6205500000000000004', extra: { marca: 'UnionPay' } }],
    ['4111111111119', { valid: true, normalized: '4111111111119', extra: { marca: 'Visa' } }],
    ['4242424242424241', { valid: false, code: 'invalid_luhn_check', expected: '2' }],
    ['4548812049400005', { valid: false, code: 'invalid_luhn_check', expected: '4' }],
    ['378282246310006', { valid: false, code: 'invalid_luhn_check', expected: '5' }],
    ['424242424242424', { valid: false, code: 'invalid_card_length' }],
    ['37828224631000', { valid: false, code: 'invalid_card_length' }],
    ['55555555555544', { valid: false, code: 'invalid_card_length' }],
    ['4532015112830366', { valid: false, code: 'unknown_test_bin' }],
    ['5000000000005', { valid: false, code: 'unknown_test_bin' }],
    ['0000000000000000', { valid: false, code: 'unknown_test_bin' }],
    ['12345678901', { valid: false, code: 'invalid_card_format' }],
    ['12345678901234567890', { valid: false, code: 'invalid_card_format' }],
    ['4242x24242424242', { valid: false, code: 'invalid_card_format' }],
  ])('%s', (input, expected) => {
    expect(validateCard(input)).toEqual(expected);
  });

  it('accepts every published gateway test number', () => {
    const failures = TEST_CARD_NUMBERS.filter((c) => {
      const result = validateCard(c.number);
      return !result.valid || result.extra?.marca !== CARD_BRANDS[c.brand].name;
    }).map((c) => c.number);
    expect(failures).toEqual([]);
  });

  it('accepts the Redsys test card of the brief in its printed form', () => {
    expect(validateCard('4548 8120 4940 0004').valid).toBe(true);
  });

  it('decides test numbers by the table', () => {
    expect(isTestCardNumber('4242424242424242')).toBe(true);
    expect(isTestCardNumber('4548810000000003')).toBe(true);
    expect(isTestCardNumber('4532015112830366')).toBe(false);
  });
});

describe('formatCard', () => {
  it.each([
    ['4242424242424242', 'spaced', '4242 4242 4242 4242'],
    ['378282246310005', 'spaced', '3782 822463 10005'],
    ['36227206271667', 'spaced', '3622 720627 1667'],
    ['30569309025904', 'spaced', '3056 930902 5904'],
    ['371449635398431', 'spaced', '3714 496353 98431'],
    ['5555555555554444', 'spaced', '5555 5555 5555 4444'],
    ['6011111111111117', 'spaced', '6011 1111 1111 1117'],
    ['3566002020360505', 'spaced', '3566 0020 2036 0505'],
    ['3056930009020004', 'spaced', '3056 9300 0902 0004'],
    ['6759649826438453', 'spaced', '6759 6498 2643 8453'],
    ['6205500000000000004', 'spaced', '6205 5000 0000 0000 004'],
    ['4222222222222', 'spaced', '4222 2222 2222 2'],
    ['4242 4242 4242 4242', 'plain', '4242424242424242'],
  ] as const)('%s as %s -> %s', (input, style, output) => {
    expect(formatCard(input, style)).toBe(output);
  });
});

describe('spaced groups per brand', () => {
  // Generated lengths and their printed groups: Diners 4-6-4, Amex 4-6-5, 16 digits 4-4-4-4.
  it.each([
    ['visa', [4, 4, 4, 4]],
    ['mastercard', [4, 4, 4, 4]],
    ['amex', [4, 6, 5]],
    ['discover', [4, 4, 4, 4]],
    ['diners', [4, 6, 4]],
    ['jcb', [4, 4, 4, 4]],
    ['unionpay', [4, 4, 4, 4]],
    ['maestro', [4, 4, 4, 4]],
  ] as const)('%s -> %j', (brand, groups) => {
    for (let i = 0; i < 200; i++) {
      const { numero } = generateCard(rngFromSeed(`groups-${brand}-${i}`), { brand });
      expect(
        formatCard(numero, 'spaced')
          .split(' ')
          .map((g) => g.length),
      ).toEqual(groups);
    }
  });

  it.each([
    ['4222222222222', [4, 4, 4, 1]],
    ['62055000000000004', [4, 4, 4, 4, 1]],
    ['6205500000000000004', [4, 4, 4, 4, 3]],
  ] as const)('other lengths in fours: %s -> %j', (pan, groups) => {
    expect(
      formatCard(pan, 'spaced')
        .split(' ')
        .map((g) => g.length),
    ).toEqual(groups);
  });
});

describe('generateCard', () => {
  it('generates valid test cards of every brand that survive format and compact', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...CARD_BRAND_IDS),
        fc.constantFrom(...STYLES),
        (seed, brand, style) => {
          const card = generateCard(rngFromSeed(String(seed)), { brand });
          expect(card.marca).toBe(CARD_BRANDS[brand].name);
          expect(cardBrandOf(card.numero)?.id).toBe(brand);
          expect(validateCard(card.numero)).toEqual({
            valid: true,
            normalized: card.numero,
            extra: { marca: card.marca },
          });
          expect(CARD_FORMAT.detect(card.numero)).toBe(true);
          expect(compactCard(formatCard(card.numero, style))).toBe(card.numero);
          expect(validateCard(formatCard(card.numero, style)).valid).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('defaults to Visa', () => {
    expect(generateCard(rngFromSeed('card')).marca).toBe('Visa');
  });

  it('with ok: false, keeps the number and breaks the Luhn digit', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...CARD_BRAND_IDS), (seed, brand) => {
        const good = generateCard(rngFromSeed(String(seed)), { brand }).numero;
        const bad = generateCard(rngFromSeed(String(seed)), { brand, ok: false }).numero;
        expect(bad.slice(0, -1)).toBe(good.slice(0, -1));
        expect(CARD_FORMAT.detect(bad)).toBe(true);
        expect(validateCard(bad)).toEqual({
          valid: false,
          code: 'invalid_luhn_check',
          expected: good.at(-1),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('is a function of the seed', () => {
    expect(generateCard(rngFromSeed('c'), { brand: 'amex' })).toEqual(
      generateCard(rngFromSeed('c'), { brand: 'amex' }),
    );
  });

  it('throws on an unknown brand', () => {
    expect(() => generateCard(rngFromSeed('c'), { brand: 'dankort' as never })).toThrow(RangeError);
  });
});

describe('cardCvv', () => {
  it('has four digits for American Express and three for the others', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...CARD_BRAND_IDS), (seed, brand) => {
        expect(cardCvv(rngFromSeed(String(seed)), brand)).toMatch(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/);
      }),
    );
  });
});

describe('cardExpiry', () => {
  const monthIndex = (mmYy: string) => (2000 + Number(mmYy.slice(3))) * 12 + Number(mmYy.slice(0, 2)) - 1;

  it('is a month one to five years after the reference month', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (seed, date) => {
          const ref = date.toISOString().slice(0, 10);
          const expiry = cardExpiry(rngFromSeed(String(seed)), ref);
          expect(expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
          const delta = monthIndex(expiry) - (Number(ref.slice(0, 4)) * 12 + Number(ref.slice(5, 7)) - 1);
          expect(delta).toBeGreaterThanOrEqual(12);
          expect(delta).toBeLessThanOrEqual(60);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('throws on a malformed reference date', () => {
    expect(() => cardExpiry(rngFromSeed('x'), '2024-13-01')).toThrow(RangeError);
    expect(() => cardExpiry(rngFromSeed('x'), '24-01-01')).toThrow(RangeError);
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '-./',
    '4',
    '9'.repeat(100_000),
    `4242${'4'.repeat(5000)}`,
    '４２４２４２４２４２４２４２４２',
    '4242424242424242\n',
    '\t4242424242424242',
    '4242424242424242\u0000',
    '\u200b4242424242424242',
    '😀'.repeat(16),
    'undefined',
    '12345678Z',
    'X1234567L',
    'ES9121000418450200051332',
    '612345678',
    '1234BCD',
    'PAA123456',
    '550e8400-e29b-41d4-a716-446655440000',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validateCard(value)).not.toThrow();
      expect(validateCard(value).valid).toBe(false);
      expect(CARD_FORMAT.detect(compactCard(value))).toBe(false);
    },
  );
});
