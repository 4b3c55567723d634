/**
 * Street names as the La Rioja callejero writes them, normalised to read
 * after a Castilian street type ("Calle el Horno" -> "Calle del Horno").
 */

import type { CsvRow } from './io.js';

/**
 * Castilian types used for generated addresses. Weight = 2/3 of the type's
 * share among Banco de España entity addresses (urban) + 1/3 of its share
 * among La Rioja streets (a whole province, mostly villages), over this list
 * only: most residents live in towns and cities, where Avenida and Plaza are
 * common, while a rural callejero is full of Camino and Travesía.
 */
export const ADDRESS_TYPES = [
  'Calle',
  'Avenida',
  'Plaza',
  'Paseo',
  'Camino',
  'Travesía',
  'Carretera',
  'Ronda',
  'Rambla',
  'Callejón',
  'Glorieta',
  'Urbanización',
  'Pasaje',
  'Cuesta',
  'Calleja',
  'Plazuela',
] as const;

/**
 * Types whose names are free-standing dedications ("Mayor", "de la Iglesia")
 * and so read well after any other type. Camino/Carretera/Cuesta... names
 * are mostly destinations or directions ("de Soria", "al Castillo"), and a
 * Travesía is named after the street it leaves ("Segunda San Roque").
 */
export const NAME_SOURCE_TYPES = new Set([
  'Calle',
  'Avenida',
  'Plaza',
  'Paseo',
  'Callejón',
  'Calleja',
  'Ronda',
  'Glorieta',
  'Plazuela',
  'Plazoleta',
  'Pasaje',
  'Rambla',
]);

export const LA_RIOJA_SOURCES = new Set(['larioja-callejero', 'larioja-callejero-viales']);
/** Particles as street_names.csv splits them; other forms (d', de l', dels, Dos...) are handled below or dropped. */
const CASTILIAN_PARTICLES = new Set([
  '',
  'de',
  'del',
  'de la',
  'de las',
  'de los',
  'de La',
  'de Las',
  'de Los',
]);
/** A name that itself starts with a thoroughfare word only makes sense with that type. */
const TYPE_WORD_START =
  /^(Calle|Avenida|Plaza|Paseo|Camino|Carretera|Travesía|Ronda|Callejón|Calleja|Glorieta|Plazuela|Plazoleta|Pasaje|Rambla|Senda|Subida|Bajada|Cuesta|Urbanización|Polígono|Carril|Costanilla|Bulevar|Rotonda|Pasadizo|Prolongación|Circunvalación|Acceso|Trasera|Carretil|Diseminado|Barrio|Paraje|Lugar)\b/u;
/** Ordinals and relative words that name a side street of another one ("Paralela Cruz", "Cuarta de las Eras"). */
const SIDE_STREET_START =
  /^(Primera|Segunda|Tercera|Cuarta|Quinta|Sexta|Primer|Segundo|Tercer|Tercero|Cuarto|Paralela|Perpendicular|Transversal) /u;
/** Letters (Latin, with Spanish/Catalan/Galician accents), spaces, hyphens; words of at least one letter. */
export const PLAIN_NAME = /^[A-Za-zÁÉÍÓÚÜÑÇÀÈÒÏáéíóúüñçàèòï]+(?:[ -][A-Za-zÁÉÍÓÚÜÑÇÀÈÒÏáéíóúüñçàèòï]+)*$/u;

export function streetName(row: CsvRow, capitalisedNames: ReadonlySet<string>): string | null {
  if (!NAME_SOURCE_TYPES.has(row.street_type)) return null;
  let { particle, name } = row;
  if (particle === 'Dos' && name.startsWith('de ')) {
    // Split by the type word list: "Calle Dos de Mayo" is the name "Dos de Mayo".
    name = `Dos ${name}`;
    particle = '';
  }
  if (!CASTILIAN_PARTICLES.has(particle)) return null;
  if (particle !== particle.toLowerCase()) {
    // Keep "de La Rioja" (the source also has "La Rioja" as a name); "de La Villa" -> "de la Villa".
    const article = particle.slice(3);
    if (!capitalisedNames.has(`${article} ${name}`)) particle = particle.toLowerCase();
  }
  const article = /^(el|la|los|las) /.exec(name);
  if (particle === '' && article) {
    // "Calle la Iglesia" as written with its particle: "de la Iglesia", "del Horno".
    name = article[1] === 'el' ? `del ${name.slice(3)}` : `de ${name}`;
  }
  if (/^(don|doña) /.test(name)) name = name[0].toUpperCase() + name.slice(1);
  const full = particle === '' ? name : `${particle} ${name}`;
  const bare = full.replace(/^(de la|de las|de los|del|de) /, '');
  if (!PLAIN_NAME.test(full) || /^[a-z]/.test(bare)) return null;
  if (TYPE_WORD_START.test(bare) || SIDE_STREET_START.test(bare)) return null;
  // Initials and stray letters ("J", "Hermanos D Elhuyar"); the conjunctions y/e/o/u are words.
  if (bare.split(/[ -]/).some((w) => w.length === 1 && !'yeou'.includes(w))) return null;
  return full;
}
