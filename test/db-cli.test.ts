import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-runner.js';
import {
  fixture,
  freeLoopbackPort,
  PG,
  postgresSchema,
  reachable,
  skipUnless,
  sqliteFile,
} from './db-servers.js';

const dir = mkdtempSync(join(tmpdir(), 'db-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'S3cr3t-pass-xyz';
const oneLine = (text: string) => text.trim().split('\n');

const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));

describe('db: connection problems', () => {
  it('a closed port: one line, exit 1, no password', async () => {
    const port = await freeLoopbackPort();
    for (const scheme of ['postgres', 'mysql']) {
      const { code, stderr, stdout } = await cli([
        'db',
        'introspect',
        `${scheme}://u:${SECRET}@127.0.0.1:${port}/x`,
      ]);
      expect(code, scheme).toBe(1);
      expect(oneLine(stderr), stderr).toHaveLength(1);
      expect(stderr).toMatch(/^CONNECTION_REFUSED: /);
      expect(stderr + stdout).not.toContain(SECRET);
    }
  });

  it.skipIf(skipPg)('a wrong password and a missing database name the problem', async () => {
    const wrongUser = await cli([
      'db',
      'introspect',
      `postgres://no_such_user_dp:${SECRET}@${PG.host}:${PG.port}/test`,
    ]);
    expect(wrongUser.code).toBe(1);
    expect(oneLine(wrongUser.stderr)).toHaveLength(1);
    expect(wrongUser.stderr).toMatch(/^(AUTH_FAILED|DATABASE_ERROR): /);
    expect(wrongUser.stderr).not.toContain(SECRET);
    const noDb = await cli([
      'db',
      'fill',
      `postgres://${PG.user}@${PG.host}:${PG.port}/no_such_db_dp_${process.pid}`,
    ]);
    expect(noDb.code).toBe(1);
    expect(noDb.stderr).toMatch(/^NO_DATABASE: /);
    expect(oneLine(noDb.stderr)).toHaveLength(1);
  });

  it('a missing SQLite file, an unknown scheme', async () => {
    const missing = await cli(['db', 'introspect', join(dir, 'nothing.db'), '--lang', 'en']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^NO_FILE: cannot open the SQLite file/);
    expect(oneLine(missing.stderr)).toHaveLength(1);
    const bad = await cli(['db', 'introspect', `oracle://u:${SECRET}@h/db`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^INVALID_PARAMS/);
    expect(bad.stderr).not.toContain(SECRET);
  });
});

describe('db introspect and fill from the command line', () => {
  it('SQLite: introspect prints an editable body; fill reads it back with rows/s per table', async () => {
    const db = await sqliteFile(dir, 'cli_clinic', fixture('clinic', 'sqlite'));
    try {
      // citas, keyed by (patient, number), would be 1-5 per patient: a count of its own fixes it.
      const introspect = await cli(['db', 'introspect', db.url, '--rows', '50,citas=50']);
      expect(introspect.code, introspect.stderr).toBe(0);
      const body = JSON.parse(introspect.stdout);
      expect(body.tables.map((t: { count: number }) => t.count)).toEqual([50, 50, 50, 50]);
      const file = join(dir, 'clinic.json');
      writeFileSync(file, introspect.stdout);
      const fill = await cli(['db', 'fill', db.url, '--schema', file, '--seed', 'cli', '--lang', 'en']);
      expect(fill.code, fill.stderr).toBe(0);
      for (const table of ['medicos', 'pacientes', 'citas', 'facturas'])
        expect(fill.stderr).toMatch(new RegExp(`^${table}: 50 rows, [0-9.]+ s, [0-9]+ rows/s$`, 'm'));
      expect(fill.stderr).toMatch(/^seed: cli {2}refDate: \d{4}-\d{2}-\d{2}$/m);
      const [count] = await db.query('SELECT COUNT(*) AS n FROM citas');
      expect(count!.n).toBe(50);
    } finally {
      await db.drop();
    }
  });

  it.skipIf(skipPg)('a value that cannot fit stops its table before the database sees it', async () => {
    const db = await postgresSchema('cli_fit', fixture('clinic', 'postgresql'));
    try {
      const body = JSON.parse((await cli(['db', 'introspect', db.url])).stdout);
      const medicos = body.tables.find((t: { name: string }) => t.name === 'medicos');
      // An IBAN (24 characters) into num_colegiado char(9): not free text, so never cut.
      medicos.fields = medicos.fields.map((f: { name: string }) =>
        f.name === 'num_colegiado' ? { name: 'num_colegiado', type: 'iban', unique: true } : f,
      );
      const file = join(dir, 'misfit.json');
      writeFileSync(file, JSON.stringify(body));
      const fill = await cli(['db', 'fill', db.url, '--schema', file, '--lang', 'en']);
      expect(fill.code).toBe(1);
      expect(fill.stderr).toContain(
        'VALUE_DOES_NOT_FIT: a value does not fit its column (table medicos, row 1, column num_colegiado): 24 characters do not fit character(9)',
      );
      const [count] = await db.query('SELECT COUNT(*) AS n FROM medicos');
      expect(Number(count!.n)).toBe(0);
    } finally {
      await db.drop();
    }
  });
});
