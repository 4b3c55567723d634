/**
 * Values as one kind of database reads them, turned into what another
 * kind takes: PostgreSQL's `t`/`f` booleans as 1/0, its bytea hex text as
 * bytes, a timestamp with an offset (PostgreSQL's, or an SQLite text's) as
 * UTC for MariaDB/MySQL (which keeps no offset), a MariaDB/MySQL geometry
 * as its well-known text (wkt.ts). Between databases of the same kind
 * nothing changes.
 */
import type { CatalogColumn } from '../catalog.js';
import type { ReadCell } from '../connection.js';
import { isMysqlGeometry } from '../other-types.js';
import type { Dialect } from '../url.js';
import { isBinary } from './ddl.js';
import { wktOf } from './wkt.js';

export type Convert = (cell: ReadCell) => ReadCell;

/** Seconds' fraction and offset of a PostgreSQL timestamptz: `.226241` and `+02`. */
const FRACTION_AND_OFFSET = /(\.\d+)?([+-]\d\d(?::?\d\d)?)$/;

/**
 * `2026-11-28 06:57:02.226241+02` -> `2026-11-28 04:57:02.226241`: the
 * instant in UTC with every digit of its fraction (a Date keeps only
 * milliseconds, PostgreSQL and MariaDB microseconds); a text with no
 * offset, or no date, as it is.
 */
function utc(text: string): string {
  const match = FRACTION_AND_OFFSET.exec(text);
  if (match === null) return text;
  const [, fraction = '', offset = ''] = match;
  const whole = text.slice(0, match.index).replace(' ', 'T');
  // As ISO 8601 writes it: ±HH:MM.
  const zone = `${offset.slice(0, 3)}:${offset.slice(3).replace(':', '').padEnd(2, '0')}`;
  const date = new Date(`${whole}${zone}`);
  if (Number.isNaN(date.getTime())) return text;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}${fraction}`;
}

/** The conversion of a column's cells, or undefined when they go across as they are. */
export function converter(column: CatalogColumn, from: Dialect, to: Dialect): Convert | undefined {
  if (from === to) return undefined;
  // A timestamp with an offset, from PostgreSQL or from an SQLite text that kept one.
  if (column.kind === 'timestamp' && to === 'mysql')
    return (cell) => (typeof cell === 'string' ? utc(cell) : cell);
  // A geometry becomes its well-known text where the target has no such type.
  if (from === 'mysql' && isMysqlGeometry(column))
    return (cell) => (cell instanceof Uint8Array ? (wktOf(cell) ?? cell) : cell);
  if (from !== 'postgresql') return undefined;
  if (column.kind === 'boolean') return (cell) => (cell === 't' ? 1 : cell === 'f' ? 0 : cell);
  if (isBinary(column))
    return (cell) =>
      typeof cell === 'string' && cell.startsWith('\\x') ? Buffer.from(cell.slice(2), 'hex') : cell;
  return undefined;
}
