import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build, defaultSourceDir, staleFiles } from '../../../../scripts/build-data.js';
import { COUNTRIES } from '../../../data/generated/countries.js';
import { IBAN_REGISTRY } from '../../../data/generated/iban-registry.js';
import { BANKS } from './generated/banks.js';
import { givenNames } from './generated/given-names.js';
import { municipalities, municipalityCumulativePopulation } from './generated/municipalities.js';
import {
  LANDLINE_EXCLUDED_PREFIXES,
  LANDLINE_PREFIXES,
  MOBILE_LEADING_DIGITS,
  MOBILE_LEADING_DIGITS_EXTRA,
} from './generated/phone-prefixes.js';
import { PROVINCE_POPULATION } from './generated/province-population.js';
import { COMMUNITIES, PROVINCES } from './generated/provinces.js';
import { STREETS } from './generated/streets.js';
import { surnames } from './generated/surnames.js';

// The big tables are parsed on first use.
const GIVEN_NAMES = givenNames();
const MUNICIPALITIES = municipalities();
const MUNICIPALITY_CUMULATIVE_POPULATION = municipalityCumulativePopulation();
const SURNAMES = surnames();

/** Indices where the array does not grow (strictly, or not at all when `strict` is false). */
function notAscending(values: readonly number[], strict = true): number[] {
  return values.flatMap((v, i) => (i > 0 && (strict ? v <= values[i - 1] : v < values[i - 1]) ? [i] : []));
}

/** The name with the largest weight, read back from a cumulative array. */
function heaviest(names: readonly string[], cumulative: readonly number[]): string {
  let best = 0;
  for (let i = 1; i < cumulative.length; i++) {
    if (cumulative[i] - cumulative[i - 1] > cumulative[best] - (best > 0 ? cumulative[best - 1] : 0))
      best = i;
  }
  return names[best];
}

const provinceCodes = new Set(PROVINCES.map((p) => p.code));

describe('provinces and communities', () => {
  it('has the 52 provinces and 19 communities of INE', () => {
    expect(PROVINCES).toHaveLength(52);
    expect(COMMUNITIES).toHaveLength(19);
    expect(PROVINCES.map((p) => p.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it('links every province to a community and uses display names', () => {
    const communities = new Set(COMMUNITIES.map((c) => c.code));
    expect(PROVINCES.filter((p) => !communities.has(p.communityCode))).toEqual([]);
    expect(PROVINCES.find((p) => p.code === '15')?.name).toBe('A Coruña');
    expect(COMMUNITIES.find((c) => c.code === '13')?.name).toBe('Comunidad de Madrid');
  });
});

describe('municipalities', () => {
  it('places every municipality in an existing province, with codes of that province', () => {
    const bad = MUNICIPALITIES.filter(
      (m) =>
        !provinceCodes.has(m.provinceCode) ||
        !m.code.startsWith(m.provinceCode) ||
        m.postalCodes.length === 0 ||
        m.postalCodes.some((cp) => !/^\d{5}$/.test(cp) || !cp.startsWith(m.provinceCode)),
    );
    expect(bad).toEqual([]);
  });

  it('keeps postal codes sorted and unique', () => {
    const bad = MUNICIPALITIES.filter((m) =>
      m.postalCodes.some((cp, i) => i > 0 && cp <= m.postalCodes[i - 1]),
    );
    expect(bad).toEqual([]);
  });

  it('drops only the 14 municipalities that have no postal code of their own province', () => {
    expect(MUNICIPALITIES).toHaveLength(8132 - 14);
    expect(MUNICIPALITIES.find((m) => m.code === '39088')).toBeUndefined();
  });

  it('has a strictly ascending population weight per municipality, Madrid the largest', () => {
    expect(MUNICIPALITY_CUMULATIVE_POPULATION).toHaveLength(MUNICIPALITIES.length);
    expect(notAscending(MUNICIPALITY_CUMULATIVE_POPULATION)).toEqual([]);
    const largest = heaviest(
      MUNICIPALITIES.map((m) => m.code),
      MUNICIPALITY_CUMULATIVE_POPULATION,
    );
    expect(MUNICIPALITIES.find((m) => m.code === largest)?.name).toBe('Madrid');
  });
});

describe('banks', () => {
  const byCode = new Map(BANKS.map((b) => [b.code, b]));

  it('lists every code once, including closed entities', () => {
    expect(byCode.size).toBe(BANKS.length);
    expect(BANKS.length).toBe(552);
    expect(byCode.get('2038')?.active).toBe(false); // Bankia, absorbed by CaixaBank
  });

  it.each([
    ['0049', 'BSCHESMM', true],
    ['2100', 'CAIXESBB', true],
    ['0182', 'BBVAESMM', true],
    ['0038', 'TOTAPTPL', false],
    ['1583', 'REVOESM2XXX', true],
    ['1586', 'TRBKESM2XXX', true],
  ])('%s has BIC %s, active %s', (code, bic, active) => {
    expect(byCode.get(code)).toMatchObject({ bic, active });
  });

  it('gives every active bank a Spanish BIC of 8 or 11 characters', () => {
    const active = BANKS.filter((b) => b.active);
    expect(active.length).toBe(149);
    expect(active.filter((b) => !/^[A-Z0-9]{4}ES[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(b.bic))).toEqual([]);
  });
});

describe('phone prefixes', () => {
  it('gives every province a landline prefix starting with 9 and one starting with 8', () => {
    expect(LANDLINE_PREFIXES.map((p) => p.provinceCode)).toEqual(PROVINCES.map((p) => p.code));
    const bad = LANDLINE_PREFIXES.filter(
      (p) =>
        p.prefixes9.length === 0 ||
        p.prefixes9.some((x) => !x.startsWith('9')) ||
        p.prefixes8.some((x) => !x.startsWith('8')),
    );
    expect(bad).toEqual([]);
  });

  it('has the mobile leading digits and the excluded mobile sub-ranges as digit prefixes', () => {
    expect(MOBILE_LEADING_DIGITS).toEqual(['6', '71', '72', '73', '74']);
    expect(MOBILE_LEADING_DIGITS_EXTRA).toEqual(['78']);
    expect(LANDLINE_EXCLUDED_PREFIXES).toEqual(['9690609', '9690610', '97390']);
  });
});

describe('IBAN registry and countries', () => {
  const byCountry = new Map(IBAN_REGISTRY.map((c) => [c.country, c]));

  it('has 89 registry entries and 16 territories', () => {
    expect(IBAN_REGISTRY).toHaveLength(105);
    expect(IBAN_REGISTRY.filter((c) => c.parent === '')).toHaveLength(89);
    expect(byCountry.get('GP')).toMatchObject({ parent: 'FR', length: 27, example: '' });
  });

  it('describes Spain', () => {
    expect(byCountry.get('ES')).toMatchObject({
      length: 24,
      bban: '4!n4!n1!n1!n10!n',
      bankId: [1, 4],
      branchId: [5, 8],
      sepa: true,
    });
  });

  it('has examples of the stated length for every registry entry', () => {
    const bad = IBAN_REGISTRY.filter(
      (c) => c.parent === '' && (c.example.length !== c.length || !c.example.startsWith(c.country)),
    );
    expect(bad).toEqual([]);
  });

  it('names every IBAN country in the country list', () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    expect(COUNTRIES).toHaveLength(250);
    expect(IBAN_REGISTRY.filter((c) => !codes.has(c.country))).toEqual([]);
    expect(COUNTRIES.find((c) => c.code === 'ES')).toEqual({ code: 'ES', nameEn: 'Spain', nameEs: 'España' });
  });
});

describe('province population', () => {
  it('gives every province its padrón 2025 population, summing to the municipalities', () => {
    expect(PROVINCE_POPULATION.map((p) => p.code)).toEqual(PROVINCES.map((p) => p.code));
    const total = PROVINCE_POPULATION.reduce((sum, p) => sum + p.population, 0);
    expect(total).toBe(49_114_494);
    const madrid = PROVINCE_POPULATION.find((p) => p.code === '28')!.population;
    const melilla = PROVINCE_POPULATION.find((p) => p.code === '52')!.population;
    expect(madrid / total).toBeGreaterThan(0.13);
    expect(melilla / total).toBeLessThan(0.003);
  });
});

describe('names', () => {
  it('has parallel, strictly ascending given-name tables', () => {
    for (const table of [GIVEN_NAMES.male, GIVEN_NAMES.female]) {
      expect(table.cumulative).toHaveLength(table.names.length);
      expect(table.meanAges).toHaveLength(table.names.length);
      expect(table.meanAges.filter((age) => !(age >= 0 && age <= 110))).toEqual([]);
      expect(notAscending(table.cumulative)).toEqual([]);
      expect(new Set(table.names).size).toBe(table.names.length);
    }
    expect(GIVEN_NAMES.male.names.length + GIVEN_NAMES.female.names.length).toBe(54_916);
  });

  it('writes given names with accents and particles', () => {
    expect(heaviest(GIVEN_NAMES.male.names, GIVEN_NAMES.male.cumulative)).toBe('Antonio');
    expect(heaviest(GIVEN_NAMES.female.names, GIVEN_NAMES.female.cumulative)).toBe('María del Carmen');
    expect(GIVEN_NAMES.male.names).toContain('José Antonio');
    expect(GIVEN_NAMES.male.names).toContain('Íñigo');
    // INE's example of a young and an old name.
    expect(GIVEN_NAMES.male.meanAges[GIVEN_NAMES.male.names.indexOf('Leo')]).toBe(5.4);
    expect(GIVEN_NAMES.male.meanAges[GIVEN_NAMES.male.names.indexOf('Florentino')]).toBe(66.9);
  });

  it('has parallel surname tables, ascending (a withheld count adds nothing)', () => {
    expect(SURNAMES.cumulativeFirst).toHaveLength(SURNAMES.names.length);
    expect(SURNAMES.cumulativeSecond).toHaveLength(SURNAMES.names.length);
    expect(notAscending(SURNAMES.cumulativeFirst)).toEqual([]);
    expect(notAscending(SURNAMES.cumulativeSecond, false)).toEqual([]);
    expect(new Set(SURNAMES.names).size).toBe(SURNAMES.names.length);
  });

  it('writes surnames with accents and lower-case particles', () => {
    expect(heaviest(SURNAMES.names, SURNAMES.cumulativeFirst)).toBe('García');
    expect(heaviest(SURNAMES.names, SURNAMES.cumulativeSecond)).toBe('García');
    for (const name of ['de la Fuente', 'del Río', 'Núñez', "O'Neill"])
      expect(SURNAMES.names).toContain(name);
  });
});

describe('streets', () => {
  it('weights Castilian street types with Calle far ahead', () => {
    const { names, cumulative } = STREETS.types;
    expect(cumulative).toHaveLength(names.length);
    expect(notAscending(cumulative)).toEqual([]);
    expect(names.slice(0, 4)).toEqual(['Calle', 'Avenida', 'Plaza', 'Paseo']);
    expect(cumulative[0] / cumulative[cumulative.length - 1]).toBeGreaterThan(0.5);
  });

  it('has distinct names that read after any type', () => {
    expect(new Set(STREETS.names).size).toBe(STREETS.names.length);
    for (const name of ['Mayor', 'de la Iglesia', 'del Horno', 'Clara Campoamor'])
      expect(STREETS.names).toContain(name);
    const bad = STREETS.names.filter(
      (n) => /^(d'|de l'|dels |Calle |Plaza |Camino )/.test(n) || !/^[\p{L} -]+$/u.test(n),
    );
    expect(bad).toEqual([]);
  });
});

describe('generated files', () => {
  const sourceDir = defaultSourceDir();
  const hasSources = existsSync(sourceDir);
  const title = hasSources
    ? 'are exactly what scripts/build-data.ts builds from the sources'
    : 'are up to date: SKIPPED, source data directory (../shared/data or DATA_SOURCE_DIR) not found';

  it.skipIf(!hasSources)(title, () => {
    expect(staleFiles(build(sourceDir))).toEqual([]);
  });
});
