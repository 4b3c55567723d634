import { apiUrl, curlCommand, getJson } from './api.js';
import { busy, clearError, copyText, el, randomSeed, renderTable, showError } from './dom.js';
import { t } from './i18n.js';
import { optionField, readRawOptions } from './options.js';

/**
 * The "Generate" tab: GET /api/v1/es/{generator} with the options the
 * catalog lists for that generator. `refDate` has its own control.
 */
const $ = (id) => document.getElementById(id);
const COMMON_OPTIONS = new Set(['refDate']);

let catalog = null;
let last = null;

function currentGenerator() {
  return catalog?.generators.find((g) => g.name === $('gen-generator').value) ?? catalog?.generators[0];
}

function renderGenerators() {
  const select = $('gen-generator');
  const chosen = select.value || catalog.generators[0]?.name;
  select.replaceChildren(
    ...catalog.generators.map((g) => el('option', { value: g.name }, `${g.label} (${g.name})`)),
  );
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
  $('gen-count').max = String(max);
  $('gen-count-hint').textContent = t('countHint', { max });
}

function request() {
  const generator = currentGenerator();
  const query = {
    count: $('gen-count').value.trim(),
    seed: $('gen-seed').value.trim(),
    refDate: $('gen-refdate').value,
    ...readRawOptions($('gen-options')),
  };
  return { generator: generator?.name ?? $('gen-generator').value, query };
}

function renderResult() {
  const { body } = last;
  const { meta, data } = body;
  $('gen-summary').textContent = t('summary', {
    count: meta.count,
    generator: meta.generator,
    refDate: meta.refDate,
  });
  $('gen-seed-used').textContent = meta.seed;
  renderTable($('gen-table'), data, t('results'));
  $('gen-curl').textContent = curlCommand(last.replayUrl);
  $('gen-result').hidden = false;
  $('gen-copy-json').disabled = false;
  $('gen-copy-curl').disabled = false;
}

async function generate() {
  const { generator, query } = request();
  const path = `/api/v1/es/${encodeURIComponent(generator)}`;
  clearError($('gen-error'));
  try {
    const body = await getJson(path, query);
    // The replay pins the seed the service used, so the command gives the same records.
    const replayUrl = apiUrl(path, { ...query, seed: body.meta.seed });
    last = { body, replayUrl };
    renderResult();
  } catch (err) {
    showError($('gen-error'), err);
  }
}

export function initGenerate(initialCatalog) {
  catalog = initialCatalog;
  renderGenerators();
  renderOptions();
  $('gen-generator').addEventListener('change', () => renderOptions());
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
