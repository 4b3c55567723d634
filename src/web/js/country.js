// @ts-check
/**
 * The data's country (the API path's `{locale}`): `?country=` first, then
 * the last choice, then Spain. The catalog lists the countries; each tab
 * reads the chosen one's generators and field types through `countryView`.
 */
const STORAGE_KEY = 'datos-prueba.country';
let current = 'es';

export const getCountry = () => current;

/**
 * The country to start with, among the catalog's.
 * @param {readonly string[]} locales
 * @returns {string}
 */
export function initialCountry(locales) {
  const fromQuery = new URLSearchParams(location.search).get('country');
  if (fromQuery !== null && locales.includes(fromQuery)) return fromQuery;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null && locales.includes(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode, policies): the choice is then not remembered.
  }
  return 'es';
}

/**
 * `remember`: a choice made in the page is kept for the next visit; one from the URL is not.
 * @param {string} code
 * @param {{ remember?: boolean }} [how]
 */
export function setCountry(code, { remember = true } = {}) {
  current = code;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered, as above.
  }
}

/**
 * An API path of the chosen country: `apiPath('bulk')` is `/api/v1/pt/bulk` for Portugal.
 * @param {string} rest
 */
export const apiPath = (rest) => `/api/v1/${current}/${rest}`;

/**
 * The catalog as the chosen country sees it: its generators and field types
 * in place of the default locale's, everything else (limits, formats) as listed.
 * @param {import('./api-types.js').Catalog} catalog
 * @returns {import('./api-types.js').Catalog}
 */
export function countryView(catalog) {
  const entry = catalog.countries?.find((c) => c.locale === current);
  if (!entry) return catalog;
  return {
    ...catalog,
    generators: entry.generators,
    bulk: { ...catalog.bulk, fieldTypes: entry.fieldTypes },
  };
}
