import { DEFAULT_LANG, type Lang } from '../i18n/lang.js';
import { ERROR_STATUS, type ErrorCode } from './codes.js';
import { ERROR_MESSAGES } from './messages.js';
import { isProblemCode, PROBLEMS, type ProblemCode } from './problems.js';
import { fileWords, NOTHING_NAMED } from './words.js';

/**
 * The machine-readable part of an error (docs/api.md, Errors): `problem`
 * (a code of PROBLEMS), what it is about (`parameter`, `member`, `file`;
 * `table` and `field` in a dataset), the value sent and the bounds.
 */
export interface ErrorDetails {
  problem?: ProblemCode;
  [key: string]: unknown;
}

/** Where in a dataset the problem is, in the reader's language (docs/api.md, Datasets: errors name table and field). */
const LOCATION: Readonly<Record<Lang, (table: string, field: string | undefined) => string>> = {
  es: (table, field) => ` Tabla «${table}»${field === undefined ? '' : `, campo «${field}»`}.`,
  en: (table, field) => ` Table "${table}"${field === undefined ? '' : `, field "${field}"`}.`,
  pt: (table, field) => ` Tabela «${table}»${field === undefined ? '' : `, campo «${field}»`}.`,
};

function locationOf(details: ErrorDetails | undefined, lang: Lang): string {
  const table = details?.table;
  if (typeof table !== 'string') return '';
  const field = typeof details?.field === 'string' ? details.field : undefined;
  return LOCATION[lang](table, field);
}

/**
 * What a problem is about, as the text names it: the parameter or member
 * (a bulk field's member prefixed with its index, `fields[2].options.min`),
 * a file, or "the value".
 */
export function subjectOf(details: ErrorDetails | undefined, lang: Lang): string {
  if (readsFile(details)) return fileWords(details?.file, lang);
  const named = details?.parameter ?? details?.member;
  if (typeof named === 'string' && named !== '') {
    const path = named.replaceAll('/', '.');
    const field = details?.field;
    return typeof field === 'number' && !path.startsWith('fields.') ? `fields[${field}].${path}` : path;
  }
  if (details?.file !== undefined) return fileWords(details.file, lang);
  return NOTHING_NAMED[lang];
}

/** A problem with what a named file holds: the file is what it is about. */
export const readsFile = (details: ErrorDetails | undefined): boolean =>
  details?.file !== undefined &&
  details.problem !== 'file_not_found' &&
  details.problem !== 'file_unreadable';

/**
 * The one-line headline of an error: the problem in words when the details
 * name one, else the code's general message; then the dataset location.
 * `subject` replaces what the problem is about (the CLI names its flag).
 */
export function headline(code: ErrorCode, lang: Lang, details?: ErrorDetails, subject?: string): string {
  const problem = details?.problem;
  if (isProblemCode(problem)) {
    const named = subject ?? subjectOf(details, lang);
    const text = PROBLEMS[problem][lang](named, details ?? {});
    // A sentence starts with a capital unless it starts with a name, written as it is spelt.
    const sentence = text.startsWith(named) ? text : text.charAt(0).toUpperCase() + text.slice(1);
    const location = locationOf(details, lang);
    return location === '' ? sentence : `${sentence}.${location}`;
  }
  return ERROR_MESSAGES[code][lang] + locationOf(details, lang);
}

/**
 * A failure the caller can fix, for the library, the CLI and the HTTP API
 * alike; `message` is its headline in Spanish (`headline(lang)` for
 * another language). It carries no stack trace: none is ever shown or
 * logged for one (only unexpected errors are logged), and capturing it was
 * the larger part of what a 404 or a 400 cost the server.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;
  readonly statusCode: number;

  constructor(code: ErrorCode, details?: ErrorDetails) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(headline(code, DEFAULT_LANG, details));
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.statusCode = ERROR_STATUS[code];
  }

  /** The headline in `lang`; `subject` names what the problem is about instead of the details. */
  headline(lang: Lang, subject?: string): string {
    return headline(this.code, lang, this.details, subject);
  }
}

export interface ErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}

export function errorBody(code: ErrorCode, lang: Lang, details?: ErrorDetails): ErrorBody {
  const body: ErrorBody = { status: 'error', code, message: headline(code, lang, details) };
  if (details && Object.keys(details).length > 0) body.details = details;
  return body;
}

export const invalidParams = (details: ErrorDetails) => new ApiError('INVALID_PARAMS', details);
export const invalidBody = (details: ErrorDetails) => new ApiError('INVALID_BODY', details);
