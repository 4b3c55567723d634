import { describe, expect, it } from 'vitest';
import { isQuasiIdentifier } from './reidentification.js';

describe('the quasi-identifiers --informe counts among the kept columns', () => {
  it('are the columns any country reads as a sex, an age, a birth date, a postal code or a place', () => {
    for (const header of [
      'sexo',
      'Idade',
      'dob',
      'zip',
      'freguesia',
      'localidade',
      'colonia',
      'ccaa',
      'cod_ine',
    ])
      expect(isQuasiIdentifier(header, null), header).toBe(true);
  });

  it('and the ones no field type writes: nationality, marital status, occupation', () => {
    for (const header of ['nacionalidad', 'estado_civil', 'ocupacion'])
      expect(isQuasiIdentifier(header, null)).toBe(true);
  });

  it('not a column read as another type first, nor a replaced column of a kind that is none', () => {
    expect(isQuasiIdentifier('email', null)).toBe(false);
    expect(isQuasiIdentifier('nombre_usuario', null)).toBe(false);
    expect(isQuasiIdentifier('cp', 'texto')).toBe(false);
    expect(isQuasiIdentifier('x', 'municipio')).toBe(true);
  });
});
