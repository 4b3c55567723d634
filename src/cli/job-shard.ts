/**
 * The shard of a run (docs/api.md, Offsets, shards...): from `--shard K/N`,
 * or, without it, from the environment of a job engine that runs N indexed
 * copies of one command. Each engine gives a 0-based index; Cloud Run also
 * gives the count, the others take it from `--shards N` or DATOS_PRUEBA_SHARDS
 * (set in the job's definition beside its parallelism).
 */

import { parseShard, type Shard } from '../api/shards.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';

interface Engine {
  readonly name: string;
  /** The variable holding this copy's 0-based index. */
  readonly index: string;
  /** The variable holding the number of copies, where the engine sets one. */
  readonly count?: string;
}

/** The engines whose indexed jobs are read, and their variables. */
export const JOB_ENGINES: readonly Engine[] = [
  { name: 'Kubernetes Indexed Job', index: 'JOB_COMPLETION_INDEX' },
  { name: 'AWS Batch array job', index: 'AWS_BATCH_JOB_ARRAY_INDEX' },
  { name: 'Cloud Run job', index: 'CLOUD_RUN_TASK_INDEX', count: 'CLOUD_RUN_TASK_COUNT' },
];

/** The variable that gives the number of shards to engines that set none. */
export const SHARDS_VARIABLE = 'DATOS_PRUEBA_SHARDS';

/** Largest shard count (`--shard` takes up to six digits). */
const MAX_SHARDS = 999_999;

export interface JobShard {
  readonly shard: Shard;
  /** Where the shard came from, for stderr; absent for `--shard`. */
  readonly from?: string;
}

const WORDS: Readonly<Record<Lang, (k: number, n: number, from: string) => string>> = {
  es: (k, n, from) => `parte ${k} de ${n}, de ${from}`,
  en: (k, n, from) => `part ${k} of ${n}, from ${from}`,
  pt: (k, n, from) => `parte ${k} de ${n}, de ${from}`,
};

/** The line said on stderr when the shard came from a job engine. */
export const jobShardLine = (job: JobShard, lang: Lang): string | undefined =>
  job.from === undefined ? undefined : `${WORDS[lang](job.shard.k, job.shard.n, job.from)}\n`;

/** A count or index as the engines write them: decimal digits only. */
function whole(value: string, parameter: string, min: number, max: number): number {
  const number = /^[0-9]{1,7}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw invalidParams({ parameter, min, max, value });
  return number;
}

/**
 * The run's shard: `--shard`, else a job engine's index and count, else none.
 * Inconsistent or partial settings are INVALID_PARAMS naming the flag or
 * variable (exit code 2 on the command line), never a guess.
 */
export function jobShard(
  flags: { readonly shard?: string; readonly shards?: string },
  env: Readonly<Record<string, string | undefined>>,
): JobShard | undefined {
  const counts: { readonly source: string; readonly value: number }[] = [];
  if (flags.shards !== undefined)
    counts.push({ source: '--shards', value: whole(flags.shards, 'shards', 1, MAX_SHARDS) });
  if (flags.shard !== undefined) {
    const shard = parseShard(flags.shard);
    const other = counts.find((c) => c.value !== shard.n);
    if (other)
      throw invalidParams({ parameter: 'shards', problem: 'shard_count_mismatch', value: other.source });
    return { shard };
  }
  const set = JOB_ENGINES.filter((e) => (env[e.index] ?? '') !== '');
  if (set.length === 0) {
    if (counts.length > 0)
      throw invalidParams({
        parameter: 'shards',
        problem: 'no_shard_index',
        allowed: JOB_ENGINES.map((e) => e.index),
      });
    return undefined;
  }
  if (set.length > 1)
    throw invalidParams({
      parameter: set.map((e) => e.index).join(', '),
      problem: 'several_shard_indexes',
    });
  const engine = set[0]!;
  const envCount = env[SHARDS_VARIABLE] ?? '';
  if (envCount !== '')
    counts.push({ source: SHARDS_VARIABLE, value: whole(envCount, SHARDS_VARIABLE, 1, MAX_SHARDS) });
  const engineCount = engine.count === undefined ? '' : (env[engine.count] ?? '');
  if (engineCount !== '')
    counts.push({ source: engine.count!, value: whole(engineCount, engine.count!, 1, MAX_SHARDS) });
  if (counts.length === 0)
    throw invalidParams({
      parameter: 'shards',
      problem: 'no_shard_count',
      value: engine.index,
      variable: SHARDS_VARIABLE,
    });
  const n = counts[0]!.value;
  const differing = counts.find((c) => c.value !== n);
  if (differing)
    throw invalidParams({
      parameter: 'shards',
      problem: 'shard_count_mismatch',
      value: `${counts[0]!.source} (${n}), ${differing.source} (${differing.value})`,
    });
  const index = whole(env[engine.index]!, engine.index, 0, n - 1);
  const from = `${engine.name} (${engine.index}=${index}, ${counts.map((c) => `${c.source}=${c.value}`).join(', ')})`;
  return { shard: { k: index + 1, n }, from };
}
