/**
 * Rows in PostgreSQL COPY's text format: tab-separated, `\N` for null,
 * `t`/`f`, backslash escapes. Array joins build each line flat in one
 * native step; rows of plain text and numbers need no copy at all.
 */
import type { Cell } from '../export/types.js';

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function encodeBatch(batch: readonly (readonly Cell[])[]): string {
  const lines = new Array<string>(batch.length + 1);
  for (let r = 0; r < batch.length; r++) {
    const row = batch[r]!;
    let plain = true;
    for (let i = 0; i < row.length; i++) {
      const cell = row[i];
      if (typeof cell === 'number' || (typeof cell === 'string' && !SPECIAL.test(cell))) continue;
      plain = false;
      break;
    }
    lines[r] = (plain ? row : row.map(copyCell)).join('\t');
  }
  // The empty last element gives the final newline.
  lines[batch.length] = '';
  return lines.join('\n');
}

function copyCell(cell: Cell): string | number {
  if (cell === null) return '\\N';
  if (typeof cell === 'boolean') return cell ? 't' : 'f';
  if (typeof cell === 'number') return cell;
  return SPECIAL.test(cell) ? cell.replace(SPECIALS, (c) => ESCAPES[c]!) : cell;
}
