import type { OptionSpec } from '../../generators/options.js';
import { PHONE_STYLES_MX } from './formats/phone.js';

/**
 * Mexico's values of the options whose names are the API's (names stay,
 * values belong to the country: docs/api.md, Countries).
 */
export const DOCUMENT_SUB = {
  name: 'sub',
  kind: 'enum',
  values: ['curp', 'rfc', 'rfc_moral', 'nss'],
  default: 'curp',
  valueLabels: {
    curp: { es: 'CURP', en: 'CURP', pt: 'CURP' },
    rfc: { es: 'RFC (persona física)', en: 'RFC (natural person)', pt: 'RFC (pessoa singular)' },
    rfc_moral: { es: 'RFC (persona moral)', en: 'RFC (legal person)', pt: 'RFC (pessoa coletiva)' },
    nss: { es: 'NSS del IMSS', en: 'IMSS social security number', pt: 'NSS do IMSS' },
  },
  description: {
    es: 'Tipo de documento: CURP, RFC de persona física o moral, o NSS del IMSS.',
    en: 'Document kind: CURP, RFC of a natural or legal person, or IMSS social security number.',
    pt: 'Tipo de documento: CURP, RFC de pessoa singular ou coletiva, ou NSS do IMSS.',
  },
} as const satisfies OptionSpec;

export const DOCUMENT_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'dashed'],
  default: 'plain',
  description: {
    es: 'Presentación del RFC: GODE561231GR8 o GODE-561231-GR8 (la CURP y el NSS se escriben siempre seguidos).',
    en: 'RFC presentation: GODE561231GR8 or GODE-561231-GR8 (CURP and NSS are always written compact).',
    pt: 'Apresentação do RFC: GODE561231GR8 ou GODE-561231-GR8 (a CURP e o NSS escrevem-se sempre seguidos).',
  },
} as const satisfies OptionSpec;

export const PHONE_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: PHONE_STYLES_MX,
  default: 'plain',
  valueLabels: {
    e164: { es: 'Internacional (+52)', en: 'International (+52)', pt: 'Internacional (+52)' },
  },
  description: {
    es: 'Presentación: 5512345678, +525512345678 o 55 1234 5678.',
    en: 'Presentation: 5512345678, +525512345678 or 55 1234 5678.',
    pt: 'Apresentação: 5512345678, +525512345678 ou 55 1234 5678.',
  },
} as const satisfies OptionSpec;

export const CLABE_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'spaced'],
  default: 'plain',
  description: {
    es: 'Presentación de la CLABE: 18 dígitos seguidos o por partes (banco, plaza, cuenta, control).',
    en: 'CLABE presentation: 18 digits, or in parts (bank, plaza, account, check).',
    pt: 'Apresentação da CLABE: 18 dígitos seguidos ou por partes (banco, praça, conta, controlo).',
  },
} as const satisfies OptionSpec;
