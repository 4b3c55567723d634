/**
 * Portugal's address lines ("Rua das Flores, 12, 3.º Esq.", "Av. 25 de
 * Abril n.º 4 - R/C Dto.", "Urbanização Quinta da Luz, Lote 5, cave"),
 * split into the street and the rest as every country's are
 * (address-lines.ts):
 * - the street type (Rua, Avenida/Av., Travessa/Tv., Largo, Praça/Pç.,
 *   Estrada, Alameda, Beco, Calçada, Caminho, Rotunda, Urbanização,
 *   Bairro, Quinta...) is kept as written;
 * - the street name becomes another of Portugal's common street names (the
 *   list the Portuguese generators draw from) that starts with the same
 *   particle ("da", "do", "das", "dos", "de", a date such as "25 de Abril",
 *   or none), so the particle still agrees with the name; picked by a keyed
 *   function of the folded name, so one street always gives one street,
 *   and never the input's own name;
 * - accents and case follow the input ("PRACA DA REPUBLICA" gives a name
 *   in capitals without accents);
 * - a name that starts with a date ("Rua 1.º de Maio 12") keeps its number
 *   in the name: the house number is the one after it.
 */
import { STREET_NAMES_PT } from '../../countries/pt/data/street-words.js';
import type { Permutations } from '../../pseudonym/feistel.js';
import { casePattern, dropsAccents, fold, inCase, stripAccents } from '../names/fold.js';
import {
  AddressLineMapper,
  type AddressSyntax,
  hash,
  type ParsedStreet,
  type StreetType,
  type StreetWriter,
  streetKey,
} from './address-lines.js';
import { ADDRESS_WORDS_PT, STREET_TYPES_PT } from './address-words-pt.js';

type Language = 'pt';

/** Each type word and abbreviation, folded without dots -> the type and its listed spelling. */
let typeTable: ReadonlyMap<string, StreetType<Language> & { readonly spelled: string }> | undefined;

function types(): NonNullable<typeof typeTable> {
  if (typeTable) return typeTable;
  const table = new Map<string, StreetType<Language> & { readonly spelled: string }>();
  for (const [category, abbreviations] of Object.entries(STREET_TYPES_PT))
    for (const spelled of [category, ...abbreviations])
      table.set(fold(spelled), { category, language: 'pt', spelled });
  typeTable = table;
  return table;
}

const KEPT = new Set(ADDRESS_WORDS_PT);

/** Type words in the rest ("Bairro X, Rua 3, 12") are address words too. */
const TYPE_WORDS = Object.entries(STREET_TYPES_PT).flatMap(([word, abbreviations]) => [
  word,
  ...abbreviations,
]);

const SYNTAX: AddressSyntax<Language> = {
  types,
  // The street ends at a comma, a dash before a number, a number that does
  // not start a date ("25 de Abril"), "s/n", "n.º", or a lot or block number.
  streetEnd:
    /\s*,|\s+[-–]\s*(?=\d)|\s(?=\d)(?![\d.ºª]*\s+de\s)|\s(?=s\/n\b)|\s(?=n\.?\s?º)|\s(?=(?:lote|lt|bloco|bl)\.?\s*\d)/iu,
  // "Av.", "Av.ª", "Avª", "Bº", "R.", "Pç.".
  leadingWord: /^\s*(\p{L}+(?:\.?[ºª])?)[./]?\s*/u,
  keptWords: [...ADDRESS_WORDS_PT, ...TYPE_WORDS],
  // "R/C" and "s/n" are one word each; "º" and "ª" stand alone ("3.ºEsq").
  restTokens: /\d+|[ºª]|\p{L}+(?:\/\p{L}+)*/gu,
};

const PARTICLES = new Set(['da', 'do', 'das', 'dos', 'de']);

/** The group a street name picks in: its leading particle, "date" for "25 de Abril", else "none". */
function groupOf(key: string): string {
  if (/^\d/.test(key)) return 'date';
  const first = key.split(' ', 1)[0] ?? '';
  return PARTICLES.has(first) ? first : 'none';
}

let groups: ReadonlyMap<string, readonly string[]> | undefined;

function namesOf(group: string): readonly string[] {
  if (!groups) {
    const byGroup = new Map<string, string[]>();
    for (const name of STREET_NAMES_PT) {
      const g = groupOf(streetKey(name));
      byGroup.set(g, [...(byGroup.get(g) ?? []), name]);
    }
    groups = byGroup;
  }
  return groups.get(group) ?? STREET_NAMES_PT;
}

let listedByKey: ReadonlyMap<string, string> | undefined;

/** The listed spelling of a street name the list holds ("da República" for "da Republica"). */
function listed(key: string): string | undefined {
  listedByKey ??= new Map(STREET_NAMES_PT.map((name) => [streetKey(name), name]));
  return listedByKey.get(key);
}

class PortugueseStreets implements StreetWriter<Language> {
  constructor(private readonly permutations: Permutations) {}

  write({ type, name }: Pick<ParsedStreet<Language>, 'type' | 'name'>): string {
    const key = streetKey(name);
    // A line that starts with a lot or block ("Lote 5, ...") has no street name to replace.
    if (type === undefined && KEPT.has(key.replace(/\./g, ''))) return name;
    // A place type inside the name ("Urbanização Quinta da Luz") stays, and what follows it changes.
    const inner = type === undefined ? undefined : SYNTAX.leadingWord.exec(name);
    if (inner && types().has(fold(inner[1] as string).replace(/\./g, '')) && inner[0].length < name.length)
      return `${type} ${this.write({ type: inner[0].trimEnd(), name: name.slice(inner[0].length) })}`;
    const group = groupOf(key);
    const names = namesOf(group);
    let at = this.permutations.get(`rua:pt:${group}`, names.length).apply(hash(key) % names.length);
    // Never the input's own name: a group of few names could give it back.
    if (names.length > 1 && streetKey(names[at] as string) === key) at = (at + 1) % names.length;
    let picked = names[at] as string;
    const typeWritten = type?.replace(/[^\p{L}]/gu, '') ?? '';
    const accentless = dropsAccents([
      { text: typeWritten, listed: type === undefined ? undefined : typeSpelling(type) },
      ...name
        .split(/\s+/)
        .filter((w) => w !== '')
        .map((text) => ({ text, listed: undefined })),
      { text: '', listed: listed(key) },
    ]);
    if (accentless) picked = stripAccents(picked);
    // The case of the type word, or of the name when there is none.
    const pattern = casePattern(typeWritten || name.replace(/[^\p{L}]/gu, '') || 'A');
    const written = pattern === 'title' ? picked : inCase(picked, pattern);
    return type === undefined ? written : `${type} ${written}`;
  }
}

/** The listed spelling of a type word as written ("Praca" -> "Praça", "Pc." -> "Pç"). */
function typeSpelling(type: string): string | undefined {
  const word = /^\s*(\p{L}+(?:\.?[ºª])?)/u.exec(type)?.[1];
  return word === undefined ? undefined : types().get(fold(word).replace(/\./g, ''))?.spelled;
}

/** Portugal's address lines (one language: a row's place changes nothing of the street). */
export class PortugueseAddressMapper extends AddressLineMapper<Language> {
  constructor(permutations: Permutations) {
    super(permutations, SYNTAX, new PortugueseStreets(permutations));
  }
}
