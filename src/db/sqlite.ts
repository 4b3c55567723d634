/**
 * SQLite through better-sqlite3: catalog from the table_xinfo,
 * foreign_key_list and index_list pragmas plus the CHECK clauses of each
 * table's CREATE statement; rows through one prepared INSERT run row by row
 * inside one transaction per table, foreign keys enforced.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteDriver } from '../drivers/load.js';
import {
  type Catalog,
  type CatalogColumn,
  type CatalogOptions,
  INTEGER_RANGES,
  insertTargets,
  type SqlKind,
  TEXT_KEY_DIGITS,
} from './catalog.js';
import {
  type Connection,
  type ConnectOptions,
  orphanQuery,
  type ReadCell,
  readBatches,
  readQuery,
  type TableLoad,
} from './connection.js';
import { assembleTables, type ConstraintRow } from './constraints.js';
import { DbError, loadFailed } from './errors.js';
import type { SqliteTarget } from './url.js';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function connectSqlite(target: SqliteTarget, options: ConnectOptions = {}): Promise<Connection> {
  const Database = await sqliteDriver();
  let db: BetterSqlite3.Database;
  try {
    db = new Database(target.path, {
      fileMustExist: options.create !== true,
      readonly: options.readOnly === true,
    });
    db.pragma('foreign_keys = ON');
  } catch (err) {
    throw new DbError('NO_FILE', { target: target.path, message: messageOf(err) });
  }
  return {
    dialect: 'sqlite',
    truncateCommits: false,
    async begin() {
      db.exec('BEGIN');
    },
    async commit() {
      db.exec('COMMIT');
    },
    async rollback() {
      if (db.inTransaction) db.exec('ROLLBACK');
    },
    async deferForeignKeys() {
      // Until the transaction ends: the checks run at COMMIT, and the fill counts orphans before it.
      db.pragma('defer_foreign_keys = ON');
    },
    async checkForeignKeys() {
      db.pragma('defer_foreign_keys = OFF');
    },
    async update(table, key, columns, rows) {
      try {
        const statement = db.prepare(
          `UPDATE ${quote(table)} SET ${columns.map((c) => `${quote(c)} = ?`).join(', ')} WHERE ${key.map((k) => `${quote(k)} = ?`).join(' AND ')}`,
        );
        for (const row of rows)
          statement.run([...row.slice(key.length), ...row.slice(0, key.length)].map(bindable));
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table, message: messageOf(err) });
      }
    },
    async orphans(fk) {
      const row = db.prepare(orphanQuery(fk, quote, quote)).get() as { n: number };
      return Number(row.n);
    },
    quote,
    qualified: quote,
    async beginSnapshot() {
      // One snapshot for every table read (the file is open read-only).
      db.exec('BEGIN');
    },
    async *read(read) {
      yield* readBatches<ReadCell[]>(
        () =>
          wholeNumbers(
            db
              .prepare(readQuery(read, quote, quote))
              .raw(true)
              .safeIntegers(true)
              .iterate(),
          ),
        (err) => new DbError('DATABASE_ERROR', { table: read.table, message: messageOf(err) }),
      );
    },
    async execute(sql) {
      try {
        db.exec(sql);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: messageOf(err) });
      }
    },
    async isEmpty(table) {
      return db.prepare(`SELECT 1 FROM ${quote(table)} LIMIT 1`).get() === undefined;
    },
    async readCatalog(options) {
      try {
        return readSqliteCatalog(db, options);
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { message: messageOf(err) });
      }
    },
    async truncate(tables) {
      try {
        const counters = db
          .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
          .get();
        // Inside the fill's transaction; checks wait for the last DELETE, as tables in a cycle have no children-first order.
        db.pragma('defer_foreign_keys = ON');
        for (const table of tables) {
          db.prepare(`DELETE FROM ${quote(table)}`).run();
          if (counters) db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(table);
        }
        db.pragma('defer_foreign_keys = OFF');
      } catch (err) {
        throw new DbError('DATABASE_ERROR', { table: tables.join(', '), message: messageOf(err) });
      }
    },
    async load({ table, columns, batches, onRows }: TableLoad) {
      let rows = 0;
      // Inside the fill's transaction (begin, commit).
      try {
        const insert = db.prepare(
          `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        for await (const batch of batches) {
          for (const row of batch) {
            try {
              insert.run(row.map(bindable));
            } catch (err) {
              throw loadFailed(table, rows + 1, messageOf(err));
            }
            rows++;
          }
          onRows?.(rows);
        }
      } catch (err) {
        if (err instanceof DbError) throw err;
        throw loadFailed(table, rows + 1, messageOf(err));
      }
    },
    async close() {
      db.close();
    },
  };
}

/**
 * Rows as the driver reads them with every integer a BigInt (SQLite's are
 * 64-bit): a number where it is exact, else its digits, so that
 * 9007199254740993 is copied as it is.
 */
function* wholeNumbers(rows: Iterable<unknown>): Iterable<ReadCell[]> {
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    yield row.map((cell: unknown): ReadCell => {
      if (typeof cell !== 'bigint') return cell as ReadCell;
      return cell >= Number.MIN_SAFE_INTEGER && cell <= Number.MAX_SAFE_INTEGER ? Number(cell) : String(cell);
    });
  }
}

/**
 * SQLite stores booleans as 0 and 1; the driver binds no booleans, and
 * bytes only as a Buffer. It binds every number as a REAL, which a text
 * column keeps as "10.0": whole numbers go as integers (a `char(4)` key
 * numbered by a sequence holds "10").
 */
const bindable = (cell: ReadCell) =>
  typeof cell === 'boolean'
    ? cell
      ? 1
      : 0
    : typeof cell === 'number' && Number.isSafeInteger(cell)
      ? BigInt(cell)
      : cell instanceof Uint8Array
        ? Buffer.from(cell)
        : cell;

interface XInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
}

export function readSqliteCatalog(db: BetterSqlite3.Database, options: CatalogOptions = {}): Catalog {
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    )
    .all() as { name: string; sql: string }[];
  const columns: { table: string; column: CatalogColumn }[] = [];
  const constraints: ConstraintRow[] = [];
  for (const { name, sql } of tables) {
    const info = db.prepare(`PRAGMA table_xinfo(${quote(name)})`).all() as XInfo[];
    const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const rowidAlias = pk.length === 1 && pk[0]!.type.toUpperCase() === 'INTEGER';
    for (const c of info) columns.push({ table: name, column: columnOf(c, rowidAlias && c.pk === 1) });
    if (pk.length > 0)
      constraints.push(
        row(
          name,
          'p',
          pk.map((c) => c.name),
        ),
      );
    const indexes = db.prepare(`PRAGMA index_list(${quote(name)})`).all() as {
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }[];
    // A partial unique index is kept as if whole (distinct everywhere is distinct where it applies);
    // an expression index as the columns its expressions name (the index's SQL).
    for (const index of indexes) {
      if (!index.unique || index.origin === 'pk') continue;
      const cols = db.prepare(`PRAGMA index_info(${quote(index.name)})`).all() as { name: string | null }[];
      const expression = cols.some((c) => c.name === null)
        ? ((
            db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(index.name) as
              | { sql: string | null }
              | undefined
          )?.sql ?? null)
        : null;
      const named = cols.flatMap((c) => (c.name === null ? [] : [c.name]));
      constraints.push({
        ...row(name, 'u', named),
        definition: expression?.replace(/^[^(]*\(/, '(').replace(/\)\s*WHERE\s[\s\S]*$/i, ')') ?? null,
      });
    }
    const fks = db.prepare(`PRAGMA foreign_key_list(${quote(name)})`).all() as {
      id: number;
      table: string;
      from: string;
      to: string | null;
    }[];
    for (const id of new Set(fks.map((f) => f.id))) {
      const parts = fks.filter((f) => f.id === id);
      const target = parts[0]!.table;
      // REFERENCES t without columns names t's primary key.
      const targetPk = () =>
        (db.prepare(`PRAGMA table_info(${quote(target)})`).all() as { name: string; pk: number }[])
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name);
      const to = parts.every((p) => p.to !== null) ? parts.map((p) => p.to!) : targetPk();
      constraints.push({
        ...row(
          name,
          'f',
          parts.map((p) => p.from),
        ),
        ref_table: target,
        ref_columns: to,
      });
    }
    for (const check of checkClauses(sql)) constraints.push({ ...row(name, 'c', null), definition: check });
  }
  const triggers = db
    .prepare("SELECT tbl_name AS table_name, sql AS body FROM sqlite_master WHERE type = 'trigger'")
    .all() as { table_name: string; body: string }[];
  const names = tables.map((t) => t.name);
  const triggerFilled = triggers.flatMap((t) => insertTargets(t.table_name, t.body ?? '', names));
  // The driver is synchronous: each key column's largest value is read right here.
  const assembled = assembleTables(columns, constraints).map((t) => {
    const keys = new Set([t.primaryKey, ...t.unique].filter((k) => k.length === 1).map((k) => k[0]!));
    return {
      ...t,
      columns: t.columns.map((c) => {
        const text = options.textKeyMaxima === true && c.kind === 'text';
        if ((c.kind !== 'integer' && !text) || !keys.has(c.name)) return c;
        // SQLite has no regular expressions: a text value is a number when nothing but digits is in it.
        const value = `trim(${quote(c.name)})`;
        const sql = text
          ? `SELECT MAX(CAST(${value} AS INTEGER)) AS m FROM ${quote(t.name)} WHERE ${value} <> '' AND ${value} NOT GLOB '*[^0-9]*' AND length(${value}) <= ${TEXT_KEY_DIGITS}`
          : `SELECT MAX(${quote(c.name)}) AS m FROM ${quote(t.name)}`;
        const row = db.prepare(sql).get() as { m: number | bigint | null };
        return row.m === null ? c : { ...c, maxValue: Number(row.m) };
      }),
    };
  });
  return { dialect: 'sqlite', tables: assembled, triggerFilled };
}

const row = (table: string, kind: string, columns: string[] | null): ConstraintRow => ({
  table_name: table,
  kind,
  columns,
  ref_table: null,
  ref_columns: null,
  definition: null,
});

function columnOf(c: XInfo, rowid: boolean): CatalogColumn {
  const declared = c.type.trim();
  const base = declared.toLowerCase().replace(/\(.*$/, '').trim();
  const args = /\(\s*(\d+)(?:\s*,\s*(\d+))?\s*\)/.exec(declared);
  const kind = kindOf(base);
  const integer = kind === 'integer' ? (Object.hasOwn(INTEGER_RANGES, base) ? base : 'bigint') : undefined;
  const generated = c.hidden === 2 || c.hidden === 3;
  return {
    name: c.name,
    sqlType: declared || 'any',
    kind,
    ...(kind === 'text' && args ? { maxLength: Number(args[1]) } : {}),
    ...(kind === 'decimal' && args ? { precision: Number(args[1]), scale: Number(args[2] ?? 0) } : {}),
    ...(integer ? { integerRange: INTEGER_RANGES[integer] } : {}),
    // A rowid alias is never null, whatever the declaration says.
    nullable: c.notnull === 0 && !rowid,
    ...(c.dflt_value !== null ? { defaultValue: c.dflt_value } : {}),
    ...(rowid
      ? { filledBy: 'auto_increment' as const }
      : generated
        ? { filledBy: 'generated' as const }
        : {}),
  };
}

/** SQLite's type affinity rules (datatype3 3.1), refined for the kinds values are chosen by. */
function kindOf(base: string): SqlKind {
  // No declared type: the column takes any value, so text (names, labels, filler) by its name.
  if (base === '') return 'text';
  if (base === 'boolean' || base === 'bool') return 'boolean';
  if (base === 'date') return 'date';
  if (base === 'datetime' || base === 'timestamp') return 'timestamp';
  if (base.includes('int')) return 'integer';
  if (/char|clob|text/.test(base)) return 'text';
  if (base === 'numeric' || base === 'decimal') return 'decimal';
  if (/real|floa|doub/.test(base)) return 'float';
  if (base === 'uuid') return 'uuid';
  return 'other';
}

/** The CHECK (...) clauses of a CREATE TABLE statement, in order. */
export function checkClauses(sql: string): string[] {
  const clauses: string[] = [];
  const re = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\bcheck\s*\(/gi;
  for (let m = re.exec(sql); m; m = re.exec(sql)) {
    if (!/^check/i.test(m[0])) continue;
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let quoted = false;
    for (let i = open; i < sql.length; i++) {
      const ch = sql[i];
      if (ch === "'") quoted = !quoted;
      if (quoted) continue;
      if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0) {
        clauses.push(sql.slice(open, i + 1));
        re.lastIndex = i + 1;
        break;
      }
    }
  }
  return clauses;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
