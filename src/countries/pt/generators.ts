import { formatIban, wrongIbanCheck } from '../../domain/iban/iban.js';
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
import { DEFAULT_AGES, emailFor, usernameFor } from '../../generators/entities/person.js';
import { card, password, uuid } from '../../generators/shared.js';
import { documentPt } from './documents.js';
import { drawAccount } from './entities/account.js';
import { drawAddress } from './entities/address.js';
import { drawPerson, sexoPt } from './entities/person.js';
import { formatCc, generateCc } from './formats/cc.js';
import { generateNif } from './formats/nif.js';
import { generateNiss } from './formats/niss.js';
import { generatePassportNumberPt } from './formats/passport.js';
import { formatPhonePt, generatePersonalPhonePt, generatePhonePt, validatePhonePt } from './formats/phone.js';
import { DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT } from './options.js';

/**
 * The district (or island) of a landline's area code, as validation reports
 * it: the generator draws a code without a district, so the number itself
 * says where it rings. Null for a mobile.
 */
function districtOf(telefono: string): string | null {
  const result = validatePhonePt(telefono);
  return result.valid ? (result.extra?.distrito ?? null) : null;
}

export const document = defineGenerator({
  name: 'document',
  label: {
    es: 'Documento portugués (NIF, NIPC, CC, NISS)',
    en: 'Portuguese document (NIF, NIPC, CC, NISS)',
    pt: 'Documento português (NIF, NIPC, CC, NISS)',
  },
  fields: ['documento', 'tipo'],
  options: [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT],
  generate: (rng, options) => documentPt(rng, options.sub, options.ok, options.fmt),
});

export const phone = defineGenerator({
  name: 'phone',
  label: { es: 'Teléfono portugués', en: 'Portuguese phone number', pt: 'Telefone português' },
  fields: ['telefono', 'tipo', 'provincia'],
  options: [
    {
      name: 'sub',
      kind: 'enum',
      values: ['movil', 'fijo'],
      default: 'movil',
      label: { es: 'Tipo de línea', en: 'Line type', pt: 'Tipo de linha' },
      description: {
        es: 'Móvil (91, 92, 93, 96) o fijo (prefijo de zona).',
        en: 'Mobile (91, 92, 93, 96) or landline (area code).',
        pt: 'Telemóvel (91, 92, 93, 96) ou fixo (indicativo de zona).',
      },
    },
    PHONE_FMT,
  ],
  generate(rng, options) {
    const result = generatePhonePt(rng, { type: options.sub });
    return {
      telefono: formatPhonePt(result.telefono, options.fmt),
      tipo: result.tipo,
      // The district of the area code's seat, for a landline.
      provincia: districtOf(result.telefono),
    };
  },
});

/** One coherent Portuguese person: every part agrees with the others (docs/api.md, Countries). */
export const identity = defineGenerator({
  name: 'identity',
  label: {
    es: 'Identidad portuguesa completa',
    en: 'Whole Portuguese identity',
    pt: 'Identidade portuguesa completa',
  },
  fields: [
    'nombre',
    'apellido1',
    'apellido2',
    'nombre_completo',
    'sexo',
    'fecha_nacimiento',
    'edad',
    'documento',
    'cc',
    'email',
    'telefono',
    'direccion',
    'localidad',
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
    const phone = generatePersonalPhonePt(rng.split('phone'), address.regionCode);
    return {
      nombre: person.nombre,
      apellido1: person.apellido1,
      apellido2: person.apellido2,
      nombre_completo: person.nombreCompleto,
      sexo: sexoPt(person),
      fecha_nacimiento: person.fechaNacimiento,
      edad: person.edad,
      documento: generateNif(rng.split('nif')),
      cc: formatCc(generateCc(rng.split('cc')), 'plain'),
      email: emailFor(rng.split('email'), person, options.domain ?? undefined),
      telefono: phone.telefono,
      direccion: address.direccion,
      localidad: address.localidad,
      cp: address.cp,
      municipio: address.municipio,
      provincia: address.provincia,
      comunidad: address.comunidad,
      nss: generateNiss(rng.split('niss')),
      iban: account.iban,
    };
  },
});

export const iban = defineGenerator({
  name: 'iban',
  label: { es: 'IBAN portugués', en: 'Portuguese IBAN', pt: 'IBAN português' },
  fields: ['iban', 'entidad', 'banco', 'bic'],
  options: [OK_OPTION, IBAN_FMT],
  generate(rng, options) {
    const account = drawAccount(rng);
    // ok: false keeps the account (a valid NIB), only the IBAN's check digits are wrong.
    const value = options.ok === false ? wrongIbanCheck(rng.split('bad'), account.iban) : account.iban;
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
    es: 'Pasaporte portugués con MRZ',
    en: 'Portuguese passport with MRZ',
    pt: 'Passaporte português com MRZ',
  },
  fields: ['pasaporte', 'mrz'],
  options: [OK_OPTION, REF_DATE_OPTION],
  generate(rng, options, { refDate }) {
    const person = drawPerson(rng.split('person'), refDate, DEFAULT_AGES);
    const number = generatePassportNumberPt(rng.split('number'));
    // Issued in the last five years: Portuguese adult passports are valid for five.
    const issued = fromDayNumber(dayNumberOf(refDate) - rng.split('issued').int(0, 1825));
    const mrz = buildTd3(
      {
        documentNumber: number,
        issuingState: 'PRT',
        surname: `${person.apellido1} ${person.apellido2}`,
        givenNames: person.nombre,
        nationality: 'PRT',
        birthDate: person.fechaNacimiento,
        sex: person.sexo,
        expiryDate: formatDate(addYears(issued, 5)),
        // The holder's civil identification number, as the Cartão de Cidadão carries it.
        personalNumber: generateCc(rng.split('cc')).slice(0, 9),
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
    const person = drawPerson(rng.split('person'), refDate, DEFAULT_AGES);
    return { usuario: usernameFor(rng.split('username'), person) };
  },
});

/** Portugal's generators, in the order of Spain's (docs/api.md, Single-type generators); cards, UUIDs and passwords are the same everywhere. */
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
