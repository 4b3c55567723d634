/**
 * Opens a connection to the database a URL names, loading that database's
 * driver only then (postgres.ts, mysql.ts, sqlite.ts).
 */
import type { Connection } from './connection.js';
import type { DbTarget } from './url.js';

export async function connect(target: DbTarget): Promise<Connection> {
  switch (target.dialect) {
    case 'postgresql':
      return (await import('./postgres.js')).connectPostgres(target);
    case 'mysql':
      return (await import('./mysql.js')).connectMysql(target);
    case 'sqlite':
      return (await import('./sqlite.js')).connectSqlite(target);
  }
}
