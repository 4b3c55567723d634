import { ApiError, errorBody } from '../api/errors.js';
import type { Lang } from '../i18n/lang.js';

/** Renders records as an aligned text table for terminals. */
export function table(records: readonly Record<string, unknown>[]): string {
  if (records.length === 0) return '';
  const columns = Object.keys(records[0]!);
  const cell = (v: unknown) =>
    v === null || v === undefined ? '' : Array.isArray(v) ? v.join(' / ') : String(v);
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

/** Prints an API error the way the API words it, and returns the exit code. */
export function reportError(err: unknown, lang: Lang): number {
  if (err instanceof ApiError) {
    const body = errorBody(err.code, lang, err.details);
    process.stderr.write(`${body.code}: ${body.message}\n`);
    if (body.details) process.stderr.write(`${JSON.stringify(body.details)}\n`);
    return 2;
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  return 2;
}
