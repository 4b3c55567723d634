/**
 * Opens a connection to the database a URL names, loading that database's
 * driver only then (postgres.ts, mysql.ts, sqlite.ts).
 */
import type { Connection, ConnectOptions } from './connection.js';
import type { DbTarget } from './url.js';

export async function connect(target: DbTarget, options: ConnectOptions = {}): Promise<Connection> {
  switch (target.dialect) {
    case 'postgresql':
      return (await import('./postgres.js')).connectPostgres(target, options);
    case 'mysql':
      return (await import('./mysql.js')).connectMysql(target, options);
    case 'sqlite':
      return (await import('./sqlite.js')).connectSqlite(target, options);
  }
}
