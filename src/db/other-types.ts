/**
 * Columns of types no field type writes (json, arrays, time, interval,
 * network addresses, binary, bit strings, full-text vectors, xml, money,
 * year, set, ranges, points) get a `lista` of small valid values of the
 * type, or a `numero` where the type reads numbers. The type is read from
 * its SQL spelling (and, on PostgreSQL, the base type behind a domain or an
 * array).
 */
import type { CatalogColumn } from './catalog.js';

export interface OtherMapping {
  readonly type: 'lista' | 'numero';
  readonly options: Readonly<Record<string, unknown>>;
  readonly why: string;
}

/** Objects: what a JSON column holds most often, and what `jsonb_typeof(c) = 'object'` CHECKs ask. */
const JSON_VALUES = ['{}', '{"activo": true}', '{"nivel": 2, "etiquetas": ["a", "b"]}', '{"nota": "ok"}'];

/** Values by the type's base name, as the catalogs spell it (lower case, no length). */
const VALUES: Readonly<Record<string, readonly string[]>> = {
  json: JSON_VALUES,
  jsonb: JSON_VALUES,
  time: ['09:00:00', '13:30:00', '18:45:00', '08:15:00', '21:05:30'],
  'time without time zone': ['09:00:00', '13:30:00', '18:45:00', '08:15:00', '21:05:30'],
  'time with time zone': ['09:00:00+01', '13:30:00+01', '18:45:00+02'],
  timetz: ['09:00:00+01', '13:30:00+01', '18:45:00+02'],
  interval: ['1 day', '2 hours', '30 minutes', '1 mon', '3 days 04:00:00'],
  bytea: ['datos', 'binario', 'contenido', 'archivo'],
  blob: ['datos', 'binario', 'contenido', 'archivo'],
  tinyblob: ['datos', 'binario', 'contenido', 'archivo'],
  mediumblob: ['datos', 'binario', 'contenido', 'archivo'],
  longblob: ['datos', 'binario', 'contenido', 'archivo'],
  binary: ['datos', 'binario', 'archivo'],
  varbinary: ['datos', 'binario', 'contenido', 'archivo'],
  inet: ['192.0.2.1', '198.51.100.7', '203.0.113.25', '10.0.0.1'],
  inet4: ['192.0.2.1', '198.51.100.7', '203.0.113.25', '10.0.0.1'],
  inet6: ['2001:db8::1', '2001:db8::5:1', '2001:db8:1::7'],
  cidr: ['192.0.2.0/24', '10.0.0.0/8', '198.51.100.0/24'],
  macaddr: ['08:00:2b:01:02:03', '00:1a:2b:3c:4d:5e', '52:54:00:12:34:56'],
  macaddr8: ['08:00:2b:01:02:03:04:05', '00:1a:2b:ff:fe:3c:4d:5e'],
  tsvector: ['datos prueba', 'cliente pedido', 'factura mensual'],
  xml: ['<nota>ok</nota>', '<dato valor="1"/>', '<lista><item>a</item></lista>'],
  point: ['(1,2)', '(3.5,4)', '(-2,0.5)'],
  int4range: ['[1,10)', '[5,20)', '[100,200)'],
  int8range: ['[1,10)', '[5,20)', '[100,200)'],
  numrange: ['[1.5,10)', '[0,99.9)'],
  daterange: ['[2024-01-01,2024-02-01)', '[2025-03-01,2025-06-30)'],
  tsrange: ['[2024-01-01 09:00,2024-01-01 18:00)'],
  tstzrange: ['[2024-01-01 09:00+01,2024-01-01 18:00+01)'],
  char: ['a', 'b', 'c'],
  varbit: ['1', '0', '101', '1100'],
  'bit varying': ['1', '0', '101', '1100'],
};

/** Array elements by base type: a few literals, none empty (`cardinality(c) > 0` CHECKs); `{}` for other element types. */
const ARRAY_VALUES: Readonly<Record<string, readonly string[]>> = {
  int2: ['{1,2,3}', '{4}', '{5,8}'],
  int4: ['{1,2,3}', '{4}', '{5,8}'],
  int8: ['{1,2,3}', '{4}', '{5,8}'],
  numeric: ['{1.5,2}', '{3}'],
  float4: ['{1.5,2}', '{3}'],
  float8: ['{1.5,2}', '{3}'],
  text: ['{rojo,verde}', '{azul}', '{norte,sur,este}'],
  varchar: ['{rojo,verde}', '{azul}', '{norte,sur,este}'],
  bpchar: ['{a,b}', '{c}'],
  bool: ['{t,f}', '{t}'],
  date: ['{2024-01-01,2024-06-30}', '{2025-03-01}'],
  uuid: ['{00000000-0000-4000-8000-000000000001}', '{00000000-0000-4000-8000-000000000002}'],
};

/** A text array named for emails (`bcc_emails`): addresses of the example domains. */
const EMAIL_ARRAYS = [
  '{facturas@example.com}',
  '{pagos@example.org,contabilidad@example.org}',
  '{admin@example.net}',
];

/**
 * MariaDB/MySQL spatial types (the catalog gives no base type; PostgreSQL's
 * `point` has one). MySQL 8 names a collection `geomcollection`, MariaDB
 * `geometrycollection`.
 */
export const MYSQL_GEOMETRY =
  /^(?:geometry|point|linestring|polygon|multipoint|multilinestring|multipolygon|geometrycollection|geomcollection)$/;
/** Shapes in WKT by type: points of Spanish cities (longitude latitude), a line, a square. */
const WKT: Readonly<Record<string, readonly string[]>> = {
  point: [
    'POINT(-3.7038 40.4168)',
    'POINT(2.1734 41.3851)',
    'POINT(-0.3763 39.4699)',
    'POINT(-5.9845 37.3891)',
  ],
  geometry: [
    'POINT(-3.7038 40.4168)',
    'POINT(2.1734 41.3851)',
    'POINT(-0.3763 39.4699)',
    'POINT(-5.9845 37.3891)',
  ],
  linestring: ['LINESTRING(-3.7 40.4,-3.6 40.5)', 'LINESTRING(2.1 41.3,2.2 41.4,2.3 41.4)'],
  polygon: ['POLYGON((0 0,1 0,1 1,0 1,0 0))', 'POLYGON((-3.8 40.3,-3.6 40.3,-3.6 40.5,-3.8 40.5,-3.8 40.3))'],
  multipoint: ['MULTIPOINT(-3.7 40.4,2.17 41.38)'],
  multilinestring: ['MULTILINESTRING((0 0,1 1),(2 2,3 3))'],
  multipolygon: ['MULTIPOLYGON(((0 0,1 0,1 1,0 1,0 0)))'],
  geometrycollection: ['GEOMETRYCOLLECTION(POINT(-3.7 40.4))'],
  geomcollection: ['GEOMETRYCOLLECTION(POINT(-3.7 40.4))'],
};

/** The SQL function a MariaDB/MySQL column's text goes through on its way in (spatial types), if any. */
/** Whether a column is of a MariaDB/MySQL spatial type (whose values the server reads and gives as bytes). */
export function isMysqlGeometry(column: CatalogColumn): boolean {
  const plain = column.sqlType.toLowerCase().replace(/\(.*$/, '').trim();
  return column.baseType === undefined && MYSQL_GEOMETRY.test(plain);
}

export function mysqlFromText(column: CatalogColumn): string | undefined {
  return isMysqlGeometry(column) ? 'ST_GeomFromText' : undefined;
}

const JSON_ARRAYS = ['[]', '["a", "b"]', '[1, 2, 3]', '[{"id": 1}]'];

export function otherMapping(
  column: CatalogColumn,
  json: boolean,
  jsonArrays = false,
): OtherMapping | undefined {
  const sql = column.sqlType.toLowerCase();
  const base = (column.baseType ?? sql).toLowerCase();
  const plain = base.replace(/\(.*$/, '').trim();
  if (jsonArrays)
    return {
      type: 'lista',
      options: { values: JSON_ARRAYS },
      why: `${column.sqlType} whose CHECK asks for JSON arrays: small valid arrays`,
    };
  if (json)
    return {
      type: 'lista',
      options: { values: JSON_VALUES },
      why: `${column.sqlType} holding JSON: small valid documents`,
    };
  if (base.startsWith('_') || sql.endsWith('[]')) {
    const element = base.startsWith('_') ? base.slice(1) : base.replace(/\[\]$/, '').replace(/\(.*$/, '');
    const emails = /(?:^|_)e?mails?$/i.test(column.name) && ['text', 'varchar', 'bpchar'].includes(element);
    const values = emails ? EMAIL_ARRAYS : (ARRAY_VALUES[element] ?? ['{}']);
    return {
      type: 'lista',
      options: { values },
      why: `array ${column.sqlType}: small arrays of its element type`,
    };
  }
  if (column.baseType === undefined && MYSQL_GEOMETRY.test(plain)) {
    const values = WKT[plain] ?? WKT.point!;
    return {
      type: 'lista',
      options: { values },
      why: `${column.sqlType}: shapes as WKT text, written through ST_GeomFromText`,
    };
  }
  if (plain === 'money')
    return {
      type: 'numero',
      options: { min: 1, max: 500, decimals: 2 },
      why: `${column.sqlType}: amounts 1 to 500`,
    };
  if (plain === 'year')
    return {
      type: 'numero',
      options: { min: 1990, max: 2025, decimals: 0 },
      why: `${column.sqlType}: years 1990 to 2025`,
    };
  const name = base.replace(/\(.*$/, '').trim();
  const length = /\((\d+)\)/.exec(sql)?.[1];
  if (name === 'bit' || name === 'bit varying' || name === 'varbit') {
    const n = Number(length ?? 1);
    // MariaDB/MySQL read a BIT column's value as a number; PostgreSQL as a string of bits.
    if (name === 'bit' && column.baseType === undefined)
      return {
        type: 'numero',
        options: { min: 0, max: 2 ** Math.min(n, 31) - 1, decimals: 0 },
        why: `${column.sqlType}: numbers of ${n} bits`,
      };
    if (name === 'bit') {
      const values = [
        ...new Set(['0'.repeat(n), '1'.repeat(n), '10'.repeat(n).slice(0, n), '01'.repeat(n).slice(0, n)]),
      ];
      return { type: 'lista', options: { values }, why: `${column.sqlType}: bit strings of ${n} bits` };
    }
  }
  if (name === 'set' || name.startsWith('set(')) {
    const values = [...sql.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
    if (values.length > 0)
      return { type: 'lista', options: { values }, why: `${column.sqlType}: one member each` };
  }
  const values = VALUES[name];
  if (!values) return undefined;
  const fitting = length !== undefined ? values.filter((v) => v.length <= Number(length)) : values;
  if (fitting.length === 0) return undefined;
  return {
    type: 'lista',
    options: { values: fitting },
    why: `${column.sqlType}: a few valid values of the type`,
  };
}
