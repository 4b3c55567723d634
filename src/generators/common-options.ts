import { CARD_BRAND_IDS } from '../data/card-brand-ids.js';
import type { OptionSpec } from './options.js';

/** Options shared by generators and bulk field types (docs/api.md, Single-type generators: same names, same defaults). */
export const OK_OPTION = {
  name: 'ok',
  kind: 'boolean',
  default: true,
  description: {
    es: 'false genera valores con formato correcto y carácter de control erróneo (pruebas negativas).',
    en: 'false yields values of the right format with a wrong check character (negative tests).',
    pt: 'false gera valores com o formato correto e um carácter de controlo errado (testes negativos).',
  },
} as const satisfies OptionSpec;

export const REF_DATE_OPTION = {
  name: 'refDate',
  kind: 'date',
  default: null,
  description: {
    es: 'Fecha de referencia (YYYY-MM-DD) para edades y caducidades; por defecto, hoy (UTC).',
    en: 'Reference date (YYYY-MM-DD) for ages and expiry dates; default today (UTC).',
    pt: 'Data de referência (YYYY-MM-DD) para idades e datas de validade; por omissão, hoje (UTC).',
  },
} as const satisfies OptionSpec;

export const IBAN_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'spaced'],
  default: 'plain',
  description: {
    es: 'Presentación: compacto o en grupos de 4.',
    en: 'Presentation: compact or groups of 4.',
    pt: 'Apresentação: compacta ou em grupos de 4.',
  },
} as const satisfies OptionSpec;

/** The `tarjeta`/`card` option's values: the card schemes' ids, in their order. */
export const CARD_BRAND_VALUES = CARD_BRAND_IDS;

export const PASSWORD_LENGTH = {
  name: 'length',
  kind: 'integer',
  min: 8,
  max: 128,
  default: 16,
  description: {
    es: 'Longitud de la contraseña.',
    en: 'Password length.',
    pt: 'Comprimento da palavra-passe.',
  },
} as const satisfies OptionSpec;

export const PASSWORD_SYMBOLS = {
  name: 'symbols',
  kind: 'boolean',
  default: true,
  description: { es: 'Incluir símbolos.', en: 'Include symbols.', pt: 'Incluir símbolos.' },
} as const satisfies OptionSpec;

export const UUID_VERSION = {
  name: 'version',
  kind: 'enum',
  values: ['4', '7'],
  default: '4',
  description: {
    es: 'Versión de UUID (4 aleatorio, 7 ordenado por tiempo).',
    en: 'UUID version (4 random, 7 time-ordered).',
    pt: 'Versão do UUID (4 aleatória, 7 ordenada pelo tempo).',
  },
} as const satisfies OptionSpec;

export const MIN_AGE = {
  name: 'minAge',
  kind: 'integer',
  min: 0,
  max: 120,
  default: 18,
  description: { es: 'Edad mínima.', en: 'Minimum age.', pt: 'Idade mínima.' },
} as const satisfies OptionSpec;

export const MAX_AGE = {
  name: 'maxAge',
  kind: 'integer',
  min: 0,
  max: 120,
  default: 80,
  description: { es: 'Edad máxima.', en: 'Maximum age.', pt: 'Idade máxima.' },
} as const satisfies OptionSpec;

export const EMAIL_DOMAIN = {
  name: 'domain',
  kind: 'hostname',
  default: null,
  description: {
    es: 'Dominio de correo; por defecto, example.com, example.org o example.net (reservados).',
    en: 'Email domain; default example.com, example.org or example.net (reserved).',
    pt: 'Domínio de correio eletrónico; por omissão, example.com, example.org ou example.net (reservados).',
  },
} as const satisfies OptionSpec;
