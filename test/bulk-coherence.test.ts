/**
 * Coherence within a bulk row (docs/api.md, Bulk), checked against the reference
 * data itself rather than against the generators: one person (names by sex,
 * email and username from the folded names, birth date and age at refDate),
 * one real place (postal code of the municipality, of the province, of the
 * community; landline prefix of the province), one account at one real
 * active bank, identifiers of that person and place, a company whose name
 * carries the legal form of its CIF letter, and valid check digits
 * everywhere unless `ok: false` asks otherwise.
 */
import { describe, expect, it } from 'vitest';
import { BANKS } from '../src/countries/es/data/generated/banks.js';
import { givenNames } from '../src/countries/es/data/generated/given-names.js';
import { municipalities } from '../src/countries/es/data/generated/municipalities.js';
import { LANDLINE_PREFIXES } from '../src/countries/es/data/generated/phone-prefixes.js';
import { COMMUNITIES, PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { surnames } from '../src/countries/es/data/generated/surnames.js';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { CIF_ORGANISATIONS } from '../src/countries/es/formats/cif.js';
import { validateValue } from '../src/countries/validate.js';
import type { Kind } from '../src/domain/validation.js';
import { fold } from './fold.js';
import { FIXED_DATE, testApp } from './helper.js';

// The tables are parsed on first use.
const GIVEN_NAMES = givenNames();
const MUNICIPALITIES = municipalities();
const SURNAMES = surnames();

const app = await testApp();

type Row = Record<string, string | number | boolean | null>;
type Field = { name: string; type: string; options?: Record<string, unknown>; nullable?: number };

const ALL: Field[] = ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type }));

async function generate(
  body: Record<string, unknown>,
): Promise<{ meta: Record<string, unknown>; data: Row[] }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload: body });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json();
}

// Reference data, indexed.
const FEMALE = new Set(GIVEN_NAMES.female.names);
const MALE = new Set(GIVEN_NAMES.male.names);
const SURNAME_SET = new Set(SURNAMES.names);
const PROVINCE_BY_NAME = new Map(PROVINCES.map((p) => [p.name, p]));
const COMMUNITY_BY_CODE = new Map(COMMUNITIES.map((c) => [c.code, c]));
const PREFIXES_BY_PROVINCE = new Map(
  LANDLINE_PREFIXES.map((p) => [p.provinceCode, [...p.prefixes9, ...p.prefixes8]]),
);
const ACTIVE_BANKS_BY_CODE = new Map(BANKS.filter((b) => b.active).map((b) => [b.code, b]));
const LEGAL_SUFFIXES = Object.values(CIF_ORGANISATIONS)
  .map((o) => o.legalFormSuffix)
  .filter((s) => s !== '');

/** "García de la Fuente" -> ["García", "de la Fuente"]: the split whose two halves are both surnames. */
function splitSurnames(apellidos: string): [string, string] | undefined {
  const words = apellidos.split(' ');
  for (let i = 1; i < words.length; i++) {
    const first = words.slice(0, i).join(' ');
    const second = words.slice(i).join(' ');
    if (SURNAME_SET.has(first) && SURNAME_SET.has(second)) return [first, second];
  }
  return undefined;
}

function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

const valid = (value: unknown, kind: Kind) => validateValue(String(value), kind);

/**
 * Everything wrong with one row of the ALL schema (default options), as
 * readable strings; [] for a coherent row.
 */
function problems(row: Row, refDate: string): string[] {
  const out: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) out.push(`${what} :: ${JSON.stringify(row)}`);
  };

  // One person.
  const nombre = String(row.nombre);
  const names = row.sexo === 'M' ? FEMALE : row.sexo === 'H' ? MALE : undefined;
  check(names !== undefined, 'sexo is H or M');
  check(names?.has(nombre) === true, 'nombre is a given name of that sex');
  check(row.nombre_completo === `${row.nombre} ${row.apellidos}`, 'nombre_completo = nombre + apellidos');
  const surnames = splitSurnames(String(row.apellidos));
  check(surnames !== undefined, 'apellidos are two real surnames');
  const given = fold(nombre.split(' ')[0]!);
  const [s1, s2] = (surnames ?? ['', '']).map(fold) as [string, string];
  const year = String(row.fecha_nacimiento).slice(2, 4);
  const [local = '', domain] = String(row.email).split('@');
  check(['example.com', 'example.org', 'example.net'].includes(String(domain)), 'email on a reserved domain');
  check(/^[a-z0-9.]+$/.test(local) && local.startsWith(given[0]!), 'email starts with the given name');
  const localLetters = local.replace(/[.\d]/g, '');
  check(localLetters.includes(s1) || localLetters.includes(s2), 'email carries a surname');
  check(
    (local.match(/\d+/g) ?? []).every((d) => d === year),
    'email digits are the birth year',
  );
  const usuario = String(row.usuario);
  check(/^[a-z0-9._]+$/.test(usuario) && usuario.startsWith(given[0]!), 'usuario starts with the given name');
  check(usuario.includes(s1), 'usuario carries the first surname');
  check(
    (usuario.match(/\d+/g) ?? []).every((d) => d === year),
    'usuario digits are the birth year',
  );
  check(ageOn(String(row.fecha_nacimiento), refDate) === row.edad, 'edad is the age at refDate');
  check(typeof row.edad === 'number' && row.edad >= 18 && row.edad <= 80, 'edad within the default 18-80');

  // One real place.
  const province = PROVINCE_BY_NAME.get(String(row.provincia));
  check(province !== undefined, 'provincia is a real province');
  check(
    COMMUNITY_BY_CODE.get(province?.communityCode ?? '')?.name === row.comunidad,
    'provincia in comunidad',
  );
  const municipalities = MUNICIPALITIES.filter(
    (m) => m.name === row.municipio && m.provinceCode === province?.code,
  );
  check(municipalities.length > 0, 'municipio in provincia');
  check(
    municipalities.some((m) => m.postalCodes.includes(String(row.cp))),
    'cp is a postal code of the municipio',
  );
  check(String(row.cp).slice(0, 2) === province?.code, 'cp starts with the province code');
  check(typeof row.direccion === 'string' && /^\S.*\d/.test(row.direccion), 'direccion is a street line');
  const prefixes = PREFIXES_BY_PROVINCE.get(province?.code ?? '') ?? [];
  check(
    prefixes.some((p) => String(row.telefono_fijo).startsWith(p)),
    'telefono_fijo has a prefix of the province',
  );
  const fijo = valid(row.telefono_fijo, 'Telefono');
  check(fijo.valid && fijo.extra?.tipo === 'fijo', 'telefono_fijo is a valid landline');
  const movil = valid(row.telefono_movil, 'Telefono');
  check(movil.valid && movil.extra?.tipo === 'movil', 'telefono_movil is a valid mobile');

  // One account at one real, active bank.
  const ccc = String(row.ccc);
  check(valid(ccc, 'CCC').valid, 'ccc valid');
  check(valid(row.iban, 'IBAN').valid, 'iban valid');
  check(String(row.iban).startsWith('ES') && String(row.iban).slice(4) === ccc, 'the CCC is inside the IBAN');
  const bank = ACTIVE_BANKS_BY_CODE.get(ccc.slice(0, 4));
  check(bank !== undefined, 'the entity code is an active bank');
  check(row.bic === bank?.bic, 'bic is the bank of the entity code');
  check(row.entidad_bancaria === bank?.name, 'entidad_bancaria is the bank of the entity code');
  check(valid(row.bic, 'BIC').valid, 'bic valid');

  // Identifiers of that person and place.
  check(valid(row.documento, 'DNI').valid, 'documento is a valid DNI');
  const nss = valid(row.nss, 'NSS');
  check(nss.valid, 'nss valid');
  check(String(row.nss).slice(0, 2) === province?.code, 'nss province is the row province');

  // The company.
  const cif = String(row.cif);
  check(valid(cif, 'CIF').valid, 'cif valid');
  const org = CIF_ORGANISATIONS[cif[0] as keyof typeof CIF_ORGANISATIONS];
  const razon = String(row.razon_social);
  if (org?.legalFormSuffix)
    check(razon.endsWith(` ${org.legalFormSuffix}`), 'razon_social ends with the legal form');
  else check(!LEGAL_SUFFIXES.some((s) => razon.endsWith(` ${s}`)), 'razon_social has no foreign legal form');
  if (org?.namePrefix) check(razon.startsWith(org.namePrefix), 'razon_social starts as the organisation');

  // Everything else with check digits or a checkable format.
  const card = valid(row.tarjeta, 'Tarjeta');
  check(card.valid, 'tarjeta is a test card with a valid Luhn digit');
  check(valid(row.uuid, 'UUID').valid, 'uuid valid');
  check(valid(row.matricula, 'Matricula').valid, 'matricula valid');
  check(valid(row.pasaporte, 'Pasaporte').valid, 'pasaporte valid');
  return out;
}

const SEEDS = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? i * 1000 : `coherencia-${i}`));

describe('row coherence (docs/api.md, Bulk), all 32 types, many seeds', () => {
  it.each(SEEDS)('seed %s: every row is one person, one place, one account, one company', async (seed) => {
    const { meta, data } = await generate({ fields: ALL, seed, count: 120, refDate: FIXED_DATE });
    expect(meta.checksum_valid).toBe(true);
    expect(data).toHaveLength(120);
    const found = data.flatMap((row) => problems(row, FIXED_DATE));
    expect(found.slice(0, 5)).toEqual([]);
  });

  it.each(['2028-02-29', '2027-02-28', '2026-01-01', '2026-12-31'])(
    'refDate %s: birth date and age agree',
    async (refDate) => {
      const { meta, data } = await generate({ fields: ALL, seed: `dia-${refDate}`, count: 400, refDate });
      expect(meta.refDate).toBe(refDate);
      expect(data.flatMap((row) => problems(row, refDate)).slice(0, 5)).toEqual([]);
    },
  );

  it('the rows cover the country: many provinces, every community, many banks and CIF letters', async () => {
    const { data } = await generate({ fields: ALL, seed: 'cobertura', count: 3000, refDate: FIXED_DATE });
    expect(new Set(data.map((r) => r.provincia)).size).toBeGreaterThan(40);
    expect(new Set(data.map((r) => r.comunidad)).size).toBeGreaterThanOrEqual(17);
    expect(new Set(data.map((r) => String(r.ccc).slice(0, 4))).size).toBeGreaterThan(20);
    expect(new Set(data.map((r) => String(r.cif)[0])).size).toBeGreaterThan(5);
    expect(new Set(data.map((r) => r.sexo))).toEqual(new Set(['H', 'M']));
    expect(data.flatMap((row) => problems(row, FIXED_DATE)).slice(0, 5)).toEqual([]);
  });
});

describe('the coherence oracle itself', () => {
  it('finds a problem in every kind of tampered row', async () => {
    const { data } = await generate({ fields: ALL, seed: 'oraculo', count: 200, refDate: FIXED_DATE });
    const row = data.find((r) => r.provincia !== 'Madrid' && String(r.cif).startsWith('B'))!;
    const other = data.find(
      (r) => r.provincia !== row.provincia && r.entidad_bancaria !== row.entidad_bancaria,
    )!;
    expect(problems(row, FIXED_DATE)).toEqual([]);
    const tampered: Record<string, Partial<Row>> = {
      sexo: { sexo: row.sexo === 'H' ? 'M' : 'H', nombre: row.sexo === 'H' ? 'María' : 'Antonio' },
      nombre_completo: { nombre_completo: `${row.nombre} ${other.apellidos}` },
      email: { email: other.email },
      usuario: { usuario: other.usuario },
      edad: { edad: (row.edad as number) + 1 },
      cp: { cp: '28001' },
      municipio: { municipio: other.municipio },
      provincia: { provincia: other.provincia },
      comunidad: { comunidad: row.comunidad === 'Cataluña' ? 'Galicia' : 'Cataluña' },
      telefono_fijo: { telefono_fijo: '910000000' },
      iban: { iban: other.iban },
      ccc: { ccc: other.ccc },
      bic: { bic: other.bic },
      entidad_bancaria: { entidad_bancaria: other.entidad_bancaria },
      nss: { nss: other.nss },
      documento: {
        documento: `${String(row.documento).slice(0, 8)}${String(row.documento)[8] === 'A' ? 'B' : 'A'}`,
      },
      razon_social: { razon_social: String(row.razon_social).replace(/ S\.L\.$/, ' S.A.') },
      tarjeta: { tarjeta: '4242424242424241' },
    };
    for (const [what, change] of Object.entries(tampered)) {
      expect(problems({ ...row, ...change } as Row, FIXED_DATE).length, what).toBeGreaterThan(0);
    }
  });
});

describe('age options keep birth date and age together', () => {
  it.each([
    [[{ name: 'edad', type: 'edad', options: { min: 0, max: 17 } }], 0, 17],
    [[{ name: 'fecha_nacimiento', type: 'fecha_nacimiento', options: { minAge: 65, maxAge: 70 } }], 65, 70],
    [
      [
        { name: 'edad', type: 'edad', options: { min: 30, max: 50 } },
        { name: 'fecha_nacimiento', type: 'fecha_nacimiento', options: { minAge: 45, maxAge: 60 } },
      ],
      45,
      50,
    ],
    [[{ name: 'edad', type: 'edad', options: { min: '100', max: '120' } }], 100, 120],
  ])('%j gives ages %i-%i in both fields', async (ageFields, lo, hi) => {
    const names = new Set(ageFields.map((f) => f.name));
    const fields = [...ALL.filter((f) => !names.has(f.name)), ...ageFields];
    const { data } = await generate({ fields, seed: `edad-${lo}`, count: 500, refDate: FIXED_DATE });
    const ages = new Set<number>();
    for (const row of data) {
      const age = ageOn(String(row.fecha_nacimiento), FIXED_DATE);
      expect(age).toBe(row.edad);
      expect(age).toBeGreaterThanOrEqual(lo);
      expect(age).toBeLessThanOrEqual(hi);
      ages.add(age);
      // The email and username years follow the birth date.
      const year = String(row.fecha_nacimiento).slice(2, 4);
      for (const digits of String(row.email).match(/\d+/g) ?? []) expect(digits).toBe(year);
    }
    expect(ages.size).toBe(hi - lo + 1);
  });
});

describe('documento variants', () => {
  it.each([
    ['dni', 'plain', 'DNI', /^\d{8}[A-Z]$/],
    ['dni', 'dashed', 'DNI', /^\d{8}-[A-Z]$/],
    ['dni', 'dotted', 'DNI', /^\d{2}\.\d{3}\.\d{3}-[A-Z]$/],
    ['nie', 'plain', 'NIE', /^[XYZ]\d{7}[A-Z]$/],
    ['nif', 'plain', 'NIF', /^[KLM]\d{7}[A-Z]$/],
    ['cif', 'plain', 'CIF', /^[A-Z]\d{7}[0-9A-J]$/],
    ['cif', 'dashed', 'CIF', /^[A-Z]-\d{7}-[0-9A-J]$/],
  ] as const)('sub %s, fmt %s: valid %s', async (sub, fmt, kind, shape) => {
    const { data } = await generate({
      fields: [{ name: 'doc', type: 'documento', options: { sub, fmt } }],
      seed: `doc-${sub}-${fmt}`,
      count: 300,
    });
    for (const row of data) {
      expect(row.doc).toMatch(shape);
      expect(valid(row.doc, kind).valid, String(row.doc)).toBe(true);
    }
  });
});

describe('ok: false (negative tests)', () => {
  /** Every check-digit type twice: the right value and, beside it, the same thing with ok: false. */
  const WRONG: Field[] = ['documento', 'nss', 'cif', 'iban', 'ccc', 'tarjeta'].map((type) => ({
    name: `${type}_malo`,
    type,
    options: { ok: false },
  }));
  const KIND_OF: Record<string, Kind> = {
    documento: 'DNI',
    nss: 'NSS',
    cif: 'CIF',
    iban: 'IBAN',
    ccc: 'CCC',
    tarjeta: 'Tarjeta',
  };

  it.each(SEEDS.slice(0, 8))(
    'seed %s: only the ok:false fields are wrong, and they still describe the row',
    async (seed) => {
      const { meta, data } = await generate({
        fields: [...ALL, ...WRONG],
        seed,
        count: 150,
        refDate: FIXED_DATE,
      });
      expect(meta.checksum_valid).toBe(false);
      for (const row of data) {
        // The right fields stay right and coherent.
        expect(problems(row, FIXED_DATE)).toEqual([]);
        for (const [type, kind] of Object.entries(KIND_OF)) {
          const result = valid(row[`${type}_malo`], kind);
          expect(result.valid, `${type}_malo ${row[`${type}_malo`]}`).toBe(false);
        }
        const good = (type: string) => String(row[type]);
        const bad = (type: string) => String(row[`${type}_malo`]);
        // Same person, place, company and account; only the control differs.
        expect(bad('documento').slice(0, 8)).toBe(good('documento').slice(0, 8));
        expect(bad('nss').slice(0, 10)).toBe(good('nss').slice(0, 10));
        expect(bad('cif').slice(0, 8)).toBe(good('cif').slice(0, 8));
        expect(bad('iban').slice(4)).toBe(good('iban').slice(4));
        expect(bad('iban').slice(0, 4)).not.toBe(good('iban').slice(0, 4));
        expect(bad('ccc').slice(0, 8) + bad('ccc').slice(10)).toBe(
          good('ccc').slice(0, 8) + good('ccc').slice(10),
        );
        expect(bad('ccc').slice(8, 10)).not.toBe(good('ccc').slice(8, 10));
        expect(valid(bad('tarjeta'), 'Tarjeta')).toMatchObject({ valid: false, code: 'invalid_luhn_check' });
      }
    },
  );

  it.each(Object.keys(KIND_OF))('ok:false on %s alone makes meta.checksum_valid false', async (type) => {
    const { meta, data } = await generate({
      fields: [
        { name: 'a', type: 'nombre' },
        { name: 'x', type, options: { ok: false } },
      ],
      seed: `solo-${type}`,
      count: 50,
    });
    expect(meta.checksum_valid).toBe(false);
    for (const row of data) expect(valid(row.x, KIND_OF[type]!).valid).toBe(false);
    const right = await generate({
      fields: [
        { name: 'a', type: 'nombre' },
        { name: 'x', type, options: { ok: true } },
      ],
      seed: `solo-${type}`,
      count: 50,
    });
    expect(right.meta.checksum_valid).toBe(true);
    for (const row of right.data) expect(valid(row.x, KIND_OF[type]!).valid).toBe(true);
  });

  it('ok:false on documento of every kind gives a wrong control of that kind', async () => {
    for (const [sub, kind] of [
      ['dni', 'DNI'],
      ['nie', 'NIE'],
      ['nif', 'NIF'],
      ['cif', 'CIF'],
    ] as const) {
      const { data } = await generate({
        fields: [{ name: 'd', type: 'documento', options: { sub, ok: false } }],
        seed: `mal-${sub}`,
        count: 200,
      });
      for (const row of data) {
        const result = valid(row.d, kind);
        expect(result.valid).toBe(false);
        if (!result.valid) expect(result.code, String(row.d)).toMatch(/check/);
      }
    }
  });
});

describe('presentation options keep the coherence', () => {
  it('formatted phones, IBAN and card still belong to the row', async () => {
    const fields: Field[] = [
      ...ALL,
      { name: 'fijo_e164', type: 'telefono_fijo', options: { fmt: 'e164' } },
      { name: 'fijo_espacios', type: 'telefono_fijo', options: { fmt: 'spaced' } },
      { name: 'iban_espacios', type: 'iban', options: { fmt: 'spaced' } },
      { name: 'correo', type: 'email', options: { domain: 'empresa.es' } },
    ];
    const { data } = await generate({ fields, seed: 'formatos', count: 300, refDate: FIXED_DATE });
    for (const row of data) {
      expect(row.fijo_e164).toBe(`+34${row.telefono_fijo}`);
      expect(String(row.fijo_espacios).replaceAll(' ', '')).toBe(row.telefono_fijo);
      expect(String(row.iban_espacios).replaceAll(' ', '')).toBe(row.iban);
      const [local, domain] = String(row.correo).split('@');
      expect(domain).toBe('empresa.es');
      expect(local).toMatch(/^[a-z0-9.]+$/);
      expect(local!.startsWith(fold(String(row.nombre))[0]!)).toBe(true);
    }
  });
});
