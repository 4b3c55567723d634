import { FORMAT_BY_KIND, FORMATS } from './registry.js';
import { fail, KINDS, type Kind, type ValidationResult } from './validation.js';

export type KindOrAuto = Kind | 'auto';

export type KindedResult = ValidationResult & { readonly kind?: Kind };

const KIND_BY_LOWER = new Map<string, KindOrAuto>([
  ['auto', 'auto'],
  ...KINDS.map((k) => [k.toLowerCase(), k] as [string, Kind]),
]);

/** Case-insensitive kind name -> canonical spelling, or undefined when unknown. */
export function parseKind(name: string): KindOrAuto | undefined {
  return KIND_BY_LOWER.get(name.trim().toLowerCase());
}

/**
 * Validates `value` as `kind`, or detects the kind: among the formats whose
 * shape matches, the first valid one wins; when none is valid, the failure of
 * the first matching shape is reported (it names the closest kind).
 */
export function validateValue(value: string, kind: KindOrAuto = 'auto'): KindedResult {
  if (kind !== 'auto') {
    const format = FORMAT_BY_KIND.get(kind);
    if (!format) throw new Error(`no format registered for ${kind}`);
    const result = format.validate(value);
    return result.valid ? { ...result, kind } : result;
  }
  let firstFailure: ValidationResult | undefined;
  for (const format of FORMATS) {
    if (!format.detect(format.compact(value))) continue;
    const result = format.validate(value);
    if (result.valid) return { ...result, kind: format.kind };
    firstFailure ??= result;
  }
  return firstFailure ?? fail('unrecognized_format');
}
