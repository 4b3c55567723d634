/**
 * Names replaced by names of the same class and shape (see name-tables.ts):
 * a given-name column by given names of the same sex, a surname column by
 * surnames, a full-name column split into its given name and its surnames
 * ("Apellidos, Nombre" or "Nombre Apellido1 Apellido2"). Particles and
 * anchored words stay as written; words no list holds are scrambled letter
 * by letter, walking past listed ones. Keys are folded, so every spelling
 * of a name gets one fake, written in that spelling's case and accents.
 */
import { Memo, type Permutations } from '../../pseudonym/feistel.js';
import type { NameWord, Replacement } from '../../pseudonym/kind.js';
import { scramble } from '../../pseudonym/scramble.js';
import { type CasePattern, casePattern, hasNonAscii, inCapitals, inCase, stripAccents } from './fold.js';
import { NAME_PARTICLES, type NameTables, type Place, shapeOf, tokenKey } from './name-tables.js';
import { tokenEnd } from './tokens.js';

const BAND_ENDS = [50, 500, 5000];

/** The band of rank `at` in a class of `size`: [start, end). */
function bandOf(at: number, size: number): [number, number] {
  let start = 0;
  for (const end of BAND_ENDS) {
    if (at < end) return [start, Math.min(end, size)];
    start = end;
  }
  return [start, size];
}

/**
 * What a token's text says wherever it comes (its key, the listed form of
 * that key, accents, case, whether it is a particle), and what its word
 * becomes as a given name and as a surname, kept once found: a value's
 * words are looked up once each, where a key and an image were two
 * lookups more.
 */
interface Word {
  readonly key: string;
  readonly listed: string | undefined;
  /** The listed form has accents ("García" for "garcia"). */
  readonly listedAccented: boolean;
  readonly nonAscii: boolean;
  readonly pattern: CasePattern;
  readonly particle: boolean;
  given?: Image;
  surname?: Image;
  /** The word as last replaced (input, key, fake), handed out again while its fake is the same. */
  replaced?: NameWord;
}

interface Token {
  readonly text: string;
  readonly start: number;
  readonly word: Word;
}

/** What a word becomes: its folded key and the form to write (undefined: write the input as it is). */
interface Image {
  readonly key: string;
  readonly display: string | undefined;
  /**
   * A word's image, kept by the word memos: the display as written in each
   * case pattern, with and without accents, filled as they are needed (a
   * word comes back in many values, each time in one of a few styles).
   */
  readonly written?: (string | undefined)[];
}

/** Where a case pattern's written form sits in `Image.written` (plus 3 without accents). */
const PATTERN_SLOT: Readonly<Record<CasePattern, number>> = { title: 0, upper: 1, lower: 2 };

/** A word image the memos keep, with room for its written forms. */
const kept = ({ key, display }: Image): Image => ({ key, display, written: [] });

/** `display` in `pattern`, without accents when `drop`: from the image's kept forms when it has them. */
function writtenForm(image: Image, display: string, drop: boolean, pattern: CasePattern): string {
  const { written } = image;
  if (written === undefined) return inCase(drop ? stripAccents(display) : display, pattern);
  const slot = (drop ? 3 : 0) + PATTERN_SLOT[pattern];
  let form = written[slot];
  if (form === undefined) {
    form = inCase(drop ? stripAccents(display) : display, pattern);
    written[slot] = form;
  }
  return form;
}

export type NameRole = 'given' | 'surname' | 'full';

/**
 * A replaced name, and its replaced words (for free text): a name kind's
 * answer as it is (a name is always valid), so a name found again in the
 * memo is handed out with nothing built.
 */
export interface NameResult extends Replacement {
  readonly valid: true;
  readonly words: readonly NameWord[];
}

export class NameMapper {
  /** A memo per role, keyed by the value alone: no key string is built per value. */
  private readonly memos: Readonly<Record<NameRole, [Memo<NameResult>, (value: string) => NameResult]>> = {
    given: [new Memo<NameResult>(), (value) => this.compute(value, 'given')],
    surname: [new Memo<NameResult>(), (value) => this.compute(value, 'surname')],
    full: [new Memo<NameResult>(), (value) => this.compute(value, 'full')],
  };

  // Values are mostly distinct ("Pina Blanco", "Pina Soler"), their words are not: each word's facts
  // and image are kept apart from the values'.
  private readonly words = new Memo<Word>();
  private readonly readToken = (text: string): Word => {
    const key = tokenKey(text);
    const listed = this.listedForm(key);
    return {
      key,
      listed,
      listedAccented: listed !== undefined && hasNonAscii(listed),
      nonAscii: hasNonAscii(text),
      pattern: casePattern(text),
      particle: NAME_PARTICLES.has(key),
    };
  };
  private readonly givenImages = new Memo<Image>();
  // A given name's word: a given-name word, else a surname word no given name holds ("João Baptista").
  private readonly givenImage = (key: string): Image => {
    const place = this.tables.givenWords.get(key) ?? this.tables.surnameOnlyWords.get(key);
    return kept(place === undefined ? this.unknown(key, this.isGivenListed) : this.move(place));
  };
  private readonly isGivenListed = (key: string): boolean =>
    this.tables.givenWords.has(key) || this.tables.surnameOnlyWords.has(key);
  private readonly isSurnameListed = (key: string): boolean => this.tables.surnameWords.has(key);
  private readonly surnameImages = new Memo<Image>();
  private readonly surnameImage = (key: string): Image => {
    const place = this.tables.surnameWords.get(key);
    return kept(place === undefined ? this.unknown(key, this.isSurnameListed) : this.move(place));
  };

  constructor(
    private readonly permutations: Permutations,
    private readonly tables: NameTables,
  ) {}

  replace(value: string, role: NameRole): NameResult {
    const [memo, compute] = this.memos[role];
    return memo.get(value, compute);
  }

  private compute(value: string, role: NameRole): NameResult {
    const tokens: Token[] = [];
    // Each name word, or an abbreviation ("Mª", "M.ª", "Fco.") read as one token.
    for (let at = 0; at < value.length; ) {
      const end = tokenEnd(value, at);
      if (end === at) {
        at++;
        continue;
      }
      const text = value.slice(at, end);
      tokens.push({ text, start: at, word: this.words.get(text, this.readToken) });
      at = end;
    }
    if (tokens.length === 0) return { text: value, valid: true, words: [] };
    let images: Image[];
    if (role === 'given') images = this.givenName(tokens);
    else if (role === 'surname') images = this.surnames(tokens);
    else {
      // "Apellidos, Nombre" says where the given name is; else it comes first.
      const comma = value.indexOf(',');
      if (comma >= 0) {
        const after = tokens.findIndex((t) => t.start > comma);
        const split = after < 0 ? tokens.length : after;
        images = [...this.surnames(tokens.slice(0, split)), ...this.givenName(tokens.slice(split))];
      } else {
        const split = this.givenLength(tokens.map((t) => t.word.key));
        images = [...this.givenName(tokens.slice(0, split)), ...this.surnames(tokens.slice(split))];
      }
    }
    return this.write(value, tokens, images);
  }

  /** How many leading words are the given name: the longest listed compound that leaves a surname, else one. */
  private givenLength(keys: readonly string[]): number {
    const words = keys.filter((k) => !NAME_PARTICLES.has(k)).length;
    if (words <= 1) return keys.length;
    let best = 0;
    let seen = 0;
    for (let end = 1; end <= keys.length; end++) {
      const key = keys[end - 1] as string;
      if (NAME_PARTICLES.has(key)) continue;
      seen++;
      if (seen >= words) break;
      if (end === 1 || this.tables.fullNames.has(keys.slice(0, end).join(' '))) best = end;
    }
    return best;
  }

  /**
   * Another key of the same band: the band is put in a keyed order and each
   * key takes the next one's place in it (a cycle), so no name maps to
   * itself unless its band holds it alone, and distinct names stay distinct.
   */
  private move(place: Place): Image {
    const { ranked, at } = place;
    const [start, end] = bandOf(at, ranked.keys.length);
    const size = end - start;
    const order = this.permutations.get(ranked.label, size);
    const moved = start + order.invert((order.apply(at - start) + 1) % size);
    return { key: ranked.keys[moved] as string, display: ranked.display[moved] };
  }

  /** A word no list holds: its letters scrambled, walking past listed words and particles. */
  private unknown(key: string, listed: (candidate: string) => boolean): Image {
    const notListed = (candidate: string) => !listed(candidate) && !NAME_PARTICLES.has(candidate);
    const out = scramble(this.permutations, 'nombre:otro', key, notListed);
    return { key: out, display: out };
  }

  private givenName(tokens: readonly Token[]): Image[] {
    const keys = tokens.map((t) => t.word.key);
    const shape = shapeOf(keys).split(' ');
    const whole = this.tables.fullNames.get(keys.join(' '));
    if (whole !== undefined) {
      const image = this.move(whole);
      const words = (image.display as string).split(' ');
      return shape.map((s, i) =>
        s === 'W' ? { key: '', display: words[i] } : { key: s, display: undefined },
      );
    }
    // Not listed whole: word by word, walking past listed whole names so no two names merge.
    let images = tokens.map(({ word }, i) => (shape[i] !== 'W' ? asWritten(word) : this.givenImageOf(word)));
    for (;;) {
      const current = images.map((image) => image.key);
      if (!this.tables.fullNames.has(current.join(' '))) return images;
      images = current.map((key, i) =>
        shape[i] !== 'W' ? { key, display: undefined } : this.givenImages.get(key, this.givenImage),
      );
    }
  }

  private givenImageOf(word: Word): Image {
    word.given ??= this.givenImages.get(word.key, this.givenImage);
    return word.given;
  }

  private surnameImageOf(word: Word): Image {
    word.surname ??= this.surnameImages.get(word.key, this.surnameImage);
    return word.surname;
  }

  /** Surnames unit by unit: a listed one with particles ("de la Fuente") to one of the same particles, else word by word. */
  private surnames(tokens: readonly Token[]): Image[] {
    const images: Image[] = [];
    let unit: Word[] = [];
    for (const { word } of tokens) {
      if (word.particle) {
        unit.push(word);
        continue;
      }
      if (unit.length === 0) {
        images.push(this.surnameImageOf(word));
        continue;
      }
      unit.push(word);
      const whole = this.tables.fullSurnames.get(unit.map((w) => w.key).join(' '));
      if (whole !== undefined) {
        const words = (this.move(whole).display as string).split(' ');
        unit.forEach((w, i) => {
          images.push(w.particle ? asWritten(w) : { key: '', display: words[i] });
        });
      } else for (const w of unit) images.push(w.particle ? asWritten(w) : this.surnameImageOf(w));
      unit = [];
    }
    for (const w of unit) images.push(asWritten(w));
    return images;
  }

  private listedForm(key: string): string | undefined {
    const place = this.tables.givenWords.get(key) ?? this.tables.surnameWords.get(key);
    return place?.ranked.display[place.at];
  }

  /** The value with each token replaced by its image, in the token's case and accents. */
  private write(value: string, tokens: readonly Token[], images: readonly Image[]): NameResult {
    const stripped = dropsAccents(tokens);
    let out = '';
    let at = 0;
    const words: NameWord[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const image = images[i];
      const display = image?.display;
      let written = token.text;
      if (image !== undefined && display !== undefined) {
        const { word } = token;
        const drop = word.nonAscii ? false : word.listedAccented ? true : stripped;
        written = writtenForm(image, display, drop, word.pattern);
        if (word.replaced?.fake !== written)
          word.replaced = { input: token.text, key: word.key, fake: written };
        words.push(word.replaced);
      }
      out += value.slice(at, token.start) + written;
      at = token.start + token.text.length;
    }
    return { text: out + value.slice(at), valid: true, words };
  }
}

/** A word written as it is (a particle, or an anchored word of a compound). */
const asWritten = (word: Word): Image => ({ key: word.key, display: undefined });

/**
 * fold.ts's `dropsAccents`, read from the tokens' words, whose accents
 * were found once when the word was first seen.
 */
function dropsAccents(tokens: readonly Token[]): boolean {
  let accents = false;
  let stripped = false;
  for (const { word } of tokens) {
    if (word.nonAscii) accents = true;
    else if (word.listedAccented) stripped = true;
  }
  if (accents) return false;
  if (stripped) return true;
  return inCapitals(tokens.map((t) => t.text));
}
