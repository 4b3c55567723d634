import { describe, expect, it } from 'vitest';
import { IBAN_REGISTRY } from '../../data/generated/iban-registry.js';
import { rngFromSeed } from '../../random/rng.js';
import { fitsStructure, parseBban, randomBban } from './bban.js';

describe('parseBban', () => {
  it('reads the Spanish notation into five digit fields', () => {
    const es = parseBban('4!n4!n1!n1!n10!n');
    expect(es.segments.map((s) => s.length)).toEqual([4, 4, 1, 1, 10]);
    expect(es.length).toBe(20);
    expect(es.pattern.test('21000418450200051332')).toBe(true);
    expect(es.pattern.test('2100041845020005133A')).toBe(false);
  });

  it.each([
    ['4!a6!n8!n', 'NWBK60161331926819', true],
    ['4!a6!n8!n', 'NWB160161331926819', false],
    ['5!n5!n11!c2!n', '20041010050500013M02606', true],
    ['5!n5!n11!c2!n', '20041010050500013m02606', false],
    ['1!a5!n5!n12!c', 'X0542811101000000123456', true],
    ['1!a5!n5!n12!c', '00542811101000000123456', false],
  ])('%s matches %s: %s', (notation, bban, expected) => {
    expect(parseBban(notation).pattern.test(bban)).toBe(expected);
  });

  it.each(['', '4n', '4!x', '4!n 2!a', '12!'])('rejects the notation %j', (notation) => {
    expect(() => parseBban(notation)).toThrow();
  });

  it('reads every registry row, and the lengths add up to the IBAN length minus 4', () => {
    const wrong = IBAN_REGISTRY.filter((row) => parseBban(row.bban).length !== row.length - 4).map(
      (row) => row.country,
    );
    expect(wrong).toEqual([]);
  });

  it('every registry example BBAN matches its own structure', () => {
    const wrong = IBAN_REGISTRY.filter((row) => row.example !== '')
      .filter((row) => !parseBban(row.bban).pattern.test(row.example.slice(4)))
      .map((row) => row.example);
    expect(wrong).toEqual([]);
  });
});

describe('randomBban', () => {
  it('draws BBANs that match their structure, for every registry row', () => {
    const rng = rngFromSeed('bban');
    const wrong = IBAN_REGISTRY.flatMap((row) => {
      const structure = parseBban(row.bban);
      return Array.from({ length: 20 }, () => randomBban(rng, structure)).filter(
        (b) => !structure.pattern.test(b),
      );
    });
    expect(wrong).toEqual([]);
  });

  it('is a function of the seed', () => {
    const structure = parseBban('4!a20!c');
    expect(randomBban(rngFromSeed('s'), structure)).toBe(randomBban(rngFromSeed('s'), structure));
  });
});

describe('fitsStructure', () => {
  const gb = parseBban('4!a6!n8!n');
  it.each([
    ['NWBK', 0, true],
    ['NWB1', 0, false],
    ['BK60', 2, true],
    ['601613', 4, true],
    ['6016A3', 4, false],
    ['19', 16, true],
    ['190', 16, false],
    ['X', -1, false],
  ])('%s at %i: %s', (text, start, expected) => {
    expect(fitsStructure(gb, text, start)).toBe(expected);
  });
});
