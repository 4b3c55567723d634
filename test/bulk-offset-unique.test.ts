/**
 * docs/api.md, Offsets, shards and the new field types on the bulk endpoint: `offset` pages of one sequence,
 * `header: false`, the new field types, and `unique: true` holding over
 * every page, with values that still validate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { validateValue } from '../src/countries/validate.js';
import { FIXED_DATE, testApp } from './helper.js';

type Json = Record<string, unknown>;
const app = await testApp();

async function post(body: Json, lang = 'es') {
  return app.inject({ method: 'POST', url: `/api/v1/es/bulk?lang=${lang}`, payload: body });
}

async function rows(body: Json): Promise<Json[]> {
  const res = await post({ refDate: FIXED_DATE, ...body, format: 'json' });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** The kind each unique-capable type's values validate as (auto where the type has several). */
const VALIDATES_AS: Record<string, Parameters<typeof validateValue>[1] | null> = {
  documento: 'auto',
  nss: 'NSS',
  email: null,
  usuario: null,
  telefono_movil: 'Telefono',
  telefono_fijo: 'Telefono',
  cif: 'CIF',
  iban: 'IBAN',
  ccc: 'CCC',
  tarjeta: 'Tarjeta',
  uuid: 'UUID',
  numero: null,
  fecha: null,
  booleano: null,
  matricula: 'Matricula',
  pasaporte: 'Pasaporte',
  secuencia: null,
  lista: null,
  constante: null,
};

const UNIQUE_TYPES = FIELD_TYPES.filter((t) => t.unique !== undefined && !t.datasetOnly).map((t) => t.type);
/** Options that give each type room for the rows asked. */
const ROOMY: Record<string, Json> = {
  numero: { min: 0, max: 1e9 },
  fecha: { from: '1900-01-01', to: '2099-12-31' },
  lista: { values: Array.from({ length: 1000 }, (_, i) => `v${i}`) },
};
const PAGE = 1500;
/** Types whose space is smaller than two pages: one page each. */
const SMALL: Record<string, number> = { booleano: 2, constante: 1, lista: 1000 };

describe('unique: true (docs/api.md, Datasets) in bulk', () => {
  it('covers every type that has a value space', () => {
    expect(UNIQUE_TYPES.sort()).toEqual(Object.keys(VALIDATES_AS).sort());
  });

  it.each(UNIQUE_TYPES)('%s: distinct over two pages, and every value still valid', async (type) => {
    const base = { ...(ROOMY[type] ?? {}), ...(type === 'constante' ? { value: 'x' } : {}) };
    const count = SMALL[type] ?? PAGE;
    const field = { name: 'x', type, unique: true, options: base, nullable: type === 'booleano' ? 0 : 10 };
    const first = await rows({ seed: `unico-${type}`, count, fields: [field] });
    const second = SMALL[type]
      ? []
      : await rows({ seed: `unico-${type}`, count, offset: count, fields: [field] });
    const values = [...first, ...second].map((r) => r.x).filter((v) => v !== null);
    const keys = values.map((v) => (typeof v === 'string' ? v.toLowerCase() : JSON.stringify(v)));
    expect(new Set(keys).size).toBe(keys.length);
    const kind = VALIDATES_AS[type];
    if (kind) expect(values.filter((v) => !validateValue(String(v), kind).valid)).toEqual([]);
  });

  it('ok: false stays unique and stays invalid', async () => {
    for (const type of ['documento', 'nss', 'cif', 'iban', 'ccc', 'tarjeta']) {
      const data = await rows({
        seed: 'malos',
        count: PAGE,
        fields: [{ name: 'x', type, unique: true, options: { ok: false } }],
      });
      const values = data.map((r) => String(r.x));
      expect(new Set(values).size, type).toBe(values.length);
      expect(
        values.filter((v) => validateValue(v, 'auto').valid),
        type,
      ).toEqual([]);
    }
  });

  it('a unique IBAN or CCC moves the row account: both columns agree', async () => {
    for (const unique of ['iban', 'ccc']) {
      const data = await rows({
        seed: `cuenta-${unique}`,
        count: 500,
        fields: [
          { name: 'iban', type: 'iban', unique: unique === 'iban' },
          { name: 'ccc', type: 'ccc', unique: unique === 'ccc' },
        ],
      });
      expect(data.filter((r) => String(r.iban).slice(4) !== r.ccc)).toEqual([]);
    }
  });

  it('emails and usernames end in a number that makes them distinct, ignoring case', async () => {
    const data = await rows({
      seed: 'correos',
      count: 3000,
      fields: [
        { name: 'email', type: 'email', unique: true },
        { name: 'usuario', type: 'usuario', unique: true },
      ],
    });
    expect(data.every((r) => /[a-z][0-9]+@/.test(String(r.email)))).toBe(true);
    for (const column of ['email', 'usuario']) {
      const values = data.map((r) => String(r[column]).toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each([
    ['booleano', {}, 3, 2],
    ['lista', { values: ['a', 'b'] }, 3, 2],
    ['numero', { min: 1, max: 10 }, 11, 10],
    ['fecha', { from: '2026-01-01', to: '2026-01-10' }, 11, 10],
    ['constante', { value: 7 }, 2, 1],
  ])('%s: a space smaller than the rows is 400 naming the field', async (type, options, count, max) => {
    const res = await post({
      count,
      fields: [
        { name: 'a', type: 'nombre' },
        { name: 'b', type, options, unique: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      details: { field: 1, member: 'unique', max },
    });
  });

  it('the space counts offset + count: the last page that fits, and the first that does not', async () => {
    const field = { name: 'x', type: 'numero', options: { min: 0, max: 99 }, unique: true };
    expect((await post({ offset: 90, count: 10, fields: [field] })).statusCode).toBe(200);
    const res = await post({ offset: 91, count: 10, fields: [field] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ field: 0, member: 'unique', max: 100 });
  });

  it.each(['nombre', 'sexo', 'direccion', 'provincia', 'razon_social', 'lorem', 'password', 'edad'])(
    '%s cannot be unique: 400 naming the field, in es and en',
    async (type) => {
      for (const lang of ['es', 'en']) {
        const res = await post({ fields: [{ name: 'x', type, unique: true }] }, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { field: 0, member: 'unique' } });
      }
    },
  );

  it.each([[['a', 'b', 'a']], [['a', 'b', 'a ']], [['a', 'x'.repeat(256)]]])(
    'a list %j cannot be unique (values repeat, apart from trailing spaces, or are too long to index)',
    async (values) => {
      const res = await post({ fields: [{ name: 'x', type: 'lista', options: { values }, unique: true }] });
      expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { member: 'unique' } });
    },
  );

  it('a unique numero whose steps are too fine for its magnitude is refused, not repeated', async () => {
    const tooFine = {
      name: 'x',
      type: 'numero',
      options: { min: 999_999_999_999, max: 1e12, decimals: 10 },
      unique: true,
    };
    expect((await post({ count: 10, fields: [tooFine] })).json()).toMatchObject({
      details: { member: 'unique' },
    });
    const data = await rows({
      seed: 'fino',
      count: 5000,
      fields: [{ name: 'x', type: 'numero', options: { min: -1e6, max: 1e6, decimals: 6 }, unique: true }],
    });
    expect(new Set(data.map((r) => r.x)).size).toBe(5000);
  });

  it('weights whose sum is not a finite number are refused', async () => {
    const res = await post({
      fields: [{ name: 'x', type: 'lista', options: { values: ['a', 'b'], weights: [1e308, 1e308] } }],
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { member: 'options.weights' } });
  });

  it('integers past 2^53 in a list or constant make a decimal column', async () => {
    const res = await post({
      format: 'sql',
      dialect: 'postgresql',
      createTable: true,
      count: 2,
      fields: [
        { name: 'grande', type: 'constante', options: { value: 1e20 } },
        { name: 'entero', type: 'lista', options: { values: [1, 2, 3] } },
      ],
    });
    expect(res.body).toContain('"grande" DOUBLE PRECISION NOT NULL');
    expect(res.body).toContain('"entero" BIGINT NOT NULL');
  });

  it('SQL Server: a nullable unique column gets a filtered unique index; a backslash before a line break survives', async () => {
    const res = await post({
      format: 'sql',
      dialect: 'sqlserver',
      createTable: true,
      count: 3,
      fields: [
        { name: 'email', type: 'email', unique: true, nullable: 50 },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'texto', type: 'constante', options: { value: 'a\\\nb' } },
      ],
    });
    expect(res.body).toContain('UNIQUE ([dni])');
    expect(res.body).not.toContain('UNIQUE ([email])');
    expect(res.body).toContain(
      'CREATE UNIQUE INDEX [ux_datos_email] ON [datos] ([email]) WHERE [email] IS NOT NULL;',
    );
    expect(res.body).toContain("N'a\\'+NCHAR(10)+N'b'");
  });

  it('referencia is for datasets only', async () => {
    const res = await post({
      fields: [{ name: 'x', type: 'referencia', options: { table: 't', field: 'f' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ field: 0, member: 'type' });
  });
});

describe('offset and header (docs/api.md, Offsets, shards and the new field types)', () => {
  const FIELDS = [
    { name: 'id', type: 'secuencia' },
    { name: 'dni', type: 'documento', unique: true },
    { name: 'nombre', type: 'nombre_completo' },
    { name: 'email', type: 'email', unique: true, nullable: 20 },
    { name: 'estado', type: 'lista', options: { values: ['a', 'b', 'c'] } },
  ];

  it('row i of offset k is row k + i of the whole sequence (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(300),
        fc.integer({ min: 1, max: 100 }),
        fc.string({ maxLength: 5 }),
        async (offset, count, seed) => {
          const whole = await rows({ seed: `o${seed}`, count: offset + count, fields: FIELDS });
          const page = await rows({ seed: `o${seed}`, count, offset, fields: FIELDS });
          expect(page).toEqual(whole.slice(offset));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('works far into the sequence, and meta echoes the offset', async () => {
    // No unique field: a DNI's space ends at 10^8 rows.
    const fields = FIELDS.filter((f) => !f.unique);
    const res = await post({ seed: 'lejos', offset: 1e12, count: 2, refDate: FIXED_DATE, fields });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.offset).toBe(1e12);
    expect(res.json().data.map((r: Json) => r.id)).toEqual([1e12 + 1, 1e12 + 2]);
  });

  it.each([-1, 1.5, '5', 1e12 + 1, null, true, [1]])('offset %j is 400 INVALID_PARAMS', async (offset) => {
    const res = await post({ offset, fields: FIELDS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { member: 'offset' } });
  });

  it('CSV pages with header: false and SQL pages on whole statements concatenate into the whole', async () => {
    const text = async (body: Json) =>
      (await post({ seed: 'paginas', refDate: FIXED_DATE, fields: FIELDS, ...body })).body;
    const csvWhole = await text({ format: 'csv', count: 700 });
    const csvPages =
      (await text({ format: 'csv', count: 250 })) +
      (await text({ format: 'csv', count: 250, offset: 250, header: false })) +
      (await text({ format: 'csv', count: 200, offset: 500, header: false }));
    expect(csvPages).toBe(csvWhole);
    for (const dialect of ['ansi', 'postgresql', 'sqlite', 'sqlserver']) {
      const whole = await text({ format: 'sql', dialect, count: 700 });
      const pages =
        (await text({ format: 'sql', dialect, count: 300 })) +
        (await text({ format: 'sql', dialect, count: 400, offset: 300 }));
      expect(pages, dialect).toBe(whole);
    }
  });

  it('secuencia, lista and constante: values and column types', async () => {
    const data = await rows({
      seed: 'tipos',
      count: 400,
      offset: 10,
      fields: [
        { name: 's', type: 'secuencia', options: { start: 5, step: 10 } },
        { name: 'l', type: 'lista', options: { values: [1, 2.5, 3] } },
        { name: 'm', type: 'lista', options: { values: ['x', 1, true] } },
        { name: 'c', type: 'constante', options: { value: false } },
      ],
    });
    expect(data.map((r) => r.s)).toEqual(data.map((_, i) => 5 + 10 * (i + 10)));
    expect(data.every((r) => [1, 2.5, 3].includes(r.l as number))).toBe(true);
    // Values of mixed kinds share one text column.
    expect(data.every((r) => ['x', '1', 'true'].includes(r.m as string))).toBe(true);
    expect(data.every((r) => r.c === false)).toBe(true);
  });

  it('a sequence that would leave the exact integers is 400 naming the field', async () => {
    const res = await post({
      count: 10,
      fields: [{ name: 's', type: 'secuencia', options: { start: 9e15, step: 1e15 } }],
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { field: 0 } });
    const zero = await post({ fields: [{ name: 's', type: 'secuencia', options: { step: 0 } }] });
    expect(zero.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      details: { field: 0, member: 'options.step' },
    });
  });

  it('a unique field in a CREATE TABLE is UNIQUE, with a type MySQL can index', async () => {
    const res = await post({ format: 'sql', dialect: 'mysql', createTable: true, count: 3, fields: FIELDS });
    expect(res.body).toContain('`dni` VARCHAR(255) COLLATE utf8mb4_bin NOT NULL');
    expect(res.body).toContain('UNIQUE (`dni`)');
    expect(res.body).toContain('UNIQUE (`email`)');
  });
});
