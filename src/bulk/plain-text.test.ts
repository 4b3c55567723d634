import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/registry.js';
import type { OptionValues } from '../generators/options.js';
import { dataset } from '../index.js';
import { projectFile } from '../project-files.js';
import { PLAIN_TEXT_TYPES } from './plain-text.js';

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

describe('PLAIN_TEXT_TYPES', () => {
  describe.each(COUNTRIES.map((c) => [c.code, c] as const))('%s', (locale, country) => {
    it.each([...PLAIN_TEXT_TYPES])(
      '%s: no value holds a backslash, tab or line break, with any option',
      (type) => {
        // A type a country does not offer (Mexico's plates) has nothing to check there.
        if (!country.fields.byName.has(type)) return;
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
