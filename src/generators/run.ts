import { rngFromSeed } from '../random/rng.js';
import { todayUtc } from './dates.js';
import { type OptionValue, resolveOptions } from './options.js';
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

/**
 * Runs a generator: record `i` draws only from the stream (seed, generator,
 * i), so the first N records of a larger count are the records of count=N.
 * Throws OptionError for a bad option value.
 */
export function runGenerator(def: GeneratorDefinition, request: RunRequest): RunResult {
  const options = resolveOptions(def.options, request.options);
  const refDate =
    typeof options.refDate === 'string' && options.refDate !== 'today'
      ? options.refDate
      : (request.today ?? todayUtc());
  const root = rngFromSeed(request.seed).split(def.name);
  const records: GeneratedRecord[] = new Array(request.count);
  for (let i = 0; i < request.count; i++) records[i] = def.generate(root.split(i), options, { refDate });
  return { records, refDate, options };
}
