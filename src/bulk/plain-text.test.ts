import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/registry.js';
import type { OptionValues } from '../generators/options.js';
import { dataset } from '../index.js';
import { projectFile } from '../project-files.js';

/** What COPY's text format would have to escape. */
const SPECIAL = /[\\\t\n\r]/;
const ROWS = 3000;

/** One option set per value of each enum and boolean option (others at their defaults). */
function optionSets(type: string, country: (typeof COUNTRIES)[number]): OptionValues[] {
  const sets: OptionValues[] = [{}];
  for (const option of country.fields.byName.get(type)!.options) {
    if (option.kind === 'enum') for (const value of option.values) sets.push({ [option.name]: value });
    if (option.kind === 'boolean') sets.push({ [option.name]: !option.default });
  }
  return sets;
}

/** The types whose text each country says is plain. */
const plainTypes = (country: (typeof COUNTRIES)[number]): string[] =>
  country.fields.types.filter((t) => t.plainText).map((t) => t.type);

describe('plain text types', () => {
  it('are the text types of formats and reference data, alike in every country', () => {
    const spain = plainTypes(COUNTRIES[0]!);
    expect(spain).toEqual(expect.arrayContaining(['nombre', 'documento', 'cp', 'iban', 'uuid', 'password']));
    expect(spain).not.toEqual(expect.arrayContaining(['lista']));
    for (const country of COUNTRIES)
      expect(plainTypes(country), country.code).toEqual(spain.filter((t) => country.fields.byName.has(t)));
  });

  describe.each(COUNTRIES.map((c) => [c.code, c] as const))('%s', (locale, country) => {
    it.each(plainTypes(country))(
      '%s: no value holds a backslash, tab or line break, with any option',
      (type) => {
        const found: string[] = [];
        for (const [s, options] of optionSets(type, country).entries()) {
          const prepared = dataset(
            {
              seed: `plain-${s}`,
              tables: [{ name: 't', count: ROWS, fields: [{ name: 'x', type, options, unique: false }] }],
            },
            { locale },
          );
          for (const [value] of prepared.tables[0]!.rows(0, ROWS))
            if (typeof value === 'string' && SPECIAL.test(value))
              found.push(`${JSON.stringify(options)}: ${value}`);
            else if (typeof value !== 'string') found.push(`${JSON.stringify(options)}: not text (${value})`);
        }
        expect(found).toEqual([]);
      },
    );
  });

  it('the reference data they are drawn from holds no backslash, tab or carriage return (so none escaped either)', () => {
    const folders = [
      'src/data',
      'src/data/generated',
      'src/countries/es/data',
      'src/countries/es/data/generated',
      'src/countries/pt/data',
      'src/countries/pt/data/generated',
    ];
    for (const folder of folders) {
      const dir = projectFile(folder);
      for (const file of readdirSync(dir).filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts')))
        expect(/[\\\t\r]/.test(readFileSync(join(dir, file), 'utf8')), `${folder}/${file}`).toBe(false);
    }
  });
});
