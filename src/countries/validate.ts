import { type FormatModule, fail, KINDS, type Kind, type ValidationResult } from '../domain/validation.js';
import { FORMAT_BY_KIND, FORMATS } from './es/formats/detection-order.js';

export type KindOrAuto = Kind | 'auto';

export type KindedResult = ValidationResult & { readonly kind?: Kind };

/**
 * Longest value worth reading: every kind fits in well under 100 characters
 * even with generous separators, so anything longer is malformed for every
 * kind. The cap also bounds the cost of compaction on hostile input: a body
 * of a million spaces between two letters made the UUID trim quadratic,
 * blocking the event loop for minutes.
 */
export const MAX_VALUE_LENGTH = 1024;

const KIND_BY_LOWER = new Map<string, KindOrAuto>([
  ['auto', 'auto'],
  ...KINDS.map((k) => [k.toLowerCase(), k] as [string, Kind]),
]);

/** Case-insensitive kind name -> canonical spelling, or undefined when unknown. */
export function parseKind(name: string): KindOrAuto | undefined {
  return KIND_BY_LOWER.get(name.trim().toLowerCase());
}

/** A valid result with its kind, members in the order of a spread (cheaper than one). */
function withKind(result: ValidationResult & { valid: true }, kind: Kind): KindedResult {
  return result.extra === undefined
    ? { valid: true, normalized: result.normalized, kind }
    : { valid: true, normalized: result.normalized, extra: result.extra, kind };
}

/** Each formats list's kinds, indexed once. */
const kindIndexes = new WeakMap<readonly FormatModule[], ReadonlyMap<Kind, FormatModule>>();

function formatOf(formats: readonly FormatModule[], kind: Kind): FormatModule | undefined {
  if (formats === FORMATS) return FORMAT_BY_KIND.get(kind);
  let index = kindIndexes.get(formats);
  if (index === undefined) {
    index = new Map(formats.map((f) => [f.kind, f]));
    kindIndexes.set(formats, index);
  }
  return index.get(kind);
}

/**
 * Validates `value` as `kind`, or detects the kind: among the formats whose
 * shape matches, the first valid one wins; when none is valid, the failure of
 * the first matching shape is reported (it names the closest kind).
 * `formats`: the kinds known, in detection order (a country's; Spain's by default).
 */
export function validateValue(
  value: string,
  kind: KindOrAuto = 'auto',
  formats: readonly FormatModule[] = FORMATS,
): KindedResult {
  if (kind !== 'auto') {
    const format = formatOf(formats, kind);
    if (!format) throw new Error(`no format registered for ${kind}`);
    // An over-long value gets the kind's answer for a value of no shape: its format code.
    const result = format.validate(value.length > MAX_VALUE_LENGTH ? '' : value);
    return result.valid ? withKind(result, kind) : result;
  }
  if (value.length > MAX_VALUE_LENGTH) return fail('unrecognized_format');
  let firstFailure: ValidationResult | undefined;
  // Most formats share one compaction: each distinct one runs once per value.
  const compacts: FormatModule['compact'][] = [];
  const compacted: string[] = [];
  for (const format of formats) {
    let at = compacts.indexOf(format.compact);
    if (at < 0) at = compacts.push(format.compact) - 1;
    const compact = compacted[at] ?? format.compact(value);
    compacted[at] = compact;
    if (!format.detect(compact)) continue;
    const result = format.validate(value);
    if (result.valid) return withKind(result, format.kind);
    firstFailure ??= result;
  }
  return firstFailure ?? fail('unrecognized_format');
}
