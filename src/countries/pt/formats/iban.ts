/**
 * IBAN validation under `pt`: the same checks as everywhere (ISO 13616, the
 * registry, the NIB check digits of a PT IBAN), and a valid Portuguese IBAN
 * names its bank as its NIB does (`entidad`, `banco`, `bic`), as a Spanish
 * IBAN names its bank (`countries/es/formats/iban.ts`, which this extends). Under `es` a PT IBAN still gives its country alone:
 * Spain's answers stay what they were (docs/api.md, Countries).
 */
import { type Extra, type FormatModule, okWith, type ValidationResult } from '../../../domain/validation.js';
import { IBAN_ES_FORMAT } from '../../es/formats/iban.js';
import { bankExtra } from './nib.js';

/** `pais`, then the NIB's bank: built once per bank code. */
const extras = new Map<string, Extra>();

function portugueseExtra(iban: string): Extra {
  const code = iban.slice(4, 8);
  let extra = extras.get(code);
  if (extra === undefined) {
    extra = Object.freeze({ pais: 'PT', ...bankExtra(code) });
    extras.set(code, extra);
  }
  return extra;
}

export function validateIbanPt(value: string): ValidationResult {
  const result = IBAN_ES_FORMAT.validate(value);
  return result.valid && result.normalized.startsWith('PT')
    ? okWith(result.normalized, portugueseExtra(result.normalized))
    : result;
}

export const IBAN_PT_FORMAT: FormatModule = { ...IBAN_ES_FORMAT, validate: validateIbanPt };
