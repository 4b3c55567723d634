import type { ErrorDetails } from '../errors/index.js';
import type { Lang, LangText } from '../i18n/lang.js';
import { DATE_MAX, DATE_MIN, parseDate } from './dates.js';
import { OPTION_LABELS, VALUE_LABELS } from './option-labels.js';

/**
 * Option specifications: the single source of truth for what a generator or
 * bulk field type accepts. They parse query strings and JSON values, and
 * they are listed by GET /api/v1/generators and in the OpenAPI document.
 */

interface Base {
  readonly name: string;
  readonly description: LangText;
  /** A short name for forms, where OPTION_LABELS' entry for the name does not fit. */
  readonly label?: LangText;
  /** Names of values, where VALUE_LABELS' entries for the name do not fit (another country's values). */
  readonly valueLabels?: Readonly<Record<string, LangText>>;
  /** A required option has no default: leaving it out is a bad value. */
  readonly required?: true;
}

/** A value of `lista` and `constante`: what a JSON cell can hold. */
export type Scalar = string | number | boolean;

export type OptionSpec =
  | (Base & { readonly kind: 'enum'; readonly values: readonly string[]; readonly default: string })
  | (Base & { readonly kind: 'boolean'; readonly default: boolean })
  | (Base & {
      readonly kind: 'integer';
      readonly min: number;
      readonly max: number;
      readonly default: number;
    })
  | (Base & { readonly kind: 'number'; readonly min: number; readonly max: number; readonly default: number })
  | (Base & { readonly kind: 'date'; readonly default: string | null })
  | (Base & { readonly kind: 'hostname'; readonly default: string | null })
  /** A table or field name of the request (docs/api.md, Bulk name rule). */
  | (Base & { readonly kind: 'name'; readonly default: string | null })
  /** One JSON string, number or boolean. */
  | (Base & { readonly kind: 'scalar'; readonly default: Scalar | null })
  /** An array of 1..`max` JSON strings, numbers or booleans. */
  | (Base & { readonly kind: 'scalars'; readonly max: number; readonly default: null })
  /** An array of non-negative numbers, not all 0. */
  | (Base & { readonly kind: 'weights'; readonly max: number; readonly default: null });

export type OptionValue = Scalar | null | readonly Scalar[];
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** What `parseOption` returns for a given value of spec `S`. */
type ParsedValue<S extends OptionSpec> = S extends {
  readonly kind: 'enum';
  readonly values: readonly (infer V)[];
}
  ? V
  : S extends { readonly kind: 'boolean' }
    ? boolean
    : S extends { readonly kind: 'integer' | 'number' }
      ? number
      : S extends { readonly kind: 'date' | 'hostname' | 'name' }
        ? string
        : S extends { readonly kind: 'scalar' }
          ? Scalar
          : S extends { readonly kind: 'weights' }
            ? readonly number[]
            : readonly Scalar[];

/** The value of spec `S` once resolved: parsed when given, its default otherwise (a required one has none). */
export type ValueOf<S extends OptionSpec> = S extends { readonly required: true }
  ? ParsedValue<S>
  : ParsedValue<S> | S['default'];

/**
 * The option bag `resolveOptions` makes of `Specs`: one property per spec,
 * typed from it. Specs declared `as const satisfies OptionSpec` keep their
 * names and enum values, so a generator reads `options.fmt` as the union of
 * its values; a list of plain `OptionSpec`s gives `OptionValues`.
 */
export type OptionsOf<Specs extends readonly OptionSpec[]> = {
  readonly [S in Specs[number] as S['name']]: ValueOf<S>;
};

/** Why a value was refused; turned into `400 INVALID_PARAMS` details by the HTTP layer. */
/** A bad option value: the option, what it allows, and the problem (details of the error it becomes). */
export class OptionError extends Error {
  constructor(
    readonly option: string,
    readonly allowed: unknown,
    readonly details: ErrorDetails = {},
  ) {
    super(`bad value for option ${option}`);
    this.name = 'OptionError';
  }
}

const HOSTNAME_RE = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;
const INTEGER_RE = /^-?[0-9]+$/;
const NUMBER_RE = /^-?[0-9]+(\.[0-9]+)?$/;
/** docs/api.md, Bulk: field and table names. */
export const NAME_RE = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

export function allowedOf(spec: OptionSpec): unknown {
  switch (spec.kind) {
    case 'enum':
      return spec.values;
    case 'boolean':
      return [true, false];
    case 'integer':
    case 'number':
      return { min: spec.min, max: spec.max };
    case 'date':
      return 'YYYY-MM-DD';
    case 'hostname':
      return 'DNS host name';
    case 'name':
      return { pattern: NAME_RE.source };
    case 'scalar':
      return 'string, number or boolean';
    case 'scalars':
      return { items: 'string, number or boolean', minItems: 1, maxItems: spec.max };
    case 'weights':
      return { items: 'number >= 0, not all 0', minItems: 1, maxItems: spec.max };
  }
}

/**
 * Parses one option value. Query strings give strings; bulk bodies give JSON
 * values of the natural type, or the same string forms (docs/api.md, Bulk).
 * Strings are case-insensitive where the option is an enum or a boolean.
 */
export function parseOption(spec: OptionSpec, raw: unknown): OptionValue {
  const bad = (details: ErrorDetails) =>
    new OptionError(spec.name, allowedOf(spec), { value: raw, ...details });
  // Exact text: only case is forgiven, so ` visa` is a bad value as ` 5` is a bad count.
  const text = typeof raw === 'string' ? raw : undefined;
  switch (spec.kind) {
    case 'enum': {
      const value = typeof raw === 'number' ? String(raw) : text?.toLowerCase();
      if (value === undefined || !spec.values.includes(value)) throw bad({ problem: 'not_allowed' });
      return value;
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const value = text?.toLowerCase();
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw bad({ problem: 'not_allowed' });
    }
    case 'integer':
    case 'number': {
      let value: number;
      const bounds = { min: spec.min, max: spec.max };
      if (typeof raw === 'number') value = raw;
      else if (text !== undefined && (spec.kind === 'integer' ? INTEGER_RE : NUMBER_RE).test(text))
        value = Number(text);
      else if (text !== undefined && NUMBER_RE.test(text))
        throw bad({ problem: 'not_an_integer', ...bounds });
      else throw bad({ problem: 'not_a_number', expected: spec.kind, ...bounds });
      if (!Number.isFinite(value)) throw bad({ problem: 'not_a_number', expected: spec.kind, ...bounds });
      if (spec.kind === 'integer' && !Number.isInteger(value))
        throw bad({ problem: 'not_an_integer', ...bounds });
      if (value < spec.min) throw bad({ problem: 'below_min', ...bounds });
      if (value > spec.max) throw bad({ problem: 'above_max', ...bounds });
      return value;
    }
    case 'date': {
      if (text === undefined || !parseDate(text))
        throw bad({ problem: 'bad_date', min: DATE_MIN, max: DATE_MAX });
      return text;
    }
    case 'hostname': {
      if (text === undefined || !HOSTNAME_RE.test(text)) throw bad({ problem: 'bad_hostname' });
      return text.toLowerCase();
    }
    case 'name': {
      if (text === undefined || !NAME_RE.test(text)) throw bad({ problem: 'bad_name' });
      return text;
    }
    case 'scalar': {
      if (!isScalar(raw)) throw bad({ problem: 'wrong_type', expected: 'scalar' });
      return raw;
    }
    case 'scalars': {
      if (!Array.isArray(raw) || !raw.every(isScalar))
        throw bad({ problem: 'wrong_type', expected: 'scalars' });
      if (raw.length === 0) throw bad({ problem: 'too_few_items', min: 1 });
      if (raw.length > spec.max) throw bad({ problem: 'too_many_items', max: spec.max });
      return Object.freeze([...raw]);
    }
    case 'weights': {
      const ok =
        Array.isArray(raw) &&
        raw.length > 0 &&
        raw.length <= spec.max &&
        raw.every((w) => typeof w === 'number' && Number.isFinite(w) && w >= 0) &&
        raw.some((w) => w > 0) &&
        Number.isFinite(raw.reduce((sum: number, w: number) => sum + w, 0));
      if (!ok) throw bad({ problem: 'wrong_type', expected: 'weights', max: spec.max });
      return Object.freeze([...raw]);
    }
  }
}

/** Values of every spec: parsed where given, defaults elsewhere. Unknown names are left to the caller. */
export function resolveOptions<const Specs extends readonly OptionSpec[]>(
  specs: Specs,
  given: Readonly<Record<string, unknown>>,
): OptionsOf<Specs> {
  // An ordinary object: its keys are the specs' own names, never the
  // client's, and generators read it on every record (the engine keeps
  // null-prototype objects as slower hash tables).
  const out: Record<string, OptionValue> = {};
  for (const spec of specs) {
    const raw = Object.hasOwn(given, spec.name) ? given[spec.name] : undefined;
    if (raw === undefined && spec.required)
      throw new OptionError(spec.name, { required: true }, { problem: 'required' });
    out[spec.name] = raw === undefined ? spec.default : parseOption(spec, raw);
  }
  if (!fitsSpecs(specs, out)) throw new Error('option values that do not fit their specs');
  return out;
}

/**
 * Whether `values` holds a value of each spec's type (`ValueOf`): what
 * `resolveOptions` has just made, checked once per parse (a request, a bulk
 * field) so that the bag is typed from the specs without a cast.
 */
function fitsSpecs<const Specs extends readonly OptionSpec[]>(
  specs: Specs,
  values: Readonly<Record<string, OptionValue>>,
): values is Readonly<Record<string, OptionValue>> & OptionsOf<Specs> {
  return specs.every((spec) => fits(spec, values[spec.name]));
}

/** Whether `value` is of the type `ValueOf<typeof spec>` names. */
function fits(spec: OptionSpec, value: OptionValue | undefined): boolean {
  if (value === spec.default && !spec.required) return true;
  switch (spec.kind) {
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'number':
      return typeof value === 'number';
    case 'date':
    case 'hostname':
    case 'name':
      return typeof value === 'string';
    case 'scalar':
      return isScalar(value);
    case 'scalars':
      return Array.isArray(value) && value.every(isScalar);
    case 'weights':
      return Array.isArray(value) && value.every((w) => typeof w === 'number');
  }
}

/** JSON description of a spec for GET /api/v1/generators. */
export function describeOption(spec: OptionSpec, lang: Lang) {
  const label = spec.label ?? OPTION_LABELS[spec.name];
  const base = {
    name: spec.name,
    type: spec.kind,
    label: label?.[lang] ?? spec.name,
    description: spec.description[lang],
    default: spec.default,
    ...(spec.required ? { required: true } : {}),
  };
  switch (spec.kind) {
    case 'enum':
      return { ...base, values: spec.values, ...valueLabels(spec, spec.values, lang) };
    case 'integer':
    case 'number':
      return { ...base, min: spec.min, max: spec.max };
    case 'boolean':
      return { ...base, values: [true, false], ...valueLabels(spec, ['true', 'false'], lang) };
    case 'date':
      return { ...base, format: 'YYYY-MM-DD', min: DATE_MIN, max: DATE_MAX };
    case 'hostname':
      return { ...base, format: 'hostname' };
    case 'name':
      return { ...base, pattern: NAME_RE.source };
    case 'scalar':
      return base;
    case 'scalars':
    case 'weights':
      return { ...base, maxItems: spec.max };
  }
}

/** `valueLabels` of a catalog entry: a name for each value that has one. */
function valueLabels(spec: OptionSpec, values: readonly string[], lang: Lang) {
  const known = { ...VALUE_LABELS[spec.name], ...spec.valueLabels };
  const entries: [string, string][] = [];
  for (const value of values) {
    const label = known[value];
    if (label) entries.push([value, label[lang]]);
  }
  return entries.length ? { valueLabels: Object.fromEntries(entries) } : {};
}
