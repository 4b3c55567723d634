import {
  EMAIL_DOMAIN,
  MAX_AGE,
  MIN_AGE,
  OK_OPTION,
  REF_DATE_OPTION,
} from '../../generators/common-options.js';
import { agesOf, defineGenerator, type GeneratorDefinition } from '../../generators/definition.js';
import { DEFAULT_AGES, emailFor, usernameFor } from '../../generators/entities/person.js';
import { card, password, uuid } from '../../generators/shared.js';
import type { Rng } from '../../random/rng.js';
import { documentMx } from './documents.js';
import { drawAccount } from './entities/account.js';
import { drawAddress } from './entities/address.js';
import { drawCompany } from './entities/company.js';
import { drawPerson } from './entities/person.js';
import { phoneOfMunicipality } from './entities/phone.js';
import { formatClabe, generateClabe } from './formats/clabe.js';
import { curpOf } from './formats/curp.js';
import { generateNssMx } from './formats/nss.js';
import { formatPhoneMx, validatePhoneMx } from './formats/phone.js';
import { rfcOfPerson } from './formats/rfc.js';
import { CLABE_FMT, DOCUMENT_FMT, DOCUMENT_SUB, PHONE_FMT } from './options.js';

/** A person and where they live, each from its own stream of `rng`. */
function resident(rng: Rng, refDate: string, ages = DEFAULT_AGES) {
  return {
    person: drawPerson(rng.split('person'), refDate, ages),
    address: drawAddress(rng.split('address')),
  };
}

export const document = defineGenerator({
  name: 'document',
  label: {
    es: 'Documento mexicano (CURP, RFC, NSS)',
    en: 'Mexican document (CURP, RFC, NSS)',
    pt: 'Documento mexicano (CURP, RFC, NSS)',
  },
  fields: ['documento', 'tipo'],
  options: [DOCUMENT_SUB, OK_OPTION, DOCUMENT_FMT, REF_DATE_OPTION],
  generate(rng, options, { refDate }) {
    const { person, address } = resident(rng, refDate);
    const source = {
      person,
      address,
      // Drawn only when the document is a company's.
      get company() {
        return drawCompany(rng.split('company'));
      },
      refDate,
    };
    return documentMx(rng.split('document'), source, options.sub, options.ok, options.fmt);
  },
});

export const phone = defineGenerator({
  name: 'phone',
  label: { es: 'Teléfono mexicano', en: 'Mexican phone number', pt: 'Telefone mexicano' },
  fields: ['telefono', 'tipo', 'provincia'],
  options: [
    {
      name: 'sub',
      kind: 'enum',
      values: ['movil', 'fijo'],
      default: 'movil',
      label: { es: 'Tipo de línea', en: 'Line type', pt: 'Tipo de linha' },
      description: {
        es: 'Móvil o fijo: en México comparten las claves LADA, así que solo cambia el tipo indicado.',
        en: 'Mobile or landline: in Mexico both use the same area codes, so only the stated type differs.',
        pt: 'Telemóvel ou fixo: no México partilham os indicativos, pelo que só muda o tipo indicado.',
      },
    },
    PHONE_FMT,
  ],
  generate(rng, options) {
    const address = drawAddress(rng.split('address'));
    const national = phoneOfMunicipality(rng.split('phone'), address.municipalityCode);
    const result = validatePhoneMx(national);
    return {
      telefono: formatPhoneMx(national, options.fmt),
      tipo: options.sub,
      // The state of the area code's main municipio, as validation reports it.
      provincia: result.valid ? (result.extra?.estado ?? null) : null,
    };
  },
});

/**
 * How often a person's phone is a mobile: four in five, a modelling choice
 * (Mexico has several times more mobile lines than fixed ones).
 */
const SHARE_OF_MOBILES = 0.8;

/** One coherent Mexican person: CURP, RFC and NSS agree with the name, birth date, sex and state. */
export const identity = defineGenerator({
  name: 'identity',
  label: {
    es: 'Identidad mexicana completa',
    en: 'Whole Mexican identity',
    pt: 'Identidade mexicana completa',
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
    'rfc',
    'nss',
    'email',
    'telefono',
    'tipo_telefono',
    'direccion',
    'colonia',
    'cp',
    'ciudad',
    'municipio',
    'provincia',
    'clabe',
    'banco',
  ],
  options: [REF_DATE_OPTION, MIN_AGE, MAX_AGE, EMAIL_DOMAIN],
  generate(rng, options, { refDate }) {
    const { person, address } = resident(rng, refDate, agesOf(options));
    const account = drawAccount(rng.split('account'));
    const mobile = rng.split('phone-kind').bool(SHARE_OF_MOBILES);
    return {
      nombre: person.nombre,
      apellido1: person.apellido1,
      apellido2: person.apellido2,
      nombre_completo: person.nombreCompleto,
      sexo: person.sexo,
      fecha_nacimiento: person.fechaNacimiento,
      edad: person.edad,
      documento: curpOf({ ...person, stateLetters: address.stateLetters }),
      rfc: rfcOfPerson(person, person.fechaNacimiento),
      nss: generateNssMx(rng.split('nss'), {
        birthYear: Number(person.fechaNacimiento.slice(0, 4)),
        refYear: Number(refDate.slice(0, 4)),
      }),
      email: emailFor(rng.split('email'), person, options.domain ?? undefined),
      telefono: phoneOfMunicipality(rng.split('phone'), address.municipalityCode),
      tipo_telefono: mobile ? 'movil' : 'fijo',
      direccion: address.direccion,
      colonia: address.colonia,
      cp: address.cp,
      ciudad: address.ciudad,
      municipio: address.municipio,
      provincia: address.provincia,
      clabe: account.ccc,
      banco: account.banco,
    };
  },
});

/** Mexico has no IBAN: `iban` gives the account's CLABE, the number transfers are made to. */
export const iban = defineGenerator({
  name: 'iban',
  label: {
    es: 'CLABE (México no usa IBAN)',
    en: 'CLABE (Mexico has no IBAN)',
    pt: 'CLABE (o México não usa IBAN)',
  },
  fields: ['iban', 'entidad', 'banco'],
  options: [OK_OPTION, CLABE_FMT],
  generate(rng, options) {
    const account = drawAccount(rng);
    const clabe =
      options.ok === false
        ? generateClabe(rng.split('bad'), { bankCode: account.entidad, ok: false })
        : account.ccc;
    return {
      iban: options.fmt === 'spaced' ? formatClabe(clabe, 'spaced') : clabe,
      entidad: account.entidad,
      banco: account.banco,
    };
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

/**
 * Mexico's generators, in the order of Spain's; `passport` is left out (no
 * sourced rule for Mexican passport numbers).
 */
export const GENERATORS: readonly GeneratorDefinition[] = [
  document,
  phone,
  identity,
  iban,
  card,
  uuid,
  username,
  password,
];
