// @ts-check
import { loadCatalog } from './api.js';
import { initBulk, updateBulk } from './bulk.js';
import { countryView, getCountry, initialCountry, setCountry } from './country.js';
import { initDataset, updateDataset } from './dataset.js';
import { byId, clearError, redrawErrors, showError } from './dom.js';
import { useCatalog } from './errors.js';
import { initGenerate, updateGenerate } from './generate.js';
import { getLang, initialLang, onLangChange, setLang } from './i18n.js';
import { initValidate, updateValidate, useCountryKinds } from './validate.js';

/** Entry point of the playground: language, tabs, then the four tools. */
/** @param {string} id */
const $ = (id) => byId(id, HTMLElement);
const TABS = ['generate', 'bulk', 'dataset', 'validate'];

/**
 * @param {string} name
 * @param {{ focus?: boolean }} [how]
 */
function selectTab(name, { focus = false } = {}) {
  for (const tab of TABS) {
    const selected = tab === name;
    const button = byId(`tab-${tab}`, HTMLButtonElement);
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    $(`panel-${tab}`).hidden = !selected;
    if (selected && focus) button.focus();
  }
  history.replaceState(null, '', `#${name}`);
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; Tab goes into the panel. */
function initTabs() {
  const tablist = document.querySelector('[role=tablist]');
  if (!(tablist instanceof HTMLElement)) throw new Error('No tab list in the page');
  tablist.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role=tab]') : null;
    if (tab) selectTab(tab.id.replace('tab-', ''));
  });
  tablist.addEventListener('keydown', (event) => {
    const index = TABS.indexOf((document.activeElement?.id ?? '').replace('tab-', ''));
    /** @type {Readonly<Record<string, number>>} */
    const moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!Object.hasOwn(moves, event.key) || index < 0) return;
    event.preventDefault();
    selectTab(TABS[(moves[event.key] + TABS.length) % TABS.length], { focus: true });
  });
  const fromHash = location.hash.slice(1);
  selectTab(TABS.includes(fromHash) ? fromHash : 'generate');
}

/**
 * The country select, filled from the catalog (names in the page's
 * language); a change redraws the tabs from that country's catalog entry.
 * @param {() => Promise<void>} redraw
 */
async function initCountries(redraw) {
  const select = byId('country', HTMLSelectElement);
  const fill = async () => {
    const { countries = [] } = await loadCatalog();
    select.replaceChildren(
      ...countries.map((c) =>
        Object.assign(document.createElement('option'), { value: c.locale, textContent: c.name }),
      ),
    );
    select.value = getCountry();
  };
  try {
    const { countries = [] } = await loadCatalog();
    setCountry(initialCountry(countries.map((c) => c.locale)), { remember: false });
    await fill();
  } catch {
    // No catalog yet: the tabs show the error, Spain stays chosen.
  }
  onLangChange(async () => {
    // Out of reach: the names stay as they were, and the page's alert box says why.
    await fill().catch(() => {});
  });
  select.addEventListener('change', async () => {
    setCountry(select.value);
    await redraw();
    await updateValidate();
  });
}

async function start() {
  const langSelect = byId('lang', HTMLSelectElement);
  await setLang(initialLang());
  langSelect.value = getLang();
  initTabs();
  initValidate();
  const globalError = $('global-error');
  // The last catalog that came in: without a new one, the tabs are redrawn from it in the new language.
  /** @type {import('./api-types.js').Catalog | null} */
  let shown = null;
  // The catalog-driven tabs start once the catalog is in; a failure is shown and retried on the next change.
  const withCatalog = async () => {
    let catalog = shown;
    try {
      catalog = countryView(await loadCatalog());
      useCountryKinds(catalog.countries?.find((c) => c.locale === getCountry())?.kinds);
      clearError(globalError);
      useCatalog(catalog);
    } catch (err) {
      showError(globalError, err);
    }
    if (catalog === null) return;
    if (shown === null) {
      initGenerate(catalog);
      initBulk(catalog);
      initDataset(catalog);
    } else {
      updateGenerate(catalog);
      updateBulk(catalog);
      updateDataset(catalog);
    }
    shown = catalog;
  };
  onLangChange(async () => {
    // A passing message belongs to the language it was said in.
    $('notice').textContent = '';
    await withCatalog();
    await updateValidate();
    redrawErrors();
  });
  langSelect.addEventListener('change', () => setLang(langSelect.value));
  await initCountries(withCatalog);
  await withCatalog();
  document.body.dataset.ready = 'true';
}

start();
