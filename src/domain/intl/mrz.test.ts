import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTd3,
  mrzCheckDigit,
  type Td3Input,
  td3NameField,
  transliterateMrz,
  validateTd3,
} from './mrz.js';

/** ICAO Doc 9303 Part 4, Appendix A: the Utopia TD3 specimen. */
const SPECIMEN = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
] as const;

const SPECIMEN_INPUT: Td3Input = {
  documentNumber: 'L898902C3',
  issuingState: 'UTO',
  surname: 'Eriksson',
  givenNames: 'Anna María',
  nationality: 'UTO',
  birthDate: '1974-08-12',
  sex: 'M',
  expiryDate: '2012-04-15',
  personalNumber: 'ZE184226B',
};

const MRZ_LINE = /^[0-9A-Z<]{44}$/;

describe('mrzCheckDigit', () => {
  // 520727 -> 3 and AB2134<<< -> 5: ICAO 9303 Part 3 worked examples; the
  // rest are the fields of the Utopia specimen.
  it.each([
    ['520727', '3'],
    ['AB2134<<<', '5'],
    ['L898902C3', '6'],
    ['740812', '2'],
    ['120415', '9'],
    ['ZE184226B<<<<<', '1'],
    ['L898902C3674081221204159ZE184226B<<<<<1', '0'],
    ['', '0'],
    ['<<<<<<<<<', '0'],
  ])('%s -> %s', (field, digit) => {
    expect(mrzCheckDigit(field)).toBe(digit);
  });

  it('throws on characters outside the MRZ set', () => {
    expect(() => mrzCheckDigit('abc')).toThrow(RangeError);
    expect(() => mrzCheckDigit('Ñ')).toThrow(RangeError);
  });
});

describe('transliterateMrz', () => {
  it.each([
    ['Muñoz', 'MUNOZ'],
    ['García-López', 'GARCIA<LOPEZ'],
    ['María José', 'MARIA<JOSE'],
    ['  de la  Fuente ', 'DE<LA<FUENTE'],
    ["D'Artagnan", 'DARTAGNAN'],
    ['O’Neill', 'ONEILL'],
    ['Argüelles', 'ARGUELLES'],
    ['Çelik', 'CELIK'],
    ['Gößmann', 'GOSSMANN'],
    ['Ærø', 'AEROE'],
    ['Łukasz', 'LUKASZ'],
    ['Þór', 'THOR'],
    ['Jean-Luc -- Picard', 'JEAN<LUC<PICARD'],
    ['123', ''],
  ])('%s -> %s', (name, mrz) => {
    expect(transliterateMrz(name)).toBe(mrz);
  });
});

describe('td3NameField', () => {
  it('pads a short name and truncates a long one so that it ends in a letter', () => {
    expect(td3NameField('Eriksson', 'Anna María')).toBe('ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<');
    const long = td3NameField('Nilavadhanananda', 'Chayapa Dejthamrong Krasuang');
    expect(long).toHaveLength(39);
    expect(long.startsWith('NILAVADHANANANDA<<CHAYAPA<DEJTHAMRONG<')).toBe(true);
    expect(long).toMatch(/[A-Z]$/);
    expect(td3NameField('A'.repeat(50), 'Juan')).toBe('A'.repeat(39));
    expect(td3NameField('García', '')).toBe('GARCIA'.padEnd(39, '<'));
  });

  it('always fills 39 MRZ characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ maxLength: 80 }),
        (surname, given) => {
          expect(td3NameField(surname, given)).toMatch(/^[A-Z<]{39}$/);
        },
      ),
    );
  });
});

describe('buildTd3', () => {
  it('reproduces the ICAO 9303 specimen', () => {
    expect(buildTd3(SPECIMEN_INPUT)).toEqual(SPECIMEN);
  });

  it('builds a Spanish passport MRZ with the DNI as personal number', () => {
    const [line1, line2] = buildTd3({
      documentNumber: 'PAA123456',
      surname: 'Muñoz Pérez',
      givenNames: 'José Ángel',
      birthDate: '1985-03-09',
      sex: 'H',
      expiryDate: '2031-11-30',
      personalNumber: '12345678Z',
    });
    expect(line1).toBe('P<ESPMUNOZ<PEREZ<<JOSE<ANGEL<<<<<<<<<<<<<<<<');
    expect(line2.slice(0, 28)).toBe(
      `PAA123456${mrzCheckDigit('PAA123456')}ESP850309${mrzCheckDigit('850309')}M311130${mrzCheckDigit('311130')}`,
    );
    expect(line2.slice(28, 43)).toBe(`12345678Z<<<<<${mrzCheckDigit('12345678Z<<<<<')}`);
    expect(validateTd3([line1, line2])).toEqual({ valid: true, failed: [] });
  });

  it('uses a filler check digit for an empty personal number', () => {
    const [, line2] = buildTd3({ ...SPECIMEN_INPUT, personalNumber: undefined });
    expect(line2.slice(28, 43)).toBe('<'.repeat(15));
    expect(validateTd3(buildTd3({ ...SPECIMEN_INPUT, personalNumber: undefined })).valid).toBe(true);
  });

  it('gives 44-character lines with valid check digits for any name and dates', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom('H', 'M') as fc.Arbitrary<'H' | 'M'>,
        fc.stringMatching(/^[A-Z]{3}\d{6}$/),
        fc.option(fc.stringMatching(/^\d{8}[A-Z]$/), { nil: undefined }),
        (surname, givenNames, date, sex, documentNumber, personalNumber) => {
          const day = date.toISOString().slice(0, 10);
          const input = {
            documentNumber,
            surname,
            givenNames,
            birthDate: day,
            sex,
            expiryDate: day,
            personalNumber,
          };
          const lines = buildTd3(input);
          expect(lines[0]).toMatch(MRZ_LINE);
          expect(lines[1]).toMatch(MRZ_LINE);
          expect(lines[1][20]).toBe(sex === 'H' ? 'M' : 'F');
          expect(validateTd3(lines)).toEqual({ valid: true, failed: [] });
          expect(validateTd3(buildTd3(input, { ok: false }))).toEqual({
            valid: false,
            failed: ['composite'],
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('throws on misuse', () => {
    expect(() => buildTd3({ ...SPECIMEN_INPUT, documentNumber: 'ABC1234567' })).toThrow(RangeError);
    expect(() => buildTd3({ ...SPECIMEN_INPUT, birthDate: '12/08/1974' })).toThrow(RangeError);
    expect(() => buildTd3({ ...SPECIMEN_INPUT, personalNumber: 'Ñ' })).toThrow(RangeError);
  });
});

describe('validateTd3', () => {
  const withChar = (line: string, at: number, c: string) => line.slice(0, at) + c + line.slice(at + 1);

  it.each([
    [9, '7', ['documentNumber', 'composite']],
    [19, '3', ['birthDate', 'composite']],
    [27, '0', ['expiryDate', 'composite']],
    [42, '2', ['personalNumber', 'composite']],
    [43, '1', ['composite']],
    [20, 'M', []],
  ])('reports a changed character at %i of line 2', (at, c, failed) => {
    const result = validateTd3([SPECIMEN[0], withChar(SPECIMEN[1], at, c)]);
    expect(result).toEqual({ valid: failed.length === 0, failed });
  });

  it('reports a changed document number through its check digit and the composite', () => {
    expect(validateTd3([SPECIMEN[0], withChar(SPECIMEN[1], 0, 'M')]).failed).toEqual([
      'documentNumber',
      'composite',
    ]);
  });

  it.each([
    [[]],
    [[SPECIMEN[0]]],
    [[SPECIMEN[0], SPECIMEN[1], SPECIMEN[1]]],
    [[SPECIMEN[0], SPECIMEN[1].slice(1)]],
    [[SPECIMEN[0].toLowerCase(), SPECIMEN[1]]],
    [[`I${SPECIMEN[0].slice(1)}`, SPECIMEN[1]]],
    [['😀'.repeat(22), SPECIMEN[1]]],
    [[SPECIMEN[0], `${SPECIMEN[1].slice(0, 43)}\n`]],
  ])('rejects malformed lines %#', (lines) => {
    expect(validateTd3(lines)).toEqual({ valid: false, failed: ['format'] });
  });
});
