import { describe, expect, it } from 'vitest';
import type { CatalogColumn } from './catalog.js';
import { catalogMapping } from './catalog-columns.js';
import { type DbLocale, dbLocale } from './db-locale.js';

const text = (name: string): CatalogColumn => ({
  name,
  sqlType: 'varchar(80)',
  kind: 'text',
  maxLength: 80,
  nullable: false,
});
const locale = (code: string): DbLocale => {
  const found = dbLocale(code);
  if (found === undefined) throw new Error(`no db locale ${code}`);
  return found;
};
const catalogOf = (column: string, table: string, on: DbLocale, unique = true) =>
  catalogMapping(text(column), table, { unique, rows: 10, locale: on })?.why;

describe("the national catalogs' words are the country's field types'", () => {
  it("Spain's provinces, communities, municipalities and banks, by the types' column words", () => {
    const es = locale('es');
    expect(catalogOf('provincia', 'clientes', es)).toMatch(/provincia catalog/);
    expect(catalogOf('ccaa', 'clientes', es)).toMatch(/comunidad catalog/);
    expect(catalogOf('ayuntamiento', 'clientes', es)).toMatch(/municipio catalog/);
    expect(catalogOf('territory', 'clientes', es)).toMatch(/municipio catalog/);
    expect(catalogOf('entidad_bancaria', 'clientes', es)).toMatch(/banco catalog/);
    expect(catalogOf('nombre', 'provincias', es)).toMatch(/holds provincia entries/);
  });

  it('a country whose field types name no catalog has none: its types fill those columns', () => {
    for (const code of ['pt', 'mx']) {
      expect(catalogOf('provincia', 'clientes', locale(code))).toBeUndefined();
      expect(catalogOf('nombre', 'provincias', locale(code))).not.toMatch(/catalog/);
    }
  });

  it('a word added to a type with a catalog names the catalog', () => {
    const es = locale('es');
    const types = es.fields.types.map((t) =>
      t.type === 'provincia' ? { ...t, columns: [...(t.columns ?? []), { order: 131, words: ['prov'] }] } : t,
    );
    const withWord: DbLocale = {
      ...es,
      code: 'es-prov',
      fields: { ...es.fields, types, byName: new Map(types.map((t) => [t.type, t])) },
    };
    expect(catalogOf('prov', 'clientes', es)).toBeUndefined();
    expect(catalogOf('prov', 'clientes', withWord)).toMatch(/provincia catalog/);
  });
});
