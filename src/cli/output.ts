import { ApiError, readsFile, subjectOf } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';

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
  const widths = columns.map((c) => Math.max(c.length, ...records.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...records.map((r) => line(columns.map((c) => cell(r[c])))),
  ].join('\n');
}

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

/** Prints an API error the way the API words it (flags named as typed), and returns the exit code. */
export function reportError(err: unknown, lang: Lang): number {
  if (err instanceof ApiError) {
    process.stderr.write(`${err.code}: ${err.headline(lang, cliSubject(err, lang))}\n`);
    if (err.details && Object.keys(err.details).length > 0)
      process.stderr.write(`${JSON.stringify(err.details)}\n`);
    return 2;
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  return 2;
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
