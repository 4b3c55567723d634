/**
 * When `npm start` (and the benchmark suite) rebuild dist/ first: only when
 * the server bundle or the CLI bundle is missing or older than a file it is
 * built from.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsStale } from '../scripts/build-state.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3600;

/** A project folder whose files have the given ages in hours (missing when absent). */
function project(ages: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-state-'));
  dirs.push(root);
  const now = Date.now() / 1000;
  for (const [file, age] of Object.entries(ages)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, now - age * HOUR, now - age * HOUR);
  }
  return root;
}

const BUILT = {
  'src/app.ts': 3,
  'src/http/deep/route.ts': 3,
  'package-lock.json': 5,
  'dist/server.mjs': 1,
  'dist/cli.mjs': 1,
};

describe('buildIsStale', () => {
  it.each<[string, Record<string, number>, boolean]>([
    ['built after every source', BUILT, false],
    ['a source changed after the build', { ...BUILT, 'src/http/deep/route.ts': 0.5 }, true],
    ['a new source file', { ...BUILT, 'src/new-file.ts': 0 }, true],
    ['dependencies changed (package-lock.json)', { ...BUILT, 'package-lock.json': 0 }, true],
    ['the bundle script changed', { ...BUILT, 'scripts/bundle-server.mjs': 0 }, true],
    ["the CLI's bundle script changed", { ...BUILT, 'scripts/bundle-cli.mjs': 0 }, true],
    ['the CLI bundle is older than a source', { ...BUILT, 'dist/cli.mjs': 4 }, true],
    ['only a test changed (tests are not built)', { ...BUILT, 'src/app.test.ts': 0 }, false],
    ['only a data file read at run time changed', { ...BUILT, 'src/web/index.html': 0 }, false],
  ])('%s', (_name, ages, stale) => {
    expect(buildIsStale(project(ages))).toBe(stale);
  });

  it('a checkout without dist/ is stale', () => {
    const { 'dist/server.mjs': _, 'dist/cli.mjs': __, ...sources } = BUILT;
    expect(buildIsStale(project(sources))).toBe(true);
  });

  it('a build without the CLI bundle is stale', () => {
    const { 'dist/cli.mjs': _, ...rest } = BUILT;
    expect(buildIsStale(project(rest))).toBe(true);
  });
});
