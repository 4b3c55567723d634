/**
 * The catalog names every option and every enum or boolean value in the
 * requested language, so forms need not show `sub`, `ok=false` or
 * `fmt=dotted`; date options give the days they accept.
 */
import { describe, expect, it } from 'vitest';
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
  it('every option has a label other than its name, and every enum or boolean value a name, in es and en', async () => {
    const missing: string[] = [];
    for (const lang of ['es', 'en']) {
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
