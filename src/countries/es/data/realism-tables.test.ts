import { describe, expect, it } from 'vitest';
import { BANK_GROUP_SHARE, BANK_GROUP_WEIGHTS } from './bank-weights.js';
import { BANKS } from './generated/banks.js';
import { municipalities } from './generated/municipalities.js';
import { COMMON_STREET_NAMES, localStreets, STREETS } from './generated/streets.js';
import { NAVARRA_BASQUE_ZONE, STREET_NAME_FORMS, STREET_TYPE_WORDS } from './street-forms.js';

describe('bank weights', () => {
  it('name ten distinct active Spanish entities, each the group it says', () => {
    expect(BANK_GROUP_WEIGHTS).toHaveLength(10);
    expect(new Set(BANK_GROUP_WEIGHTS.map((g) => g.code)).size).toBe(10);
    const wrong = BANK_GROUP_WEIGHTS.filter((g) => {
      const bank = BANKS.find((b) => b.code === g.code);
      return (
        !bank?.active || bank.foreignBranch || !bank.shortName.toUpperCase().includes(g.group.toUpperCase())
      );
    });
    expect(wrong).toEqual([]);
    expect(BANK_GROUP_WEIGHTS.every((g) => g.funds > 0)).toBe(true);
    expect(BANK_GROUP_SHARE).toBeGreaterThan(0.5);
    expect(BANK_GROUP_SHARE).toBeLessThan(1);
  });

  it('marks foreign branches, neobanks included', () => {
    const branch = (code: string) => BANKS.find((b) => b.code === code)?.foreignBranch;
    expect(['1465', '1583', '1586'].map(branch)).toEqual([true, true, true]);
    expect(['2100', '0049', '3058', '3187'].map(branch)).toEqual([false, false, false, false]);
  });
});

describe('street tables', () => {
  it('common pairs use address types only, and every regional form names a common key', () => {
    const types = new Set(STREETS.types.names);
    expect(COMMON_STREET_NAMES.types.filter((t) => !types.has(t))).toEqual([]);
    const keys = new Set(COMMON_STREET_NAMES.keys);
    expect(Object.keys(STREET_NAME_FORMS).filter((k) => !keys.has(k))).toEqual([]);
    for (const key of ['Mayor', 'Iglesia', 'Constitución', 'San Juan']) expect(keys).toContain(key);
    // Place names are left out of the national pool.
    for (const key of ['Logroño', 'Nájera', 'La Rioja', 'Navarra', 'Río Oja'])
      expect(keys).not.toContain(key);
  });

  it('regional forms read after a type word: no type word inside, Basque adjectives marked', () => {
    const typeWord = /^(Carrer|Plaça|Rúa|Praza|Calle|Plaza|Kale|kalea)\b/;
    const bad = Object.entries(STREET_NAME_FORMS).flatMap(([key, forms]) =>
      Object.values(forms)
        .filter((form) => typeWord.test(form) || /^\+.*\+/.test(form))
        .map((f) => `${key}: ${f}`),
    );
    expect(bad).toEqual([]);
    expect(STREET_TYPE_WORDS.ca.Calle).toBe('Carrer');
    expect(STREET_TYPE_WORDS.gl.Calle).toBe('Rúa');
    expect(STREET_TYPE_WORDS.eu.Calle).toEqual(['kalea', 'Kale']);
  });

  it("Navarra's Basque-speaking zone lists Navarra municipalities, Pamplona not among them", () => {
    const navarra = new Map(
      municipalities()
        .filter((m) => m.provinceCode === '31')
        .map((m) => [m.code, m.name]),
    );
    expect(NAVARRA_BASQUE_ZONE.filter((code) => !navarra.has(code))).toEqual([]);
    const names = NAVARRA_BASQUE_ZONE.map((code) => navarra.get(code));
    expect(names).toContain('Baztan');
    expect(names).not.toContain('Pamplona/Iruña');
  });

  it('local streets are grouped by municipality, all of La Rioja, with positive weights', () => {
    const { municipality, label, postalCode, weight } = localStreets();
    expect(label).toHaveLength(municipality.length);
    expect(postalCode).toHaveLength(municipality.length);
    expect(weight.filter((w) => !(Number.isInteger(w) && w > 0))).toEqual([]);
    expect(municipality.filter((code, i) => i > 0 && code < municipality[i - 1]!)).toEqual([]);
    expect(new Set(municipality.map((code) => code.slice(0, 2)))).toEqual(new Set(['26']));
    expect(new Set(municipality).size).toBe(174);
    expect(postalCode.filter((code) => code !== '' && !/^26\d{3}$/.test(code))).toEqual([]);
  });
});
