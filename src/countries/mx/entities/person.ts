import {
  addYears,
  ageOn,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  type YMD,
} from '../../../generators/dates.js';
import { firstWord, foldAscii } from '../../../generators/entities/fold.js';
import { CohortNames } from '../../../generators/entities/given-by-cohort.js';
import type { AgeBounds, Person, Sex } from '../../../generators/entities/person.js';
import type { Rng } from '../../../random/rng.js';
import { givenNamesMx } from '../data/generated/given-names.js';
import { surnamesMx } from '../data/generated/surnames.js';

/** Share of women among residents: 64,540,634 of 126,014,024 (INEGI, Censo 2020). */
const SHARE_OF_WOMEN = 0.5122;

/**
 * Given names by birth cohort, by the model Spain's use (a normal spread
 * of 15 years around each name's mean age, given-by-cohort.ts). The mean
 * ages are those of the sample's adults: the sample is indicative (about a
 * million adults, 60 % women, provenance undocumented), so a person's name
 * fits their cohort as that sample shows it, not as a register would.
 */
const COHORT_FEMALE = new CohortNames(() => givenNamesMx().female);
const COHORT_MALE = new CohortNames(() => givenNamesMx().male);

/**
 * A Mexican person from `rng`, a stream of its own: sex by the Censo 2020
 * share, birth date uniform over the days of the age window, a given name
 * (often compound: "José Luis", "María Guadalupe") of that sex for the
 * birth cohort, then the paternal surname by its frequency as first surname
 * and the maternal one by its frequency as second.
 */
const FOLDED_GIVEN = new Map<string, string>();

/** "María Guadalupe" -> "maria": handles are built on the first given name; each name folded once. */
function foldedGiven(given: string): string {
  let folded = FOLDED_GIVEN.get(given);
  if (folded === undefined) {
    folded = foldAscii(firstWord(given));
    FOLDED_GIVEN.set(given, folded);
  }
  return folded;
}

/** The last reference date and ages seen, with the birth window: rows of one request share them. */
let lastShape:
  | { refDate: string; minAge: number; maxAge: number; ref: YMD; earliest: number; latest: number }
  | undefined;

function shapeOf(refDate: string, minAge: number, maxAge: number) {
  const last = lastShape;
  if (last && last.refDate === refDate && last.minAge === minAge && last.maxAge === maxAge) return last;
  const ref = parseDate(refDate);
  if (!ref) throw new RangeError(`bad reference date ${refDate}`);
  const latest = toDayNumber(addYears(ref, -minAge));
  const earliest = toDayNumber(addYears(ref, -(maxAge + 1))) + 1;
  lastShape = { refDate, minAge, maxAge, ref, earliest, latest };
  return lastShape;
}

export function drawPersonMx(rng: Rng, refDate: string, { minAge, maxAge }: AgeBounds): Person {
  const { ref, earliest, latest } = shapeOf(refDate, minAge, maxAge);
  const sexo: Sex = rng.bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  const birthDay = rng.int(earliest, latest);
  const date = fromDayNumber(birthDay);
  const names = givenNamesMx();
  const given =
    sexo === 'M'
      ? names.female.names[COHORT_FEMALE.draw(rng, birthDay)]!
      : names.male.names[COHORT_MALE.draw(rng, birthDay)]!;
  const surnames = surnamesMx();
  const apellido1 = surnames.names[rng.weighted(surnames.cumulativeFirst)]!;
  const apellido2 = surnames.names[rng.weighted(surnames.cumulativeSecond)]!;
  return {
    sexo,
    nombre: given,
    apellido1,
    apellido2,
    nombreCompleto: `${given} ${apellido1} ${apellido2}`,
    fechaNacimiento: formatDate(date),
    edad: ageOn(date, ref),
    ascii: { nombre: foldedGiven(given), apellido1: foldAscii(apellido1), apellido2: foldAscii(apellido2) },
  };
}
