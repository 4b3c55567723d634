/**
 * Spain's address lines ("Calle Mayor 12, 3º B", "Carrer de les Oliveres,
 * 50", "Rúa da Igrexa 4", "Kale Nagusia, 54", "Eliza kalea 3"), split into
 * the street and the rest as every country's are (address-lines.ts):
 * - the street type is read in Castilian, Catalan, Galician or Basque
 *   (abbreviations too: C/, Avda., Pza., Pg.) and kept as written when the
 *   street stays in its language; when the row's fake place is in another
 *   language area, the type is written in that area's word for it;
 * - the street name becomes a real street name of that language (the
 *   common names of src/countries/es/data/street-forms.ts, the Castilian street list),
 *   picked by a keyed function of the folded name, so one street always
 *   gives one street; Basque puts the type after a noun ("Eliza kalea") and
 *   before an adjective ("Kale Nagusia");
 * - in the rest, a house or floor number gets another of as many digits,
 *   never a leading zero (0 stays 0: a ground floor); a door letter another
 *   letter (A-H stays in A-H); address words (piso, puerta, izda., bajo,
 *   esc...) stay; any other word is replaced as a word.
 */
import { STREETS } from '../../countries/es/data/generated/streets.js';
import { STREET_NAME_FORMS, STREET_TYPE_WORDS } from '../../countries/es/data/street-forms.js';
import type { StreetArea } from '../../countries/es/entities/streets.js';
import type { Permutations } from '../../pseudonym/feistel.js';
import { casePattern, fold, inCase } from '../names/fold.js';
import {
  AddressLineMapper,
  type AddressSyntax,
  hash,
  type ParsedStreet,
  type StreetType,
  type StreetWriter,
  streetKey,
} from './address-lines.js';

type Language = 'es' | 'ca' | 'gl' | 'eu';

const LANGUAGE_OF_AREA: Readonly<Record<StreetArea, Language>> = {
  es: 'es',
  ca: 'ca',
  va: 'ca',
  gl: 'gl',
  eu: 'eu',
};

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

let typeTable: ReadonlyMap<string, StreetType<Language>> | undefined;

/** Every type word of every language, folded; a word shared by languages counts as Castilian. */
function types(): ReadonlyMap<string, StreetType<Language>> {
  if (typeTable) return typeTable;
  const table = new Map<string, StreetType<Language>>();
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
const KEPT_WORDS: readonly string[] = [
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
].map((w) => fold(w));

/** The language of a street written without a type word it can be told by: its particles. */
function languageOfName(name: string, type: StreetType<Language> | undefined): Language {
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

const SYNTAX: AddressSyntax<Language> = {
  types,
  // The street ends at the first comma, number, "s/n" or "nº".
  streetEnd: /,|\s\d|\ss\/n|\snº|\sn\.º/i,
  leadingWord: /^\s*([\p{L}º]+)[./]?\s*/u,
  keptWords: KEPT_WORDS,
  restTokens: /\d+|\p{L}+/gu,
};

/** The street in the language of the row's place, or of the input when the row has none. */
class SpanishStreets implements StreetWriter<Language> {
  constructor(private readonly permutations: Permutations) {}

  write({ type, typeInfo: info, name }: ParsedStreet<Language>, area: StreetArea | undefined): string {
    const source = languageOfName(name, info);
    const target = area === undefined ? source : LANGUAGE_OF_AREA[area];
    const names = streetNames(target);
    const key = streetKey(name);
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
}

/** Spain's address lines: the row's place area (when it has one) chooses the street's language. */
export class AddressMapper extends AddressLineMapper<Language> {
  constructor(permutations: Permutations) {
    super(permutations, SYNTAX, new SpanishStreets(permutations));
  }
}
