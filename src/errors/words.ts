import type { Lang } from '../i18n/lang.js';

/** The pieces every problem text is built from, in each language. */

/** A value the caller sent or named, quoted as the language quotes (at most 80 characters shown). */
export function quoted(value: unknown, lang: Lang): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return lang === 'en' ? `"${shown}"` : `«${shown}»`;
}

/** "; has enviado «abc»" when the details hold the value sent, else nothing. */
export function sent(value: unknown, lang: Lang): string {
  if (value === undefined) return '';
  const q = quoted(value, lang);
  return { es: `; has enviado ${q}`, en: `; you sent ${q}`, pt: `; enviou ${q}` }[lang];
}

const isBound = (value: unknown) => typeof value === 'number' || typeof value === 'string';

/** "entre 1 y 10000", "como mínimo 1", "como máximo 10", or '' when the details give no bound. */
export function range(min: unknown, max: unknown, lang: Lang): string {
  const low = isBound(min);
  const high = isBound(max);
  if (low && high)
    return { es: `entre ${min} y ${max}`, en: `between ${min} and ${max}`, pt: `entre ${min} e ${max}` }[
      lang
    ];
  if (low) return { es: `como mínimo ${min}`, en: `at least ${min}`, pt: `no mínimo ${min}` }[lang];
  if (high) return { es: `como máximo ${max}`, en: `at most ${max}`, pt: `no máximo ${max}` }[lang];
  return '';
}

/** A range after a word, with its space: " entre 1 y 10000". */
export const spacedRange = (min: unknown, max: unknown, lang: Lang): string => {
  const words = range(min, max, lang);
  return words === '' ? '' : ` ${words}`;
};

const TYPE_WORDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  string: { es: 'un texto', en: 'a string', pt: 'um texto' },
  number: { es: 'un número', en: 'a number', pt: 'um número' },
  integer: { es: 'un número entero', en: 'a whole number', pt: 'um número inteiro' },
  boolean: { es: 'true o false', en: 'true or false', pt: 'true ou false' },
  object: { es: 'un objeto JSON', en: 'a JSON object', pt: 'um objeto JSON' },
  array: { es: 'una lista JSON', en: 'a JSON array', pt: 'uma lista JSON' },
  null: { es: 'null', en: 'null', pt: 'null' },
  scalar: {
    es: 'un texto, un número o true/false',
    en: 'a string, a number or true/false',
    pt: 'um texto, um número ou true/false',
  },
  scalars: {
    es: 'una lista de textos, números o true/false',
    en: 'an array of strings, numbers or true/false',
    pt: 'uma lista de textos, números ou true/false',
  },
  weights: {
    es: 'una lista de números ≥ 0, no todos 0, uno por valor',
    en: 'an array of numbers ≥ 0, not all 0, one per value',
    pt: 'uma lista de números ≥ 0, não todos 0, um por valor',
  },
};

/** "un número entero" for a JSON type name ("integer"); an unknown name is shown as given. */
export function typeWords(type: unknown, lang: Lang): string {
  const name = Array.isArray(type) ? type[0] : type;
  return TYPE_WORDS[String(name)]?.[lang] ?? String(name);
}

/** The JSON type of a value, as typeWords names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A list of allowed values, quoted, at most 12 shown. */
export function list(values: unknown, lang: Lang): string {
  if (!Array.isArray(values)) return quoted(values, lang);
  const shown = values.slice(0, 12).map((v) => quoted(v, lang));
  const more = values.length - shown.length;
  const rest = more > 0 ? { es: ` y ${more} más`, en: ` and ${more} more`, pt: ` e mais ${more}` }[lang] : '';
  return shown.join(', ') + rest;
}

/** Names joined as a sentence lists them: "a, b y c". */
export function joined(names: readonly string[], lang: Lang): string {
  if (names.length < 2) return names.join('');
  const and = { es: 'y', en: 'and', pt: 'e' }[lang];
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** What a problem is about when the details name nothing: the body, or the value. */
export const NOTHING_NAMED: Readonly<Record<Lang, string>> = {
  es: 'el valor',
  en: 'the value',
  pt: 'o valor',
};

/** A file named in a message: "el archivo «a.json»". */
export function fileWords(file: unknown, lang: Lang): string {
  const q = quoted(file, lang);
  return { es: `el archivo ${q}`, en: `file ${q}`, pt: `o ficheiro ${q}` }[lang];
}
