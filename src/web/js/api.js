import { getLang, t, term } from './i18n.js';

/** A failed API call: the JSON error object of the service, its HTTP status and headers. */
export class ApiError extends Error {
  constructor(status, body, headers) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** The service URL of `path` with `query` (empty values left out) and the page language. */
export function apiUrl(path, query = {}) {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  url.searchParams.set('lang', getLang());
  return url;
}

async function call(url, init) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    throw new ApiError(0, { code: 'NETWORK', message: t('networkError', { message: err.message }) });
  }
  if (response.ok) return response;
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = { code: `HTTP_${response.status}`, message: t('badResponse', { status: response.status }) };
  }
  throw new ApiError(response.status, body, response.headers);
}

export async function getJson(path, query) {
  const response = await call(apiUrl(path, query), { headers: { accept: 'application/json' } });
  return response.json();
}

/** POST a JSON body; returns the fetch Response (the caller reads JSON, text or a blob). */
export function postJson(path, body, query) {
  return call(apiUrl(path, query), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

const catalogs = new Map();

/** GET /api/v1/generators in the current language, fetched once per language. */
export async function loadCatalog() {
  const lang = getLang();
  if (!catalogs.has(lang)) {
    const body = await getJson('/api/v1/generators');
    catalogs.set(lang, body.data);
  }
  return catalogs.get(lang);
}

function shellQuote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** A curl command line that repeats a request. */
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

function describeValue(value) {
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (value && typeof value === 'object') {
    if ('min' in value && 'max' in value && Object.keys(value).length === 2)
      return t('range', { min: value.min, max: value.max });
    return Object.entries(value)
      .map(([k, v]) => `${term(k)} ${describeValue(v)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * The words shown for a failure: a heading, the service's message, and one
 * line per member of `details`. A 429 says when to try again.
 */
export function describeError(err) {
  // A problem found in the page itself (e.g. a schema file that is not JSON) is already in words.
  if (!(err instanceof ApiError)) return { heading: err?.message ?? String(err), lines: [] };
  const body = err.body ?? {};
  if (err.status === 0) return { heading: body.message, lines: [] };
  const heading = t('errorHeading', { status: err.status, code: body.code ?? '?' });
  const lines = [];
  if (err.status === 429) {
    const reset = Number(err.headers?.get('x-ratelimit-reset') ?? body.details?.resetAt);
    const limit = err.headers?.get('x-ratelimit-limit') ?? body.details?.limit ?? '?';
    const seconds = Math.max(0, Math.ceil(reset - Date.now() / 1000));
    const time = Number.isFinite(reset) ? new Date(reset * 1000).toLocaleTimeString(getLang()) : '?';
    lines.push(t('rateLimited', { limit, time, seconds: Number.isFinite(seconds) ? seconds : '?' }));
  }
  if (body.message) lines.push(body.message);
  const skip = err.status === 429 ? ['limit', 'resetAt', 'retryAfterSeconds'] : [];
  lines.push(...detailLines(body.details, skip));
  return { heading, lines };
}

/** One line per member of an error's `details`, those named in `skip` left out. */
export function detailLines(details, skip = []) {
  return Object.entries(details ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, value]) => {
      // Bulk names a field by its index, a dataset by its name.
      const label = name === 'field' && typeof value === 'string' ? term('fieldName') : term(name);
      return `${label}: ${describeValue(value)}`;
    });
}
