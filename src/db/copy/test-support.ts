/**
 * Shared by the copy's tests: a table's column plans as a copy makes them,
 * and the engine that replaces a row's cells under them.
 */
import type { ColumnPlan } from '../../anonymize/plan.js';
import { type ReplacerOptions, Replacers, RowAnonymizer } from '../../anonymize/row-anonymizer.js';
import { replaceLines } from './copy-text.js';

/** A column's plan, named in `columns` (`scan`: a kept text searched for identifiers). */
export const columnPlan = (
  column: string,
  key: number,
  kind: ColumnPlan['kind'],
  scan = false,
): ColumnPlan => ({ column, key, kind, source: 'columnas', action: '', scan });

/** An engine of `plans` over `replacers` (or new ones of `options`). */
export function engineOf(
  plans: readonly ColumnPlan[],
  replacers: Replacers | ReplacerOptions,
): RowAnonymizer {
  const engine = new RowAnonymizer(replacers instanceof Replacers ? replacers : new Replacers(replacers));
  for (const plan of plans) engine.add(plan);
  return engine;
}

/** `replaceLines` as text: the lines it writes, or `text` itself when no cell changed. */
export const replacedText = (...args: Parameters<typeof replaceLines>): string =>
  (replaceLines(...args) ?? args[0]).toString();
