// @ts-check
import { TERMS, TEXTS } from './texts.js';
import { MESSAGES } from './texts-messages.js';

/** @typedef {import('../../i18n/lang.js').Lang} Lang */
/** A text of the page (texts.js, texts-messages.js) by its key. @typedef {keyof typeof TEXTS.es | keyof typeof MESSAGES.es} TextKey */

/**
 * The page language: ?lang= first, then the last choice, then the browser's; Spanish by default.
 * @type {readonly Lang[]}
 */
export const LANGS = ['es', 'en', 'pt'];
const STORAGE_KEY = 'datos-prueba.lang';
/** @type {((lang: Lang) => unknown)[]} */
const listeners = [];
/** @type {Lang} */
let current = 'es';

/**
 * @param {unknown} value
 * @returns {value is Lang}
 */
export const isLang = (value) => LANGS.some((lang) => lang === value);

export function getLang() {
  return current;
}

/** @type {Readonly<Record<Lang, Readonly<Record<string, string>>>>} */
const TEXT_TABLES = TEXTS;
/** @type {Readonly<Record<Lang, Readonly<Record<string, string>>>>} */
const MESSAGE_TABLES = MESSAGES;

/**
 * A text of the current language with `{name}` placeholders filled.
 * @param {TextKey} key
 * @param {Readonly<Record<string, unknown>>} [vars]
 */
export function t(key, vars = {}) {
  return textOf(key, vars);
}

/**
 * `t` for a key the page's HTML names (data-i18n="..."): one it lacks is shown as it is.
 * @param {string} key
 * @param {Readonly<Record<string, unknown>>} [vars]
 */
function textOf(key, vars = {}) {
  const text =
    TEXT_TABLES[current][key] ??
    MESSAGE_TABLES[current][key] ??
    TEXT_TABLES.es[key] ??
    MESSAGE_TABLES.es[key] ??
    key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/** @type {Readonly<Record<Lang, Readonly<Record<string, string>>>>} */
const TERM_TABLES = TERMS;

/**
 * Name of an API term (details member, extra key) in the current language.
 * @param {string} key
 */
export function term(key) {
  return TERM_TABLES[current][key] ?? key;
}

/** @returns {Lang} */
export function initialLang() {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLang(fromQuery)) return fromQuery;
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice is then not remembered.
  }
  if (isLang(stored)) return stored;
  // pt-PT and pt-BR browsers both get Portuguese, as the API's Accept-Language does.
  const primary = (navigator.language || '').toLowerCase().split('-')[0];
  return isLang(primary) ? primary : 'es';
}

/**
 * Fills every element marked with data-i18n* from the current language.
 * @param {ParentNode} [root]
 */
export function applyTexts(root = document) {
  /** @param {Element} el @param {string} attribute */
  const key = (el, attribute) => el.getAttribute(attribute) ?? '';
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = textOf(key(el, 'data-i18n'));
  for (const el of root.querySelectorAll('[data-i18n-placeholder]'))
    el.setAttribute('placeholder', textOf(key(el, 'data-i18n-placeholder')));
  for (const el of root.querySelectorAll('[data-i18n-href]'))
    el.setAttribute('href', textOf(key(el, 'data-i18n-href')));
  for (const el of root.querySelectorAll('[data-i18n-aria-label]'))
    el.setAttribute('aria-label', textOf(key(el, 'data-i18n-aria-label')));
  document.title = t('pageTitle');
}

/** @param {string} lang */
export async function setLang(lang) {
  if (!isLang(lang)) return;
  current = lang;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // See initialLang.
  }
  applyTexts();
  for (const listener of listeners) await listener(lang);
}

/**
 * Runs `listener(lang)` after every language change (texts already applied).
 * @param {(lang: Lang) => unknown} listener
 */
export function onLangChange(listener) {
  listeners.push(listener);
}
