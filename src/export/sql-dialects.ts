/**
 * How each SQL dialect spells identifiers, strings, booleans and column
 * types. `ansi` is the layout of docs/api.md, Export formats to the letter; the others
 * follow each database's own documentation (PostgreSQL "Lexical
 * Structure", MariaDB/MySQL "String Literals", SQLite "SQL As Understood
 * By SQLite", SQL Server "Constants (Transact-SQL)").
 *
 * Types are chosen so that every value reads back exactly: text is
 * unbounded (TEXT, NVARCHAR(MAX)), since a `lorem` field can outgrow any
 * VARCHAR(n) and a hundred VARCHAR(255) columns exceed MySQL's 65,535-byte
 * row limit. A column whose numbers keep to known bounds and decimals (see
 * `NumericRange`) is exact: INTEGER when its bounds fit 32 bits, else
 * BIGINT, and NUMERIC(p, s) (DECIMAL on MySQL and SQL Server) with s its
 * decimals and p the digits of its largest bound. Other integers are BIGINT,
 * which holds every integer a JavaScript number carries exactly; other
 * decimals (list values) are IEEE doubles, the very type of the number.
 *
 * NUL is dropped from every string: PostgreSQL rejects it in text and
 * SQLite ends the statement at it. Other control characters are kept;
 * SQLite gets CR through char(13), because its shell turns CR LF into LF
 * even inside a quoted string. MySQL literals double the quote, which reads
 * the same whether or not sql_mode has NO_BACKSLASH_ESCAPES; a backslash
 * cannot be written inside a literal so that both modes read it alike (an
 * escape character in one, itself in the other), so it leaves the literal
 * as CHAR(92 USING utf8mb4) in a CONCAT, and CR and Ctrl-Z too (the client
 * may drop or stop at them: CHAR(13), CHAR(26)). MariaDB/MySQL manuals,
 * "String Literals" and "SQL_MODE" (NO_BACKSLASH_ESCAPES).
 */
import type { ColumnKind, SqlDialect } from './types.js';

export interface SqlDialectRules {
  readonly identifier: (name: string) => string;
  readonly string: (value: string) => string;
  readonly true: string;
  readonly false: string;
  readonly types: Readonly<Record<ColumnKind, string>>;
  /** Integer type of a column whose bounds fit 32 bits. */
  readonly int32: string;
  /** Exact decimal type: `p` digits, `s` of them after the point. */
  readonly exact: (p: number, s: number) => string;
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

/** Backslash, CR and Ctrl-Z: written outside MySQL literals (see the top of this file). */
const MYSQL_OUTSIDE = /[\\\r\x1a]+/g;

/**
 * MySQL/MariaDB string that loads the same with and without
 * NO_BACKSLASH_ESCAPES: standard literal pieces, and each run of backslashes,
 * CRs and Ctrl-Zs as CHAR(codes USING utf8mb4), joined by CONCAT.
 */
function mysqlString(value: string): string {
  const literal = standardString(value);
  if (!/[\\\r\x1a]/.test(literal)) return literal;
  const parts: string[] = [];
  let last = 1;
  for (const match of literal.matchAll(MYSQL_OUTSIDE)) {
    if (match.index > last) parts.push(`'${literal.slice(last, match.index)}'`);
    const codes = Array.from(match[0], (c) => c.charCodeAt(0)).join(',');
    parts.push(`CHAR(${codes} USING utf8mb4)`);
    last = match.index + match[0].length;
  }
  if (last < literal.length - 1) parts.push(`'${literal.slice(last, -1)}'`);
  return `CONCAT(${parts.join(', ')})`;
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
  int32: 'INTEGER',
  exact: (p, s) => `NUMERIC(${p},${s})`,
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
    int32: 'INT',
    exact: (p, s) => `DECIMAL(${p},${s})`,
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
    int32: 'INTEGER',
    // NUMERIC affinity: integers stay integers, decimals become the double they were generated as.
    exact: (p, s) => `NUMERIC(${p},${s})`,
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
    int32: 'INT',
    exact: (p, s) => `DECIMAL(${p},${s})`,
    keyText: 'NVARCHAR(450) COLLATE Latin1_General_100_BIN2',
    oneNullUnique: true,
    rowsPerInsert: ROWS_PER_INSERT,
    preamble: '',
    tableOptions: '',
  },
};
