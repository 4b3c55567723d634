import { rngFromSeed } from '../random/rng.js';
import { REF_DATE_OPTION } from './common-options.js';
import { todayUtc } from './dates.js';
import type { GeneratedRecord, GeneratorDefinition } from './definition.js';
import { type OptionSpec, type OptionValue, resolveOptions } from './options.js';

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

/** A generator ready to run: its options resolved, any record drawn on demand. */
export interface PreparedRun {
  readonly refDate: string;
  readonly options: Readonly<Record<string, OptionValue>>;
  /** Record `index`: the same whatever was drawn before it, so a run can stream. */
  record(index: number): GeneratedRecord;
}

/**
 * Prepares a generator: record `i` draws only from the stream (seed,
 * generator, i), so the first N records of a larger count are the records of
 * count=N. Throws OptionError for a bad option value.
 */
export function prepareRun(def: GeneratorDefinition, request: Omit<RunRequest, 'count'>): PreparedRun {
  const options = resolveOptions(specsOf(def), request.options);
  const refDate =
    typeof options.refDate === 'string' && options.refDate !== 'today'
      ? options.refDate
      : (request.today ?? todayUtc());
  const root = rngFromSeed(request.seed).split(def.name);
  return {
    refDate,
    options,
    record: (index) => def.generate(root.split(index), options, { refDate, index }),
  };
}

/** Runs a generator for `count` records at once (prepareRun's records 0 to count - 1). */
export function runGenerator(def: GeneratorDefinition, request: RunRequest): RunResult {
  const run = prepareRun(def, request);
  const records: GeneratedRecord[] = new Array(request.count);
  for (let i = 0; i < request.count; i++) records[i] = run.record(i);
  return { records, refDate: run.refDate, options: run.options };
}
