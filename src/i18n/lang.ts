/**
 * Language selection (docs/api.md, docs/api.md, Languages): the `lang` query wins over
 * `Accept-Language`, which is negotiated with q-values; anything that names
 * no supported language gives Spanish.
 */
export const LANGS = ['es', 'en', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** A text in every language: a record typed by Lang, so a new language is a compile error until written. */
export type LangText = Readonly<Record<Lang, string>>;

export const isLang = (value: unknown): value is Lang => LANGS.some((lang) => lang === value);

/**
 * The language a request asks for: its `lang` query value when it has one
 * (any case, as language tags are case-insensitive), else its
 * Accept-Language header. Null for a `lang` that names no supported language.
 */
export function requestedLang(queryLang: unknown, acceptLanguage: string | undefined): Lang | null {
  if (queryLang === undefined || queryLang === null) return negotiateLang(acceptLanguage);
  const lower = typeof queryLang === 'string' ? queryLang.toLowerCase() : undefined;
  return isLang(lower) ? lower : null;
}

/** Best supported language of an Accept-Language header, or Spanish. */
export function negotiateLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: Lang = DEFAULT_LANG;
  let bestQ = 0;
  for (const part of header.split(',').slice(0, 50)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim().toLowerCase() === 'q') {
        const parsed = Number(v);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q <= 0 || q > 1) continue;
    const lang = primary === '*' ? DEFAULT_LANG : primary;
    if (isLang(lang) && q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best;
}
