import { describe, expect, it } from 'vitest';
import { STREET_NAMES_PT } from '../../countries/pt/data/street-words.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { stripAccents } from '../names/fold.js';
import { PortugueseAddressMapper } from './addresses-pt.js';

const addresses = new PortugueseAddressMapper(new Permutations(new KeyRing('chave')));

/** Digits as 9, door letters as A: the shape of the part after the street. */
const shape = (rest: string) => rest.replace(/\d/g, '9').replace(/(?<![\p{L}/])[A-H](?![\p{L}/])/gu, 'A');

/** A name's leading particle, "date" for "25 de Abril", "" for none. */
const particle = (name: string) =>
  /^\d/.test(name) ? 'date' : (/^(da|do|das|dos|de) /.exec(name)?.[1] ?? '');

/** The listed street name `line` has after `prefix`, in any case and with or without accents, and what follows. */
function listedAfter(line: string, prefix: string): { name: string; rest: string } | undefined {
  if (!line.startsWith(prefix)) return undefined;
  const tail = stripAccents(line.slice(prefix.length)).toLowerCase();
  const name = [...STREET_NAMES_PT]
    .sort((a, b) => b.length - a.length)
    .find((n) => tail.startsWith(stripAccents(n).toLowerCase()));
  return name === undefined ? undefined : { name, rest: line.slice(prefix.length + name.length) };
}

describe('Portuguese address lines keep their street type and take Portuguese street names', () => {
  it.each([
    ['Rua das Flores, 12, 3.º Esq.', 'Rua ', 'das Flores'],
    ['Rua de Santo António n.º 12', 'Rua ', 'de Santo António'],
    ['Avenida da República, 45, 2.º Dto.', 'Avenida ', 'da República'],
    ['Av. 25 de Abril n.º 4 - R/C Dto.', 'Av. ', '25 de Abril'],
    ['Av.ª da Liberdade 110, 7.º', 'Av.ª ', 'da Liberdade'],
    ['Travessa do Carmo 3, R/C', 'Travessa ', 'do Carmo'],
    ['Tv. dos Fiéis de Deus 8 cave', 'Tv. ', 'dos Fiéis de Deus'],
    ['Largo do Rato, 2', 'Largo ', 'do Rato'],
    ['Pç. de Londres 8, 5.º D', 'Pç. ', 'de Londres'],
    ['Praça Marquês de Pombal 1', 'Praça ', 'Marquês de Pombal'],
    ['Estrada de Benfica, 400, 3.ºEsq', 'Estrada ', 'de Benfica'],
    ['Alameda Dom Afonso Henriques 30 - 4.º A', 'Alameda ', 'Dom Afonso Henriques'],
    ['Beco do Forno 1', 'Beco ', 'do Forno'],
    ['Calçada do Combro 12, 1.º Frente', 'Calçada ', 'do Combro'],
    ['Caminho das Pedras, 15', 'Caminho ', 'das Pedras'],
    ['Rotunda da Boavista 22', 'Rotunda ', 'da Boavista'],
    ['R. Augusta 100 - 1.º', 'R. ', 'Augusta'],
    ['Rua 1.º de Maio, 23', 'Rua ', '1.º de Maio'],
    ['Rua Dr. António José de Almeida, 8, 4.º Frente', 'Rua ', 'Dr. António José de Almeida'],
    ['Bairro da Encarnação, Rua 3, 12', 'Bairro ', 'da Encarnação'],
  ])('%s', (input, prefix, name) => {
    const out = addresses.replace(input);
    expect(out).not.toBe(input);
    // Keyed: the same line always gives the same line.
    expect(addresses.replace(input)).toBe(out);
    const found = listedAfter(out, prefix);
    expect(found, out).toBeDefined();
    // Another common street name, with the particle the input's had, never the input's own.
    expect(found?.name).not.toBe(name);
    expect(particle(found?.name ?? '')).toBe(particle(name));
    expect(shape(found?.rest ?? '')).toBe(shape(input.slice(prefix.length + name.length)));
  });

  it('keeps the number, floor and side words of Portuguese addresses, and changes the numbers', () => {
    const cases: readonly (readonly [string, RegExp])[] = [
      ['Rua do Sol, n.º 12', /^Rua [^,]+, n\.º \d\d$/u],
      ['Rua do Sol 12, 3.º Esq.', /^Rua .+ \d\d, \d\.º Esq\.$/u],
      ['Rua do Sol 7 - 2.º Dto.', /^Rua .+ \d - \d\.º Dto\.$/u],
      ['Rua do Sol 7 R/C Esq', /^Rua .+ \d R\/C Esq$/u],
      ['Rua do Sol 7, r/c dto', /^Rua .+ \d, r\/c dto$/u],
      ['Rua do Sol 7, cave', /^Rua .+ \d, cave$/u],
      ['Rua do Sol s/n', /^Rua .+ s\/n$/u],
      ['Rua do Sol nº 3 1ºEsq', /^Rua .+ nº \d \dºEsq$/u],
      ['Urbanização Quinta da Luz, Lote 5, 2.º Esq.', /^Urbanização Quinta .+, Lote \d, \d\.º Esq\.$/u],
      ['Urb. Quinta da Luz Lote 15 cave', /^Urb\. Quinta .+ Lote \d\d cave$/u],
      ['Lote 5, Urbanização das Flores', /^Lote \d, Urbanização /u],
    ];
    for (const [input, expected] of cases) {
      const out = addresses.replace(input);
      expect(out, input).toMatch(expected);
      expect(out).not.toContain(' do Sol');
      expect(out).not.toContain('da Luz');
    }
    // A floor or house number never gets a leading zero; 0 stays 0.
    for (let n = 1; n < 200; n++)
      expect(addresses.replace(`Rua do Sol, ${n}, ${(n % 8) + 1}.º Esq.`)).toMatch(
        /, [1-9]\d*, [1-9]\.º Esq\.$/,
      );
  });

  it('writes one street name for every case and accent variant, in the input style', () => {
    const plain = addresses.replace('Praça da República 7');
    const name = listedAfter(plain, 'Praça ')?.name ?? '';
    expect(name).not.toBe('');
    expect(addresses.replace('Praca da Republica 7')).toBe(
      `Praca ${stripAccents(name)} ${plain.split(' ').at(-1)}`,
    );
    expect(addresses.replace('PRAÇA DA REPÚBLICA 7')).toBe(plain.toUpperCase());
    expect(addresses.replace('PRACA DA REPUBLICA 7')).toBe(stripAccents(plain).toUpperCase());
    expect(addresses.replace('praça da república 7')).toBe(plain.toLowerCase());
  });

  it('spreads many streets over many names, never one street over two', () => {
    const lines = STREET_NAMES_PT.map((n) => `Rua ${n}, 10`);
    const outs = lines.map((line) => addresses.replace(line));
    expect(new Set(outs.map((o) => listedAfter(o, 'Rua ')?.name)).size).toBeGreaterThan(
      STREET_NAMES_PT.length / 3,
    );
    outs.forEach((out, i) => {
      expect(out).not.toBe(lines[i]);
    });
    // One street, one fake: the same name in another line takes the same fake name.
    const fake = listedAfter(addresses.replace('Rua das Flores, 1'), 'Rua ')?.name;
    expect(listedAfter(addresses.replace('Rua das Flores 98 - 3.º Esq.'), 'Rua ')?.name).toBe(fake);
  });
});
