/**
 * Mexican given names (by sex, with the mean age of their bearers) and
 * surnames (as first and second surname) from the datamx.io sample of about
 * a million adults. The sample's keys are upper case without accents; the
 * written forms come from the shared spellings file, as Spain's do.
 * Sources: the shared data directory's `mx/` README.
 */

import { join } from 'node:path';
import { type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';
import { Speller } from './names.js';

const OUT = 'src/countries/mx/data/generated';

function cumulate(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => {
    total += w;
    return total;
  });
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Names cut by a fixed-width field ("FRANCISCO JAV") or abbreviated
 * ("MA GUADALUPE", "J JESUS") are left out: the source README flags both.
 * The spellings file writes some keys without their particle as the full
 * name ("MARIA CARMEN" -> "María del Carmen"); such a key and the key with
 * the particle are one name, so their bearers are summed and their mean
 * ages averaged by bearers (24 pairs).
 */
function givenOfSex(rows: readonly CsvRow[], speller: Speller) {
  const byName = new Map<string, { name: string; frequency: number; ageSum: number }>();
  for (const r of rows) {
    if (r.suspect_truncated !== '0' || r.abbreviated !== '0') continue;
    const frequency = Number(r.frequency);
    const meanAge = Number(r.mean_age);
    check(Number.isInteger(frequency) && frequency > 0, `given_names.csv: frequency of ${r.name}`);
    check(meanAge > 0 && meanAge < 110, `given_names.csv: mean age of ${r.name}`);
    check(/^[A-ZÑ-]+( [A-ZÑ-]+)*$/.test(r.name), `given_names.csv: key ${r.name}`);
    const name = speller.display(r.name);
    const entry = byName.get(name) ?? { name, frequency: 0, ageSum: 0 };
    entry.frequency += frequency;
    entry.ageSum += frequency * meanAge;
    byName.set(name, entry);
  }
  const kept = [...byName.values()].sort((a, b) => b.frequency - a.frequency || byText(a.name, b.name));
  return {
    names: kept.map((r) => r.name),
    cumulative: cumulate(kept.map((r) => r.frequency)),
    meanAges: kept.map((r) => Math.round((r.ageSum / r.frequency) * 10) / 10),
  };
}

function buildGiven(mx: string, spellings: readonly CsvRow[]): GeneratedFile[] {
  const rows = readCsv(mx, 'given_names.csv');
  check(
    rows.every((r) => r.sex === 'male' || r.sex === 'female'),
    'given_names.csv: unknown sex value',
  );
  const speller = new Speller(spellings, 'given');
  const male = givenOfSex(
    rows.filter((r) => r.sex === 'male'),
    speller,
  );
  const female = givenOfSex(
    rows.filter((r) => r.sex === 'female'),
    speller,
  );
  return generatedModule({
    path: `${OUT}/given-names.ts`,
    sources: ['mx/given_names.csv', 'name_spellings.csv'],
    types: ['AgedNamesMx'],
    notes: [
      'datamx.io sample of adults (indicative: 60 % women, provenance undocumented), truncated and',
      `abbreviated names left out: ${male.names.length} male, ${female.names.length} female, by frequency descending;`,
      'meanAges = mean age of the bearers in the sample, one decimal.',
    ],
    exports: [
      {
        name: 'givenNamesMx',
        type: '{ readonly male: AgedNamesMx; readonly female: AgedNamesMx }',
        json: { male, female },
      },
    ],
  });
}

function buildSurnames(mx: string, spellings: readonly CsvRow[]): GeneratedFile[] {
  const speller = new Speller(spellings, 'surname');
  const rows = readCsv(mx, 'surnames.csv')
    .map((r) => ({
      key: r.surname,
      first: Number(r.frequency_first),
      second: Number(r.frequency_second),
    }))
    .filter((r) => r.first + r.second > 0)
    .sort((a, b) => b.first - a.first || b.second - a.second || byText(a.key, b.key));
  for (const r of rows) {
    check(Number.isInteger(r.first) && Number.isInteger(r.second), `surnames.csv: counts of ${r.key}`);
    check(/^[A-ZÑ]+( [A-ZÑ]+)*$/.test(r.key), `surnames.csv: key ${r.key}`);
  }
  const names = rows.map((r) => speller.display(r.key));
  check(new Set(names).size === names.length, 'surnames.csv: two keys share a written form');
  const table = {
    names,
    cumulativeFirst: cumulate(rows.map((r) => r.first)),
    cumulativeSecond: cumulate(rows.map((r) => r.second)),
  };
  return generatedModule({
    path: `${OUT}/surnames.ts`,
    sources: ['mx/surnames.csv', 'name_spellings.csv'],
    types: ['SurnamesMx'],
    notes: [
      `${names.length} surnames of the same sample, by frequency as first surname descending;`,
      'paternal surnames are drawn by frequencyFirst, maternal ones by frequencySecond.',
    ],
    exports: [{ name: 'surnamesMx', type: 'SurnamesMx', json: table }],
  });
}

export function buildMxNames(sourceDir: string): GeneratedFile[] {
  const spellings = readCsv(sourceDir, 'name_spellings.csv');
  const mx = join(sourceDir, 'mx');
  return [...buildGiven(mx, spellings), ...buildSurnames(mx, spellings)];
}
