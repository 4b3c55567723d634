import { ApiError, postJson } from './api.js';
import { apiPath } from './country.js';
import { EXAMPLE_DATASET } from './dataset-example.js';
import { createTables } from './dataset-tables.js';
import {
  busy,
  clearError,
  el,
  markInvalid,
  notify,
  randomSeed,
  renderTable,
  saveFile,
  showError,
  showFormatControls,
} from './dom.js';
import { controlWords, detailLines, labelled, PageProblem } from './errors.js';
import { getLang, t } from './i18n.js';
import { optionLabel } from './options.js';
import { DIALECTS } from './texts.js';

/**
 * The "Datasets" tab: related tables through POST /api/v1/{country}/dataset. The
 * preview asks for JSON with small counts (at most 10 rows per table, 3 per
 * parent row) and shows one table at a time; the download asks for the
 * whole dataset in the chosen format with the preview's seed. For SQL and
 * NDJSON the preview also shows how the file starts, for the same small counts.
 */
const $ = (id) => document.getElementById(id);
const PREVIEW_ROWS = 10;
const PREVIEW_PER_PARENT = 3;
const TEXT_PREVIEW_LINES = 40;
const FORMATS = ['json', 'ndjson', 'sql', 'csv'];
const EXTENSIONS = { csv: 'zip' };

let catalog = null;
let tables = null;
let previewSeed = '';
let preview = null;

/** The catalog's dataset section, when the service lists one; bulk's where it does not. */
const formats = () => catalog.dataset?.formats ?? FORMATS;
const dialects = () => catalog.dataset?.dialects ?? catalog.bulk.dialects;
const fieldTypes = () => catalog.dataset?.fieldTypes ?? catalog.bulk.fieldTypes;

function renderSelects() {
  const format = $('ds-format');
  const chosenFormat = format.value || 'sql';
  const formatNames = { csv: t('csvZip') };
  format.replaceChildren(
    ...formats().map((f) => el('option', { value: f }, formatNames[f] ?? f.toUpperCase())),
  );
  format.value = formats().includes(chosenFormat) ? chosenFormat : formats()[0];
  const limits = catalog.dataset;
  $('ds-limits').textContent = limits
    ? t('datasetLimits', { tables: limits.maxTables, rows: limits.maxRows, perParent: limits.perParent.max })
    : '';
  const dialect = $('ds-dialect');
  const chosenDialect = dialect.value || 'postgresql';
  const names = { ...DIALECTS.names, ...DIALECTS[getLang()] };
  dialect.replaceChildren(...dialects().map((d) => el('option', { value: d }, names[d] ?? d)));
  dialect.value = chosenDialect;
  syncFormatControls();
}

function syncFormatControls() {
  showFormatControls($('ds-form'), $('ds-format').value);
}

/** The request body the form describes; `seed` falls back to the seed of the last preview. */
export function datasetBody({ withPreviewSeed = false } = {}) {
  const body = {};
  const seed = $('ds-seed').value.trim() || (withPreviewSeed ? previewSeed : '');
  if (seed) body.seed = seed;
  if ($('ds-refdate').value) body.refDate = $('ds-refdate').value;
  body.format = $('ds-format').value;
  if (body.format === 'sql') {
    body.dialect = $('ds-dialect').value;
    if ($('ds-create-table').checked) body.createTable = true;
  }
  body.tables = tables.definitions();
  return body;
}

/** The same tables with few rows: enough to see the shape and the references. */
function smallCounts(definitions) {
  const small = (n, max) => (typeof n === 'number' ? Math.min(n, max) : n);
  return definitions.map((table) => {
    const { count } = table;
    if (count !== null && typeof count === 'object') {
      const max = small(count.max, PREVIEW_PER_PARENT);
      const min =
        typeof count.min === 'number' && typeof max === 'number' ? Math.min(count.min, max) : count.min;
      return { ...table, count: { ...count, min, max } };
    }
    return { ...table, count: small(count, PREVIEW_ROWS) };
  });
}

/**
 * Table and field a 400 is about, as indexes into the form: details name
 * them, or a path does. A name two tables share (the service refuses the
 * second) is the table renamed last when it is one of them, else the later one.
 */
export function locateError(details, names, fieldNames, renamed) {
  if (!details || typeof details !== 'object') return {};
  const path = String(details.path ?? details.member ?? '');
  const fromPath = /tables\D+(\d+)(?:\D+fields\D+(\d+))?/.exec(path);
  let table = fromPath ? Number(fromPath[1]) : details.table;
  // Table and field names are unique ignoring case.
  const indexOf = (list, name) => {
    const matches = list.flatMap((x, i) => (x.toLowerCase() === name.toLowerCase() ? [i] : []));
    return matches.includes(renamed) && list === names ? renamed : (matches.at(-1) ?? -1);
  };
  if (typeof table === 'string') table = indexOf(names, table);
  if (typeof table !== 'number' || table < 0 || table >= names.length) return {};
  let field = details.field ?? (fromPath?.[2] !== undefined ? Number(fromPath[2]) : undefined);
  if (typeof field === 'string') field = indexOf(fieldNames(table), field);
  return { table, field: typeof field === 'number' && field >= 0 ? field : undefined };
}

/** Table and field a failure is about, as indexes into the form. */
function locate(details) {
  return locateError(
    details,
    tables.names(),
    (i) => tables.definitions()[i].fields.map((f) => f.name),
    tables.lastRenamed(),
  );
}

/** How the error box names the options of the field a failure is about (a reference's by the form's labels). */
function errorContext(details) {
  const { table, field } = locate(details);
  const REFERENCE = { table: 'refTable', field: 'refField', via: 'refVia' };
  const spec = (name) => tables.typeOf(table, field)?.options.find((o) => o.name === name);
  return {
    optionLabel: (name) => (REFERENCE[name] ? t(REFERENCE[name]) : optionLabel(spec(name))),
    valueLabels: (name) => spec(name)?.valueLabels,
  };
}

/**
 * The control a failure names, in table `table` (field `field`): the one to
 * outline and focus. Too many rows: the count of the table with most rows.
 */
function controlOf(place, table, field) {
  const id = (part) => `ds-t${table}-${part}`;
  if (field !== undefined) {
    const row = `${id('f')}-${field}`;
    if (place.option) {
      tables.reveal(table, field);
      return $(`${row}-opt-${place.option}`);
    }
    const part = { type: 'type', nullable: 'nullable', unique: 'unique', primaryKey: 'pk' }[place.control];
    return $(`${row}-${part ?? 'name'}`);
  }
  const part = { per: 'per', perMin: 'min', perMax: 'max', count: 'count', name: 'name' }[place.control];
  if (part) return $(id(part)) ?? $(id('name'));
  return $(id('name'));
}

/** The table whose rows count most toward a too-many-rows failure: the one to reduce first. */
function biggestTable(details) {
  const [biggest] = [...(details.tables ?? [])].sort((a, b) => b.rows - a.rows);
  return biggest ? tables.names().indexOf(biggest.name) : -1;
}

function showFailure(err) {
  // A preview left on screen after an error would no longer match the form.
  $('ds-result').hidden = true;
  tables.markError();
  if (!(err instanceof ApiError)) {
    showError($('ds-error'), err);
    return;
  }
  const details = err.body?.details;
  const ctx = errorContext(details);
  const place = showError($('ds-error'), err, ctx) ?? {};
  let { table, field } = locate(details);
  if (details?.problem === 'too_many_rows') {
    table = biggestTable(details);
    field = undefined;
    place.control = tables.countMode(table) === 'per' ? 'perMax' : 'count';
  }
  if (table === undefined || table < 0) return;
  // Beside the table or field, the control at fault and what is wrong with it.
  const control = controlWords(place, ctx);
  const words = detailLines(details, ctx).join(' ');
  const marked = tables.markError(table, field, labelled(control, words));
  const at = controlOf(place, table, field);
  if (at) markInvalid(at);
  (at ?? marked)?.scrollIntoView({ block: 'center' });
}

function renderPreviewTable() {
  const name = $('ds-preview-table').value;
  const rows = preview.data[name] ?? [];
  const caption = t('previewTableCaption', { table: name, rows: rows.length });
  if (rows.length) renderTable($('ds-table'), rows, caption);
  else $('ds-table').replaceChildren(el('p', { class: 'hint' }, caption));
}

function renderPreview() {
  const counts = preview.meta.tables.map((x) => `${x.name}: ${x.count}`).join(' · ');
  $('ds-summary').textContent = t('datasetPreviewOf', { seed: previewSeed, counts });
  const select = $('ds-preview-table');
  const chosen = select.value;
  const names = preview.meta.tables.map((x) => x.name);
  select.replaceChildren(...names.map((name) => el('option', { value: name }, name)));
  select.value = names.includes(chosen) ? chosen : names[0];
  renderPreviewTable();
  $('ds-result').hidden = false;
}

function renderTextTitle() {
  if (preview?.textFormat)
    $('ds-text-title').textContent = t('textPreview', { format: preview.textFormat.toUpperCase() });
}

async function runPreview() {
  clearError($('ds-error'));
  tables.markError();
  const body = datasetBody();
  try {
    const small = { ...body, tables: smallCounts(body.tables) };
    const response = await postJson(apiPath('dataset'), { ...small, format: 'json' });
    preview = await response.json();
    previewSeed = preview.meta.seed;
    renderPreview();
    $('ds-text').hidden = true;
    $('ds-text-title').hidden = true;
    // A zip is not text to show; the script or lines of the other formats are.
    if (body.format !== 'json' && body.format !== 'csv') {
      const text = await (await postJson(apiPath('dataset'), { ...small, seed: previewSeed })).text();
      $('ds-text').textContent = text.split(/\r?\n/).slice(0, TEXT_PREVIEW_LINES).join('\n');
      preview.textFormat = body.format;
      renderTextTitle();
      $('ds-text').hidden = false;
      $('ds-text-title').hidden = false;
    }
  } catch (err) {
    showFailure(err);
  }
}

function filenameOf(response, body) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(disposition);
  if (match) return match[1];
  return `dataset.${EXTENSIONS[body.format] ?? body.format}`;
}

async function download() {
  clearError($('ds-error'));
  tables.markError();
  const body = datasetBody({ withPreviewSeed: true });
  try {
    const response = await postJson(apiPath('dataset'), body);
    const filename = filenameOf(response, body);
    saveFile(await response.blob(), filename);
    notify(t('downloaded', { file: filename }));
  } catch (err) {
    showFailure(err);
  }
}

/** Puts a dataset body in the form; members it lacks keep their current value. */
function fill(body) {
  clearError($('ds-error'));
  tables.load(body.tables);
  const set = (id, value) => {
    if (value !== undefined) $(id).value = String(value);
  };
  set('ds-seed', body.seed);
  set('ds-refdate', body.refDate);
  set('ds-format', body.format);
  set('ds-dialect', body.dialect);
  $('ds-create-table').checked = body.createTable === true;
  syncFormatControls();
}

function saveDefinition() {
  const filename = 'dataset.schema.json';
  const body = datasetBody();
  saveFile(new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }), filename);
  notify(t('datasetSaved', { file: filename }));
}

/** What is wrong with a definition file, in the page's words, or undefined. */
function definitionProblem(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return t('definitionNotObject');
  if (!Array.isArray(body.tables) || body.tables.length === 0) return t('definitionNoTables');
  for (const [i, table] of body.tables.entries()) {
    if (!table || typeof table !== 'object' || !Array.isArray(table.fields))
      return t('definitionBadTable', { n: i + 1 });
    const field = table.fields.findIndex((f) => !f || typeof f !== 'object');
    if (field >= 0) return t('definitionBadField', { n: i + 1, m: field + 1 });
  }
  return undefined;
}

async function loadDefinition(file) {
  clearError($('ds-error'));
  try {
    let body;
    try {
      body = JSON.parse(await file.text());
    } catch {
      throw new PageProblem(() => t('datasetInvalid', { reason: t('schemaNotJson') }));
    }
    if (definitionProblem(body))
      throw new PageProblem(() => t('datasetInvalid', { reason: definitionProblem(body) }));
    fill(body);
    notify(t('datasetLoaded', { n: body.tables.length }));
  } catch (err) {
    showError($('ds-error'), err);
  }
}

export function initDataset(initialCatalog) {
  catalog = initialCatalog;
  tables = createTables({ container: $('ds-tables'), addButton: $('ds-add-table') });
  renderSelects();
  tables.setTypes(fieldTypes(), catalog.dataset);
  $('ds-format').addEventListener('change', syncFormatControls);
  $('ds-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('ds-preview'), runPreview);
  });
  $('ds-download').addEventListener('click', () => busy($('ds-download'), download));
  $('ds-example').addEventListener('click', () => {
    fill(EXAMPLE_DATASET);
    notify(t('exampleLoaded', { n: EXAMPLE_DATASET.tables.length }));
  });
  $('ds-save').addEventListener('click', saveDefinition);
  $('ds-load').addEventListener('change', async (event) => {
    const [file] = event.target.files;
    if (file) await loadDefinition(file);
    event.target.value = '';
  });
  $('ds-preview-table').addEventListener('change', renderPreviewTable);
  $('ds-new-seed').addEventListener('click', () => {
    $('ds-seed').value = randomSeed();
  });
  $('ds-seed').addEventListener('input', () => {
    previewSeed = '';
  });
}

export function updateDataset(newCatalog) {
  catalog = newCatalog;
  renderSelects();
  tables.setTypes(fieldTypes(), catalog.dataset);
  if (preview && !$('ds-result').hidden) {
    renderPreview();
    renderTextTitle();
  }
}
