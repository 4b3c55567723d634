/**
 * CHECK constraints read back as facts about one column: a list of allowed
 * values (`c IN ('a','b')`, PostgreSQL's `c = ANY (ARRAY['a'::text, ...])`)
 * or bounds (`c >= 0`, `c > 0 AND c <= 5`, `c BETWEEN 1 AND 5`). Anything
 * else is left as written, for the person editing the dataset to see.
 */
import { dayNumberOf, formatDate, fromDayNumber } from '../generators/dates.js';
import type { CheckRange, DateRange } from './catalog.js';

export type CheckFact =
  | { readonly column: string; readonly values: readonly string[] }
  | { readonly column: string; readonly range: CheckRange }
  | { readonly column: string; readonly length: CheckRange }
  | { readonly column: string; readonly dates: DateRange }
  | { readonly column: string; readonly pattern: string };

const IDENT = String.raw`[\`"\[]?([A-Za-z_][A-Za-z0-9_]*)[\`"\]]?`;
const CAST = String.raw`(?:\s*::\s*[a-z ]+(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?)*`;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const ITEM = String.raw`(?:'(?:[^']|'')*'|\(?-?\d+(?:\.\d+)?\)?)`;
const LIST = String.raw`((?:\s*${ITEM}${CAST}\s*,?)+)`;

const IN_LIST = new RegExp(String.raw`^\(*${IDENT}\)*${CAST}\s+in\s*\(${LIST}\)$`, 'i');
const ANY_ARRAY = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s*=\s*any\s*\(\(*\s*array\s*\[${LIST}\]\)*${CAST}\s*\)$`,
  'i',
);
const COMPARISON = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s*(>=|<=|>|<)\s*\(*${NUMBER}\)*${CAST}$`,
  'i',
);
/** `length(c) >= 4`, `char_length((c)::text) = 5`, `LENGTH(TRIM(c)) > 0` (trim read as the column). */
const LENGTH = new RegExp(
  String.raw`^(?:char_|character_)?length\s*\(\s*(?:trim\s*\()?\(*${IDENT}\)*${CAST}\s*\)?\s*\)${CAST}\s*(>=|<=|>|<|=)\s*\(*${NUMBER}\)*${CAST}$`,
  'i',
);
const DATE = String.raw`'(\d{4}-\d{2}-\d{2})(?:[ T][0-9:.+-]*)?'`;
/** `fecha >= '2007-01-01 00:00:00'::timestamp`, `d BETWEEN '2020-01-01' AND '2020-12-31'`. */
const DATE_COMPARISON = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s*(>=|<=|>|<)\s*\(*(?:date\s*)?${DATE}\)*${CAST}$`,
  'i',
);
const DATE_BETWEEN = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s+between\s+\(*${DATE}\)*${CAST}\s+and\s+\(*${DATE}\)*${CAST}$`,
  'i',
);
const BETWEEN = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s+between\s+\(*${NUMBER}\)*${CAST}\s+and\s+\(*${NUMBER}\)*${CAST}$`,
  'i',
);

/** `c ~ '^[0-9]{5}$'` (PostgreSQL), `c REGEXP '...'`, `regexp_like(c, '...')` (MariaDB/MySQL). */
const REGEX = new RegExp(
  String.raw`^\(*${IDENT}\)*${CAST}\s*(?:~|regexp|rlike)\s*'((?:[^']|'')*)'${CAST}$`,
  'i',
);
const REGEX_LIKE = new RegExp(String.raw`^regexp_like\s*\(\s*${IDENT}\s*,\s*'((?:[^']|'')*)'\s*\)$`, 'i');

const IS_NULL = new RegExp(String.raw`^\(*${IDENT}\)*\s+is\s+null$`, 'i');
const LIKE = new RegExp(String.raw`^\(*${IDENT}\)*${CAST}\s+(?:like|=)\s+'((?:[^']|'')*)'${CAST}$`, 'i');

/**
 * `c IS NULL OR c LIKE '%Trailers%' OR c = 'x' OR c IN (...)`: the values
 * that meet one of the alternatives (a LIKE pattern with its wildcards
 * dropped, `_` as one letter), or null when an alternative says more.
 */
function readAlternatives(parts: readonly string[]): CheckFact | null {
  let column: string | undefined;
  const values: string[] = [];
  for (const part of parts) {
    const text = unwrap(part);
    const isNull = IS_NULL.exec(text);
    const like = isNull ? null : LIKE.exec(text);
    const list = isNull || like ? null : readPart(text);
    const name = isNull?.[1] ?? like?.[1] ?? list?.column;
    if (name === undefined || (column !== undefined && name !== column)) return null;
    column = name;
    if (like) values.push(like[2]!.replaceAll("''", "'").replaceAll('%', '').replaceAll('_', 'x'));
    else if (list) {
      if (!('values' in list)) return null;
      values.push(...list.values);
    }
  }
  if (column === undefined || values.length === 0) return null;
  return { column, values: [...new Set(values)] };
}

/** Facts of one CHECK expression, or null when it says something else. */
export function readCheck(expression: string): CheckFact | null {
  const whole = unwrap(stripCheckKeyword(expression));
  const alternatives = splitTop(whole, 'or');
  if (alternatives.length > 1) return readAlternatives(alternatives);
  const parts = splitAnd(whole);
  let column: string | undefined;
  let range: { -readonly [K in keyof CheckRange]: CheckRange[K] } = {};
  let length: { -readonly [K in keyof CheckRange]: CheckRange[K] } | undefined;
  let dates: { -readonly [K in keyof DateRange]: DateRange[K] } | undefined;
  for (const part of parts) {
    const fact = readPart(unwrap(part));
    if (!fact || (column !== undefined && fact.column !== column)) return null;
    column = fact.column;
    if ('values' in fact || 'pattern' in fact) {
      if (parts.length > 1) return null;
      return fact;
    }
    if ('length' in fact) length = { ...length, ...fact.length };
    else if ('dates' in fact) dates = { ...dates, ...fact.dates };
    else range = { ...range, ...fact.range };
  }
  if (column === undefined) return null;
  const kinds = [length, dates, Object.keys(range).length > 0 ? range : undefined].filter(Boolean);
  if (kinds.length > 1) return null;
  if (length) return { column, length };
  if (dates) return { column, dates };
  return { column, range };
}

function readPart(text: string): CheckFact | null {
  const regex = REGEX.exec(text) ?? REGEX_LIKE.exec(text);
  if (regex) return { column: regex[1]!, pattern: regex[2]!.replaceAll("''", "'").replaceAll('\\\\', '\\') };
  const list = IN_LIST.exec(text) ?? ANY_ARRAY.exec(text);
  if (list) return { column: list[1]!, values: listItems(list[2]!) };
  const length = LENGTH.exec(text);
  if (length) {
    const n = Number(length[3]);
    const op = length[2];
    const bounds: CheckRange =
      op === '='
        ? { min: n, max: n }
        : op === '>=' || op === '>'
          ? { min: op === '>' ? n + 1 : n }
          : { max: op === '<' ? n - 1 : n };
    return { column: length[1]!, length: bounds };
  }
  const dateBetween = DATE_BETWEEN.exec(text);
  if (dateBetween) return { column: dateBetween[1]!, dates: { from: dateBetween[2]!, to: dateBetween[3]! } };
  const dateCmp = DATE_COMPARISON.exec(text);
  if (dateCmp) {
    const op = dateCmp[2];
    const day = dateCmp[3]!;
    const shift = (n: number) => formatDate(fromDayNumber(dayNumberOf(day) + n));
    // Whole days: values are dates (a timestamp at midnight), so `> d` starts the day after and `< d` ends the day before.
    if (op === '>=' || op === '>')
      return { column: dateCmp[1]!, dates: { from: op === '>' ? shift(1) : day } };
    return { column: dateCmp[1]!, dates: { to: op === '<' ? shift(-1) : day } };
  }
  const between = BETWEEN.exec(text);
  if (between) return { column: between[1]!, range: { min: Number(between[2]), max: Number(between[3]) } };
  const cmp = COMPARISON.exec(text);
  if (!cmp) return null;
  const bound = Number(cmp[3]);
  const op = cmp[2];
  if (op === '>=' || op === '>') return { column: cmp[1]!, range: { min: bound, minExclusive: op === '>' } };
  return { column: cmp[1]!, range: { max: bound, maxExclusive: op === '<' } };
}

/** The items of an IN list: quoted strings unquoted, numbers as written. */
function listItems(list: string): string[] {
  return [...list.matchAll(/'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll("''", "'") : m[2]!,
  );
}

export function stripCheckKeyword(text: string): string {
  return text.trim().replace(/^check\s*/i, '');
}

/** Drops parentheses that wrap the whole expression. */
export function unwrap(text: string): string {
  let t = text.trim();
  while (t.startsWith('(') && closingOf(t, 0) === t.length - 1) t = t.slice(1, -1).trim();
  return t;
}

function closingOf(text: string, open: number): number {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Top-level operands of `word` (OR), outside parentheses and quotes. */
export function splitTop(text: string, word: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  const re = new RegExp(String.raw`^\s+${word}\s`, 'i');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c!)) {
      const m = re.exec(text.slice(i));
      if (m) {
        parts.push(text.slice(start, i));
        start = i + m[0].length;
        i += m[0].length - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Top-level AND operands (BETWEEN's own AND stays inside its operand). */
export function splitAnd(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  let afterBetween = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c!)) {
      const word = /^\s+(between|and)\s/i.exec(text.slice(i));
      if (word?.[1]?.toLowerCase() === 'between') afterBetween = true;
      else if (word?.[1]?.toLowerCase() === 'and') {
        if (afterBetween) afterBetween = false;
        else {
          parts.push(text.slice(start, i));
          start = i + word[0].length;
        }
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}
