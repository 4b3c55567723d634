/**
 * The letters a CURP and an RFC take from a person's name, and the RFC's
 * homoclave, by the public rules:
 *
 * - CURP: RENAPO, "Instructivo Normativo para la Asignación de la Clave
 *   Única de Registro de Población" (DOF 2006, 2018): first letter and first
 *   internal vowel of the paternal surname, first letter of the maternal one
 *   (X without one), first letter of the given name; with a compound given
 *   name whose first word is José or María (or their abbreviations), the
 *   second word; prepositions, conjunctions and contractions (de, del, la,
 *   los, y, mc, van, von...) skipped; Ñ written X; a listed inconvenient
 *   word has its second letter replaced by X (Anexo 2); positions 14-16 are
 *   the first internal consonant of each name.
 * - RFC of a natural person: SAT's rules (published through the IFAI
 *   request 0610100135506, "Algoritmo para generar el RFC con homoclave para
 *   personas físicas y morales"): the same four letters, except a paternal
 *   surname of one or two letters (then first letter of each surname and the
 *   first two of the given name); a listed inconvenient word has its last
 *   letter replaced by X; the homoclave comes from the whole name through
 *   the document's tables 1 and 2.
 */

export const VOWELS = 'AEIOU';

/** RENAPO's particles, skipped in surnames and given names. */
const CURP_PARTICLES = new Set([
  'DA',
  'DAS',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DD',
  'EL',
  'LA',
  'LOS',
  'LAS',
  'LE',
  'LES',
  'MAC',
  'MC',
  'VAN',
  'VON',
  'Y',
]);

/** SAT's particles for the RFC. */
const RFC_PARTICLES = new Set(['DE', 'LA', 'LAS', 'MC', 'VON', 'DEL', 'LOS', 'Y', 'MAC', 'VAN', 'MI']);

/** First given names passed over when another follows (José, María and their abbreviations). */
const COMMON_FIRST = new Set(['JOSE', 'J', 'MARIA', 'MA', 'M']);

/** RENAPO's Anexo 2: four-letter words a CURP may not begin with. */
export const CURP_WORDS: ReadonlySet<string> = new Set(
  (
    'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA ' +
    'GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO ' +
    'LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO ' +
    'PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'
  ).split(' '),
);

/** SAT's list of inconvenient words for the RFC's four letters. */
export const RFC_WORDS: ReadonlySet<string> = new Set(
  (
    'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA KAGO ' +
    'KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN ' +
    'BATO BOFE COGI COLA FALO FOCA GATA GETA GUEI JETA KOGI KOJA KOJE KOJI KACA KOLA LILO LOBA LOCA LOKA LOKO ' +
    'LORA LORO LOCO MALA MAMA MIAR MOKO MULO NACA NACO PIPI PITO POPO ROBA ROBE ROBO SAPO SENO SOPE TETA VACA ' +
    'VAGA VAGO VUEI VUEY WUEI WUEY'
  ).split(' '),
);

/** Upper-case letters of the Latin-1 and Latin Extended-A letters names use, accents dropped, Ñ kept. */
const LATIN_UPPER: ReadonlyMap<number, string> = (() => {
  const map = new Map<number, string>();
  const groups: [string, string][] = [
    ['A', 'ÁÀÂÄÃÅáàâäãå'],
    ['E', 'ÉÈÊËéèêë'],
    ['I', 'ÍÌÎÏíìîï'],
    ['O', 'ÓÒÔÖÕóòôöõ'],
    ['U', 'ÚÙÛÜúùûü'],
    ['C', 'Çç'],
    ['Y', 'Ýýÿ'],
    ['Ñ', 'Ññ'],
  ];
  for (const [upper, letters] of groups) for (const c of letters) map.set(c.charCodeAt(0), upper);
  return map;
})();

/**
 * A name as the registers key it: upper case, accents and diaeresis
 * dropped (Ñ kept), any other sign a space, blanks collapsed. One pass over
 * character codes (this runs for every CURP and RFC); text with characters
 * outside the table goes through Unicode decomposition.
 */
export function nameKey(text: string): string {
  let key = '';
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let letter: string | undefined;
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 38) letter = text[i];
    else if (c >= 97 && c <= 122) letter = String.fromCharCode(c - 32);
    else if (c >= 0xc0) {
      letter = LATIN_UPPER.get(c);
      if (letter === undefined && c > 0x17f) return slowKey(text);
    }
    if (letter === undefined) {
      space = key.length > 0;
      continue;
    }
    if (space) key += ' ';
    key += letter;
    space = false;
  }
  return key;
}

function slowKey(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-ZÑ&0-9]+/g, ' ')
    .trim();
}

/** The words of a name without `particles`; the name itself when nothing else is left. */
function significant(key: string, particles: ReadonlySet<string>): string[] {
  const words = key.split(' ').filter((w) => w !== '');
  const kept = words.filter((w) => !particles.has(w));
  return kept.length > 0 ? kept : words;
}

/** The given name the letters are read from: the second when the first is José or María. */
function givenWord(key: string, particles: ReadonlySet<string>): string {
  const words = significant(key, particles);
  return words.length > 1 && COMMON_FIRST.has(words[0]!) ? words[1]! : (words[0] ?? '');
}

const curpLetter = (c: string | undefined) => (c === undefined || c === 'Ñ' || c < 'A' || c > 'Z' ? 'X' : c);

function firstInternal(word: string, wanted: (c: string) => boolean): string {
  for (let i = 1; i < word.length; i++) if (wanted(word[i]!)) return word[i]!;
  return 'X';
}

const isVowel = (c: string) => VOWELS.includes(c);
const isConsonant = (c: string) => c >= 'A' && c <= 'Z' && !isVowel(c);

export interface NameParts {
  readonly nombre: string;
  readonly apellido1: string;
  /** Empty when the person has a single surname. */
  readonly apellido2: string;
}

/** What a CURP reads from the word of a surname or given name. */
export interface CurpWord {
  /** Its first letter (X for none, Ñ or a sign). */
  readonly initial: string;
  /** Its first internal vowel, X for none. */
  readonly vowel: string;
  /** Its first internal consonant (X for none or Ñ). */
  readonly consonant: string;
}

function curpWord(word: string): CurpWord {
  return {
    initial: curpLetter(word[0]),
    vowel: firstInternal(word, isVowel),
    consonant: curpLetter(firstInternal(word, (c) => isConsonant(c) || c === 'Ñ')),
  };
}

/**
 * What the letters are read from in a surname or given name, by rule set;
 * names repeat (a few thousand cover most people), so each is worked out
 * once.
 */
class WordCache<T> {
  private readonly words = new Map<string, T>();
  constructor(private readonly pick: (name: string) => T) {}
  of(name: string): T {
    let word = this.words.get(name);
    if (word === undefined) {
      word = this.pick(name);
      if (this.words.size < 50_000) this.words.set(name, word);
    }
    return word;
  }
}

/** The CURP's reading of a surname (the first significant word). */
export const curpSurnameWord = (name: string): CurpWord =>
  curpWord(significant(nameKey(name), CURP_PARTICLES)[0] ?? '');

/** The CURP's reading of a given name (the second word after José or María). */
export const curpGivenWord = (name: string): CurpWord => curpWord(givenWord(nameKey(name), CURP_PARTICLES));

const CURP_SURNAME = new WordCache(curpSurnameWord);
const CURP_GIVEN = new WordCache(curpGivenWord);
const RFC_SURNAME = new WordCache((name) => significant(nameKey(name), RFC_PARTICLES)[0] ?? '');
const RFC_GIVEN = new WordCache((name) => givenWord(nameKey(name), RFC_PARTICLES));

/** The CURP's positions 1-4 and 14-16. */
export interface CurpNameLetters {
  readonly initials: string;
  readonly consonants: string;
}

/**
 * The CURP's positions 1-4 and 14-16 from the readings of the three
 * names. A missing maternal surname reads as X in both places, as an empty
 * word does.
 */
export function curpLettersOfWords(paternal: CurpWord, maternal: CurpWord, given: CurpWord): CurpNameLetters {
  let initials = paternal.initial + paternal.vowel + maternal.initial + given.initial;
  if (CURP_WORDS.has(initials)) initials = `${initials[0]}X${initials.slice(2)}`;
  return { initials, consonants: paternal.consonant + maternal.consonant + given.consonant };
}

/** The CURP's positions 1-4 and 14-16 for a name. */
export function curpNameLetters(name: NameParts): CurpNameLetters {
  return curpLettersOfWords(
    CURP_SURNAME.of(name.apellido1),
    CURP_SURNAME.of(name.apellido2),
    CURP_GIVEN.of(name.nombre),
  );
}

/** The RFC's four letters for a natural person. */
export function rfcNameLetters(name: NameParts): string {
  const paternal = RFC_SURNAME.of(name.apellido1);
  const maternal = RFC_SURNAME.of(name.apellido2);
  const given = RFC_GIVEN.of(name.nombre);
  const g2 = given[1] ?? 'X';
  let letters: string;
  if (maternal === '') letters = paternal.slice(0, 2).padEnd(2, 'X') + (given[0] ?? 'X') + g2;
  else if (paternal.length <= 2) letters = (paternal[0] ?? 'X') + maternal[0] + (given[0] ?? 'X') + g2;
  else letters = paternal[0] + firstInternal(paternal, isVowel) + maternal[0] + (given[0] ?? 'X');
  return RFC_WORDS.has(letters) ? `${letters.slice(0, 3)}X` : letters;
}

/** Table 1: the two-digit value of each character (a blank and anything unlisted: 00). */
function table1(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c === 38) return 10; // &
  if (c === 0xd1) return 40; // Ñ
  if (c >= 65 && c <= 73) return c - 65 + 11; // A-I: 11-19
  if (c >= 74 && c <= 82) return c - 74 + 21; // J-R: 21-29
  if (c >= 83 && c <= 90) return c - 83 + 32; // S-Z: 32-39
  return 0;
}

/** Table 2: 34 symbols, digits 1-9 and the letters without O. */
const TABLE2 = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/**
 * The two-character homoclave of `fullName` (keyed): "0" and each
 * character's two digits in a row, the sum of each pair of neighbouring
 * digits read as a number times its second digit, the last three digits of
 * the sum as quotient and remainder of 34 in table 2. The digits are
 * walked as they are produced, without writing the row out.
 */
export function homoclave(fullName: string): string {
  const key = nameKey(fullName);
  let sum = 0;
  let previous = 0;
  for (let i = 0; i < key.length; i++) {
    const value = table1(key.charCodeAt(i));
    const tens = (value / 10) | 0;
    const units = value % 10;
    sum += (previous * 10 + tens) * tens + (tens * 10 + units) * units;
    previous = units;
  }
  const last3 = sum % 1000;
  return TABLE2[Math.floor(last3 / 34)]! + TABLE2[last3 % 34]!;
}
