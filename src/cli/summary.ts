import type { ValidationData } from '../api/validate.js';
import type { Lang } from '../i18n/lang.js';

const WORDS: Readonly<Record<Lang, { total: string; valid: string; invalid: string; byReason: string }>> = {
  es: { total: 'valores', valid: 'válidos', invalid: 'no válidos', byReason: 'por motivo' },
  en: { total: 'values', valid: 'valid', invalid: 'invalid', byReason: 'by reason' },
  pt: { total: 'valores', valid: 'válidos', invalid: 'inválidos', byReason: 'por motivo' },
};

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
