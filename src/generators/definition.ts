import type { LangText } from '../i18n/lang.js';
import type { Rng } from '../random/rng.js';
import { OptionError, type OptionSpec, type OptionValues } from './options.js';

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

export interface GeneratorDefinition {
  readonly name: string;
  readonly label: LangText;
  readonly fields: readonly string[];
  readonly options: readonly OptionSpec[];
  /** One record from its own stream; options are already parsed and defaulted. */
  generate(rng: Rng, options: OptionValues, context: GenerateContext): GeneratedRecord;
}

/** The age bounds of a generator with minAge and maxAge options (checked together). */
export const agesOf = (options: OptionValues) => {
  const minAge = options.minAge as number;
  const maxAge = options.maxAge as number;
  if (minAge > maxAge)
    throw new OptionError('minAge', undefined, {
      problem: 'min_above_max',
      min: minAge,
      max: maxAge,
      other: 'maxAge',
    });
  return { minAge, maxAge };
};
