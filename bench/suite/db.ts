/**
 * `db fill` into PostgreSQL against what it is made of, in the same run, on
 * the same rows (one dataset body, one seed): (a) generating those rows as
 * CSV into /dev/null, (b) psql's `\copy` of that CSV file, and (c) loading
 * them as the project's own multi-row INSERT statements (100 rows each) in
 * one transaction. Each case runs in alternating rounds and keeps its best;
 * every load goes into an emptied table in a schema of its own.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { slicesOf, tableFileChunks } from '../../src/dataset/output.js';
import { type DatasetBodyType, dataset } from '../../src/index.js';
import { manyTablesSchema } from '../../test/fixtures/db/many-tables.js';
import type { BenchRow, Settings } from './common.js';

const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  database: process.env.PGDATABASE ?? 'test',
};
const SEED = 'bench-db';
const REF_DATE = '2026-11-22';

const TABLE_SQL = `
CREATE TABLE personas (
  id bigint PRIMARY KEY,
  dni char(9) NOT NULL,
  nombre varchar(40) NOT NULL,
  apellidos varchar(60) NOT NULL,
  email varchar(80),
  telefono varchar(12),
  direccion varchar(100),
  cp char(5),
  municipio varchar(60),
  provincia varchar(40),
  iban varchar(34),
  fecha_nacimiento date NOT NULL,
  saldo numeric(12, 2) NOT NULL
)`;

export async function dbSection({ quick, log, root }: Settings): Promise<BenchRow[]> {
  // The built fill, as users run it.
  const built = (path: string) => pathToFileURL(join(root, 'dist/src/db', path)).href;
  const { engineBody, fillDatabase }: typeof import('../../src/db/fill.js') = await import(built('fill.js'));
  const { introspectDatabase }: typeof import('../../src/db/introspect-database.js') = await import(
    built('introspect-database.js')
  );
  const rows = quick ? 3000 : 100_000;
  const rounds = quick ? 1 : 3;
  const schema = `dp_bench_${process.pid.toString(36)}_${Date.now().toString(36)}`;
  const url = `postgres://${PG.user}@${PG.host}:${PG.port}/${PG.database}?schema=${schema}`;
  const client = new pg.Client(PG);
  await client.connect();
  const dir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  try {
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    await client.query(TABLE_SQL);
    const body = { ...(await introspectDatabase(url, { rows })), refDate: REF_DATE };
    const prepared = (format: 'csv' | 'sql') =>
      dataset({
        ...(engineBody(body, { rows, seed: SEED }) as DatasetBodyType),
        format,
        dialect: 'postgresql',
      });
    const csvFile = join(dir, 'personas.csv');
    const truncate = () => client.query('TRUNCATE personas');

    /** The rows of the one table in `format`, chunk by chunk. */
    const chunks = (format: 'csv' | 'sql') => {
      const p = prepared(format);
      const [slice] = slicesOf(p, p.range);
      return tableFileChunks(slice!, p.outputOptions);
    };
    const timed = async (run: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await run();
      return rows / (Number(process.hrtime.bigint() - start) / 1e9);
    };

    const fill = async () => {
      await truncate();
      return timed(() => fillDatabase(url, { body, rows, seed: SEED }));
    };
    const csvToNull = () =>
      timed(async () => {
        const out = createWriteStream('/dev/null');
        for await (const chunk of chunks('csv')) if (!out.write(chunk)) await once(out, 'drain');
        out.end();
        await once(out, 'finish');
      });
    const psqlCopy = async () => {
      await truncate();
      return timed(async () => {
        execFileSync('psql', [
          '-h',
          PG.host,
          '-p',
          String(PG.port),
          '-U',
          PG.user,
          '-d',
          PG.database,
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `\\copy "${schema}".personas FROM '${csvFile}' WITH (FORMAT csv, HEADER true)`,
        ]);
      });
    };
    const inserts = async () => {
      await truncate();
      return timed(async () => {
        await client.query('BEGIN');
        // A chunk may end inside an INSERT: send whole statements only.
        let pending = '';
        for await (const chunk of chunks('sql')) {
          pending += chunk;
          const end = pending.lastIndexOf(';\n');
          if (end < 0) continue;
          await client.query(pending.slice(0, end + 1));
          pending = pending.slice(end + 2);
        }
        if (pending.trim() !== '') await client.query(pending);
        await client.query('COMMIT');
      });
    };

    // The CSV file psql reads: written once, before any timing.
    const file = createWriteStream(csvFile);
    for await (const chunk of chunks('csv')) if (!file.write(chunk)) await once(file, 'drain');
    file.end();
    await once(file, 'finish');

    const best = [0, 0, 0, 0];
    const cases = [fill, csvToNull, psqlCopy, inserts];
    for (let r = 0; r < rounds; r++)
      for (const [i, run] of cases.entries()) {
        best[i] = Math.max(best[i]!, await run());
        log(`db round ${r + 1}: case ${i + 1} ${Math.round(best[i]!)} rows/s`);
      }
    const [fillRate, csvRate, copyRate, insertRate] = best as [number, number, number, number];
    const [count] = (await client.query('SELECT COUNT(*)::int AS n FROM personas')).rows;
    if (count.n !== rows) throw new Error(`personas holds ${count.n} rows, not ${rows}`);
    const slower = Math.min(csvRate, copyRate);
    const row = (id: string, label: string, value: number, extra: Partial<BenchRow> = {}): BenchRow => ({
      section: 'db',
      id,
      label,
      value,
      unit: 'rows/s',
      ...extra,
    });
    // A 120-table schema (lookups, entities, join tables, monthly keys, detail lines, a cycle) at 1,000 rows a table.
    const manyTables = 120;
    const manyRows = quick ? 50 : 1000;
    const manySchema = `${schema}_many`;
    let manySeconds = 0;
    let manyLoaded = 0;
    try {
      await client.query(`CREATE SCHEMA "${manySchema}"`);
      await client.query(`SET search_path TO "${manySchema}"`);
      await client.query(manyTablesSchema(manyTables, 'postgresql'));
      const manyUrl = `postgres://${PG.user}@${PG.host}:${PG.port}/${PG.database}?schema=${manySchema}`;
      const start = process.hrtime.bigint();
      const report = await fillDatabase(manyUrl, { rows: manyRows, seed: SEED });
      manySeconds = Number(process.hrtime.bigint() - start) / 1e9;
      manyLoaded = report.tables.reduce((sum, t) => sum + t.rows, 0);
      log(
        `db many tables: ${report.tables.length} tables, ${manyLoaded} rows in ${manySeconds.toFixed(1)} s`,
      );
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${manySchema}" CASCADE`).catch(() => {});
    }
    return [
      row(
        'db.fill.many',
        `db fill of a ${manyTables}-table schema, ${manyRows} rows a table (introspection included)`,
        manySeconds,
        { unit: 's', metrics: { rows: manyLoaded }, note: `${manyLoaded} rows in all` },
      ),
      row('db.fill.postgres', `db fill into PostgreSQL (COPY), ${rows} rows x 13 columns`, fillRate, {
        ref: { name: 'slower of CSV to /dev/null and psql \\copy', value: slower },
      }),
      row('db.csv.null', '(a) the same rows as CSV into /dev/null', csvRate),
      row('db.psql.copy', '(b) psql \\copy of that CSV', copyRate),
      row('db.insert.batched', '(c) the same rows as INSERTs of 100 rows, one transaction', insertRate),
    ];
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
