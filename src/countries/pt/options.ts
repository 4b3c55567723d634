import type { OptionSpec } from '../../generators/options.js';
import { PHONE_STYLES_PT } from './formats/phone.js';

/**
 * Portugal's values of the options whose names are the API's (docs/api.md, Countries:
 * names stay, values belong to the country).
 */
export const DOCUMENT_SUB = {
  name: 'sub',
  kind: 'enum',
  values: ['nif', 'nipc', 'cc', 'niss'],
  default: 'nif',
  valueLabels: {
    nif: { es: 'NIF (persona física)', en: 'NIF (natural person)', pt: 'NIF (pessoa singular)' },
    nipc: { es: 'NIPC (persona jurídica)', en: 'NIPC (legal person)', pt: 'NIPC (pessoa coletiva)' },
    cc: { es: 'Cartão de Cidadão', en: 'Cartão de Cidadão', pt: 'Cartão de Cidadão' },
    niss: { es: 'NISS', en: 'NISS', pt: 'NISS' },
  },
  description: {
    es: 'Tipo de documento: NIF (persona física), NIPC (persona jurídica), número del Cartão de Cidadão o NISS.',
    en: 'Document kind: NIF (natural person), NIPC (legal person), Cartão de Cidadão number or NISS.',
    pt: 'Tipo de documento: NIF (pessoa singular), NIPC (pessoa coletiva), número do Cartão de Cidadão ou NISS.',
  },
} as const satisfies OptionSpec;

export const DOCUMENT_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'spaced'],
  default: 'plain',
  description: {
    es: 'Presentación: 123456789 o 123 456 789 (Cartão de Cidadão: 12345678 9 ZZ4).',
    en: 'Presentation: 123456789 or 123 456 789 (Cartão de Cidadão: 12345678 9 ZZ4).',
    pt: 'Apresentação: 123456789 ou 123 456 789 (Cartão de Cidadão: 12345678 9 ZZ4).',
  },
} as const satisfies OptionSpec;

export const PHONE_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: PHONE_STYLES_PT,
  default: 'plain',
  valueLabels: {
    e164: { es: 'Internacional (+351)', en: 'International (+351)', pt: 'Internacional (+351)' },
  },
  description: {
    es: 'Presentación: 912345678, +351912345678 o 912 345 678.',
    en: 'Presentation: 912345678, +351912345678 or 912 345 678.',
    pt: 'Apresentação: 912345678, +351912345678 ou 912 345 678.',
  },
} as const satisfies OptionSpec;

export const PLATE_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'compact'],
  default: 'plain',
  valueLabels: {
    plain: { es: 'Con guiones', en: 'With dashes', pt: 'Com hífenes' },
    compact: { es: 'Compacto', en: 'Compact', pt: 'Compacto' },
  },
  description: {
    es: 'Presentación: AA-00-AA (como se imprime) o AA00AA.',
    en: 'Presentation: AA-00-AA (as printed) or AA00AA.',
    pt: 'Apresentação: AA-00-AA (como impressa) ou AA00AA.',
  },
} as const satisfies OptionSpec;
