/**
 * A job stopped by SIGINT or SIGTERM leaves no partial file: the target keeps
 * its previous content (or does not exist), no temporary file stays beside
 * it, the exit code is 128 + the signal, and one line says what was not
 * written (README, Exit codes).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from './cli-runner.js';

const FIELDS = [
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'dni', type: 'documento' },
  { name: 'iban', type: 'iban' },
];

/** Starts the CLI, waits until a temporary file appears in `dir`, then sends `signal`. */
function interrupt(args: string[], dir: string, signal: 'SIGINT' | 'SIGTERM') {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn('node', [CLI, '--lang', 'en', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const poll = setInterval(() => {
      if (readdirSync(dir).some((name) => name.endsWith('.partial'))) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 20);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, stderr });
    });
  });
}

describe.each([
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)('%s during a long job', (signal, exitCode) => {
  it('bulk --out: the previous file is kept whole, no temporary file is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-int-'));
    writeFileSync(join(dir, 'schema.json'), JSON.stringify({ fields: FIELDS }));
    const target = join(dir, 'personas.csv');
    writeFileSync(target, 'previous\n');
    const args = [
      'bulk',
      join(dir, 'schema.json'),
      '--count',
      '5000000',
      '--format',
      'csv',
      '--seed',
      's',
      '--out',
      target,
    ];
    const { code, stderr } = await interrupt(args, dir, signal);
    expect(code).toBe(exitCode);
    expect(readFileSync(target, 'utf8')).toBe('previous\n');
    expect(readdirSync(dir).sort()).toEqual(['personas.csv', 'schema.json']);
    expect(stderr).toContain('Not written');
  });

  it('dataset --out folder/: the folder appears whole or not at all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-int-'));
    const body = {
      seed: 's',
      tables: [
        {
          name: 'clientes',
          count: 2_000_000,
          primaryKey: ['id'],
          fields: [{ name: 'id', type: 'secuencia' }, ...FIELDS],
        },
        { name: 'notas', count: 10, fields: [{ name: 'texto', type: 'lorem' }] },
      ],
    };
    writeFileSync(join(dir, 'banco.json'), JSON.stringify(body));
    const { code } = await interrupt(
      ['dataset', join(dir, 'banco.json'), '--format', 'csv', '--out', join(dir, 'banco/')],
      dir,
      signal,
    );
    expect(code).toBe(exitCode);
    expect(existsSync(join(dir, 'banco'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['banco.json']);
  });
});
