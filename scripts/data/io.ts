/** Reading the shared source files: CSV as text records (codes stay strings), JSON as-is. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

export function readCsv(sourceDir: string, file: string): CsvRow[] {
  const text = readFileSync(join(sourceDir, file), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true }) as CsvRow[];
}

export function readJson<T>(sourceDir: string, file: string): T {
  return JSON.parse(readFileSync(join(sourceDir, file), 'utf8')) as T;
}

/** Fails the build loudly when a source no longer has the shape the tables rely on. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`build-data: ${message}`);
}
