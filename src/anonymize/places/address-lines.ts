/**
 * What every country's address lines share: a line is a street (a type
 * word, when there is one, and a name) followed by the rest (numbers,
 * floor, door, building words). Each country gives its words as data
 * (`AddressSyntax`) and writes the fake street (`StreetWriter`); this file
 * splits the line and replaces the rest the same way for all:
 * - a house or floor number gets another of as many digits, never a
 *   leading zero (0 stays 0: a ground floor);
 * - a door letter gets another letter (A-H stays in A-H);
 * - the country's address words stay; any other word is replaced as a word.
 */
import type { StreetArea } from '../../countries/es/entities/streets.js';
import { Memo, type Permutations } from '../../pseudonym/feistel.js';
import { WordMapper } from '../kinds/name-words.js';
import { fold } from '../names/fold.js';

export interface StreetType<Language extends string = string> {
  /** The type it stands for, in the country's main language ("Calle", "Rua"). */
  readonly category: string;
  readonly language: Language;
  /** Written after the name (Basque: "Eliza kalea"). */
  readonly after?: boolean;
}

/** A country's address words and where its lines split. */
export interface AddressSyntax<Language extends string = string> {
  /** Street types by folded word, abbreviations without their dots ("avda", "avª"). */
  readonly types: () => ReadonlyMap<string, StreetType<Language>>;
  /** Where the street ends and the rest starts (the first match). */
  readonly streetEnd: RegExp;
  /** The line's first word, a type when `types` knows it: group 1 the word, the match up to the name. */
  readonly leadingWord: RegExp;
  /** Words of the rest that say where, not who (folded): kept. */
  readonly keptWords: readonly string[];
  /** The rest's tokens, numbers and words (global). */
  readonly restTokens: RegExp;
}

export interface ParsedStreet<Language extends string = string> {
  /** The type word as written, with its dot or slash ("Avda.", "C/"). */
  readonly type: string | undefined;
  readonly typeInfo: StreetType<Language> | undefined;
  readonly name: string;
  /** Where the rest (numbers, floor, door) starts. */
  readonly restAt: number;
}

/** Writes the fake street (type and name) of a parsed line, for the row's place area when a country has areas. */
export interface StreetWriter<Language extends string = string> {
  write(parsed: ParsedStreet<Language>, area: StreetArea | undefined): string;
}

/** Street type and name, up to where `syntax.streetEnd` says the rest starts. */
export function parseStreet<Language extends string>(
  value: string,
  syntax: AddressSyntax<Language>,
): ParsedStreet<Language> {
  const cut = value.search(syntax.streetEnd);
  const restAt = cut < 0 ? value.length : cut;
  const street = value.slice(0, restAt);
  const first = syntax.leadingWord.exec(street);
  const table = syntax.types();
  if (first) {
    const info = table.get(fold(first[1] as string).replace(/\./g, ''));
    if (info !== undefined && !info.after && first[0].length < street.length)
      return { type: first[0].trim(), typeInfo: info, name: street.slice(first[0].length), restAt };
  }
  const last = /\s([\p{L}]+)\s*$/u.exec(street);
  if (last) {
    const info = table.get(fold(last[1] as string));
    if (info?.after) return { type: last[1], typeInfo: info, name: street.slice(0, last.index), restAt };
  }
  return { type: undefined, typeInfo: undefined, name: street, restAt };
}

/** FNV-1a of a string: spreads a folded name over a table before the keyed permutation picks. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A street name's key: folded, single spaces. */
export const streetKey = (name: string): string => fold(name).replace(/\s+/g, ' ').trim();

const DOOR_LETTERS = 'ABCDEFGH';

export class AddressLineMapper<Language extends string = string> {
  private readonly words: WordMapper;
  private readonly kept: ReadonlySet<string>;
  /**
   * A memo per language area of the row's place (and one without a place),
   * keyed by the value alone: no key string is built per value.
   */
  private readonly memos = new Map<StreetArea | undefined, [Memo<string>, (value: string) => string]>();

  constructor(
    private readonly permutations: Permutations,
    private readonly syntax: AddressSyntax<Language>,
    private readonly writer: StreetWriter<Language>,
  ) {
    this.kept = new Set(syntax.keptWords.map((w) => fold(w)));
    this.words = new WordMapper(permutations, [...this.kept]);
  }

  replace(value: string, area?: StreetArea): string {
    let entry = this.memos.get(area);
    if (entry === undefined) {
      entry = [new Memo<string>(), (text) => this.compute(text, area)];
      this.memos.set(area, entry);
    }
    return entry[0].get(value, entry[1]);
  }

  private compute(value: string, area: StreetArea | undefined): string {
    const parsed = parseStreet(value, this.syntax);
    const street =
      parsed.name.trim() === '' && parsed.type === undefined ? '' : this.writer.write(parsed, area);
    const lead = /^\s*/.exec(value)?.[0] ?? '';
    return lead + street + this.rest(value.slice(parsed.restAt));
  }

  /** A word of the rest kept: an address word, or words of them joined by a slash ("R/C"). */
  private keeps(token: string): boolean {
    const folded = fold(token);
    return (
      this.kept.has(folded) || (folded.includes('/') && folded.split('/').every((w) => this.kept.has(w)))
    );
  }

  /** Numbers, floor and door of the line's end, each replaced by one of its own sort. */
  private rest(rest: string): string {
    return rest.replace(this.syntax.restTokens, (token, offset: number) => {
      if (/^\d/.test(token)) return this.number(token);
      if (this.keeps(token)) return token;
      // "2a", "1r", "3o": a lower-case letter right after a number is an ordinal ending.
      if (token.length === 1 && /\d/.test(rest[offset - 1] ?? '') && token === token.toLowerCase())
        return token;
      if (token.length === 1) return this.letter(token, rest[offset - 1] === '/');
      return this.words.text(token);
    });
  }

  /** Another number of as many digits (a leading zero dropped), never 0 unless it was 0. */
  private number(digits: string): string {
    const n = Number(digits);
    if (n === 0) return '0';
    const width = String(n).length;
    const low = 10 ** (width - 1);
    const size = 9 * low;
    return String(low + this.permutations.get('portal', size).apply(n - low));
  }

  private letter(letter: string, afterSlash: boolean): string {
    // "s/n": the n is the "sin número" abbreviation.
    if (afterSlash) return letter;
    const upper = letter.toUpperCase();
    const inDoors = DOOR_LETTERS.includes(upper);
    const alphabet = inDoors ? DOOR_LETTERS : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const at = alphabet.indexOf(upper);
    if (at < 0) return letter;
    const moved = alphabet[
      this.permutations.get(`puerta:${alphabet.length}`, alphabet.length).apply(at)
    ] as string;
    return letter === upper ? moved : moved.toLowerCase();
  }
}
