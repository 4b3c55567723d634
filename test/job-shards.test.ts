/**
 * Shards from a job engine and job folders (docs/api.md, Job folders): N CLI
 * processes given only an engine's variables (Kubernetes Indexed Jobs, AWS
 * Batch array jobs, Cloud Run jobs) write parts whose concatenation (or, for
 * Parquet, whose reading as one table) is the single run; the manifest is
 * the same from any part and from `manifest`; `verify` tells missing and
 * different parts; a part run again rewrites the same bytes; inconsistent
 * settings are refused with exit code 2.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { jobShard } from '../src/cli/job-shard.js';
import { CLI, cli } from './cli-runner.js';
import { FIXED_DATE } from './helper.js';
import { duckdb, readParquet, sqlLiteral } from './parquet-reader.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'job-shards-'));
const ENGINE_VARIABLES = [
  'JOB_COMPLETION_INDEX',
  'AWS_BATCH_JOB_ARRAY_INDEX',
  'CLOUD_RUN_TASK_INDEX',
  'CLOUD_RUN_TASK_COUNT',
  'DATOS_PRUEBA_SHARDS',
];

/** This process's environment without any engine variable, plus `vars`. */
function environment(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ENGINE_VARIABLES) delete env[name];
  return { ...env, ...vars };
}

async function runCli(args: string[], vars: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node', [CLI, '--lang', 'en', ...args], {
      env: environment(vars),
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'buffer',
    });
    return { code: 0, stdout, stderr: stderr.toString() };
  } catch (err) {
    const e = err as { code: number; stdout: Buffer; stderr: Buffer };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr.toString() };
  }
}

/** N copies at once, copy i given `vars(i)` only. */
async function job(args: string[], n: number, vars: (i: number) => Record<string, string>, of = n) {
  const runs = await Promise.all(Array.from({ length: n }, (_, i) => runCli(args, vars(i))));
  for (const r of runs) expect([r.code, r.stderr]).toEqual([0, expect.stringContaining(`of ${of}, from`)]);
  return runs;
}

function schema(name: string, body: unknown): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

const partFiles = (folder: string, ext: string) =>
  readdirSync(folder)
    .filter((f) => f.startsWith('part-') && f.endsWith(`.${ext}`))
    .sort();

const concat = (folder: string, files: string[]) =>
  Buffer.concat(files.map((f) => readFileSync(join(folder, f))));

const BULK = {
  seed: 'motor',
  refDate: FIXED_DATE,
  count: 2345,
  fields: [
    { name: 'id', type: 'secuencia' },
    { name: 'dni', type: 'documento' },
    { name: 'nombre', type: 'nombre_completo' },
    { name: 'importe', type: 'numero', options: { min: 0, max: 5000, decimals: 2 }, nullable: 10 },
    { name: 'alta', type: 'fecha' },
  ],
};

const BANK = {
  seed: 'motor-banco',
  refDate: FIXED_DATE,
  tables: [
    {
      name: 'clientes',
      count: 450,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', unique: true },
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 0, max: 3 },
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
        { name: 'iban', type: 'iban' },
      ],
    },
  ],
};

// Several CLI processes at once on a small machine: more time than one test's default.
describe('bulk parts from a job engine', { timeout: 180_000 }, () => {
  const file = schema('bulk', BULK);

  it('Kubernetes Indexed Job (JOB_COMPLETION_INDEX, DATOS_PRUEBA_SHARDS): CSV parts concatenate into the single run; verify passes', async () => {
    const folder = join(dir, 'k8s/');
    await job(['bulk', file, '--format', 'csv', '--out', folder], 4, (i) => ({
      JOB_COMPLETION_INDEX: String(i),
      DATOS_PRUEBA_SHARDS: '4',
    }));
    const single = await runCli(['bulk', file, '--format', 'csv']);
    const parts = partFiles(folder, 'csv');
    expect(parts).toEqual([0, 1, 2, 3].map((i) => `part-0000${i}-of-00004.csv`));
    expect(concat(folder, parts)).toEqual(single.stdout);
    const verify = await runCli(['verify', folder]);
    expect([verify.code, verify.stdout.toString()]).toEqual([0, '4 of 4 parts verified\n']);

    // A part run again rewrites the same bytes; the manifest command writes the same manifest.
    const before = readFileSync(join(folder, parts[2]!));
    await job(
      ['bulk', file, '--format', 'csv', '--out', folder],
      1,
      () => ({ JOB_COMPLETION_INDEX: '2', DATOS_PRUEBA_SHARDS: '4' }),
      4,
    );
    expect(readFileSync(join(folder, parts[2]!))).toEqual(before);
    const manifestFolder = join(dir, 'k8s-manifest/');
    const manifest = await runCli([
      'manifest',
      file,
      '--format',
      'csv',
      '--shards',
      '4',
      '--out',
      manifestFolder,
    ]);
    expect(manifest.code).toBe(0);
    expect(readFileSync(join(manifestFolder, '_manifest.json'))).toEqual(
      readFileSync(join(folder, '_manifest.json')),
    );
    const { files, rows } = JSON.parse(readFileSync(join(folder, '_manifest.json'), 'utf8'));
    expect(rows).toBe(2345);
    expect(files.map((f: { firstRow: number; rows: number }) => [f.firstRow, f.rows])).toEqual([
      [0, 600],
      [600, 600],
      [1200, 600],
      [1800, 545],
    ]);
  });

  it('verify names missing parts (exit 1) and different ones (exit 3); no manifest is exit 2', async () => {
    const folder = join(dir, 'k8s/');
    rmSync(join(folder, '_part-00001-of-00004.json'));
    const missing = await runCli(['verify', folder]);
    expect([missing.code, missing.stdout.toString()]).toEqual([
      1,
      'part-00001-of-00004: missing\n3 of 4 parts verified\n',
    ]);
    const third = join(folder, 'part-00002-of-00004.csv');
    const bytes = readFileSync(third);
    bytes[100] = bytes[100] === 65 ? 66 : 65;
    writeFileSync(third, bytes);
    const different = await runCli(['verify', folder, '--json']);
    expect(different.code).toBe(3);
    expect(JSON.parse(different.stdout.toString())).toMatchObject({
      missing: ['part-00001-of-00004'],
      different: [{ part: 'part-00002-of-00004', path: 'part-00002-of-00004.csv', problem: 'sha256' }],
    });
    const none = await runCli(['verify', join(dir, 'nowhere/')]);
    expect([none.code, none.stderr]).toEqual([2, expect.stringContaining('INVALID_PARAMS')]);
  });

  it('AWS Batch array job (AWS_BATCH_JOB_ARRAY_INDEX, DATOS_PRUEBA_SHARDS): Parquet parts read as one table equal the single run', async () => {
    const folder = join(dir, 'batch/');
    await job(['bulk', file, '--format', 'parquet', '--out', folder], 3, (i) => ({
      AWS_BATCH_JOB_ARRAY_INDEX: String(i),
      DATOS_PRUEBA_SHARDS: '3',
    }));
    const singlePath = join(dir, 'single.parquet');
    expect((await runCli(['bulk', file, '--format', 'parquet', '--out', singlePath])).code).toBe(0);
    const parts = await readParquet(join(folder, 'part-*.parquet'));
    const single = await readParquet(singlePath);
    expect(parts.types).toEqual(single.types);
    expect(parts.rows).toEqual(single.rows);
    const aggregates = (source: string) =>
      duckdb(
        `SELECT count(*)::INTEGER AS n, sum(importe)::VARCHAR AS total, min(alta)::VARCHAR AS first, count(DISTINCT dni)::INTEGER AS dnis FROM read_parquet(${sqlLiteral(source)})`,
      );
    expect(await aggregates(join(folder, 'part-*.parquet'))).toEqual(await aggregates(singlePath));
    expect((await runCli(['verify', folder])).code).toBe(0);
  });
});

describe('dataset parts from a job engine', { timeout: 180_000 }, () => {
  const file = schema('bank', BANK);

  it('Cloud Run job (CLOUD_RUN_TASK_INDEX, CLOUD_RUN_TASK_COUNT): per-table CSV parts concatenate into each table', async () => {
    const folder = join(dir, 'cloudrun/');
    await job(['dataset', file, '--format', 'csv', '--out', folder], 3, (i) => ({
      CLOUD_RUN_TASK_INDEX: String(i),
      CLOUD_RUN_TASK_COUNT: '3',
    }));
    const whole = join(dir, 'bank-whole/');
    expect((await runCli(['dataset', file, '--format', 'csv', '--out', whole])).code).toBe(0);
    for (const table of ['clientes', 'cuentas']) {
      const tableFolder = join(folder, table);
      expect(concat(tableFolder, partFiles(tableFolder, 'csv'))).toEqual(
        readFileSync(join(whole, `${table}.csv`)),
      );
    }
    expect((await runCli(['verify', folder])).code).toBe(0);
  });

  it('Kubernetes Indexed Job with --shards: per-table Parquet parts read as each table', async () => {
    const folder = join(dir, 'k8s-bank/');
    await job(['dataset', file, '--format', 'parquet', '--shards', '4', '--out', folder], 4, (i) => ({
      JOB_COMPLETION_INDEX: String(i),
    }));
    const whole = join(dir, 'bank-parquet/');
    expect((await runCli(['dataset', file, '--format', 'parquet', '--out', whole])).code).toBe(0);
    for (const table of ['clientes', 'cuentas'])
      expect((await readParquet(join(folder, table, 'part-*.parquet'))).rows).toEqual(
        (await readParquet(join(whole, `${table}.parquet`))).rows,
      );
    expect((await runCli(['verify', folder])).code).toBe(0);
  });
});

describe('inconsistent job settings', { timeout: 60_000 }, () => {
  it.each([
    [{}, { JOB_COMPLETION_INDEX: '1' }, 'no_shard_count'],
    [{}, { CLOUD_RUN_TASK_INDEX: '3', CLOUD_RUN_TASK_COUNT: '3' }, 'CLOUD_RUN_TASK_INDEX'],
    [{ shards: '8' }, { CLOUD_RUN_TASK_INDEX: '0', CLOUD_RUN_TASK_COUNT: '4' }, 'shard_count_mismatch'],
    [
      {},
      { JOB_COMPLETION_INDEX: '0', AWS_BATCH_JOB_ARRAY_INDEX: '0', DATOS_PRUEBA_SHARDS: '2' },
      'several_shard_indexes',
    ],
    [{}, { AWS_BATCH_JOB_ARRAY_INDEX: 'x', DATOS_PRUEBA_SHARDS: '2' }, 'AWS_BATCH_JOB_ARRAY_INDEX'],
    [{ shards: '4' }, {}, 'no_shard_index'],
    [{ shard: '2/4', shards: '5' }, {}, 'shard_count_mismatch'],
  ])('%j with %j is refused', (flags, env, words) => {
    expect(() => jobShard(flags, env)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMS', details: expect.objectContaining({}) }),
    );
    try {
      jobShard(flags, env);
    } catch (err) {
      expect(JSON.stringify((err as { details: unknown }).details)).toContain(words);
    }
  });

  it('reads each engine; --shard wins over the environment; none gives no shard', () => {
    expect(jobShard({}, { JOB_COMPLETION_INDEX: '7', DATOS_PRUEBA_SHARDS: '64' })?.shard).toEqual({
      k: 8,
      n: 64,
    });
    expect(jobShard({ shards: '5' }, { AWS_BATCH_JOB_ARRAY_INDEX: '4' })?.shard).toEqual({ k: 5, n: 5 });
    expect(jobShard({}, { CLOUD_RUN_TASK_INDEX: '0', CLOUD_RUN_TASK_COUNT: '2' })?.shard).toEqual({
      k: 1,
      n: 2,
    });
    expect(jobShard({ shard: '2/3' }, { JOB_COMPLETION_INDEX: '0' })).toEqual({ shard: { k: 2, n: 3 } });
    expect(jobShard({}, {})).toBeUndefined();
  });

  it('the CLI exits 2 with the problem named; a job folder needs a fixed seed and refDate', async () => {
    const file = schema('bulk-bad', BULK);
    const bad = await runCli(['bulk', file, '--out', join(dir, 'bad/')], { JOB_COMPLETION_INDEX: '3' });
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('DATOS_PRUEBA_SHARDS')]);
    const { seed: _seed, ...unseeded } = BULK;
    const loose = await cli([
      'bulk',
      schema('unseeded', unseeded),
      '--shard',
      '1/2',
      '--out',
      join(dir, 'loose/'),
    ]);
    expect([loose.code, loose.stderr]).toEqual([2, expect.stringContaining('"member":"seed"')]);
  });
});
