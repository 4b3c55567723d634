import { describe, expect, it } from 'vitest';
import { Permutations } from '../pseudonym/feistel.js';
import { KeyRing } from '../pseudonym/keys.js';
import type { RowNames } from './free-text.js';
import { freeTextHarness } from './test-support.js';

const { scan, column } = freeTextHarness({
  permutations: new Permutations(new KeyRing('clave')),
  dateWindow: 30,
});

describe('identifiers inside free text', () => {
  it('replaces each with the fake its own column gets, in its own presentation', () => {
    const { text, found } = scan(
      'Llamar al 612345678 o al +34 912 34 56 78. DNI 12.345.678-Z, NIE X1234567L, CIF B12345674. ' +
        'IBAN ES74 0182 3278 9547 7473 8910 y CCC 0182 3278 95 4774738910. NSS 28/12345678/40. ' +
        'Tarjeta 4539 1488 0343 6467. Correo ana.garcia@empresa.es.',
    );
    expect(text).toContain(
      `al ${column('telefono', '612345678')} o al ${column('telefono', '+34 912 34 56 78')}.`,
    );
    expect(text).toContain(
      `DNI ${column('documento', '12.345.678-Z')}, NIE ${column('documento', 'X1234567L')}`,
    );
    expect(text).toContain(`CIF ${column('documento', 'B12345674')}.`);
    expect(text).toContain(`IBAN ${column('iban', 'ES74 0182 3278 9547 7473 8910')} y`);
    expect(text).toContain(`CCC ${column('ccc', '0182 3278 95 4774738910')}.`);
    expect(text).toContain(`NSS ${column('nss', '28/12345678/40')}.`);
    expect(text).toContain(`Tarjeta ${column('tarjeta', '4539 1488 0343 6467')}.`);
    expect(text).toContain(`Correo ${column('email', 'ana.garcia@empresa.es')}.`);
    expect(found).toEqual({ telefono: 2, documento: 3, iban: 1, ccc: 1, nss: 1, tarjeta: 1, email: 1 });
    for (const original of ['612345678', '12.345.678-Z', 'X1234567L', '0182 3278 9547', 'ana.garcia'])
      expect(text).not.toContain(original);
  });

  it('finds several numbers in one run of digits, and leaves numbers no check confirms', () => {
    const { text, found } = scan(
      'tel 612 345 678 / 912 345 678; pedido 123456789012; DNI 12345678A; ref 2024-000123',
    );
    expect(text).toBe(
      `tel ${column('telefono', '612 345 678')} / ${column('telefono', '912 345 678')}; pedido 123456789012; DNI 12345678A; ref 2024-000123`,
    );
    expect(found).toEqual({ telefono: 2 });
  });

  it('leaves text without identifiers as it is, byte for byte', () => {
    for (const text of [
      'sin incidencias',
      'llamar por la tarde; "urgente"',
      'pedido 12345 del 2024-05-01',
      'ÀÉÎõü ß 😀',
    ])
      expect(scan(text)).toEqual({ text, found: {} });
  });

  it("follows the row's replaced names, in the text's own case and accents", () => {
    const names: RowNames = new Map([
      ['lucia', { fake: 'Yolanda', accented: true }],
      ['garcia', { fake: 'Pérez', accented: true }],
    ]);
    const { text, found } = scan('Llamar a Lucía (LUCIA) García; garcia. Lucas no.', names);
    expect(text).toBe('Llamar a Yolanda (YOLANDA) Pérez; perez. Lucas no.');
    expect(found).toEqual({ nombre: 4 });
  });
});
