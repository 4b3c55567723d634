import {
  addYears,
  ageOn,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  type YMD,
} from '../../../generators/dates.js';
import { FoldedNames, foldGiven } from '../../../generators/entities/folded-names.js';
import { CohortNames } from '../../../generators/entities/given-by-cohort.js';
import type { AgeBounds, Person, Sex } from '../../../generators/entities/person.js';
import type { Rng } from '../../../random/rng.js';
import { givenNamesMx } from '../data/generated/given-names.js';
import { surnamesMx } from '../data/generated/surnames.js';
import {
  type CurpNameLetters,
  curpGivenWord,
  curpLettersOfWords,
  curpNameLetters,
  curpSurnameWord,
  type NameParts,
} from '../formats/name-letters.js';

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

/** Names and their ASCII folds by index, each folded once (emails and usernames read the folds). */
const FOLDED_FEMALE = new FoldedNames(() => givenNamesMx().female.names, foldGiven);
const FOLDED_MALE = new FoldedNames(() => givenNamesMx().male.names, foldGiven);
const FOLDED_SURNAMES = new FoldedNames(() => surnamesMx().names);

/** Per index of a name table, a value worked out from the name when first needed. */
class ByIndex<T> {
  private values: (T | undefined)[] | undefined;
  constructor(
    private readonly table: () => readonly string[],
    private readonly make: (name: string) => T,
  ) {}
  at(index: number): T {
    const table = this.table();
    this.values ??= new Array<T | undefined>(table.length).fill(undefined);
    let value = this.values[index];
    if (value === undefined) {
      value = this.make(table[index]!);
      this.values[index] = value;
    }
    return value;
  }
}

/** The CURP's readings of the names by index: a drawn person's letters take no lookup by name. */
const CURP_FEMALE = new ByIndex(() => givenNamesMx().female.names, curpGivenWord);
const CURP_MALE = new ByIndex(() => givenNamesMx().male.names, curpGivenWord);
const CURP_SURNAMES = new ByIndex(() => surnamesMx().names, curpSurnameWord);

/**
 * A drawn person: the shared shape (the same members in the same order as
 * any other person), and the indices of its names, kept private, for
 * `curpLettersOf`.
 */
class DrawnPersonMx implements Person {
  readonly #given: number;
  readonly #surname1: number;
  readonly #surname2: number;

  constructor(
    readonly sexo: Sex,
    readonly nombre: string,
    readonly apellido1: string,
    readonly apellido2: string,
    readonly nombreCompleto: string,
    readonly fechaNacimiento: string,
    readonly edad: number,
    readonly ascii: Person['ascii'],
    given: number,
    surname1: number,
    surname2: number,
  ) {
    this.#given = given;
    this.#surname1 = surname1;
    this.#surname2 = surname2;
  }

  static curpLetters(person: NameParts): CurpNameLetters | undefined {
    if (!(person instanceof DrawnPersonMx)) return undefined;
    return curpLettersOfWords(
      CURP_SURNAMES.at(person.#surname1),
      CURP_SURNAMES.at(person.#surname2),
      (person.sexo === 'M' ? CURP_FEMALE : CURP_MALE).at(person.#given),
    );
  }
}

/** The CURP's name letters of `person`, read by index when it was drawn here. */
export function curpLettersOf(person: NameParts): CurpNameLetters {
  return DrawnPersonMx.curpLetters(person) ?? curpNameLetters(person);
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

/**
 * A Mexican person from `rng`, a stream of its own: sex by the Censo 2020
 * share, birth date uniform over the days of the age window, a given name
 * (often compound: "José Luis", "María Guadalupe") of that sex for the
 * birth cohort, then the paternal surname by its frequency as first surname
 * and the maternal one by its frequency as second.
 */
export function drawPerson(rng: Rng, refDate: string, { minAge, maxAge }: AgeBounds): Person {
  const { ref, earliest, latest } = shapeOf(refDate, minAge, maxAge);
  const sexo: Sex = rng.bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  const birthDay = rng.int(earliest, latest);
  const date = fromDayNumber(birthDay);
  const givenTable = sexo === 'M' ? FOLDED_FEMALE : FOLDED_MALE;
  const givenIndex = (sexo === 'M' ? COHORT_FEMALE : COHORT_MALE).draw(rng, birthDay);
  const given = givenTable.name(givenIndex);
  const surnames = surnamesMx();
  const surname1 = rng.weighted(surnames.cumulativeFirst);
  const surname2 = rng.weighted(surnames.cumulativeSecond);
  const apellido1 = FOLDED_SURNAMES.name(surname1);
  const apellido2 = FOLDED_SURNAMES.name(surname2);
  return new DrawnPersonMx(
    sexo,
    given,
    apellido1,
    apellido2,
    `${given} ${apellido1} ${apellido2}`,
    formatDate(date),
    ageOn(date, ref),
    {
      nombre: givenTable.folded(givenIndex),
      apellido1: FOLDED_SURNAMES.folded(surname1),
      apellido2: FOLDED_SURNAMES.folded(surname2),
    },
    givenIndex,
    surname1,
    surname2,
  );
}
