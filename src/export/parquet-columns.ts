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

/** A decimal as hyparquet-writer's own column writer takes it: its unscaled integer, or null. */
export type StoredValue = bigint | null;

/**
 * How a column's cells are collected for a row group: texts as strings,
 * other types as numbers (booleans 0 or 1, dates their day number), each
 * null for null, NaN and infinities; decimals as unscaled integers, written
 * by hyparquet-writer itself (parquet-chunk.ts writes the rest).
 */
export type ParquetColumn =
  | { readonly element: SchemaElement; readonly kind: 'text'; readonly value: (cell: Cell) => string | null }
  | {
      readonly element: SchemaElement;
      readonly kind: 'number';
      readonly value: (cell: Cell) => number | null;
    }
  | {
      readonly element: SchemaElement;
      readonly kind: 'decimal';
      readonly value: (cell: Cell) => StoredValue;
    };

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

const finiteOrNull = (c: Cell): number | null => (finite(c) ? c : null);

function storing(column: Column): ParquetColumn {
  const { kind, numeric } = column;
  if (kind === 'boolean')
    return {
      element: { name: '', type: 'BOOLEAN' },
      kind: 'number',
      value: (c) => (typeof c === 'boolean' ? (c ? 1 : 0) : null),
    };
  if (kind === 'date')
    return {
      element: { name: '', type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } },
      kind: 'number',
      value: (c) => (typeof c === 'string' ? dayNumberOf(c) : null),
    };
  if ((kind === 'integer' || kind === 'decimal') && numeric !== undefined && numeric.scale === 0) {
    if (fitsInt32(numeric))
      return { element: { name: '', type: 'INT32' }, kind: 'number', value: finiteOrNull };
    return { element: { name: '', type: 'INT64' }, kind: 'number', value: finiteOrNull };
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
      element: {
        ...physical,
        converted_type: 'DECIMAL',
        precision,
        scale,
        logical_type: { type: 'DECIMAL', precision, scale },
      },
      kind: 'decimal',
      value: (c) => (finite(c) ? unscaled(c, scale) : null),
    };
  }
  if (kind === 'integer')
    return { element: { name: '', type: 'INT64' }, kind: 'number', value: finiteOrNull };
  if (kind === 'decimal')
    return { element: { name: '', type: 'DOUBLE' }, kind: 'number', value: finiteOrNull };
  return {
    element: { name: '', type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
    kind: 'text',
    value: (c) => (c === null ? null : String(c)),
  };
}

/** The Parquet column of an export column. */
export function parquetColumn(column: Column): ParquetColumn {
  const collected = storing(column);
  const element: SchemaElement = {
    ...collected.element,
    name: column.name,
    repetition_type: column.nullable ? 'OPTIONAL' : 'REQUIRED',
  };
  return { ...collected, element };
}
