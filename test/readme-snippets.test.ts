/**
 * The README's JavaScript blocks run as written, against the built package
 * imported by its name (`datos-prueba`), and print what their comments say.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** The snippets fall back to a demo key when CLAVE is not set: run them as a new user would. */
function withoutKey(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { CLAVE: _clave, DATOS_PRUEBA_CLAVE: _default, ...rest } = env;
  return rest;
}

describe('README library snippets', () => {
  it('there is at least one, and it imports the package by its name', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks[0]).toContain("from 'datos-prueba'");
  });

  it.each(blocks.map((code, i) => [i + 1, code] as const))('block %i runs as written', async (i, code) => {
    // Inside the project, so `datos-prueba` resolves to the package itself (its exports);
    // run from an empty folder, so files a snippet writes land there.
    const file = join(root, 'test', `readme-block-${process.pid}-${i}.mjs`);
    const cwd = mkdtempSync(join(tmpdir(), 'readme-block-'));
    writeFileSync(file, code);
    try {
      const { stdout, stderr } = await run(process.execPath, [file], {
        cwd,
        env: withoutKey(process.env),
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(stderr).toBe('');
      if (i === 1) {
        expect(stdout).toContain("documento: 'X-4018114-Z'");
        expect(stdout).toContain("tipo: 'NIE'");
        expect(stdout).toMatch(/^100 \S.* ES\d\d( \d{4}){5}$/m);
        expect(stdout.split('\r\n').length).toBeGreaterThan(100_000);
        expect(stdout).toContain("code: 'invalid_check_letter'");
        expect(stdout).toContain("expected: 'Z'");
        expect(stdout).toMatch(/^NIPC\nNIPC$/m);
        expect(stdout).toMatch(/^clientes /m);
        expect(stdout).toMatch(/^cuentas /m);
      }
      if (code.includes('anonymize(')) {
        const [header, row] = readFileSync(join(cwd, 'anon.csv'), 'utf8').split('\n');
        expect(header).toBe('dni;nombre;iban');
        const [dni, nombre, iban] = row!.split(';');
        expect(dni).toMatch(/^\d{8}[A-Z]$/);
        expect(dni).not.toBe('12345678Z');
        expect(nombre).not.toBe('Lucía');
        expect(iban).toMatch(/^ES\d\d 2100( \d{4}){4}$/);
        expect(stdout).toMatch(/^dni: \w+, 1 replaced$/m);
      }
    } finally {
      rmSync(file, { force: true });
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
