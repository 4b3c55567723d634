// @ts-check
import { postJson } from './api.js';
import { getCountry } from './country.js';
import { busy, byId, clearError, el, showCheck, showError } from './dom.js';
import { getLang, t, term } from './i18n.js';
import { VALIDATE_KINDS } from './texts.js';
import { EXTRA_VALUES } from './texts-extra.js';

/** The "Validate" tab: POST /api/v1/validate and the result in words. */
/** @param {string} id */
const $ = (id) => byId(id, HTMLElement);
const kindSelect = () => byId('val-kind', HTMLSelectElement);
const valueInput = () => byId('val-value', HTMLInputElement);

/**
 * The result on screen and the request that gave it (asked again in another language).
 * @type {{ request: { value: string, kind: string, locale: string },
 *   data: import('./api-types.js').ValidationData } | null}
 */
let last = null;
/**
 * The kinds of the chosen country (the catalog's), or every kind the page names before the catalog is in.
 * @type {readonly string[] | null}
 */
let countryKinds = null;

/**
 * The chosen country's kinds (the catalog's: those `auto` detects there):
 * the select offers only those, so a kind chosen by hand and automatic
 * detection always agree.
 * @param {readonly string[] | undefined} kinds
 */
export function useCountryKinds(kinds) {
  countryKinds = kinds ?? null;
  renderKinds();
}

/** @type {Readonly<Record<string, Readonly<Record<string, string>>>>} */
const KIND_NAMES = VALIDATE_KINDS;

/** @param {string} kind */
const kindLabel = (kind) => KIND_NAMES[getLang()][kind] ?? kind;

function renderKinds() {
  const select = kindSelect();
  const chosen = select.value || 'auto';
  const kinds = countryKinds ?? Object.keys(VALIDATE_KINDS[getLang()]);
  select.replaceChildren(
    el('option', { value: 'auto' }, t('kindAuto')),
    ...kinds.map((kind) => el('option', { value: kind }, kindLabel(kind))),
  );
  select.value = kinds.includes(chosen) ? chosen : 'auto';
}

/**
 * An `extra` value in the page language when it is a word the page knows.
 * @param {string} key
 * @param {string} value
 */
const extraValue = (key, value) => EXTRA_VALUES[getLang()][key]?.[value] ?? value;

/**
 * @param {string} name
 * @param {string | Node} value
 * @param {string} id
 */
function row(name, value, id) {
  return [el('dt', {}, name), el('dd', { id }, value)];
}

function renderResult() {
  const box = $('val-result');
  if (!last) {
    box.replaceChildren();
    return;
  }
  const data = last.data;
  const verdict = el(
    'p',
    { class: `verdict ${data.valid ? 'ok' : 'ko'}`, id: 'val-verdict' },
    el('span', { 'aria-hidden': 'true' }, data.valid ? '✔ ' : '✘ '),
    data.valid ? t('valid') : t('invalid'),
  );
  const rows = [];
  if (data.valid) {
    const kindName = kindLabel(data.kind);
    rows.push(
      row(t('detectedKind'), kindName, 'val-kind-out'),
      row(t('normalized'), el('code', {}, data.normalized), 'val-normalized'),
    );
    const extra = Object.entries(data.extra ?? {});
    if (extra.length) {
      rows.push(
        row(
          t('extra'),
          el(
            'ul',
            { class: 'extra' },
            extra.map(([key, value]) =>
              el('li', { 'data-key': key }, `${term(key)}: `, el('strong', {}, extraValue(key, value))),
            ),
          ),
          'val-extra',
        ),
      );
    }
  } else {
    rows.push(row(t('reason'), data.reason, 'val-reason'));
    if (data.expected !== undefined)
      rows.push(row(t('expected'), el('code', {}, data.expected), 'val-expected'));
  }
  // The reason code is for programs that call the API: offered folded, not among the facts a person reads.
  const code = data.valid
    ? null
    : el(
        'details',
        { class: 'for-api' },
        el('summary', {}, t('codeForApi')),
        el('code', { id: 'val-code' }, data.code),
      );
  box.replaceChildren(verdict, el('dl', {}, rows.flat()), ...(code ? [code] : []));
}

async function validate() {
  clearError($('val-error'));
  // An empty value is refused here, in the page's language (the service's schema message is English).
  if (valueInput().value.trim() === '') {
    last = null;
    renderResult();
    showCheck($('val-error'), () => t('valueEmpty'), valueInput());
    return;
  }
  const request = { value: valueInput().value, kind: kindSelect().value, locale: getCountry() };
  try {
    const response = await postJson('/api/v1/validate', request);
    last = { request, data: (await response.json()).data };
  } catch (err) {
    last = null;
    showError($('val-error'), err);
  }
  renderResult();
}

export function initValidate() {
  renderKinds();
  $('val-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy($('val-submit'), validate);
  });
}

/** New language: the kinds are relabelled and a shown result is asked again, for its reason in that language. */
export async function updateValidate() {
  renderKinds();
  if (last && !last.data.valid) {
    const response = await postJson('/api/v1/validate', last.request).catch(() => null);
    if (response) last.data = (await response.json()).data;
  }
  renderResult();
}
