/**
 * Names word by word. Every word of the INE given-name and surname lists
 * belongs to one class, and a keyed permutation of each class maps a word
 * to another word of the same class:
 * - given-name words by sex: female, male, or both when the less frequent
 *   sex still bears it at least a tenth as often ("María", "José", "Jesús",
 *   common in compound names of either sex);
 * - surname words that are not given names;
 * - words of street names that are neither (for address lines).
 * Inside a class, words move only among words of similar frequency.
 * A word without its accents ("JOSE", "Munoz") is looked up in classes of
 * accent-free forms of its own, so the output is accent-free too. Case is
 * kept (Title, UPPER, lower). Particles ("de", "la", "y"...) and any words
 * a caller keeps (street types) stay; other words are scrambled letter by
 * letter, walking past every listed or kept word, and digit runs digit by
 * digit. Each class is permuted onto itself and separators stay where they
 * are, so distinct texts give distinct texts.
 */
import { givenNames } from '../../countries/es/data/generated/given-names.js';
import { STREETS } from '../../countries/es/data/generated/streets.js';
import { surnames } from '../../countries/es/data/generated/surnames.js';
import { Memo, type Permutations } from '../../pseudonym/feistel.js';
import { scramble } from '../../pseudonym/scramble.js';

export const PARTICLES: readonly string[] = [
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'i',
  'e',
  'da',
  'do',
  'dos',
];

const CLASS_NAMES = ['female', 'male', 'both', 'surname', 'street'] as const;
/** Share of the main sex's bearers the other must reach for a word to be of both. */
const BOTH_SEXES = 0.1;
const WORD = /^\p{L}+$/u;

const titleCase = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
const stripAccents = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

interface WordTables {
  /** Words of each class: exact forms first (ids 0-4), then accent-free forms (ids 5-9). */
  readonly classes: readonly string[][];
  /** Title-case word -> class id * 2^20 + index in its class. */
  readonly index: ReadonlyMap<string, number>;
}

let tables: WordTables | undefined;

/** Bearers of a word: [as female given name, as male given name, as first surname]. */
type Bearers = [number, number, number];

function addCounts(
  counts: Map<string, Bearers>,
  names: readonly string[],
  cumulative: readonly number[],
  as: 0 | 1 | 2,
): void {
  let previous = 0;
  names.forEach((name, i) => {
    const bearers = (cumulative[i] as number) - previous;
    previous = cumulative[i] as number;
    for (const word of listedWords(name)) {
      const entry = counts.get(word) ?? [0, 0, 0];
      entry[as] += bearers;
      counts.set(word, entry);
    }
  });
}

/** The words of a list entry that can be classed: letters only, in title case, not particles. */
const listedWords = (entry: string): string[] =>
  entry.split(' ').filter((w) => WORD.test(w) && w === titleCase(w) && !PARTICLES.includes(w.toLowerCase()));

/**
 * Words are permuted inside bands of similar frequency (the first 50 of a
 * class, the next 450, ...), so a common name becomes a common name and a
 * rare one a rare one, as in the extract.
 */
const BAND_ENDS = [50, 500, 5000];

function wordTables(): WordTables {
  if (tables) return tables;
  const counts = new Map<string, Bearers>();
  const { female, male } = givenNames();
  addCounts(counts, female.names, female.cumulative, 0);
  addCounts(counts, male.names, male.cumulative, 1);
  addCounts(counts, surnames().names, surnames().cumulativeFirst, 2);
  const classes: string[][] = Array.from({ length: 2 * CLASS_NAMES.length }, () => []);
  const index = new Map<string, number>();
  const add = (word: string, cls: number) => {
    if (index.has(word)) return;
    index.set(word, cls * 2 ** 20 + classes[cls]!.length);
    classes[cls]!.push(word);
  };
  const total = ([f, m, s]: Bearers) => f + m + s;
  for (const [word, [f, m, s]] of [...counts].sort((a, b) => total(b[1]) - total(a[1]))) {
    // A word is a surname when more people bear it so than as a given name ("García", not "Martín").
    if (s > f + m) add(word, 3);
    else add(word, Math.min(f, m) >= BOTH_SEXES * Math.max(f, m) ? 2 : f > m ? 0 : 1);
  }
  for (const name of STREETS.names) for (const word of listedWords(name)) add(word, 4);
  for (let cls = 0; cls < CLASS_NAMES.length; cls++)
    for (const word of [...classes[cls]!]) {
      const plain = stripAccents(word);
      if (plain !== word && WORD.test(plain)) add(plain, cls + CLASS_NAMES.length);
    }
  tables = { classes, index };
  return tables;
}

/** The band of position `at` in a class of `size` words: [start, end). */
function bandOf(at: number, size: number): [number, number] {
  let start = 0;
  for (const end of BAND_ENDS) {
    if (at < end) return [start, Math.min(end, size)];
    start = end;
  }
  return [start, size];
}

type CasePattern = 'title' | 'upper' | 'lower' | 'mixed';

function casePattern(word: string): CasePattern {
  if (word === titleCase(word)) return 'title';
  if (word === word.toUpperCase()) return 'upper';
  if (word === word.toLowerCase()) return 'lower';
  return 'mixed';
}

const inCase = (word: string, pattern: CasePattern): string =>
  pattern === 'upper' ? word.toUpperCase() : pattern === 'lower' ? word.toLowerCase() : word;

const TOKEN = /\p{L}+|\d+/gu;

export class WordMapper {
  private readonly tables = wordTables();
  private readonly kept: ReadonlySet<string>;

  constructor(
    private readonly permutations: Permutations,
    kept: readonly string[] = [],
  ) {
    this.kept = new Set([...PARTICLES, ...kept].map((w) => w.toLowerCase()));
  }

  /** True when `word` is one the mapper does not scramble: listed (in a plain case) or kept. */
  private isNamed = (word: string): boolean =>
    this.kept.has(word.toLowerCase()) ||
    (casePattern(word) !== 'mixed' && this.tables.index.has(titleCase(word)));

  private notNamed = (word: string): boolean => !this.isNamed(word);

  /** The word at `at` in class `cls` moved within its frequency band (memoized by word above). */
  private classImage(cls: number, at: number): string {
    const words = this.tables.classes[cls]!;
    const [start, end] = bandOf(at, words.length);
    const moved = this.permutations.get(`palabras:${cls}`, end - start).apply(at - start);
    return words[start + moved]!;
  }

  private readonly memo = new Memo<string>();
  private readonly replaceWord = (word: string): string => this.memo.get(word, this.computeWord);
  private readonly replaceNumber = (digits: string): string => this.memo.get(digits, this.computeNumber);
  private readonly computeNumber = (digits: string): string => scramble(this.permutations, 'numero', digits);
  private readonly computeWord = (word: string): string => this.word(word);

  word(word: string): string {
    if (this.kept.has(word.toLowerCase())) return word;
    const pattern = casePattern(word);
    const found = pattern === 'mixed' ? undefined : this.tables.index.get(titleCase(word));
    if (found === undefined) return scramble(this.permutations, 'palabra', word, this.notNamed);
    const cls = Math.floor(found / 2 ** 20);
    return inCase(this.classImage(cls, found - cls * 2 ** 20), pattern);
  }

  private readonly texts = new Memo<string>();
  private readonly computeText = (text: string): string =>
    text.replace(TOKEN, (token) =>
      token.charCodeAt(0) <= 57 ? this.replaceNumber(token) : this.replaceWord(token),
    );

  /** Every word and digit run of `text` replaced; everything between them kept. */
  text(text: string): string {
    // Whole values repeat too ("María", "García López"): they are memoized as such.
    return this.texts.get(text, this.computeText);
  }
}
