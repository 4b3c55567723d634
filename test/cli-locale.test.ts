import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli-runner.js';
import { testApp } from './helper.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-cli-locale-'));

const app = await testApp();

/** `--locale`: the CLI gives the same data as the API path of that country. */
describe('CLI --locale', () => {
  it('generate under pt prints what GET /api/v1/pt/... answers', async () => {
    const { code, stdout } = await cli([
      '--locale',
      'pt',
      'generate',
      'document',
      '--count',
      '4',
      '--seed',
      'x',
      '--sub',
      'nipc',
    ]);
    expect(code).toBe(0);
    const api = await app.inject({ url: '/api/v1/pt/document?count=4&seed=x&sub=nipc' });
    expect(JSON.parse(stdout).data).toEqual(api.json().data);
    expect(JSON.parse(stdout).meta.locale).toBe('pt');
  });

  it('bulk and dataset under pt give Portuguese rows', async () => {
    const schema = join(dir, 'schema.json');
    writeFileSync(
      schema,
      JSON.stringify({
        seed: 's',
        count: 5,
        format: 'ndjson',
        fields: [
          { name: 'cp', type: 'cp' },
          { name: 'iban', type: 'iban' },
        ],
      }),
    );
    const bulk = await cli(['--locale', 'pt', 'bulk', schema, '--no-progress']);
    expect(bulk.code).toBe(0);
    const rows = bulk.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.cp).toMatch(/^\d{4}-\d{3}$/);
      expect(row.iban).toMatch(/^PT50\d{21}$/);
    }
    const body = join(dir, 'dataset.json');
    writeFileSync(
      body,
      JSON.stringify({
        seed: 's',
        format: 'json',
        tables: [{ name: 'clientes', count: 3, fields: [{ name: 'nif', type: 'documento' }] }],
      }),
    );
    const dataset = await cli(['--locale', 'pt', 'dataset', body, '--no-progress']);
    expect(dataset.code).toBe(0);
    const nifs = JSON.parse(dataset.stdout).data.clientes.map((r: { nif: string }) => r.nif);
    expect(nifs.every((nif: string) => /^[123]\d{8}$|^45\d{7}$/.test(nif))).toBe(true);
  });

  it('validate detects Portugal kinds under pt and keeps Spain by default', async () => {
    const pt = await cli(['--locale', 'pt', 'validate', '501964843', '--json']);
    expect(pt.code).toBe(0);
    expect(JSON.parse(pt.stdout)[0]).toMatchObject({ valid: true, kind: 'NIPC' });
    const es = await cli(['validate', '501964843', '--json']);
    expect(es.code).toBe(1);
    expect(JSON.parse(es.stdout)[0]).toMatchObject({ valid: false });
  });

  it.each([
    [['db', 'introspect', 'sqlite:no-such-file.db'], 1],
    [['db', 'fill', 'sqlite:no-such-file.db'], 1],
  ])('%j: Spain, Portugal and Mexico each get as far as the missing file', async (args, code) => {
    for (const locale of ['es', 'pt', 'mx']) {
      const result = await cli(['--locale', locale, ...args]);
      expect(result.code).toBe(code);
      expect(result.stderr).toContain('no-such-file');
      expect(result.stderr).not.toContain('locale_not_served');
    }
  });

  it('anonimizar takes es, pt and mx', async () => {
    for (const locale of ['es', 'pt', 'mx']) {
      const result = await cli(['--locale', locale, 'anonimizar', 'no-such-file.csv', '--key', 'k']);
      // As far as the missing file: a usage error (README, Exit codes).
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('no-such-file');
    }
  });

  it('refuses an unknown locale with one line naming the choices', async () => {
    const { code, stderr } = await cli(['--locale', 'fr', 'generate', 'document']);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(
      'INVALID_PARAMS: --locale debe ser uno de: «es», «pt», «mx»; has enviado «fr»',
    );
    expect(stderr).not.toMatch(/at .*\.js/);
  });
});
