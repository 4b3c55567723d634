import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../catalog.js';
import { dbLocaleOf } from '../db-locale.js';
import { kindOfDbColumn } from './header-kinds.js';

const text = (name: string, maxLength?: number): CatalogColumn => ({
  name,
  sqlType: maxLength === undefined ? 'text' : `character varying(${maxLength})`,
  kind: 'text',
  nullable: true,
  ...(maxLength === undefined ? {} : { maxLength }),
});
const small = (name: string): CatalogColumn => ({
  name,
  sqlType: 'smallint',
  kind: 'integer',
  nullable: true,
});

const tableOf = (name: string, columns: CatalogColumn[], primaryKey: string[] = []): CatalogTable => ({
  name,
  columns,
  primaryKey,
  unique: [],
  foreignKeys: [],
  otherChecks: [],
});

const read = (table: CatalogTable, column: string, locale = 'es') =>
  kindOfDbColumn(table, table.columns.find((c) => c.name === column)!, dbLocaleOf(locale));

describe("a database column's name, read with its table and SQL type", () => {
  it('a kind whose fakes are text is never planned on a number column', () => {
    const orders = tableOf('orders', [small('ship_via'), text('ship_address', 60), small('state_id')]);
    expect(read(orders, 'ship_via')).toBeUndefined();
    expect(read(orders, 'state_id')).toBeUndefined();
    // The same word on a text column is a street.
    expect(read(orders, 'ship_address')).toBe('direccion');
    expect(read(tableOf('pedidos', [text('via', 60)]), 'via')).toBe('direccion');
  });

  it("a catalog's entries and a company's name are kept", () => {
    const categories = tableOf(
      'categories',
      [small('category_id'), text('category_name', 15)],
      ['category_id'],
    );
    expect(read(categories, 'category_name')).toBeNull();
    const states = tableOf('us_states', [small('state_id'), text('state_name', 100)], ['state_id']);
    expect(read(states, 'state_name')).toBeNull();
    expect(read(tableOf('customers', [text('country', 15)]), 'country')).toBeNull();
    expect(read(tableOf('customers', [text('company_name', 40)]), 'company_name')).toBeNull();
    expect(read(tableOf('empresas', [text('nombre', 80)]), 'nombre')).toBeNull();
    expect(read(tableOf('empresas', [text('nome', 80)]), 'nome', 'pt')).toBeNull();
  });

  it("a thing's name no catalog knows is still read as a person's, in doubt", () => {
    // `asistentes` is no person table the db commands know: its `nombre` is replaced all the same.
    expect(read(tableOf('asistentes', [text('nombre', 60)]), 'nombre')).toBe('nombre_completo');
    expect(read(tableOf('customers', [text('contact_name', 30)]), 'contact_name')).toBe('nombre_completo');
    expect(read(tableOf('customers', [text('city', 15)]), 'city')).toBe('municipio');
  });

  it('a lone name with no surname beside it is the whole name; beside one, a given name', () => {
    expect(read(tableOf('artist', [small('artist_id'), text('name', 120)]), 'name')).toBe('nombre_completo');
    expect(read(tableOf('socios', [text('nombre', 40), text('apellidos', 60)]), 'nombre')).toBe('nombre');
  });

  it('the names of a table of kinds of things are kept', () => {
    for (const table of ['media_type', 'tipos_de_cuenta', 'order_statuses', 'clases'])
      expect(read(tableOf(table, [small('id'), text('name', 120)], ['id']), 'name'), table).toBeNull();
  });

  it('a date of birth only where dates fit', () => {
    const date: CatalogColumn = { name: 'birth_date', sqlType: 'date', kind: 'date', nullable: true };
    expect(read(tableOf('employees', [date]), 'birth_date')).toBe('fecha_nacimiento');
    expect(read(tableOf('employees', [small('birth_date')]), 'birth_date')).toBeUndefined();
  });
});
