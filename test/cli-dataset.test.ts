/**
 * The CLI's offsets, shards and datasets (docs/api.md, Offsets, shards and the new field types), through the
 * real binary (`dist/src/cli.js`, built by the global setup):
 * - bulk `--offset N` gives rows N.. of a larger request;
 * - bulk `--shard K/N` in CSV, SQL (every dialect) and NDJSON: the N shards
 *   concatenated equal the unsharded output byte for byte, for counts that
 *   are not multiples of 100 and for N above the number of 100-row blocks;
 * - `dataset` to a file in every format, to a folder, and by shards;
 * - bad flags and an invalid dataset: exit 2 with the API's code.
 *
 * Every CLI process costs a few tenths of a second of start-up, so the
 * whole outputs that shards and pages are compared with come from the
 * library in-process (the same engine and bytes: `cli.test.ts` checks the
 * CLI against the API), and only the commands under test run the binary.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { bulkFromJson as bulk, datasetFromJson as dataset } from '../src/api/checked.js';

const CLI = join(import.meta.dirname, '..', 'dist', 'src', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-cli-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Result {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

function cli(args: readonly string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { encoding: 'buffer', maxBuffer: 64 * 2 ** 20 },
      (err, stdout, stderr) => {
        const code = err === null ? 0 : typeof err.code === 'number' ? err.code : -1;
        resolve({ code, stdout, stderr: stderr.toString('utf8') });
      },
    );
  });
}

/** The command's stdout; fails the test with its stderr when it does not exit 0. */
async function output(args: readonly string[]): Promise<Buffer> {
  const result = await cli(args);
  expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

let files = 0;
/** A JSON file in the test folder. */
function jsonFile(body: unknown): string {
  const file = join(dir, `body-${files++}.json`);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

/** Outputs of shards 1..N of a command, in order. */
const shards = (args: readonly string[], n: number) =>
  Promise.all(Array.from({ length: n }, (_, k) => output([...args, '--shard', `${k + 1}/${n}`])));

/** The whole output of the library's chunks. */
async function collect(chunks: AsyncIterable<string | Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks)
    parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(parts);
}

const bulkOutput = (body: unknown) => collect(bulk(body, { maxCount: Number.MAX_SAFE_INTEGER }).chunks());
const datasetOutput = (body: unknown) => collect(dataset(body).chunks());

/** Byte for byte, with a readable diff when they differ. */
function expectSameBytes(parts: readonly Buffer[], whole: Buffer) {
  const joined = Buffer.concat(parts);
  expect(joined.toString('utf8')).toBe(whole.toString('utf8'));
  expect(joined.equals(whole)).toBe(true);
}

const BULK_FIELDS = [
  { name: 'id', type: 'secuencia' },
  { name: 'dni', type: 'documento', unique: true },
  { name: 'email', type: 'email', unique: true },
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'edad', type: 'edad', nullable: 30 },
  { name: 'saldo', type: 'numero', options: { min: -100, max: 100, decimals: 2 } },
  { name: 'tipo', type: 'lista', options: { values: ['a', "b'c", 'd,e'] } },
];

const bulkBody = (extra: Record<string, unknown> = {}) => ({
  seed: 'cli-shards',
  refDate: '2026-01-01',
  fields: BULK_FIELDS,
  ...extra,
});

describe('CLI bulk --offset', () => {
  it('gives rows N.. of a larger request, in NDJSON, CSV and JSON', async () => {
    const schema = jsonFile(bulkBody());
    const [page, pageCsv, pageJson, whole, wholeCsv] = await Promise.all([
      output(['bulk', schema, '--count', '120', '--offset', '130', '--format', 'ndjson']),
      output(['bulk', schema, '--count', '120', '--offset', '130', '--format', 'csv']),
      output(['bulk', schema, '--count', '2', '--offset', '299', '--format', 'json']),
      bulkOutput(bulkBody({ count: 301, format: 'ndjson' })),
      bulkOutput(bulkBody({ count: 301, format: 'csv' })),
    ]);
    const lines = whole.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(301);
    expect(page.toString('utf8').trimEnd().split('\n')).toEqual(lines.slice(130, 250));
    // CSV: the page has its header (no "header": false), then the same rows.
    const csvLines = wholeCsv.toString('utf8').split('\r\n');
    const pageLines = pageCsv.toString('utf8').split('\r\n');
    expect(pageLines[0]).toBe(csvLines[0]);
    expect(pageLines.slice(1)).toEqual(csvLines.slice(131, 251).concat(''));
    const json = JSON.parse(pageJson.toString('utf8'));
    expect(json.meta.offset).toBe(299);
    expect(json.data[0]).toEqual(JSON.parse(lines[299]!));
    expect(json.data[1]).toEqual(JSON.parse(lines[300]!));
  });
});

describe('CLI bulk --shard K/N: the shards concatenate into the whole', () => {
  // Counts not multiples of 100; N above the number of 100-row blocks (250 rows: 3; 99 rows: 1).
  it.each([
    ['csv', undefined, 250, 4],
    ['ndjson', undefined, 1030, 3],
    ['sql', 'ansi', 99, 2],
    ['sql', 'postgresql', 1030, 2],
    ['sql', 'mysql', 250, 2],
    ['sql', 'sqlite', 1001, 2],
    ['sql', 'sqlserver', 250, 4],
  ] as const)('%s %s, %i rows in %i shards', async (format, dialect, count, n) => {
    const body = bulkBody({ format, count, ...(dialect ? { dialect, createTable: true } : {}) });
    const [whole, parts] = await Promise.all([bulkOutput(body), shards(['bulk', jsonFile(body)], n)]);
    expectSameBytes(parts, whole);
    // The header and the DDL are in shard 1 only.
    const first = parts[0]!.toString('utf8');
    const rest = Buffer.concat(parts.slice(1)).toString('utf8');
    if (format === 'csv') {
      expect(first.startsWith('id,dni,email,')).toBe(true);
      expect(rest).not.toContain('id,dni,email,');
    }
    if (format === 'sql') {
      expect(first).toContain('CREATE TABLE');
      expect(rest).not.toContain('CREATE TABLE');
    }
    if (count < 100 * (n - 1)) expect(parts.some((p) => p.length === 0)).toBe(true);
  });
});

/** A bank: branches, clients, 1-3 accounts per client, 0-2 movements per account. */
const DATASET = {
  seed: 'cli-dataset',
  refDate: '2026-01-01',
  tables: [
    {
      name: 'clientes',
      count: 130,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
        { name: 'email', type: 'email', unique: true },
        { name: 'sucursal_id', type: 'referencia', options: { table: 'sucursales', field: 'id' } },
      ],
    },
    {
      name: 'movimientos',
      count: { per: 'cuentas', min: 0, max: 2 },
      fields: [
        { name: 'cuenta_id', type: 'referencia', options: { table: 'cuentas', field: 'id' } },
        { name: 'importe', type: 'numero', options: { min: -500, max: 500, decimals: 2 } },
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
          name: 'titular',
          type: 'referencia',
          options: { table: 'clientes', field: 'dni', via: 'cliente_id' },
        },
        { name: 'iban', type: 'iban', unique: true },
      ],
    },
    {
      name: 'sucursales',
      count: 7,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'municipio', type: 'municipio' },
      ],
    },
  ],
};
/** Parents before children. */
const LOAD_ORDER = ['sucursales', 'clientes', 'cuentas', 'movimientos'];
const REQUEST_ORDER = DATASET.tables.map((t) => t.name);

type Row = Record<string, string | number | boolean | null>;

describe('CLI dataset', () => {
  const schema = jsonFile(DATASET);

  it('writes every format to a file', async () => {
    const out = (format: string) => join(dir, `dataset.${format}`);
    const formats = ['json', 'ndjson', 'sql', 'csv'];
    await Promise.all(
      formats.map((format) =>
        output(['dataset', schema, '--format', format, '--out', out(format), '--create-table']),
      ),
    );
    // The library's bytes (the zip too: its file times are the reference date).
    for (const format of formats) {
      const library = await datasetOutput({ ...DATASET, format, createTable: true });
      expect(readFileSync(out(format)).equals(library), format).toBe(true);
    }

    const json = JSON.parse(readFileSync(out('json'), 'utf8'));
    expect(json.status).toBe('success');
    expect(Object.keys(json.data)).toEqual(REQUEST_ORDER);
    const counts = Object.fromEntries(
      json.meta.tables.map((t: { name: string; count: number }) => [t.name, t.count]),
    );
    for (const name of REQUEST_ORDER) expect(json.data[name]).toHaveLength(counts[name]);
    expect(counts.cuentas).toBeGreaterThan(130);
    const dnis = new Map(json.data.clientes.map((c: Row) => [c.id, c.dni]));
    for (const cuenta of json.data.cuentas as Row[]) expect(cuenta.titular).toBe(dnis.get(cuenta.cliente_id));

    const lines = readFileSync(out('ndjson'), 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const tables = lines.map((l: { table: string }) => l.table);
    expect([...new Set(tables)]).toEqual(LOAD_ORDER);
    for (const name of REQUEST_ORDER) {
      expect(lines.filter((l) => l.table === name).map((l) => l.row)).toEqual(json.data[name]);
    }

    const sql = readFileSync(out('sql'), 'utf8');
    const created = [...sql.matchAll(/CREATE TABLE "?(\w+)"?/g)].map((m) => m[1]);
    expect(created).toEqual(LOAD_ORDER);
    const inserted = [...sql.matchAll(/INSERT INTO "?(\w+)"?/g)].map((m) => m[1]);
    expect([...new Set(inserted)]).toEqual(LOAD_ORDER);
    expect(sql).toMatch(/FOREIGN KEY \("?cliente_id"?\) REFERENCES "?clientes"? \("?id"?\)/);

    const zip = unzipSync(readFileSync(out('csv')));
    expect(Object.keys(zip).sort()).toEqual(REQUEST_ORDER.map((t) => `${t}.csv`).sort());
    for (const name of REQUEST_ORDER) {
      const csv = new TextDecoder().decode(zip[`${name}.csv`]).split('\r\n');
      expect(csv, name).toHaveLength(counts[name] + 2); // header, rows, final line break
      expect(csv[0]).toBe(Object.keys(json.data[name][0]).join(','));
    }
  });

  it('writes one file per table to a folder: SQL numbered in load order, CSV as in the zip', async () => {
    const sqlDir = join(dir, 'sql-folder/');
    const csvDir = join(dir, 'csv-folder');
    mkdirSync(csvDir);
    await Promise.all([
      output(['dataset', schema, '--format', 'sql', '--create-table', '--out', sqlDir]),
      output(['dataset', schema, '--format', 'csv', '--out', csvDir]),
    ]);
    expect(readdirSync(sqlDir).sort()).toEqual(LOAD_ORDER.map((t, i) => `0${i + 1}-${t}.sql`));
    for (const [i, name] of LOAD_ORDER.entries()) {
      const sql = readFileSync(join(sqlDir, `0${i + 1}-${name}.sql`), 'utf8');
      expect([...sql.matchAll(/(?:CREATE TABLE|INSERT INTO) "?(\w+)"?/g)].map((m) => m[1])).toSatisfy(
        (names: string[]) => names.length >= 2 && names.every((n) => n === name),
      );
    }
    const zip = unzipSync(await datasetOutput({ ...DATASET, format: 'csv' }));
    expect(readdirSync(csvDir).sort()).toEqual(Object.keys(zip).sort());
    for (const file of Object.keys(zip)) {
      expect(readFileSync(join(csvDir, file)).equals(Buffer.from(zip[file]!)), file).toBe(true);
    }
  });

  it('--shard: SQL, NDJSON and CSV folders concatenate into the whole', async () => {
    const sqlArgs = ['dataset', schema, '--format', 'sql', '--dialect', 'mysql', '--create-table'];
    const ndjsonArgs = ['dataset', schema, '--format', 'ndjson'];
    const csvShard = (k: number, n: number) =>
      output([
        'dataset',
        schema,
        '--format',
        'csv',
        '--out',
        join(dir, `csv-${k}-of-${n}/`),
        '--shard',
        `${k}/${n}`,
      ]);
    // About 650 rows over 4 tables, cut only at table ends and multiples of 100 rows within a table.
    const [sql, sqlParts, ndjson, ndjsonParts, zip] = await Promise.all([
      datasetOutput({ ...DATASET, format: 'sql', dialect: 'mysql', createTable: true }),
      shards(sqlArgs, 3),
      datasetOutput({ ...DATASET, format: 'ndjson' }),
      shards(ndjsonArgs, 3),
      datasetOutput({ ...DATASET, format: 'csv' }).then(unzipSync),
      ...[1, 2, 3].map((k) => csvShard(k, 3)),
    ]);
    expectSameBytes(sqlParts, sql);
    expectSameBytes(ndjsonParts, ndjson);
    expect(sqlParts.every((p) => p.length > 0)).toBe(true);
    // Each shard writes a job folder: one folder per table, holding that shard's part (docs/api.md, Job folders).
    const partOf = (k: number, name: string) =>
      join(dir, `csv-${k}-of-3`, name, `part-${String(k - 1).padStart(5, '0')}-of-00003.csv`);
    let partFiles = 0;
    for (const name of REQUEST_ORDER) {
      const parts = [1, 2, 3].flatMap((k) =>
        existsSync(partOf(k, name)) ? [readFileSync(partOf(k, name))] : [],
      );
      partFiles += parts.length;
      expectSameBytes(parts, Buffer.from(zip[`${name}.csv`]!));
    }
    expect(partFiles).toBeGreaterThan(4);
  });
});

describe('CLI: bad flags and invalid datasets', () => {
  it.each([
    ['bulk', '--shard', '0/3', 'shard'],
    ['bulk', '--shard', '4/3', 'shard'],
    ['bulk', '--shard', 'x', 'shard'],
    ['bulk', '--offset', '-1', 'offset'],
    ['dataset', '--shard', '4/3', 'shard'],
  ])('%s %s %s exits 2 with INVALID_PARAMS naming %s', async (command, flag, value, parameter) => {
    const schema = jsonFile(command === 'bulk' ? bulkBody({ count: 10 }) : DATASET);
    const result = await cli([command, schema, flag, value]);
    expect(result.code).toBe(2);
    expect(result.stdout).toHaveLength(0);
    const [message, details] = result.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^INVALID_PARAMS: /);
    expect(JSON.parse(details!)).toMatchObject({ parameter });
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unknown referencia table exits 2 naming the table and field', async () => {
    const body = structuredClone(DATASET);
    body.tables[2]!.fields[1]!.options = { table: 'bancos', field: 'id' };
    const result = await cli(['--lang', 'en', 'dataset', jsonFile(body)]);
    expect(result.code).toBe(2);
    expect(result.stdout).toHaveLength(0);
    expect(result.stderr).toMatch(/^INVALID_PARAMS: .*cuentas.*cliente_id/);
    const details = JSON.parse(result.stderr.trimEnd().split('\n')[1]!);
    expect(details).toMatchObject({ table: 'cuentas', field: 'cliente_id', member: 'options.table' });
    expect(details).toMatchObject({ problem: 'unknown_table', value: 'bancos' });
    expect(result.stderr).toMatch(
      /^INVALID_PARAMS: options\.table: there is no table "bancos"\. Table "cuentas", field "cliente_id"\./,
    );
  });
});
