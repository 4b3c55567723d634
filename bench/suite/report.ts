/**
 * The suite's output: one markdown table of every row, a targets table, and
 * the machine they were measured on.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { type BenchRow, refRatio } from './common.js';
import type { TargetResult } from './targets.js';

export interface Machine {
  readonly node: string;
  readonly platform: string;
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGb: number;
  readonly loadAverage: readonly number[];
}

export function machine(): Machine {
  const list = cpus();
  return {
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** Three significant figures or more, with thousands separators. */
export function num(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const ratioText = (ratio: number | undefined) =>
  ratio === undefined || !Number.isFinite(ratio)
    ? '-'
    : `${ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(2)}x`;

function table(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly number[],
): string {
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|');
  const body = rows.map((r) => r.map(escapeCell));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (right.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right.includes(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

export function resultsTable(rows: readonly BenchRow[]): string {
  return table(
    ['section', 'case', 'value', 'unit', 'compared with', 'its value', 'ratio', 'notes'],
    rows.map((r) => [
      r.section,
      r.label,
      num(r.value),
      r.unit,
      r.ref?.name ?? '',
      r.ref ? num(r.ref.value) : '',
      r.ref ? ratioText(refRatio(r)) : '',
      r.note ?? '',
    ]),
    [2, 5, 6],
  );
}

export function targetsTable(targets: readonly TargetResult[]): string {
  return table(
    ['target', 'figure', 'reference', 'ratio', 'needed', 'met'],
    targets.map((t) => [
      t.name,
      t.figure ? `${num(t.figure.value)} ${t.figure.unit}` : '-',
      t.reference ? num(t.reference.value) : '-',
      ratioText(t.ratio),
      t.needed,
      t.met === undefined ? 'not measured' : t.met ? 'yes' : 'NO',
    ]),
    [1, 2, 3],
  );
}

export function machineLine(m: Machine, quick: boolean): string {
  return (
    `Node ${m.node}, ${m.platform}, ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB, ` +
    `load average ${m.loadAverage.join(' ')} at start${quick ? '; QUICK MODE: figures are not meaningful' : ''}`
  );
}
