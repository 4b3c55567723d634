/**
 * A row the database refuses early in a large PostgreSQL table: the fill
 * stops soon after the refusal reaches it, instead of generating the rest of
 * the table first (the server goes on reading a refused COPY to its end, so
 * the socket never fills to tell us). Progress counts the rows written.
 */
import { describe, expect, it } from 'vitest';
import { DbError, fillDatabase } from '../src/index.js';
import { PG, postgresSchema, reachable, skipUnless } from './db-servers.js';

const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const ROWS = 1_000_000;

describe('db fill into PostgreSQL: an early refusal', () => {
  it.skipIf(skipPg)(
    'stops the table soon after the server refuses its first row',
    async () => {
      const db = await postgresSchema(
        'refusal',
        "CREATE TABLE personas (id integer PRIMARY KEY, dni char(9) NOT NULL CHECK (dni ~ '^W'))",
      );
      try {
        let written = 0;
        const failure = await fillDatabase(db.url, {
          rows: ROWS,
          seed: 'refusal',
          onProgress: (_table, rows) => {
            written = rows;
          },
        }).catch((err: unknown) => err);
        expect(failure).toBeInstanceOf(DbError);
        // A regular-expression CHECK is one the fill cannot read, so the server refuses the first row: its own line number and message.
        expect((failure as DbError).facts).toMatchObject({ table: 'personas', row: 1 });
        expect((failure as DbError).message).toContain('check constraint');
        // Heard within a few batches of the refusal, far from the table's end.
        expect(written).toBeGreaterThan(0);
        expect(written).toBeLessThan(ROWS / 4);
        const [count] = await db.query('SELECT COUNT(*) AS n FROM personas');
        expect(Number(count!.n)).toBe(0);
      } finally {
        await db.drop();
      }
    },
    60_000,
  );
});
