/**
 * What `db fill` says besides its progress lines: the plan of a dry run
 * (each column's field type and why, skipped columns, capped tables, cycles
 * and how they load, tables emptied first) and, after a fill, the tables
 * capped and cycles broken.
 */
import type { FillReport } from '../db/fill.js';

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The lines on capped tables and cycles, shared by the plan and the summary. */
function notes(report: FillReport): string[] {
  const lines: string[] = [];
  for (const c of report.capped)
    lines.push(
      `capped: ${c.table} gets ${c.rows} rows of the ${c.asked} asked: all the distinct values of (${c.fields.join(', ')})`,
    );
  for (const c of report.cycles)
    lines.push(
      `cycle: ${c.table}(${c.columns.join(', ')}) -> ${c.references}: ${
        c.how === 'update'
          ? `loaded NULL, then set once ${c.references} is loaded`
          : 'loaded as is, its foreign key checked at the end of the one transaction'
      }`,
    );
  if (report.emptied.length > 0) lines.push(`emptied first: ${report.emptied.join(', ')}`);
  return lines;
}

export function summaryText(report: FillReport): string {
  return notes(report)
    .map((line) => `${line}\n`)
    .join('');
}

export function planText(report: FillReport): string {
  const rows = new Map(report.tables.map((t) => [t.name, t.rows]));
  const out: string[] = ['Plan (dry run: nothing written)'];
  for (const table of list(record(report.body).tables).map(record)) {
    const name = String(table.name);
    const count = rows.get(name);
    out.push('', `${name}: ${count ?? table.count} rows${count === undefined ? ' (not filled)' : ''}`);
    for (const field of list(table.fields).map(record)) {
      const options = field.options === undefined ? '' : ` ${JSON.stringify(field.options)}`;
      const why = field.why === undefined ? '' : `  -- ${String(field.why)}`;
      out.push(`  ${String(field.name)}: ${String(field.type)}${options}${why}`);
    }
    for (const skipped of list(table.skipped).map(record))
      out.push(`  ${String(skipped.name)}: skipped  -- ${String(skipped.why)}`);
  }
  out.push('', ...notes(report), 'checked: every generated value fits its column');
  return `${out.join('\n')}\n`;
}
