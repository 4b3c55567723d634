import { describe, expect, it } from 'vitest';
import { municipalities } from '../../countries/es/data/generated/municipalities.js';
import { PROVINCES } from '../../countries/es/data/generated/provinces.js';
import { streetArea } from '../../countries/es/entities/streets.js';
import { placesMx } from '../../countries/mx/entities/places.js';
import { placesPt } from '../../countries/pt/entities/places.js';
import { Permutations } from '../../pseudonym/feistel.js';
import { KeyRing } from '../../pseudonym/keys.js';
import { AddressMapper } from './addresses.js';
import { PortugueseAddressMapper } from './addresses-pt.js';
import { PlaceMapper } from './places.js';

const permutations = new Permutations(new KeyRing('clave'));

describe('places are replaced together by a real, coherent place', () => {
  const mapper = new PlaceMapper(permutations, false);
  const kept = new PlaceMapper(permutations, true);
  const byName = new Map(municipalities().map((m) => [m.name, m]));

  it.each([
    ['08001', 'Barcelona', 'Barcelona'],
    ['28013', 'MADRID', 'MADRID'],
    ['15001', 'A Coruña', 'A Coruña'],
    ['26001', 'Logroño', 'La Rioja'],
    ['20001', 'Donostia/San Sebastián', 'Gipuzkoa'],
  ])('%s %s %s', (cp, municipio, provincia) => {
    for (const m of [mapper, kept]) {
      const source = m.source(cp, municipio, provincia)!;
      const fake = m.image(source);
      const city = m.write('municipality', municipio, source, fake)!;
      const code = m.write('postalCode', cp, source, fake)!;
      const province = m.write('province', provincia, source, fake)!;
      const real = byName.get(city) ?? [...byName.values()].find((x) => x.name.toUpperCase() === city);
      expect(real).toBeDefined();
      expect(real!.postalCodes).toContain(code);
      expect(PROVINCES.find((p) => p.code === real!.provinceCode)!.name.toUpperCase()).toBe(
        province.toUpperCase(),
      );
      expect(city.toUpperCase()).not.toBe(municipio.toUpperCase());
      if (m === kept) expect(province).toBe(provincia);
      // Keyed: the same place always gives the same place.
      expect(m.write('postalCode', cp, source, m.image(m.source(cp, municipio, provincia)!))).toBe(code);
    }
  });

  it('writes the fake in the input case, without accents when the input dropped them', () => {
    const source = mapper.source(undefined, 'MALAGA')!;
    expect(mapper.write('municipality', 'MALAGA', source, mapper.image(source))).toMatch(/^[A-Z ,/'-]+$/);
    const province = mapper.source(undefined, undefined, '28')!;
    expect(mapper.write('province', '28', province, mapper.image(province))).toMatch(/^\d\d$/);
  });

  it('maps distinct municipalities to distinct municipalities', () => {
    const all = municipalities().slice(0, 2000);
    const fakes = new Set(
      all.map((m) => mapper.image(mapper.source(undefined, m.name, m.provinceCode)!).municipality!.code),
    );
    const sources = new Set(
      all.map((m) => mapper.source(undefined, m.name, m.provinceCode)!.municipality!.code),
    );
    expect(fakes.size).toBe(sources.size);
  });
});

describe("Portugal's and Mexico's places", () => {
  it.each([
    ['pt', placesPt()],
    ['mx', placesMx()],
  ] as const)(
    '%s: every municipality to another, one to one, inside its province when kept',
    (locale, all) => {
      for (const keep of [false, true]) {
        const mapper = new PlaceMapper(permutations, keep, locale);
        const fakes = all.map((m) => mapper.image(mapper.source(m.postalCodes[0])!));
        expect(new Set(fakes.map((f) => f.municipality!.code)).size).toBe(all.length);
        const kept = fakes.filter((f, i) => f.municipality === all[i]);
        if (!keep) expect(kept).toEqual([]);
        else {
          expect(fakes.every((f, i) => f.provinceCode === all[i]!.provinceCode)).toBe(true);
          // Only a municipality alone in its band keeps its place (an island of one concelho).
          expect(kept.length).toBeLessThanOrEqual(locale === 'pt' ? 5 : 1);
        }
      }
    },
  );

  it('reads names and other names of provinces, and writes a CP7 as the input did', () => {
    const pt = new PlaceMapper(permutations, false, 'pt');
    const lagoa = pt.source(undefined, 'LAGOA', 'Açores')!;
    expect(lagoa.municipality!.provinceCode).toBe('42');
    expect(pt.source(undefined, 'Lagoa', 'Faro')!.municipality!.provinceCode).toBe('08');
    const fake = pt.image(pt.source('3750011')!);
    expect(pt.write('postalCode', '3750011', pt.source('3750011')!, fake)).toMatch(/^\d{7}$/);
    const mx = new PlaceMapper(permutations, false, 'mx');
    expect(mx.provinceOf('CDMX')).toBe('09');
    expect(mx.provinceOf('Veracruz')).toBe('30');
    expect(mx.source('1000')?.postalCode).toBe('01000');
  });

  it('reads a postal code the tables lack as its listed neighbour, and still writes a listed one', () => {
    const pt = new PlaceMapper(permutations, false, 'pt');
    const listed = new Set(placesPt().flatMap((m) => m.postalCodes));
    expect(listed.has('3750-999')).toBe(false);
    const unlisted = pt.source('3750-999')!;
    expect(unlisted.municipality).toBe(pt.source('3750-011')!.municipality);
    expect(listed.has(pt.write('postalCode', '3750-999', unlisted, pt.image(unlisted))!)).toBe(true);
    const mx = new PlaceMapper(permutations, false, 'mx');
    const listedMx = new Set(placesMx().flatMap((m) => m.postalCodes));
    expect(listedMx.has('20001')).toBe(false);
    expect(mx.source('20001')!.municipality!.provinceCode).toBe('01');
    // Spain lists every code: an unknown one names no place.
    expect(new PlaceMapper(permutations, false).source('99999')).toBeUndefined();
  });
});

describe('addresses keep their street type and take real street names', () => {
  const addresses = new AddressMapper(permutations);

  it.each([
    ['Carrer de les Oliveres, 50', /^Carrer [\p{L}' ]+, \d\d$/u],
    ['Avinguda Diagonal 640, 5è 2a', /^Avinguda [\p{L}' ]+ \d{3}, \dè \da$/u],
    ['Rúa da Igrexa 4, 1º A', /^Rúa [\p{L} ]+ \d, \dº [A-H]$/u],
    ['Praza de Galicia 2', /^Praza [\p{L} ]+ \d$/u],
    ['Kale Nagusia, 54', /^(Kale \p{L}+|[\p{L} ]+ kalea), \d\d$/u],
    ['Eliza kalea 3', /^([\p{L} ]+ kalea|Kale \p{L}+) \d$/u],
    ['Calle Mayor 12, 3º B', /^Calle [\p{L} ]+ \d\d, \dº [A-H]$/u],
    ['C/ Real 06, bajo izda', /^C\/ [\p{L} ]+ \d, bajo izda$/u],
    ['Avda. de la Constitución s/n', /^Avda\. [\p{L} ]+ s\/n$/u],
  ])('%s', (input, shape) => {
    const out = addresses.replace(input);
    expect(out).toMatch(shape);
    expect(out).not.toBe(input);
    expect(addresses.replace(input)).toBe(out);
  });

  it("writes the street in the language of the row's fake place", () => {
    expect(addresses.replace('Calle Mayor 12', 'gl')).toMatch(/^Rúa /);
    expect(addresses.replace('Carrer Major 12', 'es')).toMatch(/^Calle /);
    expect(addresses.replace('Calle Mayor 12', 'eu')).toMatch(/ kalea \d+$|^Kale /);
    expect(addresses.replace('Calle Mayor 12', 'va')).toMatch(/^Carrer /);
    expect(streetArea('46250')).toBe('va');
  });

  it('never writes a floor 0 for another floor, nor a house number with a leading zero', () => {
    for (let n = 1; n < 300; n++) {
      const out = addresses.replace(`Calle Mayor ${n}, ${(n % 9) + 1}º A`);
      expect(out).toMatch(/ [1-9]\d*, [1-9]º [A-H]$/);
    }
    expect(addresses.replace('Calle Mayor 06')).toMatch(/ [1-9]$/);
  });

  it('keeps the spaces before a street as they were, once', () => {
    const plain = addresses.replace('Calle Mayor, 5');
    expect(addresses.replace('  Calle Mayor, 5')).toBe(`  ${plain}`);
    expect(addresses.replace(' Mayor, 5')).toMatch(/^ \S/);
    const pt = new PortugueseAddressMapper(permutations);
    expect(pt.replace('  Rua da Liberdade, 12')).toBe(`  ${pt.replace('Rua da Liberdade, 12')}`);
  });
});
