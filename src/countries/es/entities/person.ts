import { ageOn, formatDate, fromDayNumber, parseDate, type YMD } from '../../../generators/dates.js';
import { foldAscii } from '../../../generators/entities/fold.js';
import { FoldedNames, foldGiven } from '../../../generators/entities/folded-names.js';
import { CohortNames } from '../../../generators/entities/given-by-cohort.js';
import {
  type AgeBounds,
  birthWindow,
  DEFAULT_AGES,
  type Person,
  type Sex,
} from '../../../generators/entities/person.js';
import type { Rng } from '../../../random/rng.js';
import { givenNames } from '../data/generated/given-names.js';
import { surnames } from '../data/generated/surnames.js';

/**
 * Sex: INE padrón 2021 has slightly more women (51 %); given names come
 * from the INE lists of that sex, weighted for the birth cohort
 * (given-by-cohort.ts), surnames by their frequency in position.
 */
const SHARE_OF_WOMEN = 0.51;

const FOLDED_FEMALE = new FoldedNames(() => givenNames().female.names, foldGiven);
const FOLDED_MALE = new FoldedNames(() => givenNames().male.names, foldGiven);
const FOLDED_SURNAMES = new FoldedNames(() => surnames().names, foldAscii);
const COHORT_FEMALE = new CohortNames(() => givenNames().female);
const COHORT_MALE = new CohortNames(() => givenNames().male);

/** The last reference date and ages seen, parsed: rows of one request share them. */
let lastShape: { refDate: string; ages: AgeBounds; ref: YMD; window: [number, number] } | undefined;

function shapeOf(refDate: string, ages: AgeBounds) {
  const last = lastShape;
  if (
    last &&
    last.refDate === refDate &&
    last.ages.minAge === ages.minAge &&
    last.ages.maxAge === ages.maxAge
  )
    return last;
  const ref = parseDate(refDate);
  if (!ref) throw new RangeError(`bad reference date ${refDate}`);
  lastShape = { refDate, ages: { ...ages }, ref, window: birthWindow(ref, ages) };
  return lastShape;
}

/**
 * A person from `rng`, a stream of its own: sex, birth date, given name and
 * surnames are its first five draws, one each, so each keeps its place in
 * the stream whatever the others drew (surnames do not follow the ages).
 */
export function drawPerson(rng: Rng, refDate: string, ages: AgeBounds = DEFAULT_AGES): Person {
  const { ref, window } = shapeOf(refDate, ages);
  const sexo: Sex = rng.bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  // The birth date first: the given name is drawn for its cohort.
  const birthDay = rng.int(window[0], window[1]);
  const date = fromDayNumber(birthDay);
  const age = ageOn(date, ref);
  const surnameTable = surnames();
  const given = (sexo === 'M' ? COHORT_FEMALE : COHORT_MALE).draw(rng, birthDay);
  const surname1 = rng.weighted(surnameTable.cumulativeFirst);
  const surname2 = rng.weighted(surnameTable.cumulativeSecond);
  const givenTable = sexo === 'M' ? FOLDED_FEMALE : FOLDED_MALE;
  const nombre = givenTable.name(given);
  const apellido1 = FOLDED_SURNAMES.name(surname1);
  const apellido2 = FOLDED_SURNAMES.name(surname2);
  return {
    sexo,
    nombre,
    apellido1,
    apellido2,
    nombreCompleto: `${nombre} ${apellido1} ${apellido2}`,
    fechaNacimiento: formatDate(date),
    edad: age,
    ascii: {
      nombre: givenTable.folded(given),
      apellido1: FOLDED_SURNAMES.folded(surname1),
      apellido2: FOLDED_SURNAMES.folded(surname2),
    },
  };
}
