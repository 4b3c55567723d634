/**
 * `db anonimizar` PostgreSQL → PostgreSQL against `pg_dump | psql` of the
 * same tables, in the same run: a shop's schema filled once by `db fill`,
 * clients keyed by their DNI (name, surnames, email, phone, IBAN, date of
 * birth, place: 9 columns replaced), two orders a client referencing them
 * by DNI (the reference replaced) and two lines an order (nothing to
 * replace). Each case copies it into an empty database of its own, in
 * alternating rounds, keeping its best. Rows per second count the rows of
 * all three tables; the clients' own rate is a metric.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { BenchRow, Settings } from './common.js';

const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  database: process.env.PGDATABASE ?? 'test',
};

const SCHEMA_SQL = `
CREATE TABLE clientes (
  dni char(9) PRIMARY KEY,
  nombre varchar(40) NOT NULL,
  apellidos varchar(60) NOT NULL,
  email varchar(80),
  telefono varchar(12),
  iban varchar(34),
  fecha_nacimiento date,
  cp char(5),
  municipio varchar(60),
  provincia varchar(40),
  saldo numeric(12, 2) NOT NULL
);
CREATE TABLE pedidos (
  id bigint PRIMARY KEY,
  cliente_dni char(9) NOT NULL REFERENCES clientes (dni),
  importe numeric(12, 2) NOT NULL,
  fecha date NOT NULL,
  estado varchar(12) NOT NULL
);
CREATE TABLE lineas (
  pedido_id bigint NOT NULL REFERENCES pedidos (id),
  linea integer NOT NULL,
  producto varchar(60) NOT NULL,
  cantidad integer NOT NULL,
  precio numeric(10, 2) NOT NULL,
  PRIMARY KEY (pedido_id, linea)
)`;

export async function dbCopySection({ quick, log, root }: Settings): Promise<BenchRow[]> {
  const built = (path: string) => pathToFileURL(join(root, 'dist/src/db', path)).href;
  const { fillDatabase }: typeof import('../../src/db/fill.js') = await import(built('fill.js'));
  const { copyDatabase }: typeof import('../../src/db/copy/copy.js') = await import(built('copy/copy.js'));
  const clients = quick ? 1000 : 50_000;
  const orders = clients * 2;
  const lines = orders * 2;
  const rows = clients + orders + lines;
  const rounds = quick ? 1 : 3;
  const id = `${process.pid.toString(36)}_${Date.now().toString(36)}`;
  const schema = `dbcopy_bench_${id}`;
  const targetDb = `dbcopy_bench_${id}`;
  const sourceUrl = `postgres://${PG.user}@${PG.host}:${PG.port}/${PG.database}?schema=${schema}`;
  const targetUrl = `postgres://${PG.user}@${PG.host}:${PG.port}/${targetDb}?schema=${schema}`;
  const admin = new pg.Client(PG);
  await admin.connect();
  let target: pg.Client | undefined;
  try {
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`SET search_path TO "${schema}"`);
    await admin.query(SCHEMA_SQL);
    await fillDatabase(sourceUrl, {
      rows: clients,
      tableRows: { pedidos: orders, lineas: lines },
      seed: 'bench-dbcopy',
    });
    await admin.query(`CREATE DATABASE "${targetDb}"`);
    target = new pg.Client({ ...PG, database: targetDb });
    await target.connect();
    const empty = async (create: boolean) => {
      await target!.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      if (create) await target!.query(`CREATE SCHEMA "${schema}"`);
    };
    const timed = async (run: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await run();
      return rows / (Number(process.hrtime.bigint() - start) / 1e9);
    };
    const connection = ['-h', PG.host, '-p', String(PG.port), '-U', PG.user];
    // pg_dump's plain SQL (schema, COPY data, keys after the rows) straight into psql.
    const dumpRestore = async () => {
      await empty(false);
      return timed(async () => {
        const dump = [...connection, '-d', PG.database, '-n', schema, '--no-owner', '--no-privileges'];
        const restore = [...connection, '-d', targetDb, '-q', '-v', 'ON_ERROR_STOP=1', '-1'];
        execFileSync(
          'bash',
          [
            '-o',
            'pipefail',
            '-c',
            `pg_dump "$@" | psql ${restore.map((a) => `'${a}'`).join(' ')}`,
            'dump',
            ...dump,
          ],
          {
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
      });
    };
    let clientsRate = 0;
    const anonymized = async () => {
      await empty(true);
      return timed(() =>
        copyDatabase(sourceUrl, targetUrl, {
          key: 'bench-dbcopy',
          onTableDone(table, n, ms) {
            if (table === 'clientes') clientsRate = Math.max(clientsRate, (n * 1000) / ms);
          },
        }),
      );
    };
    const best = [0, 0];
    const cases = [anonymized, dumpRestore];
    for (let r = 0; r < rounds; r++)
      for (const [i, run] of cases.entries()) {
        best[i] = Math.max(best[i]!, await run());
        log(`dbcopy round ${r + 1}: case ${i + 1} ${Math.round(best[i]!)} rows/s`);
      }
    // The last copy is the dump's: check both tables arrived whole.
    const [count] = (
      await target.query(
        `SELECT (SELECT COUNT(*) FROM "${schema}".clientes) + (SELECT COUNT(*) FROM "${schema}".pedidos)
           + (SELECT COUNT(*) FROM "${schema}".lineas) AS n`,
      )
    ).rows;
    if (Number(count.n) !== rows) throw new Error(`the copy holds ${count.n} rows, not ${rows}`);
    const [copyRate, dumpRate] = best as [number, number];
    return [
      {
        section: 'dbcopy',
        id: 'dbcopy.postgres',
        label: `db anonimizar PostgreSQL → PostgreSQL: ${clients} clients (9 of 11 columns replaced), ${orders} orders (DNI replaced), ${lines} lines`,
        value: copyRate,
        unit: 'rows/s',
        metrics: { clientsRowsPerSecond: clientsRate },
        note: `clients alone ${Math.round(clientsRate)} rows/s`,
        ref: { name: 'pg_dump | psql of the same tables', value: dumpRate },
      },
      {
        section: 'dbcopy',
        id: 'dbcopy.pgdump',
        label: 'pg_dump | psql of the same tables (no replacement)',
        value: dumpRate,
        unit: 'rows/s',
      },
    ];
  } finally {
    await target?.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS "${targetDb}"`).catch(() => {});
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await admin.end();
  }
}
