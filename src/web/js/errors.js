// @ts-check
import { ApiError } from './api.js';
import { getLang, t, term } from './i18n.js';
import { isObject } from './json.js';
import { PROBLEM_TEXTS } from './texts-problems.js';

/**
 * A failure in the page's words: the service's `details` (JSON paths,
 * fields counted from 0, problem codes) become the names the form shows
 * ("Campo 3 › Nulos (%)"), the problem said by its code
 * (texts-problems.js; never by the service's own sentence, which names
 * parameters as the API does), and where the form should put the focus.
 */

/** @typedef {import('./api-types.js').ErrorDetails} ErrorDetails */
/** @typedef {import('./i18n.js').TextKey} TextKey */

/**
 * Where a failure is, as the form knows it: a table and a field (by index
 * from 0, or by name), and a control of the form or an option.
 * @typedef {object} Place
 * @property {number} [table]
 * @property {string} [tableName]
 * @property {number} [field]
 * @property {string} [fieldName]
 * @property {string} [control] a key of CONTROLS
 * @property {string} [option]
 */

/**
 * How a tab names what a failure is about: its fields (by index) and the
 * options of a field or generator, and the names of their values.
 * @typedef {object} ErrorContext
 * @property {(index: number) => string | undefined} [fieldName]
 * @property {(name: string, field?: number) => string | undefined} [optionLabel]
 * @property {(name: string | undefined, field?: number) => Readonly<Record<string, string>> | undefined} [valueLabels]
 */

/** @type {{ min: string, max: string } | null} */
let dateRange = null;

/** A failure found in the page: `words()` says it in the current language, so it can be said again. */
export class PageProblem extends Error {
  /** @param {() => string} words */
  constructor(words) {
    super(words());
    this.name = 'PageProblem';
    this.words = words;
  }
}

/**
 * The days the service accepts, from the catalog's `refDate` option.
 * @param {import('./api-types.js').Catalog} catalog
 */
export function useCatalog(catalog) {
  const spec = catalog.generators.flatMap((g) => g.options).find((o) => o.type === 'date' && o.min);
  if (spec) dateRange = { min: String(spec.min), max: String(spec.max) };
}

export const getDateRange = () => dateRange;

/**
 * A date as the page's language writes it in full ("1 de enero de 1900").
 * @param {string} iso
 */
export function longDate(iso) {
  const format = new Intl.DateTimeFormat(getLang(), { dateStyle: 'long', timeZone: 'UTC' });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** "a date from 1 January 1900 to 31 December 2999", or the bare format when the catalog is not in. */
export function dateRangeWords() {
  if (!dateRange) return t('dateFormat');
  return t('dateRange', { min: longDate(dateRange.min), max: longDate(dateRange.max) });
}

/**
 * The controls of the forms that a member or parameter can name.
 * @type {Readonly<Record<string, TextKey>>}
 */
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
  primaryKey: 'primaryKey',
  // A dataset table's count: "count.per", "count.min", "count.max".
  per: 'perTable',
  perMin: 'perMin',
  perMax: 'perMax',
};

/**
 * Where a failure is: `field` (index, from 0) and the control, or an option.
 * Bulk paths read `fields/2/options/min`; query parameters are bare names.
 * @param {ErrorDetails} [details]
 * @returns {Place}
 */
export function placeOf(details = {}) {
  const path = String(details.member ?? details.parameter ?? '');
  const parts = path.split(/[/.]/).filter(Boolean);
  // A dataset names its table and field by name (or its path by index).
  /** @type {Place} */
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
  if (parts[0] === 'count' && ['per', 'min', 'max'].includes(parts[1] ?? ''))
    place.control = parts[1] === 'per' ? 'per' : parts[1] === 'min' ? 'perMin' : 'perMax';
  else if (parts[0] === 'options') place.option = parts[1];
  else if (parts.length && Object.hasOwn(CONTROLS, parts[0])) place.control = parts[0];
  else if (parts.length) place.option = parts[0];
  return place;
}

/**
 * The name of the control or option a place names, without its field ("Nulos (%)").
 * @param {Place} place
 * @param {ErrorContext} [ctx]
 * @returns {string | undefined}
 */
export function controlWords(place, ctx = {}) {
  const ofTable = place.field === undefined && place.fieldName === undefined;
  const inTable = place.tableName !== undefined || place.table !== undefined;
  if (place.control === 'name' && ofTable && inTable) return t('tableName');
  if (place.control === 'count' && ofTable && inTable) return t('rows');
  if (place.control) return t(CONTROLS[place.control]);
  // An option the form cannot name is left out rather than shown by its API name.
  if (place.option) return ctx.optionLabel?.(place.option, place.field) ?? undefined;
  return undefined;
}

/**
 * The words for a place: "Campo 3 (email) › Nulos (%)".
 * @param {Place} place
 * @param {ErrorContext} ctx
 */
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

/**
 * @param {unknown} value
 * @param {Readonly<Record<string, string>>} [labels]
 * @returns {string}
 */
function valueWords(value, labels = {}) {
  if (Array.isArray(value)) return listWords(value, labels);
  if (isObject(value)) {
    if ('min' in value && 'max' in value) return t('range', { min: value.min, max: value.max });
    return Object.entries(value)
      .map(([k, v]) => `${term(k)} ${valueWords(v)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * @param {readonly unknown[]} values
 * @param {Readonly<Record<string, string>>} labels
 */
const listWords = (values, labels) => values.map((v) => labels[String(v)] ?? String(v)).join(', ');

/**
 * What the service would take, in words; undefined when the details do not say.
 * @param {ErrorDetails} details
 * @param {Place} place
 * @param {ErrorContext} ctx
 */
function allowedWords(details, place, ctx) {
  const { allowed } = details;
  const isDate = allowed === 'YYYY-MM-DD' || details.format === 'YYYY-MM-DD';
  if (isDate) return t('allowedIs', { what: dateRangeWords() });
  if (allowed === 'DNS host name') return t('allowedIs', { what: t('hostnameAllowed') });
  if (isObject(allowed) && allowed.required) return t('requiredValue');
  if ((isObject(allowed) && allowed.pattern) || details.pattern) return t('namePattern');
  if (allowed !== undefined) {
    const labels = ctx.valueLabels?.(place.option, place.field) ?? {};
    return t('allowedIs', { what: valueWords(allowed, labels) });
  }
  if (details.max !== undefined) return t('atMost', { limit: details.max });
  if (details.limit !== undefined && typeof details.comparison === 'string') {
    const key = COMPARISONS[details.comparison];
    if (key) return t(key, { limit: details.limit });
  }
  return undefined;
}

/** @type {Readonly<Record<string, TextKey | undefined>>} */
const COMPARISONS = { '<=': 'atMost', '>=': 'atLeast', '<': 'lessThan', '>': 'moreThan' };

/**
 * "Nulos (%): tiene que valer…": a control's name, then what is wrong with it, as one sentence.
 * @param {string | undefined} label
 * @param {string} words
 */
export function labelled(label, words) {
  if (!label) return words;
  const lower = /^[A-ZÁÉÍÓÚ][a-záéíóúñç]/.test(words) ? words[0].toLowerCase() + words.slice(1) : words;
  return `${label}: ${lower}`;
}

/**
 * Bounds in words after a verb: " de 1 a 10000", " como mínimo 1", or nothing.
 * @param {ErrorDetails} details
 */
function boundWords(details) {
  /** @param {unknown} n */
  const number = (n) => (typeof n === 'number' ? n.toLocaleString(getLang()) : n);
  const low = details.min !== undefined && details.min !== null;
  const high = details.max !== undefined && details.max !== null;
  if (low && high) return ` ${t('rangeWords', { min: number(details.min), max: number(details.max) })}`;
  if (low) return ` ${t('atLeastWords', { min: number(details.min) })}`;
  if (high) return ` ${t('atMostWords', { max: number(details.max) })}`;
  return '';
}

/**
 * The problem a code names, in the page's words; undefined for a code the page does not know.
 * @param {ErrorDetails} details
 * @param {ErrorContext} [ctx]
 * @returns {string | undefined}
 */
export function problemSentence(details, ctx = {}) {
  /** @type {Readonly<Record<string, string>>} */
  const texts = PROBLEM_TEXTS[getLang()];
  const code = details?.problem;
  if (typeof code !== 'string' || !(code in texts)) return undefined;
  // A choice left at "— choose —": nothing to name.
  if ((code === 'unknown_table' || code === 'unknown_field') && !details.value)
    return texts[code === 'unknown_table' ? 'no_table_chosen' : 'no_field_chosen'];
  const place = placeOf(details);
  const labels = ctx.valueLabels?.(place.option, place.field) ?? {};
  /** @type {Readonly<Record<string, unknown>>} */
  const vars = {
    range: boundWords(details),
    min: details.min,
    max: typeof details.max === 'number' ? details.max.toLocaleString(getLang()) : details.max,
    requested:
      typeof details.requested === 'number' ? details.requested.toLocaleString(getLang()) : details.requested,
    value: details.value,
    target: details.target,
    allowed: details.allowed === undefined ? '' : valueWords(details.allowed, labels),
    dates: dateRangeWords(),
  };
  return texts[code].replace(/\{(\w+)\}/g, (whole, name) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
}

/**
 * For details without a problem code the page knows (a service older than
 * the codes): the problem their bounds and allowed values imply, read from
 * the details' members, never from their text.
 * @param {ErrorDetails} details
 * @returns {ErrorDetails}
 */
function impliedProblem(details) {
  // A code (snake_case) the page does not know is not guessed at: it is said as "not accepted".
  if (typeof details.problem === 'string' && /^[a-z][a-z0-9_]*$/.test(details.problem)) return details;
  const { allowed, comparison } = details;
  const bounds = isObject(allowed) && 'min' in allowed ? allowed : details;
  /** @param {import('../../errors/problems.js').ProblemCode} code */
  const problem = (code) => ({ ...details, ...bounds, problem: code });
  if (allowed === 'YYYY-MM-DD' || details.format === 'YYYY-MM-DD') return problem('bad_date');
  if (isObject(allowed) && allowed.required) return problem('required');
  if (Array.isArray(allowed)) return problem('not_allowed');
  if (typeof details.limit === 'number' && (comparison === '<=' || comparison === '<'))
    return { ...details, max: details.limit, problem: 'above_max' };
  if (typeof details.limit === 'number' && (comparison === '>=' || comparison === '>'))
    return { ...details, min: details.limit, problem: 'below_min' };
  if (typeof bounds.min === 'number' || typeof bounds.max === 'number') {
    const { min, max } = bounds;
    return problem(
      typeof max === 'number' && (min === undefined || Number(details.value) > max)
        ? 'above_max'
        : 'below_min',
    );
  }
  return details;
}

/** Problems whose sentence says the value already; the others add "you typed ..." when the service says. */
const SAYS_VALUE = new Set(['unknown_table', 'unknown_field', 'duplicate_name', 'unknown_type']);

/**
 * What the details say besides the place, one line each, in the page's
 * language: the problem by its code (or, for a code the page does not know,
 * what the service would take), the value sent, and for too many rows the
 * tables that make them.
 * @param {ErrorDetails | undefined} details
 * @param {ErrorContext} [ctx]
 * @returns {string[]}
 */
export function detailLines(details, ctx = {}) {
  if (!details || typeof details !== 'object') return [];
  const lines = [];
  const sentence = problemSentence(details, ctx) ?? problemSentence(impliedProblem(details), ctx);
  if (sentence) lines.push(sentence);
  else {
    lines.push(PROBLEM_TEXTS[getLang()].general);
    const allowed = allowedWords(details, placeOf(details), ctx);
    if (allowed) lines.push(allowed);
  }
  if (details.value !== undefined && details.value !== '' && !SAYS_VALUE.has(details.problem ?? ''))
    lines.push(
      t('youSent', {
        value: typeof details.value === 'string' ? details.value : JSON.stringify(details.value),
      }),
    );
  if (details.problem === 'too_many_rows' && Array.isArray(details.tables)) {
    const words = tablesByRows(details)
      .map((x) => `${x.name} (${x.rows.toLocaleString(getLang())})`)
      .join(', ');
    lines.push(t('rowsPerTable', { tables: words }));
  }
  return lines;
}

/**
 * The tables a too-many-rows failure lists (`details.tables`), most rows first.
 * @param {ErrorDetails} details
 * @returns {{ name: string, rows: number }[]}
 */
export function tablesByRows(details) {
  const tables = Array.isArray(details.tables) ? details.tables : [];
  return tables
    .filter(isObject)
    .map((x) => ({ name: String(x.name), rows: Number(x.rows) }))
    .sort((a, b) => b.rows - a.rows);
}

/**
 * The words shown for a failure: a heading (the problem, with the control
 * it is about) and lines, and `place` (field index, control or option) for
 * the form to highlight. A 429 says when to try again; a network failure
 * says so without the browser's English. No status, code or internal name.
 * @param {unknown} err
 * @param {ErrorContext} [ctx]
 * @returns {{ heading: string, lines: string[], place?: Place }}
 */
export function describeError(err, ctx = {}) {
  if (!(err instanceof ApiError)) {
    if (err instanceof PageProblem) return { heading: err.words(), lines: [] };
    return { heading: (err instanceof Error && err.message) || t('unknownError'), lines: [] };
  }
  const { body } = err;
  if (err.status === 0) return { heading: t('networkError'), lines: [t('networkHint')] };
  if (err.status === 429) {
    const reset = Number(err.headers?.get('x-ratelimit-reset') ?? body.details?.resetAt);
    const limit = err.headers?.get('x-ratelimit-limit') ?? body.details?.limit ?? '?';
    const seconds = Math.max(0, Math.ceil(reset - Date.now() / 1000));
    const time = Number.isFinite(reset) ? new Date(reset * 1000).toLocaleTimeString(getLang()) : '?';
    return {
      heading: t('rateHeading'),
      lines: [t('rateLimited', { limit, time, seconds: Number.isFinite(seconds) ? seconds : '?' })],
    };
  }
  const details = body.details && typeof body.details === 'object' ? body.details : undefined;
  if (!details) {
    // Nothing the page can name (a failure of the service itself): its own words, already in the page language.
    return { heading: body.message || t('unknownError'), lines: [] };
  }
  const place = placeOf(details);
  const where = placeWords(place, ctx);
  const [first, ...rest] = detailLines(details, ctx);
  return { heading: first, lines: where ? [t('where', { place: where }), ...rest] : rest, place };
}
