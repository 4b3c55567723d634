/**
 * Portuguese given names (newborns registered 2015-2017, IRN) and surnames
 * (the SPIE top 10 with their shares, then Faker's list of common ones).
 * Sources: the shared data directory's `pt/` README.
 */

import { join } from 'node:path';
import { columns, type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

const OUT = 'src/countries/pt/data/generated';

/**
 * Names registered fewer than 5 times in three years are mostly one-off
 * spellings and foreign names (5,858 occur once); the source README suggests
 * this cut-off for realistic output.
 */
const MIN_BIRTHS = 5;

function cumulate(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => {
    total += w;
    return total;
  });
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function weightedGiven(rows: readonly CsvRow[]) {
  const kept = rows
    .map((r) => ({ name: r.name, births: Number(r.births_total) }))
    .filter((r) => r.births >= MIN_BIRTHS)
    .sort((a, b) => b.births - a.births || byName(a.name, b.name));
  check(new Set(kept.map((r) => r.name)).size === kept.length, 'given_names.csv: a name twice for one sex');
  return { names: kept.map((r) => r.name), cumulative: cumulate(kept.map((r) => r.births)) };
}

function buildGiven(pt: string): GeneratedFile[] {
  const rows = readCsv(pt, 'given_names.csv');
  for (const r of rows) check(/^\d+$/.test(r.births_total), `given_names.csv: births of ${r.name}`);
  const male = weightedGiven(rows.filter((r) => r.sex === 'male'));
  const female = weightedGiven(rows.filter((r) => r.sex === 'female'));
  check(
    rows.every((r) => r.sex === 'male' || r.sex === 'female'),
    'given_names.csv: unknown sex value',
  );
  return generatedModule({
    path: `${OUT}/given-names.ts`,
    sources: ['pt/given_names.csv'],
    types: ['WeightedNamesPt'],
    notes: [
      `First given names of babies registered in 2015-2017 (IRN), births_total >= ${MIN_BIRTHS}:`,
      `${male.names.length} male, ${female.names.length} female, by births descending; cumulative = running births.`,
    ],
    exports: [
      {
        name: 'GIVEN_NAMES_PT',
        type: '{ readonly male: WeightedNamesPt; readonly female: WeightedNamesPt }',
        value: `{\n  male: ${columns(male, '  ').trimStart()},\n  female: ${columns(female, '  ').trimStart()},\n}`,
      },
    ],
  });
}

/**
 * The single-word names under the cut-off, for recognising a given name in
 * data to pseudonymize (never drawn): an older generation's names
 * ("Conceição", "Arminda", "Belmiro") are rare among newborns but common in
 * the data people bring. Compounds stay out: a rare "Maria Silva" would read
 * a surname as part of the given name.
 */
function rareGiven(rows: readonly CsvRow[]) {
  const rare = rows
    .map((r) => ({ name: r.name, births: Number(r.births_total) }))
    .filter((r) => r.births < MIN_BIRTHS && r.births > 0 && !r.name.includes(' '))
    .sort((a, b) => b.births - a.births || byName(a.name, b.name));
  return { names: rare.map((r) => r.name), cumulative: cumulate(rare.map((r) => r.births)) };
}

function buildRareGiven(pt: string): GeneratedFile[] {
  const rows = readCsv(pt, 'given_names.csv');
  const male = rareGiven(rows.filter((r) => r.sex === 'male'));
  const female = rareGiven(rows.filter((r) => r.sex === 'female'));
  return generatedModule({
    path: `${OUT}/rare-given-names.ts`,
    sources: ['pt/given_names.csv'],
    types: ['WeightedNamesPt'],
    notes: [
      `Single-word given names registered 1 to ${MIN_BIRTHS - 1} times in 2015-2017 (IRN), for recognising names only:`,
      `${male.names.length} male, ${female.names.length} female, by births descending; cumulative = running births.`,
    ],
    exports: [
      {
        name: 'RARE_GIVEN_NAMES_PT',
        type: '{ readonly male: WeightedNamesPt; readonly female: WeightedNamesPt }',
        value: `{\n  male: ${columns(male, '  ').trimStart()},\n  female: ${columns(female, '  ').trimStart()},\n}`,
      },
    ],
  });
}

/**
 * Surname weights for one surname slot of a name (a person here has two:
 * mother's, then father's).
 *
 * SPIE gives, for the ten commonest surnames only, the share of people who
 * bear each among any of their surnames (Silva 9.44 %). A person drawn with
 * two independent slots bears a surname with about twice its per-slot
 * chance, so each of the ten gets half its SPIE share per slot (Silva
 * 4.72 %; together 22.83 %). The remaining 77.17 % is spread evenly over the
 * other surnames of Faker's pt_PT list of common surnames (86): about
 * 0.9 % each, below the tenth's 1.475 %, so the order stays that of SPIE.
 * No open frequency list goes further (source README, "What is missing"), so
 * an even spread invents no ranking. The Wikipedia list (879) is left out:
 * it has rare, Brazilian and noble surnames with no weight to tell them apart.
 *
 * Integer weights: multiplying every probability by 200 * 100 * (size of the
 * rest) makes top-10 weights = share (in hundredths of a percent) * rest and
 * each other = 20,000 - sum of the top-10 shares in hundredths.
 */
function surnameWeights(top: readonly { share: number }[], rest: number): { top: number[]; other: number } {
  const hundredths = top.map((t) => Math.round(t.share * 100));
  const sum = hundredths.reduce((a, b) => a + b, 0);
  check(sum < 20_000, 'surnames.csv: top-10 shares above 200 %');
  return { top: hundredths.map((h) => h * rest), other: 20_000 - sum };
}

function buildSurnames(pt: string): GeneratedFile[] {
  const rows = readCsv(pt, 'surnames.csv');
  const top = rows
    .filter((r) => r.spie_share_pct !== '')
    .map((r) => ({ name: r.surname, share: Number(r.spie_share_pct), rank: Number(r.spie_rank) }))
    .sort((a, b) => a.rank - b.rank);
  check(top.length === 10, `surnames.csv: ${top.length} SPIE shares, expected 10`);
  check(
    top.every((t, i) => t.rank === i + 1 && t.share > 0),
    'surnames.csv: SPIE ranks or shares',
  );
  const topNames = new Set(top.map((t) => t.name));
  const rest = rows
    .filter((r) => r.in_faker_pt_PT === '1' && !topNames.has(r.surname))
    .map((r) => r.surname)
    .sort((a, b) => a.localeCompare(b, 'pt'));
  check(rest.length > 0, 'surnames.csv: no Faker surname beyond the top 10');
  const weights = surnameWeights(top, rest.length);
  const table = {
    names: [...top.map((t) => t.name), ...rest],
    cumulative: cumulate([...weights.top, ...rest.map(() => weights.other)]),
  };
  return generatedModule({
    path: `${OUT}/surnames.ts`,
    sources: ['pt/surnames.csv'],
    types: ['WeightedNamesPt'],
    notes: [
      'Per surname slot: the SPIE top 10 with half their population share each, then the',
      `${rest.length} other Faker pt_PT surnames with equal weights (scripts/data/pt-names.ts says why).`,
    ],
    exports: [{ name: 'SURNAMES_PT', type: 'WeightedNamesPt', value: columns(table) }],
  });
}

export function buildPtNames(sourceDir: string): GeneratedFile[] {
  const pt = join(sourceDir, 'pt');
  return [...buildGiven(pt), ...buildRareGiven(pt), ...buildSurnames(pt)];
}
