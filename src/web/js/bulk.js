// @ts-check
import { postJson } from './api.js';
import { checkBulkForm, errorContext, markFailure } from './bulk-checks.js';
import {
  fieldDefinitions,
  initFields,
  markField,
  setFieldDefinitions,
  updateFieldTypes,
} from './bulk-fields.js';
import { limitDates } from './checks.js';
import { apiPath } from './country.js';
import {
  busy,
  byId,
  clearError,
  el,
  notify,
  randomSeed,
  renderTable,
  saveFile,
  showCheck,
  showError,
  showFormatControls,
} from './dom.js';
import { PageProblem } from './errors.js';
import { getLang, t } from './i18n.js';
import { isObject } from './json.js';
import { DIALECTS } from './texts.js';

/**
 * The "Bulk" tab: POST /api/v1/{country}/bulk. The preview asks for the first rows
 * as JSON; the download asks for the whole file in the chosen format with
 * the same seed, so the file starts with the rows of the preview.
 */
/** @param {string} id */
const $ = (id) => byId(id, HTMLElement);
/** @param {string} id */
const input = (id) => byId(id, HTMLInputElement);
/** @param {string} id */
const select = (id) => byId(id, HTMLSelectElement);
const PREVIEW_ROWS = 10;
const TEXT_PREVIEW_LINES = 30;
/** @type {Readonly<Record<string, string>>} */
const EXTENSIONS = { typescript: 'ts' };

/**
 * The body of POST /api/v1/{locale}/bulk as the form makes it (docs/api.md,
 * Bulk). A count the form cannot read as a number is sent as typed, so the
 * service says what is wrong with it.
 * @typedef {object} BulkRequest
 * @property {import('./field-editor.js').FieldDefinition[]} fields
 * @property {string} format
 * @property {number | string} [count]
 * @property {string} [seed]
 * @property {string} [refDate]
 * @property {string} [table]
 * @property {string} [dialect]
 * @property {true} [createTable]
 * @property {{ delimiter?: string, bom?: true }} [csv]
 */

/** @type {import('./api-types.js').Catalog | null} */
let catalog = null;
let previewSeed = '';
/** @type {number | string} */
let previewTotal = 0;
/**
 * The preview on screen (rows, and the format of the file whose start is shown), to redraw it in another language.
 * @type {{ rows: import('./api-types.js').Row[], format: string } | null}
 */
let shownPreview = null;

/** The catalog the tab was drawn from; the tab is drawn only once there is one. */
function theCatalog() {
  if (catalog === null) throw new Error('The bulk tab is not drawn yet');
  return catalog;
}

/** @type {Readonly<Record<string, Readonly<Record<string, string>>>>} */
const DIALECT_NAMES = DIALECTS;

function renderSelects() {
  const catalog = theCatalog();
  const format = select('bulk-format');
  const chosenFormat = format.value || 'csv';
  format.replaceChildren(...catalog.bulk.formats.map((f) => el('option', { value: f }, f.toUpperCase())));
  format.value = catalog.bulk.formats.includes(chosenFormat) ? chosenFormat : catalog.bulk.formats[0];
  const dialect = select('bulk-dialect');
  const chosenDialect = dialect.value || 'ansi';
  const names = { ...DIALECT_NAMES.names, ...DIALECT_NAMES[getLang()] };
  dialect.replaceChildren(...catalog.bulk.dialects.map((d) => el('option', { value: d }, names[d] ?? d)));
  dialect.value = chosenDialect;
  $('bulk-count-hint').textContent = t('countHint', { max: catalog.bulk.count.max });
  limitDates($('panel-bulk'));
  syncFormatControls();
}

/** Settings that only matter for some formats are shown for those only. */
function syncFormatControls() {
  showFormatControls($('bulk-form'), select('bulk-format').value);
}

/** Takes the preview off the screen: after an error or a change of the form it no longer matches. */
function clearResult() {
  shownPreview = null;
  $('bulk-result').hidden = true;
  $('bulk-table').replaceChildren();
  $('bulk-text').textContent = '';
}

/**
 * Shows a failure, takes the stale preview away and points at the control at fault.
 * @param {unknown} err
 */
function fail(err) {
  clearResult();
  markField();
  const place = showError($('bulk-error'), err, errorContext());
  markFailure(err, place, errorContext());
}

/** The check made before asking; false (and the problem shown) when the form cannot be sent. */
function checked() {
  clearError($('bulk-error'));
  markField();
  const problem = checkBulkForm(theCatalog());
  if (!problem) return true;
  clearResult();
  showCheck($('bulk-error'), problem.message, problem.control);
  return false;
}

/**
 * The request body the form describes; `seed` falls back to the seed of the last preview.
 * @param {{ withPreviewSeed?: boolean }} [how]
 */
export function bulkBody({ withPreviewSeed = false } = {}) {
  const format = select('bulk-format').value;
  /** @type {BulkRequest} */
  const body = { fields: fieldDefinitions(), format };
  const count = input('bulk-count').value.trim();
  if (count !== '') body.count = /^\d+$/.test(count) ? Number(count) : count;
  const seed = input('bulk-seed').value.trim() || (withPreviewSeed ? previewSeed : '');
  if (seed) body.seed = seed;
  if (input('bulk-refdate').value) body.refDate = input('bulk-refdate').value;
  if (input('bulk-tablename').value.trim()) body.table = input('bulk-tablename').value.trim();
  if (format === 'sql') {
    body.dialect = select('bulk-dialect').value;
    if (input('bulk-create-table').checked) body.createTable = true;
  }
  if (format === 'csv') {
    /** @type {NonNullable<BulkRequest['csv']>} */
    const csv = {};
    if (select('bulk-csv-delimiter').value !== ',') csv.delimiter = select('bulk-csv-delimiter').value;
    if (input('bulk-csv-bom').checked) csv.bom = true;
    if (Object.keys(csv).length) body.csv = csv;
  }
  return body;
}

/** @param {number | string} count */
const previewCount = (count) => (typeof count === 'number' ? Math.min(count, PREVIEW_ROWS) : count);

/**
 * The words above the preview: how many of the rows asked for it shows, and which fields are negative tests.
 * @param {number} rows
 * @param {number | string} total
 */
function summary(rows, total) {
  const negative = fieldDefinitions()
    .filter((f) => f.options?.ok === false)
    .map((f) => f.name);
  const words = [t('previewOfCount', { rows, total, seed: previewSeed })];
  if (negative.length) words.push(t('negativeColumns', { fields: negative.join(', ') }));
  return words;
}

/**
 * @param {number} rows
 * @param {number | string} total
 */
function renderSummary(rows, total) {
  const [main, negative] = summary(rows, total);
  $('bulk-summary').textContent = main;
  $('bulk-negative').hidden = !negative;
  $('bulk-negative').textContent = negative ?? '';
}

/** The words around the preview on screen, in the current language. */
function renderPreview() {
  if (!shownPreview) return;
  renderSummary(shownPreview.rows.length, previewTotal);
  renderTable($('bulk-table'), shownPreview.rows, t('preview'));
  $('bulk-text-title').textContent = t('textPreview', { format: shownPreview.format.toUpperCase() });
}

async function preview() {
  if (!checked()) return;
  const body = bulkBody();
  try {
    const response = await postJson(apiPath('bulk'), {
      ...body,
      format: 'json',
      count: previewCount(body.count ?? 10),
    });
    /** @type {import('./api-types.js').BulkJson} */
    const json = await response.json();
    previewSeed = json.meta.seed;
    previewTotal = body.count ?? theCatalog().bulk.count.default;
    shownPreview = { rows: json.data, format: body.format };
    renderPreview();
    $('bulk-text').hidden = true;
    $('bulk-text-title').hidden = true;
    $('bulk-result').hidden = false;
    if (body.format !== 'json') {
      const text = await postJson(apiPath('bulk'), {
        ...body,
        seed: previewSeed,
        count: previewCount(body.count ?? 10),
      });
      const lines = (await text.text()).split(/\r?\n/).slice(0, TEXT_PREVIEW_LINES);
      $('bulk-text').textContent = lines.join('\n');
      renderPreview();
      $('bulk-text').hidden = false;
      $('bulk-text-title').hidden = false;
    }
  } catch (err) {
    fail(err);
  }
}

/**
 * @param {Response} response
 * @param {BulkRequest} body
 */
function filenameOf(response, body) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(disposition);
  if (match) return match[1];
  return `${body.table ?? 'datos'}.${EXTENSIONS[body.format] ?? body.format}`;
}

async function download() {
  if (!checked()) return;
  const body = bulkBody({ withPreviewSeed: true });
  try {
    const response = await postJson(apiPath('bulk'), body);
    const filename = filenameOf(response, body);
    saveFile(await response.blob(), filename);
    notify(t('downloaded', { file: filename }));
  } catch (err) {
    fail(err);
  }
}

function saveSchema() {
  const body = bulkBody();
  const filename = `${body.table ?? 'datos'}.schema.json`;
  saveFile(new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }), filename);
  notify(t('schemaSaved', { file: filename }));
}

/**
 * A schema file as read: its fields are objects with a name and a type; the other members are as they came.
 * @typedef {Readonly<Record<string, unknown>> & { fields: readonly import('./field-editor.js').SavedField[] }} SavedSchema
 */

/**
 * What is wrong with a schema file, in the page's words, or undefined.
 * @param {unknown} schema
 */
function schemaProblem(schema) {
  if (!isObject(schema) || Array.isArray(schema)) return t('schemaNotObject');
  if (!Array.isArray(schema.fields) || schema.fields.length === 0) return t('schemaNoFields');
  /** @type {readonly unknown[]} */
  const fields = schema.fields;
  const bad = fields.findIndex(
    (field) => !isObject(field) || typeof field.name !== 'string' || typeof field.type !== 'string',
  );
  return bad >= 0 ? t('schemaBadField', { n: bad + 1 }) : undefined;
}

/**
 * @param {unknown} schema
 * @returns {schema is SavedSchema}
 */
const isSchema = (schema) => schemaProblem(schema) === undefined;

/** @param {File} file */
async function loadSchema(file) {
  clearError($('bulk-error'));
  clearResult();
  try {
    /** @type {unknown} */
    let schema;
    try {
      schema = JSON.parse(await file.text());
    } catch {
      throw new PageProblem(() => t('schemaInvalid', { reason: t('schemaNotJson') }));
    }
    if (!isSchema(schema)) throw new PageProblem(() => t('schemaInvalid', { reason: schemaProblem(schema) }));
    setFieldDefinitions(schema.fields);
    /**
     * @param {HTMLInputElement | HTMLSelectElement} control
     * @param {unknown} value
     */
    const set = (control, value) => {
      if (value !== undefined) control.value = String(value);
    };
    const csv = isObject(schema.csv) ? schema.csv : {};
    set(input('bulk-count'), schema.count);
    set(select('bulk-format'), schema.format);
    set(input('bulk-tablename'), schema.table);
    set(select('bulk-dialect'), schema.dialect);
    set(input('bulk-seed'), schema.seed);
    set(input('bulk-refdate'), schema.refDate);
    set(select('bulk-csv-delimiter'), csv.delimiter);
    input('bulk-create-table').checked = schema.createTable === true;
    input('bulk-csv-bom').checked = csv.bom === true;
    syncFormatControls();
    notify(t('schemaLoaded', { n: schema.fields.length }));
  } catch (err) {
    showError($('bulk-error'), err);
  }
}

/** @param {import('./api-types.js').Catalog} initialCatalog */
export function initBulk(initialCatalog) {
  catalog = initialCatalog;
  renderSelects();
  initFields(catalog.bulk.fieldTypes, clearResult);
  select('bulk-format').addEventListener('change', syncFormatControls);
  // Any change of the form makes the preview stale (the file input clears it when a schema is loaded).
  for (const type of ['input', 'change'])
    $('bulk-form').addEventListener(type, (event) => {
      if (!(event.target instanceof Element && event.target.id === 'bulk-load')) clearResult();
    });
  $('bulk-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('bulk-preview'), preview);
  });
  $('bulk-download').addEventListener('click', () => busy($('bulk-download'), download));
  $('bulk-save').addEventListener('click', saveSchema);
  $('bulk-new-seed').addEventListener('click', () => {
    input('bulk-seed').value = randomSeed();
    clearResult();
  });
  input('bulk-seed').addEventListener('input', () => {
    previewSeed = '';
  });
  const load = input('bulk-load');
  load.addEventListener('change', async () => {
    const file = load.files?.[0];
    if (file) await loadSchema(file);
    load.value = '';
  });
}

/** @param {import('./api-types.js').Catalog} newCatalog */
export function updateBulk(newCatalog) {
  catalog = newCatalog;
  renderSelects();
  updateFieldTypes(catalog.bulk.fieldTypes);
  renderPreview();
}
