/**
 * Coherence of GET /api/v1/es/identity (docs/api.md, Single-type generators): every field of
 * one record describes one person living at one real place with one bank
 * account, for many seeds, reference dates and age bounds.
 */
import { describe, expect, it } from 'vitest';
import { BANKS } from '../src/countries/es/data/generated/banks.js';
import { givenNames } from '../src/countries/es/data/generated/given-names.js';
import { municipalities } from '../src/countries/es/data/generated/municipalities.js';
import { LANDLINE_PREFIXES } from '../src/countries/es/data/generated/phone-prefixes.js';
import { COMMUNITIES, PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { surnames } from '../src/countries/es/data/generated/surnames.js';
import { validateValue } from '../src/countries/validate.js';
import { firstWord, foldAscii } from '../src/generators/entities/fold.js';
import { testApp } from './helper.js';

// The tables are parsed on first use.
const GIVEN_NAMES = givenNames();
const MUNICIPALITIES = municipalities();
const SURNAMES = surnames();

const app = await testApp();

interface Identity {
  nombre: string;
  apellido1: string;
  apellido2: string;
  nombre_completo: string;
  sexo: string;
  fecha_nacimiento: string;
  edad: number;
  documento: string;
  email: string;
  telefono: string;
  direccion: string;
  cp: string;
  municipio: string;
  provincia: string;
  comunidad: string;
  nss: string;
  iban: string;
}

const GIVEN = { M: new Set(GIVEN_NAMES.female.names), H: new Set(GIVEN_NAMES.male.names) };
const SURNAME_SET = new Set(SURNAMES.names);
const PROVINCE_BY_NAME = new Map(PROVINCES.map((p) => [p.name, p]));
const COMMUNITY_NAME = new Map(COMMUNITIES.map((c) => [c.code, c.name]));
const ACTIVE_BANK_CODES = new Set(BANKS.filter((b) => b.active).map((b) => b.code));
/** Postal codes of each municipality, keyed by province code and municipality name. */
const POSTAL_CODES = new Map<string, Set<string>>();
for (const m of MUNICIPALITIES) {
  const key = `${m.provinceCode}|${m.name}`;
  POSTAL_CODES.set(key, new Set([...(POSTAL_CODES.get(key) ?? []), ...m.postalCodes]));
}
const PHONE_PREFIXES = new Map(
  LANDLINE_PREFIXES.map((p) => [p.provinceCode, [...p.prefixes9, ...p.prefixes8]]),
);
const RESERVED = ['example.com', 'example.org', 'example.net'];

/** Completed years between two YYYY-MM-DD dates (births may be before 1900). */
function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

interface Bounds {
  refDate: string;
  minAge: number;
  maxAge: number;
  domain?: string;
}

/** Every broken rule of one record, as readable strings (empty when coherent). */
function problems(r: Identity, { refDate, minAge, maxAge, domain }: Bounds): string[] {
  const out: string[] = [];
  const fail = (rule: string) => out.push(`${rule}: ${JSON.stringify(r)}`);
  const sex = r.sexo as 'H' | 'M';
  if (!GIVEN[sex]?.has(r.nombre)) fail('given name not of that sex');
  if (!SURNAME_SET.has(r.apellido1) || !SURNAME_SET.has(r.apellido2)) fail('surname not in the INE list');
  if (r.nombre_completo !== `${r.nombre} ${r.apellido1} ${r.apellido2}`) fail('nombre_completo');
  if (ageOn(r.fecha_nacimiento, refDate) !== r.edad) fail('edad does not match fecha_nacimiento');
  if (r.edad < minAge || r.edad > maxAge) fail('edad out of bounds');

  const [local = '', host] = r.email.split('@');
  const given = foldAscii(firstWord(r.nombre));
  const [s1, s2] = [foldAscii(r.apellido1), foldAscii(r.apellido2)];
  if (!(domain ? [domain] : RESERVED).includes(host ?? '')) fail('email domain');
  if (!/^[a-z0-9._]+$/.test(local) || !local.startsWith(given[0] ?? '?')) fail('email not from the name');
  if (!local.includes(s1) && !local.includes(s2)) fail('email without a surname');
  if (!['', r.fecha_nacimiento.slice(2, 4)].includes(local.replace(/\D/g, ''))) fail('email digits');

  const province = PROVINCE_BY_NAME.get(r.provincia);
  if (!province) return [...out, `unknown province: ${JSON.stringify(r)}`];
  if (COMMUNITY_NAME.get(province.communityCode) !== r.comunidad) fail('comunidad is not the province’s');
  if (!POSTAL_CODES.get(`${province.code}|${r.municipio}`)?.has(r.cp))
    fail('cp not of municipio in provincia');
  const phone = validateValue(r.telefono, 'Telefono');
  if (phone.valid !== true) fail('telefono invalid');
  else if (
    phone.extra?.tipo === 'fijo' &&
    !PHONE_PREFIXES.get(province.code)?.some((p) => r.telefono.startsWith(p))
  )
    fail('landline prefix');
  if (r.nss.slice(0, 2) !== province.code || !validateValue(r.nss, 'NSS').valid) fail('nss');
  if (!validateValue(r.documento, 'DNI').valid) fail('documento');
  if (!ACTIVE_BANK_CODES.has(r.iban.slice(4, 8)) || !validateValue(r.iban, 'IBAN').valid) fail('iban');
  if (!r.direccion.trim()) fail('direccion');
  return out;
}

async function identities(query: string): Promise<Identity[]> {
  const res = await app.inject({ url: `/api/v1/es/identity?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const REF_DATES = ['2026-11-22', '2024-02-29', '2000-01-01', '1975-06-15'];
const AGE_BOUNDS: [number, number][] = [
  [18, 80],
  [0, 0],
  [0, 120],
  [65, 65],
  [30, 31],
];

describe('identity coherence', () => {
  it.each(REF_DATES)('holds for every record on %s under every age bound', async (refDate) => {
    const wrong: string[] = [];
    for (const [minAge, maxAge] of AGE_BOUNDS) {
      for (const seed of ['coherence-1', 'coherence-2']) {
        const data = await identities(
          `seed=${seed}&count=500&refDate=${refDate}&minAge=${minAge}&maxAge=${maxAge}`,
        );
        for (const r of data) wrong.push(...problems(r, { refDate, minAge, maxAge }));
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('uses the default ages 18-80 and a given email domain', async () => {
    const refDate = '2026-11-22';
    const data = await identities(`seed=domain&count=1000&refDate=${refDate}&domain=Correo.Empresa.es`);
    const wrong = data.flatMap((r) =>
      problems(r, { refDate, minAge: 18, maxAge: 80, domain: 'correo.empresa.es' }),
    );
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('the checks catch a tampered record', async () => {
    const bounds = { refDate: '2026-11-22', minAge: 18, maxAge: 80 };
    const [r] = await identities('seed=tamper&refDate=2026-11-22');
    expect(problems(r!, bounds)).toEqual([]);
    const tampered: Partial<Identity>[] = [
      { edad: r!.edad + 1 },
      { nombre_completo: `${r!.nombre} ${r!.apellido2} ${r!.apellido1}` },
      { email: r!.email.replace(/@.*/, '@gmail.com') },
      { cp: '00000' },
      { comunidad: 'Atlántida' },
      { telefono: '900000000' },
      { telefono: r!.provincia === 'Madrid' ? '930000000' : '910000000' },
      { nss: `${r!.nss.slice(0, 10)}${r!.nss.slice(10) === '00' ? '01' : '00'}` },
      { iban: `ES00${r!.iban.slice(4)}` },
    ];
    for (const change of tampered) expect(problems({ ...r!, ...change }, bounds)).not.toEqual([]);
  });

  it('reaches both sexes, many provinces and every reserved domain', async () => {
    const data = await identities('seed=spread&count=1000&refDate=2026-11-22');
    expect(new Set(data.map((r) => r.sexo))).toEqual(new Set(['H', 'M']));
    expect(new Set(data.map((r) => r.provincia)).size).toBeGreaterThan(40);
    expect(new Set(data.map((r) => r.email.split('@')[1]))).toEqual(new Set(RESERVED));
  });
});
