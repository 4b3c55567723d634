/**
 * Portugal's draws checked against the shared source files themselves, not
 * against the generated tables: whatever the build scripts did, every
 * generated value must be a fact of the sources, and the weights must show
 * in the frequencies. Skipped where the source directory is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { defaultSourceDir } from '../scripts/build-data.js';
import { drawAddress as drawAddressPt } from '../src/countries/pt/entities/address.js';
import { drawBankPt } from '../src/countries/pt/entities/bank.js';
import { drawCompanyNamePt } from '../src/countries/pt/entities/company.js';
import { drawPerson as drawPersonPt } from '../src/countries/pt/entities/person.js';
import { rngFromSeed } from '../src/random/rng.js';

const PT = join(defaultSourceDir(), 'pt');
const hasSources = existsSync(PT);

type Row = Record<string, string>;
const csv = (file: string): Row[] =>
  parse(readFileSync(join(PT, file), 'utf8'), { columns: true, skip_empty_lines: true });

interface RegionsJson {
  regions: { code: string; name: string }[];
  districts: { code: string; name: string; region: string }[];
  islands: { code: string; name: string; region: string }[];
}

describe.skipIf(!hasSources)('Portuguese draws against the source files', () => {
  const ADDRESSES = 100_000;

  it(`keeps postal code, locality, concelho, district and region together over ${ADDRESSES} addresses`, () => {
    const triples = new Set(csv('postal_codes.csv').map((r) => `${r.postal_code}|${r.locality}|${r.dico}`));
    const municipalities = new Map(csv('municipalities.csv').map((r) => [r.dico, r]));
    const population = csv('municipality_population.csv');
    const total = population.reduce((s, r) => s + Number(r.population), 0);
    const regions: RegionsJson = JSON.parse(readFileSync(join(PT, 'regions.json'), 'utf8'));
    const places = new Map([...regions.districts, ...regions.islands].map((d) => [d.code, d]));
    const regionNames = new Map(regions.regions.map((r) => [r.code, r.name]));
    regionNames.set('continente', 'Continente'); // the display name the tables use

    const rng = rngFromSeed('pt-coherence');
    const bad: string[] = [];
    const perMunicipality = new Map<string, number>();
    for (let i = 0; i < ADDRESSES; i++) {
      const a = drawAddressPt(rng.split(i));
      const m = municipalities.get(a.municipalityCode);
      const place = places.get(a.regionCode);
      const ok =
        triples.has(`${a.cp}|${a.localidad}|${a.municipalityCode}`) &&
        m !== undefined &&
        m.name === a.municipio &&
        m.district_code === a.regionCode &&
        m.district_name === a.provincia &&
        place !== undefined &&
        place.name === a.provincia &&
        place.region === m.region &&
        regionNames.get(m.region) === a.comunidad;
      if (!ok) bad.push(JSON.stringify(a));
      perMunicipality.set(a.municipalityCode, (perMunicipality.get(a.municipalityCode) ?? 0) + 1);
    }
    expect(bad.slice(0, 5)).toEqual([]);

    // Frequencies track the Censos 2021 population: Lisboa 545,796 of 10,343,066 (5.3 %).
    const lisboa = Number(population.find((r) => r.dico === '1106')!.population);
    expect(total).toBe(10_343_066);
    expect(Math.abs((perMunicipality.get('1106') ?? 0) / ADDRESSES - lisboa / total)).toBeLessThan(0.003);
    for (const code of ['1111', '1317', '1312', '3103']) {
      const share = Number(population.find((r) => r.dico === code)!.population) / total;
      expect(Math.abs((perMunicipality.get(code) ?? 0) / ADDRESSES - share)).toBeLessThan(0.003);
    }
  });

  it('takes given names of the drawn sex and surnames from the files, top surnames near SPIE', () => {
    const given = new Map<string, Set<string>>([
      ['M', new Set()],
      ['H', new Set()],
    ]);
    for (const r of csv('given_names.csv'))
      if (Number(r.births_total) >= 5) given.get(r.sex === 'female' ? 'M' : 'H')!.add(r.name);
    const surnames = csv('surnames.csv');
    const known = new Set(surnames.map((r) => r.surname));
    const spie = surnames.filter((r) => r.spie_share_pct !== '');

    const rng = rngFromSeed('pt-names');
    const n = 50_000;
    const bearing = new Map<string, number>();
    const bad: string[] = [];
    for (let i = 0; i < n; i++) {
      const p = drawPersonPt(rng.split(i), '2026-01-01', { minAge: 18, maxAge: 80 });
      const names = given.get(p.sexo)!;
      if (
        !p.nombre.split(' ').every((g) => names.has(g)) ||
        !known.has(p.apellido1) ||
        !known.has(p.apellido2)
      )
        bad.push(p.nombreCompleto);
      for (const s of new Set([p.apellido1, p.apellido2])) bearing.set(s, (bearing.get(s) ?? 0) + 1);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // SPIE counts a bearer of a surname in any position; two slots at half the share each come close.
    for (const r of spie) {
      const share = Number(r.spie_share_pct) / 100;
      expect(Math.abs((bearing.get(r.surname) ?? 0) / n - share)).toBeLessThan(share * 0.1);
    }
  });

  it('opens accounts at banks of the list with their BIC', () => {
    const banks = new Map(csv('banks.csv').map((r) => [r.code, r]));
    const rng = rngFromSeed('pt-banks-source');
    const bad: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const b = drawBankPt(rng.split(i));
      const row = banks.get(b.code);
      // 0195 and 0280 carry another bank's BIC in the source (its README, "Doubtful schwifty values").
      if (!row || row.bic !== b.bic || row.in_bdp_list_2022 !== '1' || ['0195', '0280'].includes(b.code))
        bad.push(`${b.code} ${b.bic}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('builds firm names from the files’ surnames', () => {
    const known = new Set(csv('surnames.csv').map((r) => r.surname));
    const rng = rngFromSeed('pt-company-source');
    for (let i = 0; i < 2_000; i++) {
      const name = drawCompanyNamePt(rng.split(i), 'lda').razonSocial;
      const pair = /^(\p{L}+) & (\p{L}+), Lda\.$/u.exec(name);
      if (pair && pair[2] !== 'Filhos' && pair[2] !== 'Irmãos' && pair[2] !== 'Filha') {
        expect(known.has(pair[1]!) && known.has(pair[2]!)).toBe(true);
      }
    }
  });

  it('is a function of the seed', () => {
    const draw = () => {
      const rng = rngFromSeed('pt-determinism');
      return Array.from({ length: 50 }, (_, i) => ({
        person: drawPersonPt(rng.split(`p${i}`), '2026-01-01', { minAge: 18, maxAge: 80 }),
        address: drawAddressPt(rng.split(`a${i}`)),
        bank: drawBankPt(rng.split(`b${i}`)),
        company: drawCompanyNamePt(rng.split(`c${i}`)),
      }));
    };
    expect(draw()).toEqual(draw());
  });
});
