/**
 * Address lines ("Calle Mayor 12, 3º B", "Carrer de les Oliveres, 50",
 * "Rúa da Igrexa 4", "Kale Nagusia, 54", "Eliza kalea 3") split into the
 * street and the rest:
 * - the street type is read in Castilian, Catalan, Galician or Basque
 *   (abbreviations too: C/, Avda., Pza., Pg.) and kept as written when the
 *   street stays in its language; when the row's fake place is in another
 *   language area, the type is written in that area's word for it;
 * - the street name becomes a real street name of that language (the
 *   common names of src/data/street-forms.ts, the Castilian street list),
 *   picked by a keyed function of the folded name, so one street always
 *   gives one street; Basque puts the type after a noun ("Eliza kalea") and
 *   before an adjective ("Kale Nagusia");
 * - in the rest, a house or floor number gets another of as many digits,
 *   never a leading zero (0 stays 0: a ground floor); a door letter another
 *   letter (A-H stays in A-H); address words (piso, puerta, izda., bajo,
 *   esc...) stay; any other word is replaced as a word.
 */
import { STREETS } from '../../data/generated/streets.js';
import { STREET_NAME_FORMS, STREET_TYPE_WORDS } from '../../data/street-forms.js';
import type { StreetArea } from '../../generators/entities/streets.js';
import { Memo, type Permutations } from '../feistel.js';
import { WordMapper } from '../kinds/name-words.js';
import { casePattern, fold, inCase } from '../names/fold.js';

type Language = 'es' | 'ca' | 'gl' | 'eu';

const LANGUAGE_OF_AREA: Readonly<Record<StreetArea, Language>> = {
  es: 'es',
  ca: 'ca',
  va: 'ca',
  gl: 'gl',
  eu: 'eu',
};

interface StreetType {
  /** The Castilian type it stands for ("Calle"). */
  readonly category: string;
  readonly language: Language;
  /** Basque: written after the name ("Eliza kalea"). */
  readonly after?: boolean;
}

/** Castilian types and the usual abbreviations, by folded word (without dots or slashes). */
const ABBREVIATED: Readonly<Record<string, string>> = {
  c: 'Calle',
  cl: 'Calle',
  cll: 'Calle',
  avda: 'Avenida',
  av: 'Avenida',
  avd: 'Avenida',
  avgda: 'Avenida',
  pza: 'Plaza',
  plza: 'Plaza',
  pl: 'Plaza',
  pç: 'Plaza',
  po: 'Paseo',
  pº: 'Paseo',
  ps: 'Paseo',
  pso: 'Paseo',
  pg: 'Paseo',
  ctra: 'Carretera',
  cra: 'Carretera',
  cno: 'Camino',
  cm: 'Camino',
  trv: 'Travesía',
  trva: 'Travesía',
  urb: 'Urbanización',
  gta: 'Glorieta',
  rda: 'Ronda',
  r: 'Calle',
};

let typeTable: ReadonlyMap<string, StreetType> | undefined;

/** Every type word of every language, folded; a word shared by languages counts as Castilian. */
function types(): ReadonlyMap<string, StreetType> {
  if (typeTable) return typeTable;
  const table = new Map<string, StreetType>();
  for (const [category, word] of Object.entries(STREET_TYPE_WORDS.gl))
    table.set(fold(word), { category, language: 'gl' });
  for (const [category, word] of Object.entries(STREET_TYPE_WORDS.ca))
    table.set(fold(word), { category, language: 'ca' });
  for (const [category, [after, before]] of Object.entries(STREET_TYPE_WORDS.eu)) {
    table.set(fold(after), { category, language: 'eu', after: true });
    table.set(fold(before), { category, language: 'eu' });
  }
  for (const category of STREETS.types.names) table.set(fold(category), { category, language: 'es' });
  for (const [word, category] of Object.entries(ABBREVIATED))
    if (!table.has(word)) table.set(word, { category, language: 'es' });
  typeTable = table;
  return table;
}

/** Words of the rest of an address line that say where, not who: kept. */
const KEPT_WORDS = new Set(
  [
    'n',
    'no',
    'nº',
    'num',
    'numero',
    'piso',
    'planta',
    'pl',
    'puerta',
    'pta',
    'esc',
    'escalera',
    'portal',
    'bloque',
    'blq',
    'bl',
    'bajo',
    'bj',
    'bajos',
    'atico',
    'entresuelo',
    'entlo',
    'principal',
    'pral',
    'izq',
    'izda',
    'izquierda',
    'dcha',
    'dch',
    'der',
    'derecha',
    'centro',
    'ctro',
    'km',
    'sn',
    's',
    'bis',
    'local',
    'edificio',
    'edif',
    'urb',
    'pis',
    'porta',
    'esquerra',
    'dreta',
    'baixos',
    'baixo',
    'andar',
    'esq',
    'dto',
    'ezk',
    'eskuma',
    'ezkerra',
    'eskuina',
    'behea',
    'solairua',
    'atea',
    'zk',
  ].map((w) => fold(w)),
);

interface Parsed {
  readonly type: string | undefined;
  readonly typeInfo: StreetType | undefined;
  readonly name: string;
  /** Where the rest (numbers, floor, door) starts. */
  readonly restAt: number;
}

/** Street type and name, up to the first comma or number. */
function parse(value: string): Parsed {
  const cut = value.search(/,|\s\d|\ss\/n|\snº|\sn\.º/i);
  const restAt = cut < 0 ? value.length : cut;
  const street = value.slice(0, restAt);
  const first = /^\s*([\p{L}º]+)[./]?\s*/u.exec(street);
  const table = types();
  if (first) {
    const info = table.get(fold(first[1] as string));
    if (info !== undefined && !info.after && first[0].length < street.length)
      return { type: first[0].trimEnd(), typeInfo: info, name: street.slice(first[0].length), restAt };
  }
  const last = /\s([\p{L}]+)\s*$/u.exec(street);
  if (last) {
    const info = table.get(fold(last[1] as string));
    if (info?.after) return { type: last[1], typeInfo: info, name: street.slice(0, last.index), restAt };
  }
  return { type: undefined, typeInfo: undefined, name: street, restAt };
}

/** The language of a street written without a type word it can be told by: its particles. */
function languageOfName(name: string, type: StreetType | undefined): Language {
  if (type !== undefined && type.language !== 'es') return type.language;
  const words = fold(name).split(/[\s']+/);
  if (words.some((w) => w === 'da' || w === 'do' || w === 'das' || w === 'dos')) return 'gl';
  if (words.some((w) => w === 'les' || w === 'dels' || w === 'l' || w === 'd')) return 'ca';
  return 'es';
}

let namesByLanguage: Readonly<Record<Language, readonly string[]>> | undefined;

function streetNames(language: Language): readonly string[] {
  if (!namesByLanguage) {
    const forms = (lang: 'ca' | 'gl' | 'eu') =>
      Object.values(STREET_NAME_FORMS)
        .map((f) => f[lang])
        .filter((f): f is string => f !== undefined);
    namesByLanguage = { es: STREETS.names, ca: forms('ca'), gl: forms('gl'), eu: forms('eu') };
  }
  return namesByLanguage[language];
}

/** FNV-1a of a string: spreads a folded name over a table before the keyed permutation picks. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const DOOR_LETTERS = 'ABCDEFGH';

export class AddressMapper {
  private readonly words: WordMapper;
  /**
   * A memo per language area of the row's place (and one without a place),
   * keyed by the value alone: no key string is built per value.
   */
  private readonly memos = new Map<StreetArea | undefined, [Memo<string>, (value: string) => string]>();

  constructor(private readonly permutations: Permutations) {
    this.words = new WordMapper(permutations, [...KEPT_WORDS]);
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
    const { type, typeInfo, name, restAt } = parse(value);
    const source = languageOfName(name, typeInfo);
    const target = area === undefined ? source : LANGUAGE_OF_AREA[area];
    const street =
      name.trim() === '' && type === undefined ? '' : this.street(type, typeInfo, name, source, target);
    const lead = /^\s*/.exec(value)?.[0] ?? '';
    return lead + street + this.rest(value.slice(restAt));
  }

  private street(
    type: string | undefined,
    info: StreetType | undefined,
    name: string,
    source: Language,
    target: Language,
  ): string {
    const names = streetNames(target);
    const key = fold(name).replace(/\s+/g, ' ').trim();
    const picked = names[
      this.permutations.get(`calle:${target}`, names.length).apply(hash(key) % names.length)
    ] as string;
    // The case of the type word, or of the name when the type follows it (Basque) or is missing.
    const cased = type === undefined || info?.after ? name : type;
    const pattern = casePattern(cased.replace(/[^\p{L}]/gu, '') || 'A');
    const category = info?.category ?? 'Calle';
    if (target === 'eu') {
      const [after, before] =
        STREET_TYPE_WORDS.eu[category] ?? (STREET_TYPE_WORDS.eu.Calle as readonly [string, string]);
      const label = picked.startsWith('+') ? `${before} ${picked.slice(1)}` : `${picked} ${after}`;
      return pattern === 'title' ? label : inCase(label, pattern);
    }
    // The type as written when the street keeps its language; else the target's word for it.
    let typeWord: string | undefined = type;
    if (type !== undefined && target !== source) {
      const word =
        target === 'es' ? category : (STREET_TYPE_WORDS[target][category] ?? STREET_TYPE_WORDS[target].Calle);
      typeWord = pattern === 'title' ? word : inCase(word as string, pattern);
    }
    const written =
      pattern === 'upper' ? picked.toUpperCase() : pattern === 'lower' ? picked.toLowerCase() : picked;
    return typeWord === undefined ? written : `${typeWord} ${written}`;
  }

  /** Numbers, floor and door of the line's end, each replaced by one of its own sort. */
  private rest(rest: string): string {
    return rest.replace(/\d+|\p{L}+/gu, (token, offset: number) => {
      if (/^\d/.test(token)) return this.number(token);
      const folded = fold(token);
      if (KEPT_WORDS.has(folded)) return token;
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
