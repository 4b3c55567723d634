import type { ValidationData } from '../api/validate.js';
import type { Lang } from '../i18n/lang.js';

const WORDS: Readonly<Record<Lang, { total: string; valid: string; invalid: string; byReason: string }>> = {
  es: { total: 'valores', valid: 'válidos', invalid: 'no válidos', byReason: 'por motivo' },
  en: { total: 'values', valid: 'valid', invalid: 'invalid', byReason: 'by reason' },
  pt: { total: 'valores', valid: 'válidos', invalid: 'inválidos', byReason: 'por motivo' },
};

const RUN_WORDS: Readonly<Record<Lang, { row: string; rows: string; perSecond: string }>> = {
  es: { row: 'fila', rows: 'filas', perSecond: 'filas/s' },
  en: { row: 'row', rows: 'rows', perSecond: 'rows/s' },
  pt: { row: 'linha', rows: 'linhas', perSecond: 'linhas/s' },
};

/**
 * The last line of a run that wrote rows (README, Exit codes):
 * `datos-prueba bulk: 1000000 rows, 8.42 s, 118765 rows/s, personas.csv`.
 */
export function runSummary(
  command: string,
  rows: number,
  ms: number,
  output: string | undefined,
  lang: Lang,
): string {
  const w = RUN_WORDS[lang];
  const perSecond = ms > 0 ? Math.round((rows * 1000) / ms) : rows;
  return `datos-prueba ${command}: ${rows} ${rows === 1 ? w.row : w.rows}, ${(ms / 1000).toFixed(2)} s, ${perSecond} ${w.perSecond}, ${output ?? 'stdout'}`;
}

/**
 * Says runSummary on stderr when no one watches it (a pipeline, a job, a log
 * file); on a terminal the progress bar has said it already.
 */
export function sayRunSummary(
  command: string,
  rows: number,
  startedAt: number,
  output: string | undefined,
  lang: Lang,
): void {
  if (process.stderr.isTTY) return;
  process.stderr.write(`${runSummary(command, rows, performance.now() - startedAt, output, lang)}\n`);
}

/** Per-reason summary of a file validation. */
export function summarise(results: readonly (ValidationData & { value: string })[], lang: Lang): string {
  const w = WORDS[lang];
  const valid = results.filter((r) => r.valid).length;
  const byReason = new Map<string, { count: number; reason: string }>();
  for (const r of results) {
    if (r.valid) continue;
    const entry = byReason.get(r.code) ?? { count: 0, reason: r.reason.split('. ')[0]! };
    entry.count++;
    byReason.set(r.code, entry);
  }
  const lines = [`${results.length} ${w.total}: ${valid} ${w.valid}, ${results.length - valid} ${w.invalid}`];
  if (byReason.size > 0) {
    lines.push(`${w.byReason}:`);
    for (const [code, { count, reason }] of [...byReason].sort((a, b) => b[1].count - a[1].count)) {
      lines.push(`  ${String(count).padStart(6)}  ${code}  (${reason})`);
    }
  }
  return lines.join('\n');
}
