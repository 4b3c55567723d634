/**
 * POST /api/v1/{locale}/dataset (docs/api.md, Datasets) over HTTP: the body, the four
 * outputs, references and keys, determinism and independence, and the
 * errors (400 naming table and field in es and en, 413 over 50,000 rows).
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataset } from '../src/index.js';
import { FIXED_DATE, testApp } from './helper.js';

type Json = Record<string, unknown>;
type Row = Record<string, string | number | boolean | null>;
const app = await testApp();

const BANK = {
  seed: 'banco',
  refDate: FIXED_DATE,
  tables: [
    {
      name: 'clientes',
      count: 40,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'email', type: 'email', unique: true },
        { name: 'referido_por', type: 'referencia', options: { table: 'clientes', field: 'id' } },
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 1, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
        {
          name: 'titular_dni',
          type: 'referencia',
          options: { table: 'clientes', field: 'dni', via: 'cliente_id' },
        },
        { name: 'iban', type: 'iban', unique: true },
      ],
    },
    {
      name: 'movimientos',
      count: 300,
      fields: [
        { name: 'id', type: 'secuencia', unique: true },
        { name: 'cuenta_id', type: 'referencia', options: { table: 'cuentas', field: 'id' } },
        { name: 'iban', type: 'referencia', options: { table: 'cuentas', field: 'iban', via: 'cuenta_id' } },
        { name: 'tipo', type: 'lista', options: { values: ['cargo', 'abono'], weights: [3, 1] } },
        { name: 'importe', type: 'numero', options: { min: -5000, max: 5000, decimals: 2 } },
      ],
    },
  ],
};

async function post(body: Json, lang = 'es') {
  return app.inject({ method: 'POST', url: `/api/v1/es/dataset?lang=${lang}`, payload: body });
}

async function json(body: Json): Promise<{ meta: Json; data: Record<string, Row[]> }> {
  const res = await post({ ...body, format: 'json' });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json();
}

describe('POST /api/v1/{locale}/dataset: outputs (docs/api.md, Datasets)', () => {
  it('json: meta, then every table by name in request order; references point to existing rows', async () => {
    const { meta, data } = await json(BANK);
    expect(meta).toMatchObject({ locale: 'es', seed: 'banco', refDate: FIXED_DATE, checksum_valid: true });
    const tables = meta.tables as { name: string; count: number; fields: Json[] }[];
    expect(tables.map((t) => t.name)).toEqual(['clientes', 'cuentas', 'movimientos']);
    expect(Object.keys(data)).toEqual(['clientes', 'cuentas', 'movimientos']);
    for (const t of tables) expect(data[t.name]).toHaveLength(t.count);
    expect(tables[1]!.fields).toContainEqual({ name: 'titular_dni', type: 'referencia' });
    const clientes = new Map(data.clientes!.map((c) => [c.id, c]));
    for (const cuenta of data.cuentas!) expect(cuenta.titular_dni).toBe(clientes.get(cuenta.cliente_id)?.dni);
    const cuentas = new Map(data.cuentas!.map((c) => [c.id, c]));
    for (const mov of data.movimientos!) expect(mov.iban).toBe(cuentas.get(mov.cuenta_id)?.iban);
    const [first, ...rest] = data.clientes!;
    expect(first!.referido_por).toBeNull();
    for (const c of rest) expect(c.referido_por as number).toBeLessThan(c.id as number);
  });

  it('ndjson: one line per row, {"table","row"}, parents before children', async () => {
    const res = await post({ ...BANK, format: 'ndjson' });
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const order = [...new Set(lines.map((l) => l.table))];
    expect(order).toEqual(['clientes', 'cuentas', 'movimientos']);
    const { data } = await json(BANK);
    expect(lines.filter((l) => l.table === 'cuentas').map((l) => l.row)).toEqual(data.cuentas);
  });

  it('the tables come out parents first whatever the request order', async () => {
    const reversed = { ...BANK, tables: [...BANK.tables].reverse(), format: 'ndjson' };
    const res = await post(reversed);
    const order = [
      ...new Set(
        res.body
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l).table),
      ),
    ];
    expect(order).toEqual(['clientes', 'cuentas', 'movimientos']);
    const sql = (await post({ ...reversed, format: 'sql', createTable: true })).body;
    expect(sql.indexOf('CREATE TABLE "clientes"')).toBeLessThan(sql.indexOf('CREATE TABLE "cuentas"'));
  });

  it('csv: a zip with one CSV per table, each the bulk CSV of that table', async () => {
    const res = await post({ ...BANK, format: 'csv', csv: { delimiter: ';' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dataset.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['clientes.csv', 'cuentas.csv', 'movimientos.csv']);
    const { data } = await json(BANK);
    const cuentas = new TextDecoder().decode(files['cuentas.csv']).split('\r\n');
    expect(cuentas[0]).toBe('id;cliente_id;titular_dni;iban');
    expect(cuentas.length - 2).toBe(data.cuentas!.length);
  });

  it('csv: the same request gives the same zip, however its rows were cut into batches', async () => {
    // Thousands of rows take several time-sliced batches; the file times are the reference date.
    const big = { ...BANK, tables: [BANK.tables[0]!, BANK.tables[1]!, { ...BANK.tables[2]!, count: 8000 }] };
    const first = await post({ ...big, format: 'csv' });
    const busy = setInterval(() => {
      const until = performance.now() + 3;
      while (performance.now() < until);
    }, 1);
    const second = await post({ ...big, format: 'csv' });
    clearInterval(busy);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const files = unzipSync(new Uint8Array(first.rawPayload));
    expect(new TextDecoder().decode(files['movimientos.csv']).split('\r\n')).toHaveLength(8002);
  });

  it('sql: CREATE TABLE with PRIMARY KEY, UNIQUE, NOT NULL and FOREIGN KEY, then the rows', async () => {
    const res = await post({ ...BANK, format: 'sql', dialect: 'postgresql', createTable: true });
    expect(res.headers['content-disposition']).toBe('attachment; filename="dataset.sql"');
    const sql = res.body;
    expect(sql).toContain('PRIMARY KEY ("id")');
    expect(sql).toContain('UNIQUE ("dni")');
    expect(sql).toContain('FOREIGN KEY ("cliente_id") REFERENCES "clientes" ("id")');
    expect(sql).toContain('FOREIGN KEY ("referido_por") REFERENCES "clientes" ("id")');
    expect(sql).toContain('"referido_por" BIGINT,');
    expect(sql).toContain('"titular_dni" TEXT NOT NULL');
    // A via column copies a value: no key of its own.
    expect(sql).not.toContain('FOREIGN KEY ("titular_dni")');
    expect(sql.indexOf('INSERT INTO "clientes"')).toBeLessThan(sql.indexOf('INSERT INTO "cuentas"'));
  });

  it('the library gives the bytes of the HTTP API, in every format', async () => {
    for (const format of ['json', 'ndjson', 'sql', 'csv'] as const) {
      const body = { ...BANK, format, createTable: true, dialect: 'mysql' as const };
      const http = (await post(body)).rawPayload;
      const parts: Buffer[] = [];
      for await (const chunk of dataset(body).chunks()) parts.push(Buffer.from(chunk));
      expect(Buffer.concat(parts).equals(http), format).toBe(true);
    }
  });

  it('is deterministic, and carries X-Seed and X-Ref-Date', async () => {
    const a = await post({ ...BANK, format: 'sql' });
    const b = await post({ ...BANK, format: 'sql' });
    expect(a.body).toBe(b.body);
    const { seed: _seed, ...noSeed } = BANK;
    const random = await post({ ...noSeed, format: 'ndjson' });
    const replay = await post({
      ...noSeed,
      seed: decodeURIComponent(String(random.headers['x-seed'])),
      format: 'ndjson',
    });
    expect(replay.body).toBe(random.body);
    expect(random.headers['x-ref-date']).toBe(FIXED_DATE);
  });

  it('a table nobody references changes no other table; a referenced one changes its children only', async () => {
    const { data } = await json(BANK);
    const extra = { name: 'sucursales', count: 7, fields: [{ name: 'cp', type: 'cp' }] };
    const more = await json({ ...BANK, tables: [extra, ...BANK.tables] });
    for (const name of ['clientes', 'cuentas', 'movimientos']) expect(more.data[name]).toEqual(data[name]);
    const fewer = { ...BANK, tables: [BANK.tables[0]!, { ...BANK.tables[1]!, count: 5 }, BANK.tables[2]!] };
    const changed = await json(fewer);
    expect(changed.data.clientes).toEqual(data.clientes);
  });
});

describe('POST /api/v1/{locale}/dataset: errors', () => {
  const table = (name: string, fields: Json[], count: unknown = 5, extra: Json = {}) => ({
    name,
    count,
    fields,
    ...extra,
  });
  const ref = (name: string, options: Json, more: Json = {}) => ({
    name,
    type: 'referencia',
    options,
    ...more,
  });
  const cases: [string, Json, Json][] = [
    [
      'unknown referenced table',
      { tables: [table('a', [ref('x', { table: 'nada', field: 'id' })])] },
      { table: 'a', field: 'x' },
    ],
    [
      'unknown referenced field',
      {
        tables: [
          table('a', [{ name: 'id', type: 'secuencia' }]),
          table('b', [ref('x', { table: 'a', field: 'nada' })]),
        ],
      },
      { table: 'b', field: 'x' },
    ],
    [
      'via that is not a referencia of the table',
      {
        tables: [
          table('a', [{ name: 'id', type: 'secuencia' }]),
          table('b', [{ name: 'n', type: 'nombre' }, ref('x', { table: 'a', field: 'id', via: 'n' })]),
        ],
      },
      { table: 'b', field: 'x', member: 'options.via' },
    ],
    [
      'a cycle between tables',
      {
        tables: [
          table('a', [{ name: 'id', type: 'secuencia' }, ref('b_id', { table: 'b', field: 'id' })]),
          table('b', [{ name: 'id', type: 'secuencia' }, ref('a_id', { table: 'a', field: 'id' })]),
        ],
      },
      { table: 'a' },
    ],
    [
      'a parent with no rows',
      {
        tables: [
          table('a', [{ name: 'id', type: 'secuencia' }], 0),
          table('b', [ref('x', { table: 'a', field: 'id' })]),
        ],
      },
      { table: 'b', field: 'x' },
    ],
    [
      'a unique field whose type cannot be',
      { tables: [table('a', [{ name: 's', type: 'sexo', unique: true }])] },
      { table: 'a', field: 's', member: 'unique' },
    ],
    [
      'a unique field with too few values',
      { tables: [table('a', [{ name: 'b', type: 'booleano', unique: true }], 3)] },
      { table: 'a', field: 'b', member: 'unique' },
    ],
    [
      'a primary key naming no field',
      { tables: [table('a', [{ name: 'id', type: 'secuencia' }], 5, { primaryKey: ['nada'] })] },
      { table: 'a', member: 'primaryKey' },
    ],
    [
      'a composite key with no unique field',
      {
        tables: [
          table(
            'a',
            [
              { name: 'x', type: 'nombre' },
              { name: 'y', type: 'provincia' },
            ],
            5,
            { primaryKey: ['x', 'y'] },
          ),
        ],
      },
      { table: 'a', member: 'primaryKey' },
    ],
    [
      'a nullable primary key',
      { tables: [table('a', [{ name: 'id', type: 'documento', nullable: 5 }], 5, { primaryKey: ['id'] })] },
      { table: 'a', field: 'id' },
    ],
    [
      'a per-parent count of an unknown table',
      { tables: [table('a', [{ name: 'n', type: 'nombre' }], { per: 'nada', min: 1, max: 2 })] },
      { table: 'a', member: 'count.per' },
    ],
    [
      'a count of max below min',
      {
        tables: [
          table('a', [{ name: 'n', type: 'nombre' }]),
          table('b', [{ name: 'n', type: 'nombre' }], { per: 'a', min: 3, max: 2 }),
        ],
      },
      { table: 'b', member: 'count' },
    ],
    [
      'a negative count',
      { tables: [table('a', [{ name: 'n', type: 'nombre' }], -1)] },
      { table: 'a', member: 'count' },
    ],
    [
      'a duplicate table name (case ignored)',
      { tables: [table('a', [{ name: 'n', type: 'nombre' }]), table('A', [{ name: 'n', type: 'nombre' }])] },
      { table: 'A', member: 'name' },
    ],
    [
      'a bad table name',
      { tables: [table('1a', [{ name: 'n', type: 'nombre' }])] },
      { table: '1a', member: 'name' },
    ],
    [
      'a bad field option',
      { tables: [table('a', [{ name: 'n', type: 'numero', options: { min: 5, max: 1 } }])] },
      { table: 'a', field: 'n' },
    ],
    [
      'a unique reference to a field that is not unique',
      {
        tables: [
          table('a', [{ name: 'n', type: 'nombre' }]),
          table('b', [ref('x', { table: 'a', field: 'n' }, { unique: true })], 2),
        ],
      },
      { table: 'b', field: 'x', member: 'unique' },
    ],
    [
      'a unique reference with more children than parents',
      {
        tables: [
          table('a', [{ name: 'id', type: 'secuencia' }], 3, { primaryKey: ['id'] }),
          table('b', [ref('x', { table: 'a', field: 'id' }, { unique: true })], 4),
        ],
      },
      { table: 'b', field: 'x', member: 'unique' },
    ],
  ];

  it.each(cases)(
    '%s: 400 INVALID_PARAMS naming the table and field, in es and en',
    async (_label, body, where) => {
      for (const lang of ['es', 'en']) {
        const res = await post(body, lang);
        expect(res.statusCode, res.body).toBe(400);
        const error = res.json();
        expect(error.code).toBe('INVALID_PARAMS');
        expect(error.details).toMatchObject(where);
        expect(error.message).toContain(lang === 'es' ? `Tabla «${where.table}»` : `Table "${where.table}"`);
        if (where.field)
          expect(error.message).toContain(
            lang === 'es' ? `campo «${where.field}»` : `field "${where.field}"`,
          );
      }
    },
  );

  it('more than 50,000 rows in all is 413 COUNT_LIMIT_EXCEEDED, also when per-parent counts make them', async () => {
    const big = {
      tables: [
        { name: 'a', count: 10_000, fields: [{ name: 'id', type: 'secuencia' }] },
        { name: 'b', count: { per: 'a', min: 5, max: 6 }, fields: [{ name: 'n', type: 'nombre' }] },
      ],
    };
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'COUNT_LIMIT_EXCEEDED', details: { max: 50_000 } });
    const table = await post({
      tables: [{ name: 'a', count: 10_001, fields: [{ name: 'id', type: 'secuencia' }] }],
    });
    expect(table.json()).toMatchObject({
      code: 'COUNT_LIMIT_EXCEEDED',
      details: { table: 'a', max: 10_000 },
    });
  });

  it('a shape error names the table and field by their names', async () => {
    const res = await post({
      tables: [{ name: 'clientes', count: 2, fields: [{ name: 'dni', type: 'documento', unique: 'si' }] }],
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_BODY', details: { table: 'clientes', field: 'dni' } });
    const empty = await post({ tables: [{ name: 'vacia', count: 2, fields: [] }] }, 'en');
    expect(empty.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      details: { table: 'vacia', member: 'fields' },
    });
    expect(empty.json().message).toContain('Table "vacia"');
    const noCount = await post({ tables: [{ name: 'sin', fields: [{ name: 'n', type: 'nombre' }] }] });
    expect(noCount.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { table: 'sin' } });
  });

  it('more than 20 tables, no tables, or a wrong JSON type are refused', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      name: `t${i}`,
      count: 1,
      fields: [{ name: 'n', type: 'nombre' }],
    }));
    expect((await post({ tables: many })).statusCode).toBe(400);
    expect((await post({ tables: [] })).statusCode).toBe(400);
    expect((await post({ tables: 'x' })).json().code).toBe('INVALID_BODY');
  });

  it('GET is 405 with Allow: POST; another locale is UNSUPPORTED_LOCALE', async () => {
    const res = await app.inject({ url: '/api/v1/es/dataset' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    const pt = await app.inject({ method: 'POST', url: '/api/v1/xx/dataset', payload: BANK });
    expect(pt.json().code).toBe('UNSUPPORTED_LOCALE');
  });

  it('GET /api/v1/generators describes the endpoint and the new field types', async () => {
    const { data } = (await app.inject({ url: '/api/v1/generators?lang=en' })).json();
    expect(data.dataset).toMatchObject({ path: '/api/v1/{locale}/dataset', maxTables: 20, maxRows: 50_000 });
    const types = data.bulk.fieldTypes as Json[];
    for (const type of ['secuencia', 'lista', 'constante', 'referencia'])
      expect(
        types.find((t) => t.type === type),
        type,
      ).toBeDefined();
    expect(types.find((t) => t.type === 'referencia')).toMatchObject({ datasetOnly: true });
    expect(types.find((t) => t.type === 'documento')).toMatchObject({ unique: true });
    expect(types.find((t) => t.type === 'nombre')).toMatchObject({ unique: false });
  });
});
