/**
 * The package as a user installs it (README, Installation): `npm pack` of
 * the build, then `npm install` of the tarball in a fresh folder. On the
 * Node version package.json promises, npm prints no engine warning; no
 * database driver or Redis client is installed or compiled (they are
 * optional peer dependencies); the library and the generator work without
 * them and load none; the commands that need one say in one line which
 * package to install, with exit code 2.
 *
 * It needs the npm registry (packages come from the local npm cache when
 * it has them). An unreachable registry skips it with a message, unless
 * REQUIRE_SERVICES=1, which makes it fail.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowestMajor } from './engine-range.js';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const OPTIONAL = ['pg', 'pg-copy-streams', 'mysql2', 'better-sqlite3', 'ioredis'];
const REGISTRY = process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
const TRACE = join(root, 'test', 'fixtures', 'trace-imports.mjs');

async function registryReachable(): Promise<boolean> {
  try {
    const answer = await fetch(new URL('datos-prueba', REGISTRY), {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    return answer.status < 500;
  } catch {
    return false;
  }
}

const reachable = await registryReachable();
const skip = !reachable && process.env.REQUIRE_SERVICES !== '1';
if (skip)
  console.warn(
    `[consumer install] the npm registry (${REGISTRY}) is not reachable: skipped (REQUIRE_SERVICES=1 makes it fail)`,
  );

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment without what `npm test` sets for its own script (the
 * project's folder as npm's prefix would send the install there), keeping
 * the registry and cache the user chose.
 */
function npmFree(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = new Set(['npm_config_registry', 'npm_config_cache']);
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('npm_') || kept.has(k)));
}

async function run(file: string, args: string[], cwd: string, timeout = 60_000): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, {
      cwd,
      timeout,
      maxBuffer: 16 * 1024 * 1024,
      env: npmFree(process.env),
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every package folder under node_modules, scoped ones and nested ones included. */
function packageFolders(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .flatMap((e) =>
      e.name.startsWith('@')
        ? readdirSync(join(modules, e.name)).map((n) => join(modules, e.name, n))
        : [join(modules, e.name)],
    )
    .flatMap((folder) => [folder, ...packageFolders(join(folder, 'node_modules'))]);
}

/** Native add-ons (`.node` files), downloaded or compiled, anywhere under a folder. */
function nativeAddons(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.node'));
}

describe.skipIf(skip)('consumer install (README, Installation)', () => {
  const work = mkdtempSync(join(tmpdir(), 'consumer-install-'));
  const app = join(work, 'app');
  let install: Run;

  beforeAll(async () => {
    expect(reachable, `the npm registry (${REGISTRY}) is not reachable`).toBe(true);
    // The global setup built dist/; packing skips `prepare` so as not to build it again.
    const packed = await run(
      'npm',
      ['pack', '--ignore-scripts', '--silent', '--pack-destination', work],
      root,
    );
    expect(packed.code, packed.stderr).toBe(0);
    const tarball = join(work, packed.stdout.trim().split('\n').at(-1)!);
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'app', version: '1.0.0', private: true }),
    );
    install = await run(
      'npm',
      ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'warn'],
      app,
      170_000,
    );
    expect(install.code, install.stderr).toBe(0);
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('npm warns about no engine; every installed package runs on the Node package.json promises', () => {
    expect(`${install.stdout}\n${install.stderr}`).not.toMatch(/EBADENGINE/);
    const promised = lowestMajor(pkg.engines.node);
    const tooNew = packageFolders(join(app, 'node_modules'))
      .map((folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')))
      .filter((meta) => typeof meta.engines?.node === 'string' && lowestMajor(meta.engines.node) > promised)
      .map((meta) => `${meta.name}@${meta.version}: ${meta.engines.node}`);
    expect(tooNew).toEqual([]);
  });

  it('no database driver or Redis client is installed, and nothing is compiled', () => {
    const installed = packageFolders(join(app, 'node_modules')).map((folder) =>
      folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length),
    );
    expect(installed).toContain('datos-prueba');
    expect(installed.filter((name) => OPTIONAL.includes(name))).toEqual([]);
    expect(nativeAddons(join(app, 'node_modules'))).toEqual([]);
  });

  it('the library generates without the drivers and loads none of them', async () => {
    const imported = await run(
      process.execPath,
      [
        '--import',
        TRACE,
        '--input-type=module',
        '-e',
        "const { generate } = await import('datos-prueba'); process.stdout.write(JSON.stringify(generate({ generator: 'identity', count: 2, seed: 'x' })));",
      ],
      app,
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout).data).toHaveLength(2);
    const loaded = imported.stderr.split('\n').filter((l) => l.startsWith('LOADED '));
    expect(loaded.some((l) => l.includes('/node_modules/datos-prueba/dist/src/index.js'))).toBe(true);
    expect(loaded.filter((l) => /\/(pg|pg-copy-streams|mysql2|better-sqlite3|ioredis)\//.test(l))).toEqual(
      [],
    );
  });

  it('db commands without their driver: one line naming the packages, exit 2', async () => {
    const bin = join(app, 'node_modules', '.bin', 'datos-prueba');
    const cases = [
      [['db', 'fill', 'sqlite:x.db', '--rows', '1', '--lang', 'en'], 'npm install better-sqlite3'],
      [['db', 'introspect', 'postgres://u@127.0.0.1:9/x', '--lang', 'en'], 'npm install pg pg-copy-streams'],
      [['db', 'introspect', 'mysql://u@127.0.0.1:9/x', '--lang', 'en'], 'npm install mysql2'],
    ] as const;
    for (const [args, advice] of cases) {
      const result = await run(bin, [...args], app);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trimEnd().split('\n'), args.join(' ')).toEqual([expect.stringContaining(advice)]);
    }
    expect(existsSync(join(app, 'x.db'))).toBe(false);
  });

  it('the server runs without ioredis, and a REDIS_URL without it says what to install', async () => {
    const health = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { buildApp, loadConfig } = await import('datos-prueba/server'); const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' })); const r = await app.inject({ url: '/health' }); await app.close(); process.stdout.write(String(r.statusCode));",
      ],
      app,
    );
    expect(health.code, health.stderr).toBe(0);
    expect(health.stdout).toBe('200');
    const shared = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { runServer } = await import('datos-prueba/server'); await runServer({ REDIS_URL: 'redis://127.0.0.1:9', PORT: '0', HOST: '127.0.0.1' });",
      ],
      app,
    );
    expect(shared.code).toBe(1);
    expect(shared.stderr.trimEnd().split('\n')).toEqual([
      'Configuration error: REDIS_URL needs the package ioredis: install it with npm install ioredis',
    ]);
  });
});
