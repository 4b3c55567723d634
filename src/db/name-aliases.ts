/**
 * Table and column names the dataset engine does not take (`Order Details`,
 * names longer than 64 characters, names with accents) go through it under
 * an alias made of their letters (`Order_Details`), and are written to the
 * database under their own name. The body a person reads keeps the real
 * names; only the engine sees aliases.
 */
import { NAME_RE } from '../generators/options.js';

export interface Aliases {
  /** The body with every name the engine refuses replaced by its alias. */
  readonly body: unknown;
  /** Alias -> real table name (only the tables renamed). */
  readonly tables: ReadonlyMap<string, string>;
  /** Real table name -> alias -> real column name (only the columns renamed). */
  readonly columns: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `Order Details` -> `Order_Details`; distinct from every name in `taken`. */
function aliasOf(name: string, taken: Set<string>): string {
  let base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^[^A-Za-z_]/, '_$&')
    .slice(0, 60);
  if (base === '') base = '_';
  let alias = base;
  for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
  taken.add(alias);
  return alias;
}

export function aliasNames(body: unknown): Aliases {
  const empty = { body, tables: new Map(), columns: new Map() };
  if (!isObject(body) || !Array.isArray(body.tables)) return empty;
  const tables = body.tables.filter(isObject);
  const tableNames = tables.map((t) => t.name).filter((n): n is string => typeof n === 'string');
  const takenTables = new Set(tableNames.filter((n) => NAME_RE.test(n)));
  const tableAlias = new Map<string, string>();
  for (const name of tableNames) if (!NAME_RE.test(name)) tableAlias.set(name, aliasOf(name, takenTables));
  const fieldAlias = new Map<string, Map<string, string>>();
  for (const t of tables) {
    if (typeof t.name !== 'string' || !Array.isArray(t.fields)) continue;
    const names = t.fields
      .map((f) => (isObject(f) ? f.name : undefined))
      .filter((n) => typeof n === 'string');
    const taken = new Set(names.filter((n) => NAME_RE.test(n)));
    const own = new Map<string, string>();
    for (const name of names) if (!NAME_RE.test(name)) own.set(name, aliasOf(name, taken));
    if (own.size > 0) fieldAlias.set(t.name, own);
  }
  if (tableAlias.size === 0 && fieldAlias.size === 0) return empty;
  const table = (name: unknown) => (typeof name === 'string' ? (tableAlias.get(name) ?? name) : name);
  const field = (tableName: unknown, name: unknown) =>
    typeof tableName === 'string' && typeof name === 'string'
      ? (fieldAlias.get(tableName)?.get(name) ?? name)
      : name;
  const renamed = body.tables.map((t) => {
    if (!isObject(t)) return t;
    const own = t.name;
    const fields = Array.isArray(t.fields)
      ? t.fields.map((f) => {
          if (!isObject(f)) return f;
          const options = isObject(f.options) ? { ...f.options } : undefined;
          if (options && f.type === 'referencia') {
            const target = options.table;
            options.field = field(target, options.field);
            if (options.via !== undefined) options.via = field(own, options.via);
            options.table = table(target);
          }
          return { ...f, name: field(own, f.name), ...(options ? { options } : {}) };
        })
      : t.fields;
    const list = (names: unknown) => (Array.isArray(names) ? names.map((n) => field(own, n)) : names);
    return {
      ...t,
      name: table(own),
      fields,
      ...(t.primaryKey !== undefined ? { primaryKey: list(t.primaryKey) } : {}),
      ...(Array.isArray(t.unique) ? { unique: t.unique.map(list) } : {}),
      ...(isObject(t.count) ? { count: { ...t.count, per: table(t.count.per) } } : {}),
    };
  });
  const tablesBack = new Map([...tableAlias].map(([real, alias]) => [alias, real]));
  const columnsBack = new Map(
    [...fieldAlias].map(([real, own]) => [real, new Map([...own].map(([name, alias]) => [alias, name]))]),
  );
  return { body: { ...body, tables: renamed }, tables: tablesBack, columns: columnsBack };
}
