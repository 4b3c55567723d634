import { describe, expect, it } from 'vitest';
import { ApiError, headline, PROBLEM_CODES, PROBLEMS } from '../src/errors/index.js';
import { LANGS } from '../src/i18n/lang.js';
import { testApp } from './helper.js';

/** Details with every fact some text reads, so each text is rendered whole. */
const FACTS = {
  parameter: 'count',
  value: 'abc',
  min: 1,
  max: 10,
  other: 'maxAge',
  expected: 'integer',
  found: 'array',
  allowed: ['a', 'b'],
  unknown: ['x'],
  pattern: '^[a-z]+$',
  file: 'a.json',
  folder: 'datos',
  line: 2,
  row: 4,
  column: 3,
  reason: 'quote',
  maxDepth: 32,
  requested: 20,
  target: 'clientes',
  missing: ['dni'],
  values: 2,
  weights: 3,
  command: 'db',
  variable: 'KEY',
  url: 'x://y',
  packages: ['pg', 'pg-copy-streams'],
  fields: ['a', 'b'],
  purpose: 'PostgreSQL',
};

/** Words that give an English text away; none belongs in a Spanish or Portuguese headline. */
const ENGLISH =
  /\b(must|the|is|not|only|cannot|missing|needs|should|expected|unknown|value|table|field|rows)\b/;

describe('problem codes (docs/api.md, Errors)', () => {
  it('every problem code has a non-empty text in es, en and pt, and each language its own', () => {
    const wrong: string[] = [];
    for (const code of PROBLEM_CODES) {
      const texts = LANGS.map((lang) => PROBLEMS[code][lang]('count', FACTS));
      for (const [i, text] of texts.entries())
        if (typeof text !== 'string' || text.trim() === '' || text.includes('undefined'))
          wrong.push(`${code}/${LANGS[i]}: ${text}`);
      const [es, en, pt] = texts;
      if (es === en || pt === en) wrong.push(`${code}: same text as English`);
      for (const [lang, text] of [
        ['es', es],
        ['pt', pt],
      ] as const) {
        const words = text!.replace(/«[^»]*»|"[^"]*"|\{[^}]*\}|\([^)]*\)/g, '').replace(/^count\b/, '');
        if (ENGLISH.test(words)) wrong.push(`${code}/${lang} reads English: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const code of PROBLEM_CODES) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it("the headline says the actual problem, and the library's ApiError.message is it in Spanish", () => {
    const details = {
      parameter: 'count',
      problem: 'not_a_number',
      value: 'abc',
      min: 1,
      max: 10000,
    } as const;
    expect(headline('INVALID_PARAMS', 'es', details)).toBe(
      'count debe ser un número entero entre 1 y 10000; has enviado «abc»',
    );
    expect(headline('INVALID_PARAMS', 'en', details)).toBe(
      'count must be a whole number between 1 and 10000; you sent "abc"',
    );
    expect(headline('INVALID_PARAMS', 'pt', details)).toBe(
      'count deve ser um número inteiro entre 1 e 10000; enviou «abc»',
    );
    expect(new ApiError('INVALID_PARAMS', details).message).toBe(headline('INVALID_PARAMS', 'es', details));
    // A dataset problem names its table and field after the problem.
    expect(
      headline('INVALID_PARAMS', 'es', {
        table: 'cuentas',
        field: 'cliente_id',
        member: 'options.table',
        problem: 'unknown_table',
        value: 'bancos',
      }),
    ).toBe('options.table: no hay ninguna tabla «bancos». Tabla «cuentas», campo «cliente_id».');
  });

  it('the catalog lists every problem code; the API answers count=abc, -5 and 1.5 apart', async () => {
    const app = await testApp();
    const catalog = (await app.inject({ url: '/api/v1/generators' })).json();
    expect(catalog.data.problems).toEqual(PROBLEM_CODES);
    const problems: string[] = [];
    for (const count of ['abc', '-5', '1.5', '1e3']) {
      const res = await app.inject({ url: `/api/v1/es/uuid?count=${count}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.details).toMatchObject({ parameter: 'count', value: count, min: 1, max: 1000 });
      expect(body.message).toContain(`has enviado «${count}»`);
      problems.push(body.details.problem);
    }
    expect(problems).toEqual(['not_a_number', 'below_min', 'not_an_integer', 'digits_only']);
  });
});

describe('the problem table of docs/api.md', () => {
  it('names every problem code', async () => {
    const { readFileSync } = await import('node:fs');
    const page = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    expect(PROBLEM_CODES.filter((code) => !page.includes(`\`${code}\``))).toEqual([]);
  });
});
