import { formatDate, parseDate } from '../../../generators/dates.js';
import { foldAscii } from '../../../generators/entities/fold.js';
import { type AgeBounds, drawBirthDate, type Person, type Sex } from '../../../generators/entities/person.js';
import type { Rng } from '../../../random/rng.js';
import { GIVEN_NAMES_PT } from '../data/generated/given-names.js';
import { SURNAMES_PT } from '../data/generated/surnames.js';
import type { WeightedNamesPt } from '../data/types.js';

/** Share of women among residents: 5,422,846 of 10,343,066 (INE, Censos 2021). */
const SHARE_OF_WOMEN = 0.524;

/**
 * Share of people given two names ("Maria João", "João Pedro"). The civil
 * register allows at most two given names (Código do Registo Civil, art.
 * 103.º); two are common, but no open statistic says how many people have
 * them (the IRN lists count first given names only), so half is assumed.
 */
const SHARE_WITH_TWO_GIVEN_NAMES = 0.5;

/**
 * A given name of `table`, weighted by registrations.
 *
 * The only open Portuguese name counts are of babies registered in
 * 2015-2017 (IRN): an adult drawn here is named like a child of those years
 * (Santiago, Martim, Matilde and Leonor are common; José, António and Ana
 * rarer than among adults). Every name is a real Portuguese given name and
 * the table is used as it is, for every age: without population counts
 * there is nothing to re-weight it by that would not be made up
 * (../data/README.md).
 */
const drawGiven = (rng: Rng, table: WeightedNamesPt) => table.names[rng.weighted(table.cumulative)]!;

/** A second given name other than the first (a few tries; a repeat is kept as a single name). */
function secondGiven(rng: Rng, table: WeightedNamesPt, first: string): string | undefined {
  for (let attempt = 0; attempt < 4; attempt++) {
    const name = drawGiven(rng, table);
    if (name !== first) return name;
  }
  return undefined;
}

const drawSurname = (rng: Rng) => SURNAMES_PT.names[rng.weighted(SURNAMES_PT.cumulative)]!;

/**
 * A Portuguese person from `rng`, a stream of its own: sex, birth date (as
 * Spain's, uniform over the days of the age window), one or two given names
 * of that sex, then two surnames in the usual order, mother's then father's
 * (the father's, last, is the one a person is usually called by).
 */
/**
 * The sex as Portuguese records write it: M (masculino) and F (feminino),
 * where Spain's H/M would read as a man for every woman. The row entity keeps
 * the shared H/M; Portugal's values are given at the edge.
 */
export const sexoPt = (person: Person): 'M' | 'F' => (person.sexo === 'H' ? 'M' : 'F');

export function drawPerson(rng: Rng, refDate: string, ages: AgeBounds): Person {
  const ref = parseDate(refDate);
  if (!ref) throw new RangeError(`bad reference date ${refDate}`);
  const sexo: Sex = rng.bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  const { date, age } = drawBirthDate(rng, ref, ages);
  const table = sexo === 'M' ? GIVEN_NAMES_PT.female : GIVEN_NAMES_PT.male;
  const first = drawGiven(rng, table);
  const second = rng.bool(SHARE_WITH_TWO_GIVEN_NAMES) ? secondGiven(rng, table, first) : undefined;
  const nombre = second === undefined ? first : `${first} ${second}`;
  const apellido1 = drawSurname(rng);
  const apellido2 = drawSurname(rng);
  return {
    sexo,
    nombre,
    apellido1,
    apellido2,
    nombreCompleto: `${nombre} ${apellido1} ${apellido2}`,
    fechaNacimiento: formatDate(date),
    edad: age,
    ascii: { nombre: foldAscii(first), apellido1: foldAscii(apellido1), apellido2: foldAscii(apellido2) },
  };
}
