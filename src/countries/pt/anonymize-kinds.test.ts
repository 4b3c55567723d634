import { describe, expect, it } from 'vitest';
import { COLUMN_KINDS, type ColumnKindId } from '../../anonymize/kinds/index.js';
import { validateIban } from '../../domain/iban/iban.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { validateCc } from './formats/cc.js';
import { validateNib } from './formats/nib.js';
import { validateNif, validateNipc } from './formats/nif.js';
import { nissCheckDigit, validateNiss } from './formats/niss.js';
import { validatePhonePt } from './formats/phone.js';

const replacer = (kind: ColumnKindId) =>
  COLUMN_KINDS[kind].create({
    permutations: new Permutations(new KeyRing('clave')),
    dateWindow: 30,
    locale: 'pt',
  });
const shape = (text: string) => text.replace(/\d/g, '9').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a');

describe('Portugal: valid in, valid of the same kind out, presentation and holder kept', () => {
  it.each([
    ['nif_pt', '123456789', (v: string) => validateNif(v).valid],
    ['nif_pt', '501 964 843', (v: string) => validateNipc(v).valid],
    ['niss', `1234567890${nissCheckDigit('1234567890')}`, (v: string) => validateNiss(v).valid],
    ['cc', '00000000 0 ZZ4', (v: string) => validateCc(v).valid],
    ['nib', '0002 0123 12345678901 54', (v: string) => validateNib(v).valid],
    ['telefono_pt', '+351 912 345 678', (v: string) => validatePhonePt(v).valid],
    ['telefono_pt', '21 234 5678', (v: string) => validatePhonePt(v).valid],
    ['iban', 'PT50 1270 3246 9154 5062 6549 5', (v: string) => validateIban(v).valid],
  ] as const)('%s %s', (kind, input, valid) => {
    expect(valid(input)).toBe(true);
    const { text, valid: wasValid } = replacer(kind).replace(input);
    expect(wasValid).toBe(true);
    expect(valid(text)).toBe(true);
    expect(text).not.toBe(input);
    expect(shape(text)).toBe(shape(input));
    // The holder, range, bank or prefix leads every kind but the CC, whose civil number leads.
    const kept = kind === 'cc' ? 0 : kind === 'niss' ? 1 : 2;
    expect(text.slice(0, kept)).toBe(input.slice(0, kept));
  });

  it('a NIB and the IBAN around it still match', () => {
    const nib = replacer('nib').replace('127032469154506265495').text;
    expect(replacer('iban').replace('PT50127032469154506265495').text.slice(4)).toBe(nib);
    // The registry's example PT IBAN is a test vector: kept.
    expect(replacer('iban').replace('PT50000201231234567890154').text).toBe('PT50000201231234567890154');
  });

  it('Portuguese names map to Portuguese names', () => {
    const names = replacer('nombre_completo');
    const out = names.replace('João Silva').text;
    expect(out).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    expect(out).not.toBe('João Silva');
    expect(names.replace('JOAO SILVA').text).toBe(
      out
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase(),
    );
  });

  it('an invalid value is scrambled and stays invalid', () => {
    for (const kind of ['nif_pt', 'niss', 'nib', 'telefono_pt'] as const) {
      const { text, valid } = replacer(kind).replace('123456780');
      expect(valid).toBe(false);
      expect(shape(text)).toBe('999999999');
    }
  });
});
