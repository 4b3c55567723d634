// @ts-check
import { ApiError, postJson } from './api.js';
import { apiPath } from './country.js';
import { EXAMPLE_DATASET } from './dataset-example.js';
import { createTables } from './dataset-tables.js';
import {
  busy,
  byId,
  clearError,
  el,
  findById,
  markInvalid,
  notify,
  randomSeed,
  renderTable,
  saveFile,
  showError,
  showFormatControls,
} from './dom.js';
import { controlWords, detailLines, labelled, PageProblem, tablesByRows } from './errors.js';
import { getLang, t } from './i18n.js';
import { isObject } from './json.js';
import { optionLabel } from './options.js';
import { DIALECTS } from './texts.js';

/**
 * The "Datasets" tab: related tables through POST /api/v1/{country}/dataset. The
 * preview asks for JSON with small counts (at most 10 rows per table, 3 per
 * parent row) and shows one table at a time; the download asks for the
 * whole dataset in the chosen format with the preview's seed. For SQL and
 * NDJSON the preview also shows how the file starts, for the same small counts.
 */
/** @param {string} id */
const $ = (id) => byId(id, HTMLElement);
/** @param {string} id */
const input = (id) => byId(id, HTMLInputElement);
/** @param {string} id */
const select = (id) => byId(id, HTMLSelectElement);
const PREVIEW_ROWS = 10;
const PREVIEW_PER_PARENT = 3;
const TEXT_PREVIEW_LINES = 40;
const FORMATS = ['json', 'ndjson', 'sql', 'csv'];
/** @type {Readonly<Record<string, string>>} */
const EXTENSIONS = { csv: 'zip' };

/** @typedef {import('./dataset-tables.js').TableDefinition} TableDefinition */
/** @typedef {import('./api-types.js').ErrorDetails} ErrorDetails */

/**
 * The body of POST /api/v1/{locale}/dataset as the form makes it (docs/api.md, Datasets).
 * @typedef {object} DatasetRequest
 * @property {string} [seed]
 * @property {string} [refDate]
 * @property {string} format
 * @property {string} [dialect]
 * @property {true} [createTable]
 * @property {TableDefinition[]} tables
 */

/**
 * A dataset file as read (or the example): its tables are objects with a list of objects as fields.
 * @typedef {Readonly<Record<string, unknown>> & { tables: readonly import('./dataset-tables.js').SavedTable[] }} SavedDataset
 */

/** @type {import('./api-types.js').Catalog | null} */
let catalog = null;
/** @type {ReturnType<typeof createTables> | null} */
let tables = null;
let previewSeed = '';
/**
 * The preview on screen, and the format of the file whose start it shows as text.
 * @type {(import('./api-types.js').DatasetJson & { textFormat?: string }) | null}
 */
let preview = null;

/** The catalog the tab was drawn from; the tab is drawn only once there is one. */
function theCatalog() {
  if (catalog === null) throw new Error('The dataset tab is not drawn yet');
  return catalog;
}

/** The tables of the form, once the tab is drawn. */
function theTables() {
  if (tables === null) throw new Error('The dataset tab is not drawn yet');
  return tables;
}

/** The catalog's dataset section, when the service lists one; bulk's where it does not. */
const formats = () => theCatalog().dataset?.formats ?? FORMATS;
const dialects = () => theCatalog().dataset?.dialects ?? theCatalog().bulk.dialects;
const fieldTypes = () => theCatalog().dataset?.fieldTypes ?? theCatalog().bulk.fieldTypes;

/** @type {Readonly<Record<string, Readonly<Record<string, string>>>>} */
const DIALECT_NAMES = DIALECTS;

function renderSelects() {
  const format = select('ds-format');
  const chosenFormat = format.value || 'sql';
  /** @type {Readonly<Record<string, string>>} */
  const formatNames = { csv: t('csvZip') };
  format.replaceChildren(
    ...formats().map((f) => el('option', { value: f }, formatNames[f] ?? f.toUpperCase())),
  );
  format.value = formats().includes(chosenFormat) ? chosenFormat : formats()[0];
  const limits = theCatalog().dataset;
  $('ds-limits').textContent = limits
    ? t('datasetLimits', { tables: limits.maxTables, rows: limits.maxRows, perParent: limits.perParent.max })
    : '';
  const dialect = select('ds-dialect');
  const chosenDialect = dialect.value || 'postgresql';
  const names = { ...DIALECT_NAMES.names, ...DIALECT_NAMES[getLang()] };
  dialect.replaceChildren(...dialects().map((d) => el('option', { value: d }, names[d] ?? d)));
  dialect.value = chosenDialect;
  syncFormatControls();
}

function syncFormatControls() {
  showFormatControls($('ds-form'), select('ds-format').value);
}

/**
 * The request body the form describes; `seed` falls back to the seed of the last preview.
 * Its members are in the order a saved file shows them.
 * @param {{ withPreviewSeed?: boolean }} [how]
 * @returns {DatasetRequest}
 */
export function datasetBody({ withPreviewSeed = false } = {}) {
  const seed = input('ds-seed').value.trim() || (withPreviewSeed ? previewSeed : '');
  const refDate = input('ds-refdate').value;
  const format = select('ds-format').value;
  const sql = format === 'sql';
  return {
    ...(seed ? { seed } : {}),
    ...(refDate ? { refDate } : {}),
    format,
    ...(sql ? { dialect: select('ds-dialect').value } : {}),
    ...(sql && input('ds-create-table').checked ? { createTable: true } : {}),
    tables: theTables().definitions(),
  };
}

/**
 * The same tables with few rows: enough to see the shape and the references.
 * @param {readonly TableDefinition[]} definitions
 * @returns {TableDefinition[]}
 */
function smallCounts(definitions) {
  /**
   * @param {number | string} n
   * @param {number} max
   */
  const small = (n, max) => (typeof n === 'number' ? Math.min(n, max) : n);
  return definitions.map((table) => {
    const { count } = table;
    if (typeof count === 'object') {
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
 * @param {ErrorDetails | undefined} details
 * @param {readonly string[]} names
 * @param {(table: number) => readonly string[]} fieldNames
 * @param {number} renamed
 * @returns {{ table?: number, field?: number }}
 */
export function locateError(details, names, fieldNames, renamed) {
  if (!details || typeof details !== 'object') return {};
  const path = String(details.path ?? details.member ?? '');
  const fromPath = /tables\D+(\d+)(?:\D+fields\D+(\d+))?/.exec(path);
  let table = fromPath ? Number(fromPath[1]) : details.table;
  // Table and field names are unique ignoring case.
  /**
   * @param {readonly string[]} list
   * @param {string} name
   */
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

/**
 * Table and field a failure is about, as indexes into the form.
 * @param {ErrorDetails | undefined} details
 */
function locate(details) {
  const tables = theTables();
  return locateError(
    details,
    tables.names(),
    (i) => (tables.definitions()[i].fields ?? []).map((f) => f.name),
    tables.lastRenamed(),
  );
}

/** @type {Readonly<Record<string, import('./i18n.js').TextKey | undefined>>} */
const REFERENCE = { table: 'refTable', field: 'refField', via: 'refVia' };

/**
 * How the error box names the options of the field a failure is about (a reference's by the form's labels).
 * @param {ErrorDetails | undefined} details
 * @returns {import('./errors.js').ErrorContext}
 */
function errorContext(details) {
  const { table, field } = locate(details);
  /** @param {string | undefined} name */
  const spec = (name) =>
    theTables()
      .typeOf(table, field)
      ?.options.find((o) => o.name === name);
  return {
    optionLabel: (name) => {
      const label = REFERENCE[name];
      return label ? t(label) : optionLabel(spec(name));
    },
    valueLabels: (name) => spec(name)?.valueLabels,
  };
}

/** @type {Readonly<Record<string, string>>} */
const FIELD_PARTS = { type: 'type', nullable: 'nullable', unique: 'unique', primaryKey: 'pk' };
/** @type {Readonly<Record<string, string>>} */
const TABLE_PARTS = { per: 'per', perMin: 'min', perMax: 'max', count: 'count', name: 'name' };

/**
 * The control a failure names, in table `table` (field `field`): the one to
 * outline and focus. Too many rows: the count of the table with most rows.
 * @param {import('./errors.js').Place} place
 * @param {number} table
 * @param {number | undefined} field
 * @returns {HTMLElement | null}
 */
function controlOf(place, table, field) {
  /** @param {string} part */
  const id = (part) => `ds-t${table}-${part}`;
  /** @param {string} id */
  const find = (id) => findById(id, HTMLElement);
  const part = (/** @type {Readonly<Record<string, string>>} */ parts) =>
    place.control === undefined ? undefined : parts[place.control];
  if (field !== undefined) {
    const row = `${id('f')}-${field}`;
    if (place.option) {
      theTables().reveal(table, field);
      return find(`${row}-opt-${place.option}`);
    }
    return find(`${row}-${part(FIELD_PARTS) ?? 'name'}`);
  }
  const tablePart = part(TABLE_PARTS);
  if (tablePart) return find(id(tablePart)) ?? find(id('name'));
  return find(id('name'));
}

/**
 * The table whose rows count most toward a too-many-rows failure: the one to reduce first.
 * @param {ErrorDetails} details
 */
function biggestTable(details) {
  const [biggest] = tablesByRows(details);
  return biggest ? theTables().names().indexOf(biggest.name) : -1;
}

/** @param {unknown} err */
function showFailure(err) {
  const tables = theTables();
  // A preview left on screen after an error would no longer match the form.
  $('ds-result').hidden = true;
  tables.markError();
  if (!(err instanceof ApiError)) {
    showError($('ds-error'), err);
    return;
  }
  const details = err.body.details;
  const ctx = errorContext(details);
  const place = showError($('ds-error'), err, ctx) ?? {};
  let { table, field } = locate(details);
  if (details !== undefined && details.problem === 'too_many_rows') {
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
  if (!preview) return;
  const name = select('ds-preview-table').value;
  const rows = preview.data[name] ?? [];
  const caption = t('previewTableCaption', { table: name, rows: rows.length });
  if (rows.length) renderTable($('ds-table'), rows, caption);
  else $('ds-table').replaceChildren(el('p', { class: 'hint' }, caption));
}

/** @param {import('./api-types.js').DatasetJson} preview */
function renderPreview(preview) {
  const counts = preview.meta.tables.map((x) => `${x.name}: ${x.count}`).join(' · ');
  $('ds-summary').textContent = t('datasetPreviewOf', { seed: previewSeed, counts });
  const tableSelect = select('ds-preview-table');
  const chosen = tableSelect.value;
  const names = preview.meta.tables.map((x) => x.name);
  tableSelect.replaceChildren(...names.map((name) => el('option', { value: name }, name)));
  tableSelect.value = names.includes(chosen) ? chosen : names[0];
  renderPreviewTable();
  $('ds-result').hidden = false;
}

function renderTextTitle() {
  if (preview?.textFormat)
    $('ds-text-title').textContent = t('textPreview', { format: preview.textFormat.toUpperCase() });
}

async function runPreview() {
  clearError($('ds-error'));
  theTables().markError();
  const body = datasetBody();
  try {
    const small = { ...body, tables: smallCounts(body.tables) };
    const response = await postJson(apiPath('dataset'), { ...small, format: 'json' });
    /** @type {NonNullable<typeof preview>} */
    const json = await response.json();
    preview = json;
    previewSeed = json.meta.seed;
    renderPreview(json);
    $('ds-text').hidden = true;
    $('ds-text-title').hidden = true;
    // A zip is not text to show; the script or lines of the other formats are.
    if (body.format !== 'json' && body.format !== 'csv') {
      const text = await (await postJson(apiPath('dataset'), { ...small, seed: previewSeed })).text();
      $('ds-text').textContent = text.split(/\r?\n/).slice(0, TEXT_PREVIEW_LINES).join('\n');
      json.textFormat = body.format;
      renderTextTitle();
      $('ds-text').hidden = false;
      $('ds-text-title').hidden = false;
    }
  } catch (err) {
    showFailure(err);
  }
}

/**
 * @param {Response} response
 * @param {DatasetRequest} body
 */
function filenameOf(response, body) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(disposition);
  if (match) return match[1];
  return `dataset.${EXTENSIONS[body.format] ?? body.format}`;
}

async function download() {
  clearError($('ds-error'));
  theTables().markError();
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

/**
 * Puts a dataset body in the form; members it lacks keep their current value.
 * @param {SavedDataset} body
 */
function fill(body) {
  clearError($('ds-error'));
  theTables().load(body.tables);
  /**
   * @param {HTMLInputElement | HTMLSelectElement} control
   * @param {unknown} value
   */
  const set = (control, value) => {
    if (value !== undefined) control.value = String(value);
  };
  set(input('ds-seed'), body.seed);
  set(input('ds-refdate'), body.refDate);
  set(select('ds-format'), body.format);
  set(select('ds-dialect'), body.dialect);
  input('ds-create-table').checked = body.createTable === true;
  syncFormatControls();
}

function saveDefinition() {
  const filename = 'dataset.schema.json';
  const body = datasetBody();
  saveFile(new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }), filename);
  notify(t('datasetSaved', { file: filename }));
}

/**
 * What is wrong with a definition file, in the page's words, or undefined.
 * @param {unknown} body
 */
function definitionProblem(body) {
  if (!isObject(body) || Array.isArray(body)) return t('definitionNotObject');
  if (!Array.isArray(body.tables) || body.tables.length === 0) return t('definitionNoTables');
  /** @type {readonly unknown[]} */
  const definitions = body.tables;
  for (const [i, table] of definitions.entries()) {
    if (!isObject(table) || !Array.isArray(table.fields)) return t('definitionBadTable', { n: i + 1 });
    /** @type {readonly unknown[]} */
    const fields = table.fields;
    const field = fields.findIndex((f) => !isObject(f));
    if (field >= 0) return t('definitionBadField', { n: i + 1, m: field + 1 });
  }
  return undefined;
}

/**
 * @param {unknown} body
 * @returns {body is SavedDataset}
 */
const isDefinition = (body) => definitionProblem(body) === undefined;

/** @param {File} file */
async function loadDefinition(file) {
  clearError($('ds-error'));
  try {
    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(await file.text());
    } catch {
      throw new PageProblem(() => t('datasetInvalid', { reason: t('schemaNotJson') }));
    }
    if (!isDefinition(body))
      throw new PageProblem(() => t('datasetInvalid', { reason: definitionProblem(body) }));
    fill(body);
    notify(t('datasetLoaded', { n: body.tables.length }));
  } catch (err) {
    showError($('ds-error'), err);
  }
}

/** @param {import('./api-types.js').Catalog} initialCatalog */
export function initDataset(initialCatalog) {
  catalog = initialCatalog;
  tables = createTables({ container: $('ds-tables'), addButton: $('ds-add-table') });
  renderSelects();
  tables.setTypes(fieldTypes(), catalog.dataset);
  select('ds-format').addEventListener('change', syncFormatControls);
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
  const load = input('ds-load');
  load.addEventListener('change', async () => {
    const file = load.files?.[0];
    if (file) await loadDefinition(file);
    load.value = '';
  });
  select('ds-preview-table').addEventListener('change', renderPreviewTable);
  $('ds-new-seed').addEventListener('click', () => {
    input('ds-seed').value = randomSeed();
  });
  input('ds-seed').addEventListener('input', () => {
    previewSeed = '';
  });
}

/** @param {import('./api-types.js').Catalog} newCatalog */
export function updateDataset(newCatalog) {
  catalog = newCatalog;
  renderSelects();
  theTables().setTypes(fieldTypes(), catalog.dataset);
  if (preview && !$('ds-result').hidden) {
    renderPreview(preview);
    renderTextTitle();
  }
}
