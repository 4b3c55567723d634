/**
 * Large PostgreSQL tables are generated on a worker thread: the rows that
 * reach the table are the same as when generated on the main thread (same
 * seed, same reference date), and a value that does not fit is reported
 * from the worker with its table, row and column.
 */
import { describe, expect, it } from 'vitest';
import { DbError, fillDatabase, introspectDatabase } from '../src/index.js';
import { PG, postgresSchema, reachable, skipUnless } from './db-servers.js';

const skip = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const ROWS = 3000;

const SCHEMA = `CREATE TABLE personas (
  id integer PRIMARY KEY,
  dni char(9) NOT NULL UNIQUE,
  nombre varchar(40) NOT NULL,
  direccion varchar(12),
  provincia varchar(40),
  iban varchar(34),
  saldo numeric(8, 2) NOT NULL,
  activo boolean
)`;

describe.skipIf(skip)('db fill on a worker thread', () => {
  it('loads the same rows as the main thread', { timeout: 120_000 }, async () => {
    const db = await postgresSchema('worker', SCHEMA);
    const digest = async () =>
      (
        await db.query(
          "SELECT md5(string_agg(personas::text, '|' ORDER BY id)) AS h, COUNT(*) AS n FROM personas",
        )
      )[0];
    try {
      await fillDatabase(db.url, { rows: ROWS, seed: 'w', workerRows: Number.POSITIVE_INFINITY });
      const inThread = await digest();
      expect(Number(inThread!.n)).toBe(ROWS);
      // direccion varchar(12) is cut on both sides alike.
      const [cut] = await db.query('SELECT max(length(direccion)) AS m FROM personas');
      expect(Number(cut!.m)).toBe(12);
      await fillDatabase(db.url, { rows: ROWS, seed: 'w', truncate: true, workerRows: 0 });
      expect(await digest()).toEqual(inThread);

      const body = await introspectDatabase(db.url);
      // An IBAN (24 characters, never cut) into dni char(9).
      const fields = body.tables[0]!.fields.map((f) =>
        f.name === 'dni' ? { ...f, type: 'iban', options: {} } : f,
      );
      const misfit = { tables: [{ ...body.tables[0]!, fields }] };
      const failure = await fillDatabase(db.url, {
        body: misfit,
        rows: ROWS,
        truncate: true,
        workerRows: 0,
      }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(DbError);
      expect((failure as DbError).problem).toBe('VALUE_DOES_NOT_FIT');
      expect((failure as DbError).facts).toMatchObject({ table: 'personas', row: 1, column: 'dni' });
      expect(Number((await digest())!.n)).toBe(0);
    } finally {
      await db.drop();
    }
  });
});
