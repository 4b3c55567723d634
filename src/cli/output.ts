import { CommanderError } from 'commander';
import { DbError } from '../db/errors.js';
import { ApiError, readsFile, subjectOf } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { dbErrorLine } from './db-messages.js';

/**
 * One table cell: lists joined by " / ", objects (a validation's `extra`)
 * as "key: value" pairs split by "; " (values may hold commas), so nothing prints as "[object Object]".
 */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cell).join(' / ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${cell(inner)}`)
      .join('; ');
  return String(value);
}

/** Renders records as an aligned text table for terminals. */
export function table(records: readonly Record<string, unknown>[]): string {
  if (records.length === 0) return '';
  const columns = Object.keys(records[0]!);
  const widths = tableWidths(columns, records);
  return [
    tableLine(columns, widths),
    tableLine(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
    ...records.map((r) => tableLine(rowCells(columns, r), widths)),
  ].join('\n');
}

/** Each column's width: its name or its widest cell. */
export function tableWidths(
  columns: readonly string[],
  records: Iterable<Record<string, unknown>>,
): number[] {
  const widths = columns.map((c) => c.length);
  for (const record of records)
    for (let i = 0; i < columns.length; i++)
      widths[i] = Math.max(widths[i]!, cell(record[columns[i]!]).length);
  return widths;
}

export const rowCells = (columns: readonly string[], record: Record<string, unknown>): string[] =>
  columns.map((c) => cell(record[c]));

/** One line of the table: cells padded to their column, two spaces apart, no trailing blanks. */
export const tableLine = (values: readonly string[], widths: readonly number[]): string =>
  values
    .map((v, i) => v.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();

/**
 * What a CLI error is about: a flag as it is typed (`--count`), a
 * positional argument as the help names it (`<schema>`), else as the API says.
 */
export function cliSubject(err: ApiError, lang: Lang): string {
  const parameter = err.details?.parameter;
  if (typeof parameter !== 'string' || parameter === '' || readsFile(err.details))
    return subjectOf(err.details, lang);
  return parameter.startsWith('<') ? parameter : `--${parameter}`;
}

/**
 * Prints the error that ended a command, in one line (and the machine-readable
 * details of an API error on a second), never a stack trace; the exit code is
 * exitCodeOf's (exit-codes.ts).
 */
export function reportError(err: unknown, lang: Lang): void {
  if (err instanceof CommanderError) return; // commander has said it
  if (err instanceof ApiError) {
    process.stderr.write(`${err.code}: ${err.headline(lang, cliSubject(err, lang))}\n`);
    if (err.details && Object.keys(err.details).length > 0)
      process.stderr.write(`${JSON.stringify(err.details)}\n`);
    return;
  }
  if (err instanceof DbError) {
    process.stderr.write(`${dbErrorLine(err, lang)}\n`);
    return;
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
}

const IGNORED: Readonly<Record<Lang, (names: string) => string>> = {
  es: (names: string) => `aviso: opciones desconocidas, ignoradas: ${names}`,
  en: (names: string) => `warning: unknown options, ignored: ${names}`,
  pt: (names: string) => `aviso: opções desconhecidas, ignoradas: ${names}`,
};

/** A misspelled option is accepted (the contract) but never silently: one line on stderr names it. */
export function warnIgnoredOptions(names: readonly string[] | undefined, lang: Lang): void {
  if (names === undefined || names.length === 0) return;
  process.stderr.write(`${IGNORED[lang](names.join(', '))}\n`);
}
