/**
 * Mexico's identifiers against published vectors (python-stdnum's and
 * stdnum-js's test numbers, the SAT algorithm document's worked example) and
 * against stdnum-js as an independent checker, then by properties: every
 * generated value validates, every `ok: false` fails with the right check.
 */
import fc from 'fast-check';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../../domain/checksum/luhn.js';
import { rngFromSeed } from '../../../random/rng.js';
import { clabeCheckDigit, formatClabe, generateClabe, validateClabe } from './clabe.js';
import { curpOf, validateCurp } from './curp.js';
import { curpNameLetters, homoclave, rfcNameLetters } from './name-letters.js';
import { completeNssMx, generateNssMx, validateNssMx } from './nss.js';
import { formatPhoneMx, numberInArea, validatePhoneMx } from './phone.js';
import { formatRfc, rfcOfCompany, rfcOfPerson, validateRfc } from './rfc.js';

const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('CURP', () => {
  // stdnum-js's valid test numbers (src/mx/curp.spec.ts).
  it.each([
    'BOXW310820HNERXN09',
    'HELO990501HVZRPN09',
    'MASI050805MVZRLRA8',
    'COME721110MVZNRR03',
    'TEAM470622HVZZPR07',
    'GARS700923HSPLXL06',
  ])('%s is valid', (value) => {
    expect(validateCurp(value).valid).toBe(true);
  });

  it('reads date, sex and state', () => {
    expect(validateCurp('boxw-310820-hnerxn09')).toEqual({
      valid: true,
      normalized: 'BOXW310820HNERXN09',
      extra: { fecha_nacimiento: '1931-08-20', sexo: 'H', estado: 'Nacido en el extranjero' },
    });
    expect(validateCurp('MASI050805MVZRLRA8')).toMatchObject({ extra: { fecha_nacimiento: '2005-08-05' } });
  });

  it.each([
    ['BOXW310820HNERXN0', 'invalid_curp_format'],
    ['BOXW310820XNERXN09', 'invalid_curp_format'],
    ['CACA310820HNERXN09', 'invalid_curp_format'],
    ['BOXW310230HNERXN09', 'invalid_curp_date'],
    ['BOXW310820HZZRXN09', 'invalid_curp_state'],
    ['BOXW310820HNERXN08', 'invalid_curp_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateCurp(value)).toMatchObject({ valid: false, code });
  });

  it('takes the letters by the compound-name, particle, Ñ and word rules', () => {
    const letters = (nombre: string, apellido1: string, apellido2: string) =>
      curpNameLetters({ nombre, apellido1, apellido2 });
    // José and María give way to the second given name; particles are skipped.
    expect(letters('José Luis', 'de la Cruz', 'Muñoz')).toEqual({ initials: 'CUML', consonants: 'RXS' });
    expect(letters('María de los Ángeles', 'Pérez', 'López')).toEqual({
      initials: 'PELA',
      consonants: 'RPN',
    });
    expect(letters('María', 'Pérez', 'López').initials).toBe('PELM');
    // Ñ is written X, as a first letter and as a consonant.
    expect(letters('Juan', 'Ñúñez', 'Ibarra')).toEqual({ initials: 'XUIJ', consonants: 'XBN' });
    // No maternal surname: X; no internal vowel: X.
    expect(letters('Ana', 'Wbr', '').initials).toBe('WXXA');
    // An inconvenient word has its second letter replaced: CULO -> CXLO.
    expect(letters('Oscar', 'Cuevas', 'López').initials).toBe('CXLO');
  });

  it('generates what stdnum-js and the validator accept, the holder in every part', () => {
    fc.assert(
      fc.property(SEEDS, fc.integer({ min: 0, max: 40_000 }), fc.boolean(), (seed, days, male) => {
        const rng = rngFromSeed(String(seed));
        const date = new Date(Date.UTC(1920, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        const holder = {
          nombre: rng.pick(['José Luis', 'María Guadalupe', 'Ximena', 'Íñigo']),
          apellido1: rng.pick(['Hernández', 'de la Cruz', 'Ñeco', 'Ek']),
          apellido2: rng.pick(['García', 'Muñoz', '']),
          sexo: male ? ('H' as const) : ('M' as const),
          fechaNacimiento: date,
          stateLetters: rng.pick(['AS', 'DF', 'NL', 'YN']),
        };
        const curp = curpOf(holder, rng.int(0, 9));
        expect(validateCurp(curp)).toMatchObject({
          valid: true,
          extra: { fecha_nacimiento: date, sexo: holder.sexo },
        });
        expect(stdnum.MX.curp.validate(curp).isValid).toBe(true);
        const bad = curpOf(holder, 0, rng.int(1, 9));
        expect(validateCurp(bad)).toEqual({
          valid: false,
          code: 'invalid_curp_check',
          expected: curpOf(holder).at(-1),
        });
        expect(stdnum.MX.curp.validate(bad).isValid).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('RFC', () => {
  // stdnum-js's valid test numbers (src/mx/rfc.spec.ts), those with SAT's alphabet.
  it.each([
    'GODE 561231 GR8',
    'MAB-930714-8T4',
    'MHTR93041179A',
    'Ñ&T130705MD6',
    '  mhtr-93041179a  ',
    'SALC7304253S0',
    'RET130705MD5',
  ])('%s is valid', (value) => {
    expect(validateRfc(value).valid).toBe(true);
  });

  it('the SAT document example: Emma Gómez Díaz, born 31 December 1956, is GODE561231GR8', () => {
    expect(rfcOfPerson({ nombre: 'Emma', apellido1: 'Gómez', apellido2: 'Díaz' }, '1956-12-31')).toBe(
      'GODE561231GR8',
    );
    expect(homoclave('GOMEZ DIAZ EMMA')).toBe('GR');
  });

  it.each([
    ['VACE-460910-SX6', 'invalid_rfc_check'],
    ['GODE561231GR9', 'invalid_rfc_check'],
    ['GODE561331GR8', 'invalid_rfc_date'],
    ['GODE561231GO8', 'invalid_rfc_format'],
    ['PUTO561231GR8', 'invalid_rfc_format'],
    ['GODE56123GR8', 'invalid_rfc_format'],
  ])('%s -> %s', (value, code) => {
    expect(validateRfc(value)).toMatchObject({ valid: false, code });
  });

  it('accepts the two generic RFCs', () => {
    expect(validateRfc('XAXX010101000')).toMatchObject({ valid: true, extra: { tipo: 'generico' } });
    expect(validateRfc('XEXX010101000')).toMatchObject({ valid: true, extra: { tipo: 'generico' } });
  });

  it('takes a natural person’s letters by the SAT rules', () => {
    const letters = (nombre: string, apellido1: string, apellido2: string) =>
      rfcNameLetters({ nombre, apellido1, apellido2 });
    expect(letters('José Juan', 'Ayala', 'García')).toBe('AAGJ');
    // A paternal surname of two letters: initials of both surnames and two letters of the name.
    expect(letters('Martha', 'Ek', 'Chan')).toBe('ECMA');
    // An inconvenient word has its last letter replaced: PUTO -> PUTX.
    expect(letters('Oscar', 'Putz', 'Tello')).toBe('PUTX');
  });

  it('takes a company’s letters from its name without legal form and stop words', () => {
    expect(rfcOfCompany('Aceros del Norte, S.A. de C.V.', '2010-05-04').slice(0, 9)).toBe('ANO100504');
    expect(rfcOfCompany('Grupo Industrial Hernández, S. de R.L. de C.V.', '1999-01-01').slice(0, 3)).toBe(
      'GIH',
    );
    expect(rfcOfCompany('Sonora, S.C.', '1999-01-01').slice(0, 3)).toBe('SON');
  });

  it('generates what stdnum-js and the validator accept; ok=false names the check', () => {
    fc.assert(
      fc.property(SEEDS, fc.integer({ min: 0, max: 40_000 }), (seed, days) => {
        const rng = rngFromSeed(String(seed));
        const date = new Date(Date.UTC(1920, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        const name = {
          nombre: rng.pick(['José Luis', 'María del Carmen', 'Ángel', 'Nicte-Ha']),
          apellido1: rng.pick(['Hernández', 'de la Cruz', 'Ñeco', 'Ek', 'Ruiz']),
          apellido2: rng.pick(['García', 'Muñoz']),
        };
        const rfc = rfcOfPerson(name, date);
        expect(validateRfc(rfc)).toEqual({ valid: true, normalized: rfc, extra: { tipo: 'fisica' } });
        expect(stdnum.MX.rfc.validate(rfc).isValid).toBe(true);
        const bad = rfcOfPerson(name, date, rng.int(1, 10));
        expect(validateRfc(bad)).toEqual({ valid: false, code: 'invalid_rfc_check', expected: rfc.at(-1) });
        const company = rfcOfCompany(rng.pick(['Transportes Ruiz, S.A. de C.V.', 'Ñandú & Cía, S.C.']), date);
        expect(validateRfc(company)).toMatchObject({ valid: true, extra: { tipo: 'moral' } });
        expect(stdnum.MX.rfc.validate(company).isValid).toBe(true);
        expect(
          formatRfc(rfc, 'dashed')
            .split('-')
            .map((p) => p.length),
        ).toEqual([4, 6, 3]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('CLABE', () => {
  // stdnum-js's valid test numbers, and Cuenca's README example (check digit 9).
  it.each([
    '002010077777777771',
    '032180000118359719',
    '014027000005555558',
    '014028000005555557',
    '002010777777777770',
    '723010123456789019',
  ])('%s is valid', (value) => {
    expect(validateClabe(value).valid).toBe(true);
  });

  it('names bank and plaza', () => {
    expect(validateClabe('002 010 07777777777 1')).toEqual({
      valid: true,
      normalized: '002010077777777771',
      extra: { entidad: '002', banco: 'Banamex', plaza: 'Aguascalientes' },
    });
  });

  it.each([
    ['12345678901234567', 'invalid_clabe_format'],
    ['00000000000000000a', 'invalid_clabe_format'],
    ['000000000000000000', 'invalid_clabe_bank'],
    ['002010077777777779', 'invalid_clabe_check'],
  ])('%s -> %s', (value, code) => {
    expect(validateClabe(value)).toMatchObject({ valid: false, code });
  });

  it('generates what stdnum-js accepts; ok=false fails its check only', () => {
    fc.assert(
      fc.property(
        SEEDS,
        fc.constantFrom('002', '012', '014', '072', '638', '722', '728'),
        (seed, bankCode) => {
          const clabe = generateClabe(rngFromSeed(String(seed)), { bankCode });
          expect(validateClabe(clabe)).toMatchObject({ valid: true, extra: { entidad: bankCode } });
          // stdnum-js lists fewer banks and plazas (an older list): its check rule is compared on a pair it knows.
          const known = `002010${clabe.slice(6)}`;
          expect(
            stdnum.MX.clabe.validate(known.slice(0, 17) + clabeCheckDigit(known.slice(0, 17))).isValid,
          ).toBe(true);
          expect(
            stdnum.MX.clabe.validate(
              `${known.slice(0, 17)}${(Number(clabeCheckDigit(known.slice(0, 17))) + 1) % 10}`,
            ).isValid,
          ).toBe(false);
          expect(clabeCheckDigit(clabe.slice(0, 17))).toBe(clabe[17]);
          const bad = generateClabe(rngFromSeed(String(seed)), { bankCode, ok: false });
          expect(validateClabe(bad)).toMatchObject({ valid: false, code: 'invalid_clabe_check' });
          expect(formatClabe(clabe, 'spaced').replaceAll(' ', '')).toBe(clabe);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('NSS of the IMSS', () => {
  it('is Luhn over ten digits', () => {
    // 1234567890 + Luhn 3 (by hand: 1+4+3+8+5+3+7+7+9+0 = 47 -> 3).
    expect(completeNssMx('1234567890')).toBe('12345678903');
    expect(validateNssMx('12345678903')).toEqual({
      valid: true,
      normalized: '12345678903',
      extra: { subdelegacion: '12', anio_alta: '34', anio_nacimiento: '56' },
    });
    expect(validateNssMx('12345678904')).toEqual({
      valid: false,
      code: 'invalid_nss_mx_check',
      expected: '3',
    });
    expect(validateNssMx('1234567890')).toMatchObject({ code: 'invalid_nss_mx_format' });
  });

  it('carries the birth year and a registration at 16 to 30', () => {
    fc.assert(
      fc.property(SEEDS, fc.integer({ min: 1930, max: 2008 }), (seed, birthYear) => {
        const nss = generateNssMx(rngFromSeed(String(seed)), { birthYear, refYear: 2026 });
        expect(nss.slice(0, 10) + luhnCheckDigit(nss.slice(0, 10))).toBe(nss);
        expect(nss.slice(4, 6)).toBe(String(birthYear % 100).padStart(2, '0'));
        const registered = Number(nss.slice(2, 4));
        const age = (registered - (birthYear % 100) + 100) % 100;
        expect(age >= 16 && age <= 30).toBe(true);
        expect(
          validateNssMx(generateNssMx(rngFromSeed(String(seed)), { birthYear, refYear: 2026, ok: false }))
            .valid,
        ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Mexican phones', () => {
  it.each([
    ['5512345678', '55', 'Ciudad de México'],
    ['+52 33 1234 5678', '33', 'Jalisco'],
    ['0052 664 123 4567', '664', 'Baja California'],
    ['+52 1 81 1234 5678', '81', 'Nuevo León'],
  ])('%s dials %s', (value, lada, estado) => {
    expect(validatePhoneMx(value)).toMatchObject({ valid: true, extra: { lada, estado } });
  });

  it.each([
    ['551234567', 'invalid_phone_mx_format'],
    ['1112345678', 'invalid_phone_mx_range'],
  ])('%s -> %s', (value, code) => {
    expect(validatePhoneMx(value)).toMatchObject({ valid: false, code });
  });

  it('formats every number of an area so that it compacts back', () => {
    fc.assert(
      fc.property(SEEDS, fc.constantFrom('55', '33', '664', '999', '222'), (seed, area) => {
        const n = numberInArea(rngFromSeed(String(seed)), area);
        expect(validatePhoneMx(n)).toMatchObject({ valid: true, extra: { lada: area } });
        for (const style of ['e164', 'spaced'] as const)
          expect(validatePhoneMx(formatPhoneMx(n, style)).valid).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
