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
import { DIALECTS } from './texts.js';

/**
 * The "Bulk" tab: POST /api/v1/{country}/bulk. The preview asks for the first rows
 * as JSON; the download asks for the whole file in the chosen format with
 * the same seed, so the file starts with the rows of the preview.
 */
const $ = (id) => document.getElementById(id);
const PREVIEW_ROWS = 10;
const TEXT_PREVIEW_LINES = 30;
const EXTENSIONS = { typescript: 'ts' };

let catalog = null;
let previewSeed = '';
let previewTotal = 0;
/** The preview on screen (rows, and the format of the file whose start is shown), to redraw it in another language. */
let shownPreview = null;

function renderSelects() {
  const format = $('bulk-format');
  const chosenFormat = format.value || 'csv';
  format.replaceChildren(...catalog.bulk.formats.map((f) => el('option', { value: f }, f.toUpperCase())));
  format.value = catalog.bulk.formats.includes(chosenFormat) ? chosenFormat : catalog.bulk.formats[0];
  const dialect = $('bulk-dialect');
  const chosenDialect = dialect.value || 'ansi';
  const names = { ...DIALECTS.names, ...DIALECTS[getLang()] };
  dialect.replaceChildren(...catalog.bulk.dialects.map((d) => el('option', { value: d }, names[d] ?? d)));
  dialect.value = chosenDialect;
  $('bulk-count-hint').textContent = t('countHint', { max: catalog.bulk.count.max });
  limitDates($('panel-bulk'));
  syncFormatControls();
}

/** Settings that only matter for some formats are shown for those only. */
function syncFormatControls() {
  showFormatControls($('bulk-form'), $('bulk-format').value);
}

/** Takes the preview off the screen: after an error or a change of the form it no longer matches. */
function clearResult() {
  shownPreview = null;
  $('bulk-result').hidden = true;
  $('bulk-table').replaceChildren();
  $('bulk-text').textContent = '';
}

/** Shows a failure, takes the stale preview away and points at the control at fault. */
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
  const problem = checkBulkForm(catalog);
  if (!problem) return true;
  clearResult();
  showCheck($('bulk-error'), problem.message, problem.control);
  return false;
}

/** The request body the form describes; `seed` falls back to the seed of the last preview. */
export function bulkBody({ withPreviewSeed = false } = {}) {
  const format = $('bulk-format').value;
  const body = { fields: fieldDefinitions(), format };
  const count = $('bulk-count').value.trim();
  if (count !== '') body.count = /^\d+$/.test(count) ? Number(count) : count;
  const seed = $('bulk-seed').value.trim() || (withPreviewSeed ? previewSeed : '');
  if (seed) body.seed = seed;
  if ($('bulk-refdate').value) body.refDate = $('bulk-refdate').value;
  if ($('bulk-tablename').value.trim()) body.table = $('bulk-tablename').value.trim();
  if (format === 'sql') {
    body.dialect = $('bulk-dialect').value;
    if ($('bulk-create-table').checked) body.createTable = true;
  }
  if (format === 'csv') {
    const csv = {};
    if ($('bulk-csv-delimiter').value !== ',') csv.delimiter = $('bulk-csv-delimiter').value;
    if ($('bulk-csv-bom').checked) csv.bom = true;
    if (Object.keys(csv).length) body.csv = csv;
  }
  return body;
}

const previewCount = (count) => (typeof count === 'number' ? Math.min(count, PREVIEW_ROWS) : count);

/** The words above the preview: how many of the rows asked for it shows, and which fields are negative tests. */
function summary(rows, total) {
  const negative = fieldDefinitions()
    .filter((f) => f.options?.ok === false)
    .map((f) => f.name);
  const words = [t('previewOfCount', { rows, total, seed: previewSeed })];
  if (negative.length) words.push(t('negativeColumns', { fields: negative.join(', ') }));
  return words;
}

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
    const json = await response.json();
    previewSeed = json.meta.seed;
    previewTotal = body.count ?? catalog.bulk.count.default;
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

/** What is wrong with a schema file, in the page's words, or undefined. */
function schemaProblem(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return t('schemaNotObject');
  if (!Array.isArray(schema.fields) || schema.fields.length === 0) return t('schemaNoFields');
  const bad = schema.fields.findIndex(
    (field) =>
      !field || typeof field !== 'object' || typeof field.name !== 'string' || typeof field.type !== 'string',
  );
  return bad >= 0 ? t('schemaBadField', { n: bad + 1 }) : undefined;
}

async function loadSchema(file) {
  clearError($('bulk-error'));
  clearResult();
  try {
    let schema;
    try {
      schema = JSON.parse(await file.text());
    } catch {
      throw new PageProblem(() => t('schemaInvalid', { reason: t('schemaNotJson') }));
    }
    if (schemaProblem(schema))
      throw new PageProblem(() => t('schemaInvalid', { reason: schemaProblem(schema) }));
    setFieldDefinitions(schema.fields);
    const set = (id, value) => {
      if (value !== undefined) $(id).value = String(value);
    };
    set('bulk-count', schema.count);
    set('bulk-format', schema.format);
    set('bulk-tablename', schema.table);
    set('bulk-dialect', schema.dialect);
    set('bulk-seed', schema.seed);
    set('bulk-refdate', schema.refDate);
    set('bulk-csv-delimiter', schema.csv?.delimiter);
    $('bulk-create-table').checked = schema.createTable === true;
    $('bulk-csv-bom').checked = schema.csv?.bom === true;
    syncFormatControls();
    notify(t('schemaLoaded', { n: schema.fields.length }));
  } catch (err) {
    showError($('bulk-error'), err);
  }
}

export function initBulk(initialCatalog) {
  catalog = initialCatalog;
  renderSelects();
  initFields(catalog.bulk.fieldTypes, clearResult);
  $('bulk-format').addEventListener('change', syncFormatControls);
  // Any change of the form makes the preview stale (the file input clears it when a schema is loaded).
  for (const type of ['input', 'change'])
    $('bulk-form').addEventListener(type, (event) => {
      if (event.target.id !== 'bulk-load') clearResult();
    });
  $('bulk-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('bulk-preview'), preview);
  });
  $('bulk-download').addEventListener('click', () => busy($('bulk-download'), download));
  $('bulk-save').addEventListener('click', saveSchema);
  $('bulk-new-seed').addEventListener('click', () => {
    $('bulk-seed').value = randomSeed();
    clearResult();
  });
  $('bulk-seed').addEventListener('input', () => {
    previewSeed = '';
  });
  $('bulk-load').addEventListener('change', async (event) => {
    const [file] = event.target.files;
    if (file) await loadSchema(file);
    event.target.value = '';
  });
}

export function updateBulk(newCatalog) {
  catalog = newCatalog;
  renderSelects();
  updateFieldTypes(catalog.bulk.fieldTypes);
  renderPreview();
}
