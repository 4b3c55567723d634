/**
 * MariaDB/MySQL geometries copied to a database without their type
 * (src/db/copy/wkt.ts): their well-known text, as the server's own
 * `ST_AsText` writes it, for every kind of geometry (each number the same
 * double, written as JavaScript writes it: `1e-7` where the server writes
 * `0.0000001`); a non-zero SRID in
 * front as PostGIS reads it (`SRID=4326;`); bytes that are no geometry go
 * across as they are.
 */
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wktOf } from '../src/db/copy/wkt.js';
import { MY, reachable, skipUnless } from './db-servers.js';

const skipMy = skipUnless(`MariaDB at ${MY.host}:${MY.port}`, await reachable(MY.host, MY.port));

/** The text with each number written as JavaScript writes its double. */
const numbersAsDoubles = (wkt: string | undefined) =>
  wkt?.replace(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi, (n) => String(Number(n)));

const SHAPES = [
  'POINT(1 2)',
  'POINT(-3.7037902 40.4167754)',
  'POINT(0.1 -0)',
  'LINESTRING(0 0,1 1,2.5 -7.25)',
  'POLYGON((0 0,10 0,10 10,0 10,0 0),(2 2,3 2,3 3,2 2))',
  'MULTIPOINT(1 1,2 2,-1e-7 123456789.123)',
  'POINT(1e21 1.5e-10)',
  'MULTILINESTRING((0 0,1 1),(2 2,3 3,4 4))',
  'MULTIPOLYGON(((0 0,1 0,1 1,0 0)),((5 5,6 5,6 6,5 5),(5.2 5.1,5.3 5.1,5.3 5.2,5.2 5.1)))',
  'GEOMETRYCOLLECTION(POINT(1 2),LINESTRING(0 0,1 1),POLYGON((0 0,1 0,1 1,0 0)))',
];

describe.skipIf(skipMy)('MariaDB geometries as well-known text', () => {
  let conn: mysql.Connection;
  beforeAll(async () => {
    conn = await mysql.createConnection({
      ...MY,
      database: undefined,
      // The server's bytes, as the copy reads them.
      typeCast: (field, next) => (field.type === 'GEOMETRY' ? field.buffer() : next()),
    });
  });
  afterAll(async () => conn?.end());

  const read = async (expression: string) => {
    const [rows] = await conn.query(`SELECT ${expression} AS g, ST_AsText(${expression}) AS t`);
    const [row] = rows as { g: Buffer; t: string }[];
    return row!;
  };

  it.each(SHAPES)('%s reads as the server writes it', async (shape) => {
    const { g, t } = await read(`ST_GeomFromText('${shape}')`);
    expect(numbersAsDoubles(wktOf(g))).toBe(numbersAsDoubles(t));
    // The same geometry back in the server, from our text.
    const [rows] = await conn.query('SELECT ST_Equals(ST_GeomFromText(?), ST_GeomFromText(?)) AS same', [
      wktOf(g),
      shape,
    ]);
    expect((rows as { same: number }[])[0]!.same).toBe(1);
  });

  it('writes a non-zero SRID in front', async () => {
    const { g, t } = await read(`ST_GeomFromText('POINT(1 2)', 4326)`);
    expect(wktOf(g)).toBe(`SRID=4326;${t}`);
  });

  it('keeps every digit of a coordinate', async () => {
    const { g } = await read(`ST_GeomFromText('POINT(90588.19298319373 -0.30000000000000004)')`);
    expect(wktOf(g)).toBe('POINT(90588.19298319373 -0.30000000000000004)');
  });
});

describe('bytes that are no geometry', () => {
  it('are left as they are: too short, cut short, of an unknown type or byte order', () => {
    const point = Buffer.from('000000000101000000000000000000f03f0000000000000040', 'hex');
    expect(wktOf(point)).toBe('POINT(1 2)');
    expect(wktOf(point.subarray(0, 8))).toBeUndefined();
    expect(wktOf(point.subarray(0, point.length - 1))).toBeUndefined();
    expect(wktOf(Buffer.concat([point, Buffer.from([0])]))).toBeUndefined();
    const unknownType = Buffer.from(point);
    unknownType[5] = 0xe9;
    expect(wktOf(unknownType)).toBeUndefined();
    const badOrder = Buffer.from(point);
    badOrder[4] = 7;
    expect(wktOf(badOrder)).toBeUndefined();
  });
});
