/**
 * The playground's own texts (the ones it does not fetch from the catalog)
 * exist in every language the API speaks, key for key, and its language
 * switch offers each of them. Plain modules: no browser needed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/lang.js';

type Table = Record<string, Record<string, string>>;

// The page's modules are plain browser JavaScript without type declarations.
const load = async (file: string) => await import(new URL(`../../src/web/js/${file}`, import.meta.url).href);
const texts = await load('texts.js');
const messages = await load('texts-messages.js');
const i18n = await load('i18n.js');
const problems = await load('texts-problems.js');

const TABLES: [name: string, table: Table][] = [
  ['TEXTS', texts.TEXTS],
  ['MESSAGES', messages.MESSAGES],
  ['TERMS', texts.TERMS],
  ['VALIDATE_KINDS', texts.VALIDATE_KINDS],
  ['DIALECTS', texts.DIALECTS],
  ['PROBLEM_TEXTS', problems.PROBLEM_TEXTS],
];

describe('playground texts in every language', () => {
  it('the page offers the languages of the API, each in its switch', () => {
    expect(i18n.LANGS).toEqual([...LANGS]);
    const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');
    for (const lang of LANGS) expect(html).toContain(`<option value="${lang}" lang="${lang}">`);
  });

  it.each(TABLES)('%s has the same keys in every language, none empty', (_name, table) => {
    const keys = Object.keys(table.es!).sort();
    for (const lang of LANGS) {
      expect(Object.keys(table[lang] ?? {}).sort(), lang).toEqual(keys);
      const empty = keys.filter((key) => !table[lang]![key]?.trim());
      expect(empty, lang).toEqual([]);
    }
  });

  it('Portuguese texts are translated, not Spanish copies', () => {
    const all = TABLES.flatMap(([name, table]) =>
      Object.keys(table.es!).map((key) => [`${name}.${key}`, table.es![key], table.pt![key]] as const),
    );
    const same = all.filter(([, es, pt]) => es === pt);
    // Short texts may be spelled alike (Valor, Formato, Copiar como JSON); a sentence never is.
    expect(same.filter(([, es]) => es!.split(' ').length > 4).map(([where]) => where)).toEqual([]);
    expect(same.length).toBeLessThan(all.length / 4);
    expect(texts.TEXTS.pt.tabGenerate).toBe('Gerar');
    expect(messages.MESSAGES.pt.negativeTest).toBe('Teste negativo');
  });
});
