/**
 * Given names and surnames (INE padrón, upper case without accents) turned
 * into display forms: the attested spelling from name_spellings.csv, else a
 * token-by-token composition of single-name spellings, else title case.
 */

import { type GeneratedFile, generatedModule } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

type Kind = 'given' | 'surname';

/** Lower case after the first word: prepositions, articles, conjunctions. */
const INNER_PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'DA', 'DAS', 'DO', 'DOS', 'Y', 'I', 'E']);
/** Lower case even as first word: prepositions ("de la Fuente", "da Silva"), as the spellings file writes them. */
const LEADING_PARTICLES = new Set(['DE', 'DEL', 'DA', 'DAS', 'DO', 'DOS']);

function capitalise(word: string): string {
  // Upper case at the start and after an apostrophe or hyphen: O'Brien, M'Hamed, Jean-Pierre.
  return word
    .toLowerCase()
    .replace(/(^|['’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function isParticle(token: string, index: number, kind: Kind): boolean {
  if (kind === 'given') return index > 0 && INNER_PARTICLES.has(token);
  return index === 0 ? LEADING_PARTICLES.has(token) : INNER_PARTICLES.has(token);
}

/** "DE LA FUENTE" -> "de la Fuente", "FRANCESC D'ASSIS" -> "Francesc d'Assis", "O'NEILL" -> "O'Neill". */
export function titleCase(key: string, kind: Kind): string {
  return key
    .split(' ')
    .map((token, i) => {
      if (isParticle(token, i, kind)) return token.toLowerCase();
      const word = capitalise(token);
      return i > 0 && /^D'./.test(token) ? `d${word.slice(1)}` : word;
    })
    .join(' ');
}

export class Speller {
  private readonly whole = new Map<string, string>();
  private readonly single = new Map<string, string>();

  constructor(
    rows: readonly CsvRow[],
    private readonly kind: Kind,
  ) {
    for (const r of rows) {
      if (r.kind !== kind) continue;
      this.whole.set(r.upper, r.written);
      if (!r.upper.includes(' ')) this.single.set(r.upper, r.written);
    }
  }

  display(key: string): string {
    const attested = this.whole.get(key);
    if (attested !== undefined) return attested;
    const tokens = key.split(' ');
    if (tokens.length > 1) {
      const parts = tokens.map((t, i) =>
        isParticle(t, i, this.kind) ? t.toLowerCase() : this.single.get(t),
      );
      if (parts.every((p) => p !== undefined)) return parts.join(' ');
    }
    return titleCase(key, this.kind);
  }
}

function cumulate(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => {
    total += w;
    return total;
  });
}

function count(cell: string, what: string): number {
  if (cell === '') return 0; // INE ".." (withheld, small)
  check(/^\d+$/.test(cell), `${what}: bad count '${cell}'`);
  return Number(cell);
}

function weightedNames(rows: readonly CsvRow[], speller: Speller) {
  const sorted = [...rows].sort(
    (a, b) => Number(b.frequency) - Number(a.frequency) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const names = sorted.map((r) => speller.display(r.name));
  check(new Set(names).size === names.length, 'two given-name keys share a display form');
  const weights = sorted.map((r) => count(r.frequency, r.name));
  check(
    weights.every((w) => w > 0),
    'given name with frequency 0',
  );
  const meanAges = sorted.map((r) => Number(r.mean_age));
  check(
    meanAges.every((a) => Number.isFinite(a) && a >= 0 && a <= 110),
    'given name with a bad mean_age',
  );
  return { names, cumulative: cumulate(weights), meanAges };
}

export function buildGivenNames(dir: string): GeneratedFile[] {
  const rows = readCsv(dir, 'given_names.csv');
  const speller = new Speller(readCsv(dir, 'name_spellings.csv'), 'given');
  const male = weightedNames(
    rows.filter((r) => r.sex === 'male'),
    speller,
  );
  const female = weightedNames(
    rows.filter((r) => r.sex === 'female'),
    speller,
  );
  check(male.names.length + female.names.length === rows.length, 'given_names.csv: unknown sex value');
  return generatedModule({
    path: 'src/countries/es/data/generated/given-names.ts',
    sources: ['given_names.csv', 'name_spellings.csv'],
    types: ['AgedNames'],
    notes: [
      `INE padrón 2021, all names with frequency >= 20: ${male.names.length} male, ${female.names.length} female,`,
      'by frequency descending; cumulative = running total of residents with that exact name;',
      'meanAges = mean age of those residents on 1 January 2021, as INE publishes it.',
    ],
    exports: [
      {
        name: 'givenNames',
        type: '{ readonly male: AgedNames; readonly female: AgedNames }',
        json: { male, female },
      },
    ],
  });
}

export function buildSurnames(dir: string): GeneratedFile[] {
  const speller = new Speller(readCsv(dir, 'name_spellings.csv'), 'surname');
  const rows = readCsv(dir, 'surnames.csv')
    .map((r) => ({
      key: r.surname,
      first: count(r.frequency_first, r.surname),
      second: count(r.frequency_second, r.surname),
    }))
    .filter((r) => r.first + r.second > 0)
    .sort((a, b) => b.first - a.first || b.second - a.second || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const names = rows.map((r) => speller.display(r.key));
  check(new Set(names).size === names.length, 'two surname keys share a display form');
  const table = {
    names,
    cumulativeFirst: cumulate(rows.map((r) => r.first)),
    cumulativeSecond: cumulate(rows.map((r) => r.second)),
  };
  return generatedModule({
    path: 'src/countries/es/data/generated/surnames.ts',
    sources: ['surnames.csv', 'name_spellings.csv'],
    types: ['SurnameTable'],
    notes: [
      `INE padrón 2021, ${names.length} surnames with >= 100 bearers as first surname, by that frequency descending.`,
      'A count INE withheld ("..") is 0: such a name repeats the previous cumulative value and is never drawn there.',
    ],
    exports: [{ name: 'surnames', type: 'SurnameTable', json: table }],
  });
}
