import { ApiError } from './api.js';
import { getLang, t, term } from './i18n.js';
import { PROBLEMS } from './problems.js';

/**
 * A failure in the page's words: the service's `details` (JSON paths,
 * fields counted from 0, English problems) become the names the form
 * shows ("Campo 3 › Nulos (%)"), the allowed values in words, and where
 * the form should put the focus.
 */

let dateRange = null;

/** A failure found in the page: `words()` says it in the current language, so it can be said again. */
export class PageProblem extends Error {
  constructor(words) {
    super(words());
    this.name = 'PageProblem';
    this.words = words;
  }
}

/** The days the service accepts, from the catalog's `refDate` option. */
export function useCatalog(catalog) {
  const spec = catalog.generators.flatMap((g) => g.options).find((o) => o.type === 'date' && o.min);
  if (spec) dateRange = { min: spec.min, max: spec.max };
}

export const getDateRange = () => dateRange;

/** A date as the page's language writes it in full ("1 de enero de 1900"). */
export function longDate(iso) {
  const format = new Intl.DateTimeFormat(getLang(), { dateStyle: 'long', timeZone: 'UTC' });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** "a date from 1 January 1900 to 31 December 2999", or the bare format when the catalog is not in. */
export function dateRangeWords() {
  if (!dateRange) return t('dateFormat');
  return t('dateRange', { min: longDate(dateRange.min), max: longDate(dateRange.max) });
}

/** The controls of the forms that a member or parameter can name. */
const CONTROLS = {
  count: 'count',
  seed: 'seed',
  refDate: 'refDate',
  format: 'format',
  table: 'table',
  dialect: 'dialect',
  createTable: 'createTable',
  csv: 'csvDelimiter',
  fields: 'fields',
  name: 'fieldName',
  type: 'fieldType',
  nullable: 'nullable',
  unique: 'unique',
  value: 'value',
  kind: 'kind',
};

/**
 * Where a failure is: `field` (index, from 0) and the control, or an option.
 * Bulk paths read `fields/2/options/min`; query parameters are bare names.
 */
export function placeOf(details = {}) {
  const path = String(details.member ?? details.parameter ?? '');
  const parts = path.split(/[/.]/).filter(Boolean);
  // A dataset names its table and field by name (or its path by index).
  const place = {};
  if (typeof details.table === 'string') place.tableName = details.table;
  if (typeof details.field === 'string') place.fieldName = details.field;
  if (parts[0] === 'tables' && /^\d+$/.test(parts[1] ?? '')) {
    place.table = Number(parts[1]);
    parts.splice(0, 2);
  }
  if (typeof details.field === 'number') place.field = details.field;
  if (parts[0] === 'fields' && /^\d+$/.test(parts[1] ?? '')) {
    place.field ??= Number(parts[1]);
    parts.splice(0, 2);
  }
  if (parts[0] === 'options') place.option = parts[1];
  else if (parts.length && CONTROLS[parts[0]]) place.control = parts[0];
  else if (parts.length) place.option = parts[0];
  return place;
}

/** The name of the control or option a place names, without its field ("Nulos (%)"). */
export function controlWords(place, ctx = {}) {
  if (place.control) return t(CONTROLS[place.control]);
  if (place.option) return ctx.optionLabel?.(place.option, place.field) ?? place.option;
  return undefined;
}

/** The words for a place: "Campo 3 (email) › Nulos (%)". */
function placeWords(place, ctx) {
  const parts = [];
  if (place.tableName) parts.push(`${t('tableNamed')} ${place.tableName}`);
  else if (place.table !== undefined) parts.push(t('tableN', { n: place.table + 1 }));
  if (place.fieldName) parts.push(`${t('fieldNamed')} ${place.fieldName}`);
  if (place.field !== undefined) {
    const name = ctx.fieldName?.(place.field);
    parts.push(t('field', { n: place.field + 1 }) + (name ? ` (${name})` : ''));
  }
  const control = controlWords(place, ctx);
  if (control) parts.push(control);
  return parts.join(' › ');
}

function valueWords(value, labels = {}) {
  if (Array.isArray(value)) return value.map((v) => labels[String(v)] ?? String(v)).join(', ');
  if (value && typeof value === 'object') {
    if ('min' in value && 'max' in value) return t('range', { min: value.min, max: value.max });
    return Object.entries(value)
      .map(([k, v]) => `${term(k)} ${valueWords(v)}`)
      .join(', ');
  }
  return String(value);
}

/** What the service would take, in words; undefined when the details do not say. */
function allowedWords(details, place, ctx) {
  const { allowed } = details;
  const isDate = allowed === 'YYYY-MM-DD' || details.format === 'YYYY-MM-DD';
  if (isDate) return t('allowedIs', { what: dateRangeWords() });
  if (allowed === 'DNS host name') return t('allowedIs', { what: t('hostnameAllowed') });
  if (allowed?.required) return t('requiredValue');
  if (allowed?.pattern || details.pattern) return t('namePattern');
  if (allowed !== undefined) {
    const labels = ctx.valueLabels?.(place.option, place.field) ?? {};
    return t('allowedIs', { what: valueWords(allowed, labels) });
  }
  if (details.max !== undefined) return t('atMost', { limit: details.max });
  if (details.limit !== undefined && details.comparison) {
    const key = { '<=': 'atMost', '>=': 'atLeast', '<': 'lessThan', '>': 'moreThan' }[details.comparison];
    if (key) return t(key, { limit: details.limit });
  }
  return undefined;
}

/** A text that counts things has a form for exactly one (`pMinLengthOne`): "1 carácter(es)" reads as jargon. */
const oneOrMany = (key, n) => (String(n) === '1' && t(`${key}One`) !== `${key}One` ? `${key}One` : key);

/** The service's English `problem` in the page's language, when it is one the page knows. */
export function problemWords(problem) {
  if (typeof problem !== 'string') return undefined;
  for (const [pattern, key] of PROBLEMS) {
    const match = pattern.exec(problem);
    // A comparison the `limit` already put in words.
    if (match) return key === 'pSkip' ? '' : t(oneOrMany(key, match.groups?.n), { ...match.groups });
  }
  return undefined;
}

const HANDLED = ['member', 'parameter', 'problem', 'allowed', 'limit', 'comparison', 'max', 'pattern'];
const RATE = ['limit', 'resetAt', 'retryAfterSeconds'];

/** One line per thing the details say, in the page's language; `skip` leaves members out. */
export function detailLines(details, ctx = {}, skip = []) {
  if (!details || typeof details !== 'object') return [];
  const place = placeOf(details);
  const lines = [];
  const where = placeWords(place, ctx);
  if (where && !skip.includes('place')) lines.push(t('where', { place: where }));
  const problem = problemWords(details.problem);
  // A known problem says more than a bare bound; the values or names allowed still help.
  const bound = details.allowed === undefined && details.pattern === undefined;
  const allowed = problem && bound ? undefined : allowedWords(details, place, ctx);
  if (problem) lines.push(problem);
  if (allowed) lines.push(allowed);
  // An unknown problem is said as the service says it only when nothing else explains the failure.
  if (problem === undefined && details.problem && !allowed)
    lines.push(t('serviceSays', { problem: details.problem }));
  for (const [name, value] of Object.entries(details)) {
    if (HANDLED.includes(name) || skip.includes(name) || name === 'format') continue;
    // Named tables and fields are in the place line already.
    if (name === 'field' || (name === 'table' && typeof value === 'string')) continue;
    lines.push(`${term(name)}: ${valueWords(value)}`);
  }
  return lines;
}

/**
 * The words shown for a failure: a heading and lines, and `place` (field
 * index, control or option) for the form to highlight. A 429 says when to
 * try again; a network failure says so without the browser's English.
 */
export function describeError(err, ctx = {}) {
  if (!(err instanceof ApiError))
    return { heading: err?.words?.() ?? (err?.message || t('unknownError')), lines: [] };
  const body = err.body ?? {};
  if (err.status === 0) return { heading: t('networkError'), lines: [t('networkHint')] };
  const heading = t('errorHeading', { status: err.status, code: body.code ?? '?' });
  const lines = [];
  if (err.status === 429) {
    const reset = Number(err.headers?.get('x-ratelimit-reset') ?? body.details?.resetAt);
    const limit = err.headers?.get('x-ratelimit-limit') ?? body.details?.limit ?? '?';
    const seconds = Math.max(0, Math.ceil(reset - Date.now() / 1000));
    const time = Number.isFinite(reset) ? new Date(reset * 1000).toLocaleTimeString(getLang()) : '?';
    lines.push(t('rateLimited', { limit, time, seconds: Number.isFinite(seconds) ? seconds : '?' }));
    if (body.message) lines.push(body.message);
    lines.push(...detailLines(body.details, ctx, RATE));
    return { heading, lines };
  }
  if (body.message) lines.push(body.message);
  lines.push(...detailLines(body.details, ctx));
  return { heading, lines, place: body.details ? placeOf(body.details) : undefined };
}
