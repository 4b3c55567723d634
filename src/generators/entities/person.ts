import type { Rng } from '../../random/rng.js';
import { addYears, ageOn, fromDayNumber, toDayNumber, type YMD } from '../dates.js';

export type Sex = 'H' | 'M';

export interface Person {
  readonly sexo: Sex;
  readonly nombre: string;
  readonly apellido1: string;
  readonly apellido2: string;
  readonly nombreCompleto: string;
  readonly fechaNacimiento: string;
  readonly edad: number;
  /** ASCII forms for emails and usernames: the first given name and the surnames, accents folded. */
  readonly ascii: { readonly nombre: string; readonly apellido1: string; readonly apellido2: string };
}

export interface AgeBounds {
  readonly minAge: number;
  readonly maxAge: number;
}

export const DEFAULT_AGES: AgeBounds = { minAge: 18, maxAge: 80 };

/** Day numbers of the earliest and latest birth dates for ages [minAge, maxAge] on `refDate`. */
export function birthWindow(refDate: YMD, { minAge, maxAge }: AgeBounds): [earliest: number, latest: number] {
  const latest = toDayNumber(addYears(refDate, -minAge));
  const earliest = toDayNumber(addYears(refDate, -(maxAge + 1))) + 1;
  return [earliest, latest];
}

/** A birth date whose age on `refDate` lies in [minAge, maxAge], uniform over days. */
export function drawBirthDate(rng: Rng, refDate: YMD, ages: AgeBounds): { date: YMD; age: number } {
  const [earliest, latest] = birthWindow(refDate, ages);
  const date = fromDayNumber(rng.int(earliest, latest));
  return { date, age: ageOn(date, refDate) };
}

/** Reserved documentation domains (RFC 2606): no real person can receive mail there. */
export const RESERVED_EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** The birth year's last two digits. */
const shortYear = (person: Person) => person.fechaNacimiento.slice(2, 4);

/**
 * An email address built from the person's name, accents folded. Only the
 * drawn form is built. With `number` (a unique column's number of the row),
 * the local part ends in that number instead of any digits of its own, so
 * the number is its last digit run: the folded names never end in a digit.
 */
export function emailFor(rng: Rng, person: Person, domain?: string, number?: number): string {
  const { nombre: given, apellido1: s1, apellido2: s2 } = person.ascii;
  let local: string;
  switch (rng.int(0, 4)) {
    case 0:
      local = `${given}.${s1}`;
      break;
    case 1:
      local = `${given}.${s1}.${s2}`;
      break;
    case 2:
      local = `${given[0]}${s1}${s2}`;
      break;
    case 3:
      local = number === undefined ? `${given}.${s1}${shortYear(person)}` : `${given}.${s1}`;
      break;
    default:
      local = `${given}${s1[0]}${s2}`;
  }
  if (number !== undefined) local += number;
  return `${local}@${domain ?? rng.pick(RESERVED_EMAIL_DOMAINS)}`;
}

/**
 * A username built from the person's name, accents folded. Only the drawn
 * form is built; with `number`, it ends in that number as an email does.
 */
export function usernameFor(rng: Rng, person: Person, number?: number): string {
  const { nombre: given, apellido1: s1, apellido2: s2 } = person.ascii;
  const end = number === undefined ? '' : String(number);
  switch (rng.int(0, 4)) {
    case 0:
      return `${given[0]}${s1}${end}`;
    case 1:
      return `${given}_${s1}${end}`;
    case 2:
      return number === undefined ? `${given}${s1}${shortYear(person)}` : `${given}${s1}${end}`;
    case 3:
      return `${given[0]}${s1}${s2[0]}${end}`;
    default:
      return `${given}.${s1}${end}`;
  }
}
