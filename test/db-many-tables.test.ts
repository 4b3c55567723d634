/**
 * A schema of 125 tables (test/fixtures/db/many-tables.ts) introspected and
 * filled whole, with no table limit: every table gets rows, no foreign key
 * points nowhere, no key repeats. On SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillDatabase, introspectDatabase } from '../src/index.js';
import { catalogOf, duplicates, orphans, rowCounts } from './db-integrity.js';
import { PG, postgresSchema, reachable, skipUnless, sqliteFile } from './db-servers.js';
import { manyTablesSchema } from './fixtures/db/many-tables.js';

const TABLES = 125;
const ROWS = 30;
const dir = mkdtempSync(join(tmpdir(), 'db-many-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = [
  {
    dialect: 'postgresql' as const,
    skip: skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port)),
    create: postgresSchema,
  },
  {
    dialect: 'sqlite' as const,
    skip: false,
    create: (label: string, sql: string) => sqliteFile(dir, label, sql),
  },
];

describe.each(DIALECTS)('$dialect', ({ dialect, skip, create }) => {
  it.skipIf(skip)(
    `${TABLES} tables: introspected and filled whole`,
    async () => {
      const db = await create('many', manyTablesSchema(TABLES, dialect));
      try {
        const body = await introspectDatabase(db.url, { rows: ROWS });
        expect(body.tables).toHaveLength(TABLES);
        const report = await fillDatabase(db.url, { rows: ROWS, seed: 'many' });
        expect(report.tables).toHaveLength(TABLES);
        expect(report.cycles.length).toBeGreaterThan(0);
        const catalog = await catalogOf(db.url);
        const counts = await rowCounts(db, catalog);
        expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);
      } finally {
        await db.drop();
      }
    },
    60_000,
  );
});
