import { rngFromSeed } from '../random/rng.js';
import { REF_DATE_OPTION } from './common-options.js';
import { todayUtc } from './dates.js';
import { type OptionSpec, type OptionValue, resolveOptions } from './options.js';
import type { GeneratedRecord, GeneratorDefinition } from './single.js';

export interface RunRequest {
  readonly seed: string;
  readonly count: number;
  /** Raw option strings as received (unknown names are ignored here). */
  readonly options: Readonly<Record<string, string>>;
  /** Date used when no `refDate` option is given (YYYY-MM-DD). */
  readonly today?: string;
}

export interface RunResult {
  readonly records: GeneratedRecord[];
  readonly refDate: string;
  readonly options: Readonly<Record<string, OptionValue>>;
}

/** Built once per generator: asked on every request. */
const specsByGenerator = new WeakMap<GeneratorDefinition, readonly OptionSpec[]>();

/**
 * Every generator takes `refDate`, even one whose data ignore it: it is echoed
 * in `meta.refDate`, and a replay with it pinned must be byte-identical on
 * any day (docs/api.md, Determinism).
 */
export function specsOf(def: GeneratorDefinition): readonly OptionSpec[] {
  let specs = specsByGenerator.get(def);
  if (specs === undefined) {
    specs = def.options.some((o) => o.name === REF_DATE_OPTION.name)
      ? def.options
      : [...def.options, REF_DATE_OPTION];
    specsByGenerator.set(def, specs);
  }
  return specs;
}

/**
 * Runs a generator: record `i` draws only from the stream (seed, generator,
 * i), so the first N records of a larger count are the records of count=N.
 * Throws OptionError for a bad option value.
 */
export function runGenerator(def: GeneratorDefinition, request: RunRequest): RunResult {
  const options = resolveOptions(specsOf(def), request.options);
  const refDate =
    typeof options.refDate === 'string' && options.refDate !== 'today'
      ? options.refDate
      : (request.today ?? todayUtc());
  const root = rngFromSeed(request.seed).split(def.name);
  const records: GeneratedRecord[] = new Array(request.count);
  for (let i = 0; i < request.count; i++)
    records[i] = def.generate(root.split(i), options, { refDate, index: i });
  return { records, refDate, options };
}
