/**
 * `db introspect` and `db fill` under Mexico's locale (docs/api.md, Live databases) on
 * PostgreSQL, MariaDB and SQLite, with a small Mexican schema: customers
 * with CURP, RFC, NSS, phone, colonia, postal code, municipio and state,
 * and their CLABE accounts. After the fill: no account points at a missing
 * customer, every identifier is valid by Mexico's validators, the CURP and
 * RFC agree with the row's name, birth date and state, and colonia, postal
 * code, municipio and state are one settlement of the postal catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { municipalitiesMx } from '../src/countries/mx/data/generated/municipalities.js';
import { settlementsMx } from '../src/countries/mx/data/generated/settlements.js';
import { STATES_MX } from '../src/countries/mx/data/generated/states.js';
import { MEXICO } from '../src/countries/mx/index.js';
import type { IntrospectedBody } from '../src/db/introspect.js';
import { fillDatabase, introspectDatabase } from '../src/index.js';
import { cli } from './cli-runner.js';
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

const ROWS = 200;
const dir = mkdtempSync(join(tmpdir(), 'mx-db-fill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same statements on the three servers (table-level foreign keys: MariaDB ignores inline ones). */
const SCHEMA = `
CREATE TABLE clientes (
  id INTEGER PRIMARY KEY,
  nombre VARCHAR(60) NOT NULL,
  apellidos VARCHAR(80) NOT NULL,
  fecha_nacimiento DATE NOT NULL,
  curp CHAR(18) NOT NULL,
  rfc VARCHAR(13) NOT NULL,
  nss CHAR(11),
  telefono VARCHAR(10),
  colonia VARCHAR(120),
  cp CHAR(5) NOT NULL,
  municipio VARCHAR(80) NOT NULL,
  estado VARCHAR(40) NOT NULL
);
CREATE TABLE cuentas (
  id INTEGER PRIMARY KEY,
  cliente_id INTEGER NOT NULL,
  clabe CHAR(18) NOT NULL UNIQUE,
  banco VARCHAR(120),
  FOREIGN KEY (cliente_id) REFERENCES clientes (id)
);
`;

const DIALECTS = [
  {
    dialect: 'postgresql',
    skip: skipUnless(`PostgreSQL at ${PG.host}:${PG.port}`, await reachable(PG.host, PG.port)),
    create: (label: string) => postgresSchema(label, SCHEMA),
  },
  {
    dialect: 'mysql',
    skip: skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port)),
    create: (label: string) => mysqlDatabase(label, SCHEMA),
  },
  { dialect: 'sqlite', skip: false, create: (label: string) => sqliteFile(dir, label, SCHEMA) },
];

const valid = (kind: string, value: unknown) =>
  MEXICO.formats.find((f) => f.kind === kind)!.validate(String(value)).valid;

/** Every "colonia|cp|municipio|estado" of the settlements rows are drawn from. */
const SETTLEMENTS: ReadonlySet<string> = (() => {
  const m = municipalitiesMx();
  const s = settlementsMx();
  const stateName = new Map(STATES_MX.map((st) => [st.code, st.name]));
  const set = new Set<string>();
  for (let i = 0; i < m.codes.length; i++)
    for (let r = s.offsets[i]!; r < s.offsets[i + 1]!; r++)
      set.add(
        [s.nameList[s.names[r]!], s.codes[r], m.names[i], stateName.get(m.codes[i]!.slice(0, 2))].join('|'),
      );
  return set;
})();
const STATE_LETTERS = new Map(STATES_MX.map((s) => [s.name, s.curp]));

const typeOf = (body: IntrospectedBody, table: string, name: string) =>
  body.tables.find((t) => t.name === table)?.fields.find((f) => f.name === name);

const yymmdd = (date: unknown) => String(date).slice(0, 10).replace(/-/g, '').slice(2);

describe.each(DIALECTS)('$dialect, --locale mx', ({ dialect, skip, create }) => {
  it.skipIf(skip)('reads Mexican column names and fills valid, coherent rows', async () => {
    const db: TestDatabase = await create(`mx_${dialect}`);
    try {
      const body = await introspectDatabase(db.url, { locale: 'mx' });
      expect(typeOf(body, 'clientes', 'curp')).toMatchObject({ type: 'documento', options: { sub: 'curp' } });
      expect(typeOf(body, 'clientes', 'rfc')).toMatchObject({ type: 'documento', options: { sub: 'rfc' } });
      expect(typeOf(body, 'clientes', 'estado')?.type).toBe('provincia');
      expect(typeOf(body, 'clientes', 'colonia')?.type).toBe('comunidad');
      expect(typeOf(body, 'clientes', 'telefono')?.type).toBe('telefono_movil');
      expect(typeOf(body, 'cuentas', 'clabe')).toMatchObject({ type: 'ccc', unique: true });
      // Under Spain's locale the same columns read as Spain's (no CURP there).
      const es = await introspectDatabase(db.url);
      expect(typeOf(es, 'clientes', 'curp')?.type).not.toBe('documento');

      await fillDatabase(db.url, { rows: ROWS, seed: `mx-${dialect}`, locale: 'mx' });
      const orphans = await db.query(
        'SELECT COUNT(*) AS n FROM cuentas c LEFT JOIN clientes p ON p.id = c.cliente_id WHERE p.id IS NULL',
      );
      expect(Number(orphans[0]!.n)).toBe(0);
      const clientes = await db.query('SELECT * FROM clientes');
      expect(clientes).toHaveLength(ROWS);
      const bad: string[] = [];
      for (const row of clientes) {
        if (!valid('CURP', row.curp)) bad.push(`curp ${row.curp}`);
        if (!valid('RFC', row.rfc)) bad.push(`rfc ${row.rfc}`);
        if (row.nss !== null && !valid('NSS_MX', row.nss)) bad.push(`nss ${row.nss}`);
        if (row.telefono !== null && !valid('Telefono_MX', row.telefono))
          bad.push(`telefono ${row.telefono}`);
        const place = [row.colonia, row.cp, row.municipio, row.estado].join('|');
        if (row.colonia !== null && !SETTLEMENTS.has(place)) bad.push(`place ${place}`);
        const curp = String(row.curp);
        // The CURP: the birth date, the state of the row, the RFC's name letters and date.
        if (curp.slice(4, 10) !== yymmdd(row.fecha_nacimiento)) bad.push(`curp date ${curp}`);
        if (curp.slice(11, 13) !== STATE_LETTERS.get(String(row.estado))) bad.push(`curp state ${curp}`);
        if (String(row.rfc).slice(4, 10) !== curp.slice(4, 10)) bad.push(`rfc date ${row.rfc}`);
      }
      for (const row of await db.query('SELECT clabe FROM cuentas'))
        if (!valid('CLABE', row.clabe)) bad.push(`clabe ${row.clabe}`);
      expect(bad).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});

describe('CLI', () => {
  it('db introspect --locale mx reads the schema with Mexico’s words', async () => {
    const db = await sqliteFile(dir, 'mx_cli', SCHEMA);
    try {
      const { code, stdout } = await cli(['--locale', 'mx', 'db', 'introspect', db.url, '--rows', '5']);
      expect(code).toBe(0);
      expect(typeOf(JSON.parse(stdout), 'clientes', 'curp')?.type).toBe('documento');
    } finally {
      await db.drop();
    }
  });
});
