/**
 * Values as one kind of database reads them, turned into what another
 * kind takes: PostgreSQL's `t`/`f` booleans as 1/0, its bytea hex text as
 * bytes, a timestamp with an offset as UTC for MariaDB/MySQL (which keeps
 * no offset). Between databases of the same kind nothing changes.
 */
import type { CatalogColumn } from '../catalog.js';
import type { ReadCell } from '../connection.js';
import type { Dialect } from '../url.js';
import { isBinary } from './ddl.js';

export type Convert = (cell: ReadCell) => ReadCell;

const OFFSET = /[+-]\d\d(:?\d\d)?$/;

function utc(text: string): string {
  const date = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? text : date.toISOString().replace('T', ' ').replace('Z', '');
}

/** The conversion of a column's cells, or undefined when they go across as they are. */
export function converter(column: CatalogColumn, from: Dialect, to: Dialect): Convert | undefined {
  if (from === to || from !== 'postgresql') return undefined;
  if (column.kind === 'boolean') return (cell) => (cell === 't' ? 1 : cell === 'f' ? 0 : cell);
  if (isBinary(column))
    return (cell) =>
      typeof cell === 'string' && cell.startsWith('\\x') ? Buffer.from(cell.slice(2), 'hex') : cell;
  if (column.kind === 'timestamp' && to === 'mysql')
    return (cell) => (typeof cell === 'string' && OFFSET.test(cell) ? utc(cell) : cell);
  return undefined;
}
