/**
 * The benchmark suite still works: `bench/run.ts --quick` runs every section
 * briefly, exits 0 and writes a JSON file where every section has rows of
 * finite numbers and every target was measured. The figures themselves are
 * not judged here (quick runs on a shared CI machine mean nothing).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { reachable } from './db-servers.js';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'bench-quick-'));
// The db section needs PostgreSQL: without it (and without REQUIRE_SERVICES=1) the run leaves it out.
const PG_UP = await reachable(process.env.PGHOST ?? '127.0.0.1', Number(process.env.PGPORT ?? 5432));
const WITH_DB = PG_UP || process.env.REQUIRE_SERVICES === '1';
if (!WITH_DB) console.warn('[bench-quick] PostgreSQL is not reachable: the db section is left out');
const SECTIONS = [
  'http',
  'validators',
  'generators',
  'bulk',
  'memory',
  'startup',
  'datasets',
  'anonymize',
  'jobs',
  ...(WITH_DB ? ['db', 'dbcopy'] : []),
];

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  id: string;
  value: number;
  metrics?: Record<string, number>;
  ref?: { value: number; pairedRatio?: number };
}

const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

describe('bench/run.ts --quick', () => {
  it('runs every section and writes finite figures', { timeout: 240_000 }, async () => {
    const out = join(dir, 'quick.json');
    // The global setup has built dist/ (or SKIP_BUILD=1 says it is current).
    const result = await promisify(execFile)(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        'bench/run.ts',
        '--quick',
        '--no-build',
        '--json',
        out,
        '--only',
        SECTIONS.join(','),
      ],
      { cwd: root, maxBuffer: 16 * 2 ** 20, timeout: 235_000 },
    ).catch((err: { code?: number; stdout?: string; stderr?: string }) => {
      throw new Error(`bench exited ${err.code}:\n${err.stderr ?? ''}\n${err.stdout ?? ''}`);
    });
    expect(result.stdout).toContain('| section');

    const json = JSON.parse(readFileSync(out, 'utf8'));
    expect(json.quick).toBe(true);
    expect(json.errors).toEqual({});
    expect(Object.keys(json.sections).sort()).toEqual([...SECTIONS].sort());
    for (const name of SECTIONS) {
      const rows = json.sections[name] as Row[];
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        expect(finite(row.value), row.id).toBe(true);
        if (row.ref) expect(finite(row.ref.value), `${row.id} ref`).toBe(true);
        for (const [key, value] of Object.entries(row.metrics ?? {})) {
          expect(finite(value), `${row.id} ${key}`).toBe(true);
        }
      }
    }
    // The small HTTP routes, and the logged bare server's, are measured in rounds paired with their bare references.
    const small = ['health', 'document1', 'validate', 'notfound'];
    for (const id of [
      ...small.flatMap((route) => [`http.${route}`, `http.bare-logged.${route}`]),
      'http.document1000',
    ]) {
      const row = (json.sections.http as Row[]).find((r) => r.id === id);
      expect(finite(row?.ref?.pairedRatio), id).toBe(true);
      expect(row?.metrics?.rounds, id).toBeGreaterThan(1);
    }
    for (const target of json.targets as { name: string; ratio?: number; met?: boolean }[]) {
      if (!WITH_DB && target.name.startsWith('db ')) continue;
      expect(finite(target.ratio), target.name).toBe(true);
      expect(typeof target.met, target.name).toBe('boolean');
    }
  });
});
