/**
 * What a @faker-js/faker user (Spanish locale) would write to get records
 * comparable to ours: one builder per single-type generator, and a row of
 * 32 values in the order of our bulk field types. Faker knows no DNI, NIE,
 * NSS, CCC, CIF or MRZ check rules, keeps no coherence between postal code,
 * province and phone prefix, and knows no real Spanish banks, so its side
 * does less work than ours; the closest thing is built (a mod-23 letter is
 * added to DNI digits, the rest are plain random digits).
 */
import { type Faker, fakerES } from '@faker-js/faker';
import { REF_DATE } from './common.js';

const REF = new Date(`${REF_DATE}T00:00:00Z`);
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const YEAR_MS = 365.2425 * 86_400_000;

const dni = (f: Faker): string => {
  const n = f.number.int({ min: 0, max: 99_999_999 });
  return String(n).padStart(8, '0') + LETTERS[n % 23];
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const birthdate = (f: Faker) => f.date.birthdate({ mode: 'age', min: 18, max: 80, refDate: REF });
const age = (birth: Date) => Math.floor((REF.getTime() - birth.getTime()) / YEAR_MS);
const expiry = (f: Faker) => {
  const d = f.date.future({ years: 5, refDate: REF });
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`;
};

interface Person {
  nombre: string;
  apellido1: string;
  apellido2: string;
  sexo: 'H' | 'M';
  birth: Date;
}

function person(f: Faker): Person {
  const sex = f.person.sexType();
  return {
    nombre: f.person.firstName(sex),
    apellido1: f.person.lastName(),
    apellido2: f.person.lastName(),
    sexo: sex === 'female' ? 'M' : 'H',
    birth: birthdate(f),
  };
}

/** One record per generator name, with the fields ours has where faker can make them. */
export const FAKER_RECORDS: Readonly<Record<string, (f: Faker) => unknown>> = {
  document: (f) => ({ documento: dni(f), tipo: 'DNI' }),
  phone: (f) => ({ telefono: f.phone.number({ style: 'national' }), tipo: 'movil', provincia: null }),
  identity: (f) => {
    const p = person(f);
    return {
      nombre: p.nombre,
      apellido1: p.apellido1,
      apellido2: p.apellido2,
      nombre_completo: `${p.nombre} ${p.apellido1} ${p.apellido2}`,
      sexo: p.sexo,
      fecha_nacimiento: isoDay(p.birth),
      edad: age(p.birth),
      documento: dni(f),
      email: f.internet.email({ firstName: p.nombre, lastName: p.apellido1 }),
      telefono: f.phone.number({ style: 'national' }),
      direccion: f.location.streetAddress({ useFullAddress: true }),
      cp: f.location.zipCode(),
      municipio: f.location.city(),
      provincia: f.location.state(),
      comunidad: f.location.state(),
      nss: f.string.numeric(12),
      iban: f.finance.iban({ countryCode: 'ES' }),
    };
  },
  iban: (f) => {
    const iban = f.finance.iban({ countryCode: 'ES' });
    return { iban, entidad: iban.slice(4, 8), banco: f.company.name(), bic: f.finance.bic() };
  },
  card: (f) => ({
    numero: f.finance.creditCardNumber({ issuer: 'visa' }),
    marca: 'Visa',
    caducidad: expiry(f),
    cvv: f.finance.creditCardCVV(),
  }),
  passport: (f) => {
    const p = person(f);
    return {
      pasaporte: f.string.alpha({ length: 3, casing: 'upper' }) + f.string.numeric(6),
      titular: `${p.nombre} ${p.apellido1} ${p.apellido2}`,
      fecha_nacimiento: isoDay(p.birth),
    };
  },
  uuid: (f) => ({ uuid: f.string.uuid() }),
  username: (f) => ({ usuario: f.internet.username() }),
  password: (f) => ({ password: f.internet.password({ length: 16 }) }),
};

/** 32 values, one per bulk field type, in the order of ENTITY_FIELD_TYPES. */
export function fakerRow(f: Faker): unknown[] {
  const p = person(f);
  const iban = f.finance.iban({ countryCode: 'ES' });
  return [
    `${p.nombre} ${p.apellido1} ${p.apellido2}`,
    p.nombre,
    `${p.apellido1} ${p.apellido2}`,
    p.sexo,
    isoDay(p.birth),
    age(p.birth),
    dni(f),
    f.string.numeric(12),
    f.internet.email({ firstName: p.nombre, lastName: p.apellido1 }),
    f.internet.username({ firstName: p.nombre, lastName: p.apellido1 }),
    f.phone.number({ style: 'national' }),
    f.phone.number({ style: 'national' }),
    f.location.streetAddress({ useFullAddress: true }),
    f.location.zipCode(),
    f.location.city(),
    f.location.state(),
    f.location.state(),
    f.company.name(),
    f.string.alpha({ length: 1, casing: 'upper' }) + f.string.numeric(8),
    iban,
    f.finance.bic(),
    f.company.name(),
    iban.slice(4),
    f.finance.creditCardNumber({ issuer: 'visa' }),
    f.string.uuid(),
    f.number.int({ min: 0, max: 1000 }),
    isoDay(f.date.past({ years: 10, refDate: REF })),
    f.datatype.boolean(),
    f.lorem.sentence(8),
    f.string.numeric(4) + f.string.alpha({ length: 3, casing: 'upper' }),
    f.string.alpha({ length: 3, casing: 'upper' }) + f.string.numeric(6),
    f.internet.password({ length: 16 }),
  ];
}

export { fakerES };
