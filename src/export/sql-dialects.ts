/**
 * How each SQL dialect spells identifiers, strings, booleans and column
 * types. `ansi` is the layout of DECISIONS 5 to the letter; the others
 * follow each database's own documentation (PostgreSQL "Lexical
 * Structure", MariaDB/MySQL "String Literals", SQLite "SQL As Understood
 * By SQLite", SQL Server "Constants (Transact-SQL)").
 *
 * Types come from the column kind alone and are chosen so that every value
 * reads back exactly: text is unbounded (TEXT, NVARCHAR(MAX)), since a
 * `lorem` field can outgrow any VARCHAR(n) and a hundred VARCHAR(255)
 * columns exceed MySQL's 65,535-byte row limit; integers are BIGINT, which
 * holds every integer a JavaScript number carries exactly; decimals are
 * IEEE doubles (DOUBLE PRECISION, DOUBLE, REAL, FLOAT), the very type of
 * the generated number, where NUMERIC(p,s) would round or overflow.
 *
 * NUL is dropped from every string: PostgreSQL rejects it in text and
 * SQLite ends the statement at it. Other control characters are kept;
 * MySQL gets the escapes of mysql_real_escape_string (backslash, quote, LF,
 * CR, Ctrl-Z), and SQLite gets CR through char(13), because its shell turns
 * CR LF into LF even inside a quoted string.
 */
import type { ColumnKind, SqlDialect } from './types.js';

export interface SqlDialectRules {
  readonly identifier: (name: string) => string;
  readonly string: (value: string) => string;
  readonly true: string;
  readonly false: string;
  readonly types: Readonly<Record<ColumnKind, string>>;
  /**
   * Text type of a column under a key: MySQL/MariaDB cannot index TEXT
   * without a prefix length, nor SQL Server NVARCHAR(MAX). Generated key
   * values (documents, emails, IBANs, list values...) fit in 255 characters.
   * Their default collations ignore case and accents, so a binary collation
   * keeps values distinct exactly when the generator made them distinct.
   */
  readonly keyText: string;
  /**
   * True where UNIQUE admits one null only (SQL Server): a nullable unique
   * column gets a unique index filtered to its non-null values instead.
   */
  readonly oneNullUnique?: boolean;
  /** Rows per INSERT statement: 1 for ansi (one statement per row), else a multi-row INSERT. */
  readonly rowsPerInsert: number;
  /** Statements written before everything else. */
  readonly preamble: string;
  /** Written between CREATE TABLE's closing parenthesis and its semicolon. */
  readonly tableOptions: string;
}

/**
 * Rows per multi-row INSERT. Well under SQL Server's 1,000-row limit, and
 * it keeps a statement under MariaDB's default 16 MB max_allowed_packet
 * for rows up to 160 KB.
 */
export const ROWS_PER_INSERT = 100;

const doubleQuoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Standard SQL string: single quotes, `'` doubled, NUL dropped. */
function standardString(value: string): string {
  if (value.indexOf("'") === -1 && value.indexOf('\0') === -1) return `'${value}'`;
  return `'${value.replaceAll('\0', '').replaceAll("'", "''")}'`;
}

function sqliteString(value: string): string {
  if (value.indexOf('\r') === -1) return standardString(value);
  return standardString(value).replaceAll('\r', "'||char(13)||'");
}

const MYSQL_SPECIAL = /[\0\\'\n\r\x1a]/;
const MYSQL_ESCAPES: Readonly<Record<string, string>> = {
  '\0': '',
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\x1a': '\\Z',
};

/** MySQL/MariaDB string under the default sql_mode (backslash is an escape character). */
function mysqlString(value: string): string {
  if (!MYSQL_SPECIAL.test(value)) return `'${value}'`;
  return `'${value.replace(/[\0\\'\n\r\x1a]/g, (c) => MYSQL_ESCAPES[c])}'`;
}

/**
 * SQL Server string: N-prefixed standard string. A backslash before a line
 * break inside a literal is a line continuation there (both vanish), so
 * such a break is written as NCHAR(10) or NCHAR(13) outside the literal.
 */
function sqlServerString(value: string): string {
  const literal = `N${standardString(value)}`;
  if (!/\\[\r\n]/.test(value)) return literal;
  return literal.replace(/\\([\r\n])/g, (_m, eol: string) => `\\'+NCHAR(${eol.charCodeAt(0)})+N'`);
}

const STANDARD_TYPES = {
  text: 'TEXT',
  integer: 'BIGINT',
  decimal: 'DOUBLE PRECISION',
  boolean: 'BOOLEAN',
  date: 'DATE',
} as const;

const ANSI: SqlDialectRules = {
  identifier: doubleQuoted,
  string: standardString,
  true: 'TRUE',
  false: 'FALSE',
  types: STANDARD_TYPES,
  keyText: 'TEXT',
  rowsPerInsert: 1,
  preamble: '',
  tableOptions: '',
};

export const SQL_DIALECT_RULES: Readonly<Record<SqlDialect, SqlDialectRules>> = {
  ansi: ANSI,
  postgresql: { ...ANSI, rowsPerInsert: ROWS_PER_INSERT },
  mysql: {
    identifier: (name) => `\`${name.replaceAll('`', '``')}\``,
    string: mysqlString,
    true: 'TRUE',
    false: 'FALSE',
    types: { text: 'TEXT', integer: 'BIGINT', decimal: 'DOUBLE', boolean: 'BOOLEAN', date: 'DATE' },
    keyText: 'VARCHAR(255) COLLATE utf8mb4_bin',
    rowsPerInsert: ROWS_PER_INSERT,
    // The file is UTF-8 whatever the client's default character set is.
    preamble: 'SET NAMES utf8mb4;\n',
    tableOptions: ' DEFAULT CHARSET=utf8mb4',
  },
  sqlite: {
    identifier: doubleQuoted,
    string: sqliteString,
    true: '1',
    false: '0',
    types: { text: 'TEXT', integer: 'INTEGER', decimal: 'REAL', boolean: 'INTEGER', date: 'TEXT' },
    keyText: 'TEXT',
    rowsPerInsert: ROWS_PER_INSERT,
    preamble: '',
    tableOptions: '',
  },
  sqlserver: {
    identifier: (name) => `[${name.replaceAll(']', ']]')}]`,
    string: sqlServerString,
    true: '1',
    false: '0',
    types: { text: 'NVARCHAR(MAX)', integer: 'BIGINT', decimal: 'FLOAT', boolean: 'BIT', date: 'DATE' },
    keyText: 'NVARCHAR(450) COLLATE Latin1_General_100_BIN2',
    oneNullUnique: true,
    rowsPerInsert: ROWS_PER_INSERT,
    preamble: '',
    tableOptions: '',
  },
};
