import { apiUrl, curlCommand, getJson } from './api.js';
import { dateProblem, limitDates, readCount } from './checks.js';
import { apiPath } from './country.js';
import {
  busy,
  clearError,
  copyText,
  el,
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
const $ = (id) => document.getElementById(id);
const COMMON_OPTIONS = new Set(['refDate']);
/** The buttons that act on the records shown: off while there are none. */
const RESULT_BUTTONS = ['gen-copy-json', 'gen-copy-curl', 'gen-download-csv', 'gen-download-json'];

let catalog = null;
let last = null;

function currentGenerator() {
  return catalog?.generators.find((g) => g.name === $('gen-generator').value) ?? catalog?.generators[0];
}

function renderGenerators() {
  const select = $('gen-generator');
  const chosen = select.value || catalog.generators[0]?.name;
  select.replaceChildren(...catalog.generators.map((g) => el('option', { value: g.name }, g.label)));
  select.value = chosen;
}

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

/** The request the form describes, or a problem found before asking (message and control). */
function request() {
  const generator = currentGenerator();
  const { count, error } = readCount($('gen-count'), generator?.count?.max ?? 1000);
  if (error) return { problem: { message: error, control: $('gen-count') } };
  const badDate = dateProblem($('gen-refdate'));
  if (badDate) return { problem: { message: badDate, control: $('gen-refdate') } };
  const query = {
    count,
    seed: $('gen-seed').value.trim(),
    refDate: $('gen-refdate').value,
    ...readRawOptions($('gen-options')),
  };
  return { generator: generator?.name ?? $('gen-generator').value, query };
}

/** Takes results off the screen, so "Copy as JSON" can never copy records the form no longer describes. */
function clearResult() {
  last = null;
  $('gen-result').hidden = true;
  $('gen-table').replaceChildren();
  for (const id of RESULT_BUTTONS) $(id).disabled = true;
}

/** How the error box names the generator's options and their values. */
function errorContext() {
  const spec = (name) => currentGenerator()?.options.find((o) => o.name === name);
  return {
    optionLabel: (name) => optionLabel(spec(name)),
    valueLabels: (name) => spec(name)?.valueLabels,
  };
}

/** The control a failure names, if the form has it. */
function controlOf(place) {
  if (!place) return null;
  if (place.option) return $(`gen-opt-${place.option}`);
  return { count: $('gen-count'), seed: $('gen-seed'), refDate: $('gen-refdate') }[place.control] ?? null;
}

function renderResult() {
  const { body } = last;
  const { meta, data } = body;
  const generator = catalog.generators.find((g) => g.name === meta.generator);
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
  for (const id of RESULT_BUTTONS) $(id).disabled = false;
}

/** Offers the records on screen as a file, CSV or JSON. */
function download(format) {
  if (!last) return;
  const { blob, name } = recordsFile(last.body.data, format, last.body.meta);
  saveFile(blob, name);
  notify(t('downloaded', { file: name }));
}

async function generate() {
  clearError($('gen-error'));
  const { generator, query, problem } = request();
  if (problem) {
    clearResult();
    showCheck($('gen-error'), problem.message, problem.control);
    return;
  }
  const path = apiPath(encodeURIComponent(generator));
  try {
    const body = await getJson(path, query);
    // The replay pins the seed the service used, so the command gives the same records.
    const replayUrl = apiUrl(path, { ...query, seed: body.meta.seed });
    last = { body, replayUrl, query };
    renderResult();
  } catch (err) {
    clearResult();
    const control = controlOf(showError($('gen-error'), err, errorContext()));
    if (control) markInvalid(control);
  }
}

export function initGenerate(initialCatalog) {
  catalog = initialCatalog;
  renderGenerators();
  renderOptions();
  $('gen-generator').addEventListener('change', () => {
    renderOptions();
    clearError($('gen-error'));
    clearResult();
  });
  $('gen-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('gen-submit'), generate);
  });
  $('gen-new-seed').addEventListener('click', () => {
    $('gen-seed').value = randomSeed();
  });
  $('gen-reuse-seed').addEventListener('click', () => {
    $('gen-seed').value = $('gen-seed-used').textContent;
    $('gen-seed').focus();
  });
  $('gen-copy-json').addEventListener('click', () => {
    if (last) copyText(JSON.stringify(last.body.data, null, 2));
  });
  $('gen-copy-curl').addEventListener('click', () => {
    if (last) copyText($('gen-curl').textContent);
  });
  $('gen-download-csv').addEventListener('click', () => download('csv'));
  $('gen-download-json').addEventListener('click', () => download('json'));
}

/** New language: labels and option descriptions from the catalog in that language; values kept. */
export function updateGenerate(newCatalog) {
  const keep = readRawOptions($('gen-options'));
  catalog = newCatalog;
  renderGenerators();
  renderOptions(keep);
  if (last) {
    last.replayUrl = apiUrl(last.replayUrl.pathname, Object.fromEntries(last.replayUrl.searchParams));
    renderResult();
  }
}
