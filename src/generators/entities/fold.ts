/**
 * ASCII folding for emails and usernames: "María del Carmen" -> "mariadelcarmen",
 * "Núñez" -> "nunez", "L'Hospitalet" -> "lhospitalet".
 */
export function foldAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ç/g, 'c')
    .replace(/[^a-z0-9]/g, '');
}

/** First word of a (compound) given name: "José Antonio" -> "José". */
export const firstWord = (name: string) => name.split(' ')[0] ?? name;
