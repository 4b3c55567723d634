import {
  addYears,
  ageOn,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
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
export function drawPersonMx(rng: Rng, refDate: string, { minAge, maxAge }: AgeBounds): Person {
  const ref = parseDate(refDate);
  if (!ref) throw new RangeError(`bad reference date ${refDate}`);
  const sexo: Sex = rng.bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  const latest = toDayNumber(addYears(ref, -minAge));
  const earliest = toDayNumber(addYears(ref, -(maxAge + 1))) + 1;
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
    ascii: {
      nombre: foldAscii(firstWord(given)),
      apellido1: foldAscii(apellido1),
      apellido2: foldAscii(apellido2),
    },
  };
}
