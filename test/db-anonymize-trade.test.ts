/**
 * db anonimizar on the shape of a classic trading schema (English names,
 * narrow columns): a `city varchar(6)` whose fakes may be longer, an
 * order's `ship_via smallint` pointing at its shipper (the word "via" is a
 * street's, the column is a number), company and category names, and a
 * table of states. The copy must load on PostgreSQL and MariaDB (which
 * both refuse a value longer than its column), keep the keys joining,
 * replace the people and their places, and keep what names no person.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDatabase } from '../src/db/copy/copy.js';
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
  withSourceAndTarget,
} from './db-servers.js';

const KEY = 'clave-de-prueba';
const skipPg = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));
const skipMy = skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port));

const CITIES: readonly (readonly [string, string])[] = [
  ['Madrid', '28001'],
  ['Ávila', '05001'],
  ['Lugo', '27001'],
  ['Huesca', '22001'],
  ['Cuenca', '16001'],
  ['Soria', '42001'],
  ['Teruel', '44001'],
  ['Zamora', '49001'],
];
const PEOPLE = ['Ana Ruiz', 'Pedro Gil', 'Marta Sanz', 'Luis Mora', 'Elena Vidal', 'Jorge Soler'];
const CUSTOMERS = 40;
const ORDERS = 200;
const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;

function schema(): { sql: string; companies: string[] } {
  const companies: string[] = [];
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
    const [city, cp] = CITIES[i % CITIES.length]!;
    const person = PEOPLE[i % PEOPLE.length]!;
    const company = `Comercial ${person.split(' ')[1]} ${i}`;
    companies.push(company);
    return `(${quote(`C${String(i).padStart(4, '0')}`)}, ${quote(company)}, ${quote(person)}, ${quote(`Calle Mayor, ${i + 1}`)}, ${quote(city)}, ${quote(cp)}, ${quote(`91${String(1000000 + i * 7919).slice(0, 7)}`)})`;
  });
  const orders = Array.from({ length: ORDERS }, (_, i) => {
    const [city] = CITIES[(i * 3) % CITIES.length]!;
    return `(${i + 1}, ${quote(`C${String(i % CUSTOMERS).padStart(4, '0')}`)}, ${(i % 3) + 1}, ${quote(PEOPLE[(i * 5) % PEOPLE.length]!)}, ${quote(city)})`;
  });
  const sql = `
CREATE TABLE shippers (shipper_id smallint PRIMARY KEY, company_name varchar(40) NOT NULL, phone varchar(24));
CREATE TABLE categories (category_id smallint PRIMARY KEY, category_name varchar(15) NOT NULL, description text);
CREATE TABLE states (state_id smallint PRIMARY KEY, state_name varchar(100), state_abbr varchar(2));
CREATE TABLE customers (
  customer_id varchar(5) PRIMARY KEY, company_name varchar(40) NOT NULL, contact_name varchar(30),
  address varchar(60), city varchar(6), postal_code varchar(10), phone varchar(24));
CREATE TABLE orders (
  order_id smallint PRIMARY KEY, customer_id varchar(5) REFERENCES customers (customer_id),
  ship_via smallint REFERENCES shippers (shipper_id), ship_name varchar(40), ship_city varchar(10));
INSERT INTO shippers VALUES (1, 'Transportes Rápidos', '915550101'), (2, 'Envíos Unidos', '915550102'), (3, 'Carga Federal', '915550103');
INSERT INTO categories VALUES (1, 'Bebidas', 'Refrescos, cafés, tés'), (2, 'Condimentos', 'Salsas y especias');
INSERT INTO states VALUES (1, 'Andalucía', 'AN'), (2, 'Aragón', 'AR'), (3, 'Galicia', 'GA');
INSERT INTO customers VALUES ${customers.join(',\n')};
INSERT INTO orders VALUES ${orders.join(',\n')};
`;
  return { sql, companies };
}

const PAIRS = [
  { to: 'postgresql', skip: skipPg },
  { to: 'mysql', skip: skipPg || skipMy },
] as const;

describe.each(PAIRS)('a trading schema, PostgreSQL -> $to', ({ to, skip }) => {
  it.skipIf(skip)(
    'loads (fakes cut to narrow columns), keys join, numbers are not streets, catalogs kept',
    async () => {
      const { sql, companies } = schema();
      const makeTarget = () =>
        to === 'postgresql'
          ? postgresSchema('trade_dst_pg', 'SELECT 1')
          : mysqlDatabase('trade_dst_my', 'SELECT 1');
      await withSourceAndTarget(
        () => postgresSchema(`trade_src_${to}`, sql),
        makeTarget,
        async (source, target) => {
          const report = await copyDatabase(source.url, target.url, { key: KEY });
          const column = (table: string, name: string) =>
            report.tables.find((t) => t.table === table)!.columns.find((c) => c.column === name)!;

          // A number pointing at a key is no street, and neither is the key.
          expect(column('orders', 'ship_via').kind).toBeNull();
          expect(column('shippers', 'shipper_id').kind).toBeNull();
          // Catalog entries and company names name no person: kept (company names still searched).
          expect(column('categories', 'category_name').kind).toBeNull();
          expect(column('states', 'state_name').kind).toBeNull();
          expect(column('customers', 'company_name').kind).toBeNull();
          expect(column('customers', 'company_name').found).toBeDefined();
          // People and their places are replaced.
          expect(column('customers', 'contact_name').kind).toBe('nombre_completo');
          expect(column('customers', 'city').kind).toBe('municipio');
          expect(column('orders', 'ship_name').kind).toBe('nombre_completo');

          const catalog = await catalogOf(target.url);
          expect(await orphans(target, catalog)).toEqual([]);
          const shipped = async (db: TestDatabase) =>
            (
              await db.query('SELECT ship_via, COUNT(*) AS n FROM orders GROUP BY ship_via ORDER BY ship_via')
            ).map((r) => [Number(r.ship_via), Number(r.n)]);
          expect(await shipped(target)).toEqual(await shipped(source));

          // Every fake fits its column; the ones cut are counted, and cut the same way for the same city.
          const rows = await target.query(
            'SELECT customer_id, company_name, contact_name, city FROM customers',
          );
          expect(rows).toHaveLength(CUSTOMERS);
          for (const r of rows) expect([...String(r.city)].length).toBeLessThanOrEqual(6);
          const cut = column('customers', 'city').cut ?? 0;
          // One fake city for each source city, however often it comes.
          const fakeCities = await fakesOf(source, target, 'customers', 'customer_id', 'city');
          expect(fakeCities.size).toBe(CITIES.length);
          // Eight cities of six letters or fewer: some of their fakes are longer.
          expect(cut).toBeGreaterThan(0);
          expect(cut).toBeLessThanOrEqual(CUSTOMERS);
          // No source person or city is left in the replaced columns.
          for (const r of rows) {
            expect(PEOPLE).not.toContain(String(r.contact_name));
            expect(CITIES.map(([c]) => c)).not.toContain(String(r.city));
          }
          // The company names are kept, but the contact's name inside one follows the contact.
          expect(rows.map((r) => String(r.company_name)).sort()).not.toEqual([...companies].sort());
          expect(rows.filter((r) => companies.includes(String(r.company_name))).length).toBeLessThan(
            CUSTOMERS,
          );
          // Catalogs as they were.
          const names = async (db: TestDatabase) =>
            (await db.query('SELECT category_name FROM categories ORDER BY category_id')).map((r) =>
              String(r.category_name),
            );
          expect(await names(target)).toEqual(['Bebidas', 'Condimentos']);
        },
      );
    },
  );
});

describe('a cycle of foreign keys, MariaDB -> MariaDB', () => {
  it.skipIf(skipMy)(
    'creates the tables of the cycle (each names one not created yet) and loads them',
    async () => {
      // Stores name their manager, staff their store: whichever table comes first references the other.
      const sql = `
CREATE TABLE store (store_id tinyint unsigned PRIMARY KEY, manager_staff_id tinyint unsigned NOT NULL);
CREATE TABLE staff (staff_id tinyint unsigned PRIMARY KEY, first_name varchar(45) NOT NULL,
  last_name varchar(45) NOT NULL, store_id tinyint unsigned NOT NULL,
  FOREIGN KEY (store_id) REFERENCES store (store_id));
INSERT INTO store VALUES (1, 1), (2, 3);
INSERT INTO staff VALUES (1, 'Ana', 'Ruiz', 1), (2, 'Pedro', 'Gil', 1), (3, 'Marta', 'Sanz', 2);
ALTER TABLE store ADD FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id);`;
      const made = () => mysqlDatabase('cycle_src', sql);
      await withSourceAndTarget(
        made,
        () => mysqlDatabase('cycle_dst', 'SELECT 1'),
        async (source, target) => {
          const report = await copyDatabase(source.url, target.url, { key: KEY });
          expect(Object.fromEntries(report.tables.map((t) => [t.table, t.rows]))).toEqual({
            store: 2,
            staff: 3,
          });
          const catalog = await catalogOf(target.url);
          expect(
            catalog.tables.flatMap((t) => t.foreignKeys.map((fk) => `${t.name}->${fk.table}`)).sort(),
          ).toEqual(['staff->store', 'store->staff']);
          expect(await orphans(target, catalog)).toEqual([]);
          const names = (await target.query('SELECT first_name FROM staff')).map((r) => String(r.first_name));
          expect(names).toHaveLength(3);
          for (const name of names) expect(['Ana', 'Pedro', 'Marta']).not.toContain(name);
        },
      );
    },
  );
});

describe('PostgreSQL domains, inheritance and partitions, PostgreSQL -> PostgreSQL', () => {
  it.skipIf(skipPg)(
    'a domain column is created on its base type; each table copies its own rows, a partitioned one all of its partitions',
    async () => {
      const sql = `
CREATE DOMAIN anio AS integer CHECK (VALUE BETWEEN 1900 AND 2100);
CREATE TABLE peliculas (id integer PRIMARY KEY, titulo text NOT NULL, estreno anio);
CREATE TABLE pagos (id integer PRIMARY KEY, importe numeric(8,2) NOT NULL);
CREATE TABLE pagos_2024 () INHERITS (pagos);
CREATE TABLE ventas (id integer NOT NULL, fecha date NOT NULL, importe numeric(8,2)) PARTITION BY RANGE (fecha);
CREATE TABLE ventas_2024 PARTITION OF ventas FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE ventas_2025 PARTITION OF ventas FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
INSERT INTO peliculas VALUES (1, 'Amanecer', 1999), (2, 'Ocaso', 2004);
INSERT INTO pagos VALUES (1, 10), (2, 20);
INSERT INTO pagos_2024 VALUES (3, 30), (4, 40), (5, 50);
INSERT INTO ventas VALUES (1, '2024-03-01', 5), (2, '2024-07-01', 6), (3, '2025-02-01', 7);`;
      const made = () => postgresSchema('inherit_src', sql);
      await withSourceAndTarget(
        made,
        () => postgresSchema('inherit_dst', 'SELECT 1'),
        async (source, target) => {
          const report = await copyDatabase(source.url, target.url, { key: KEY });
          expect(Object.fromEntries(report.tables.map((t) => [t.table, t.rows]))).toEqual({
            peliculas: 2,
            pagos: 2,
            pagos_2024: 3,
            ventas: 3,
          });
          const types = await target.query(
            `SELECT column_name, data_type FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = 'peliculas' ORDER BY ordinal_position`,
          );
          expect(types.map((r) => [r.column_name, r.data_type])).toEqual([
            ['id', 'integer'],
            ['titulo', 'text'],
            ['estreno', 'integer'],
          ]);
          const sum = async (db: TestDatabase, table: string) =>
            Number((await db.query(`SELECT SUM(importe) AS s FROM ONLY ${table}`))[0]!.s);
          expect(await sum(target, 'pagos')).toBe(30);
          expect(await sum(target, 'pagos_2024')).toBe(120);
          expect(Number((await target.query('SELECT SUM(importe) AS s FROM ventas'))[0]!.s)).toBe(18);
        },
      );
    },
  );
});

describe('a PostgreSQL target schema that does not exist yet', () => {
  it.skipIf(skipPg)('is created with the tables, in the copy’s transaction', async () => {
    const source = await postgresSchema('newschema_src', schema().sql);
    const url = new URL(source.url);
    const fresh = `${url.searchParams.get('schema')}_made`;
    url.searchParams.set('schema', fresh);
    try {
      const report = await copyDatabase(source.url, url.toString(), { key: KEY });
      expect(report.tables.every((t) => t.created)).toBe(true);
      const [row] = await source.query(`SELECT COUNT(*) AS n FROM "${fresh}".orders`);
      expect(Number(row!.n)).toBe(ORDERS);
    } finally {
      await source.query(`DROP SCHEMA IF EXISTS "${fresh}" CASCADE`);
      await source.drop();
    }
  });
});

describe('values that must cross exactly: 64-bit integers and microseconds', () => {
  const sql = `
CREATE TABLE medidas (id bigint PRIMARY KEY, contador bigint NOT NULL, momento timestamptz NOT NULL, importe numeric(20,6));
INSERT INTO medidas VALUES
  (1, 9007199254740993, '2026-11-28 06:57:02.226241+02', 123456789.123456),
  (2, -9223372036854775807, '1999-12-31 23:59:59.999999+00', 0.000001);`;
  const expected = [
    ['1', '9007199254740993', '2026-11-28 04:57:02.226241', '123456789.123456'],
    ['2', '-9223372036854775807', '1999-12-31 23:59:59.999999', '0.000001'],
  ];
  const read = async (db: TestDatabase, instant: string) =>
    (await db.query(`SELECT id, contador, ${instant} AS momento, importe FROM medidas ORDER BY id`)).map(
      (r) => [String(r.id), String(r.contador), String(r.momento), String(r.importe)],
    );
  const PG_UTC = "to_char(momento AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')";

  it.skipIf(skipPg || skipMy)('PostgreSQL -> MariaDB, PostgreSQL -> SQLite -> PostgreSQL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'exact-'));
    try {
      await withSourceAndTarget(
        () => postgresSchema('exact_src', sql),
        () => mysqlDatabase('exact_my', 'SELECT 1'),
        async (source, maria) => {
          await copyDatabase(source.url, maria.url, { key: KEY });
          expect(await read(maria, 'momento')).toEqual(expected);
          const file = await sqliteFile(dir, 'exact', '');
          await copyDatabase(source.url, file.url, { key: KEY });
          await withSourceAndTarget(
            async () => file,
            () => postgresSchema('exact_back', 'SELECT 1'),
            async (sqlite, back) => {
              await copyDatabase(sqlite.url, back.url, { key: KEY });
              expect(await read(back, PG_UTC)).toEqual(expected);
            },
          );
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('MariaDB values the driver would turn into objects or past a bigint', () => {
  const sql = `
CREATE TABLE sitios (id int unsigned PRIMARY KEY, datos JSON, lugar POINT, grande BIGINT UNSIGNED, medida DOUBLE);
INSERT INTO sitios VALUES (1, '{"k": [1, 2]}', ST_GeomFromText('POINT(1 2)'), 18446744073709551615, 90588.19298319373);`;

  it.skipIf(skipPg || skipMy)(
    'JSON as its text, a geometry as its well-known text, an unsigned bigint whole, a double to its last digit',
    async () => {
      await withSourceAndTarget(
        () => mysqlDatabase('objects_src', sql),
        () => postgresSchema('objects_pg', 'SELECT 1'),
        async (source, pg) => {
          await copyDatabase(source.url, pg.url, { key: KEY });
          const [row] = await pg.query(
            'SELECT datos, grande::text AS grande, lugar, medida::text AS medida FROM sitios',
          );
          expect(JSON.parse(String(row!.datos))).toEqual({ k: [1, 2] });
          expect(row!.grande).toBe('18446744073709551615');
          // The driver's own reading of the double's text was one unit off in the last place (...372).
          expect(row!.medida).toBe('90588.19298319373');
          // Its well-known text, as the server writes it.
          expect(row!.lugar).toBe('POINT(1 2)');
        },
      );
      await withSourceAndTarget(
        () => mysqlDatabase('objects_src2', sql),
        () => mysqlDatabase('objects_my', 'SELECT 1'),
        async (source, maria) => {
          await copyDatabase(source.url, maria.url, { key: KEY });
          const [row] = await maria.query('SELECT ST_AsText(lugar) AS lugar, grande, datos FROM sitios');
          expect(row).toMatchObject({ lugar: 'POINT(1 2)', grande: '18446744073709551615' });
          expect(JSON.parse(String(row!.datos))).toEqual({ k: [1, 2] });
        },
      );
    },
  );
});
