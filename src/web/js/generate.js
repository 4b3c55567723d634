// @ts-check
import { apiUrl, curlCommand, getJson } from './api.js';
import { dateProblem, limitDates, readCount } from './checks.js';
import { apiPath } from './country.js';
import {
  busy,
  byId,
  clearError,
  copyText,
  el,
  findById,
  markInvalid,
  notify,
  randomSeed,
  renderTable,
  saveFile,
  showCheck,
  showError,
} from './dom.js';
import { longDate } from './errors.js';
import { t } from './i18n.js';
import { optionField, optionLabel, readRawOptions } from './options.js';
import { recordsFile } from './records-file.js';

/**
 * The "Generate" tab: GET /api/v1/{country}/{generator} with the options the
 * catalog lists for that generator. `refDate` has its own control.
 */
/** @param {string} id */
const $ = (id) => byId(id, HTMLElement);
/** @param {string} id */
const input = (id) => byId(id, HTMLInputElement);
const COMMON_OPTIONS = new Set(['refDate']);
/** The buttons that act on the records shown: off while there are none. */
const RESULT_BUTTONS = ['gen-copy-json', 'gen-copy-curl', 'gen-download-csv', 'gen-download-json'];

/**
 * The records on screen: the answer, the request that gave it, and the URL that gives it again.
 * @typedef {object} Shown
 * @property {import('./api-types.js').GenerateResponse} body
 * @property {URL} replayUrl
 * @property {Query} query
 */

/** @typedef {Record<string, string | number | undefined>} Query */

/** @type {import('./api-types.js').Catalog | null} */
let catalog = null;
/** @type {Shown | null} */
let last = null;

const generatorSelect = () => byId('gen-generator', HTMLSelectElement);

function currentGenerator() {
  return catalog?.generators.find((g) => g.name === generatorSelect().value) ?? catalog?.generators[0];
}

/** @param {import('./api-types.js').Catalog} catalog */
function renderGenerators({ generators }) {
  const select = generatorSelect();
  const chosen = select.value || generators[0]?.name;
  select.replaceChildren(...generators.map((g) => el('option', { value: g.name }, g.label)));
  select.value = chosen;
}

/** @param {Readonly<Record<string, string>>} [keep] raw option values to show again */
function renderOptions(keep = {}) {
  const generator = currentGenerator();
  const box = $('gen-options');
  const specs = (generator?.options ?? []).filter((o) => !COMMON_OPTIONS.has(o.name));
  box.replaceChildren(
    ...specs.map((spec) => optionField(spec, `gen-opt-${spec.name}`, keep[spec.name] ?? '')),
  );
  if (specs.length === 0) box.append(el('p', { class: 'hint' }, t('noOptions')));
  const max = generator?.count?.max ?? 1000;
  $('gen-count-hint').textContent = t('countHint', { max });
  limitDates($('panel-generate'));
}

/**
 * The request the form describes, or a problem found before asking (message and control).
 * @returns {{ generator: string, query: Query, problem?: undefined }
 *   | { problem: import('./bulk-checks.js').FormProblem }}
 */
function request() {
  const generator = currentGenerator();
  const { count, error } = readCount(input('gen-count'), generator?.count?.max ?? 1000);
  if (error) return { problem: { message: error, control: input('gen-count') } };
  const badDate = dateProblem(input('gen-refdate'));
  if (badDate) return { problem: { message: badDate, control: input('gen-refdate') } };
  const query = {
    count,
    seed: input('gen-seed').value.trim(),
    refDate: input('gen-refdate').value,
    ...readRawOptions($('gen-options')),
  };
  return { generator: generator?.name ?? generatorSelect().value, query };
}

/** Takes results off the screen, so "Copy as JSON" can never copy records the form no longer describes. */
function clearResult() {
  last = null;
  $('gen-result').hidden = true;
  $('gen-table').replaceChildren();
  for (const id of RESULT_BUTTONS) byId(id, HTMLButtonElement).disabled = true;
}

/**
 * How the error box names the generator's options and their values.
 * @returns {import('./errors.js').ErrorContext}
 */
function errorContext() {
  /** @param {string | undefined} name */
  const spec = (name) => currentGenerator()?.options.find((o) => o.name === name);
  return {
    optionLabel: (name) => optionLabel(spec(name)),
    valueLabels: (name) => spec(name)?.valueLabels,
  };
}

/**
 * The control a failure names, if the form has it.
 * @param {import('./errors.js').Place | undefined} place
 * @returns {HTMLElement | null}
 */
function controlOf(place) {
  if (!place) return null;
  if (place.option) return findById(`gen-opt-${place.option}`, HTMLElement);
  /** @type {Readonly<Record<string, string>>} */
  const ids = { count: 'gen-count', seed: 'gen-seed', refDate: 'gen-refdate' };
  const id = place.control === undefined ? undefined : ids[place.control];
  return id === undefined ? null : input(id);
}

/** @param {Shown} last */
function renderResult(last) {
  const { body } = last;
  const { meta, data } = body;
  const generator = catalog?.generators.find((g) => g.name === meta.generator);
  $('gen-summary').textContent = t('summary', {
    count: meta.count,
    generator: generator?.label ?? meta.generator,
    refDate: longDate(meta.refDate),
  });
  $('gen-seed-used').textContent = meta.seed;
  // ok=false values are wrong on purpose: say so where the records are.
  const negative = last.query.ok === 'false';
  $('gen-negative').hidden = !negative;
  $('gen-negative').textContent = negative ? t('negativeResult') : '';
  renderTable($('gen-table'), data, t('results'));
  $('gen-curl').textContent = curlCommand(last.replayUrl);
  $('gen-result').hidden = false;
  for (const id of RESULT_BUTTONS) byId(id, HTMLButtonElement).disabled = false;
}

/**
 * Offers the records on screen as a file, CSV or JSON.
 * @param {'csv' | 'json'} format
 */
function download(format) {
  if (!last) return;
  const { blob, name } = recordsFile(last.body.data, format, last.body.meta);
  saveFile(blob, name);
  notify(t('downloaded', { file: name }));
}

async function generate() {
  clearError($('gen-error'));
  const asked = request();
  if (asked.problem) {
    clearResult();
    showCheck($('gen-error'), asked.problem.message, asked.problem.control);
    return;
  }
  const { generator, query } = asked;
  const path = apiPath(encodeURIComponent(generator));
  try {
    /** @type {import('./api-types.js').GenerateResponse} */
    const body = await getJson(path, query);
    // The replay pins the seed the service used, so the command gives the same records.
    const replayUrl = apiUrl(path, { ...query, seed: body.meta.seed });
    last = { body, replayUrl, query };
    renderResult(last);
  } catch (err) {
    clearResult();
    const control = controlOf(showError($('gen-error'), err, errorContext()));
    if (control) markInvalid(control);
  }
}

/** @param {import('./api-types.js').Catalog} initialCatalog */
export function initGenerate(initialCatalog) {
  catalog = initialCatalog;
  renderGenerators(catalog);
  renderOptions();
  generatorSelect().addEventListener('change', () => {
    renderOptions();
    clearError($('gen-error'));
    clearResult();
  });
  $('gen-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('gen-submit'), generate);
  });
  $('gen-new-seed').addEventListener('click', () => {
    input('gen-seed').value = randomSeed();
  });
  $('gen-reuse-seed').addEventListener('click', () => {
    input('gen-seed').value = $('gen-seed-used').textContent ?? '';
    input('gen-seed').focus();
  });
  $('gen-copy-json').addEventListener('click', () => {
    if (last) copyText(JSON.stringify(last.body.data, null, 2));
  });
  $('gen-copy-curl').addEventListener('click', () => {
    if (last) copyText($('gen-curl').textContent ?? '');
  });
  $('gen-download-csv').addEventListener('click', () => download('csv'));
  $('gen-download-json').addEventListener('click', () => download('json'));
}

/**
 * New language: labels and option descriptions from the catalog in that language; values kept.
 * @param {import('./api-types.js').Catalog} newCatalog
 */
export function updateGenerate(newCatalog) {
  const keep = readRawOptions($('gen-options'));
  catalog = newCatalog;
  renderGenerators(catalog);
  renderOptions(keep);
  if (last) {
    last.replayUrl = apiUrl(last.replayUrl.pathname, Object.fromEntries(last.replayUrl.searchParams));
    renderResult(last);
  }
}
