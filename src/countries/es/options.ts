import type { OptionSpec } from '../../generators/options.js';

/** Spain's values of the `document` options (docs/api.md, Single-type generators): its four documents and their presentations. */
export const DOCUMENT_SUB = {
  name: 'sub',
  kind: 'enum',
  values: ['dni', 'nie', 'cif', 'nif'],
  default: 'dni',
  description: { es: 'Tipo de documento.', en: 'Document kind.', pt: 'Tipo de documento.' },
} as const satisfies OptionSpec;

export const DOCUMENT_FMT = {
  name: 'fmt',
  kind: 'enum',
  values: ['plain', 'dashed', 'dotted'],
  default: 'plain',
  description: {
    es: 'Presentación: 12345678Z, 12345678-Z o 12.345.678-Z.',
    en: 'Presentation: 12345678Z, 12345678-Z or 12.345.678-Z.',
    pt: 'Apresentação: 12345678Z, 12345678-Z ou 12.345.678-Z.',
  },
} as const satisfies OptionSpec;
