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
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ç/g, 'c')
    .replace(/[^a-z0-9]/g, '');
}

/** First word of a (compound) given name: "José Antonio" -> "José". */
export const firstWord = (name: string) => name.split(' ')[0] ?? name;
