/**
 * Database URLs (docs/api.md, Live databases): `postgres://` / `postgresql://`,
 * `mysql://` / `mariadb://`, and `sqlite:<path>` or a bare path ending in
 * `.db`, `.sqlite` or `.sqlite3`. The parsed form keeps the password apart
 * so that nothing printed (messages, progress, logs) ever carries it.
 */
import { invalidParams, type ProblemCode } from '../errors/index.js';

export type Dialect = 'postgresql' | 'mysql' | 'sqlite';

export interface ServerTarget {
  readonly dialect: 'postgresql' | 'mysql';
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly database: string;
  /** Query parameters (`?schema=...` for PostgreSQL), passed on as given. */
  readonly params: ReadonlyMap<string, string>;
}

export interface SqliteTarget {
  readonly dialect: 'sqlite';
  readonly path: string;
}

export type DbTarget = ServerTarget | SqliteTarget;

const SQLITE_SUFFIX = /\.(db|sqlite3?)$/i;
const DEFAULT_PORT = { postgresql: 5432, mysql: 3306 } as const;
const SCHEMES: Record<string, 'postgresql' | 'mysql'> = {
  'postgres:': 'postgresql',
  'postgresql:': 'postgresql',
  'mysql:': 'mysql',
  'mariadb:': 'mysql',
};

/** `url` parsed; `parameter` names it in an error (`source`, `target` of a copy). */
export function parseDbUrl(url: string, parameter: 'url' | 'source' | 'target' = 'url'): DbTarget {
  if (url.startsWith('sqlite:')) {
    // sqlite:file.db, sqlite:/abs/file.db and sqlite:///abs/file.db all name a file.
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') throw badUrl(url, 'bad_database_url', parameter);
    return { dialect: 'sqlite', path };
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    if (SQLITE_SUFFIX.test(url)) return { dialect: 'sqlite', path: url };
    throw badUrl(url, 'bad_database_url', parameter);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badUrl(url, 'bad_database_url', parameter);
  }
  const dialect = SCHEMES[parsed.protocol.toLowerCase()];
  if (!dialect) throw badUrl(url, 'bad_database_url', parameter);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) throw badUrl(url, 'url_needs_database', parameter);
  return {
    dialect,
    host: parsed.hostname.replace(/^\[|\]$/g, '') || 'localhost',
    port: parsed.port ? Number(parsed.port) : DEFAULT_PORT[dialect],
    user: decodeURIComponent(parsed.username) || (dialect === 'postgresql' ? 'postgres' : 'root'),
    password: decodeURIComponent(parsed.password),
    database,
    params: new Map(parsed.searchParams),
  };
}

/** The URL as it may be shown: the password, when there is one, is `***`. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** Where a target is, for messages: never its password. */
export function describeTarget(target: DbTarget): string {
  if (target.dialect === 'sqlite') return target.path;
  return `${target.user}@${target.host}:${target.port}/${target.database}`;
}

function badUrl(url: string, problem: ProblemCode, parameter: string) {
  return invalidParams({ parameter, url: redactUrl(url), problem });
}
