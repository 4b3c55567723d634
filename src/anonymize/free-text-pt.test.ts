import { describe, expect, it } from 'vitest';
import { validateCc } from '../countries/pt/formats/cc.js';
import { validateIban } from '../domain/iban/iban.js';
import { Permutations } from '../pseudonym/feistel.js';
import { KeyRing } from '../pseudonym/keys.js';
import { freeTextHarness } from './test-support.js';

const { scan, column } = freeTextHarness({
  permutations: new Permutations(new KeyRing('chave')),
  dateWindow: 30,
  locale: 'pt',
});

describe('Portuguese identifiers inside free text (--locale pt)', () => {
  it('replaces each with the fake its own column gets, in its own presentation', () => {
    const { text, found } = scan(
      'Cliente com NIF 123456789 (empresa NIPC 501 964 843), NISS 11234567892, ' +
        'CC 05454679 6 ZY7. NIB 0002 0123 12345678901 54; IBAN PT50 1270 3246 9154 5062 6549 5. ' +
        'Telemóvel +351 912 345 678, fixo 00351 212345678. Email joao.silva@empresa.pt.',
    );
    expect(text).toContain(
      `NIF ${column('nif_pt', '123456789')} (empresa NIPC ${column('nif_pt', '501 964 843')})`,
    );
    expect(text).toContain(`NISS ${column('niss', '11234567892')},`);
    expect(text).toContain(`CC ${column('cc', '05454679 6 ZY7')}.`);
    expect(text).toContain(`NIB ${column('nib', '0002 0123 12345678901 54')};`);
    expect(text).toContain(`IBAN ${column('iban', 'PT50 1270 3246 9154 5062 6549 5')}.`);
    expect(text).toContain(
      `Telemóvel ${column('telefono_pt', '+351 912 345 678')}, fixo ${column('telefono_pt', '00351 212345678')}.`,
    );
    expect(text).toContain(`Email ${column('email', 'joao.silva@empresa.pt')}.`);
    expect(found).toEqual({ nif_pt: 2, niss: 1, cc: 1, nib: 1, iban: 1, telefono_pt: 2, email: 1 });
    for (const original of [
      '123456789',
      '964 843',
      '11234567892',
      '05454679',
      '12345678901',
      '3246 9154',
      '345 678',
      'joao.silva',
    ])
      expect(text).not.toContain(original);
  });

  it('finds a Cartão de Cidadão number printed, compact or in lower case, and leaves one whose check fails', () => {
    for (const cc of ['05454679 6 ZY7', '054546796ZY7', '054546796zy7', '04521224-4-ZZ7']) {
      expect(validateCc(cc).valid).toBe(true);
      const { text, found } = scan(`Doc. ${cc}, validade 2031.`);
      const fake = column('cc', cc);
      expect(text).toBe(`Doc. ${fake}, validade 2031.`);
      expect(validateCc(fake).valid).toBe(true);
      expect(found).toEqual({ cc: 1 });
    }
    // The same card in two presentations gets one fake, written in each one's.
    expect(column('cc', '054546796ZY7')).toBe(column('cc', '05454679 6 ZY7').replace(/ /g, ''));
    // A wrong document check: not a card (its first nine digits are no NIF either).
    expect(scan('Doc. 05454679 6 ZY8.')).toEqual({ text: 'Doc. 05454679 6 ZY8.', found: {} });
  });

  it('reads a Portuguese IBAN compact or in groups of four (its last group one digit), and a NIF in VAT form', () => {
    for (const iban of [
      'PT50127032469154506265495',
      'PT50 1270 3246 9154 5062 6549 5',
      'PT 50 1270 3246 9154 5062 6549 5',
      'pt50-1270-3246-9154-5062-6549-5',
    ]) {
      const { text, found } = scan(`conta ${iban} (ordem)`);
      expect(text).toBe(`conta ${column('iban', iban)} (ordem)`);
      expect(validateIban(column('iban', iban)).valid).toBe(true);
      expect(found).toEqual({ iban: 1 });
    }
    // The registry's example IBAN is a test vector, kept (and counted).
    expect(scan('PT50 0002 0123 1234 5678 9015 4')).toEqual({
      text: 'PT50 0002 0123 1234 5678 9015 4',
      found: { iban: 1 },
    });
    // "PT" says a NIF, even one whose digits read as a landline (234: Aveiro).
    expect(scan('NIF PT123456789, PT234567899.')).toEqual({
      text: `NIF ${column('nif_pt', 'PT123456789')}, ${column('nif_pt', 'PT234567899')}.`,
      found: { nif_pt: 2 },
    });
  });

  it('reads nine digits as a NIF after a NIF label, even when they also make a landline', () => {
    // 234: Aveiro's area code. Without a label the number is read as the phone it also is.
    expect(scan('NIF: 234 567 899; contribuinte n.º 234567899; ligar 234 567 899')).toEqual({
      text: `NIF: ${column('nif_pt', '234 567 899')}; contribuinte n.º ${column('nif_pt', '234567899')}; ligar ${column('telefono_pt', '234 567 899')}`,
      found: { nif_pt: 2, telefono_pt: 1 },
    });
  });

  it('keeps the domains reserved for examples and tests, and text without identifiers byte for byte', () => {
    const { text, found } = scan('ver teste@example.com e ana@exemplo.test');
    expect(text).toMatch(/^ver [a-z]+@example\.com e [a-z]+@exemplo\.test$/);
    expect(found).toEqual({ email: 2 });
    for (const plain of [
      'sem incidências',
      'encomenda 12345 de 2024-05-01',
      'Cartão ZZ4 caducado',
      'ÀÉÎõü ç',
    ])
      expect(scan(plain)).toEqual({ text: plain, found: {} });
  });
});
