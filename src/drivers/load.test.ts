import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/index.js';
import {
  driverMissing,
  importIfInstalled,
  mysqlDriver,
  postgresDriver,
  redisDriver,
  sqliteDriver,
} from './load.js';

const dir = mkdtempSync(join(tmpdir(), 'drivers-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('optional drivers (README, Live databases)', () => {
  it('a package that is not installed is named, not thrown', async () => {
    const missing: string[] = [];
    const name = 'datos-prueba-no-such-driver';
    await expect(importIfInstalled(name, () => import(name), missing)).resolves.toBeUndefined();
    expect(missing).toEqual([name]);
  });

  it('an installed package whose own dependency is missing keeps its error', async () => {
    const broken = join(dir, 'broken.mjs');
    writeFileSync(broken, "import 'datos-prueba-no-such-dependency';\n");
    const missing: string[] = [];
    await expect(
      importIfInstalled('broken', () => import(pathToFileURL(broken).href), missing),
    ).rejects.toMatchObject({ code: 'ERR_MODULE_NOT_FOUND' });
    expect(missing).toEqual([]);
  });

  it('the message names what to install, one package or several, in each language', () => {
    const one = driverMissing('SQLite', ['better-sqlite3']);
    expect(one).toBeInstanceOf(ApiError);
    expect(one.details).toEqual({
      problem: 'driver_missing',
      purpose: 'SQLite',
      packages: ['better-sqlite3'],
    });
    expect(one.headline('en')).toBe(
      'SQLite needs the package better-sqlite3: install it with npm install better-sqlite3',
    );
    expect(one.headline('es')).toBe(
      'Para SQLite hace falta el paquete better-sqlite3: instálalo con npm install better-sqlite3',
    );
    const two = driverMissing('PostgreSQL', ['pg', 'pg-copy-streams']);
    expect(two.headline('en')).toBe(
      'PostgreSQL needs the packages pg and pg-copy-streams: install them with npm install pg pg-copy-streams',
    );
    expect(two.headline('pt')).toBe(
      'Para PostgreSQL são precisos os pacotes pg e pg-copy-streams: instale-os com npm install pg pg-copy-streams',
    );
  });

  it('installed drivers load (the project installs them for its own tests)', async () => {
    const pg = await postgresDriver();
    expect(typeof pg.Client).toBe('function');
    expect(typeof pg.copyFrom).toBe('function');
    expect(typeof (await mysqlDriver())).toBe('function');
    expect(typeof (await sqliteDriver())).toBe('function');
    expect(typeof (await redisDriver())).toBe('function');
  });
});
