/**
 * The README's JavaScript blocks run as written, against the built package
 * imported by its name (`datos-prueba`), and print what their comments say.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('README library snippets', () => {
  it('there is at least one, and it imports the package by its name', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks[0]).toContain("from 'datos-prueba'");
  });

  it.each(blocks.map((code, i) => [i + 1, code] as const))('block %i runs as written', async (i, code) => {
    // Inside the project, so `datos-prueba` resolves to the package itself (its exports).
    const file = join(root, 'test', `readme-block-${process.pid}-${i}.mjs`);
    writeFileSync(file, code);
    try {
      const { stdout, stderr } = await run(process.execPath, [file], {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(stderr).toBe('');
      if (i === 1) {
        expect(stdout).toContain("documento: 'X-5026594-J'");
        expect(stdout).toContain("tipo: 'NIE'");
        expect(stdout).toMatch(/^100 \S.* ES\d\d( \d{4}){5}$/m);
        expect(stdout.split('\r\n').length).toBeGreaterThan(100_000);
        expect(stdout).toContain("code: 'invalid_check_letter'");
        expect(stdout).toContain("expected: 'Z'");
        expect(stdout).toMatch(/^clientes /m);
        expect(stdout).toMatch(/^cuentas /m);
      }
    } finally {
      rmSync(file, { force: true });
    }
  });
});
