import { TERMS, TEXTS } from './texts.js';
import { MESSAGES } from './texts-messages.js';

/** The page language: ?lang= first, then the last choice, then the browser's; Spanish by default. */
export const LANGS = ['es', 'en', 'pt'];
const STORAGE_KEY = 'datos-prueba.lang';
const listeners = [];
let current = 'es';

export function getLang() {
  return current;
}

/** A text of the current language with `{name}` placeholders filled. */
export function t(key, vars = {}) {
  const text = TEXTS[current][key] ?? MESSAGES[current][key] ?? TEXTS.es[key] ?? MESSAGES.es[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/** Name of an API term (details member, extra key) in the current language. */
export function term(key) {
  return TERMS[current][key] ?? key;
}

export function initialLang() {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (LANGS.includes(fromQuery)) return fromQuery;
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice is then not remembered.
  }
  if (LANGS.includes(stored)) return stored;
  // pt-PT and pt-BR browsers both get Portuguese, as the API's Accept-Language does.
  const primary = (navigator.language || '').toLowerCase().split('-')[0];
  return LANGS.includes(primary) ? primary : 'es';
}

/** Fills every element marked with data-i18n* from the current language. */
export function applyTexts(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]'))
    el.setAttribute('placeholder', t(el.dataset.i18nPlaceholder));
  for (const el of root.querySelectorAll('[data-i18n-href]')) el.setAttribute('href', t(el.dataset.i18nHref));
  for (const el of root.querySelectorAll('[data-i18n-aria-label]'))
    el.setAttribute('aria-label', t(el.dataset.i18nAriaLabel));
  document.title = t('pageTitle');
}

export async function setLang(lang) {
  if (!LANGS.includes(lang)) return;
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

/** Runs `listener(lang)` after every language change (texts already applied). */
export function onLangChange(listener) {
  listeners.push(listener);
}
