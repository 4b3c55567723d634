/**
 * Ctrl-C during `db fill` rolls the load back and exits 130 like any
 * interrupted command (README, Exit codes), with the INTERRUPTED line, not
 * a load failure.
 */
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI } from './cli-runner.js';
import { PG, postgresSchema, reachable, skipUnless, type TestDatabase } from './db-servers.js';

const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const dbs: TestDatabase[] = [];
afterAll(async () => {
  for (const db of dbs) await db.drop();
});

describe('db fill stopped by SIGINT', () => {
  it.skipIf(skipPg)('rolls back, says INTERRUPTED and exits 130', async () => {
    const db = await postgresSchema(
      'safecli_sigint',
      'CREATE TABLE personas (id serial PRIMARY KEY, dni text, nombre text)',
    );
    dbs.push(db);
    const child = spawn(
      process.execPath,
      [CLI, '--lang', 'en', 'db', 'fill', db.url, '--rows', '20000000', '--no-progress'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The signal lands while the rows stream in: once the database shows the COPY.
    for (;;) {
      const copying = await db.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE 'COPY%personas%'",
      );
      if (Number(copying[0]!.n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/^INTERRUPTED: interrupted \[rolled back: the database is as it was\]$/m);
    expect(stderr).not.toContain('LOAD_FAILED');
    expect(await db.query('SELECT count(*)::int AS n FROM personas')).toEqual([{ n: 0 }]);
  });
});
