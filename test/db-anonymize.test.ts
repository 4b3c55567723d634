/**
 * db anonimizar on the real servers (test/db-copy-fixture.ts): a shop with
 * a DNI as primary key and foreign key, a self-referencing manager, a
 * composite key referenced by another table and free-text notes, copied
 * PostgreSQL→PostgreSQL, PostgreSQL→MariaDB, MariaDB→SQLite and
 * SQLite→PostgreSQL. Checked by query in the target: no orphan, the same
 * fake for a DNI in every table (and in the notes), no source identifier
 * left anywhere, and a subset closed under its foreign keys.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATE_WINDOW } from '../src/anonymize/anonymize.js';
import type { Catalog } from '../src/db/catalog.js';
import { copyDatabase } from '../src/db/copy/copy.js';
import { SharedReplacement } from '../src/db/copy/replace-thread.js';
import { cli } from './cli-runner.js';
import { CLIENTS, ORDERS, shop } from './db-copy-fixture.js';
import { catalogOf, fakesOf, orphans } from './db-integrity.js';
import {
  MY,
  mysqlDatabase,
  PG,
  postgresSchema,
  reachable,
  skipUnless,
  sqliteFile,
  type TestDatabase,
} from './db-servers.js';

const dir = mkdtempSync(join(tmpdir(), 'dbcopy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'clave-de-prueba';
const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const skipMy = skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port));

type Dialect = 'postgresql' | 'mysql' | 'sqlite';
const make = (dialect: Dialect, label: string, sql: string): Promise<TestDatabase> =>
  dialect === 'postgresql'
    ? postgresSchema(`dbcopy_${label}`, sql || 'SELECT 1')
    : dialect === 'mysql'
      ? mysqlDatabase(`dbcopy_${label}`, sql || 'SELECT 1')
      : sqliteFile(dir, `dbcopy_${label}`, sql);

const q = (dialect: Dialect) => (dialect === 'mysql' ? (n: string) => `\`${n}\`` : (n: string) => `"${n}"`);

/** Every cell of every table of a database, as text. */
async function allText(db: TestDatabase, dialect: Dialect): Promise<string[]> {
  const catalog = await catalogOf(db.url);
  const cells: string[] = [];
  for (const t of catalog.tables)
    for (const row of await db.query(`SELECT * FROM ${q(dialect)(t.name)}`))
      for (const v of Object.values(row)) if (v !== null) cells.push(String(v));
  return cells;
}

/** source DNI -> target DNI, read through the orders (whose ids the copy keeps). */
const dniMap = (source: TestDatabase, target: TestDatabase) =>
  fakesOf(source, target, 'pedidos', 'id', 'cliente_dni');

/** Each table's primary, unique and foreign keys (in name order: SQLite lists them backwards), by table name. */
const keysOf = (catalog: Catalog) =>
  Object.fromEntries(
    catalog.tables.map((t) => [
      t.name,
      {
        primaryKey: t.primaryKey,
        unique: t.unique,
        foreignKeys: t.foreignKeys.map((fk) => `${fk.columns} -> ${fk.table} (${fk.targetColumns})`).sort(),
      },
    ]),
  );

const PAIRS: readonly { from: Dialect; to: Dialect; skip: boolean }[] = [
  { from: 'postgresql', to: 'postgresql', skip: skipPg },
  { from: 'postgresql', to: 'mysql', skip: skipPg || skipMy },
  { from: 'mysql', to: 'sqlite', skip: skipMy },
  { from: 'sqlite', to: 'postgresql', skip: skipPg },
];

describe.each(PAIRS)('$from -> $to', ({ from, to, skip }) => {
  it.skipIf(skip)(
    'copies every table: no orphan, one fake per DNI everywhere, no source identifier left',
    async () => {
      const fixture = shop(from);
      const source = await make(from, `src_${from}_${to}`, fixture.schema);
      const target = await make(to, `dst_${from}_${to}`, '');
      try {
        const report = await copyDatabase(source.url, target.url, { key: KEY });
        const rows = Object.fromEntries(report.tables.map((t) => [t.table, t.rows]));
        expect(rows).toEqual({
          clientes: CLIENTS,
          empleados: 12,
          pedidos: ORDERS,
          lineas: 300,
          envios: 150,
          cuentas: 30,
        });
        const planned = Object.fromEntries(
          report.tables.flatMap((t) =>
            t.columns.filter((c) => c.kind !== null).map((c) => [`${t.table}.${c.column}`, c.kind]),
          ),
        );
        expect(planned).toMatchObject({
          'clientes.dni': 'documento',
          'pedidos.cliente_dni': 'documento',
          'cuentas.titular_dni': 'documento',
          'clientes.email': 'email',
          'clientes.telefono': 'telefono',
          'cuentas.iban': 'iban',
        });

        const catalog = await catalogOf(target.url);
        expect(await orphans(target, catalog)).toEqual([]);
        expect(catalog.tables.find((t) => t.name === 'lineas')!.primaryKey).toEqual(['pedido_id', 'linea']);
        // Every created table has the source's keys (PostgreSQL gets them after the rows).
        expect(keysOf(catalog)).toEqual(keysOf(await catalogOf(source.url)));

        // One fake per DNI: in clientes (the key), pedidos and cuentas (the references) and the notes.
        const map = await dniMap(source, target);
        expect(map.size).toBe(CLIENTS);
        expect(new Set(map.values()).size).toBe(CLIENTS);
        const clientDnis = (await target.query('SELECT dni, notas FROM clientes')).map((r) => [
          String(r.dni),
          String(r.notas),
        ]);
        expect(new Set(clientDnis.map(([d]) => d))).toEqual(new Set(map.values()));
        for (const [dni, notes] of clientDnis) expect(notes, dni).toContain(dni!);
        const holders = (await source.query('SELECT titular_dni FROM cuentas')).map((r) =>
          map.get(String(r.titular_dni)),
        );
        const targetHolders = (await target.query('SELECT titular_dni FROM cuentas')).map((r) =>
          String(r.titular_dni),
        );
        expect(targetHolders.sort()).toEqual(holders.sort());

        // No source DNI, email, phone or IBAN in any cell of the target, not even inside text.
        const secrets = [...fixture.dnis, ...fixture.emails, ...fixture.phones, ...fixture.ibans];
        const cells = await allText(target, to);
        expect(cells.length).toBeGreaterThan(1000);
        const leaked = cells.filter((cell) => secrets.some((s) => cell.includes(s)));
        expect(leaked).toEqual([]);
        // The rest is copied as it is.
        const sums = async (db: TestDatabase) =>
          (await db.query('SELECT COUNT(*) AS n, SUM(cantidad) AS s FROM lineas')).map((r) => [
            Number(r.n),
            Number(r.s),
          ]);
        expect(await sums(target)).toEqual(await sums(source));
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});

describe('subsets', () => {
  it.skipIf(skipPg)('a share of clients and a manager chain, closed under foreign keys', async () => {
    const fixture = shop('postgresql');
    const source = await make('postgresql', 'sub_src', fixture.schema);
    const whole = await make('postgresql', 'sub_all', '');
    const share = await make('postgresql', 'sub_share', '');
    const chain = await make('sqlite', 'sub_chain', '');
    try {
      await copyDatabase(source.url, whole.url, { key: KEY });
      const map = await dniMap(source, whole);
      const report = await copyDatabase(source.url, share.url, { key: KEY, subset: ['clientes:25%'] });
      const slices = Object.fromEntries(report.tables.map((t) => [t.table, t.slice]));
      expect(slices).toEqual({
        clientes: '25%',
        pedidos: 'follows foreign keys',
        cuentas: 'follows foreign keys',
        lineas: 'follows foreign keys',
        envios: 'follows foreign keys',
        empleados: undefined,
      });
      expect(await orphans(share, await catalogOf(share.url))).toEqual([]);
      const kept = new Set((await share.query('SELECT dni FROM clientes')).map((r) => String(r.dni)));
      expect(kept.size).toBeGreaterThan(5);
      expect(kept.size).toBeLessThan(30);
      // Children: exactly the orders of the kept clients, and their lines.
      const expected = (await source.query('SELECT id, cliente_dni FROM pedidos'))
        .filter((r) => kept.has(map.get(String(r.cliente_dni))!))
        .map((r) => Number(r.id));
      const orders = (await share.query('SELECT id FROM pedidos ORDER BY id')).map((r) => Number(r.id));
      expect(orders).toEqual(expected.sort((a, b) => a - b));
      const [lines] = await share.query(`SELECT COUNT(*) AS n FROM lineas`);
      const [sourceLines] = await source.query(
        `SELECT COUNT(*) AS n FROM lineas WHERE pedido_id IN (${expected.join(',')})`,
      );
      expect(Number(lines!.n)).toBe(Number(sourceLines!.n));
      // Same key, same fakes as the whole copy.
      for (const dni of kept) expect([...map.values()]).toContain(dni);

      // A WHERE on a self-referencing table: employee 7, its manager 3 and theirs, 1.
      await copyDatabase(source.url, chain.url, { key: KEY, subset: ['empleados:id = 7'] });
      const staff = (await chain.query('SELECT id FROM empleados ORDER BY id')).map((r) => Number(r.id));
      expect(staff).toEqual([1, 3, 7]);
      const managed = (
        await chain.query('SELECT DISTINCT empleado_id FROM pedidos ORDER BY empleado_id')
      ).map((r) => Number(r.empleado_id));
      expect(managed).toEqual([1, 3, 7]);
      expect(await orphans(chain, await catalogOf(chain.url))).toEqual([]);
    } finally {
      for (const db of [source, whole, share, chain]) await db.drop();
    }
  });
});

describe('with the replacement thread', () => {
  // On one core a copy keeps to one thread: there is nothing to compare.
  it.skipIf(skipPg || availableParallelism() < 2)(
    'PostgreSQL → PostgreSQL: a copy whose chunks the second thread takes writes what one thread writes',
    async () => {
      // The process's thread, started and ready before the copy: the copy hands it chunks from its first table.
      const warm = SharedReplacement.start(
        { key: KEY, dateWindow: DEFAULT_DATE_WINDOW, keepProvince: false, locale: 'es' },
        [],
        false,
      );
      expect(await warm!.whenReady()).toBe(true);
      warm!.end();
      const source = await make('postgresql', 'thr_src', shop('postgresql').schema);
      const one = await make('postgresql', 'thr_one', '');
      const two = await make('postgresql', 'thr_two', '');
      try {
        const single = await copyDatabase(source.url, one.url, { key: KEY, threads: 1 });
        const shared = await copyDatabase(source.url, two.url, { key: KEY });
        expect(shared.tables).toEqual(single.tables);
        const catalog = await catalogOf(one.url);
        for (const table of catalog.tables) {
          const order = table.columns.map((c) => `"${c.name}"`).join(', ');
          const rows = (db: TestDatabase) => db.query(`SELECT * FROM "${table.name}" ORDER BY ${order}`);
          expect(await rows(two), table.name).toEqual(await rows(one));
        }
      } finally {
        for (const db of [source, one, two]) await db.drop();
      }
    },
  );
});

describe('interrupted', () => {
  it.skipIf(skipPg)('Ctrl-C after the first table rolls the copy back: the target is as it was', async () => {
    const source = await make('postgresql', 'int_src', shop('postgresql').schema);
    const target = await make('postgresql', 'int_dst', '');
    try {
      const interrupt = new AbortController();
      const copy = copyDatabase(source.url, target.url, {
        key: KEY,
        signal: interrupt.signal,
        onTableDone: () => interrupt.abort(),
      });
      await expect(copy).rejects.toMatchObject({
        problem: 'INTERRUPTED',
        facts: { outcome: { of: 'copy', rolledBack: true } },
      });
      expect(await catalogOf(target.url).then((c) => c.tables)).toEqual([]);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

describe('the command', () => {
  it.skipIf(skipPg)(
    '--plan writes nothing; a target with rows, the same database and a bad subset are refused (exit 2)',
    async () => {
      const source = await make('postgresql', 'cli_src', shop('postgresql').schema);
      const target = await make(
        'postgresql',
        'cli_dst',
        'CREATE TABLE clientes (dni varchar(9) PRIMARY KEY)',
      );
      const full = await make('postgresql', 'cli_full', shop('postgresql').schema);
      try {
        const plan = await cli([
          '--lang',
          'en',
          'db',
          'anonimizar',
          source.url,
          target.url,
          '--key',
          KEY,
          '--plan',
        ]);
        expect(plan.code, plan.stderr).toBe(0);
        expect(plan.stdout).toContain('table clientes');
        expect(plan.stdout).toMatch(/cliente_dni\s*│?\s*documento/);
        expect(await target.query('SELECT COUNT(*) AS n FROM clientes')).toEqual([{ n: '0' }]);
        const es = await cli(['db', 'anonimizar', source.url, target.url, '--key', KEY, '--plan']);
        expect(es.stdout).toContain('tabla clientes');

        const incompatible = await cli(['db', 'anonimizar', source.url, target.url, '--key', KEY]);
        expect(incompatible.code).toBe(2);
        expect(incompatible.stderr).toContain('target_not_compatible');
        const notEmpty = await cli(['db', 'anonimizar', source.url, full.url, '--key', KEY]);
        expect(notEmpty.code).toBe(2);
        expect(notEmpty.stderr).toContain('target_not_empty');
        const same = await cli(['db', 'anonimizar', source.url, source.url, '--key', KEY]);
        expect(same.code).toBe(2);
        expect(same.stderr).toContain('same_database');
        const badSubset = await cli([
          'db',
          'anonimizar',
          source.url,
          target.url,
          '--key',
          KEY,
          '--subset',
          'clientes',
        ]);
        expect(badSubset.code).toBe(2);
        expect(badSubset.stderr).toContain('bad_subset');
        const noKey = await cli(['db', 'anonimizar', source.url, target.url]);
        expect(noKey.code).toBe(2);
        // The source was only read.
        expect(await source.query('SELECT COUNT(*) AS n FROM clientes')).toEqual([{ n: String(CLIENTS) }]);
      } finally {
        for (const db of [source, target, full]) await db.drop();
      }
    },
  );
});
