import type { LangText } from '../i18n/lang.js';
import type { Rng } from '../random/rng.js';
import { REF_DATE_OPTION } from './common-options.js';
import {
  OptionError,
  type OptionSpec,
  type OptionsOf,
  type OptionValues,
  resolveOptions,
} from './options.js';

/**
 * What a single-type generator is (docs/api.md, Single-type generators):
 * each country lists its own in its folder's `generators.ts`.
 */
export interface GenerateContext {
  /** Reference date (YYYY-MM-DD) for everything tied to "today". */
  readonly refDate: string;
  /** The record's index in its response (a bulk row's index in the whole sequence). */
  readonly index: number;
}

export type GeneratedRecord = Readonly<Record<string, unknown>>;

/** A generator as its country writes it: `generate` reads options typed from its own specs. */
export interface GeneratorSpec<Specs extends readonly OptionSpec[]> {
  readonly name: string;
  readonly label: LangText;
  readonly fields: readonly string[];
  readonly options: Specs;
  /** One record from its own stream; options are already parsed and defaulted. */
  generate(rng: Rng, options: OptionsOf<Specs>, context: GenerateContext): GeneratedRecord;
}

/** A generator's record function bound to its parsed options. */
export interface BoundGenerator {
  /** The options as parsed, `refDate` included. */
  readonly options: OptionValues;
  record(rng: Rng, context: GenerateContext): GeneratedRecord;
}

/** A generator as routes, catalogs and runs see it, whatever its options. */
export interface GeneratorDefinition {
  readonly name: string;
  readonly label: LangText;
  readonly fields: readonly string[];
  /** Its option specs, `refDate` always among them. */
  readonly options: readonly OptionSpec[];
  /** Parses `given` by the specs (OptionError for a bad value; unknown names are ignored). */
  bind(given: Readonly<Record<string, unknown>>): BoundGenerator;
}

/**
 * A generator from its spec. Every generator takes `refDate`, even one
 * whose data ignore it: it is echoed in `meta.refDate`, and a replay with
 * it pinned must be byte-identical on any day (docs/api.md, Determinism).
 * A generator that does not list it gets it after its own options.
 */
export function defineGenerator<const Specs extends readonly OptionSpec[]>(
  spec: GeneratorSpec<Specs>,
): GeneratorDefinition {
  const extra = spec.options.some((o) => o.name === REF_DATE_OPTION.name) ? [] : [REF_DATE_OPTION];
  return {
    name: spec.name,
    label: spec.label,
    fields: spec.fields,
    options: [...spec.options, ...extra],
    bind(given) {
      const options = resolveOptions(spec.options, given);
      return {
        options: extra.length === 0 ? options : { ...options, ...resolveOptions(extra, given) },
        record: (rng, context) => spec.generate(rng, options, context),
      };
    },
  };
}

/** The age bounds of a generator with minAge and maxAge options (checked together). */
export const agesOf = ({ minAge, maxAge }: { readonly minAge: number; readonly maxAge: number }) => {
  if (minAge > maxAge)
    throw new OptionError('minAge', undefined, {
      problem: 'min_above_max',
      min: minAge,
      max: maxAge,
      other: 'maxAge',
    });
  return { minAge, maxAge };
};
