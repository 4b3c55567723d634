/**
 * With stderr not a terminal, a run that writes rows ends with one line on
 * stderr: rows, seconds, rows per second and where (README, Exit codes).
 * On a terminal the progress bar says it, and the line is not printed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-summary-'));
const schema = join(dir, 'schema.json');
writeFileSync(schema, JSON.stringify({ seed: 's', fields: [{ name: 'dni', type: 'documento' }] }));
const dataset = join(dir, 'dataset.json');
writeFileSync(
  dataset,
  JSON.stringify({
    seed: 's',
    tables: [
      { name: 'clientes', count: 30, fields: [{ name: 'id', type: 'secuencia', key: true }] },
      { name: 'notas', count: 70, fields: [{ name: 'dni', type: 'documento' }] },
    ],
  }),
);
const extract = join(dir, 'clientes.csv');
writeFileSync(extract, 'dni;nombre\n12345678Z;Ana\n87654321X;Luis\n');

const lastLine = (stderr: string) => stderr.trimEnd().split('\n').at(-1);
const LINE = (command: string, rows: number, words: string, output: string) =>
  new RegExp(`^datos-prueba ${command}: ${rows} ${words}, \\d+\\.\\d\\d s, \\d+ ${words}/s, ${output}$`);

describe('the final summary line', () => {
  it('bulk, dataset, generate and anonimizar end with it, in --lang', async () => {
    const out = join(dir, 'rows.csv');
    const folder = join(dir, 'tablas/');
    const [bulk, ds, folderRun, gen, anon] = await Promise.all([
      cli(['--lang', 'en', 'bulk', schema, '--count', '1500', '--format', 'csv', '--out', out]),
      cli(['--lang', 'pt', 'dataset', dataset, '--format', 'ndjson']),
      cli(['dataset', dataset, '--format', 'csv', '--out', folder]),
      cli(['generate', 'document', '--count', '7']),
      cli(['anonimizar', extract, '--key', 'k', '--out', join(dir, 'anon.csv'), '--lang', 'en']),
    ]);
    for (const run of [bulk, ds, folderRun, gen, anon]) expect(run.code, run.stderr).toBe(0);
    expect(lastLine(bulk.stderr)).toMatch(LINE('bulk', 1500, 'rows', out));
    expect(lastLine(ds.stderr)).toMatch(LINE('dataset', 100, 'linhas', 'stdout'));
    expect(lastLine(folderRun.stderr)).toMatch(LINE('dataset', 100, 'filas', folder));
    expect(lastLine(gen.stderr)).toMatch(LINE('generate', 7, 'filas', 'stdout'));
    expect(lastLine(anon.stderr)).toMatch(LINE('anonimizar', 2, 'rows', join(dir, 'anon.csv')));
    // stdout keeps only the data.
    expect(gen.stdout).not.toContain('datos-prueba');
  });

  it('a failed run says what went wrong instead', async () => {
    const failed = await cli(['bulk', join(dir, 'missing.json')]);
    expect(failed.code).toBe(2);
    expect(failed.stderr).not.toContain('filas/s');
  });

  it.skipIf(!existsSync('/usr/bin/script'))('is not printed when stderr is a terminal', () => {
    // `script` gives the command a terminal for stdout and stderr.
    const seen = execFileSync(
      '/usr/bin/script',
      ['-qec', `${process.execPath} ${CLI} generate document --count 2 --seed s`, '/dev/null'],
      { encoding: 'utf8' },
    );
    expect(seen).toMatch(/seed: s/);
    expect(seen).not.toContain('datos-prueba generate:');
  });
});
