import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/index.js';
import { describeTarget, parseDbUrl, redactUrl } from './url.js';

describe('parseDbUrl', () => {
  it.each([
    [
      'postgres://ana:p%40ss@db.example:6543/tienda?schema=ventas',
      'postgresql',
      'db.example',
      6543,
      'ana',
      'p@ss',
      'tienda',
    ],
    ['postgresql://localhost/clinica', 'postgresql', 'localhost', 5432, 'postgres', '', 'clinica'],
    ['mysql://root@127.0.0.1/test', 'mysql', '127.0.0.1', 3306, 'root', '', 'test'],
    ['mariadb://u:pw@[::1]:3307/db', 'mysql', '::1', 3307, 'u', 'pw', 'db'],
  ])('%s', (url, dialect, host, port, user, password, database) => {
    expect(parseDbUrl(url)).toMatchObject({ dialect, host, port, user, password, database });
  });

  it('reads the PostgreSQL schema from the query', () => {
    const target = parseDbUrl('postgres://h/db?schema=ventas');
    expect(target.dialect === 'postgresql' && target.params.get('schema')).toBe('ventas');
  });

  it.each([
    ['sqlite:datos.db', 'datos.db'],
    ['sqlite:/var/lib/datos.sqlite', '/var/lib/datos.sqlite'],
    ['sqlite:///var/lib/datos', '/var/lib/datos'],
    ['datos.sqlite3', 'datos.sqlite3'],
    ['./carpeta/x.DB', './carpeta/x.DB'],
  ])('%s is SQLite', (url, path) => {
    expect(parseDbUrl(url)).toEqual({ dialect: 'sqlite', path });
  });

  it.each([
    'oracle://u:secretito@h/db',
    'postgres://u:secretito@h/',
    'postgres://u:secretito@h/a/b',
    'datos.txt',
    'sqlite:',
  ])('%s is INVALID_PARAMS without the password', (url) => {
    let error: unknown;
    try {
      parseDbUrl(url);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_PARAMS');
    expect(JSON.stringify((error as ApiError).details)).not.toContain('secretito');
  });
});

describe('showing a target', () => {
  it('never shows the password', () => {
    expect(redactUrl('postgres://ana:secretito@h:5432/db')).toBe('postgres://ana:***@h:5432/db');
    expect(redactUrl('mysql://root@h/db')).toBe('mysql://root@h/db');
    expect(describeTarget(parseDbUrl('postgres://ana:secretito@h/db'))).toBe('ana@h:5432/db');
  });
});

describe('naming the URL at fault', () => {
  it("a copy's source and target are named as such, any other URL as the url", () => {
    const parameterOf = (run: () => unknown) => {
      try {
        run();
      } catch (err) {
        return (err as ApiError).details?.parameter;
      }
      return undefined;
    };
    expect(parameterOf(() => parseDbUrl('foo://x', 'source'))).toBe('source');
    expect(parameterOf(() => parseDbUrl('postgres://h/', 'target'))).toBe('target');
    expect(parameterOf(() => parseDbUrl('foo://x'))).toBe('url');
  });
});
