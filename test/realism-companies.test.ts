import { describe, expect, it } from 'vitest';
import { ASSOCIATION_PREFIXES, COMPANY_ACTIVITIES } from '../src/countries/es/data/company-words.js';
import { municipalities } from '../src/countries/es/data/generated/municipalities.js';
import { surnames } from '../src/countries/es/data/generated/surnames.js';
import { drawCompany } from '../src/countries/es/entities/company.js';
import type { Company } from '../src/generators/entities/types.js';
import { bulkRows } from '../src/index.js';
import { rngFromSeed } from '../src/random/rng.js';

const companies: Company[] = Array.from({ length: 10_000 }, (_, i) =>
  drawCompany(rngFromSeed(`empresa-${i}`)),
);

/** Legal form by CIF organisation letter, as the Spanish registries write them. */
const FORM: Readonly<Record<string, (name: string) => boolean>> = {
  A: (n) => n.endsWith(' S.A.'),
  B: (n) => n.endsWith(' S.L.'),
  C: (n) => n.endsWith(' S.C.'),
  D: (n) => n.endsWith(' S.Com.'),
  E: (n) => n.endsWith(' C.B.'),
  F: (n) => n.endsWith(' S.Coop.'),
  G: (n) => n.startsWith('Asociación ') && !/ (S\.\w+\.|C\.B\.|U\.T\.E\.)$/.test(n),
  H: (n) => /^Comunidad de Propietarios .+, \d+$/.test(n),
  J: (n) => n.endsWith(' S.C.P.'),
  U: (n) => n.endsWith(' U.T.E.'),
};

/** Surname -> [count as first, count as second] (INE). */
function surnameCounts(): Map<string, [number, number]> {
  const { names, cumulativeFirst, cumulativeSecond } = surnames();
  const counts = new Map<string, [number, number]>();
  names.forEach((name, i) => {
    const first = cumulativeFirst[i]! - (i === 0 ? 0 : cumulativeFirst[i - 1]!);
    const second = cumulativeSecond[i]! - (i === 0 ? 0 : cumulativeSecond[i - 1]!);
    counts.set(name, [first, second]);
  });
  return counts;
}

describe('company names (razon_social)', () => {
  it('no pharmacy is a company: 0 "Farmacia ... S.L." over 10,000', () => {
    expect(companies.filter((c) => /\bFarmacia\b/.test(c.razonSocial))).toEqual([]);
    expect(COMPANY_ACTIVITIES).not.toContain('Farmacia');
  });

  it('the legal form agrees with the CIF organisation letter over 10,000 companies', () => {
    const wrong = companies.filter((c) => !(FORM[c.taxId[0]!]?.(c.razonSocial) ?? false));
    expect(wrong).toEqual([]);
    // Every letter of the generation pool was seen.
    expect(new Set(companies.map((c) => c.taxId[0]!)).size).toBe(Object.keys(FORM).length);
  });

  it('associations are named after a place, never a surname', () => {
    const places = new Set(municipalities().map((m) => m.name.split('/')[0]));
    const associations = companies.filter((c) => c.taxId[0]! === 'G');
    expect(associations.length).toBeGreaterThan(300);
    const tail = (c: Company) => {
      const prefix = ASSOCIATION_PREFIXES.find((p) => c.razonSocial.startsWith(`${p} `));
      return prefix === undefined ? c.razonSocial : c.razonSocial.slice(prefix.length + 1);
    };
    expect(associations.filter((c) => !places.has(tail(c)))).toEqual([]);
    // The old shape, "Asociación Vecinal <surname>": a surname that is no place name.
    const counts = surnameCounts();
    expect(associations.filter((c) => counts.has(tail(c)) && !places.has(tail(c)))).toEqual([]);
  });

  it('firm surnames are Spanish surnames: borne about as often second as first (INE)', () => {
    const counts = surnameCounts();
    const firms = companies.filter((c) => !['G', 'H'].includes(c.taxId[0]!));
    const foreign = firms.filter((c) => {
      const activity = COMPANY_ACTIVITIES.find((a) => c.razonSocial.startsWith(`${a} `)) as string;
      const rest = c.razonSocial
        .slice(activity.length + 1)
        .replace(/( e Hijos| Hermanos)?( [A-Z][\w.]*\.)?$/, '');
      const [first, second] = counts.get(rest) ?? [0, 0];
      return first === 0 || second * 2 < first;
    });
    expect(foreign.map((c) => c.razonSocial)).toEqual([]);
    for (const name of ['Chen', 'Singh', 'Wang', 'Popescu', 'Smith'])
      expect(firms.filter((c) => c.razonSocial.includes(` ${name} `))).toEqual([]);
  });

  it('bulk razon_social and cif agree as well', async () => {
    const rows = await bulkRows({
      seed: 'empresas',
      count: 2000,
      fields: [
        { name: 'cif', type: 'cif' },
        { name: 'razon_social', type: 'razon_social' },
      ],
    });
    const wrong = rows.filter((r) => !(FORM[String(r.cif)[0] as string]?.(String(r.razon_social)) ?? false));
    expect(wrong).toEqual([]);
  });
});
