/**
 * Dates that follow their parents: the ten years before the reference date
 * are cut into one window per level of the foreign-key graph (a table with
 * no parent is level 0, its children level 1, ...), and a table's date
 * columns draw from its level's window. A child's dates therefore never
 * come before its parent's: an account is opened before its movements, an
 * order placed before its lines. Inside a window, columns that close or
 * update something (updated_at, fecha_fin, last_update) take the second
 * half and the rest the first, so a row is created before it is updated.
 */

import { normaliseName } from '../fields/column-words.js';
import { dayNumberOf, formatDate, fromDayNumber } from '../generators/dates.js';
import type { CatalogTable, DateRange } from './catalog.js';

/** Days of the span every window shares: the ten years before the reference date. */
const SPAN_DAYS = 3652;
const LATER_WORDS = [
  'updated',
  'update',
  'modified',
  'modificado',
  'modificacion',
  'actualizado',
  'actualizacion',
  'fin',
  'end',
  'baja',
  'cierre',
  'closed',
  'cancelacion',
  'entrega',
  'delivered',
  'shipped',
  'envio',
  'return',
  'devolucion',
  'vencimiento',
  'due',
  'ended',
  'finished',
  'finalizado',
  'required',
  'requerida',
  'requerido',
  'prevista',
  'previsto',
  'expected',
  'caducidad',
  'expira',
  'expiracion',
  'expiry',
  'expiration',
  'expires',
  'expired',
  'limite',
  'deadline',
];

/** Each table's level: the longest chain of foreign keys above it (cycles and self-references ignored). */
export function tableLevels(
  tables: readonly CatalogTable[],
  names: ReadonlySet<string>,
): Map<string, number> {
  const levels = new Map<string, number>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visiting = new Set<string>();
  const levelOf = (name: string): number => {
    const known = levels.get(name);
    if (known !== undefined) return known;
    if (visiting.has(name)) return 0;
    visiting.add(name);
    let level = 0;
    for (const fk of byName.get(name)?.foreignKeys ?? [])
      if (fk.table !== name && names.has(fk.table) && byName.has(fk.table))
        level = Math.max(level, levelOf(fk.table) + 1);
    visiting.delete(name);
    levels.set(name, level);
    return level;
  };
  for (const t of tables) levelOf(t.name);
  return levels;
}

/** `fecha` options for a date column of a table at `level` of `levels` (0-based). */
export function dateWindow(
  column: string,
  level: number,
  levels: number,
  refDate: string,
  /** Set by a CHECK comparing two dates: overrides what the name says. */
  laterByCheck?: boolean,
): { from: string; to: string; later: boolean } {
  const end = dayNumberOf(refDate);
  const start = end - SPAN_DAYS;
  const width = Math.floor(SPAN_DAYS / Math.max(1, levels));
  const from = start + level * width;
  const to = level === levels - 1 ? end : from + width - 1;
  const name = normaliseName(column);
  const later =
    laterByCheck ?? (LATER_WORDS.some((w) => `_${name}_`.includes(`_${w}_`)) || name === 'last_update');
  const middle = from + Math.floor((to - from) / 2);
  const [a, b] = later ? [Math.min(middle + 1, to), to] : [from, middle];
  return { from: formatDate(fromDayNumber(a)), to: formatDate(fromDayNumber(b)), later };
}

/**
 * The window kept inside what the column's CHECK (or partitions) allows:
 * their overlap, or, when they do not meet, the allowed days nearest the
 * window (a table of 2007's payments keeps its 2007 dates).
 */
export function withinRange(window: { from: string; to: string }, range: DateRange | undefined) {
  if (!range) return window;
  const lo = range.from ?? '0001-01-01';
  const hi = range.to ?? '9999-12-31';
  // YYYY-MM-DD texts sort as their days do.
  const from = [window.from, lo].sort()[1]!;
  const to = [window.to, hi].sort()[0]!;
  if (from <= to) return { from, to };
  // No overlap: a stretch of the allowed days as wide as the window, at the end nearest it.
  const width = dayNumberOf(window.to) - dayNumberOf(window.from);
  if (window.from > hi) {
    const start = Math.max(dayNumberOf(lo), dayNumberOf(hi) - width);
    return { from: formatDate(fromDayNumber(start)), to: hi };
  }
  const end = Math.min(dayNumberOf(hi), dayNumberOf(lo) + width);
  return { from: lo, to: formatDate(fromDayNumber(end)) };
}
