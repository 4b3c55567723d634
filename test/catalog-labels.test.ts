/**
 * The catalog names every option and every enum or boolean value in the
 * requested language, so forms need not show `sub`, `ok=false` or
 * `fmt=dotted`; date options give the days they accept.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../src/countries/registry.js';
import { REASON_CODES } from '../src/domain/reason-codes.js';
import { ERROR_CODES, ERROR_MESSAGES } from '../src/errors/index.js';
import { describeOption, type OptionSpec } from '../src/generators/options.js';
import { LANGS, type Lang } from '../src/i18n/lang.js';
import { EXPECTED_SUFFIX, REASONS } from '../src/i18n/reasons.js';
import { testApp } from './helper.js';

const app = await testApp();

interface Option {
  name: string;
  type: string;
  label: string;
  values?: (string | boolean)[];
  valueLabels?: Record<string, string>;
  min?: number | string;
  max?: number | string;
}

async function optionsOf(lang: string): Promise<{ where: string; option: Option }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/generators?lang=${lang}` });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as {
    generators: { name: string; options: Option[] }[];
    bulk: { fieldTypes: { type: string; options: Option[] }[] };
  };
  return [
    ...data.generators.flatMap((g) => g.options.map((option) => ({ where: g.name, option }))),
    ...data.bulk.fieldTypes.flatMap((f) => f.options.map((option) => ({ where: f.type, option }))),
  ];
}

describe('option labels in GET /api/v1/generators', () => {
  it('every option has a label other than its name, and every enum or boolean value a name, in every language', async () => {
    const missing: string[] = [];
    for (const lang of LANGS) {
      for (const { where, option } of await optionsOf(lang)) {
        if (!option.label || option.label === option.name) missing.push(`${lang} ${where}.${option.name}`);
        for (const value of option.values ?? []) {
          if (!option.valueLabels?.[String(value)]) missing.push(`${lang} ${where}.${option.name}=${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('labels follow the language, and ok=false is named as a negative test', async () => {
    const es = await optionsOf('es');
    const en = await optionsOf('en');
    const find = (list: typeof es, where: string, name: string) =>
      list.find((o) => o.where === where && o.option.name === name)!.option;
    expect(find(es, 'document', 'sub').label).toBe('Tipo de documento');
    expect(find(en, 'document', 'sub').label).toBe('Document kind');
    // The same name means something else in another generator: its own label.
    expect(find(es, 'phone', 'sub').label).toBe('Tipo de línea');
    expect(find(es, 'card', 'sub').label).toBe('Marca');
    expect(find(es, 'document', 'fmt').valueLabels?.dotted).toBe('Con puntos y guion');
    for (const where of ['document', 'iban', 'card', 'passport', 'cif', 'nss', 'ccc', 'tarjeta']) {
      expect(find(es, where, 'ok').valueLabels?.false).toMatch(/^Prueba negativa/);
      expect(find(en, where, 'ok').valueLabels?.false).toMatch(/^Negative test/);
    }
    const differing = es.filter((o, i) => o.option.label !== en[i]!.option.label);
    expect(differing.length).toBeGreaterThan(es.length / 2);
  });

  it('date options give the first and last day the service accepts', async () => {
    const dates = (await optionsOf('es')).filter((o) => o.option.type === 'date');
    expect(dates.length).toBeGreaterThan(3);
    for (const { option } of dates) expect([option.min, option.max]).toEqual(['1900-01-01', '2999-12-31']);
    const at = (d: string) => app.inject({ method: 'GET', url: `/api/v1/es/document?refDate=${d}` });
    expect((await at('1900-01-01')).statusCode).toBe(200);
    expect((await at('2999-12-31')).statusCode).toBe(200);
    expect((await at('1899-12-31')).statusCode).toBe(400);
    expect((await at('3000-01-01')).statusCode).toBe(400);
  });
});

type Texts = Readonly<Record<Lang, string | undefined>>;

/** Texts of one option as the catalog gives them: label, description and each value's name. */
function optionTexts(where: string, spec: OptionSpec): [string, Texts][] {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, describeOption(spec, lang)]));
  const pick = (get: (d: ReturnType<typeof describeOption>) => string | undefined): Texts =>
    Object.fromEntries(LANGS.map((lang) => [lang, get(byLang[lang]!)])) as Texts;
  const values = 'valueLabels' in byLang.es! ? Object.keys(byLang.es.valueLabels ?? {}) : [];
  return [
    [`${where} label`, pick((d) => d.label)],
    [`${where} description`, pick((d) => d.description)],
    ...values.map((v): [string, Texts] => [
      `${where}=${v}`,
      pick((d) => ('valueLabels' in d ? d.valueLabels?.[v] : undefined)),
    ]),
  ];
}

/** Every text the API can answer with, named by where it is, in every language. */
function everyText(): [string, Texts][] {
  const all = (get: (lang: Lang) => string | undefined): Texts =>
    Object.fromEntries(LANGS.map((lang) => [lang, get(lang)])) as Texts;
  const out: [string, Texts][] = [];
  for (const country of COUNTRIES) {
    const at = country.code;
    out.push([`${at} country name`, all((lang) => country.name[lang])]);
    for (const g of country.generators) {
      out.push([`${at} generator ${g.name}`, all((lang) => g.label[lang])]);
      for (const spec of g.options) out.push(...optionTexts(`${at} ${g.name}.${spec.name}`, spec));
    }
    for (const t of country.fields.types) {
      out.push([`${at} field type ${t.type}`, all((lang) => t.label[lang])]);
      for (const spec of t.options) out.push(...optionTexts(`${at} ${t.type}.${spec.name}`, spec));
    }
  }
  for (const code of ERROR_CODES) out.push([`error ${code}`, all((lang) => ERROR_MESSAGES[code][lang])]);
  for (const code of REASON_CODES) out.push([`reason ${code}`, all((lang) => REASONS[code][lang])]);
  out.push(['expected suffix', all((lang) => EXPECTED_SUFFIX[lang]('X'))]);
  return out;
}

/**
 * Texts spelled the same in Spanish and Portuguese but not in English
 * (compared without a closing full stop). Any other pt text equal to its es
 * text is a forgotten translation, unless it is the same in all three
 * languages (acronyms, brands, format examples).
 */
const SAME_IN_ES_AND_PT = new Set([
  'México',
  'Documento mexicano (CURP, RFC, NSS)',
  'Internacional (+52)',
  'Estado',
  'Tipo de documento',
  'Marca',
  'Mínimo',
  'Máximo',
  'Desde',
  'Incremento',
  'Valores',
  'Pesos',
  'Valor',
  'Compacto',
  'Símbolos',
  'Internacional (+34)',
  'Código postal',
  'Sexo (H/M)',
  'Booleano',
  'Matrícula',
  'Número',
  'Incluir símbolos',
  'Identificador único (UUID)',
  'Valor constante',
  'Campo referenciado',
  // Portugal's labels: Portuguese terms a Spanish label keeps as they are.
  'Internacional (+351)',
  'Código postal (CP7)',
  'Concelho',
  'Matrícula portuguesa',
  'Sexo (M/F)',
]);

describe('texts in every language (docs/api.md, Countries)', () => {
  const texts = everyText();

  it('every generator, option, value, field type, error code and reason code has a text in every language', () => {
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.flatMap(([where, byLang]) =>
      LANGS.filter((lang) => !byLang[lang]?.trim()).map((lang) => `${lang} ${where}`),
    );
    expect(missing).toEqual([]);
  });

  it('Portuguese texts are translations, not Spanish or English copies left behind', () => {
    const untranslated = texts
      .filter(
        ([, { es, en, pt }]) =>
          pt === es && pt !== en && !SAME_IN_ES_AND_PT.has(pt?.replace(/\.$/, '') ?? ''),
      )
      .map(([where, { pt }]) => `${where}: ${pt}`);
    expect(untranslated).toEqual([]);
    const english = texts
      .filter(([, { es, en, pt }]) => pt === en && pt !== es)
      .map(([where, { pt }]) => `${where}: ${pt}`);
    expect(english).toEqual([]);
  });

  it('GET /api/v1/generators?lang=pt names generators, options and field types in Portuguese', async () => {
    const res = await app.inject({ url: '/api/v1/generators?lang=pt' });
    const data = res.json().data;
    const generator = (name: string) => data.generators.find((g: { name: string }) => g.name === name);
    expect(generator('phone').label).toBe('Número de telefone');
    expect(generator('phone').options[0]).toMatchObject({
      label: 'Tipo de linha',
      valueLabels: { movil: 'Telemóvel', fijo: 'Fixo' },
    });
    expect(generator('document').options[1].valueLabels.false).toMatch(/^Teste negativo/);
    const fieldType = (type: string) => data.bulk.fieldTypes.find((t: { type: string }) => t.type === type);
    expect(fieldType('direccion').label).toBe('Morada');
    expect(fieldType('telefono_movil').label).toBe('Telemóvel');
    expect(data.countries[0].name).toBe('Espanha');
    // Accept-Language negotiates the same catalog.
    for (const header of ['pt-PT', 'pt-BR,pt;q=0.9', 'en;q=0.5,pt;q=0.9']) {
      const negotiated = await app.inject({
        url: '/api/v1/generators',
        headers: { 'accept-language': header },
      });
      expect(negotiated.body, header).toBe(res.body);
    }
  });

  it('GET /api/v1/es/dni?lang=pt and Accept-Language: pt-PT report errors in Portuguese', async () => {
    for (const request of [
      { url: '/api/v1/es/dni?lang=pt' },
      { url: '/api/v1/es/dni', headers: { 'accept-language': 'pt-PT' } },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'UNKNOWN_GENERATOR',
        message: ERROR_MESSAGES.UNKNOWN_GENERATOR.pt,
      });
      expect(res.json().message).toMatch(/^Gerador desconhecido/);
    }
    const bad = await app.inject({ url: '/api/v1/es/document?sub=pasaporte&lang=pt' });
    expect(bad.json().message).toMatch(/^sub deve ser um de: «dni», «nie»/);
    expect(bad.json().message).toContain('enviou «pasaporte»');
  });

  it('a validation reason comes back in Portuguese, with the expected check letter', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/validate?lang=pt',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ value: '12345678A', kind: 'DNI' }),
    });
    expect(res.json().data).toMatchObject({
      valid: false,
      code: 'invalid_check_letter',
      reason: 'A letra de controlo não está correta. Esperava-se: Z.',
    });
  });
});
