/**
 * db introspect then db fill against the real servers, for two schemas of
 * our own (a clinic and a shop: composite keys and a composite foreign key,
 * a self-reference, UNIQUE, CHECK lists and ranges, enums, varchar limits,
 * numeric(p,s), identity/serial/auto_increment and generated columns) on
 * PostgreSQL, MariaDB and SQLite. After the fill: every table has its rows,
 * no foreign key points nowhere, keys do not repeat, and the columns named
 * like identifiers hold valid ones (the project's own validators), postal
 * codes belonging to the row's province. Through the library's own surface.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { validateValue } from '../src/countries/validate.js';
import type { Catalog } from '../src/db/catalog.js';
import { connect } from '../src/db/driver.js';
import type { BodyField, IntrospectedBody } from '../src/db/introspect.js';
import { parseDbUrl } from '../src/db/url.js';
import type { Kind } from '../src/domain/validation.js';
import { DbError, fillDatabase, introspectDatabase } from '../src/index.js';
import { fixture, serverDialects, type TestDatabase } from './db-servers.js';

const ROWS = 300;
const dir = mkdtempSync(join(tmpdir(), 'db-fill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = await serverDialects(dir);

/** Columns whose values must pass a validator, by column name. */
const VALIDATED: Readonly<Record<string, Kind>> = {
  dni: 'DNI',
  nif: 'NIF',
  nss: 'NSS',
  iban: 'IBAN',
  telefono: 'Telefono',
  telefono_movil: 'Telefono',
};

const PROVINCE_CODE = new Map(PROVINCES.map((p) => [p.name, p.code]));

const field = (body: IntrospectedBody, table: string, name: string): BodyField => {
  const found = body.tables.find((t) => t.name === table)?.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${table}.${name}`);
  return found;
};
const skippedNames = (body: IntrospectedBody, table: string) =>
  (body.tables.find((t) => t.name === table)?.skipped ?? []).map((s) => s.name);

async function catalogOf(url: string): Promise<Catalog> {
  const conn = await connect(parseDbUrl(url));
  try {
    return await conn.readCatalog();
  } finally {
    await conn.close();
  }
}

/** Rows of every foreign key whose parent row does not exist. */
async function orphans(db: TestDatabase, catalog: Catalog): Promise<string[]> {
  const found: string[] = [];
  for (const t of catalog.tables)
    for (const fk of t.foreignKeys) {
      const joined = fk.columns.map((c, i) => `p.${fk.targetColumns[i]} = c.${c}`).join(' AND ');
      const present = fk.columns.map((c) => `c.${c} IS NOT NULL`).join(' AND ');
      const [row] = await db.query(
        `SELECT COUNT(*) AS n FROM ${t.name} c WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${fk.table} p WHERE ${joined})`,
      );
      if (Number(row!.n) > 0) found.push(`${t.name}(${fk.columns}) -> ${fk.table}: ${row!.n}`);
    }
  return found;
}

/** Key and UNIQUE column sets that repeat a value. */
async function duplicates(db: TestDatabase, catalog: Catalog): Promise<string[]> {
  const found: string[] = [];
  for (const t of catalog.tables)
    for (const key of [t.primaryKey, ...t.unique].filter((k) => k.length > 0)) {
      const cols = key.join(', ');
      const rows = await db.query(
        `SELECT ${cols} FROM ${t.name} WHERE ${key.map((c) => `${c} IS NOT NULL`).join(' AND ')} GROUP BY ${cols} HAVING COUNT(*) > 1`,
      );
      if (rows.length > 0) found.push(`${t.name}(${cols}): ${rows.length}`);
    }
  return found;
}

/** Values of columns named like identifiers that fail validation, and postal codes outside their province. */
async function invalidValues(db: TestDatabase, catalog: Catalog): Promise<string[]> {
  const found: string[] = [];
  for (const t of catalog.tables) {
    const rows = await db.query(`SELECT * FROM ${t.name}`);
    const names = t.columns.map((c) => c.name);
    const cp = names.find((n) => n === 'cp' || n === 'codigo_postal');
    for (const row of rows) {
      for (const [column, kind] of Object.entries(VALIDATED)) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        if (!validateValue(String(value), kind).valid) found.push(`${t.name}.${column} ${kind}: ${value}`);
      }
      for (const column of names.filter((n) => n === 'email')) {
        const value = row[column];
        if (value !== null && !/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(String(value)))
          found.push(`${t.name}.${column}: ${value}`);
      }
      if (cp && row[cp] !== null && row.provincia !== null && row.provincia !== undefined) {
        const code = PROVINCE_CODE.get(String(row.provincia));
        if (!/^\d{5}$/.test(String(row[cp])) || String(row[cp]).slice(0, 2) !== code)
          found.push(`${t.name}.${cp} ${row[cp]} not in ${row.provincia}`);
      }
    }
  }
  return found;
}

describe.each(DIALECTS)('$dialect', ({ dialect, skip, create }) => {
  describe.skipIf(skip)('clinic', () => {
    it('introspects, fills, and every key, reference and identifier holds', async () => {
      const db = await create('clinic', fixture('clinic', dialect));
      try {
        const body = await introspectDatabase(db.url);
        expect(body.tables.map((t) => t.name).sort()).toEqual(['citas', 'facturas', 'medicos', 'pacientes']);
        expect(field(body, 'pacientes', 'dni')).toMatchObject({
          type: 'documento',
          options: { sub: 'dni' },
          unique: true,
        });
        expect(field(body, 'medicos', 'nif')).toMatchObject({ type: 'documento', options: { sub: 'nif' } });
        expect(field(body, 'pacientes', 'cp').type).toBe('cp');
        expect(field(body, 'pacientes', 'iban').type).toBe('iban');
        expect(field(body, 'pacientes', 'fecha_nacimiento').type).toBe('fecha_nacimiento');
        expect(field(body, 'pacientes', 'email')).toMatchObject({ type: 'email', nullable: 10 });
        // A database-numbered key that others point at is numbered here.
        expect(field(body, 'medicos', 'id')).toMatchObject({ type: 'secuencia', unique: true });
        expect(field(body, 'medicos', 'supervisor_id')).toMatchObject({
          type: 'referencia',
          options: { table: 'medicos', field: 'id' },
        });
        expect(field(body, 'medicos', 'especialidad')).toMatchObject({
          type: 'lista',
          options: {
            values: ['cardiologia', 'dermatologia', 'pediatria', 'traumatologia', 'medicina_familiar'],
          },
        });
        expect(field(body, 'citas', 'estado').options).toEqual({
          values: ['pendiente', 'realizada', 'cancelada'],
        });
        expect(field(body, 'citas', 'numero').type).toBe('secuencia');
        expect(field(body, 'facturas', 'tipo_iva').options).toEqual({ values: [0, 4, 10, 21] });
        // The composite foreign key: the second column copies from the row the first one chose.
        expect(field(body, 'facturas', 'cita_numero').options).toEqual({
          table: 'citas',
          field: 'numero',
          via: 'paciente_id',
        });
        expect(field(body, 'facturas', 'importe')).toMatchObject({
          type: 'numero',
          options: { min: 1, max: 500, decimals: 2 },
        });
        expect(skippedNames(body, 'facturas').sort()).toEqual(['id', 'total']);
        for (const t of body.tables)
          for (const f of t.fields) expect(f.why.length, `${t.name}.${f.name}`).toBeGreaterThan(5);

        const report = await fillDatabase(db.url, { rows: ROWS, seed: `clinic-${dialect}` });
        expect(report.tables.map((t) => t.name)).toEqual(['medicos', 'pacientes', 'citas', 'facturas']);
        const catalog = await catalogOf(db.url);
        for (const t of catalog.tables) {
          const [count] = await db.query(`SELECT COUNT(*) AS n FROM ${t.name}`);
          expect(Number(count!.n), t.name).toBe(report.tables.find((r) => r.name === t.name)!.rows);
        }
        // Appointments are keyed by (patient, number): 1-5 per patient, as introspection sizes them.
        const citas = report.tables.find((r) => r.name === 'citas')!.rows;
        expect(citas).toBeGreaterThanOrEqual(ROWS);
        expect(citas).toBeLessThanOrEqual(ROWS * 5);
        expect(report.tables.find((r) => r.name === 'medicos')!.rows).toBe(ROWS);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);
        expect(await invalidValues(db, catalog)).toEqual([]);
        const [iva] = await db.query(
          'SELECT COUNT(*) AS n FROM facturas WHERE tipo_iva NOT IN (0, 4, 10, 21) OR total IS NULL',
        );
        expect(Number(iva!.n)).toBe(0);
        // The counter moved past the numbers used: the database numbers a new row after them.
        await db.query(
          `INSERT INTO medicos (nombre, apellidos, nif, num_colegiado, especialidad) VALUES ('Ana', 'Gil', 'K0000000J', 'X', 'pediatria')`,
        );
        const [last] = await db.query("SELECT id FROM medicos WHERE num_colegiado = 'X'");
        expect(Number(last!.id)).toBe(ROWS + 1);
      } finally {
        await db.drop();
      }
    });
  });

  describe.skipIf(skip)('shop', () => {
    it('introspects, fills, refills with --truncate, and a failed table leaves nothing behind', async () => {
      const db = await create('shop', fixture('shop', dialect));
      try {
        const body = await introspectDatabase(db.url);
        expect(field(body, 'direcciones', 'codigo_postal').type).toBe('cp');
        expect(field(body, 'direcciones', 'provincia').type).toBe('provincia');
        expect(field(body, 'clientes', 'referido_por').options).toEqual({ table: 'clientes', field: 'id' });
        expect(field(body, 'pedidos', 'direccion_num').options).toEqual({
          table: 'direcciones',
          field: 'num',
          via: 'cliente_id',
        });
        expect(field(body, 'productos', 'nombre')).toMatchObject({ type: 'lista' });
        expect(field(body, 'productos', 'sku')).toMatchObject({ type: 'secuencia', unique: true });
        expect(field(body, 'lineas_pedido', 'cantidad').options).toMatchObject({ min: 1, max: 10 });
        expect(field(body, 'productos', 'precio').options).toEqual({ min: 1, max: 500, decimals: 2 });

        const seed = `shop-${dialect}`;
        await fillDatabase(db.url, { body, rows: ROWS, seed });
        const catalog = await catalogOf(db.url);
        expect(await orphans(db, catalog)).toEqual([]);
        expect(await duplicates(db, catalog)).toEqual([]);
        expect(await invalidValues(db, catalog)).toEqual([]);
        const first = await db.query('SELECT nif, email FROM clientes ORDER BY nif');

        // Without --truncate the same keys collide: the first table fails whole, named with its row.
        const failure = await fillDatabase(db.url, { rows: ROWS, seed }).catch((err: unknown) => err);
        expect(failure).toBeInstanceOf(DbError);
        expect((failure as DbError).facts).toMatchObject({ table: 'clientes', row: 1 });
        expect((failure as DbError).problem).toBe('LOAD_FAILED');
        const [still] = await db.query('SELECT COUNT(*) AS n FROM clientes');
        expect(Number(still!.n)).toBe(ROWS);

        // --truncate empties children before parents; the same seed gives the same rows.
        await fillDatabase(db.url, { rows: ROWS, seed, truncate: true });
        expect(await db.query('SELECT nif, email FROM clientes ORDER BY nif')).toEqual(first);
        expect(await orphans(db, catalog)).toEqual([]);
      } finally {
        await db.drop();
      }
    });
  });
});
