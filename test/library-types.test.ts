/**
 * The library's types, as a caller's compiler sees them: test/types/library-types.ts,
 * with its @ts-expect-error markers taken out, fails to compile on exactly
 * the marked lines. The generated
 * catalog types must match the catalogs as they are.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CATALOG_TYPES_FILE, catalogTypes } from '../scripts/catalog-types.js';
import { FIELD_TYPES, GENERATORS } from '../src/index.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const TSC = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const SOURCE = join(root, 'test', 'types', 'library-types.ts');
const FLAGS = [
  '--noEmit',
  '--strict',
  '--target',
  'ES2022',
  '--module',
  'NodeNext',
  '--moduleResolution',
  'NodeNext',
  '--skipLibCheck',
  '--resolveJsonModule',
  '--types',
  'node',
];

async function tsc(file: string): Promise<string> {
  try {
    await run(process.execPath, [TSC, ...FLAGS, file], { cwd: root });
    return '';
  } catch (err) {
    return (err as { stdout: string }).stdout;
  }
}

describe('library types', () => {
  // One tsc run (they take a while): errors on exactly the lines after the
  // markers means that with the markers the file compiles, and that each
  // marker stands for a mistake the types catch. (The project's type check
  // compiles the marked file too.)
  it('without the markers, tsc reports errors on exactly the marked lines, and nowhere else', async () => {
    const lines = readFileSync(SOURCE, 'utf8').split('\n');
    const marked = lines.flatMap((line, i) => (line.trim().startsWith('// @ts-expect-error') ? [i + 2] : []));
    expect(marked.length).toBeGreaterThanOrEqual(12);
    const copy = join(root, 'test', 'types', `unmarked-${process.pid}.ts`);
    writeFileSync(copy, lines.map((l) => l.replace('// @ts-expect-error', '// was marked')).join('\n'));
    try {
      const output = await tsc(copy);
      const failing = new Set(
        [...output.matchAll(/unmarked-[0-9]+\.ts\(([0-9]+),[0-9]+\): error/g)].map((m) => Number(m[1])),
      );
      expect([...failing].sort((a, b) => a - b)).toEqual(marked);
    } finally {
      rmSync(copy, { force: true });
    }
  }, 60_000);

  it('the generated catalog types are current (npm run build:types)', () => {
    // The file is formatted after it is written: compare without layout.
    const normal = (text: string) =>
      text
        .replace(/\s+/g, '')
        .replace(/(=|:|\[Kin)\|/g, '$1')
        .replace(/;}/g, '}');
    expect(normal(readFileSync(CATALOG_TYPES_FILE, 'utf8'))).toBe(normal(catalogTypes()));
  });

  it('name every generator and field type of the catalogs', () => {
    const text = readFileSync(CATALOG_TYPES_FILE, 'utf8');
    for (const { name } of GENERATORS) expect(text).toContain(`readonly ${name}: {`);
    for (const { type } of FIELD_TYPES) expect(text).toContain(`readonly ${type}: `);
  });
});
