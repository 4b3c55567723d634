import { describe, expect, it } from 'vitest';
import { validateCcc } from '../../countries/es/formats/ccc.js';
import { validateCif } from '../../countries/es/formats/cif.js';
import { validateDni } from '../../countries/es/formats/dni.js';
import { validateNie } from '../../countries/es/formats/nie.js';
import { validateNif } from '../../countries/es/formats/nif.js';
import { validateNss } from '../../countries/es/formats/nss.js';
import { validatePhone } from '../../countries/es/formats/phone.js';
import { validateValue } from '../../countries/validate.js';
import { IIN_HEAD_DIGITS } from '../../domain/card/brands.js';
import { isTestCardNumber } from '../../domain/card/card.js';
import { luhnCheckDigit } from '../../domain/checksum/luhn.js';
import { validateIban } from '../../domain/iban/iban.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { isCardNumber } from './card.js';
import { COLUMN_KINDS, type ColumnKindId, parseColumnKind } from './index.js';

const context = (key = 'clave') => ({ permutations: new Permutations(new KeyRing(key)), dateWindow: 30 });
const replacer = (kind: ColumnKindId, key?: string) => COLUMN_KINDS[kind].create(context(key));

/** Digits become "9", letters "A"/"a": what presentation keeps. */
const shape = (text: string) => text.replace(/\d/g, '9').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a');

describe('valid inputs give valid outputs of the same kind, presentation kept', () => {
  it.each([
    ['documento', '12345678Z', validateDni],
    ['documento', '12.345.678-z', validateDni],
    ['documento', 'X1234567L', validateNie],
    ['documento', 'y-1234567-x', validateNie],
    ['documento', 'L1111111G', validateNif],
    ['documento', 'A58818501', validateCif],
    ['documento', 'P2800000H', validateCif],
    ['nss', '28/12345678/40', validateNss],
    ['nss', '280123456742', validateNss],
    ['ccc', '2100 0418 45 0200051332', validateCcc],
    ['iban', 'ES74 0182 3278 9547 7473 8910', validateIban],
    ['iban', 'es1631188001481611600954', validateIban],
    ['iban', 'DE34 5256 1566 2580 0028 44', validateIban],
    ['iban', 'FR85139776877938R14N618Z347', validateIban],
    ['iban', 'IT39D0704109259438614611KC3', validateIban],
    ['iban', 'PT50127032469154506265495', validateIban],
    ['telefono', '+34 612 34 56 78', validatePhone],
    ['telefono', '912345678', validatePhone],
    ['telefono', '0034-971-123-456', validatePhone],
  ] as const)('%s %s', (kind, input, validate) => {
    const { text, valid } = replacer(kind).replace(input);
    expect(valid).toBe(true);
    expect(validate(text).valid).toBe(true);
    expect(text).not.toBe(input);
    expect(shape(text)).toBe(shape(input));
  });

  it('keeps what the kind says: NIE letter, CIF letter and province, NSS province, IBAN country and bank', () => {
    expect(replacer('documento').replace('Y1234567X').text[0]).toBe('Y');
    expect(replacer('documento').replace('A58818501').text.slice(0, 3)).toBe('A58');
    expect(replacer('nss').replace('281234567840').text.slice(0, 2)).toBe('28');
    expect(replacer('iban').replace('ES7401823278954774738910').text.slice(0, 2)).toBe('ES');
    expect(replacer('iban').replace('ES7401823278954774738910').text.slice(4, 8)).toBe('0182');
    expect(replacer('iban').replace('DE34525615662580002844').text.slice(4, 12)).toBe('52561566');
  });

  it('keeps mobile as mobile and a landline in its province', () => {
    const phone = replacer('telefono');
    for (const input of ['612345678', '712345678', '912345678', '971123456', '856123456']) {
      const before = validatePhone(input);
      const after = validatePhone(phone.replace(input).text);
      expect(after.valid && before.valid && after.extra).toEqual(before.valid && before.extra);
    }
  });

  it('keeps the control form of a CIF whose letter allows both (digit or letter)', () => {
    const documents = replacer('documento');
    expect(documents.replace('B12345674').text).toMatch(/^B12\d{5}\d$/);
    expect(documents.replace('G12345674').text).toMatch(/^G12\d{5}\d$/);
    expect(documents.replace('G1234567D').text).toMatch(/^G12\d{5}[A-J]$/);
  });

  it('keeps a card of the same brand and length passing Luhn', () => {
    const cards = replacer('tarjeta');
    // Real-looking numbers, none of them a test number (those stay test numbers, tested below).
    const withLuhn = (payload: string) => payload + luhnCheckDigit(payload.replace(/\D/g, ''));
    for (const input of [
      withLuhn('4539 1488 0343 646'),
      withLuhn('5425-2334-3010-990'),
      withLuhn('37528312345678'),
      withLuhn('601187654321098'),
    ]) {
      expect(isTestCardNumber(input.replace(/\D/g, ''))).toBe(false);
      const { text, valid } = cards.replace(input);
      expect(valid).toBe(true);
      expect(isCardNumber(text)).toBe(true);
      expect(shape(text)).toBe(shape(input));
      const digits = (t: string) => t.replace(/\D/g, '').slice(0, IIN_HEAD_DIGITS);
      expect(digits(text)).toBe(digits(input));
    }
  });

  it('shares the account of a CCC and of the Spanish IBAN around it, so they still match', () => {
    const iban = replacer('iban').replace('ES7401823278954774738910').text;
    const ccc = replacer('ccc').replace('01823278954774738910').text;
    expect(iban.slice(4)).toBe(ccc);
  });
});

describe('invalid inputs are replaced digit by digit and letter by letter, and counted', () => {
  it.each([
    ['documento', '12345678A'],
    ['documento', 'ABC-123'],
    ['nss', '281234567841'],
    ['ccc', '2100 0418 00 0200051332'],
    ['iban', 'ES00 2100 0418 4502 0005 1332'],
    ['telefono', '900 123 456'],
    ['tarjeta', '4111 1111 1111 1112'],
    ['email', 'no es un correo'],
    ['fecha_nacimiento', '31/02/1980'],
  ] as const)('%s %s', (kind, input) => {
    const { text, valid } = replacer(kind).replace(input);
    expect(valid).toBe(false);
    expect(text).not.toBe(input);
    expect(shape(text)).toBe(shape(input));
    // Never turned into a valid value, which could be the image of a real one.
    if (kind !== 'email' && kind !== 'fecha_nacimiento' && kind !== 'tarjeta')
      expect(validateValue(text).valid && validateValue(text).kind).not.toBe(
        validateValue(input).kind ?? 'x',
      );
  });
});

describe('names, emails, addresses and dates', () => {
  it('maps a name to a listed name of the same class and case, particles kept', () => {
    const names = replacer('nombre_completo');
    const out = names.replace('María GARCÍA de la Fuente');
    expect(out.text).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}+ de la \p{Lu}\p{Ll}+$/u);
    expect(names.replace('María GARCÍA de la Fuente').text).toBe(out.text);
    expect(names.replace('maría').text).toBe(names.replace('María').text.toLowerCase());
  });

  it('keeps upper case, and scrambles a word no list holds, letter by letter', () => {
    expect(replacer('nombre').replace('JOSE MUNOZ').text).toMatch(/^\p{Lu}+ \p{Lu}+$/u);
    const unknown = replacer('nombre').replace('Xqzwy').text;
    expect(unknown).toMatch(/^[A-Z][a-z]{4}$/);
    expect(unknown).not.toBe('Xqzwy');
  });

  it('rebuilds an email consistently, public domains kept, one domain one fake domain', () => {
    const email = replacer('email');
    const a = email.replace('ana.garcia@gmail.com').text;
    expect(a).toMatch(/^[a-z]{3}\.[a-z]{6}@gmail\.com$/);
    const b = email.replace('ana@empresa.es').text.split('@')[1];
    const c = email.replace('luis@empresa.es').text.split('@')[1];
    expect(b).toBe(c);
    expect(b).not.toBe('empresa.es');
  });

  it('keeps the street type of an address and changes its name and number', () => {
    const out = replacer('direccion').replace('Calle Mayor 12, 3º B').text;
    expect(out).toMatch(/^Calle \p{Lu}\p{Ll}+ \d\d, \dº \p{Lu}$/u);
    expect(out).not.toContain('Mayor');
  });

  it('moves a date of birth inside its window, in its own format', () => {
    const dates = replacer('fecha_nacimiento');
    const iso = dates.replace('1980-05-17').text;
    const days = (Date.parse(iso) - Date.parse('1980-05-17')) / 86_400_000;
    expect(Math.abs(days)).toBeLessThan(30);
    expect(dates.replace('17/05/1980').text).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const kept = COLUMN_KINDS.fecha_nacimiento.create({ ...context(), dateWindow: 0 });
    expect(kept.replace('1980-05-17').text).toBe('1980-05-17');
  });

  it('moves a date the same way whether written yyyy-mm-dd or dd/mm/yyyy, every day from 1900 to 2999', () => {
    const dates = replacer('fecha_nacimiento');
    const start = Date.UTC(1900, 0, 1);
    for (let day = 0; day < 401_768; day += 7) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const [y, m, d] = iso.split('-');
      const [fy, fm, fd] = dates.replace(iso).text.split('-');
      expect(dates.replace(`${d}/${m}/${y}`).text).toBe(`${fd}/${fm}/${fy}`);
    }
    // Not a day: replaced as an invalid value, in the same shape.
    for (const bad of ['1980-02-30', '1899-12-31', '1980-13-01', '1980-1-01']) {
      const out = dates.replace(bad);
      expect(out.valid).toBe(false);
      expect(out.text.replace(/\d/g, '9')).toBe(bad.replace(/\d/g, '9'));
    }
  });

  it("moves a timestamp's date as the date alone, its time of day kept as written", () => {
    const dates = replacer('fecha_nacimiento');
    for (const iso of ['1962-02-18', '1980-05-17', '2001-12-31']) {
      const moved = dates.replace(iso).text;
      for (const time of [' 00:00:00', 'T08:30:00.25+02', ' 12:00:00+00', ' 23:59']) {
        const out = dates.replace(`${iso}${time}`);
        expect(out, `${iso}${time}`).toEqual({ text: `${moved}${time}`, valid: true });
      }
      const [y, m, d] = iso.split('-');
      const [my, mm, md] = moved.split('-');
      expect(dates.replace(`${d}/${m}/${y} 10:00:00`).text).toBe(`${md}/${mm}/${my} 10:00:00`);
    }
    // A time after no date is no date: replaced as invalid, in its shape.
    expect(dates.replace('1962-02-30 00:00:00').valid).toBe(false);
  });
});

describe('keys', () => {
  it('gives unrelated output under another key', () => {
    const inputs = Array.from({ length: 200 }, (_, i) => {
      const n = 10_000_000 + i * 7919;
      return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
    });
    const one = replacer('documento', 'uno');
    const two = replacer('documento', 'dos');
    expect(inputs.filter((v) => one.replace(v).text === two.replace(v).text)).toEqual([]);
  });
});

describe('hostile values', () => {
  it('replaces a value of 100,000 characters without failing', () => {
    const long = `${'a1 '.repeat(33_333)}x`;
    for (const kind of ['documento', 'nss', 'iban', 'telefono', 'email', 'texto'] as const) {
      const { text, valid } = replacer(kind).replace(long);
      expect(valid).toBe(kind === 'texto');
      if (kind !== 'texto') expect(text.length).toBe(long.length);
    }
  });
});

describe('the spellings --columns accepts', () => {
  it("are each kind's name, the shared aliases and each country's own", () => {
    expect(parseColumnKind('Teléfono_PT')).toBe('telefono_pt');
    expect(parseColumnKind('DNI')).toBe('documento');
    expect(parseColumnKind('Telemóvel')).toBe('telefono_pt');
    expect(parseColumnKind('concelho')).toBe('municipio');
    expect(parseColumnKind('alcaldía')).toBe('municipio');
    expect(parseColumnKind('card')).toBe('tarjeta');
    expect(parseColumnKind('pasaporte')).toBeUndefined();
  });
});
