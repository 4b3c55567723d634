import type { DbError, DbProblem } from '../db/errors.js';
import type { Lang } from '../i18n/lang.js';

/** What each database problem says, in one line, in each language. */
const MESSAGES: Readonly<Record<DbProblem, Readonly<Record<Lang, string>>>> = {
  CONNECTION_REFUSED: { es: 'no se puede conectar', en: 'cannot connect' },
  HOST_NOT_FOUND: { es: 'no se encuentra el servidor', en: 'server not found' },
  TIMEOUT: { es: 'el servidor no responde', en: 'the server does not answer' },
  AUTH_FAILED: { es: 'usuario o contraseña no aceptados', en: 'user or password refused' },
  NO_DATABASE: { es: 'la base de datos no existe', en: 'the database does not exist' },
  NO_FILE: { es: 'no se puede abrir el fichero SQLite', en: 'cannot open the SQLite file' },
  NO_TABLES: { es: 'no hay tablas', en: 'there are no tables' },
  UNKNOWN_TABLE: { es: 'tabla desconocida', en: 'unknown table' },
  UNKNOWN_COLUMN: { es: 'columna desconocida', en: 'unknown column' },
  VALUE_DOES_NOT_FIT: { es: 'un valor no cabe en su columna', en: 'a value does not fit its column' },
  LOAD_FAILED: { es: 'la base de datos rechazó la carga', en: 'the database refused the load' },
  DATABASE_ERROR: { es: 'error de la base de datos', en: 'database error' },
};

const WORDS = {
  es: { table: 'tabla', row: 'fila', column: 'columna' },
  en: { table: 'table', row: 'row', column: 'column' },
} as const;

/** `LOAD_FAILED: the database refused the load (table citas, row 57): duplicate key ...` */
export function dbErrorLine(err: DbError, lang: Lang): string {
  const { target, table, row, column, message } = err.facts;
  const w = WORDS[lang];
  const where = [
    target,
    table !== undefined ? `${w.table} ${table}` : undefined,
    row !== undefined ? `${w.row} ${row}` : undefined,
    column !== undefined ? `${w.column} ${column}` : undefined,
  ].filter(Boolean);
  const said = message ? `: ${message.split('\n')[0]}` : '';
  return `${err.problem}: ${MESSAGES[err.problem][lang]}${where.length ? ` (${where.join(', ')})` : ''}${said}`;
}
