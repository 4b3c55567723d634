/**
 * The field types whose meaning is the same in every country (docs/api.md,
 * Bulk): names, age, address parts, email and username, the account's IBAN
 * and bank, test cards, UUIDs, numbers, dates, booleans, filler text and
 * passwords. Each reads the row entity its country draws, or draws from the
 * field's own stream. A country lists them with its own, in the catalog's
 * order (Spain's: `countries/es/entity-field-types.ts`).
 */
import { LOREM_WORDS } from '../data/lorem-words.js';
import { formatCard, generateCard } from '../domain/card/card.js';
import { formatIban, wrongIbanCheck } from '../domain/iban/iban.js';
import { uuidV4, uuidV7 } from '../domain/intl/uuid.js';
import {
  CARD_BRAND_VALUES,
  EMAIL_DOMAIN,
  IBAN_FMT,
  MAX_AGE,
  MIN_AGE,
  OK_OPTION,
  PASSWORD_LENGTH,
  PASSWORD_SYMBOLS,
  UUID_VERSION,
} from '../generators/common-options.js';
import { dayNumberOf, formatDate, fromDayNumber } from '../generators/dates.js';
import { emailFor, usernameFor } from '../generators/entities/person.js';
import type { OptionSpec, OptionsOf } from '../generators/options.js';
import { generatePassword } from '../generators/password.js';
import { UUID_V7_EARLIEST, uuidV7Time } from '../generators/shared.js';
import type { LangText } from '../i18n/lang.js';
import { streamLabel } from '../random/label-tables.js';
import { GrowingNumbers } from '../random/permutation.js';
import { defineFieldType, type FieldType, type FieldTypeSpec } from './field-type.js';
import type { RowContext } from './row-context.js';
import { accountSpace, UNIQUE_CARD, uniqueUuid } from './unique-space.js';

/** Labels of the streams fields split from the row's, resolved once (same streams as the strings). */
const LABEL = {
  email: streamLabel('email'),
  usuario: streamLabel('usuario'),
  iban: streamLabel('iban'),
} as const;

const int = <const Name extends string>(
  name: Name,
  min: number,
  max: number,
  dflt: number,
  description: LangText,
) => ({ name, kind: 'integer', min, max, default: dflt, description }) as const satisfies OptionSpec;

/** A `fmt` option: the presentations `values`, `dflt` by default. */
export const fmt = <const Values extends readonly string[]>(
  values: Values,
  dflt: Values[number],
  description: LangText,
) => ({ name: 'fmt', kind: 'enum', values, default: dflt, description }) as const satisfies OptionSpec;

/**
 * `numero`: [min, max] in steps of 10^-decimals, as integers; empty (lo > hi)
 * when no such step lies in the range. A bound that is itself a step stays
 * drawable despite the float noise of scaling (0.7 * 10 = 7.000000000000001).
 */
export function numeroSteps(min: number, max: number, decimals: number): [lo: number, hi: number] {
  const scale = 10 ** decimals;
  let lo = Math.round(min * scale);
  if (lo / scale < min) lo = Math.ceil(min * scale);
  let hi = Math.round(max * scale);
  if (hi / scale > max) hi = Math.floor(max * scale);
  return [lo, hi];
}

/**
 * Generated values are already compact, which is what the `plain` style
 * gives: only other styles go through the formatter.
 */
export function present<S extends string>(
  value: string,
  style: S,
  format: (value: string, style: S) => string,
) {
  return style === 'plain' ? value : format(value, style);
}

const NUMBER_LIMIT = 1e12;
/** Default window of `fecha`: ten years (ending at refDate unless a given bound says otherwise). */
const FECHA_SPAN_DAYS = 3652;

/**
 * Lorem words as a sentence holds them, capitalised first and after a space
 * otherwise: picking from these (same length, same order) builds the
 * sentence with one append per word.
 */
const LOREM_FIRST = LOREM_WORDS.map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`);
const LOREM_NEXT = LOREM_WORDS.map((word) => ` ${word}`);

/**
 * A text field type of `type`: its label, how a value is read, and its
 * options. Its text is plain (no backslash, tab or line break): every type
 * built here, in every country, is a format of digits, letters and fixed
 * separators or words of the reference data, and bulk/plain-text.test.ts
 * generates each one with every option value to hold it to that.
 */
export const textFieldType = <const Specs extends readonly OptionSpec[]>(
  type: string,
  label: LangText,
  value: FieldTypeSpec<Specs>['value'],
  options: Specs,
  more: Omit<FieldTypeSpec<Specs>, 'type' | 'kind' | 'label' | 'value' | 'options'> = {},
): FieldType => defineFieldType({ ...more, type, kind: 'text', label, options, value, plainText: true });

/**
 * `numero` step `step` of 10^-decimals, as a number with exactly those
 * decimals. The division is already that number: it is the double nearest
 * to the exact decimal value, so writing it with `decimals` decimals and
 * reading it back (what this once did) gives it again, -0 aside (read back
 * as 0). numero.test.ts holds the argument and checks it.
 */
export function numeroOfStep(step: number, decimals: number): number {
  const n = step / 10 ** decimals;
  return decimals === 0 || n !== 0 ? n : 0;
}

const FECHA_OPTIONS = [
  {
    name: 'from',
    kind: 'date',
    default: null,
    description: {
      es: 'Desde (por defecto, 10 años antes de refDate, o de `to` si `to` es anterior).',
      en: 'From (default 10 years before refDate, or before `to` when `to` is earlier).',
      pt: 'Desde (por omissão, 10 anos antes de refDate, ou de `to` se `to` for anterior).',
    },
  },
  {
    name: 'to',
    kind: 'date',
    default: null,
    description: {
      es: 'Hasta (por defecto, refDate, o 10 años después de `from` si `from` es posterior).',
      en: 'To (default refDate, or 10 years after `from` when `from` is later).',
      pt: 'Até (por omissão, refDate, ou 10 anos depois de `from` se `from` for posterior).',
    },
  },
] as const satisfies readonly OptionSpec[];

/** `fecha`'s window [from, to] in day numbers. */
function fechaDays(refDate: string, options: OptionsOf<typeof FECHA_OPTIONS>): [from: number, to: number] {
  const ref = dayNumberOf(refDate);
  const givenFrom = options.from ? dayNumberOf(options.from) : undefined;
  const givenTo = options.to ? dayNumberOf(options.to) : undefined;
  // A default bound never contradicts a given one (the type's check refuses from > to when both are given).
  const from =
    givenFrom ?? (givenTo !== undefined && givenTo < ref - FECHA_SPAN_DAYS ? givenTo : ref) - FECHA_SPAN_DAYS;
  const to = givenTo ?? (givenFrom !== undefined && givenFrom > ref ? givenFrom + FECHA_SPAN_DAYS : ref);
  return [from, to];
}

const EMAIL_OPTIONS = [EMAIL_DOMAIN] as const;

const emailValue = (row: RowContext, options: OptionsOf<typeof EMAIL_OPTIONS>, number?: number) =>
  emailFor(row.rng.split(LABEL.email), row.person, options.domain ?? undefined, number);

const usernameValue = (row: RowContext, number?: number) =>
  usernameFor(row.rng.split(LABEL.usuario), row.person, number);

const IBAN_OPTIONS = [IBAN_FMT, OK_OPTION] as const;

const ibanValue: FieldTypeSpec<typeof IBAN_OPTIONS>['value'] = (row, options) => {
  const { iban } = row.account;
  // ok: false keeps the row's account (same BBAN as `ccc`), only the check digits are wrong.
  const value = options.ok === false ? wrongIbanCheck(row.rng.split(LABEL.iban), iban) : iban;
  return present(value, options.fmt, formatIban);
};

const UUID_OPTIONS = [UUID_VERSION] as const;

/** Version 7: the row's index in milliseconds after the reference day's start, so rows stay in UUID order. */
const uuidValue: FieldTypeSpec<typeof UUID_OPTIONS>['value'] = (row, options, rng) =>
  options.version === '7' ? uuidV7(rng, uuidV7Time(row.refDate, row.index)) : uuidV4(rng);

const CARD_OPTIONS = [
  {
    name: 'brand',
    kind: 'enum',
    values: CARD_BRAND_VALUES,
    default: 'visa',
    description: { es: 'Marca.', en: 'Brand.', pt: 'Marca.' },
  },
  OK_OPTION,
  fmt(['plain', 'spaced'], 'plain', { es: 'Presentación.', en: 'Presentation.', pt: 'Apresentação.' }),
] as const satisfies readonly OptionSpec[];

const NUMERO_OPTIONS = [
  {
    name: 'min',
    kind: 'number',
    min: -NUMBER_LIMIT,
    max: NUMBER_LIMIT,
    default: 0,
    description: { es: 'Mínimo.', en: 'Minimum.', pt: 'Mínimo.' },
  },
  {
    name: 'max',
    kind: 'number',
    min: -NUMBER_LIMIT,
    max: NUMBER_LIMIT,
    default: 1000,
    description: { es: 'Máximo.', en: 'Maximum.', pt: 'Máximo.' },
  },
  int('decimals', 0, 10, 0, {
    es: 'Decimales (0-10).',
    en: 'Decimals (0-10).',
    pt: 'Casas decimais (0-10).',
  }),
] as const satisfies readonly OptionSpec[];

/** The shared types by name; a country's list places them among its own. */
export const SHARED_FIELD_TYPES = {
  nombre_completo: textFieldType(
    'nombre_completo',
    { es: 'Nombre y apellidos', en: 'Full name', pt: 'Nome completo' },
    (row) => row.person.nombreCompleto,
    [],
    { cuttable: true },
  ),
  nombre: textFieldType(
    'nombre',
    { es: 'Nombre de pila', en: 'Given name', pt: 'Nome próprio' },
    (row) => row.person.nombre,
    [],
    { cuttable: true },
  ),
  apellidos: textFieldType(
    'apellidos',
    { es: 'Apellidos', en: 'Surnames', pt: 'Apelidos' },
    (row) => `${row.person.apellido1} ${row.person.apellido2}`,
    [],
    { cuttable: true },
  ),
  sexo: textFieldType(
    'sexo',
    { es: 'Sexo (H/M)', en: 'Sex (H/M)', pt: 'Sexo (H/M)' },
    (row) => row.person.sexo,
    [],
  ),
  fecha_nacimiento: defineFieldType({
    type: 'fecha_nacimiento',
    kind: 'date',
    label: { es: 'Fecha de nacimiento', en: 'Birth date', pt: 'Data de nascimento' },
    options: [MIN_AGE, MAX_AGE],
    ageRange: (options) => [options.minAge, options.maxAge],
    value: (row) => row.person.fechaNacimiento,
  }),
  edad: defineFieldType({
    type: 'edad',
    kind: 'integer',
    label: { es: 'Edad', en: 'Age', pt: 'Idade' },
    options: [
      int('min', 0, 120, 18, { es: 'Edad mínima.', en: 'Minimum age.', pt: 'Idade mínima.' }),
      int('max', 0, 120, 80, { es: 'Edad máxima.', en: 'Maximum age.', pt: 'Idade máxima.' }),
    ],
    numericRange: (options) => ({ min: options.min, max: options.max, scale: 0 }),
    ageRange: (options) => [options.min, options.max],
    value: (row) => row.person.edad,
  }),
  email: textFieldType(
    'email',
    { es: 'Correo electrónico', en: 'Email', pt: 'Correio eletrónico' },
    (row, options) => emailValue(row, options),
    EMAIL_OPTIONS,
    {
      unique: {
        size: () => GrowingNumbers.SIZE,
        numbering: 'growing',
        value: (row, options, _rng, n) => emailValue(row, options, n),
      },
    },
  ),
  usuario: textFieldType(
    'usuario',
    { es: 'Nombre de usuario', en: 'Username', pt: 'Nome de utilizador' },
    (row) => usernameValue(row),
    [],
    {
      cuttable: 'not_unique',
      unique: {
        size: () => GrowingNumbers.SIZE,
        numbering: 'growing',
        value: (row, _options, _rng, n) => usernameValue(row, n),
      },
    },
  ),
  direccion: textFieldType(
    'direccion',
    { es: 'Dirección', en: 'Street address', pt: 'Morada' },
    (row) => row.address.direccion,
    [],
    { cuttable: true },
  ),
  cp: textFieldType(
    'cp',
    { es: 'Código postal', en: 'Postal code', pt: 'Código postal' },
    (row) => row.address.cp,
    [],
  ),
  municipio: textFieldType(
    'municipio',
    { es: 'Municipio', en: 'Municipality', pt: 'Município' },
    (row) => row.address.municipio,
    [],
    { cuttable: true },
  ),
  provincia: textFieldType(
    'provincia',
    { es: 'Provincia', en: 'Province', pt: 'Província' },
    (row) => row.address.provincia,
    [],
    { cuttable: true },
  ),
  comunidad: textFieldType(
    'comunidad',
    { es: 'Comunidad autónoma', en: 'Autonomous community', pt: 'Comunidade autónoma' },
    (row) => row.address.comunidad,
    [],
    { cuttable: true },
  ),
  razon_social: textFieldType(
    'razon_social',
    { es: 'Razón social', en: 'Company name', pt: 'Denominação social' },
    (row) => row.company.razonSocial,
    [],
    { cuttable: true },
  ),
  iban: textFieldType('iban', { es: 'IBAN', en: 'IBAN', pt: 'IBAN' }, ibanValue, IBAN_OPTIONS, {
    hasCheckDigits: true,
    // The row's account takes the unique number: its CCC column agrees.
    unique: accountSpace(ibanValue),
  }),
  bic: textFieldType(
    'bic',
    { es: 'BIC del banco', en: 'Bank BIC', pt: 'BIC do banco' },
    (row) => row.account.bic,
    [],
  ),
  entidad_bancaria: textFieldType(
    'entidad_bancaria',
    { es: 'Entidad bancaria', en: 'Bank name', pt: 'Entidade bancária' },
    (row) => row.account.banco,
    [],
    { cuttable: true },
  ),
  tarjeta: textFieldType(
    'tarjeta',
    { es: 'Tarjeta de pruebas', en: 'Test card', pt: 'Cartão de teste' },
    (_row, options, rng) => {
      const card = generateCard(rng, { brand: options.brand, ok: options.ok });
      return present(card.numero, options.fmt, formatCard);
    },
    CARD_OPTIONS,
    { hasCheckDigits: true, ownStream: true, unique: UNIQUE_CARD },
  ),
  uuid: textFieldType('uuid', { es: 'UUID', en: 'UUID', pt: 'UUID' }, uuidValue, UUID_OPTIONS, {
    ownStream: true,
    checkOn: (options, refDate) =>
      options.version === '7' && refDate < UUID_V7_EARLIEST
        ? { member: 'options.version', problem: 'ref_date_too_early', min: UUID_V7_EARLIEST, value: refDate }
        : undefined,
    unique: {
      size: () => 2 ** 48,
      value: (row, options, rng, n) => uniqueUuid(String(uuidValue(row, options, rng)), n),
    },
  }),
  numero: defineFieldType({
    type: 'numero',
    kind: 'decimal',
    label: { es: 'Número', en: 'Number', pt: 'Número' },
    options: NUMERO_OPTIONS,
    ownStream: true,
    check(options) {
      if (options.min > options.max)
        return {
          member: 'options.min',
          problem: 'min_above_max',
          min: options.min,
          max: options.max,
          other: 'max',
        };
      const [lo, hi] = numeroSteps(options.min, options.max, options.decimals);
      if (lo > hi)
        return {
          member: 'options.decimals',
          problem: 'no_number_in_range',
        };
      return undefined;
    },
    // The first and last step that can be drawn: what the column must hold.
    numericRange(options) {
      const scale = options.decimals;
      const [lo, hi] = numeroSteps(options.min, options.max, scale);
      return { min: numeroOfStep(lo, scale), max: numeroOfStep(Math.max(lo, hi), scale), scale };
    },
    value: (_row, options, rng) => {
      const [lo, hi] = numeroSteps(options.min, options.max, options.decimals);
      return numeroOfStep(rng.int(lo, Math.max(lo, hi)), options.decimals);
    },
    unique: {
      size(options) {
        const [lo, hi] = numeroSteps(options.min, options.max, options.decimals);
        return hi - lo + 1;
      },
      value(_row, options, _rng, n) {
        const [lo] = numeroSteps(options.min, options.max, options.decimals);
        return numeroOfStep(lo + n, options.decimals);
      },
      // Past 2^52 steps, neighbouring steps are no longer distinct numbers.
      problem(options) {
        const [lo, hi] = numeroSteps(options.min, options.max, options.decimals);
        return Math.max(Math.abs(lo), Math.abs(hi)) > 2 ** 52 ? { problem: 'numbers_indistinct' } : undefined;
      },
    },
  }),
  fecha: defineFieldType({
    type: 'fecha',
    kind: 'date',
    label: { es: 'Fecha', en: 'Date', pt: 'Data' },
    options: FECHA_OPTIONS,
    ownStream: true,
    check: (options) =>
      options.from !== null && options.to !== null && options.from > options.to
        ? {
            member: 'options.from',
            problem: 'from_after_to',
            min: options.from,
            max: options.to,
            other: 'to',
          }
        : undefined,
    value: (row, options, rng) => {
      const [from, to] = fechaDays(row.refDate, options);
      return formatDate(fromDayNumber(rng.int(from, to)));
    },
    unique: {
      size(options, refDate) {
        const [from, to] = fechaDays(refDate, options);
        return to - from + 1;
      },
      value: (row, options, _rng, n) => formatDate(fromDayNumber(fechaDays(row.refDate, options)[0] + n)),
    },
  }),
  booleano: defineFieldType({
    type: 'booleano',
    kind: 'boolean',
    label: { es: 'Booleano', en: 'Boolean', pt: 'Booleano' },
    options: [
      {
        name: 'probability',
        kind: 'number',
        min: 0,
        max: 1,
        default: 0.5,
        description: {
          es: 'Proporción de true (0-1).',
          en: 'Share of true (0-1).',
          pt: 'Proporção de true (0-1).',
        },
      },
    ],
    ownStream: true,
    value: (_row, options, rng) => rng.float() < options.probability,
    unique: { size: () => 2, value: (_row, _options, _rng, n) => n === 1 },
  }),
  lorem: textFieldType(
    'lorem',
    { es: 'Texto de relleno', en: 'Filler text', pt: 'Texto de preenchimento' },
    (_row, options, rng) => {
      let sentence = rng.pick(LOREM_FIRST);
      for (let i = 1; i < options.words; i++) sentence += rng.pick(LOREM_NEXT);
      return `${sentence}.`;
    },
    [
      int('words', 1, 1000, 8, {
        es: 'Número de palabras (1-1000).',
        en: 'Number of words (1-1000).',
        pt: 'Número de palavras (1-1000).',
      }),
    ],
    { cost: (options) => 1 + options.words / 4, ownStream: true, cuttable: true },
  ),
  password: textFieldType(
    'password',
    { es: 'Contraseña', en: 'Password', pt: 'Palavra-passe' },
    (_row, options, rng) => generatePassword(rng, { length: options.length, symbols: options.symbols }),
    [PASSWORD_LENGTH, PASSWORD_SYMBOLS],
    { cost: (options) => 1 + options.length / 32, ownStream: true },
  ),
} satisfies Readonly<Record<string, FieldType>>;
