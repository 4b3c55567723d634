import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../src/errors/index.js';
import { CLI, cli } from './cli-runner.js';
import { SPEC_GENERATORS, testApp } from './helper.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-cli-'));

const app = await testApp();

describe('CLI: the real binary', () => {
  it('generate prints the same JSON as the API when piped', async () => {
    const { code, stdout } = await cli([
      'generate',
      'document',
      '--count',
      '5',
      '--seed',
      'abc',
      '--sub',
      'nie',
      '--fmt',
      'dashed',
      '--refDate',
      '2026-01-01',
    ]);
    expect(code).toBe(0);
    const api = await app.inject({
      url: '/api/v1/es/document?count=5&seed=abc&sub=nie&fmt=dashed&refDate=2026-01-01',
    });
    expect(stdout.trim()).toBe(api.body);
  });

  it('generate: every generator matches the API byte for byte', async () => {
    // `document` is the test above, with its options.
    for (const generator of SPEC_GENERATORS.filter((g) => g !== 'document')) {
      const { stdout } = await cli([
        'generate',
        generator,
        '--count',
        '3',
        '--seed',
        's1',
        '--refDate',
        '2026-03-04',
      ]);
      const api = await app.inject({ url: `/api/v1/es/${generator}?count=3&seed=s1&refDate=2026-03-04` });
      expect(stdout.trim(), generator).toBe(api.body);
    }
  });

  it('bad flags give the API code and message, exit 2', async () => {
    const bad = await cli(['generate', 'document', '--sub', 'pasaporte']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('INVALID_PARAMS: --sub debe ser uno de: «dni», «nie»');
    expect(bad.stderr).toContain('has enviado «pasaporte»');
    const en = await cli(['--lang', 'en', 'generate', 'nope']);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain(`UNKNOWN_GENERATOR: ${ERROR_MESSAGES.UNKNOWN_GENERATOR.en}`);
    // Each mistake in a count is told apart, in the chosen language.
    const counts = await Promise.all(
      ['abc', '1e6', '-5', '1.5'].map((n) => cli(['--lang', 'en', 'generate', 'uuid', '--count', n])),
    );
    expect(counts.map((c) => c.stderr.split('\n')[0])).toEqual([
      'INVALID_PARAMS: --count must be a whole number at least 1; you sent "abc"',
      'INVALID_PARAMS: --count is written with digits only (0-9); you sent "1e6"',
      'INVALID_PARAMS: --count must be at least 1; you sent "-5"',
      'INVALID_PARAMS: --count must be a whole number at least 1; you sent "1.5"',
    ]);
  });

  it('validate: exit 0 when valid, 1 when invalid, reason in the chosen language', async () => {
    const ok = await cli(['validate', '12345678Z', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)[0]).toMatchObject({ valid: true, kind: 'DNI', normalized: '12345678Z' });
    const bad = await cli(['--lang', 'en', 'validate', '12345678A', '--kind', 'DNI', '--json']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)[0]).toMatchObject({
      valid: false,
      code: 'invalid_check_letter',
      expected: 'Z',
    });
    expect(JSON.parse(bad.stdout)[0].reason).toMatch(/check letter/);
  });

  it('validate --file summarises per reason', async () => {
    const file = join(dir, 'values.txt');
    writeFileSync(
      file,
      [
        '12345678Z',
        '12345678A',
        'X1234567L',
        'ES9121000418450200051332',
        'ES0021000418450200051332',
        'hola',
        '',
      ].join('\n'),
    );
    const { code, stdout } = await cli(['validate', '--file', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^6 valores: 3 válidos, 3 no válidos/);
    expect(stdout).toMatch(/1\s+invalid_check_letter/);
    expect(stdout).toMatch(/1\s+invalid_iban_check_digits/);
    expect(stdout).toMatch(/1\s+unrecognized_format/);
  });

  it('bulk matches the API for every format', async () => {
    const body = {
      seed: 7,
      refDate: '2026-01-01',
      count: 20,
      fields: [
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'dni', type: 'documento' },
        { name: 'edad', type: 'edad', nullable: 20 },
        { name: 'activo', type: 'booleano' },
        { name: 'iban', type: 'iban' },
      ],
    };
    const file = join(dir, 'schema.json');
    writeFileSync(file, JSON.stringify(body));
    for (const format of ['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson']) {
      const { code, stdout } = await cli(['bulk', file, '--format', format]);
      expect(code).toBe(0);
      const api = await app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload: { ...body, format } });
      // Stdout ends with a newline; the API's body is the same bytes before it.
      expect(stdout, format).toBe(api.body.endsWith('\n') ? api.body : `${api.body}\n`);
    }
  });

  it('bulk streams 200,000 rows to a file with flat memory', async () => {
    const file = join(dir, 'schema.json');
    writeFileSync(
      file,
      JSON.stringify({
        seed: 'big',
        fields: [
          { name: 'n', type: 'nombre_completo' },
          { name: 'cp', type: 'cp' },
        ],
      }),
    );
    const peak = async (count: number) => {
      const out = join(dir, `out-${count}.csv`);
      const child = spawn('/usr/bin/time', [
        '-f',
        '%M',
        'node',
        CLI,
        'bulk',
        file,
        '--count',
        String(count),
        '--format',
        'csv',
        '--out',
        out,
      ]);
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect(code).toBe(0);
      const lines = readFileSync(out, 'utf8').split('\r\n').length - 2;
      expect(lines).toBe(count);
      return { rssKb: Number(stderr.trim().split('\n').pop()), bytes: statSync(out).size };
    };
    const small = await peak(20_000);
    const large = await peak(200_000);
    // Ten times the rows (and bytes) must not mean more than a few MB more memory.
    expect(large.bytes).toBeGreaterThan(small.bytes * 9);
    expect(large.rssKb - small.rssKb).toBeLessThan(32 * 1024);
  }, 120_000);

  it('bulk refuses a bad schema with the API code', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ fields: [{ name: 'a', type: 'nope' }] }));
    const res = await cli(['bulk', file]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('INVALID_PARAMS');
    writeFileSync(file, JSON.stringify({ fields: 'x' }));
    expect((await cli(['bulk', file])).stderr).toContain('INVALID_BODY');
  });

  it('--help shows examples for every command', async () => {
    for (const command of ['generate', 'bulk', 'validate', 'serve']) {
      const { stdout } = await cli([command, '--help']);
      expect(stdout).toContain('Usage: datos-prueba');
      if (command !== 'serve') expect(stdout).toContain('Examples:');
    }
  });
});
