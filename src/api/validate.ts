import { DEFAULT_COUNTRY, explicitFormatsOf } from '../countries/registry.js';
import { parseKind, validateValue } from '../countries/validate.js';
import type { ReasonCode } from '../domain/reason-codes.js';
import { type Extra, KINDS, type Kind } from '../domain/validation.js';
import { invalidParams } from '../errors/index.js';
import { DEFAULT_LANG, type Lang } from '../i18n/lang.js';
import { EXPECTED_SUFFIX, REASONS } from '../i18n/reasons.js';
import { countryFor } from './params.js';

export const VALIDATE_KINDS = ['auto', ...KINDS] as const;

export type ValidationData =
  | { valid: true; normalized: string; kind: Kind; extra?: Extra }
  | { valid: false; code: ReasonCode; reason: string; expected?: string };

export interface ValidateRequest {
  readonly value: string;
  /** Case-insensitive kind name or `auto` (default). */
  readonly kind?: string;
  readonly lang?: Lang;
  /** The country whose kinds `auto` detects (docs/api.md, Countries); default Spain's. */
  readonly locale?: string;
}

/** docs/api.md, Validation / 4.4: one value checked; an invalid value is data, not an error. */
export function validate(request: ValidateRequest): { status: 'success'; data: ValidationData } {
  const { value, kind: rawKind = 'auto', lang = DEFAULT_LANG } = request;
  const country = request.locale === undefined ? DEFAULT_COUNTRY : countryFor(request.locale);
  if (value.trim() === '') throw invalidParams({ member: 'value', problem: 'empty' });
  // Blanks around the kind are a bad value, as around every other option value.
  const kind = rawKind === rawKind.trim() ? parseKind(rawKind) : undefined;
  if (!kind)
    throw invalidParams({ member: 'kind', problem: 'not_allowed', value: rawKind, allowed: VALIDATE_KINDS });
  const result = validateValue(value, kind, kind === 'auto' ? country.formats : explicitFormatsOf(country));
  if (result.valid) {
    const data: ValidationData = { valid: true, normalized: result.normalized, kind: result.kind! };
    if (result.extra) data.extra = result.extra;
    return { status: 'success', data };
  }
  const suffix = result.expected === undefined ? '' : EXPECTED_SUFFIX[lang](result.expected);
  const data: ValidationData = {
    valid: false,
    code: result.code,
    reason: REASONS[result.code][lang] + suffix,
  };
  if (result.expected !== undefined) data.expected = result.expected;
  return { status: 'success', data };
}
