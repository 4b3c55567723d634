import type { ReasonCode } from './reason-codes.js';

/** Canonical kind names (docs/api.md, Validation), as returned in a valid result. */
export const KINDS = [
  'DNI',
  'NIE',
  'CIF',
  'NIF',
  'IBAN',
  'Tarjeta',
  'NSS',
  'CCC',
  'BIC',
  'Matricula',
  'Telefono',
  'Pasaporte',
  'UUID',
  'NIF_PT',
  'NIPC',
  'CC',
  'NISS',
  'NIB',
  'Telefono_PT',
  'Matricula_PT',
  'CURP',
  'RFC',
  'CLABE',
  'NSS_MX',
  'Telefono_MX',
] as const;

export type Kind = (typeof KINDS)[number];

export type Extra = Readonly<Record<string, string>>;

/** Outcome of validating one value: data, never an exception. */
export type ValidationResult =
  | { readonly valid: true; readonly normalized: string; readonly extra?: Extra }
  | { readonly valid: false; readonly code: ReasonCode; readonly expected?: string };

export const ok = (normalized: string, extra?: Extra): ValidationResult =>
  extra && Object.keys(extra).length > 0 ? { valid: true, normalized, extra } : { valid: true, normalized };

export const fail = (code: ReasonCode, expected?: string): ValidationResult =>
  expected === undefined ? { valid: false, code } : { valid: false, code, expected };

/** A valid result whose `extra` is known to hold something (no emptiness test). */
export const okWith = (normalized: string, extra: Extra): ValidationResult => ({
  valid: true,
  normalized,
  extra,
});

/**
 * A failure built once and returned by every call that fails the same way:
 * results are read-only, and freezing keeps a caller from changing the
 * answer of the next one.
 */
export const sharedFail = (code: ReasonCode, expected?: string): ValidationResult =>
  Object.freeze(fail(code, expected));

/**
 * What every format module offers the registry. `detect` answers "does this
 * compact value have this kind's shape?" and drives `kind: auto`; it must be
 * cheap and must not look at check digits.
 */
export interface FormatModule {
  readonly kind: Kind;
  compact(value: string): string;
  detect(compacted: string): boolean;
  validate(value: string): ValidationResult;
}
