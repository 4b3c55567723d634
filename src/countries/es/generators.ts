import { formatIban, generateIban } from '../../domain/iban/iban.js';
import { buildTd3 } from '../../domain/intl/mrz.js';
import {
  EMAIL_DOMAIN,
  IBAN_FMT,
  MAX_AGE,
  MIN_AGE,
  OK_OPTION,
  REF_DATE_OPTION,
} from '../../generators/common-options.js';
import { addYears, dayNumberOf, formatDate, fromDayNumber } from '../../generators/dates.js';
import { agesOf, defineGenerator, type GeneratorDefinition } from '../../generators/definition.js';
import { emailFor, usernameFor } from '../../generators/entities/person.js';
import { card, password, uuid } from '../../generators/shared.js';
import { documentEs } from './documents.js';
import { drawAccount } from './entities/account.js';
import { drawAddress, provinceByCode } from './entities/address.js';
import { drawPerson } from './entities/person.js';
import { generateDni } from './formats/dni.js';
import { generateNss } from './formats/nss.js';
import { generatePassportNumber } from './formats/passport.js';
import {
  formatPhone,
  generatePersonalPhone,
  generatePhone,
  PHONE_STYLES,
  PHONE_TYPES,
} from './formats/phone.js';
import { DOCUMENT_FMT, DOCUMENT_SUB } from './options.js';

export const document = defineGenerator({
  name: 'document',
  label: {
    es: 'Documento de identidad (DNI, NIE, CIF, NIF)',
    en: 'Identity document (DNI, NIE, CIF, NIF)',
    pt: 'Documento de identificação (DNI, NIE, CIF, NIF)',
  },
  fields: ['documento', 'tipo'],
  options: [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
  generate: (rng, options) => documentEs(rng, options.sub, options.ok, options.fmt),
});

export const phone = defineGenerator({
  name: 'phone',
  label: { es: 'Teléfono', en: 'Phone number', pt: 'Número de telefone' },
  fields: ['telefono', 'tipo', 'provincia'],
  options: [
    {
      name: 'sub',
      kind: 'enum',
      values: PHONE_TYPES,
      default: 'movil',
      label: { es: 'Tipo de línea', en: 'Line type', pt: 'Tipo de linha' },
      description: { es: 'Móvil o fijo.', en: 'Mobile or landline.', pt: 'Telemóvel ou fixo.' },
    },
    {
      name: 'fmt',
      kind: 'enum',
      values: PHONE_STYLES,
      default: 'plain',
      description: {
        es: 'Presentación: 612345678, +34612345678 o 612 34 56 78.',
        en: 'Presentation: 612345678, +34612345678 or 612 34 56 78.',
        pt: 'Apresentação: 612345678, +34612345678 ou 612 34 56 78.',
      },
    },
  ],
  generate(rng, options) {
    const result = generatePhone(rng, { type: options.sub });
    return {
      telefono: formatPhone(result.telefono, options.fmt),
      tipo: result.tipo,
      provincia: result.provinceCode ? (provinceByCode(result.provinceCode)?.name ?? null) : null,
    };
  },
});

/** One coherent person (docs/api.md, Single-type generators); shared with bulk rows through the entities. */
export const identity = defineGenerator({
  name: 'identity',
  label: { es: 'Identidad completa', en: 'Whole identity', pt: 'Identidade completa' },
  fields: [
    'nombre',
    'apellido1',
    'apellido2',
    'nombre_completo',
    'sexo',
    'fecha_nacimiento',
    'edad',
    'documento',
    'email',
    'telefono',
    'direccion',
    'cp',
    'municipio',
    'provincia',
    'comunidad',
    'nss',
    'iban',
  ],
  options: [REF_DATE_OPTION, MIN_AGE, MAX_AGE, EMAIL_DOMAIN],
  generate(rng, options, { refDate }) {
    const person = drawPerson(rng.split('person'), refDate, agesOf(options));
    const address = drawAddress(rng.split('address'));
    const account = drawAccount(rng.split('account'));
    // Mostly a mobile; a landline carries the prefix of the address's province.
    const phone = generatePersonalPhone(rng.split('phone'), address.regionCode);
    return {
      nombre: person.nombre,
      apellido1: person.apellido1,
      apellido2: person.apellido2,
      nombre_completo: person.nombreCompleto,
      sexo: person.sexo,
      fecha_nacimiento: person.fechaNacimiento,
      edad: person.edad,
      documento: generateDni(rng.split('dni')),
      email: emailFor(rng.split('email'), person, options.domain ?? undefined),
      telefono: phone.telefono,
      direccion: address.direccion,
      cp: address.cp,
      municipio: address.municipio,
      provincia: address.provincia,
      comunidad: address.comunidad,
      nss: generateNss(rng.split('nss'), { provinceCode: address.regionCode }),
      iban: account.iban,
    };
  },
});

export const iban = defineGenerator({
  name: 'iban',
  label: { es: 'IBAN español', en: 'Spanish IBAN', pt: 'IBAN espanhol' },
  fields: ['iban', 'entidad', 'banco', 'bic'],
  options: [OK_OPTION, IBAN_FMT],
  generate(rng, options) {
    const account = drawAccount(rng);
    let value = account.iban;
    if (options.ok === false)
      value = generateIban(rng.split('bad'), { ok: false, country: 'ES', bankCode: account.entidad });
    return {
      iban: formatIban(value, options.fmt),
      entidad: account.entidad,
      banco: account.banco,
      bic: account.bic,
    };
  },
});

export const passport = defineGenerator({
  name: 'passport',
  label: {
    es: 'Pasaporte español con MRZ',
    en: 'Spanish passport with MRZ',
    pt: 'Passaporte espanhol com MRZ',
  },
  fields: ['pasaporte', 'mrz'],
  options: [OK_OPTION, REF_DATE_OPTION],
  generate(rng, options, { refDate }) {
    const person = drawPerson(rng.split('person'), refDate);
    const number = generatePassportNumber(rng.split('number'));
    // Issued in the last ten years; adult passports are valid for ten.
    const issued = fromDayNumber(dayNumberOf(refDate) - rng.split('issued').int(0, 3650));
    const expiry = addYears(issued, 10);
    const mrz = buildTd3(
      {
        documentNumber: number,
        issuingState: 'ESP',
        surname: `${person.apellido1} ${person.apellido2}`,
        givenNames: person.nombre,
        nationality: 'ESP',
        birthDate: person.fechaNacimiento,
        sex: person.sexo,
        expiryDate: formatDate(expiry),
        personalNumber: generateDni(rng.split('dni')),
      },
      { ok: options.ok },
    );
    return { pasaporte: number, mrz };
  },
});

export const username = defineGenerator({
  name: 'username',
  label: { es: 'Nombre de usuario', en: 'Username', pt: 'Nome de utilizador' },
  fields: ['usuario'],
  options: [REF_DATE_OPTION],
  generate(rng, _options, { refDate }) {
    return { usuario: usernameFor(rng.split('username'), drawPerson(rng.split('person'), refDate)) };
  },
});

/** Every single-type generator, one line each, in the order of docs/api.md, Single-type generators. */
export const GENERATORS: readonly GeneratorDefinition[] = [
  document,
  phone,
  identity,
  iban,
  card,
  passport,
  uuid,
  username,
  password,
];

export const GENERATOR_BY_NAME: ReadonlyMap<string, GeneratorDefinition> = new Map(
  GENERATORS.map((g) => [g.name, g]),
);
