import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../random/rng.js';
import { ACTIVE_BANKS } from './banks.js';
import { CCC_FORMAT, cccCheckDigits, compactCcc, formatCcc, generateCcc, validateCcc } from './ccc.js';
import { CIF_FORMAT } from './cif.js';
import { DNI_FORMAT } from './dni.js';
import { NIE_FORMAT } from './nie.js';
import { NIF_FORMAT } from './nif.js';
import { NSS_FORMAT } from './nss.js';

const FORMATS = [DNI_FORMAT, NIE_FORMAT, NIF_FORMAT, CIF_FORMAT, NSS_FORMAT, CCC_FORMAT];

describe('cccCheckDigits', () => {
  it.each([
    ['2100', '0418', '0200051332', '45'],
    ['1234', '1234', '1234567890', '16'],
    ['0049', '0290', '2413528341', '34'],
    ['3183', '1500', '0001210562', '96'],
    ['0000', '0000', '0000000000', '00'],
  ])('%s %s .. %s -> %s', (entity, office, account, control) => {
    expect(cccCheckDigits(entity, office, account)).toBe(control);
  });

  it('throws on misuse', () => {
    expect(() => cccCheckDigits('210', '0418', '0200051332')).toThrow(RangeError);
    expect(() => cccCheckDigits('2100', '0418', '02000513X2')).toThrow(RangeError);
  });
});

describe('validateCcc', () => {
  const caixa = { entidad: '2100', banco: 'CAIXABANK, S.A.', bic: 'CAIXESBB' };

  it.each([
    ['2100 0418 45 0200051332', { valid: true, normalized: '21000418450200051332', extra: caixa }],
    ['2100-0418-45-0200051332', { valid: true, normalized: '21000418450200051332', extra: caixa }],
    ['12341234161234567890', { valid: true, normalized: '12341234161234567890', extra: { entidad: '1234' } }],
    ['21000418450200051331', { valid: false, code: 'invalid_ccc_check', expected: '40' }],
    ['3183 1500 95 0001210562', { valid: false, code: 'invalid_ccc_check', expected: '96' }],
    ['1234-1234-00 1234567890', { valid: false, code: 'invalid_ccc_check', expected: '16' }],
    ['134-1234-16 1234567890', { valid: false, code: 'invalid_ccc_format' }],
    ['12X4-1234-16 1234567890', { valid: false, code: 'invalid_ccc_format' }],
    ['ES9121000418450200051332', { valid: false, code: 'invalid_ccc_format' }],
  ])('%s', (input, expected) => {
    expect(validateCcc(input)).toEqual(expected);
  });

  // The Spanish IBANs of python-stdnum's IBAN tests (the SWIFT registry
  // example ES91 2100 0418 4502 0005 1332 and accounts found online), less
  // their "ESkk" prefix.
  it('accepts a list of real valid numbers', () => {
    const ibans = [
      'ES 58 0049 0290 3424 1352 8341',
      'ES04 0075 0078 0605 0005 0355',
      'ES0521053014113400002160',
      'ES10 0075 0080 11 0600658108',
      'ES15-0049-1806-9121-1186-9374',
      'ES2030810089311100269222',
      'ES24 2090 3191 1400 4012 1040',
      'ES27 3183 1500 9600 0121 0562',
      'ES28 2104 0485 5390 6968 2983',
      'ES29 2100 2815 9822 0059 9427',
      'ES37 2038 8700 7861 0000 9781',
      'ES39 0081 0294 66 0001238624',
      'ES58 1465 0100 9719 0014 4593',
      'ES59 0049 5030 1129 1601 1246',
      'ES62 2100 4288 5922 0010 4465',
      'ES72 2013-0692-81-0201150993',
      'ES72 2048 1075 8334 0000 2171',
      'ES81 0081 5515 2900 0157 5763',
      'ES8521005731710200031769',
      'ES86 2013 0095 1102 0142 6812',
      'ES86 30580157682720001384',
      'ES88 2095 0497 9191 0708 8631',
      'ES91 2100 0418 4502 0005 1332',
      'ES98 0049 5442 2227 1606 6973',
    ];
    const cccs = ibans.map((iban) => compactCcc(iban).slice(4));
    expect(cccs.filter((ccc) => !validateCcc(ccc).valid)).toEqual([]);
  });
});

describe('formatCcc', () => {
  it('groups entity, office, control and account', () => {
    expect(formatCcc('21000418450200051332')).toBe('2100 0418 45 0200051332');
  });
});

describe('generateCcc', () => {
  it('is pinned for fixed seeds (a change here changes the public output)', () => {
    const seeds = ['1', '2', 'seed'];
    expect(seeds.map((seed) => generateCcc(rngFromSeed(seed)))).toMatchInlineSnapshot(`
      [
        "20808900470873506564",
        "01281505454868446105",
        "21002306832300258925",
      ]
    `);
    expect(seeds.map((seed) => generateCcc(rngFromSeed(seed), { ok: false }))).toMatchInlineSnapshot(`
      [
        "20808900270873506564",
        "01281505464868446105",
        "21002306852300258925",
      ]
    `);
  });

  const activeCodes = new Set(ACTIVE_BANKS.map((b) => b.code));

  it('generates valid values at active banks, detected as CCC only, that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const ccc = generateCcc(rngFromSeed(String(seed)));
        const result = validateCcc(ccc);
        expect(result.valid).toBe(true);
        expect(result.valid && result.normalized).toBe(ccc);
        expect(result.valid && result.extra?.entidad).toBe(ccc.slice(0, 4));
        expect(result.valid && result.extra?.banco).toBeTruthy();
        expect(activeCodes.has(ccc.slice(0, 4))).toBe(true);
        expect(FORMATS.filter((f) => f.detect(ccc)).map((f) => f.kind)).toEqual(['CCC']);
        expect(compactCcc(formatCcc(ccc))).toBe(ccc);
      }),
      { numRuns: 1000 },
    );
  });

  it('with ok: false, keeps the account and breaks one control digit', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const good = generateCcc(rngFromSeed(String(seed)));
        const bad = generateCcc(rngFromSeed(String(seed)), { ok: false });
        expect(bad.slice(0, 8) + bad.slice(10)).toBe(good.slice(0, 8) + good.slice(10));
        expect([0, 1].filter((i) => bad[8 + i] !== good[8 + i])).toHaveLength(1);
        expect(CCC_FORMAT.detect(bad)).toBe(true);
        expect(validateCcc(bad)).toEqual({
          valid: false,
          code: 'invalid_ccc_check',
          expected: good.slice(8, 10),
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('honours bankCode', () => {
    expect(generateCcc(rngFromSeed('ccc'), { bankCode: '0049' }).slice(0, 4)).toBe('0049');
    expect(() => generateCcc(rngFromSeed('ccc'), { bankCode: '49' })).toThrow(RangeError);
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '----',
    '0'.repeat(100_000),
    '２１０００４１８４５０２０００５１３３２',
    '2100041845020005133²',
    '🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦🏦',
    '2100041845\u00000200051332',
    '21000418450200051332\n',
    '\u200b21000418450200051332',
    '210004184502000513322',
    '12345678Z',
    'X1234567L',
    'L1111111G',
    'A28015865',
    '281234567840',
    'ES9121000418450200051332',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validateCcc(value)).not.toThrow();
      expect(validateCcc(value).valid).toBe(false);
      expect(CCC_FORMAT.detect(compactCcc(value))).toBe(false);
    },
  );
});
