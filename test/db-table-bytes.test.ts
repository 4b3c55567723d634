/**
 * PostgreSQL's table sizes, the copy's guess of how long its replacing
 * will take (src/db/copy/replace-thread.ts): each table's own size, a
 * partitioned table's the sum of its partitions', what the server itself
 * says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/driver.js';
import { parseDbUrl } from '../src/db/url.js';
import { PG, postgresSchema, reachable, skipUnless, type TestDatabase } from './db-servers.js';

const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));

const SCHEMA = `
CREATE TABLE vacia (id integer PRIMARY KEY);
CREATE TABLE notas (id integer PRIMARY KEY, texto text NOT NULL);
CREATE TABLE ventas (id integer NOT NULL, anio integer NOT NULL, importe numeric) PARTITION BY RANGE (anio);
CREATE TABLE ventas_2025 PARTITION OF ventas FOR VALUES FROM (2025) TO (2026);
CREATE TABLE ventas_2026 PARTITION OF ventas FOR VALUES FROM (2026) TO (2027);
INSERT INTO notas SELECT i, repeat('texto de la nota ', 20) FROM generate_series(1, 2000) i;
INSERT INTO ventas SELECT i, 2025 + i % 2, i * 1.5 FROM generate_series(1, 3000) i;
`;

describe.skipIf(skipPg)('PostgreSQL tableBytes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await postgresSchema('bytes', SCHEMA);
  });
  afterAll(async () => db?.drop());

  it("gives each table's size on disk, a partitioned table's as the sum of its partitions", async () => {
    const source = await connect(parseDbUrl(db.url, 'source'), { readOnly: true });
    try {
      const sizes = await source.tableBytes!();
      const [server] = await db.query(
        `SELECT pg_relation_size('notas') AS notas,
           pg_relation_size('ventas_2025') + pg_relation_size('ventas_2026') AS ventas`,
      );
      expect(sizes.get('vacia')).toBe(0);
      expect(sizes.get('notas')).toBe(Number(server!.notas));
      expect(sizes.get('notas')).toBeGreaterThan(2000 * 300);
      expect(sizes.get('ventas')).toBe(Number(server!.ventas));
      expect(sizes.get('ventas')).toBeGreaterThan(0);
      // The snapshot is still to be taken: the connection reads on.
      await source.beginSnapshot();
      expect((await source.readCatalog()).tables.map((t) => t.name).sort()).toContain('notas');
    } finally {
      await source.close();
    }
  });
});
