import { describe, expect, it } from 'vitest';
import { validateDni } from '../../countries/es/formats/dni.js';
import { validateNie } from '../../countries/es/formats/nie.js';
import { isTestCardNumber } from '../../domain/card/card.js';
import { validateIban } from '../../domain/iban/iban.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { isCardNumber } from './card.js';
import { COLUMN_KINDS, type ColumnKindId } from './index.js';

const replacer = (kind: ColumnKindId) =>
  COLUMN_KINDS[kind].create({ permutations: new Permutations(new KeyRing('clave')), dateWindow: 30 });

describe('test values stay test values', () => {
  it('keeps reserved mail domains (RFC 2606, RFC 6761) and still replaces the local part', () => {
    const email = replacer('email');
    for (const domain of [
      'example.com',
      'EXAMPLE.org',
      'example.net',
      'mail.example.com',
      'app.test',
      'x.invalid',
      'foo.example',
    ]) {
      const out = email.replace(`ana.garcia@${domain}`).text;
      expect(out.endsWith(`@${domain}`)).toBe(true);
      expect(out).not.toBe(`ana.garcia@${domain}`);
    }
    // And a real domain never becomes a reserved one.
    const real = email.replace('ana@empresa.es').text;
    expect(real).not.toMatch(/example|\.test$/);
  });

  it('a published sandbox card becomes another published one; a test BIN is kept', () => {
    const cards = replacer('tarjeta');
    for (const input of ['4111 1111 1111 1111', '5555555555554444', '4000056655665556', '378282246310005']) {
      const { text, valid } = cards.replace(input);
      expect(valid).toBe(true);
      expect(isCardNumber(text)).toBe(true);
      expect(isTestCardNumber(text.replace(/\D/g, ''))).toBe(true);
    }
    expect(cards.replace('4111 1111 1111 1111').text).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  });

  it('keeps the registry example IBANs, which are test vectors', () => {
    const ibans = replacer('iban');
    for (const example of [
      'ES9121000418450200051332',
      'ES91 2100 0418 4502 0005 1332',
      'DE89370400440532013000',
    ])
      expect(ibans.replace(example)).toEqual({ text: example, valid: true });
  });
});

describe('invalid values stay invalid in the same way', () => {
  it('an IBAN with wrong check digits keeps its country and bank, and wrong check digits', () => {
    const ibans = replacer('iban');
    const { text, valid } = ibans.replace('ES00 0182 3278 9547 7473 8910');
    expect(valid).toBe(false);
    expect(text).toMatch(/^ES\d\d 0182 \d{4} \d{4} \d{4} \d{4}$/);
    expect(validateIban(text).valid).toBe(false);
    // Right but for the IBAN check digits: the account is the valid one's fake.
    const good = ibans.replace('ES74 0182 3278 9547 7473 8910').text;
    expect(text.slice(4)).toBe(good.slice(4));
  });

  it('an IBAN of any other fault keeps its country letters', () => {
    const ibans = replacer('iban');
    for (const input of ['ES12 3456', 'ESXX21000418450200051332', 'FR76 3000 6000 0112 3456 7890 189 XX']) {
      const out = ibans.replace(input);
      expect(out.valid).toBe(false);
      expect(out.text.slice(0, 2)).toBe(input.slice(0, 2));
      expect(validateIban(out.text).valid).toBe(false);
    }
  });

  it('a DNI or NIE with a wrong letter gets a new number and a letter as wrong', () => {
    const documents = replacer('documento');
    const out = documents.replace('12345678A');
    expect(out.valid).toBe(false);
    expect(out.text).toMatch(/^\d{8}[A-Z]$/);
    expect(validateDni(out.text).valid).toBe(false);
    const nie = documents.replace('X-1234567-A').text;
    expect(nie).toMatch(/^X-\d{7}-[A-Z]$/);
    expect(validateNie(nie).valid).toBe(false);
    // Distinct wrong letters of one number stay distinct.
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE'.split('').map((l) => documents.replace(`12345678${l}`).text);
    expect(new Set(letters).size).toBe(23);
  });
});
