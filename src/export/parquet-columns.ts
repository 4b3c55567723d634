/**
 * Parquet column types (docs/api.md, Export formats): each column's schema
 * element and how one of its cells becomes the value the writer stores.
 *
 * - text: BYTE_ARRAY annotated STRING (UTF-8);
 * - numbers with known bounds (`numero`, `edad`): INT32 when they are
 *   integers that fit 32 bits, INT64 for other integers, and DECIMAL(p, s)
 *   otherwise, p and s as SQL's NUMERIC(p, s) (exact-numbers.ts), stored in
 *   INT32 up to 9 digits, INT64 up to 18 and a fixed-length byte array past;
 * - other integers (`secuencia`, number lists and constants): INT64;
 *   other decimals: DOUBLE;
 * - booleans: BOOLEAN; dates: INT32 annotated DATE (days since 1970-01-01).
 *
 * A column is OPTIONAL where its field can be null, REQUIRED otherwise.
 * No field type gives a time of day, so no column is a TIMESTAMP.
 */
import type { SchemaElement } from 'hyparquet-writer';
import { dayNumberOf } from '../generators/dates.js';
import { decimalPrecision, fitsInt32 } from './exact-numbers.js';
import type { Cell, Column } from './types.js';

/** A value as the writer takes it: UTF-8 bytes, a number, a 64-bit integer, a boolean, or null. */
export type StoredValue = Uint8Array | number | bigint | boolean | null;

export interface ParquetColumn {
  readonly element: SchemaElement;
  /** The stored value of a cell of this column (null for null, NaN and infinities). */
  readonly store: (cell: Cell) => StoredValue;
}

/** Bytes of the shortest two's-complement integer holding every number of `digits` decimal digits. */
function decimalBytes(digits: number): number {
  const largest = 10n ** BigInt(digits) - 1n;
  let bytes = 1;
  while (largest >= 1n << BigInt(8 * bytes - 1)) bytes++;
  return bytes;
}

/**
 * The unscaled integer of a decimal cell, read from the digits every text
 * output writes (`String(cell)`), so the Parquet value is the one CSV and
 * JSON show, never a float's rounding of it.
 */
export function unscaled(cell: number, scale: number): bigint {
  // Below 10^15 the product is within 1/2 of the integer the text shows (at
  // most 15 significant digits, which a double keeps): no text needed.
  const product = cell * 10 ** scale;
  if (Math.abs(product) < 1e15) return BigInt(Math.round(product));
  const text = /e/i.test(String(cell)) ? cell.toFixed(scale) : String(cell);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return negative ? -digits : digits;
}

const finite = (cell: Cell): cell is number => typeof cell === 'number' && Number.isFinite(cell);

function storing(column: Column): Omit<ParquetColumn, 'element'> & { readonly type: SchemaElement } {
  const { kind, numeric } = column;
  if (kind === 'boolean')
    return { type: { name: '', type: 'BOOLEAN' }, store: (c) => (typeof c === 'boolean' ? c : null) };
  if (kind === 'date')
    return {
      type: { name: '', type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } },
      store: (c) => (typeof c === 'string' ? dayNumberOf(c) : null),
    };
  if ((kind === 'integer' || kind === 'decimal') && numeric !== undefined && numeric.scale === 0) {
    if (fitsInt32(numeric))
      return { type: { name: '', type: 'INT32' }, store: (c) => (finite(c) ? c : null) };
    return { type: { name: '', type: 'INT64' }, store: (c) => (finite(c) ? BigInt(c) : null) };
  }
  if (kind === 'decimal' && numeric !== undefined) {
    const precision = decimalPrecision(numeric);
    const { scale } = numeric;
    const physical: SchemaElement =
      precision <= 9
        ? { name: '', type: 'INT32' }
        : precision <= 18
          ? { name: '', type: 'INT64' }
          : { name: '', type: 'FIXED_LEN_BYTE_ARRAY', type_length: decimalBytes(precision) };
    return {
      type: {
        ...physical,
        converted_type: 'DECIMAL',
        precision,
        scale,
        logical_type: { type: 'DECIMAL', precision, scale },
      },
      store: (c) => (finite(c) ? unscaled(c, scale) : null),
    };
  }
  if (kind === 'integer')
    return { type: { name: '', type: 'INT64' }, store: (c) => (finite(c) ? BigInt(c) : null) };
  if (kind === 'decimal') return { type: { name: '', type: 'DOUBLE' }, store: (c) => (finite(c) ? c : null) };
  return {
    type: { name: '', type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
    // Buffer.from takes small texts from a shared pool: far cheaper than a
    // TextEncoder array per value, which the writer would make otherwise.
    store: (c) => (c === null ? null : Buffer.from(String(c))),
  };
}

/** The Parquet column of an export column. */
export function parquetColumn(column: Column): ParquetColumn {
  const { type, store } = storing(column);
  return {
    element: { ...type, name: column.name, repetition_type: column.nullable ? 'OPTIONAL' : 'REQUIRED' },
    store,
  };
}
