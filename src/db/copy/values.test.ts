import { describe, expect, it } from 'vitest';
import type { CatalogColumn } from '../catalog.js';
import { converter } from './values.js';

const timestamptz: CatalogColumn = {
  name: 'ts',
  sqlType: 'timestamp with time zone',
  kind: 'timestamp',
  nullable: true,
};

describe('a PostgreSQL timestamp with an offset, into MariaDB/MySQL', () => {
  const convert = converter(timestamptz, 'postgresql', 'mysql')!;

  it('is the same instant in UTC, with every digit of its fraction', () => {
    expect(convert('2026-11-28 06:57:02.226241+02')).toBe('2026-11-28 04:57:02.226241');
    expect(convert('2026-11-28 04:57:02.226241+00')).toBe('2026-11-28 04:57:02.226241');
    expect(convert('2026-11-28 10:27:02.5+05:30')).toBe('2026-11-28 04:57:02.5');
    expect(convert('2026-11-28 23:00:00-0300')).toBe('2026-11-29 02:00:00');
    expect(convert('2026-01-01 00:30:00+01')).toBe('2025-12-31 23:30:00');
  });

  it('leaves what it cannot read, and other databases, as they are', () => {
    expect(convert('infinity')).toBe('infinity');
    expect(convert(null)).toBeNull();
    expect(converter(timestamptz, 'postgresql', 'postgresql')).toBeUndefined();
  });

  it('an SQLite text that kept the offset is converted the same way', () => {
    const fromSqlite = converter(timestamptz, 'sqlite', 'mysql')!;
    expect(fromSqlite('2026-11-28 04:57:02.226241+00')).toBe('2026-11-28 04:57:02.226241');
    expect(fromSqlite('2026-11-28 04:57:02')).toBe('2026-11-28 04:57:02');
  });
});
