// @ts-check
import { describeError } from './errors.js';
import { t } from './i18n.js';

/**
 * The element of the page with id `id`, checked to be a `type`
 * (`byId('gen-count', HTMLInputElement)`); a page without it is a broken page.
 * @template {Element} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
export function byId(id, type) {
  const node = findById(id, type);
  if (node === null) throw new Error(`No #${id} of type ${type.name} in the page`);
  return node;
}

/**
 * The element with id `id` if there is one of type `type`, else null.
 * @template {Element} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T | null}
 */
export function findById(id, type) {
  const node = document.getElementById(id);
  return node instanceof type ? node : null;
}

/**
 * What `el` puts in an element: a node or a text, or a list of them (one
 * level deep); null, undefined and false are left out.
 * @typedef {Node | string | number | null | undefined | false} Leaf
 * @typedef {Leaf | readonly Leaf[]} Child
 */

/**
 * Creates an element: `attrs` are properties, except `class`, `for`, aria-* and data-*, set as attributes.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class' || name === 'for' || name.startsWith('aria-') || name.startsWith('data-'))
      node.setAttribute(name, value === true ? '' : String(value));
    else Reflect.set(node, name, value);
  }
  for (const child of children.flat()) {
    if (child !== undefined && child !== null && child !== false)
      node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * A cell's content: a list of texts (a passport's MRZ) is one monospace line each, as printed.
 * @param {unknown} value
 */
function cellContent(value) {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value) && value.every((line) => typeof line === 'string'))
    return el('code', { class: 'lines' }, value.join('\n'));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Rows of objects as a table whose columns are the keys of the rows, in a scrollable box.
 * @param {Element} container
 * @param {readonly import('./api-types.js').Row[]} rows
 * @param {string} caption
 */
export function renderTable(container, rows, caption) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const table = el(
    'table',
    {},
    caption ? el('caption', {}, caption) : null,
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, '#'),
        columns.map((c) => el('th', { scope: 'col' }, c)),
      ),
    ),
    el(
      'tbody',
      {},
      rows.map((row, i) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row' }, String(i + 1)),
          columns.map((c) => el('td', { class: row[c] === null ? 'null' : undefined }, cellContent(row[c]))),
        ),
      ),
    ),
  );
  // Focusable so a keyboard user can scroll a wide table.
  container.replaceChildren(el('div', { class: 'table-scroll', tabIndex: 0, 'aria-label': caption }, table));
}

/**
 * What each alert box shows, as a way to say it again: a change of language
 * redraws every failure on screen in the new language (see redrawErrors).
 */
/** @type {Map<HTMLElement, () => void>} */
const shown = new Map();

/**
 * @param {HTMLElement} box
 * @param {string} heading
 * @param {readonly string[]} lines
 */
function fillErrorBox(box, heading, lines) {
  const list = lines.length
    ? [
        el(
          'ul',
          {},
          lines.map((line) => el('li', {}, line)),
        ),
      ]
    : [];
  box.replaceChildren(el('p', { class: 'error-heading' }, heading), ...list);
  box.hidden = false;
}

/**
 * Shows a failure in words inside an alert box of the panel; `ctx` names
 * fields and options (see errors.js). Returns where the failure is, if the
 * service said.
 * @param {HTMLElement} box
 * @param {unknown} err
 * @param {import('./errors.js').ErrorContext} [ctx]
 * @returns {import('./errors.js').Place | undefined}
 */
export function showError(box, err, ctx = {}) {
  const draw = () => {
    const { heading, lines, place } = describeError(err, ctx);
    fillErrorBox(box, heading, lines);
    return place;
  };
  shown.set(box, draw);
  return draw();
}

/**
 * A problem the page finds before asking the service: said in the box, the
 * control marked and focused. `message` is a text, or a function giving it
 * in the current language (so a change of language can say it again).
 * @param {HTMLElement} box
 * @param {string | (() => string)} message
 * @param {HTMLElement} [control]
 */
export function showCheck(box, message, control) {
  const words = typeof message === 'function' ? message : () => message;
  const draw = () => fillErrorBox(box, t('checkFailed'), [words()]);
  shown.set(box, draw);
  draw();
  if (control) markInvalid(control);
}

/** Says again, in the page's current language, every failure on screen. */
export function redrawErrors() {
  for (const [box, draw] of shown) {
    if (box.hidden) shown.delete(box);
    else draw();
  }
}

/**
 * Marks `control` as the one at fault (outlined, announced as invalid) and moves the focus there.
 * @param {HTMLElement} control
 */
export function markInvalid(control) {
  control.setAttribute('aria-invalid', 'true');
  control.focus();
}

/** @param {HTMLElement} box */
export function clearError(box) {
  shown.delete(box);
  box.hidden = true;
  box.replaceChildren();
  const form = box.closest('.panel')?.querySelector('form');
  for (const control of form?.querySelectorAll('[aria-invalid]') ?? [])
    control.removeAttribute('aria-invalid');
}

/**
 * Shows only the settings of `form` that apply to `format` (elements marked data-formats="sql csv ...").
 * @param {HTMLElement} form
 * @param {string} format
 */
export function showFormatControls(form, format) {
  for (const box of form.querySelectorAll('[data-formats]')) {
    if (box instanceof HTMLElement) box.hidden = !(box.dataset.formats ?? '').split(' ').includes(format);
  }
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let noticeTimer;

/**
 * A short message in the polite status region, shown in the flow of the
 * page (so it never covers what is on screen) under the buttons just used,
 * or else under the form of the tab in use; it goes away after a while.
 * @param {string} text
 */
export function notify(text) {
  const region = byId('notice', HTMLElement);
  const anchor =
    document.activeElement?.closest('.panel:not([hidden]) .actions') ??
    document.querySelector('.panel:not([hidden]) form');
  if (anchor && region.previousElementSibling !== anchor) anchor.after(region);
  region.textContent = '';
  clearTimeout(noticeTimer);
  // A fresh text node makes screen readers announce a repeated message again.
  requestAnimationFrame(() => {
    region.textContent = text;
  });
  noticeTimer = setTimeout(() => {
    region.textContent = '';
  }, 6000);
}

/** @param {string} text */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    notify(t('copied'));
    return true;
  } catch {
    notify(t('copyFailed'));
    return false;
  }
}

/**
 * Offers `blob` as a file download named `filename`.
 * @param {Blob} blob
 * @param {string} filename
 */
export function saveFile(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = el('a', { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A fresh random seed: 12 hexadecimal characters. */
export function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs `task` while `button` is marked busy, so a double click sends one
 * request. The button is not disabled: that would take the keyboard focus away.
 * @template T
 * @param {HTMLElement} button
 * @param {() => Promise<T>} task
 * @returns {Promise<T | undefined>}
 */
export async function busy(button, task) {
  if (button.getAttribute('aria-busy') === 'true') return undefined;
  button.setAttribute('aria-busy', 'true');
  try {
    return await task();
  } finally {
    button.removeAttribute('aria-busy');
  }
}
