/**
 * TypeScript exporter: a module that compiles under `tsc --strict`,
 *
 *   export interface Clientes { nombre: string; edad: number | null; "alta-web": boolean; }
 *   export const clientes: Clientes[] = [];
 *   clientes.push({ nombre: "Ana", edad: 41, "alta-web": true }, ...);
 *
 * (one member and one row per line, one `push` per 1,000 rows). Rows are
 * arguments rather than one array literal: tsc types an array literal as
 * the union of its rows' types, and rows whose nullable fields are null in
 * different places make that union too complex to represent (TS2590) at a
 * few thousand rows, while each argument is checked on its own. The
 * interface is `table` in
 * PascalCase when the caller sent `table`, else `Registro`; the array is
 * the same name in camelCase, else `registros`. Field types come from the
 * column kind (`string`, `number`, `boolean`), with `| null` on nullable
 * fields.
 *
 * Names: a part after `_` or `-` starts a new word (`mis_clientes` ->
 * `MisClientes` / `misClientes`); a name that would start with a digit gets
 * a leading `_`; an array name that is a reserved word (`class`, `eval`,
 * `undefined`...) gets a trailing `_`. Field names that are not identifiers
 * (`alta-web`) are quoted, and `__proto__` is written as a computed key in
 * the rows, because a plain `__proto__:` in an object literal would set the
 * prototype instead of a property.
 *
 * Strings are JSON string literals, plus `\u2028` and `\u2029` escaped: TS
 * (unlike ES2019) ends a string literal at them. NaN and Infinity are
 * written as such, since TypeScript, unlike JSON, has them.
 */
import { MEDIA_TYPES, utf8 } from './media-types.js';
import type { Cell, Column, ColumnKind, Exporter, ExportOptions } from './types.js';

const TS_TYPES: Readonly<Record<ColumnKind, string>> = {
  text: 'string',
  integer: 'number',
  decimal: 'number',
  boolean: 'boolean',
  date: 'string',
};

/** Words that cannot name a `const` in a strict ES module, or that TS refuses to redeclare. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false ' +
    'finally for function if import in instanceof new null return super switch this throw true try ' +
    'typeof var void while with yield let static implements interface package private protected public ' +
    'await arguments eval undefined globalThis'
  ).split(' '),
);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function words(table: string): string[] {
  return table.split(/[-_]+/).filter((w) => w !== '');
}

const upperFirst = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
const lowerFirst = (w: string): string => w.charAt(0).toLowerCase() + w.slice(1);
const noLeadingDigit = (name: string): string => (/^[0-9]/.test(name) ? `_${name}` : name);

export function interfaceName(options: ExportOptions): string {
  const name = options.tableGiven ? words(options.table).map(upperFirst).join('') : '';
  return name === '' ? 'Registro' : noLeadingDigit(name);
}

export function arrayName(options: ExportOptions): string {
  const [first, ...rest] = options.tableGiven ? words(options.table) : [];
  if (first === undefined) return 'registros';
  const name = noLeadingDigit(lowerFirst(first) + rest.map(upperFirst).join(''));
  return RESERVED.has(name) ? `${name}_` : name;
}

/**
 * What JSON.stringify escapes, plus U+2028/U+2029 and all surrogates (the
 * rare valid pair merely takes the slow path): one native regex test instead
 * of a character scan in JavaScript.
 */
const TS_SPECIAL = /[\0-\x1f"\\\u2028\u2029\uD800-\uDFFF]/;

/** A string literal TypeScript accepts for any JavaScript string. */
export function tsString(value: string): string {
  if (!TS_SPECIAL.test(value)) return `"${value}"`;
  return JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

const propertyName = (name: string): string => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

const CACHE = new WeakMap<readonly Column[], readonly string[]>();

/** `{ name: ` / `, name: ` per column, `__proto__` as a computed key. */
function rowKeys(columns: readonly Column[]): readonly string[] {
  let keys = CACHE.get(columns);
  if (keys === undefined) {
    keys = columns.map((c, i) => {
      const key = c.name === '__proto__' ? '["__proto__"]' : propertyName(c.name);
      return `${i === 0 ? '{ ' : ', '}${key}: `;
    });
    CACHE.set(columns, keys);
  }
  return keys;
}

/** A cell past the end of a short row (undefined) is written as null. */
function tsValue(cell: Cell | undefined): string {
  if (typeof cell === 'string') return tsString(cell);
  if (typeof cell === 'number') return String(cell);
  if (cell === true) return 'true';
  if (cell === false) return 'false';
  return 'null';
}

/** Rows per `push` call: far below engines' argument limits, and the same whatever the batches. */
export const ROWS_PER_PUSH = 1000;

export const TYPESCRIPT_EXPORTER: Exporter = {
  format: 'typescript',
  contentType: utf8(MEDIA_TYPES.typescript),
  fileExtension: 'ts',
  begin(columns, options) {
    const name = interfaceName(options);
    const members = columns.map(
      (c) => `  ${propertyName(c.name)}: ${TS_TYPES[c.kind]}${c.nullable ? ' | null' : ''};\n`,
    );
    return `export interface ${name} {\n${members.join('')}}\n\nexport const ${arrayName(options)}: ${name}[] = [];\n`;
  },
  rows(columns, batch, start, options) {
    const keys = rowKeys(columns);
    let out = '';
    let index = start;
    for (const row of batch) {
      if (index % ROWS_PER_PUSH === 0) out += `${index === 0 ? '\n' : ');\n'}${arrayName(options)}.push(\n`;
      index++;
      out += '  ';
      for (let i = 0; i < keys.length; i++) out += keys[i] + tsValue(row[i]);
      out += keys.length === 0 ? '{},\n' : ' },\n';
    }
    return out;
  },
  end: (_columns, count) => (count > 0 ? ');\n' : ''),
};
