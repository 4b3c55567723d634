import type { ColumnKind } from '../export/types.js';
import type { FieldType } from '../fields/field-type.js';

/**
 * Whether a column's values need no escape check for PostgreSQL's COPY:
 * numbers, booleans and dates never do, text only when its type says its
 * values are plain (`plainText`: no backslash, tab, line feed or carriage
 * return). Not plain: `lista` and `constante` (the caller's values),
 * `secuencia` and `referencia` as text (a caller's prefix, another
 * column's values).
 */
export const isPlainColumn = (type: FieldType, kind: ColumnKind): boolean =>
  kind !== 'text' || type.plainText === true;
