import { GIVEN_NAMES } from '../../data/generated/given-names.js';
import { SURNAMES } from '../../data/generated/surnames.js';
import type { Rng } from '../../random/rng.js';
import { addYears, ageOn, formatDate, fromDayNumber, parseDate, toDayNumber, type YMD } from '../dates.js';
import { firstWord, foldAscii } from './fold.js';

export type Sex = 'H' | 'M';

export interface Person {
  readonly sexo: Sex;
  readonly nombre: string;
  readonly apellido1: string;
  readonly apellido2: string;
  readonly nombreCompleto: string;
  readonly fechaNacimiento: string;
  readonly edad: number;
}

export interface AgeBounds {
  readonly minAge: number;
  readonly maxAge: number;
}

export const DEFAULT_AGES: AgeBounds = { minAge: 18, maxAge: 80 };

/**
 * Sex: INE padrón 2021 has slightly more women (51 %); given names come
 * from the INE lists of that sex, surnames by their frequency in position.
 */
const SHARE_OF_WOMEN = 0.51;

/** A birth date whose age on `refDate` lies in [minAge, maxAge], uniform over days. */
export function drawBirthDate(
  rng: Rng,
  refDate: YMD,
  { minAge, maxAge }: AgeBounds,
): { date: YMD; age: number } {
  const latest = toDayNumber(addYears(refDate, -minAge));
  const earliest = toDayNumber(addYears(refDate, -(maxAge + 1))) + 1;
  const date = fromDayNumber(rng.int(earliest, latest));
  return { date, age: ageOn(date, refDate) };
}

export function drawPerson(rng: Rng, refDate: string, ages: AgeBounds = DEFAULT_AGES): Person {
  const ref = parseDate(refDate);
  if (!ref) throw new RangeError(`bad reference date ${refDate}`);
  const sexo: Sex = rng.split('sex').bool(SHARE_OF_WOMEN) ? 'M' : 'H';
  const names = sexo === 'M' ? GIVEN_NAMES.female : GIVEN_NAMES.male;
  const nombre = names.names[rng.split('name').weighted(names.cumulative)]!;
  const apellido1 = SURNAMES.names[rng.split('surname1').weighted(SURNAMES.cumulativeFirst)]!;
  const apellido2 = SURNAMES.names[rng.split('surname2').weighted(SURNAMES.cumulativeSecond)]!;
  const { date, age } = drawBirthDate(rng.split('birth'), ref, ages);
  return {
    sexo,
    nombre,
    apellido1,
    apellido2,
    nombreCompleto: `${nombre} ${apellido1} ${apellido2}`,
    fechaNacimiento: formatDate(date),
    edad: age,
  };
}

/** Reserved documentation domains (RFC 2606): no real person can receive mail there. */
export const RESERVED_EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** An email address built from the person's name, accents folded. */
export function emailFor(rng: Rng, person: Person, domain?: string): string {
  const given = foldAscii(firstWord(person.nombre));
  const s1 = foldAscii(person.apellido1);
  const s2 = foldAscii(person.apellido2);
  const year = person.fechaNacimiento.slice(2, 4);
  const local = [
    `${given}.${s1}`,
    `${given}.${s1}.${s2}`,
    `${given[0]}${s1}${s2}`,
    `${given}.${s1}${year}`,
    `${given}${s1[0]}${s2}`,
  ][rng.int(0, 4)];
  return `${local}@${domain ?? rng.pick(RESERVED_EMAIL_DOMAINS)}`;
}

/** A username built from the person's name, accents folded. */
export function usernameFor(rng: Rng, person: Person): string {
  const given = foldAscii(firstWord(person.nombre));
  const s1 = foldAscii(person.apellido1);
  const s2 = foldAscii(person.apellido2);
  const year = person.fechaNacimiento.slice(2, 4);
  const options = [
    `${given[0]}${s1}`,
    `${given}_${s1}`,
    `${given}${s1}${year}`,
    `${given[0]}${s1}${s2[0]}`,
    `${given}.${s1}`,
  ];
  return options[rng.int(0, options.length - 1)]!;
}
