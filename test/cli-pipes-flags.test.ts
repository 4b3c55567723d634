/**
 * The CLI as a shell user meets it: a reader that stops early, the output
 * flags of bulk and dataset, readable validation extras, final newlines and
 * warnings for unknown options. Runs the built binary.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli } from './cli-runner.js';
import { testApp } from './helper.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-cli-flags-'));

/** Runs the CLI, reads `bytes` bytes of its stdout, then closes the pipe, as `| head -c` does. */
async function readThenClose(args: string[], bytes: number) {
  const child = spawn('node', [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  let got = Buffer.alloc(0);
  await new Promise<void>((resolve) => {
    const onData = (d: Buffer) => {
      got = Buffer.concat([got, d]);
      if (got.length >= bytes) {
        child.stdout.off('data', onData);
        child.stdout.destroy();
        resolve();
      }
    };
    child.stdout.on('data', onData);
  });
  const [code] = await once(child, 'exit');
  return { code, stderr, head: got.subarray(0, bytes).toString() };
}

const schema = join(dir, 'schema.json');
const fields = [
  { name: 'id', type: 'uuid' },
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'dni', type: 'documento' },
];
writeFileSync(schema, JSON.stringify({ seed: 7, refDate: '2026-01-01', fields }));

const app = await testApp();
const api = async (payload: object) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/es/bulk',
      payload: { seed: 7, refDate: '2026-01-01', fields, ...payload },
    })
  ).body;

describe('CLI: a closed pipe ends quietly with status 0', () => {
  it.each([
    ['generate', ['generate', 'uuid', '--count', '100000']],
    ['bulk', ['bulk', schema, '--count', '300000', '--format', 'csv', '--no-progress']],
    ['dataset', ['dataset', join(dir, 'dataset.json'), '--format', 'ndjson', '--no-progress']],
    ['validate --file', ['validate', '--json', '--file', join(dir, 'many.txt')]],
  ])('%s | head', async (_name, args) => {
    writeFileSync(
      join(dir, 'dataset.json'),
      JSON.stringify({ seed: 1, tables: [{ name: 't', count: 300000, fields }] }),
    );
    writeFileSync(join(dir, 'many.txt'), '12345678Z\n'.repeat(200_000));
    const { code, stderr, head } = await readThenClose(args, 10);
    expect(head.length).toBe(10);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

describe('CLI: bulk output flags', () => {
  it('--dialect, --table and --create-table give the API body with the same members', async () => {
    const flags = await cli([
      'bulk',
      schema,
      '--count',
      '5',
      '--format',
      'sql',
      '--dialect',
      'mysql',
      '--table',
      'personas',
      '--create-table',
    ]);
    expect(flags.code).toBe(0);
    expect(flags.stdout).toBe(
      await api({ count: 5, format: 'sql', dialect: 'mysql', table: 'personas', createTable: true }),
    );
    expect(flags.stdout).toContain('CREATE TABLE `personas`');
  });

  it("--delimiter and --bom set the CSV options, keeping the file's other csv members", async () => {
    const flags = await cli(['bulk', schema, '--count', '4', '--format', 'csv', '--delimiter', ';', '--bom']);
    expect(flags.code).toBe(0);
    expect(flags.stdout).toBe(await api({ count: 4, format: 'csv', csv: { delimiter: ';', bom: true } }));
    expect(flags.stdout.startsWith('\uFEFFid;nombre;dni')).toBe(true);
    const withCsv = join(dir, 'with-csv.json');
    writeFileSync(withCsv, JSON.stringify({ seed: 7, refDate: '2026-01-01', fields, csv: { bom: true } }));
    const merged = await cli(['bulk', withCsv, '--count', '4', '--format', 'csv', '--delimiter', ';']);
    expect(merged.stdout).toBe(await api({ count: 4, format: 'csv', csv: { delimiter: ';', bom: true } }));
  });

  it('a bad flag value is the API error for that member, status 2', async () => {
    const dialect = await cli(['bulk', schema, '--format', 'sql', '--dialect', 'oracle']);
    expect(dialect.code).toBe(2);
    expect(dialect.stderr).toContain('dialect');
    const delimiter = await cli(['bulk', schema, '--format', 'csv', '--delimiter', '|']);
    expect(delimiter.code).toBe(2);
    expect(delimiter.stderr).toContain('delimiter');
    const table = await cli(['bulk', schema, '--format', 'sql', '--table', 'drop table']);
    expect(table.code).toBe(2);
    expect(table.stderr).toContain('INVALID_PARAMS');
  });

  it('dataset takes --delimiter and --bom', async () => {
    const file = join(dir, 'dataset-csv.json');
    const body = { seed: 3, tables: [{ name: 'clientes', count: 3, fields }] };
    writeFileSync(file, JSON.stringify(body));
    const folder = join(dir, 'tablas/');
    const res = await cli(['dataset', file, '--format', 'csv', '--delimiter', ';', '--bom', '--out', folder]);
    expect(res.code).toBe(0);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(folder, 'clientes.csv'), 'utf8');
    expect(text.startsWith('\uFEFFid;nombre;dni')).toBe(true);
  });
});

describe('CLI: readable output', () => {
  it('validate prints extra as key: value pairs, never [object Object]', async () => {
    const { code, stdout } = await cli(['validate', 'ES9121000418450200051332']);
    expect(code).toBe(0);
    expect(stdout).not.toContain('[object Object]');
    expect(stdout).toContain('entidad: 2100');
    expect(stdout).toContain('bic: CAIXESBB');
  });

  it('JSON to stdout ends with a newline (bulk and dataset); each JSON shard too', async () => {
    const bulkJson = await cli(['bulk', schema, '--count', '3', '--format', 'json']);
    expect(bulkJson.stdout.endsWith('}\n')).toBe(true);
    const file = join(dir, 'dataset-json.json');
    writeFileSync(
      file,
      JSON.stringify({ seed: 3, format: 'json', tables: [{ name: 't', count: 3, fields }] }),
    );
    expect((await cli(['dataset', file])).stdout.endsWith('}\n')).toBe(true);
    // Each JSON shard is a whole document of its own, so each ends with a newline too.
    let rows = 0;
    for (const k of [1, 2]) {
      const part = await cli(['bulk', schema, '--count', '300', '--format', 'json', '--shard', `${k}/2`]);
      expect(part.stdout.endsWith('}\n')).toBe(true);
      rows += JSON.parse(part.stdout).data.length;
    }
    expect(rows).toBe(300);
  });

  it('an unknown generate option is echoed and named in meta.ignoredOptions, with a warning on stderr', async () => {
    const es = await cli(['generate', 'document', '--sbu', 'nie', '--seed', '1', '--json']);
    expect(es.code).toBe(0);
    const body = JSON.parse(es.stdout);
    expect(body.meta.options).toEqual({ sbu: 'nie' });
    expect(body.meta.ignoredOptions).toEqual(['sbu']);
    expect(es.stderr).toContain('sbu');
    const en = await cli(['--lang', 'en', 'generate', 'document', '--sub', 'nie', '--sbu', 'x', '--json']);
    expect(en.stderr.split('\n')[0]).toBe('warning: unknown options, ignored: sbu');
    const clean = await cli(['generate', 'document', '--sub', 'nie', '--refDate', '2026-01-01', '--json']);
    // Only the run's summary line (stderr is not a terminal here).
    expect(clean.stderr).toMatch(/^datos-prueba generate: 1 fila, [\d.]+ s, \d+ filas\/s, stdout\n$/);
  });

  it('validate --kind with blanks is a 400, as any option value with blanks', async () => {
    const res = await cli(['validate', '12345678Z', '--kind', 'DNI ']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('INVALID_PARAMS');
  });
});
