/**
 * Parquet export (docs/api.md, Export formats), read back by an independent
 * reader (DuckDB): column types, nullability, values equal to the JSON and
 * CSV outputs of the same request, for bulk (library, CLI, HTTP) and
 * datasets; the same rows give the same bytes (twice, as a shard or as an
 * offset, and with zstd).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bulkFromJson as bulk, datasetFromJson as dataset } from '../src/api/checked.js';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { cli } from './cli-runner.js';
import { FIXED_DATE, testApp } from './helper.js';
import { duckdb, readParquet, sqlLiteral } from './parquet-reader.js';

const dir = mkdtempSync(join(tmpdir(), 'parquet-test-'));
const BIG = Number.MAX_SAFE_INTEGER;

/** Every entity type, and the number, date, boolean, list and constant shapes beside them. */
const FIELDS = [
  ...ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type })),
  { name: 'importe', type: 'numero', options: { min: -1000, max: 100000, decimals: 2 }, nullable: 30 },
  { name: 'enorme', type: 'numero', options: { min: -1e12, max: 1e12, decimals: 10 } },
  { name: 'medio', type: 'numero', options: { min: 0, max: 1e9, decimals: 4 } },
  { name: 'entero', type: 'numero', options: { min: 0, max: 1000, decimals: 0 } },
  { name: 'grande', type: 'numero', options: { min: -1e12, max: 1e12, decimals: 0 } },
  { name: 'id', type: 'secuencia', options: { start: 1000, step: 7 } },
  { name: 'alta', type: 'fecha', nullable: 20 },
  { name: 'activo', type: 'booleano', nullable: 10 },
  { name: 'nivel', type: 'lista', options: { values: [1, 2, 3] } },
  { name: 'tasa', type: 'lista', options: { values: [0.5, 1.25, 3] } },
  { name: 'mezcla', type: 'lista', options: { values: ['a', 1, true] } },
  { name: 'fijo', type: 'constante', options: { value: true } },
  { name: 'texto_vacio', type: 'constante', options: { value: '' } },
];
const BODY = { seed: 'parquet', refDate: FIXED_DATE, count: 1200, fields: FIELDS };

async function bytesOf(chunks: AsyncIterable<string | Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

let files = 0;
function saved(bytes: Uint8Array): string {
  const path = join(dir, `f${files++}.parquet`);
  writeFileSync(path, bytes);
  return path;
}

const isNumeric = (type: string) => /^(DECIMAL|DOUBLE|INTEGER|BIGINT)/.test(type);

/** DuckDB's text of a value as the JSON output holds it. */
function asJson(text: string | null, type: string): unknown {
  if (text === null) return null;
  if (isNumeric(type)) return Number(text);
  if (type === 'BOOLEAN') return text === 'true';
  return text;
}

/** DuckDB's text of a value as the CSV output writes it (null is an empty field). */
function asCsv(text: string | null, type: string): string {
  if (text === null) return '';
  return isNumeric(type) ? String(Number(text)) : text;
}

async function repetition(path: string): Promise<Record<string, string>> {
  const rows = await duckdb(`SELECT name, repetition_type FROM parquet_schema(${sqlLiteral(path)})`);
  return Object.fromEntries(rows.map((r) => [String(r.name), String(r.repetition_type)]));
}

describe('bulk Parquet', async () => {
  const bytes = await bytesOf(bulk({ ...BODY, format: 'parquet' }).chunks());
  const path = saved(bytes);
  const table = await readParquet(path);
  const json = JSON.parse((await bytesOf(bulk({ ...BODY, format: 'json' }).chunks())).toString()) as {
    data: Record<string, unknown>[];
  };
  const csv = parse((await bytesOf(bulk({ ...BODY, format: 'csv' }).chunks())).toString(), {
    from_line: 2,
  }) as string[][];

  it('types each column from its field', () => {
    expect(table.names).toEqual(FIELDS.map((f) => f.name));
    expect(table.types).toMatchObject({
      nombre_completo: 'VARCHAR',
      documento: 'VARCHAR',
      edad: 'INTEGER',
      fecha_nacimiento: 'DATE',
      importe: 'DECIMAL(8,2)',
      enorme: 'DECIMAL(23,10)',
      medio: 'DECIMAL(14,4)',
      entero: 'INTEGER',
      grande: 'BIGINT',
      id: 'BIGINT',
      alta: 'DATE',
      activo: 'BOOLEAN',
      nivel: 'BIGINT',
      tasa: 'DOUBLE',
      mezcla: 'VARCHAR',
      fijo: 'BOOLEAN',
      texto_vacio: 'VARCHAR',
    });
  });

  it('is OPTIONAL where the field can be null, REQUIRED elsewhere', async () => {
    const kinds = await repetition(path);
    for (const field of FIELDS)
      expect([field.name, kinds[field.name]]).toEqual([
        field.name,
        'nullable' in field ? 'OPTIONAL' : 'REQUIRED',
      ]);
  });

  it('holds the values of the JSON output, row by row', () => {
    expect(table.rows).toHaveLength(json.data.length);
    const nulls = table.rows.filter((r) => r[table.names.indexOf('importe')] === null).length;
    expect(nulls).toBeGreaterThan(200);
    for (const [r, row] of table.rows.entries()) {
      const asObject = Object.fromEntries(table.names.map((n, c) => [n, asJson(row[c]!, table.types[n]!)]));
      expect(asObject).toEqual(json.data[r]);
    }
  });

  it('holds the values of the CSV output, row by row', () => {
    expect(csv).toHaveLength(table.rows.length);
    for (const [r, row] of table.rows.entries())
      expect(row.map((v, c) => asCsv(v, table.types[table.names[c]!]!))).toEqual(csv[r]);
  });

  it('gives the same bytes for the same rows: again, as a shard, and as an offset', async () => {
    expect(await bytesOf(bulk({ ...BODY, format: 'parquet' }).chunks())).toEqual(bytes);
    const body = { ...BODY, count: 600, format: 'parquet' as const };
    const shard = await bytesOf(bulk(body, { shard: { k: 2, n: 3 } }).chunks());
    const range = bulk(body, { shard: { k: 2, n: 3 } }).meta;
    const offset = await bytesOf(
      bulk({ ...body, offset: Number(range.offset), count: Number(range.count) }).chunks(),
    );
    expect(Number(range.count)).toBeGreaterThan(0);
    expect(shard).toEqual(offset);
  });

  it('compresses with zstd on request: the same values, the same bytes twice', async () => {
    const body = { ...BODY, format: 'parquet' as const, parquet: { compression: 'zstd' as const } };
    const zstd = await bytesOf(bulk(body).chunks());
    expect(await bytesOf(bulk(body).chunks())).toEqual(zstd);
    const zstdPath = saved(zstd);
    const codecs = await duckdb(`SELECT DISTINCT compression FROM parquet_metadata(${sqlLiteral(zstdPath)})`);
    expect(codecs.map((c) => c.compression)).toEqual(['ZSTD']);
    expect((await readParquet(zstdPath)).rows).toEqual(table.rows);
  });

  it('cuts row groups of 10,000 rows by row index', async () => {
    const many = await bytesOf(
      bulk(
        {
          seed: 'g',
          refDate: FIXED_DATE,
          count: 25_000,
          format: 'parquet',
          fields: [{ name: 'n', type: 'secuencia' }],
        },
        { maxCount: BIG },
      ).chunks(),
    );
    const groups = await duckdb(
      `SELECT row_group_num_rows AS n FROM parquet_metadata(${sqlLiteral(saved(many))}) ORDER BY row_group_id`,
    );
    expect(groups.map((g) => Number(g.n))).toEqual([10_000, 10_000, 5_000]);
  });
});

describe('Parquet from the CLI and over HTTP', () => {
  const fields = FIELDS.slice(0, 6).concat(FIELDS.slice(-8));
  const body = { seed: 'cli', refDate: FIXED_DATE, count: 300, fields };

  it('bulk --format parquet writes the library bytes; --compression zstd is the body member', async () => {
    const schema = join(dir, 'bulk.json');
    writeFileSync(schema, JSON.stringify(body));
    const out = join(dir, 'cli.parquet');
    const run = await cli(['bulk', schema, '--format', 'parquet', '--out', out, '--no-progress']);
    expect(run.code).toBe(0);
    expect(readFileSync(out)).toEqual(await bytesOf(bulk({ ...body, format: 'parquet' }).chunks()));
    const zstdOut = join(dir, 'cli-zstd.parquet');
    const zstdRun = await cli([
      'bulk',
      schema,
      '--format',
      'parquet',
      '--compression',
      'zstd',
      '--out',
      zstdOut,
    ]);
    expect(zstdRun.code).toBe(0);
    expect(readFileSync(zstdOut)).toEqual(
      await bytesOf(bulk({ ...body, format: 'parquet', parquet: { compression: 'zstd' } }).chunks()),
    );
    const bad = await cli(['bulk', schema, '--format', 'parquet', '--compression', 'lz4', '--out', zstdOut]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('INVALID_PARAMS');
    expect(bad.stderr).toContain('parquet/compression');
  });

  it('POST /bulk serves application/vnd.apache.parquet, chosen by format or by Accept', async () => {
    const app = await testApp();
    const byFormat = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { ...body, format: 'parquet' },
    });
    expect(byFormat.statusCode).toBe(200);
    expect(byFormat.headers['content-type']).toBe('application/vnd.apache.parquet');
    expect(byFormat.headers['content-disposition']).toBe('attachment; filename="datos.parquet"');
    expect(byFormat.rawPayload).toEqual(await bytesOf(bulk({ ...body, format: 'parquet' }).chunks()));
    const byAccept = await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      headers: { accept: 'application/vnd.apache.parquet' },
      payload: body,
    });
    expect(byAccept.rawPayload).toEqual(byFormat.rawPayload);
    expect((await readParquet(saved(byFormat.rawPayload))).rows).toHaveLength(300);
  });
});

const BANK = {
  seed: 'banco',
  refDate: FIXED_DATE,
  tables: [
    {
      name: 'clientes',
      count: 120,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'alta', type: 'fecha' },
        { name: 'referido_por', type: 'referencia', options: { table: 'clientes', field: 'id' } },
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 0, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
        { name: 'iban', type: 'iban', unique: true },
        { name: 'saldo', type: 'numero', options: { min: -5000, max: 250000, decimals: 2 }, nullable: 5 },
      ],
    },
  ],
};

describe('dataset Parquet', async () => {
  const json = JSON.parse((await bytesOf(dataset({ ...BANK, format: 'json' }).chunks())).toString()) as {
    data: Record<string, Record<string, unknown>[]>;
  };

  it('a zip of one Parquet file per table, each equal to its JSON rows, references typed as their target', async () => {
    const zip = unzipSync(await bytesOf(dataset({ ...BANK, format: 'parquet' }).chunks()));
    expect(Object.keys(zip)).toEqual(['clientes.parquet', 'cuentas.parquet']);
    for (const name of ['clientes', 'cuentas']) {
      const table = await readParquet(saved(zip[`${name}.parquet`]!));
      const objects = table.rows.map((row) =>
        Object.fromEntries(table.names.map((n, c) => [n, asJson(row[c]!, table.types[n]!)])),
      );
      expect(objects).toEqual(json.data[name]);
    }
    const cuentas = await readParquet(saved(zip['cuentas.parquet']!));
    expect(cuentas.types).toMatchObject({ id: 'BIGINT', cliente_id: 'BIGINT', saldo: 'DECIMAL(8,2)' });
    const clientes = await readParquet(saved(zip['clientes.parquet']!));
    expect(clientes.types).toMatchObject({ alta: 'DATE', referido_por: 'BIGINT' });
  });

  it('--out folder/ writes <table>.parquet, the zip members byte for byte', async () => {
    const schema = join(dir, 'bank.json');
    writeFileSync(schema, JSON.stringify(BANK));
    const folder = join(dir, 'bank/');
    const run = await cli(['dataset', schema, '--format', 'parquet', '--out', folder]);
    expect(run.code).toBe(0);
    const zip = unzipSync(await bytesOf(dataset({ ...BANK, format: 'parquet' }).chunks()));
    expect(readFileSync(join(folder, 'cuentas.parquet'))).toEqual(Buffer.from(zip['cuentas.parquet']!));
    expect(readFileSync(join(folder, 'clientes.parquet'))).toEqual(Buffer.from(zip['clientes.parquet']!));
  });
});
