/**
 * POST /api/v1/{locale}/bulk end to end (docs/api.md, Bulk and Determinism):
 * the JSON shape, the JSON type of every field type, options in both their
 * natural and string forms with their bounds, seeds, determinism
 * (byte-identical, prefix-stable, schema-stable), nullable, hostile field
 * names and every output format read back with a real parser.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTITY_FIELD_TYPES, FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { SPAIN } from '../src/countries/es/index.js';
import { validateValue } from '../src/countries/validate.js';
import { CARD_BRANDS } from '../src/domain/card/brands.js';
import { CARD_BRAND_VALUES } from '../src/generators/common-options.js';
import type { OptionSpec } from '../src/generators/options.js';
import { FIXED_DATE, testApp } from './helper.js';

const app = await testApp();

type Json = Record<string, unknown>;
type Field = { name: string; type: string; options?: Json; nullable?: number };
type Body = Json & { fields: Field[] };
type Cell = string | number | boolean | null;

const URL = '/api/v1/es/bulk';
/** All 32 types, one field each, named after the type. */
const ALL: Field[] = ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type }));
const KIND = new Map(ENTITY_FIELD_TYPES.map((t) => [t.type, t.kind]));
/** Types a bulk schema takes (referencia is for datasets only). */
const BULK_TYPES = FIELD_TYPES.filter((t) => !t.datasetOnly);
/** Options a type requires, so that a test of another option gets past them. */
const REQUIRED: Record<string, Json> = { lista: { values: ['a', 'b', 'c'] }, constante: { value: 'x' } };

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: URL, payload: body as Json, headers });
}

async function ok(body: unknown, headers: Record<string, string> = {}) {
  const res = await post(body, headers);
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res;
}

async function rows(body: Body): Promise<Json[]> {
  const res = await ok({ ...body, format: 'json' });
  return res.json().data;
}

/** The column of field `name` in JSON rows. */
const column = (data: Json[], name: string) => data.map((r) => r[name]);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: unknown) =>
  typeof v === 'string' && DATE_RE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

// ---------------------------------------------------------------------------------------------

describe('JSON response (docs/api.md, Bulk)', () => {
  it('has status, meta and data rows keyed by the field names in schema order', async () => {
    const fields: Field[] = [
      { name: 'zeta', type: 'nombre' },
      { name: 'alfa', type: 'edad' },
      { name: 'Medio-1', type: 'booleano' },
      { name: '_x', type: 'cp' },
    ];
    const res = await ok({ fields, seed: 'shape', count: 4, refDate: FIXED_DATE });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    const body = res.json();
    expect(Object.keys(body)).toEqual(['status', 'meta', 'data']);
    expect(body.status).toBe('success');
    expect(body.meta).toEqual({
      locale: 'es',
      seed: 'shape',
      count: 4,
      refDate: FIXED_DATE,
      fields: fields.map(({ name, type }) => ({ name, type })),
      checksum_valid: true,
    });
    expect(body.data).toHaveLength(4);
    for (const row of body.data) expect(Object.keys(row)).toEqual(['zeta', 'alfa', 'Medio-1', '_x']);
  });

  it('meta.fields lists name and type only, even when options and nullable are given', async () => {
    const res = await ok({
      fields: [{ name: 'n', type: 'numero', options: { min: 1, max: 2 }, nullable: 10 }],
      seed: 's',
    });
    expect(res.json().meta.fields).toEqual([{ name: 'n', type: 'numero' }]);
  });

  it('defaults: count 10, a random seed echoed as a string, refDate today (UTC)', async () => {
    const res = await ok({ fields: [{ name: 'a', type: 'uuid' }] });
    const { meta, data } = res.json();
    expect(meta.count).toBe(10);
    expect(data).toHaveLength(10);
    expect(typeof meta.seed).toBe('string');
    expect(meta.seed.length).toBeGreaterThan(0);
    expect(meta.refDate).toBe(new Date().toISOString().slice(0, 10));
    // The echoed seed reproduces the response.
    const again = await ok({ fields: [{ name: 'a', type: 'uuid' }], seed: meta.seed, refDate: meta.refDate });
    expect(again.body).toBe(res.body);
    const other = await ok({ fields: [{ name: 'a', type: 'uuid' }] });
    expect(other.json().meta.seed).not.toBe(meta.seed);
  });

  it.each([
    [42, '42'],
    [-7, '-7'],
    [0, '0'],
    ['42', '42'],
    ['semilla con espacios ñ', 'semilla con espacios ñ'],
  ])('seed %j is echoed as %j', async (seed, echoed) => {
    const res = await ok({ fields: ALL.slice(0, 3), seed, count: 3, refDate: FIXED_DATE });
    expect(res.json().meta.seed).toBe(echoed);
  });

  it('a seed of 256 characters is accepted and echoed whole', async () => {
    const seed = 'ñ'.repeat(256);
    const res = await ok({ fields: ALL.slice(0, 2), seed, count: 2 });
    expect(res.json().meta.seed).toBe(seed);
  });

  it('the language changes no data (lang query, Accept-Language)', async () => {
    const body = { fields: ALL, seed: 'idioma', count: 20, refDate: FIXED_DATE };
    for (const format of ['json', 'csv', 'xml']) {
      const es = await ok({ ...body, format });
      const en = await app.inject({ method: 'POST', url: `${URL}?lang=en`, payload: { ...body, format } });
      const header = await ok({ ...body, format }, { 'accept-language': 'en' });
      expect(en.body).toBe(es.body);
      expect(header.body).toBe(es.body);
    }
  });

  it('an integer seed gives the data of the same seed as a string', async () => {
    const base = { fields: ALL, count: 5, refDate: FIXED_DATE };
    const a = await ok({ ...base, seed: 1234 });
    const b = await ok({ ...base, seed: '1234' });
    expect(a.body).toBe(b.body);
  });

  it('the count limits of docs/api.md, Rate limit hold at their edges', async () => {
    const one = await ok({ fields: [{ name: 'a', type: 'booleano' }], count: 1, seed: 'c' });
    expect(one.json().data).toHaveLength(1);
    const max = await ok({ fields: [{ name: 'a', type: 'booleano' }], count: 10_000, seed: 'c' });
    expect(max.json().data).toHaveLength(10_000);
    expect(max.json().meta.count).toBe(10_000);
  });
});

// ---------------------------------------------------------------------------------------------

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What each of the 32 types looks like with default options (docs/api.md, Bulk). */
const SHAPES: Record<string, (v: Cell) => boolean> = {
  nombre_completo: (v) => typeof v === 'string' && v.split(' ').length >= 3,
  nombre: (v) => typeof v === 'string' && v.length > 0,
  apellidos: (v) => typeof v === 'string' && v.split(' ').length >= 2,
  sexo: (v) => v === 'H' || v === 'M',
  fecha_nacimiento: isRealDate,
  edad: (v) => Number.isInteger(v) && (v as number) >= 18 && (v as number) <= 80,
  documento: (v) => typeof v === 'string' && /^\d{8}[A-Z]$/.test(v),
  nss: (v) => typeof v === 'string' && /^\d{12}$/.test(v),
  email: (v) => typeof v === 'string' && /^[a-z0-9._]+@example\.(com|org|net)$/.test(v),
  usuario: (v) => typeof v === 'string' && /^[a-z0-9._]+$/.test(v),
  telefono_movil: (v) => typeof v === 'string' && /^(6\d|7[1-4])\d{7}$/.test(v),
  telefono_fijo: (v) => typeof v === 'string' && /^[89]\d{8}$/.test(v),
  direccion: (v) => typeof v === 'string' && /\d/.test(v),
  cp: (v) => typeof v === 'string' && /^\d{5}$/.test(v),
  municipio: (v) => typeof v === 'string' && v.length > 0,
  provincia: (v) => typeof v === 'string' && v.length > 0,
  comunidad: (v) => typeof v === 'string' && v.length > 0,
  razon_social: (v) => typeof v === 'string' && v.length > 0,
  cif: (v) => typeof v === 'string' && /^[A-Z]\d{7}[0-9A-J]$/.test(v),
  iban: (v) => typeof v === 'string' && /^ES\d{22}$/.test(v),
  bic: (v) => typeof v === 'string' && /^[A-Z]{4}ES[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
  entidad_bancaria: (v) => typeof v === 'string' && v.length > 0,
  ccc: (v) => typeof v === 'string' && /^\d{20}$/.test(v),
  tarjeta: (v) => typeof v === 'string' && /^4\d{15}$/.test(v),
  uuid: (v) => typeof v === 'string' && UUID_V4.test(v),
  numero: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1000,
  fecha: (v) =>
    isRealDate(v) &&
    dayNumber(v as string) <= dayNumber(FIXED_DATE) &&
    dayNumber(v as string) >= dayNumber(FIXED_DATE) - 3653,
  booleano: (v) => typeof v === 'boolean',
  lorem: (v) => typeof v === 'string' && /^[A-Z][a-z]*( [a-z]+){7}\.$/.test(v),
  matricula: (v) => typeof v === 'string' && /^\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}$/.test(v),
  pasaporte: (v) => typeof v === 'string' && /^[A-Z]{3}\d{6}$/.test(v),
  password: (v) => typeof v === 'string' && v.length === 16,
};

const JSON_TYPE = (type: string) =>
  type === 'edad' || type === 'numero' ? 'number' : type === 'booleano' ? 'boolean' : 'string';

describe('JSON type and shape of each of the 32 types (docs/api.md, Bulk)', () => {
  it('covers every type of docs/api.md, Bulk', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(ENTITY_FIELD_TYPES.map((t) => t.type).sort());
    expect(ENTITY_FIELD_TYPES).toHaveLength(32);
  });

  it('edad and numero are numbers, booleano booleans, every other type a string', async () => {
    for (const seed of ['tipos-1', 'tipos-2', 7]) {
      const data = await rows({ fields: ALL, seed, count: 300, refDate: FIXED_DATE });
      for (const { type } of ALL) {
        const values = column(data, type) as Cell[];
        const wrongType = values.filter((v) => typeof v !== JSON_TYPE(type));
        expect(wrongType, type).toEqual([]);
        const badShape = values.filter((v) => !SHAPES[type]!(v));
        expect(badShape, type).toEqual([]);
      }
      // Spread: a sample of 300 rows is not one repeated value.
      for (const type of ['nombre', 'cp', 'iban', 'uuid', 'numero', 'fecha', 'password'])
        expect(new Set(column(data, type)).size, type).toBeGreaterThan(100);
      expect(new Set(column(data, 'booleano'))).toEqual(new Set([true, false]));
    }
  });

  it('a postal code keeps its leading zero', async () => {
    const data = await rows({ fields: [{ name: 'cp', type: 'cp' }], seed: 'ceros', count: 2000 });
    const leadingZero = column(data, 'cp').filter((v) => typeof v === 'string' && v.startsWith('0'));
    expect(leadingZero.length).toBeGreaterThan(20);
    const csv = (
      await ok({ fields: [{ name: 'cp', type: 'cp' }], seed: 'ceros', count: 2000, format: 'csv' })
    ).body;
    expect(csv.split('\r\n').slice(1, -1)).toEqual(column(data, 'cp'));
  });

  it('GET /api/v1/generators documents the same JSON type for each bulk type', async () => {
    const res = await app.inject({ url: '/api/v1/generators' });
    const types = res.json().data?.bulk?.fieldTypes ?? res.json().bulk?.fieldTypes;
    expect(types).toBeDefined();
    expect(types.map((t: Json) => t.type)).toEqual(SPAIN.fields.types.map((t) => t.type));
    const entity = new Set<unknown>(ENTITY_FIELD_TYPES.map((t) => t.type));
    for (const t of types.filter((t: Json) => entity.has(t.type)) as Json[])
      expect(t.jsonType, String(t.type)).toBe(JSON_TYPE(String(t.type)));
  });
});

// ---------------------------------------------------------------------------------------------

interface OptionCase {
  readonly type: string;
  /** Option values in their natural JSON type. */
  readonly natural: Json;
  /** The same options in the string form the query uses. */
  readonly strings: Json;
  readonly check: (values: Cell[], meta: Json) => void;
}

const every = (values: Cell[], test: (v: Cell) => boolean) =>
  expect(values.filter((v) => !test(v))).toEqual([]);
const validAs = (v: Cell, kind: Parameters<typeof validateValue>[1]) => validateValue(String(v), kind).valid;

const OPTION_CASES: OptionCase[] = [
  {
    type: 'secuencia',
    natural: { start: 100, step: -3 },
    strings: { start: '100', step: '-3' },
    check: (v) => expect(v).toEqual(v.map((_, i) => 100 - 3 * i)),
  },
  {
    type: 'lista',
    natural: { values: ['rojo', 'verde', 'azul'], weights: [0, 1, 3] },
    strings: { values: ['rojo', 'verde', 'azul'], weights: [0, 1, 3] },
    check: (v) => {
      every(v, (c) => c === 'verde' || c === 'azul');
      const azul = v.filter((c) => c === 'azul').length / v.length;
      expect(azul).toBeGreaterThan(0.6);
      expect(azul).toBeLessThan(0.9);
    },
  },
  {
    type: 'constante',
    natural: { value: 'fijo' },
    strings: { value: 'fijo' },
    check: (v) => every(v, (c) => c === 'fijo'),
  },
  {
    type: 'fecha_nacimiento',
    natural: { minAge: 30, maxAge: 31 },
    strings: { minAge: '30', maxAge: '31' },
    check: (v) => every(v, (d) => isRealDate(d) && [30, 31].includes(ageOn(d as string, FIXED_DATE))),
  },
  {
    type: 'edad',
    natural: { min: 5, max: 6 },
    strings: { min: '5', max: '6' },
    check: (v) => every(v, (n) => n === 5 || n === 6),
  },
  {
    type: 'documento',
    natural: { sub: 'nie', ok: false, fmt: 'dashed' },
    strings: { sub: 'NIE', ok: 'false', fmt: 'dashed' },
    check: (v, meta) => {
      every(v, (d) => /^[XYZ]-\d{7}-[A-Z]$/.test(String(d)) && !validAs(d, 'NIE'));
      expect(meta.checksum_valid).toBe(false);
    },
  },
  {
    type: 'nss',
    natural: { ok: false },
    strings: { ok: 'false' },
    check: (v) => every(v, (d) => /^\d{12}$/.test(String(d)) && !validAs(d, 'NSS')),
  },
  {
    type: 'email',
    natural: { domain: 'Empresa.Example.ES' },
    strings: { domain: 'empresa.example.es' },
    check: (v) => every(v, (d) => /^[a-z0-9._]+@empresa\.example\.es$/.test(String(d))),
  },
  {
    type: 'telefono_movil',
    natural: { fmt: 'e164' },
    strings: { fmt: 'E164' },
    check: (v) => every(v, (d) => /^\+34(6\d|7[1-4])\d{7}$/.test(String(d))),
  },
  {
    type: 'telefono_fijo',
    natural: { fmt: 'spaced' },
    strings: { fmt: 'spaced' },
    check: (v) => every(v, (d) => /^[89]\d{2} \d{2} \d{2} \d{2}$/.test(String(d)) && validAs(d, 'Telefono')),
  },
  {
    type: 'cif',
    natural: { ok: false },
    strings: { ok: 'FALSE' },
    check: (v) => every(v, (d) => /^[A-Z]\d{7}[0-9A-J]$/.test(String(d)) && !validAs(d, 'CIF')),
  },
  {
    type: 'iban',
    natural: { fmt: 'spaced', ok: false },
    strings: { fmt: 'spaced', ok: 'false' },
    check: (v) =>
      every(
        v,
        (d) => /^ES\d{2}( \d{4}){5}$/.test(String(d)) && validateValue(String(d), 'IBAN').valid === false,
      ),
  },
  {
    type: 'ccc',
    natural: { ok: false },
    strings: { ok: 'false' },
    check: (v) => every(v, (d) => /^\d{20}$/.test(String(d)) && !validAs(d, 'CCC')),
  },
  {
    type: 'tarjeta',
    natural: { brand: 'amex', ok: true, fmt: 'spaced' },
    strings: { brand: 'AMEX', ok: 'true', fmt: 'spaced' },
    check: (v) =>
      every(v, (d) => {
        const r = validateValue(String(d), 'Tarjeta');
        return /^3[47]\d{2} \d{6} \d{5}$/.test(String(d)) && r.valid && r.extra?.marca === 'American Express';
      }),
  },
  {
    type: 'uuid',
    natural: { version: 7 },
    strings: { version: '7' },
    check: (v) =>
      every(v, (d) => {
        if (!UUID_V7.test(String(d))) return false;
        const ms = Number.parseInt(String(d).replace('-', '').slice(0, 12), 16);
        return new Date(ms).toISOString().slice(0, 10) === FIXED_DATE;
      }),
  },
  {
    type: 'numero',
    natural: { min: -5, max: 5, decimals: 2 },
    strings: { min: '-5', max: '5', decimals: '2' },
    check: (v) => {
      every(v, (n) => typeof n === 'number' && n >= -5 && n <= 5 && Math.round(n * 100) / 100 === n);
      expect(v.some((n) => !Number.isInteger(n))).toBe(true);
      expect(v.some((n) => (n as number) < 0)).toBe(true);
    },
  },
  {
    type: 'fecha',
    natural: { from: '2020-02-01', to: '2020-02-29' },
    strings: { from: '2020-02-01', to: '2020-02-29' },
    check: (v) => {
      every(v, (d) => isRealDate(d) && String(d) >= '2020-02-01' && String(d) <= '2020-02-29');
      expect(v).toContain('2020-02-29');
    },
  },
  {
    type: 'booleano',
    natural: { probability: 1 },
    strings: { probability: '1' },
    check: (v) => every(v, (b) => b === true),
  },
  {
    type: 'lorem',
    natural: { words: 3 },
    strings: { words: '3' },
    check: (v) => every(v, (s) => /^[A-Z][a-z]* [a-z]+ [a-z]+\.$/.test(String(s))),
  },
  {
    type: 'matricula',
    natural: { fmt: 'spaced' },
    strings: { fmt: 'spaced' },
    check: (v) =>
      every(v, (s) => /^\d{4} [BCDFGHJKLMNPRSTVWXYZ]{3}$/.test(String(s)) && validAs(s, 'Matricula')),
  },
  {
    type: 'password',
    natural: { length: 40, symbols: false },
    strings: { length: '40', symbols: 'false' },
    check: (v) => every(v, (s) => /^[A-Za-z0-9]{40}$/.test(String(s))),
  },
];

/** A valid value of a spec other than its default, in its natural JSON type. */
function someValue(spec: OptionSpec): unknown {
  switch (spec.kind) {
    case 'enum':
      return spec.values.find((v) => v !== spec.default);
    case 'boolean':
      return !spec.default;
    case 'integer':
    case 'number':
      return spec.max;
    case 'date':
      return '2001-02-03';
    case 'hostname':
      return 'correo.example.com';
    case 'name':
      return 'otra_tabla';
    case 'scalar':
      return 42;
    case 'scalars':
      return ['uno', 'dos', 'tres'];
    case 'weights':
      return [1, 0, 2.5];
  }
}

/** Values a spec must refuse, in JSON: wrong ones, and good ones padded with blanks (only case is forgiven). */
function badValues(spec: OptionSpec): unknown[] {
  // Any string is a good `scalar`, blanks included.
  if (spec.kind === 'scalar') return badOfKind(spec);
  const good = String(someValue(spec));
  return [...badOfKind(spec), ` ${good}`, `${good}\t`];
}

function badOfKind(spec: OptionSpec): unknown[] {
  const wrongType = [null, [], {}];
  switch (spec.kind) {
    case 'enum':
      return [...wrongType, 'nope', '', true, `${spec.values[0]}x`];
    case 'boolean':
      return [...wrongType, 'yes', 'si', 1, 0, ''];
    case 'integer':
      return [...wrongType, spec.min - 1, spec.max + 1, spec.min + 0.5, 'abc', '1e1', '', true];
    case 'number':
      return [...wrongType, spec.min - 1, spec.max + 1, 'abc', '1e1', '', '0x10', true];
    case 'date':
      return [...wrongType, '2020-02-30', '20200101', '2020-1-1', '1800-01-01', 20200101, ''];
    case 'hostname':
      return [
        ...wrongType,
        'no es un host',
        '-a.example.com',
        'a-.example.com',
        'exa_mple.com',
        'a..com',
        '.com',
        `${'a'.repeat(64)}.com`,
        'correo@example.com',
        42,
      ];
    case 'name':
      return [...wrongType, '1tabla', 'con espacio', '', 'a'.repeat(65), 7];
    case 'scalar':
      return [null, [], {}];
    case 'scalars':
      return [null, {}, [], 'uno', [null], [{}], [[1]], Array.from({ length: spec.max + 1 }, (_, i) => i)];
    case 'weights':
      return [null, {}, [], [0, 0, 0], [-1, 1, 1], ['1', 1, 1], [1, 1], 5];
  }
}

describe('fmt is presentation only (docs/api.md, Single-type generators)', () => {
  /** The kind each type's values validate as, for their normalized form. */
  const KINDS: Record<string, Parameters<typeof validateValue>[1]> = {
    documento: 'auto',
    telefono_movil: 'Telefono',
    telefono_fijo: 'Telefono',
    iban: 'IBAN',
    tarjeta: 'Tarjeta',
    matricula: 'Matricula',
  };
  const WITH_FMT = FIELD_TYPES.flatMap((t) => {
    const spec = t.options.find((o) => o.name === 'fmt');
    return spec?.kind === 'enum' ? [[t.type, spec.values] as const] : [];
  });

  it('covers every type with a fmt option', () => {
    expect(WITH_FMT.map(([type]) => type).sort()).toEqual(Object.keys(KINDS).sort());
  });

  it.each(WITH_FMT)('%s: every fmt gives the same values and the same nulls', async (type, values) => {
    const normalized = new Set<string>();
    for (const fmt of values) {
      const res = await ok({
        fields: [{ name: 'x', type, options: { fmt }, nullable: 30 }],
        seed: 'presentacion',
        count: 200,
        refDate: FIXED_DATE,
      });
      const cells = column(res.json().data, 'x') as Cell[];
      const kind = KINDS[type] ?? 'auto';
      normalized.add(
        JSON.stringify(
          cells.map((c) => {
            if (c === null) return null;
            const result = validateValue(String(c), kind);
            return result.valid ? result.normalized : `invalid ${c}`;
          }),
        ),
      );
    }
    expect(normalized.size).toBe(1);
  });
});

describe('field options (docs/api.md, Bulk)', () => {
  it('the cases below exercise every option of every type', () => {
    const covered = new Set(OPTION_CASES.flatMap((c) => Object.keys(c.natural).map((o) => `${c.type}.${o}`)));
    const all = BULK_TYPES.flatMap((t) => t.options.map((o) => `${t.type}.${o.name}`));
    expect(all.filter((o) => !covered.has(o))).toEqual([]);
  });

  it.each(OPTION_CASES)('$type: options take effect, in natural and string form alike', async (c) => {
    const make = (options: Json) => ({
      fields: [{ name: 'x', type: c.type, options }],
      seed: `opciones-${c.type}`,
      count: 300,
      refDate: FIXED_DATE,
    });
    const natural = await ok(make(c.natural));
    const strings = await ok(make(c.strings));
    expect(strings.body).toBe(natural.body);
    const { meta, data } = natural.json();
    c.check(column(data, 'x') as Cell[], meta);
  });

  const SPECS = BULK_TYPES.flatMap((t) => t.options.map((spec) => [t.type, spec.name, spec] as const));

  it.each(SPECS)(
    '%s.%s: every bad value is 400 INVALID_PARAMS naming the field',
    async (type, name, spec) => {
      for (const bad of badValues(spec)) {
        const res = await post({
          fields: [
            { name: 'a', type: 'nombre' },
            { name: 'b', type: 'uuid' },
            { name: 'c', type, options: { ...REQUIRED[type], [name]: bad } },
          ],
        });
        expect(res.statusCode, `${type}.${name} = ${JSON.stringify(bad)}`).toBe(400);
        const body = res.json();
        expect(body.code).toBe('INVALID_PARAMS');
        expect(body.details.field).toBe(2);
        expect(String(body.details.member)).toContain('options');
      }
    },
  );

  it.each(SPECS)('%s.%s: a good value other than the default is accepted', async (type, name, spec) => {
    const value = someValue(spec);
    const options: Json = { ...REQUIRED[type], [name]: value };
    // Keep paired bounds consistent.
    if (type === 'edad' || type === 'numero') Object.assign(options, { min: value, max: value });
    if (type === 'fecha_nacimiento') Object.assign(options, { minAge: value, maxAge: value });
    if (type === 'fecha') Object.assign(options, { from: value, to: value });
    // A sequence of the largest step leaves the exact integers after 9 rows.
    await ok({ fields: [{ name: 'x', type, options }], count: type === 'secuencia' ? 5 : 20, seed: 'bueno' });
  });

  it.each([
    ['lorem', { words: 1 }, (v: Cell) => /^[A-Z][a-z]*\.$/.test(String(v))],
    ['lorem', { words: 1000 }, (v: Cell) => String(v).split(' ').length === 1000],
    ['password', { length: 8 }, (v: Cell) => String(v).length === 8],
    ['password', { length: 128 }, (v: Cell) => String(v).length === 128],
    ['edad', { min: 0, max: 0 }, (v: Cell) => v === 0],
    ['edad', { min: 120, max: 120 }, (v: Cell) => v === 120],
    ['fecha_nacimiento', { minAge: 0, maxAge: 0 }, (v: Cell) => ageOn(String(v), FIXED_DATE) === 0],
    ['numero', { min: -1e12, max: -1e12 }, (v: Cell) => v === -1e12],
    ['numero', { min: 1e12, max: 1e12, decimals: 10 }, (v: Cell) => v === 1e12],
    ['numero', { min: -1e12, max: 1e12, decimals: 10 }, (v: Cell) => Math.abs(v as number) <= 1e12],
    [
      'numero',
      { min: 999_999_999_999.5, max: 1e12, decimals: 1 },
      (v: Cell) => (v as number) >= 999_999_999_999.5,
    ],
    ['numero', { min: 0.1, max: 0.3, decimals: 1 }, (v: Cell) => [0.1, 0.2, 0.3].includes(v as number)],
    ['numero', { min: 0.7, max: 0.7, decimals: 1 }, (v: Cell) => v === 0.7],
    ['numero', { min: 0, max: 1e-10, decimals: 10 }, (v: Cell) => v === 0 || v === 1e-10],
    [
      'numero',
      { min: 1.25, max: 1.75, decimals: 1 },
      (v: Cell) => [1.3, 1.4, 1.5, 1.6, 1.7].includes(v as number),
    ],
    [
      'numero',
      { min: -3, max: 3, decimals: 0 },
      (v: Cell) => Number.isInteger(v) && Math.abs(v as number) <= 3,
    ],
    ['booleano', { probability: 0 }, (v: Cell) => v === false],
    ['fecha', { from: '2024-02-29', to: '2024-02-29' }, (v: Cell) => v === '2024-02-29'],
    // One bound given: the default of the other never contradicts it.
    ['fecha', { from: '2030-01-01' }, (v: Cell) => String(v) >= '2030-01-01' && String(v) <= '2039-12-31'],
    ['fecha', { from: '2020-01-01' }, (v: Cell) => String(v) >= '2020-01-01' && String(v) <= FIXED_DATE],
    ['fecha', { to: '2000-01-01' }, (v: Cell) => String(v) <= '2000-01-01' && String(v) >= '1990-01-01'],
    ['fecha', { to: '2020-01-01' }, (v: Cell) => String(v) <= '2020-01-01' && String(v) >= '2016-11-21'],
  ])('%s %j: values stay within the bounds', async (type, options, test) => {
    const data = await rows({
      fields: [{ name: 'x', type, options }],
      count: 200,
      seed: 'limites',
      refDate: FIXED_DATE,
    });
    every(column(data, 'x') as Cell[], test);
  });

  it.each(CARD_BRAND_VALUES)(
    'tarjeta brand %s: valid test cards of that brand, plain and spaced',
    async (brand) => {
      for (const fmt of ['plain', 'spaced']) {
        const data = await rows({
          fields: [{ name: 't', type: 'tarjeta', options: { brand, fmt } }],
          count: 100,
          seed: `marca-${brand}`,
        });
        for (const v of column(data, 't')) {
          const result = validateValue(String(v), 'Tarjeta');
          expect(result.valid, String(v)).toBe(true);
          if (result.valid)
            expect(result.extra?.marca).toBe(CARD_BRANDS[brand as keyof typeof CARD_BRANDS].name);
          expect(String(v).includes(' ')).toBe(fmt === 'spaced');
        }
      }
    },
  );

  it('booleano.probability is the share of true', async () => {
    const data = await rows({
      fields: [{ name: 'b', type: 'booleano', options: { probability: 0.2 } }],
      count: 5000,
      seed: 'prob',
    });
    const share = column(data, 'b').filter((b) => b === true).length / 5000;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
  });

  it.each([
    ['numero min > max', [{ type: 'numero', options: { min: 5, max: 1 } }], 'options.min'],
    [
      'numero: no step in range',
      [{ type: 'numero', options: { min: 0.5, max: 0.6, decimals: 0 } }],
      'options',
    ],
    ['edad min > max', [{ type: 'edad', options: { min: 50, max: 40 } }], 'options'],
    [
      'fecha_nacimiento minAge > maxAge',
      [{ type: 'fecha_nacimiento', options: { minAge: 9, maxAge: 8 } }],
      'options',
    ],
    ['fecha from > to', [{ type: 'fecha', options: { from: '2021-01-02', to: '2021-01-01' } }], 'options'],
    [
      'edad and fecha_nacimiento bounds do not overlap',
      [
        { type: 'edad', options: { min: 20, max: 30 } },
        { type: 'fecha_nacimiento', options: { minAge: 40, maxAge: 50 } },
      ],
      'options',
    ],
  ])('%s is 400 INVALID_PARAMS naming the field index', async (_label, defs, member) => {
    const fields: Field[] = [
      { name: 'first', type: 'nombre' },
      ...defs.map((d, i) => ({ name: `f${i}`, ...d })),
    ];
    const res = await post({ fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PARAMS');
    expect(res.json().details.field).toBe(fields.length - 1);
    expect(String(res.json().details.member)).toContain(member);
  });

  it.each(BULK_TYPES.map((t) => t.type))(
    '%s: an unknown option name is 400 naming the field',
    async (type) => {
      const res = await post({
        fields: [
          { name: 'a', type: 'nombre' },
          { name: 'b', type, options: { ...REQUIRED[type], nope: 1 } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_PARAMS');
      expect(res.json().details).toMatchObject({ field: 1, member: 'options', unknown: ['nope'] });
    },
  );

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'option name %s is unknown, not an inherited property',
    async (name) => {
      const res = await post({ fields: [{ name: 'a', type: 'lorem', options: { [name]: 3 } }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({ field: 0, unknown: [name] });
    },
  );

  it('explicit age bounds of one field win over the default bounds of the other', async () => {
    const data = await rows({
      fields: [
        { name: 'edad', type: 'edad', options: { min: 90, max: 100 } },
        { name: 'nacimiento', type: 'fecha_nacimiento' },
      ],
      count: 300,
      seed: 'mayores',
      refDate: FIXED_DATE,
    });
    for (const row of data) {
      expect(row.edad).toBeGreaterThanOrEqual(90);
      expect(row.edad).toBeLessThanOrEqual(100);
      expect(ageOn(row.nacimiento as string, FIXED_DATE)).toBe(row.edad);
    }
  });

  it('edad and fecha_nacimiento bounds intersect', async () => {
    const data = await rows({
      fields: [
        { name: 'edad', type: 'edad', options: { min: 20, max: 40 } },
        { name: 'nacimiento', type: 'fecha_nacimiento', options: { minAge: 35, maxAge: 60 } },
      ],
      count: 300,
      seed: 'cruce',
      refDate: FIXED_DATE,
    });
    const ages = new Set(column(data, 'edad'));
    expect([...ages].every((a) => (a as number) >= 35 && (a as number) <= 40)).toBe(true);
    expect(ages.size).toBe(6);
  });
});

// ---------------------------------------------------------------------------------------------

/** Every output variant the service produces. */
const VARIANTS: Json[] = [
  { format: 'json' },
  { format: 'ndjson' },
  { format: 'csv' },
  { format: 'csv', csv: { delimiter: ';', bom: true } },
  { format: 'xml' },
  { format: 'xml', table: 'clientes' },
  { format: 'typescript' },
  { format: 'typescript', table: 'mis_clientes' },
  ...['ansi', 'postgresql', 'mysql', 'sqlite', 'sqlserver'].map((dialect) => ({
    format: 'sql',
    dialect,
    createTable: true,
  })),
];

/** All types, a few nullable and with options. */
const MIXED: Field[] = ALL.map((f, i) => ({
  ...f,
  ...(i % 4 === 1 ? { nullable: 25 } : {}),
  ...(f.type === 'numero' ? { options: { min: -100, max: 100, decimals: 3 } } : {}),
}));

describe('determinism (docs/api.md, Determinism)', () => {
  it.each(VARIANTS)('same seed and body give the same bytes: %j', async (variant) => {
    const body = { fields: MIXED, seed: 'bytes', count: 40, refDate: FIXED_DATE, ...variant };
    const a = await ok(body);
    const b = await ok(body);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const other = await ok({ ...body, seed: 'otra' });
    expect(other.body).not.toBe(a.body);
  });

  it.each(['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson'])(
    'without a seed, %s is replayable from the X-Seed and X-Ref-Date it carries',
    async (format) => {
      const first = await ok({ fields: MIXED, count: 20, format });
      const seed = decodeURIComponent(String(first.headers['x-seed']));
      const refDate = String(first.headers['x-ref-date']);
      expect(seed).not.toBe('');
      expect(refDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const replay = await ok({ fields: MIXED, count: 20, format, seed, refDate });
      expect(replay.body).toBe(first.body);
    },
  );

  it('X-Seed echoes a given seed percent-encoded', async () => {
    const res = await ok({
      fields: ALL.slice(0, 2),
      seed: 'semilla ñ/1',
      refDate: FIXED_DATE,
      format: 'csv',
    });
    expect(res.headers['x-seed']).toBe('semilla%20%C3%B1%2F1');
    expect(res.headers['x-ref-date']).toBe(FIXED_DATE);
  });

  it('a replay on another day is identical when refDate is pinned; another refDate moves the birth dates', async () => {
    const body = { fields: ALL, seed: 'dia', count: 30, refDate: '2030-06-15' };
    expect((await ok(body)).body).toBe((await ok(body)).body);
    const later = await rows({ ...body, refDate: '2031-06-15' });
    const now = await rows(body);
    // The same people a year later: surnames and sex stay (given names follow the birth cohort).
    expect(column(later, 'apellidos')).toEqual(column(now, 'apellidos'));
    expect(column(later, 'sexo')).toEqual(column(now, 'sexo'));
    expect(column(later, 'fecha_nacimiento')).not.toEqual(column(now, 'fecha_nacimiento'));
  });

  it.each(['json', 'ndjson', 'csv', 'sql', 'xml', 'typescript'])(
    'prefix-stable: the first N rows of a larger count are the rows of count=N (%s)',
    async (format) => {
      const body = { fields: MIXED, seed: 'prefijo', refDate: FIXED_DATE, format };
      const small = (await ok({ ...body, count: 7 })).body;
      const large = (await ok({ ...body, count: 120 })).body;
      if (format === 'json') {
        expect(JSON.parse(large).data.slice(0, 7)).toEqual(JSON.parse(small).data);
      } else {
        // Line formats: the small export minus its closing lines is a prefix of the large one.
        const tail = format === 'xml' ? 1 : format === 'typescript' ? 1 : 0;
        const smallLines = small.split('\n');
        const head = smallLines.slice(0, smallLines.length - 1 - tail).join('\n');
        expect(large.startsWith(head)).toBe(true);
      }
    },
  );

  it('prefix-stable across the slice boundaries of the stream (count 260 vs 300)', async () => {
    const body = { fields: ALL, seed: 'lotes', refDate: FIXED_DATE };
    const a = await rows({ ...body, count: 260 });
    const b = await rows({ ...body, count: 300 });
    expect(b.slice(0, 260)).toEqual(a);
  });

  /** Field definitions a random schema draws from; age options are left at their defaults. */
  const POOL: Field[] = [
    ...ALL,
    { name: 'doc_nie', type: 'documento', options: { sub: 'nie', fmt: 'dotted' } },
    { name: 'doc_malo', type: 'documento', options: { ok: false } },
    { name: 'iban_mal', type: 'iban', options: { ok: false, fmt: 'spaced' } },
    { name: 'ccc_mal', type: 'ccc', options: { ok: false } },
    { name: 'cif_mal', type: 'cif', options: { ok: false } },
    { name: 'importe', type: 'numero', options: { min: -50, max: 50, decimals: 3 } },
    { name: 'correo_quizas', type: 'email', nullable: 40 },
    { name: 'correo_empresa', type: 'email', options: { domain: 'empresa.test' } },
    { name: 'palabras', type: 'lorem', options: { words: 4 } },
    { name: 'fijo_e164', type: 'telefono_fijo', options: { fmt: 'e164' } },
    { name: 'id7', type: 'uuid', options: { version: 7 } },
    { name: 'alta', type: 'fecha', options: { from: '2000-01-01', to: '2000-12-31' } },
    { name: 'activo', type: 'booleano', options: { probability: 0.9 }, nullable: 10 },
    { name: 'tarjeta_mc', type: 'tarjeta', options: { brand: 'mastercard' } },
  ];

  it('schema-stable: adding, removing and reordering other fields leaves a field unchanged (property)', async () => {
    const reference = new Map<string, Json[]>();
    const full = async (seed: string) => {
      let data = reference.get(seed);
      if (!data) {
        data = await rows({ fields: POOL, seed, count: 15, refDate: FIXED_DATE });
        reference.set(seed, data);
      }
      return data;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('s1', 's2', 's3', '99'),
        fc.shuffledSubarray(POOL, { minLength: 1, maxLength: 12 }),
        async (seed, fields) => {
          const data = await rows({ fields, seed, count: 15, refDate: FIXED_DATE });
          const expected = await full(seed);
          for (const f of fields) expect(column(data, f.name), f.name).toEqual(column(expected, f.name));
          for (const row of data) expect(Object.keys(row)).toEqual(fields.map((f) => f.name));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('age bounds are the only cross-field influence: they move birth-related fields and nothing else', async () => {
    const base = { seed: 'edades', count: 50, refDate: FIXED_DATE };
    const plain = await rows({ ...base, fields: ALL });
    const bounded = await rows({
      ...base,
      fields: [...ALL, { name: 'edad_acotada', type: 'edad', options: { min: 60, max: 65 } }],
    });
    // The given name follows the birth cohort, and email and username are built from it.
    const birthRelated = new Set([
      'fecha_nacimiento',
      'edad',
      'nombre',
      'nombre_completo',
      'email',
      'usuario',
    ]);
    for (const { name } of ALL) {
      if (!birthRelated.has(name)) expect(column(bounded, name), name).toEqual(column(plain, name));
    }
    for (const row of bounded) {
      expect(row.edad).toBe(row.edad_acotada);
      expect(ageOn(row.fecha_nacimiento as string, FIXED_DATE)).toBe(row.edad);
    }
  });

  it('a field renamed is a new definition; the same definition under another position is not', async () => {
    const base = { seed: 'nombres', count: 20, refDate: FIXED_DATE };
    const a = await rows({ ...base, fields: [{ name: 'x', type: 'uuid' }] });
    const b = await rows({
      ...base,
      fields: [
        { name: 'y', type: 'uuid' },
        { name: 'x', type: 'uuid' },
      ],
    });
    expect(column(b, 'x')).toEqual(column(a, 'x'));
    expect(column(b, 'y')).not.toEqual(column(a, 'x'));
  });
});

// ---------------------------------------------------------------------------------------------

describe('nullable (docs/api.md, Bulk)', () => {
  const nulls = (data: Json[], name: string) => column(data, name).filter((v) => v === null).length;

  it('0 gives no null, 100 gives only nulls', async () => {
    const fields: Field[] = ALL.flatMap((f) => [
      { ...f, name: `${f.name}_0`, nullable: 0 },
      { ...f, name: `${f.name}_100`, nullable: 100 },
    ]);
    const data = await rows({ fields, seed: 'extremos', count: 500 });
    for (const f of ALL) {
      expect(nulls(data, `${f.name}_0`), f.name).toBe(0);
      expect(nulls(data, `${f.name}_100`), f.name).toBe(500);
    }
  });

  it.each([
    [30, 2000],
    [5, 2000],
    [50, 2000],
    [92.5, 2000],
    [0.5, 10_000],
  ])('%d %% gives close to that share of nulls over %i rows', async (percent, count) => {
    for (const seed of ['p1', 'p2']) {
      const data = await rows({ fields: [{ name: 'v', type: 'nombre', nullable: percent }], seed, count });
      const share = (nulls(data, 'v') / count) * 100;
      // About four standard deviations of a binomial share.
      const tolerance = Math.max(1, 4 * Math.sqrt((percent * (100 - percent)) / count));
      expect(Math.abs(share - percent)).toBeLessThan(tolerance);
    }
  });

  it('the null rows are seeded: the same seed repeats them, another seed moves them', async () => {
    const body = { fields: [{ name: 'v', type: 'cp', nullable: 30 }], count: 300 };
    const where = (data: Json[]) => data.map((r) => r.v === null);
    const a = where(await rows({ ...body, seed: 'n1' }));
    expect(where(await rows({ ...body, seed: 'n1' }))).toEqual(a);
    expect(where(await rows({ ...body, seed: 'n2' }))).not.toEqual(a);
  });

  it('nullable only blanks values: the other rows keep the value of the non-nullable field', async () => {
    const base = { seed: 'huecos', count: 300, refDate: FIXED_DATE };
    for (const { type } of ALL) {
      const plain = column(await rows({ ...base, fields: [{ name: 'v', type }] }), 'v');
      const holes = column(await rows({ ...base, fields: [{ name: 'v', type, nullable: 40 }] }), 'v');
      holes.forEach((v, i) => {
        if (v !== null) expect(v, type).toEqual(plain[i]);
      });
      expect(holes.filter((v) => v === null).length, type).toBeGreaterThan(60);
    }
  });

  it('a field with ok:false that is always null leaves checksum_valid true', async () => {
    const all = await ok({
      fields: [{ name: 'd', type: 'documento', options: { ok: false }, nullable: 100 }],
    });
    expect(all.json().meta.checksum_valid).toBe(true);
    const some = await ok({
      fields: [{ name: 'd', type: 'documento', options: { ok: false }, nullable: 50 }],
    });
    expect(some.json().meta.checksum_valid).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('field names that shadow Object.prototype (docs/api.md, Bulk)', () => {
  const NAMES = [
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'prototype',
    '__defineGetter__',
  ];
  const fields: Field[] = NAMES.map((name, i) => ({
    name,
    type: ALL[i * 4]!.type,
    nullable: i === 2 ? 50 : 0,
  }));
  const body = { fields, seed: 'proto', count: 20, refDate: FIXED_DATE };

  it('give normal rows in JSON and NDJSON, and pollute nothing', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const res = await ok(body);
    const { meta, data } = res.json();
    expect(meta.fields.map((f: Json) => f.name)).toEqual(NAMES);
    expect(data).toHaveLength(20);
    for (const row of data) {
      expect(Object.keys(row)).toEqual(NAMES);
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      for (const name of NAMES) expect(Object.hasOwn(row, name)).toBe(true);
      const proto = Object.getOwnPropertyDescriptor(row, '__proto__')?.value;
      expect(typeof proto === 'string' || proto === null).toBe(true);
    }
    const lines = (await ok({ ...body, format: 'ndjson' })).body.trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(data);
    // Nothing reached a prototype of this process (the server runs in it).
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    const probe: Json = {};
    expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
    expect(typeof probe.toString).toBe('function');
    expect(probe.constructor).toBe(Object);
    // And the server keeps answering normally.
    const after = await ok({ fields: [{ name: 'a', type: 'nombre' }], seed: 'x' });
    expect(Object.keys(after.json().data[0])).toEqual(['a']);
  });

  it('give normal CSV, XML and TypeScript', async () => {
    const data = (await ok(body)).json().data as Json[];
    const csv = (await ok({ ...body, format: 'csv' })).body;
    expect(csv.split('\r\n')[0]).toBe(NAMES.join(','));
    expect(csvRows(csv, ',', fields)).toEqual(data);
    const xml = (await ok({ ...body, format: 'xml' })).body;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xmlRows(xml, 'datos', fields)).toEqual(data);
    const source = (await ok({ ...body, format: 'typescript' })).body;
    expect(compileStrict(source)).toEqual([]);
    expect(evaluateTs(source).registros).toEqual(data);
  });
});

describe('field names that need quoting or are reserved words', () => {
  const NAMES = ['alta-web', 'Mixed_Case', '_x', 'class', 'default', 'select', 'a1-', 'X'.repeat(64)];
  const fields: Field[] = NAMES.map((name, i) => ({
    name,
    type: ALL[i * 3]!.type,
    nullable: i === 1 ? 50 : 0,
  }));
  const body = { fields, seed: 'comillas', count: 25, refDate: FIXED_DATE };

  it('travel through every format unchanged', async () => {
    const data = await rows(body);
    for (const row of data) expect(Object.keys(row)).toEqual(NAMES);
    expect(csvRows((await ok({ ...body, format: 'csv' })).body, ',', fields)).toEqual(data);
    expect(xmlRows((await ok({ ...body, format: 'xml' })).body, 'datos', fields)).toEqual(data);
    const source = (await ok({ ...body, format: 'typescript', table: 'default' })).body;
    expect(compileStrict(source)).toEqual([]);
    expect(evaluateTs(source).default_).toEqual(data);
    const sql = (await ok({ ...body, format: 'sql', table: 'select' })).body;
    expect(sql.split('\n')[0]).toContain(
      `INSERT INTO "select" (${NAMES.map((n) => `"${n}"`).join(', ')}) VALUES (`,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Format readers: turn each export back into JSON rows.

/** CSV text -> rows, typed by the field kinds; checks the RFC 4180 layout on the way. */
function csvRows(text: string, delimiter: ',' | ';', fields: Field[]): Json[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
  const records = parseCsv(text, {
    delimiter,
    bom: true,
    record_delimiter: '\r\n',
    relax_column_count: false,
    cast: (value, context) => ({ value, quoted: context.quoting }) as never,
  }) as unknown as { value: string; quoted: boolean }[][];
  const [header, ...body] = records;
  expect(header!.map((c) => c.value)).toEqual(fields.map((f) => f.name));
  return body.map((record) => {
    const row: Json = {};
    record.forEach(({ value, quoted }, i) => {
      const field = fields[i]!;
      // Quotes only where needed.
      if (quoted) expect(value === '' || /["\r\n]/.test(value) || value.includes(delimiter)).toBe(true);
      const kind = KIND.get(field.type);
      let cell: Cell;
      if (value === '' && !quoted) cell = null;
      else if (kind === 'integer' || kind === 'decimal') {
        if (delimiter === ';') expect(value).not.toContain('.');
        cell = Number(delimiter === ';' ? value.replace(',', '.') : value);
      } else if (kind === 'boolean') {
        expect(['true', 'false']).toContain(value);
        cell = value === 'true';
      } else cell = value;
      Object.defineProperty(row, field.name, {
        value: cell,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  });
}

/** XML text -> rows of `<registro>` under `root`, typed by the field kinds. */
function xmlRows(text: string, root: string, fields: Field[]): Json[] {
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(XMLValidator.validate(text)).toBe(true);
  // Element names are prefixed, so that `__proto__` and friends are plain keys to the parser.
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: false,
    preserveOrder: true,
    transformTagName: (name) => (name.startsWith('el:') ? name : `el:${name}`),
  });
  const doc = parser.parse(text) as Json[];
  const rootNode = doc.find((n) => Object.hasOwn(n, `el:${root}`)) as Json;
  expect(rootNode).toBeDefined();
  const registros = (rootNode[`el:${root}`] as Json[]).filter((n) => !Object.hasOwn(n, '#text'));
  return registros.map((registro) => {
    expect(Object.keys(registro)).toEqual(['el:registro']);
    const children = (registro['el:registro'] as Json[]).filter((n) => !Object.hasOwn(n, '#text'));
    expect(children.map((c) => Object.keys(c).find((k) => k !== ':@'))).toEqual(
      fields.map((f) => `el:${f.name}`),
    );
    const row: Json = {};
    children.forEach((child, i) => {
      const field = fields[i]!;
      const content = child[`el:${field.name}`] as Json[];
      const attributes = (child[':@'] ?? {}) as Json;
      const text = content.map((t) => t['#text']).join('');
      const kind = KIND.get(field.type);
      let cell: Cell;
      if (attributes['@nil'] === 'true') {
        expect(text).toBe('');
        cell = null;
      } else if (kind === 'integer' || kind === 'decimal') cell = Number(text);
      else if (kind === 'boolean') cell = text === 'true';
      else cell = text;
      Object.defineProperty(row, field.name, {
        value: cell,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  });
}

let lastProgram: ts.Program | undefined;

/** Diagnostics of `source` compiled alone under `tsc --strict`. */
function compileStrict(source: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-ts-'));
  try {
    const file = join(dir, 'export.ts');
    writeFileSync(file, source);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      isolatedModules: true,
      noImplicitOverride: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      types: [],
    };
    const program = ts.createProgram({ rootNames: [file], options, oldProgram: lastProgram });
    lastProgram = program;
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.start ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the TypeScript module and returns its exports. */
function evaluateTs(source: string): Record<string, Json[]> {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: Record<string, Json[]> = {};
  new Function('exports', js)(exports);
  return exports;
}

// ---------------------------------------------------------------------------------------------

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  sql: 'application/sql; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  typescript: 'application/typescript; charset=utf-8',
};
const EXTENSIONS: Record<string, string> = {
  ndjson: 'ndjson',
  csv: 'csv',
  sql: 'sql',
  xml: 'xml',
  typescript: 'ts',
};

/** Which format a response is, from its content type. */
const formatOf = (contentType: unknown) =>
  Object.entries(CONTENT_TYPES).find(([, ct]) => ct === contentType)?.[0];

describe('formats and negotiation (docs/api.md, Export formats)', () => {
  const small = { fields: ALL.slice(0, 5), seed: 'neg', count: 3 };

  it.each(Object.keys(CONTENT_TYPES))(
    'format %s: exact content type, attachment with a file name outside JSON',
    async (format) => {
      const res = await ok({ ...small, format });
      expect(res.headers['content-type']).toBe(CONTENT_TYPES[format]);
      if (format === 'json') expect(res.headers['content-disposition']).toBeUndefined();
      else
        expect(res.headers['content-disposition']).toBe(`attachment; filename="datos.${EXTENSIONS[format]}"`);
      if (format !== 'json') {
        const named = await ok({ ...small, format, table: 'clientes_2026' });
        expect(named.headers['content-disposition']).toBe(
          `attachment; filename="clientes_2026.${EXTENSIONS[format]}"`,
        );
      }
    },
  );

  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['*/*', 'json'],
    ['application/json', 'json'],
    ['text/html', 'json'],
    ['text/*', 'json'],
    ['text/csv', 'csv'],
    ['TEXT/CSV', 'csv'],
    ['text/csv; charset=utf-8', 'csv'],
    ['application/sql', 'sql'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['application/typescript', 'typescript'],
    ['application/x-ndjson', 'ndjson'],
    ['text/csv;q=0.5, application/xml;q=0.9', 'xml'],
    ['application/xml;q=0.2, text/csv', 'csv'],
    ['text/csv;q=0, application/sql;q=0.1', 'sql'],
    ['text/csv;q=0', 'json'],
    ['application/json;q=0.1, text/csv;q=0.8', 'csv'],
    ['text/csv;q=0.8, application/json', 'json'],
    ['application/json, text/csv', 'json'],
    ['text/csv, application/json', 'csv'],
    ['text/html, application/typescript;q=0.3, */*;q=0.1', 'typescript'],
    ['text/xml;q=0.7, application/x-ndjson;q=0.71', 'ndjson'],
    ['application/pdf, image/png', 'json'],
  ])('Accept %j gives %s', async (accept, format) => {
    const headers: Record<string, string> = accept === undefined ? {} : { accept };
    const res = await ok(small, headers);
    expect(formatOf(res.headers['content-type'])).toBe(format);
  });

  it('text/xml is served as application/xml', async () => {
    const res = await ok(small, { accept: 'text/xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it.each(Object.keys(CONTENT_TYPES))('format %s in the body wins over any Accept', async (format) => {
    for (const accept of ['text/csv', 'application/xml', 'application/json', 'application/x-ndjson']) {
      const res = await ok({ ...small, format }, { accept });
      expect(formatOf(res.headers['content-type'])).toBe(format);
    }
  });

  it('table and createTable do not affect JSON', async () => {
    const base = { fields: MIXED, seed: 'tabla', count: 20, refDate: FIXED_DATE };
    const plain = await ok(base);
    for (const extra of [{ table: 'otra' }, { createTable: true }, { table: 'x', createTable: false }]) {
      expect((await ok({ ...base, ...extra })).body).toBe(plain.body);
    }
  });
});

describe('every format reads back as the JSON rows', () => {
  const base = { fields: MIXED, seed: 'ida-y-vuelta', count: 150, refDate: FIXED_DATE };
  let jsonRows: Json[] | undefined;
  const expected = async () => {
    jsonRows ??= await rows(base);
    return jsonRows;
  };

  it('the sample holds nulls, commas, semicolons and quotes, so the escaping is exercised', async () => {
    const data = await expected();
    const values = data.flatMap((r) => Object.values(r));
    expect(values).toContain(null);
    expect(values.some((v) => typeof v === 'string' && v.includes(','))).toBe(true);
    expect(values.some((v) => typeof v === 'string' && v.includes(';'))).toBe(true);
    expect(values.some((v) => typeof v === 'string' && v.includes("'"))).toBe(true);
    expect(values.some((v) => typeof v === 'number' && !Number.isInteger(v))).toBe(true);
  });

  it('NDJSON: one JSON row per LF-terminated line, nothing else', async () => {
    const text = (await ok({ ...base, format: 'ndjson' })).body;
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(150);
    expect(lines.map((l) => JSON.parse(l))).toEqual(await expected());
  });

  it.each([
    [',', false],
    [',', true],
    [';', false],
    [';', true],
  ] as const)('CSV with delimiter %j, BOM %s', async (delimiter, bom) => {
    const res = await ok({ ...base, format: 'csv', csv: { delimiter, bom } });
    const text = res.body;
    expect(text.charCodeAt(0) === 0xfeff).toBe(bom);
    expect(text.split('\r\n')).toHaveLength(152);
    expect(csvRows(text, delimiter, MIXED)).toEqual(await expected());
  });

  it('CSV default is comma, no BOM, CRLF', async () => {
    const text = (await ok({ ...base, format: 'csv' })).body;
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.startsWith(`${MIXED.map((f) => f.name).join(',')}\r\n`)).toBe(true);
    expect(csvRows(text, ',', MIXED)).toEqual(await expected());
  });

  it.each([undefined, 'clientes'])('XML with table %s', async (table) => {
    const text = (await ok({ ...base, format: 'xml', ...(table ? { table } : {}) })).body;
    const root = table ?? 'datos';
    expect(text.trimEnd().endsWith(`</${root}>`)).toBe(true);
    expect(text.match(/<registro>/g)).toHaveLength(150);
    expect(text).toMatch(/<[a-z_]+ nil="true"\/>/);
    expect(xmlRows(text, root, MIXED)).toEqual(await expected());
  });

  it.each([
    [undefined, 'Registro', 'registros'],
    ['clientes', 'Clientes', 'clientes'],
    ['mis_clientes-2026', 'MisClientes2026', 'misClientes2026'],
    ['_interno', 'Interno', 'interno'],
    ['class', 'Class', 'class_'],
  ])(
    'TypeScript with table %s: interface %s, compiles under --strict, same rows',
    async (table, iface, array) => {
      // Fewer rows: type-checking a large literal is slow and proves nothing more.
      const source = (await ok({ ...base, count: 30, format: 'typescript', ...(table ? { table } : {}) }))
        .body;
      expect(source).toContain(`export interface ${iface} {`);
      expect(source).toContain(`export const ${array}: ${iface}[] = [`);
      for (const f of MIXED) {
        const tsType = JSON_TYPE(f.type);
        expect(source).toContain(`  ${f.name}: ${tsType}${f.nullable ? ' | null' : ''};\n`);
      }
      expect(compileStrict(source)).toEqual([]);
      expect(evaluateTs(source)[array]).toEqual((await expected()).slice(0, 30));
    },
  );

  it('TypeScript: the interface really types the rows (a wrong row does not compile)', async () => {
    const source = (await ok({ ...base, count: 2, format: 'typescript' })).body;
    const broken = source.replace(/edad: \d+/, 'edad: "x"');
    expect(broken).not.toBe(source);
    expect(compileStrict(broken).length).toBeGreaterThan(0);
  });

  it('SQL (ansi): optional CREATE TABLE with NOT NULL where nullable is 0, one INSERT per row', async () => {
    const text = (await ok({ ...base, format: 'sql', createTable: true })).body;
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('CREATE TABLE "datos" (');
    for (const f of MIXED) {
      const line = lines.find((l) => l.startsWith(`  "${f.name}" `));
      expect(line, f.name).toBeDefined();
      expect(line!.includes('NOT NULL'), f.name).toBe(!f.nullable);
    }
    const inserts = lines.filter((l) => l.startsWith('INSERT INTO "datos" ('));
    expect(inserts).toHaveLength(150);
    for (const l of inserts) expect(l.endsWith(');')).toBe(true);
    const without = (await ok({ ...base, format: 'sql' })).body;
    expect(without).not.toContain('CREATE TABLE');
    expect(without.split('\n').filter((l) => l.startsWith('INSERT'))).toEqual(inserts);
    const named = (await ok({ ...base, format: 'sql', table: 'clientes' })).body;
    expect(named.startsWith('INSERT INTO "clientes" (')).toBe(true);
  });
});
