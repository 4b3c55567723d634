import { describe, expect, it } from 'vitest';
import { givenNames } from '../../countries/es/data/generated/given-names.js';
import { surnames } from '../../countries/es/data/generated/surnames.js';
import { GIVEN_NAMES_PT } from '../../countries/pt/data/generated/given-names.js';
import { RARE_GIVEN_NAMES_PT } from '../../countries/pt/data/generated/rare-given-names.js';
import { SURNAMES_PT } from '../../countries/pt/data/generated/surnames.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { fold } from './fold.js';
import { nameTables } from './lists.js';
import { NameMapper } from './name-mapper.js';
import { shapeOf } from './name-tables.js';

const mapper = (key = 'clave') => new NameMapper(new Permutations(new KeyRing(key)), nameTables('es'));
const keyOf = (name: string) => name.split(' ').map(fold).join(' ');

describe('given names keep their class and shape', () => {
  const names = mapper();
  const female = new Set(givenNames().female.names.map(keyOf));
  const male = new Set(givenNames().male.names.map(keyOf));

  it('a listed compound stays a listed compound of the same sex and particles', () => {
    for (const input of [
      'María del Carmen',
      'María de los Ángeles',
      'Ana Belén',
      'José Antonio',
      'Juan Carlos',
    ]) {
      const out = names.replace(input, 'given').text;
      expect(out).not.toBe(input);
      const sexOf = (k: string) => (female.has(k) ? 'F' : 'M');
      expect(sexOf(keyOf(out))).toBe(sexOf(keyOf(input)));
      expect(female.has(keyOf(out)) || male.has(keyOf(out))).toBe(true);
      expect(shapeOf(keyOf(out).split(' '))).toBe(shapeOf(keyOf(input).split(' ')));
    }
  });

  it('"Mª" and "Fco." stay abbreviations, and say the same as the full word', () => {
    const short = names.replace('Mª Carmen', 'given').text;
    expect(short).toMatch(/^Mª \p{Lu}\p{Ll}+$/u);
    expect(names.replace('María Carmen', 'given').text).toBe(short.replace('Mª', 'María'));
    expect(names.replace('M.ª Carmen', 'given').text).toBe(short.replace('Mª', 'M.ª'));
    expect(names.replace('Fco. Javier', 'given').text).toMatch(/^Fco\. \p{Lu}\p{Ll}+$/u);
  });

  it('a given name stays a given name ("Simón" is not made a surname), particles stay particles', () => {
    const given = nameTables('es').givenWords;
    for (const input of ['Simón', 'Pelayo', 'Lucía', 'Antonio']) {
      const out = names.replace(input, 'given').text;
      expect(given.has(fold(out))).toBe(true);
      expect(given.get(fold(out))?.ranked.label).toBe(given.get(fold(input))?.ranked.label);
    }
  });

  it('maps distinct listed names of a group to distinct names (every female name)', () => {
    const outs = new Set(givenNames().female.names.map((n) => keyOf(names.replace(n, 'given').text)));
    expect(outs.size).toBe(new Set(givenNames().female.names.map(keyOf)).size);
  });
});

describe('surnames and full names', () => {
  const names = mapper();
  const listed = new Set(surnames().names.map(keyOf));

  it('keys on the folded form and writes each spelling in its own style', () => {
    const fake = names.replace('García', 'surname').text;
    expect(listed.has(fold(fake))).toBe(true);
    const plain = fake.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    expect(names.replace('GARCIA', 'surname').text).toBe(plain.toUpperCase());
    expect(names.replace('Garcia', 'surname').text).toBe(plain);
    expect(names.replace('GARCÍA', 'surname').text).toBe(fake.toUpperCase());
    expect(names.replace('garcía', 'surname').text).toBe(fake.toLowerCase());
  });

  it('a surname stays a surname, and one with particles a listed one with the same particles', () => {
    for (const input of ['Rubio', 'Simón', 'Martínez'])
      expect(listed.has(keyOf(names.replace(input, 'surname').text))).toBe(true);
    const out = names.replace('de la Fuente', 'surname').text;
    expect(out).toMatch(/^de la \p{Lu}/u);
    expect(listed.has(keyOf(out))).toBe(true);
    expect(out).not.toBe('de la Fuente');
  });

  it('splits a full name into given name and surnames, either order', () => {
    const given = names.replace('María del Carmen', 'given').text;
    const first = names.replace('García', 'surname').text;
    const second = names.replace('López', 'surname').text;
    expect(names.replace('María del Carmen García López', 'full').text).toBe(`${given} ${first} ${second}`);
    expect(names.replace('García López, María del Carmen', 'full').text).toBe(`${first} ${second}, ${given}`);
  });

  it('scrambles a word no list holds into one no list holds', () => {
    const out = names.replace('Xqzwy', 'surname').text;
    expect(out).toMatch(/^[A-Z][a-z]{4}$/);
    expect(listed.has(fold(out))).toBe(false);
  });

  it('gives unrelated names under another key', () => {
    const other = mapper('otra');
    const inputs = ['García', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz'];
    const same = inputs.filter((v) => names.replace(v, 'surname').text === other.replace(v, 'surname').text);
    expect(same.length).toBeLessThan(3);
  });
});

describe("Portugal's older given names are read as given names", () => {
  const names = new NameMapper(new Permutations(new KeyRing('clave')), nameTables('pt'));
  const known = new Set(
    [
      ...GIVEN_NAMES_PT.female.names,
      ...GIVEN_NAMES_PT.male.names,
      ...RARE_GIVEN_NAMES_PT.female.names,
      ...RARE_GIVEN_NAMES_PT.male.names,
    ].map(fold),
  );

  it('names too rare among newborns to be drawn become other given names, not scrambled letters', () => {
    const rare = ['Conceição', 'Arminda', 'Belmiro', 'Albino', 'Custódio', 'Aníbal'];
    // They are rare in the drawn list's source: the cut-off left them out.
    for (const name of rare)
      expect(GIVEN_NAMES_PT.female.names.concat(GIVEN_NAMES_PT.male.names)).not.toContain(name);
    for (const name of rare) {
      const out = names.replace(name, 'given').text;
      expect(out).not.toBe(name);
      expect(known.has(fold(out))).toBe(true);
    }
    const compound = names.replace('Maria da Conceição', 'given').text.split(' ');
    expect(compound[1]).toBe('da');
    expect(known.has(fold(compound[2] ?? ''))).toBe(true);
  });
});

describe('a surname word inside a given name ("João Baptista")', () => {
  const tables = nameTables('pt');
  const names = new NameMapper(new Permutations(new KeyRing('clave')), tables);
  const surnameWords = new Set(SURNAMES_PT.names.flatMap((n) => n.split(' ')).map(fold));

  it('becomes another surname word no given name holds, not scrambled letters', () => {
    expect(tables.givenWords.has('baptista')).toBe(false);
    for (const input of ['João Baptista', 'José Baptista', 'Baptista']) {
      const words = names.replace(input, 'given').text.split(' ');
      const last = fold(words.at(-1) ?? '');
      expect(last).not.toBe('baptista');
      expect(surnameWords.has(last)).toBe(true);
      expect(tables.givenWords.has(last)).toBe(false);
    }
  });

  it('keeps distinct given names distinct: such words never land on a given-name word', () => {
    // Every surname-only word of the first bands, alone as a given name, next to given-name words.
    const onlySurname = [...tables.surnameOnlyWords.keys()].slice(0, 600);
    const given = [...tables.givenWords.keys()].slice(0, 600);
    const outputs = [...onlySurname, ...given].map((k) => fold(names.replace(k, 'given').text));
    expect(new Set(outputs).size).toBe(outputs.length);
    for (const out of outputs.slice(0, onlySurname.length))
      expect(tables.surnameOnlyWords.has(out)).toBe(true);
  });
});
