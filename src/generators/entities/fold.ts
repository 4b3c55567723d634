/**
 * ASCII folding for emails and usernames: "María del Carmen" -> "mariadelcarmen",
 * "Núñez" -> "nunez", "L'Hospitalet" -> "lhospitalet".
 */
const FOLDED = new Map<string, string>();

export function foldAscii(text: string): string {
  // Names repeat (a few thousand cover most people): fold each once.
  let folded = FOLDED.get(text);
  if (folded === undefined) {
    folded = foldUncached(text);
    if (FOLDED.size < 100_000) FOLDED.set(text, folded);
  }
  return folded;
}

function foldUncached(text: string): string {
  return foldLatin(text) ?? foldAny(text);
}

/** The folding rule itself, for any text. */
function foldAny(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ç/g, 'c')
    .replace(/[^a-z0-9]/g, '');
}

/** Characters below this (ASCII, Latin-1, Latin Extended-A) fold one by one. */
const LATIN_END = 0x180;
let latinFolds: string[] | undefined;

/**
 * The same folding, a character at a time, for text made only of
 * characters below U+0180 (names almost always are); undefined for other
 * text. None of them is a combining mark or folds differently next to
 * another, so each character's own fold, by the rule, can be reused.
 */
function foldLatin(text: string): string | undefined {
  latinFolds ??= Array.from({ length: LATIN_END }, (_, code) => foldAny(String.fromCharCode(code)));
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= LATIN_END) return undefined;
    out += latinFolds[code];
  }
  return out;
}

/** First word of a (compound) given name: "José Antonio" -> "José". */
export const firstWord = (name: string) => name.split(' ')[0] ?? name;
