import { describe, expect, it } from 'vitest';
import type { CatalogColumn } from './catalog.js';
import { isMysqlGeometry, mysqlFromText, otherMapping } from './other-types.js';

const column = (sqlType: string, baseType?: string): CatalogColumn => ({
  name: 'zona',
  sqlType,
  kind: 'other',
  nullable: true,
  ...(baseType === undefined ? {} : { baseType }),
});

describe('MariaDB/MySQL spatial columns', () => {
  it.each([
    ['geometry', 'POINT('],
    ['point', 'POINT('],
    ['linestring', 'LINESTRING('],
    ['polygon', 'POLYGON('],
    ['multipoint', 'MULTIPOINT('],
    ['multilinestring', 'MULTILINESTRING('],
    ['multipolygon', 'MULTIPOLYGON('],
    // MariaDB's name and MySQL 8's for the same type.
    ['geometrycollection', 'GEOMETRYCOLLECTION('],
    ['geomcollection', 'GEOMETRYCOLLECTION('],
    ['GEOMCOLLECTION', 'GEOMETRYCOLLECTION('],
  ])('%s goes in through ST_GeomFromText, filled with its own shape', (type, shape) => {
    const c = column(type);
    expect(isMysqlGeometry(c)).toBe(true);
    expect(mysqlFromText(c)).toBe('ST_GeomFromText');
    const mapping = otherMapping(c, false);
    expect(mapping?.type).toBe('lista');
    const values = mapping?.options.values;
    expect(Array.isArray(values) && values.length > 0).toBe(true);
    for (const value of Array.isArray(values) ? values : [])
      expect(String(value).startsWith(shape)).toBe(true);
  });

  it('a PostgreSQL point (with a base type) and other types are not', () => {
    expect(isMysqlGeometry(column('point', 'point'))).toBe(false);
    expect(isMysqlGeometry(column('geomcollections'))).toBe(false);
    expect(isMysqlGeometry(column('json'))).toBe(false);
    expect(mysqlFromText(column('json'))).toBeUndefined();
  });
});
