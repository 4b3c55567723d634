/**
 * The classes names are permuted in, built once per country from its name
 * lists (the given names by sex and the surnames the generators draw from).
 *
 * - Whole given names ("María del Carmen", "José Antonio") fall in groups of
 *   one sex and one shape: the number of words, the particles between them,
 *   and the anchored words "María" and "Francisco" inside a compound (so
 *   "Mª Carmen" and "Fco. Javier" keep their abbreviation: an anchored word
 *   stays where it is). A listed name maps to a listed name of its group.
 * - Surnames with particles ("de la Fuente", "San Martín") likewise, in
 *   groups of the same particles.
 * - Single words, for names no list holds whole: given-name words by sex
 *   (female, male, or both when the less frequent sex bears it at least a
 *   tenth as often), and surname words.
 * Each group and class is ordered by bearers, and a name moves only within
 * its frequency band (the first 50, the next 450, ...). Everything is keyed
 * on the folded form (see fold.ts), and each key keeps the display form
 * most of its bearers have.
 */
import type { WeightedNames } from '../../data/types.js';
import { fold } from './fold.js';

/** Words kept as they are inside names, folded. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'i',
  'e',
  'da',
  'das',
  'do',
  'dos',
  'el',
  'al',
  'van',
  'von',
  'der',
  'den',
  'di',
  'du',
  'le',
  'ben',
  'san',
  'santa',
]);

/** Abbreviations of anchored words, folded and without dots. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  mª: 'maria',
  ma: 'maria',
  fco: 'francisco',
};

const ANCHORED: ReadonlySet<string> = new Set(Object.values(ABBREVIATIONS));

/** The folded key of a name token: abbreviations read as the word they stand for. */
export function tokenKey(token: string): string {
  const folded = fold(token);
  if (folded.length <= 4) {
    const expanded = ABBREVIATIONS[folded.replace(/\./g, '')];
    if (expanded !== undefined && (folded.includes('ª') || folded.includes('.') || folded === 'fco'))
      return expanded;
  }
  return folded;
}

/** Words of a class or group in frequency order, by display form, with their folded keys. */
export interface Ranked {
  readonly label: string;
  readonly display: readonly string[];
  readonly keys: readonly string[];
}

/** Where a key sits: its class or group and its rank there. */
export interface Place {
  readonly ranked: Ranked;
  readonly at: number;
}

export interface NameTables {
  /** Folded whole given name ("maria del carmen") -> its group. */
  readonly fullNames: ReadonlyMap<string, Place>;
  /** Folded given-name word -> its class (female, male or both). */
  readonly givenWords: ReadonlyMap<string, Place>;
  /** Folded surname with particles ("de la fuente") -> its group of the same particles. */
  readonly fullSurnames: ReadonlyMap<string, Place>;
  /** Folded surname word -> the surname class. */
  readonly surnameWords: ReadonlyMap<string, Place>;
  /**
   * Folded surname word no given name holds -> a class of those words only:
   * such a word inside a given name ("João Baptista") moves among them, so
   * it stays a real name and never lands on a given-name word's fake.
   */
  readonly surnameOnlyWords: ReadonlyMap<string, Place>;
}

/** Source lists: given names by sex and surnames, most borne first, with running totals. */
export interface NameLists {
  readonly label: string;
  readonly female: WeightedNames;
  readonly male: WeightedNames;
  readonly surnames: WeightedNames;
}

/** Share of the main sex's bearers the other must reach for a word to be of both. */
const BOTH_SEXES = 0.1;
const LETTERS = /^\p{L}+$/u;

const bearersAt = (list: WeightedNames, i: number): number =>
  (list.cumulative[i] as number) - (i === 0 ? 0 : (list.cumulative[i - 1] as number));

class Builder {
  private readonly members = new Map<string, { display: string[]; keys: string[]; weight: number[] }>();
  /** Key -> its class and its index there. */
  private readonly seen = new Map<string, [string, number]>();

  /** Adds `key` to class `label` once (the first, most borne, display form wins). */
  add(label: string, key: string, display: string, weight: number): void {
    const known = this.seen.get(key);
    if (known !== undefined) {
      const [knownLabel, index] = known;
      if (knownLabel === label) this.members.get(label)!.weight[index]! += weight;
      return;
    }
    let group = this.members.get(label);
    if (group === undefined) {
      group = { display: [], keys: [], weight: [] };
      this.members.set(label, group);
    }
    this.seen.set(key, [label, group.keys.length]);
    group.display.push(display);
    group.keys.push(key);
    group.weight.push(weight);
  }

  build(prefix: string): Map<string, Place> {
    const places = new Map<string, Place>();
    for (const [label, { display, keys, weight }] of this.members) {
      const order = keys.map((_, i) => i).sort((a, b) => (weight[b] as number) - (weight[a] as number));
      const ranked: Ranked = {
        label: `${prefix}:${label}`,
        display: order.map((i) => display[i] as string),
        keys: order.map((i) => keys[i] as string),
      };
      ranked.keys.forEach((key, at) => {
        places.set(key, { ranked, at });
      });
    }
    return places;
  }
}

/** The shape of a whole given name: "W del W", "maria W" (anchors only inside a compound). */
export function shapeOf(keys: readonly string[]): string {
  return keys
    .map((k) => (NAME_PARTICLES.has(k) ? k : keys.length > 1 && ANCHORED.has(k) ? k : 'W'))
    .join(' ');
}

const wordsOf = (name: string): string[] => name.split(' ').filter((w) => w !== '');

export function buildNameTables(lists: NameLists): NameTables {
  // Whole names: the sex with more bearers owns a name both lists hold.
  const sexOf = new Map<string, ['F' | 'M', number, string]>();
  for (const [sex, list] of [
    ['F', lists.female],
    ['M', lists.male],
  ] as const)
    list.names.forEach((name, i) => {
      const key = wordsOf(name).map(fold).join(' ');
      const bearers = bearersAt(list, i);
      const known = sexOf.get(key);
      if (known === undefined || known[1] < bearers) sexOf.set(key, [sex, bearers, name]);
    });
  const full = new Builder();
  for (const [key, [sex, bearers, display]] of sexOf)
    full.add(`${sex}|${shapeOf(key.split(' '))}`, key, display, bearers);

  // Given-name words, counted over every name they appear in.
  const counts = new Map<string, { f: number; m: number; display: string }>();
  for (const [sex, list] of [
    ['F', lists.female],
    ['M', lists.male],
  ] as const)
    list.names.forEach((name, i) => {
      for (const word of wordsOf(name)) {
        const key = fold(word);
        if (!LETTERS.test(word) || NAME_PARTICLES.has(key) || key.length < 2) continue;
        const entry = counts.get(key) ?? { f: 0, m: 0, display: word };
        if (sex === 'F') entry.f += bearersAt(list, i);
        else entry.m += bearersAt(list, i);
        counts.set(key, entry);
      }
    });
  const given = new Builder();
  for (const [key, { f, m, display }] of counts) {
    const cls = Math.min(f, m) >= BOTH_SEXES * Math.max(f, m) ? 'both' : f > m ? 'F' : 'M';
    given.add(cls, key, display, f + m);
  }

  const surname = new Builder();
  const surnameOnly = new Builder();
  const withParticles = new Builder();
  lists.surnames.names.forEach((name, i) => {
    const words = wordsOf(name);
    const keys = words.map(fold);
    if (words.length > 1 && keys.some((k) => NAME_PARTICLES.has(k)))
      withParticles.add(shapeOf(keys), keys.join(' '), name, bearersAt(lists.surnames, i));
    for (const word of words) {
      const key = fold(word);
      if (!LETTERS.test(word) || NAME_PARTICLES.has(key) || key.length < (words.length > 1 ? 3 : 2)) continue;
      surname.add('surname', key, word, bearersAt(lists.surnames, i));
      if (!counts.has(key)) surnameOnly.add('surname', key, word, bearersAt(lists.surnames, i));
    }
  });
  return {
    fullNames: full.build(`${lists.label}:nombre`),
    givenWords: given.build(`${lists.label}:palabra`),
    fullSurnames: withParticles.build(`${lists.label}:apellidos`),
    surnameWords: surname.build(`${lists.label}:apellido`),
    surnameOnlyWords: surnameOnly.build(`${lists.label}:apellido-en-nombre`),
  };
}
