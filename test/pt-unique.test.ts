/**
 * `unique: true` under the locale pt (docs/api.md, Datasets, docs/api.md, Countries): Portugal's
 * documents, NISS, NIPC, NIB/IBAN, mobiles, landlines, plates and passports
 * are pairwise distinct over the whole sequence (pages and offsets
 * included) and still valid as their kinds under `locale: "pt"`.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/api/validate.js';
import { AREA_CODES_BY_DISTRICT } from '../src/countries/pt/data/generated/phone-prefixes.js';
import { DISTRICTS_PT } from '../src/countries/pt/data/generated/regions.js';
import { FIXED_DATE, testApp } from './helper.js';

type Json = Record<string, unknown>;
const app = await testApp();

async function rows(body: Json): Promise<Json[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/pt/bulk',
    payload: { refDate: FIXED_DATE, seed: 'unicos', format: 'json', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** Each unique field, its options, and the kind its values validate as (explicit, whatever the locale). */
const FIELDS: [name: string, type: string, options: Json, kind: string][] = [
  ['nif', 'documento', {}, 'NIF_PT'],
  ['nipc', 'documento', { sub: 'nipc', fmt: 'spaced' }, 'NIPC'],
  ['cc', 'documento', { sub: 'cc' }, 'CC'],
  ['niss', 'nss', {}, 'NISS'],
  ['empresa', 'cif', {}, 'NIPC'],
  ['nib', 'ccc', {}, 'NIB'],
  ['iban', 'iban', {}, 'IBAN'],
  ['movil', 'telefono_movil', { fmt: 'e164' }, 'Telefono_PT'],
  ['fijo', 'telefono_fijo', {}, 'Telefono_PT'],
  ['matricula', 'matricula', {}, 'Matricula_PT'],
  ['pasaporte', 'pasaporte', {}, ''],
];

const schema = [
  ...FIELDS.map(([name, type, options]) => ({ name, type, options, unique: true })),
  { name: 'distrito', type: 'provincia' },
];

const DISTRICT_CODE = new Map(DISTRICTS_PT.map((d) => [d.name, d.code]));

describe('unique fields under pt', () => {
  it('10,000 rows in pages of 2,500: every value distinct and valid; NIB and IBAN of one account', async () => {
    const pages = await Promise.all(
      [0, 2500, 5000, 7500].map((offset) => rows({ count: 2500, offset, fields: schema })),
    );
    const all = pages.flat();
    expect(all).toHaveLength(10_000);
    for (const [name, , , kind] of FIELDS) {
      const values = all.map((row) => String(row[name]));
      expect(new Set(values).size, name).toBe(values.length);
      if (kind === '') continue;
      const invalid = values.filter((value) => {
        const data = validate({ value, kind }).data;
        return !data.valid;
      });
      expect(invalid, name).toEqual([]);
    }
    expect(all.every((row) => String(row.iban) === `PT50${row.nib}`)).toBe(true);
    expect(all.every((row) => /^[A-Z]\d{6}$/.test(String(row.pasaporte)))).toBe(true);
    // Unique mobiles and landlines are never NIFs: auto under pt reads them as phones.
    for (const name of ['movil', 'fijo']) {
      const read = all.map((row) => validate({ value: String(row[name]), locale: 'pt' }).data);
      expect(
        read.filter((data) => !(data.valid && data.kind === 'Telefono_PT')),
        name,
      ).toEqual([]);
    }
    // A unique landline still dials an area code of the row's distrito.
    const away = all.filter((row) => {
      const codes = AREA_CODES_BY_DISTRICT[DISTRICT_CODE.get(String(row.distrito))!]!;
      return !codes.some((code) => String(row.fijo).startsWith(code));
    });
    expect(away).toEqual([]);
    // Unique plates are of the 25 years before the reference date: no plate of before 1992.
    const series = new Set(
      all.map((row) => validate({ value: String(row.matricula), kind: 'Matricula_PT' }).data),
    );
    expect([...series].filter((data) => data.valid && data.extra?.formato === 'AA-00-00')).toEqual([]);
  });

  it('plates: as many as were issued in the window, then a 400 naming the field', async () => {
    // Nine days of 1937: the first plates of the first series.
    const body = (count: number) => ({
      count,
      refDate: '1937-01-10',
      fields: [{ name: 'matricula', type: 'matricula', unique: true, options: { fmt: 'compact' } }],
    });
    const issued = await app.inject({
      method: 'POST',
      url: '/api/v1/pt/bulk',
      payload: { ...body(1), seed: 'x' },
    });
    expect(issued.statusCode).toBe(200);
    const data = await rows(body(2000));
    const plates = data.map((row) => String(row.matricula));
    expect(new Set(plates).size).toBe(2000);
    expect(plates.every((plate) => /^AA\d{4}$/.test(plate))).toBe(true);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/v1/pt/bulk',
      payload: { ...body(5000), seed: 'x' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { field: 0 } });
  });

  it('an offset gives the rows of the whole sequence', async () => {
    const whole = await rows({ count: 300, fields: schema });
    const tail = await rows({ count: 100, offset: 200, fields: schema });
    expect(tail).toEqual(whole.slice(200));
  });

  it('ok: false stays unique and invalid', async () => {
    const data = await rows({
      count: 2000,
      fields: [
        { name: 'nif', type: 'documento', options: { ok: false }, unique: true },
        { name: 'niss', type: 'nss', options: { ok: false }, unique: true },
      ],
    });
    for (const [name, kind] of [
      ['nif', 'NIF_PT'],
      ['niss', 'NISS'],
    ] as const) {
      const values = data.map((row) => String(row[name]));
      expect(new Set(values).size).toBe(values.length);
      expect(values.filter((value) => validate({ value, kind }).data.valid)).toEqual([]);
    }
  });

  it('a type with no value space is refused, naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/pt/bulk',
      payload: { fields: [{ name: 'sexo', type: 'sexo', unique: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { field: 0, member: 'unique' } });
  });
});
