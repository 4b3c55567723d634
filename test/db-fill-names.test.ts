/**
 * Columns hold what their names say, in a trading company's schema of our
 * own (narrow place columns, contact titles, courtesy titles, web pages,
 * photo paths, phone extensions, integer flags, packaging, territories,
 * required dates, the name an order ships to), on PostgreSQL, MariaDB and
 * SQLite: introspect, fill, then every place is a real one from the
 * project's data (never cut), a URL parses, a flag is 0 or 1, a required
 * date follows the order's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { municipalities } from '../src/countries/es/data/generated/municipalities.js';
import { COMMUNITIES, PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { COUNTRIES } from '../src/data/generated/countries.js';
import { CATALOGS } from '../src/db/catalog-values.js';
import { fillDatabase } from '../src/index.js';
import { catalogOf, orphans } from './db-integrity.js';
import { serverDialects } from './db-servers.js';

const SCHEMA = `
CREATE TABLE regiones (
  region_id integer NOT NULL PRIMARY KEY,
  region_description varchar(60) NOT NULL
);
CREATE TABLE territorios (
  territory_id varchar(20) NOT NULL PRIMARY KEY,
  territory_description varchar(60) NOT NULL,
  region_id integer NOT NULL,
  FOREIGN KEY (region_id) REFERENCES regiones (region_id)
);
CREATE TABLE suppliers (
  supplier_id integer NOT NULL PRIMARY KEY,
  company_name varchar(40) NOT NULL,
  contact_name varchar(30),
  contact_title varchar(30),
  city varchar(15),
  region varchar(15),
  state varchar(12),
  country varchar(15),
  homepage text,
  web varchar(60),
  email_address varchar(50),
  country_region varchar(50),
  first_name varchar(50),
  last_ip_address varchar(45)
);
CREATE TABLE organizations (
  organization_id integer NOT NULL PRIMARY KEY,
  name varchar(80) NOT NULL,
  legal_name varchar(80)
);
CREATE TABLE employees (
  employee_id integer NOT NULL PRIMARY KEY,
  first_name varchar(10) NOT NULL,
  last_name varchar(20) NOT NULL,
  title_of_courtesy varchar(25),
  extension varchar(4),
  username varchar(16) NOT NULL,
  photo_path varchar(255),
  city varchar(15)
);
CREATE TABLE products (
  product_id integer NOT NULL PRIMARY KEY,
  product_name varchar(40) NOT NULL,
  supplier_id integer,
  quantity_per_unit varchar(20),
  discontinued integer NOT NULL,
  is_featured integer,
  quantity numeric(18,4),
  FOREIGN KEY (supplier_id) REFERENCES suppliers (supplier_id)
);
CREATE TABLE orders (
  order_id integer NOT NULL PRIMARY KEY,
  employee_id integer,
  order_date date,
  required_date date,
  ship_name varchar(40),
  ship_city varchar(15),
  ship_region varchar(15),
  FOREIGN KEY (employee_id) REFERENCES employees (employee_id)
);
`;

const ROWS = 300;
const dir = mkdtempSync(join(tmpdir(), 'db-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = await serverDialects(dir);

const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.nameEs));
/** Every real place name of the data, and each side of a bilingual one. */
const sides = (name: string) => [name, ...name.split('/')];
const MUNICIPIOS = new Set(municipalities().flatMap((m) => sides(m.name)));
const PLACES = new Set([
  ...MUNICIPIOS,
  ...PROVINCES.flatMap((p) => sides(p.name)),
  ...COMMUNITIES.flatMap((c) => sides(c.name)),
  // Communities' short forms.
  'Asturias',
  'Madrid',
  'Navarra',
  'Murcia',
]);

describe.each(DIALECTS)('$dialect', ({ dialect, skip, create }) => {
  it.skipIf(skip)('every column holds what its name says', async () => {
    const db = await create('names', SCHEMA);
    try {
      await fillDatabase(db.url, { rows: ROWS, seed: `names-${dialect}` });
      expect(await orphans(db, await catalogOf(db.url))).toEqual([]);

      const suppliers = await db.query('SELECT * FROM suppliers');
      expect(suppliers.length).toBe(ROWS);
      const bad: string[] = [];
      const place = (table: string, column: string, value: unknown, max: number) => {
        if (value === null) return;
        if (!PLACES.has(String(value)) || String(value).length > max)
          bad.push(`${table}.${column}: ${value}`);
      };
      for (const s of suppliers) {
        place('suppliers', 'city', s.city, 15);
        place('suppliers', 'region', s.region, 15);
        place('suppliers', 'state', s.state, 12);
        if (s.homepage !== null) expect(() => new URL(String(s.homepage))).not.toThrow();
        if (s.web !== null) expect(new URL(String(s.web)).protocol).toBe('https:');
        if (s.contact_title !== null) expect(CATALOGS.puesto.names()).toContain(s.contact_title);
        // An email address is an email, a country and region a country, a supplier's first name no label.
        if (s.email_address !== null) expect(String(s.email_address)).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
        if (s.country_region !== null) expect(COUNTRY_NAMES).toContain(s.country_region);
        if (s.first_name !== null) expect(String(s.first_name)).not.toMatch(/\d/);
        if (s.last_ip_address !== null) expect(String(s.last_ip_address)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      }
      // Rows with Spanish addresses name Spain in about nine of ten, any other country otherwise.
      const countries = suppliers.map((s) => s.country).filter((c) => c !== null);
      for (const c of countries) expect(COUNTRY_NAMES).toContain(c);
      const spain = countries.filter((c) => c === 'España').length / countries.length;
      expect(spain).toBeGreaterThan(0.75);
      expect(spain).toBeLessThan(0.98);
      const employees = await db.query('SELECT * FROM employees');
      for (const e of employees) {
        place('employees', 'city', e.city, 15);
        if (e.title_of_courtesy !== null)
          expect(['Sr.', 'Sra.', 'Dr.', 'Dra.']).toContain(e.title_of_courtesy);
        if (e.extension !== null) expect(String(e.extension)).toMatch(/^\d{3,4}$/);
        expect(String(e.username)).toMatch(/^\S{1,16}$/);
        if (e.photo_path !== null) expect(String(e.photo_path)).toMatch(/^[\w/.-]+\.jpg$/);
        // A given name cut to the column ends on a whole word.
        expect(String(e.first_name)).not.toMatch(/\s\S{1,2}$/);
      }
      const organizations = await db.query('SELECT name, legal_name FROM organizations');
      for (const o of organizations) {
        // Company names (a firm's words and its legal form), not "Organization 12" labels nor given names.
        expect(String(o.name)).toMatch(/\s/);
        expect(String(o.name)).not.toMatch(/^Organization/);
        if (o.legal_name !== null) expect(String(o.legal_name)).toMatch(/\s/);
      }
      const products = await db.query(
        'SELECT discontinued, is_featured, quantity_per_unit, quantity FROM products',
      );
      for (const p of products) {
        if (p.quantity !== null) expect(Number.isInteger(Number(p.quantity))).toBe(true);
        expect([0, 1]).toContain(Number(p.discontinued));
        if (p.is_featured !== null) expect([0, 1]).toContain(Number(p.is_featured));
        if (p.quantity_per_unit !== null)
          expect(CATALOGS.presentacion.names()).toContain(p.quantity_per_unit);
      }
      const territories = await db.query('SELECT territory_description AS t FROM territorios');
      for (const t of territories) expect(MUNICIPIOS).toContain(t.t);
      const orders = await db.query('SELECT * FROM orders');
      for (const o of orders) {
        place('orders', 'ship_city', o.ship_city, 15);
        place('orders', 'ship_region', o.ship_region, 15);
        if (o.order_date !== null && o.required_date !== null)
          expect(String(o.required_date) >= String(o.order_date)).toBe(true);
        if (o.ship_name !== null) expect(String(o.ship_name)).not.toMatch(/^Order \d+$/);
      }
      expect(bad).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
