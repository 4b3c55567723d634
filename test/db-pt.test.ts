/**
 * `db introspect` and `db fill` under Portugal's locale (docs/api.md, Live
 * databases) on PostgreSQL, MariaDB and SQLite, with a small Portuguese
 * schema: customers with NIF, Cartão de Cidadão, NISS, phones, morada,
 * código postal (CP7), freguesia, concelho and distrito; companies with
 * their NIPC; accounts with NIB and IBAN; invoices. Every column reads as
 * Portugal's type, no row points at a missing one, every value fits its
 * column and is valid by Portugal's validators, and the places of a row
 * are one concelho of its distrito with one of its postal codes. Then
 * `db anonimizar --locale pt` copies a filled PostgreSQL database into
 * another: Portugal's identifiers are replaced by valid ones, none of the
 * source's is left, no row loses its parent and the places stay one place.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MUNICIPALITIES_PT, postalCodesPt } from '../src/countries/pt/data/generated/municipalities.js';
import { DISTRICTS_PT } from '../src/countries/pt/data/generated/regions.js';
import { PORTUGAL } from '../src/countries/pt/index.js';
import type { IntrospectedBody } from '../src/db/introspect.js';
import { fillDatabase, introspectDatabase } from '../src/index.js';
import { cli } from './cli-runner.js';
import { catalogOf, orphans, rowCounts } from './db-integrity.js';
import { PG, postgresSchema, reachable, serverDialects, skipUnless, sqliteFile } from './db-servers.js';

const ROWS = 200;
const dir = mkdtempSync(join(tmpdir(), 'pt-db-fill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same statements on the three servers (table-level foreign keys: MariaDB ignores inline ones). */
const SCHEMA = `
CREATE TABLE clientes (
  id INTEGER PRIMARY KEY,
  nome VARCHAR(60) NOT NULL,
  apelidos VARCHAR(80) NOT NULL,
  data_nascimento DATE NOT NULL,
  nif CHAR(9) NOT NULL UNIQUE,
  cc VARCHAR(12),
  niss CHAR(11),
  telemovel VARCHAR(9),
  telefone_fixo VARCHAR(9),
  email VARCHAR(80),
  morada VARCHAR(120) NOT NULL,
  codigo_postal CHAR(8) NOT NULL,
  freguesia VARCHAR(60),
  concelho VARCHAR(60) NOT NULL,
  distrito VARCHAR(40) NOT NULL
);
CREATE TABLE empresas (
  id INTEGER PRIMARY KEY,
  nome VARCHAR(120) NOT NULL,
  nipc CHAR(9) NOT NULL UNIQUE
);
CREATE TABLE contas (
  id INTEGER PRIMARY KEY,
  cliente_id INTEGER NOT NULL,
  nib CHAR(21) NOT NULL UNIQUE,
  iban CHAR(25),
  banco VARCHAR(120),
  FOREIGN KEY (cliente_id) REFERENCES clientes (id)
);
CREATE TABLE faturas (
  id INTEGER PRIMARY KEY,
  cliente_id INTEGER NOT NULL,
  empresa_id INTEGER NOT NULL,
  valor DECIMAL(10, 2) NOT NULL,
  descricao VARCHAR(200),
  FOREIGN KEY (cliente_id) REFERENCES clientes (id),
  FOREIGN KEY (empresa_id) REFERENCES empresas (id)
);
`;

const DIALECTS = await serverDialects(dir);
const SKIP_PG = skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port));

const valid = (kind: string, value: unknown) =>
  PORTUGAL.formats.find((f) => f.kind === kind)!.validate(String(value)).valid;

/** Every "cp|concelho|distrito" the rows are drawn from. */
const PLACES: ReadonlySet<string> = (() => {
  const { offsets, codes } = postalCodesPt();
  const district = new Map(DISTRICTS_PT.map((d) => [d.code, d.name]));
  const set = new Set<string>();
  MUNICIPALITIES_PT.forEach((m, i) => {
    for (let r = offsets[i]!; r < offsets[i + 1]!; r++)
      set.add([codes[r], m.name, district.get(m.districtCode)].join('|'));
  });
  return set;
})();
const CONCELHOS: ReadonlySet<string> = new Set(MUNICIPALITIES_PT.map((m) => m.name));

const typeOf = (body: IntrospectedBody, table: string, name: string) =>
  body.tables.find((t) => t.name === table)?.fields.find((f) => f.name === name);

describe.each(DIALECTS)('$dialect, --locale pt', ({ dialect, skip, create }) => {
  it.skipIf(skip)('reads Portuguese column names and fills valid, coherent rows that fit', async () => {
    const db = await create(`pt_${dialect}`, SCHEMA);
    try {
      const body = await introspectDatabase(db.url, { locale: 'pt' });
      const types = Object.fromEntries(
        body.tables.flatMap((t) => t.fields.map((f) => [`${t.name}.${f.name}`, f.type])),
      );
      expect(types).toMatchObject({
        'clientes.nome': 'nombre',
        'clientes.apelidos': 'apellidos',
        'clientes.data_nascimento': 'fecha_nacimiento',
        'clientes.nif': 'documento',
        'clientes.cc': 'documento',
        'clientes.niss': 'nss',
        'clientes.telemovel': 'telefono_movil',
        'clientes.telefone_fixo': 'telefono_fijo',
        'clientes.email': 'email',
        'clientes.morada': 'direccion',
        'clientes.codigo_postal': 'cp',
        'clientes.freguesia': 'municipio',
        'clientes.concelho': 'municipio',
        'clientes.distrito': 'provincia',
        'empresas.nome': 'razon_social',
        'empresas.nipc': 'cif',
        'contas.nib': 'ccc',
        'contas.iban': 'iban',
        'contas.banco': 'entidad_bancaria',
        'faturas.valor': 'numero',
        'faturas.descricao': 'lorem',
      });
      expect(typeOf(body, 'clientes', 'cc')?.options).toMatchObject({ sub: 'cc' });
      expect(typeOf(body, 'clientes', 'nif')).toMatchObject({ options: { sub: 'nif' }, unique: true });

      await fillDatabase(db.url, { rows: ROWS, seed: `pt-${dialect}`, locale: 'pt' });
      for (const [table, column, parent] of [
        ['contas', 'cliente_id', 'clientes'],
        ['faturas', 'cliente_id', 'clientes'],
        ['faturas', 'empresa_id', 'empresas'],
      ] as const) {
        const orphans = await db.query(
          `SELECT COUNT(*) AS n FROM ${table} c LEFT JOIN ${parent} p ON p.id = c.${column} WHERE p.id IS NULL`,
        );
        expect(Number(orphans[0]!.n), `${table}.${column}`).toBe(0);
      }
      const clientes = await db.query('SELECT * FROM clientes');
      expect(clientes).toHaveLength(ROWS);
      const bad: string[] = [];
      for (const row of clientes) {
        if (!valid('NIF_PT', row.nif)) bad.push(`nif ${row.nif}`);
        if (row.cc !== null && !valid('CC', row.cc)) bad.push(`cc ${row.cc}`);
        if (row.niss !== null && !valid('NISS', row.niss)) bad.push(`niss ${row.niss}`);
        if (row.telemovel !== null && !/^9\d{8}$/.test(String(row.telemovel)))
          bad.push(`tlm ${row.telemovel}`);
        if (row.telefone_fixo !== null && !valid('Telefono_PT', row.telefone_fixo))
          bad.push(`fixo ${row.telefone_fixo}`);
        const place = [row.codigo_postal, row.concelho, row.distrito].join('|');
        if (!PLACES.has(place)) bad.push(`place ${place}`);
        if (row.freguesia !== null && !CONCELHOS.has(String(row.freguesia)))
          bad.push(`freguesia ${row.freguesia}`);
        if (String(row.morada).length > 120) bad.push(`morada ${row.morada}`);
      }
      for (const row of await db.query('SELECT nipc, nome FROM empresas'))
        if (!valid('NIPC', row.nipc)) bad.push(`nipc ${row.nipc}`);
      for (const row of await db.query('SELECT nib, iban FROM contas')) {
        if (!valid('NIB', row.nib)) bad.push(`nib ${row.nib}`);
        if (row.iban !== null && !/^PT50\d{21}$/.test(String(row.iban))) bad.push(`iban ${row.iban}`);
      }
      expect(bad).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});

describe('CLI', () => {
  it('db introspect --locale pt reads the schema with Portugal’s words', async () => {
    const db = await sqliteFile(dir, 'pt_cli', SCHEMA);
    try {
      const { code, stdout } = await cli(['--locale', 'pt', 'db', 'introspect', db.url, '--rows', '5']);
      expect(code).toBe(0);
      expect(typeOf(JSON.parse(stdout), 'clientes', 'concelho')?.type).toBe('municipio');
      expect(typeOf(JSON.parse(stdout), 'clientes', 'codigo_postal')?.type).toBe('cp');
    } finally {
      await db.drop();
    }
  });
});

describe('db anonimizar --locale pt, PostgreSQL -> PostgreSQL', () => {
  it.skipIf(SKIP_PG)('replaces Portugal’s identifiers with valid ones, keeps every row and key', async () => {
    const source = await postgresSchema('pt_anon_src', SCHEMA);
    const target = await postgresSchema('pt_anon_dst', 'SELECT 1');
    try {
      await fillDatabase(source.url, { rows: ROWS, seed: 'pt-anon', locale: 'pt' });
      const { code, stderr } = await cli([
        '--locale',
        'pt',
        'db',
        'anonimizar',
        source.url,
        target.url,
        '--key',
        'chave-de-teste',
      ]);
      expect(code, stderr).toBe(0);
      const catalog = await catalogOf(target.url);
      expect(await rowCounts(target, catalog)).toEqual(await rowCounts(source, await catalogOf(source.url)));
      expect(await orphans(target, catalog)).toEqual([]);

      const IDENTIFIERS = ['nif', 'cc', 'niss', 'telemovel', 'telefone_fixo', 'email'] as const;
      const before = await source.query(`SELECT ${IDENTIFIERS.join(', ')} FROM clientes`);
      const after = await target.query('SELECT * FROM clientes');
      const left = new Set<unknown>(
        before.flatMap((row) => IDENTIFIERS.map((c) => row[c]).filter((v) => v !== null)),
      );
      const accounts = await source.query('SELECT nib, iban FROM contas');
      for (const row of accounts) for (const v of [row.nib, row.iban]) if (v !== null) left.add(v);
      const kept: string[] = [];
      for (const row of [...after, ...(await target.query('SELECT nib, iban FROM contas'))])
        for (const v of Object.values(row)) if (left.has(v)) kept.push(String(v));
      expect(kept).toEqual([]);

      const bad: string[] = [];
      for (const row of after) {
        if (!valid('NIF_PT', row.nif)) bad.push(`nif ${row.nif}`);
        if (row.cc !== null && !valid('CC', row.cc)) bad.push(`cc ${row.cc}`);
        if (row.niss !== null && !valid('NISS', row.niss)) bad.push(`niss ${row.niss}`);
        if (row.telemovel !== null && !valid('Telefono_PT', row.telemovel)) bad.push(`tlm ${row.telemovel}`);
        const place = [row.codigo_postal, row.concelho, row.distrito].join('|');
        if (!PLACES.has(place)) bad.push(`place ${place}`);
      }
      for (const row of await target.query('SELECT nib FROM contas'))
        if (!valid('NIB', row.nib)) bad.push(`nib ${row.nib}`);
      expect(bad).toEqual([]);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
