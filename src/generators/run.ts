import { rngFromSeed } from '../random/rng.js';
import { todayUtc } from './dates.js';
import type { GeneratedRecord, GeneratorDefinition } from './definition.js';
import type { OptionValue } from './options.js';

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
  const { options, record } = def.bind(request.options);
  const refDate =
    typeof options.refDate === 'string' && options.refDate !== 'today'
      ? options.refDate
      : (request.today ?? todayUtc());
  const root = rngFromSeed(request.seed).split(def.name);
  return {
    refDate,
    options,
    record: (index) => record(root.split(index), { refDate, index }),
  };
}

/** Runs a generator for `count` records at once (prepareRun's records 0 to count - 1). */
export function runGenerator(def: GeneratorDefinition, request: RunRequest): RunResult {
  const run = prepareRun(def, request);
  const records: GeneratedRecord[] = new Array(request.count);
  for (let i = 0; i < request.count; i++) records[i] = run.record(i);
  return { records, refDate: run.refDate, options: run.options };
}
