import { describe, expect, it } from 'vitest';
import { TEST_BIN_RANGES, TEST_CARD_NUMBERS } from '../../data/card-test-numbers.js';
import { CARD_BRAND_IDS, CARD_BRANDS, cardBrandOf, isCardBrandId } from './brands.js';

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', undefined],
    ['2721000000000000', undefined],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6555900000604105', 'discover'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3095000000000000', 'diners'],
    ['38520000023237', 'diners'],
    ['3530111333300000', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['3527000000000000', undefined],
    ['6200000000000005', 'unionpay'],
    ['6221261111117766', 'unionpay'],
    ['8171999927660000', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['6304000000000000', 'maestro'],
    ['5018000000000000', 'maestro'],
    ['6771798021000008', 'maestro'],
    ['1354100140049550', undefined],
    ['0000000000000000', undefined],
    ['', undefined],
  ])('%s -> %s', (digits, id) => {
    expect(cardBrandOf(digits)?.id).toBe(id);
  });

  it('knows every brand id', () => {
    expect(Object.keys(CARD_BRANDS).sort()).toEqual([...CARD_BRAND_IDS].sort());
    expect(CARD_BRAND_IDS.every(isCardBrandId)).toBe(true);
    expect(isCardBrandId('dankort')).toBe(false);
  });

  it('generates lengths each brand allows', () => {
    const wrong = CARD_BRAND_IDS.filter(
      (id) => !CARD_BRANDS[id].lengths.includes(CARD_BRANDS[id].generatedLength),
    );
    expect(wrong).toEqual([]);
  });
});

describe('test card table', () => {
  it('labels every published number with the brand of its IIN and a length that brand allows', () => {
    const wrong = TEST_CARD_NUMBERS.filter((c) => {
      const brand = cardBrandOf(c.number);
      return brand?.id !== c.brand || !brand.lengths.includes(c.number.length);
    }).map((c) => c.number);
    expect(wrong).toEqual([]);
  });

  it('labels every test BIN with the brand of its IIN', () => {
    const wrong = TEST_BIN_RANGES.filter((r) => cardBrandOf(`${r.prefix}0000000000`)?.id !== r.brand);
    expect(wrong).toEqual([]);
  });

  it('lists each number once and has at least one test BIN per brand', () => {
    const numbers = TEST_CARD_NUMBERS.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(CARD_BRAND_IDS.filter((id) => !TEST_BIN_RANGES.some((r) => r.brand === id))).toEqual([]);
  });
});
