// @ts-check
import { getLang, t } from './i18n.js';

/** @typedef {import('./api-types.js').ErrorJson} ErrorJson */

/** A failed API call: the JSON error object of the service, its HTTP status and headers. */
export class ApiError extends Error {
  /**
   * @param {number} status 0 when the service could not be reached
   * @param {ErrorJson} body
   * @param {Headers} [headers]
   */
  constructor(status, body, headers) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * The service URL of `path` with `query` (empty values left out) and the page language.
 * @param {string} path
 * @param {Readonly<Record<string, string | number | undefined>>} [query]
 */
export function apiUrl(path, query = {}) {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  url.searchParams.set('lang', getLang());
  return url;
}

/**
 * @param {URL} url
 * @param {RequestInit} init
 */
async function call(url, init) {
  let response;
  try {
    response = await fetch(url, init);
  } catch {
    // The browser's own message ("Failed to fetch") is English and says no more than status 0.
    throw new ApiError(0, { code: 'NETWORK' });
  }
  if (response.ok) return response;
  /** @type {ErrorJson} */
  let body;
  try {
    body = await response.json();
  } catch {
    body = { code: `HTTP_${response.status}`, message: t('badResponse', { status: response.status }) };
  }
  throw new ApiError(response.status, body, response.headers);
}

/**
 * GET `path` as JSON of type `T`, as the caller's variable says (the service's answer is trusted).
 * @template T
 * @param {string} path
 * @param {Readonly<Record<string, string | number | undefined>>} [query]
 * @returns {Promise<T>}
 */
export async function getJson(path, query) {
  const response = await call(apiUrl(path, query), { headers: { accept: 'application/json' } });
  return response.json();
}

/**
 * POST a JSON body; returns the fetch Response (the caller reads JSON, text or a blob).
 * @param {string} path
 * @param {unknown} body
 * @param {Readonly<Record<string, string | number | undefined>>} [query]
 */
export function postJson(path, body, query) {
  return call(apiUrl(path, query), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** @type {Map<string, import('./api-types.js').Catalog>} */
const catalogs = new Map();

/**
 * GET /api/v1/generators in the current language, fetched once per language.
 * @returns {Promise<import('./api-types.js').Catalog>}
 */
export async function loadCatalog() {
  const lang = getLang();
  const known = catalogs.get(lang);
  if (known) return known;
  /** @type {{ data: import('./api-types.js').Catalog }} */
  const body = await getJson('/api/v1/generators');
  catalogs.set(lang, body.data);
  return body.data;
}

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * A curl command line that repeats a request.
 * @param {URL} url
 * @param {unknown} [body]
 */
export function curlCommand(url, body) {
  const parts = ['curl', shellQuote(String(url))];
  if (body !== undefined) {
    parts.push(
      '-X POST',
      "-H 'Content-Type: application/json'",
      `--data ${shellQuote(JSON.stringify(body))}`,
    );
  }
  return parts.join(' ');
}
