import { postJson } from './api.js';
import { fieldDefinitions, initFields, setFieldDefinitions, updateFieldTypes } from './bulk-fields.js';
import { busy, clearError, el, notify, randomSeed, renderTable, saveFile, showError } from './dom.js';
import { getLang, t } from './i18n.js';
import { DIALECTS } from './texts.js';

/**
 * The "Bulk" tab: POST /api/v1/es/bulk. The preview asks for the first rows
 * as JSON; the download asks for the whole file in the chosen format with
 * the same seed, so the file starts with the rows of the preview.
 */
const $ = (id) => document.getElementById(id);
const PATH = '/api/v1/es/bulk';
const PREVIEW_ROWS = 10;
const TEXT_PREVIEW_LINES = 30;
const EXTENSIONS = { typescript: 'ts' };

let catalog = null;
let previewSeed = '';

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
  $('bulk-count').max = String(catalog.bulk.count.max);
  $('bulk-count-hint').textContent = t('countHint', { max: catalog.bulk.count.max });
  syncFormatControls();
}

/** Controls that only matter for one format are disabled for the others. */
function syncFormatControls() {
  const format = $('bulk-format').value;
  $('bulk-dialect').disabled = format !== 'sql';
  $('bulk-create-table').disabled = format !== 'sql';
  $('bulk-csv-delimiter').disabled = format !== 'csv';
  $('bulk-csv-bom').disabled = format !== 'csv';
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

async function preview() {
  clearError($('bulk-error'));
  const body = bulkBody();
  try {
    const response = await postJson(PATH, { ...body, format: 'json', count: previewCount(body.count ?? 10) });
    const json = await response.json();
    previewSeed = json.meta.seed;
    $('bulk-summary').textContent = t('previewOf', { rows: json.data.length, seed: previewSeed });
    renderTable($('bulk-table'), json.data, t('preview'));
    $('bulk-text').hidden = true;
    $('bulk-text-title').hidden = true;
    $('bulk-result').hidden = false;
    if (body.format !== 'json') {
      const text = await postJson(PATH, {
        ...body,
        seed: previewSeed,
        count: previewCount(body.count ?? 10),
      });
      const lines = (await text.text()).split(/\r?\n/).slice(0, TEXT_PREVIEW_LINES);
      $('bulk-text').textContent = lines.join('\n');
      $('bulk-text-title').textContent = t('textPreview', { format: body.format.toUpperCase() });
      $('bulk-text').hidden = false;
      $('bulk-text-title').hidden = false;
    }
  } catch (err) {
    showError($('bulk-error'), err);
  }
}

function filenameOf(response, body) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(disposition);
  if (match) return match[1];
  return `${body.table ?? 'datos'}.${EXTENSIONS[body.format] ?? body.format}`;
}

async function download() {
  clearError($('bulk-error'));
  const body = bulkBody({ withPreviewSeed: true });
  try {
    const response = await postJson(PATH, body);
    const filename = filenameOf(response, body);
    saveFile(await response.blob(), filename);
    notify(t('downloaded', { file: filename }));
  } catch (err) {
    showError($('bulk-error'), err);
  }
}

function saveSchema() {
  const body = bulkBody();
  const filename = `${body.table ?? 'datos'}.schema.json`;
  saveFile(new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }), filename);
  notify(t('schemaSaved', { file: filename }));
}

function checkSchema(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) throw new Error('{}');
  if (!Array.isArray(schema.fields) || schema.fields.length === 0) throw new Error('fields: []');
  schema.fields.forEach((field, i) => {
    const ok =
      field && typeof field === 'object' && typeof field.name === 'string' && typeof field.type === 'string';
    if (!ok) throw new Error(`fields[${i}]: {name, type}`);
  });
}

async function loadSchema(file) {
  clearError($('bulk-error'));
  try {
    let schema;
    try {
      schema = JSON.parse(await file.text());
      checkSchema(schema);
    } catch (err) {
      throw new Error(t('schemaInvalid', { reason: err.message }));
    }
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
  initFields(catalog.bulk.fieldTypes);
  $('bulk-format').addEventListener('change', syncFormatControls);
  $('bulk-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('bulk-preview'), preview);
  });
  $('bulk-download').addEventListener('click', () => busy($('bulk-download'), download));
  $('bulk-save').addEventListener('click', saveSchema);
  $('bulk-new-seed').addEventListener('click', () => {
    $('bulk-seed').value = randomSeed();
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
  if (!$('bulk-result').hidden && previewSeed)
    $('bulk-summary').textContent = t('previewOf', {
      rows: $('bulk-table').querySelectorAll('tbody tr').length,
      seed: previewSeed,
    });
}
