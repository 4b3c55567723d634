/**
 * One column -> one field type: first by its name (NAME_RULES), when the
 * named type suits the SQL type and fits the length; then by what the column
 * must hold (a key gets a sequence or UUIDs); then by its SQL type. Every
 * choice carries the reason, written for the person editing the dataset.
 */
import type { CatalogColumn } from './catalog.js';
import { catalogMapping } from './catalog-columns.js';
import { type DbLocale, dbLocale } from './db-locale.js';
import { rulesFor } from './name-rules.js';
import { otherMapping } from './other-types.js';

export interface Mapping {
  readonly type: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly why: string;
  /** Distinct values even where the column does not ask for them (a catalog table's names). */
  readonly unique?: boolean;
}

/** Default spans, narrowed by what the column and its CHECKs allow. */
const INTEGER_SPAN = { min: 0, max: 1000 };
const DECIMAL_SPAN = { min: 0, max: 1000 };
const MAX_DECIMALS = 10;
const LOREM_WORDS = 8;

export function mapColumn(
  column: CatalogColumn,
  table: string,
  {
    unique,
    rows,
    json = false,
    jsonArrays = false,
    locale = dbLocale()!,
  }: { unique: boolean; rows: number; json?: boolean; jsonArrays?: boolean; locale?: DbLocale },
): Mapping | { readonly skip: string } {
  const notes: string[] = [];
  if (column.kind === 'other' || json) {
    const other = unique ? undefined : otherMapping(column, json, jsonArrays);
    if (other) return other;
    if (unique && binaryForText(column))
      return { type: 'uuid', why: `unique ${column.sqlType}: the bytes of a UUID's text never repeat` };
  }
  const catalog =
    column.minLength === undefined ? catalogMapping(column, table, { unique, rows, locale }) : undefined;
  if (catalog) {
    const { madeUp: _, ...mapping } = catalog;
    return mapping;
  }
  for (const rule of rulesFor(column.name, table, locale.rules)) {
    const fieldType = locale.fields.byName.get(rule.type);
    const kind = fieldType?.kind;
    if (!kind || !suits(kind, rule.type, column)) {
      notes.push(`the name reads as ${rule.type}, which does not suit ${column.sqlType}`);
      continue;
    }
    if (unique && fieldType.unique === undefined) {
      notes.push(`the name reads as ${rule.type}, which cannot be unique`);
      continue;
    }
    const width = locale.widthOf(rule.type, rule.options);
    const max = column.kind === 'text' ? column.maxLength : undefined;
    // A username cut to a narrow column is still a username, unless it must be unique.
    const cuttable = fieldType.cuttable === true || (fieldType.cuttable === 'not_unique' && !unique);
    if (max !== undefined && width !== undefined && width > max && !cuttable) {
      notes.push(`the name reads as ${rule.type}, whose ${width} characters do not fit ${column.sqlType}`);
      continue;
    }
    if (column.minLength !== undefined && (width === undefined || width < column.minLength)) {
      notes.push(`the name reads as ${rule.type}, shorter than its CHECK's ${column.minLength} characters`);
      continue;
    }
    const by = `name "${column.name}" reads as ${rule.type}`;
    if (rule.type === 'numero') {
      const options = numberOptions(column, {
        min: Number(rule.options?.min ?? 0),
        max: Number(rule.options?.max ?? 1000),
        ...(rule.options?.decimals === 0 ? { decimals: 0 } : {}),
      });
      return { type: 'numero', options, why: `${by}; ${rangeWhy(column, options)}` };
    }
    const cut = max !== undefined && cuttable ? `; cut to ${max} characters when longer` : '';
    return { type: rule.type, ...(rule.options ? { options: rule.options } : {}), why: `${by}${cut}` };
  }
  const also = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  const byType = mapByType(column, { unique, rows });
  if ('skip' in byType) return { skip: `${byType.skip}${also}` };
  return { ...byType, why: `${byType.why}${also}` };
}

function mapByType(
  column: CatalogColumn,
  { unique, rows }: { unique: boolean; rows: number },
): Mapping | { readonly skip: string } {
  const sql = column.sqlType;
  switch (column.kind) {
    case 'integer':
      if (unique) {
        const after = column.maxValue !== undefined ? column.maxValue + 1 : 1;
        const start = Math.max(1, lowerBound(column, 0) ?? 1, after);
        return {
          type: 'secuencia',
          ...(start !== 1 ? { options: { start } } : {}),
          why: `key ${sql}: a sequence never repeats${after > 1 ? `; from ${start}, after the rows already there` : ''}`,
        };
      }
      return numero(column, INTEGER_SPAN);
    case 'decimal':
    case 'float':
      return numero(column, DECIMAL_SPAN);
    case 'boolean':
      return { type: 'booleano', why: `${sql} column` };
    case 'date':
    case 'timestamp':
      return { type: 'fecha', why: `${sql} column: dates of the ten years before the reference date` };
    case 'uuid':
      return { type: 'uuid', why: `${sql} column` };
    case 'text': {
      const max = column.maxLength;
      const min = column.minLength;
      // A text key's numbers already there (an earlier fill's): the sequence goes on after the largest.
      const after = column.maxValue !== undefined ? column.maxValue + 1 : 1;
      const since = after > 1 ? `; from ${after}, after the rows already there` : '';
      if (min !== undefined) {
        // Numbers of exactly `min` digits (or more, up to the column's length) meet a CHECK on the length.
        const start = Math.max(10 ** Math.max(0, min - 1), after);
        if (max === undefined || max >= String(start + rows).length)
          return {
            type: 'secuencia',
            options: { start },
            why: `${sql} with a CHECK of at least ${min} characters: numbers of that many digits${since}`,
          };
      }
      if (unique) {
        if (max === undefined || max >= 36) return { type: 'uuid', why: `unique ${sql}: UUIDs never repeat` };
        const from = after > 1 ? { options: { start: after } } : {};
        if (max >= String(after - 1 + rows).length + 1)
          return {
            type: 'secuencia',
            ...from,
            why: `unique ${sql}: numbers of a sequence never repeat and fit${since}`,
          };
        // Narrower than the rows asked need (a `char(2)` code, 500 rows): the table's count is held
        // to the numbers that fit (introspect's keyRoom).
        if (max >= 1)
          return {
            type: 'secuencia',
            ...from,
            why: `unique ${sql}: numbers of a sequence never repeat, up to ${10 ** max - 1}${since}`,
          };
        return { skip: `unique ${sql} holds no characters: give it a type by hand` };
      }
      const words = max === undefined ? LOREM_WORDS : Math.max(1, Math.min(LOREM_WORDS, Math.floor(max / 8)));
      return {
        type: 'lorem',
        options: { words },
        why: `${sql} with no name rule: filler text${max === undefined ? '' : `, cut to ${max} characters`}`,
      };
    }
    default:
      return { skip: `no field type writes ${sql}` };
  }
}

function numero(column: CatalogColumn, span: { min: number; max: number }): Mapping {
  const options = numberOptions(column, span);
  return { type: 'numero', options, why: `${column.sqlType} column; ${rangeWhy(column, options)}` };
}

/** `numero` options inside everything the column allows: its type's range, precision and CHECK bounds. */
export function numberOptions(
  column: CatalogColumn,
  span: { min: number; max: number; decimals?: 0 },
): { min: number; max: number; decimals: number } {
  // A count (quantity, stock, a 0/1 flag) is whole even in a numeric(18,4) column.
  const decimals =
    span.decimals === 0
      ? 0
      : column.kind === 'decimal'
        ? Math.min(column.scale ?? 2, MAX_DECIMALS)
        : column.kind === 'float'
          ? Math.min(2, MAX_DECIMALS)
          : 0;
  const step = 10 ** -decimals;
  let lo = -Infinity;
  let hi = Infinity;
  if (column.integerRange) [lo, hi] = column.integerRange;
  if (column.kind === 'decimal' && column.precision) {
    const limit = 10 ** (column.precision - (column.scale ?? 0)) - step;
    [lo, hi] = [-limit, limit];
  }
  const checkLo = lowerBound(column, step);
  const checkHi = upperBound(column, step);
  if (checkLo !== undefined) lo = Math.max(lo, checkLo);
  if (checkHi !== undefined) hi = Math.min(hi, checkHi);
  let min = Math.max(span.min, lo);
  let max = Math.min(span.max, hi);
  if (min > max) {
    // The usual span lies outside what the column allows: take the allowed range's start.
    min = Number.isFinite(lo) ? lo : hi - (span.max - span.min);
    max = Math.min(hi, min + (span.max - span.min));
  }
  return { min: round(min, decimals), max: round(max, decimals), decimals };
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));

function lowerBound(column: CatalogColumn, step: number): number | undefined {
  const r = column.checkRange;
  if (r?.min === undefined) return undefined;
  return r.minExclusive ? r.min + (step || 1) : r.min;
}

function upperBound(column: CatalogColumn, step: number): number | undefined {
  const r = column.checkRange;
  if (r?.max === undefined) return undefined;
  return r.maxExclusive ? r.max - (step || 1) : r.max;
}

function rangeWhy(column: CatalogColumn, o: { min: number; max: number; decimals: number }): string {
  const limits = [
    column.precision !== undefined ? `precision ${column.precision},${column.scale ?? 0}` : undefined,
    column.checkRange ? 'its CHECK' : undefined,
  ].filter(Boolean);
  return `${o.min} to ${o.max} with ${o.decimals} decimals${limits.length ? ` (within ${limits.join(' and ')})` : ''}`;
}

/** Whether values of a field type of this `kind` (text, date, integer...) can be written to the column. */
export function suits(kind: string, type: string, column: CatalogColumn): boolean {
  switch (kind) {
    case 'text':
      return column.kind === 'text' || (column.kind === 'uuid' && type === 'uuid');
    case 'date':
      return (
        column.kind === 'date' ||
        column.kind === 'timestamp' ||
        (column.kind === 'text' && (column.maxLength ?? 10) >= 10)
      );
    case 'integer':
    case 'decimal':
      return column.kind === 'integer' || column.kind === 'decimal' || column.kind === 'float';
    case 'boolean':
      return column.kind === 'boolean';
    default:
      return false;
  }
}

/** A binary column that takes text's bytes and has room for a UUID's 36 characters. */
function binaryForText(column: CatalogColumn): boolean {
  const sql = column.sqlType.toLowerCase();
  if (!/^(bytea|blob|tinyblob|mediumblob|longblob|varbinary|binary)\b/.test(sql)) return false;
  const length = /\((\d+)\)/.exec(sql)?.[1];
  return length === undefined || Number(length) >= 36;
}
