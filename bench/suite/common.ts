/**
 * Shared pieces of the benchmark suite: the row every section returns, the
 * run settings, and small timing and statistics helpers. Figures are only
 * meaningful as ratios between rows taken in the same run.
 */

export interface Settings {
  /** Brief runs, so CI can check that every case still works (figures not judged). */
  readonly quick: boolean;
  /** Repository root. */
  readonly root: string;
  /** Progress lines go here (stderr), never into the table. */
  readonly log: (line: string) => void;
}

/** A reference figure measured in the same run (bare Fastify, a library, a baseline). */
export interface Reference {
  readonly name: string;
  readonly value: number;
  /** Row id of the reference, when it is another row of the run. */
  readonly id?: string;
  /**
   * The median of the ratios of rounds measured side by side (figure and
   * reference one after the other), when they were: drift between rounds
   * then cancels out, so this is the ratio reported and judged.
   */
  readonly pairedRatio?: number;
}

/** The ratio of a row to its reference: the paired one when measured so. */
export const refRatio = (row: { readonly value: number; readonly ref?: Reference }): number | undefined =>
  row.ref === undefined ? undefined : (row.ref.pairedRatio ?? row.value / row.ref.value);

export interface BenchRow {
  readonly section: string;
  /** Stable identifier, used by the targets and in the JSON. */
  readonly id: string;
  /** What the table shows in its "case" column. */
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** Other numeric figures of the case (p50, p99, bytes, errors...). */
  readonly metrics?: Readonly<Record<string, number>>;
  readonly ref?: Reference;
  /** Free text for the table's notes column. */
  readonly note?: string;
}

export type Section = (settings: Settings) => Promise<BenchRow[]>;

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;

/** Milliseconds since `start` (from `process.hrtime.bigint()`). */
export const msSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** Keeps results alive so the JIT cannot drop the work that made them. */
export let sink = 0;
export const consume = (value: unknown): void => {
  sink = (sink + (value ? 1 : 0)) | 0;
};

export interface RateOptions {
  /** Units of work done by one call of `run` (records, rows, bytes...). */
  readonly unitsPerCall: number;
  /** Untimed calls before measuring. */
  readonly warmupMs: number;
  /** Timed samples; the median is reported. */
  readonly samples: number;
  /** Rough duration of one sample; calls are batched to reach it. */
  readonly sampleMs: number;
}

/**
 * Median units per second of `run`: a warm-up of `warmupMs`, a calibration
 * of how many calls fill `sampleMs`, then `samples` timed samples.
 */
export function ratePerSecond(run: () => unknown, options: RateOptions): number {
  const warmEnd = process.hrtime.bigint() + BigInt(Math.round(options.warmupMs * 1e6));
  let calls = 0;
  const calibrate = process.hrtime.bigint();
  do {
    consume(run());
    calls++;
  } while (process.hrtime.bigint() < warmEnd);
  const perCallMs = msSince(calibrate) / calls;
  const batch = Math.max(1, Math.round(options.sampleMs / Math.max(perCallMs, 1e-6)));
  const rates: number[] = [];
  for (let s = 0; s < options.samples; s++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) consume(run());
    rates.push((batch * options.unitsPerCall) / (msSince(start) / 1000));
  }
  return median(rates);
}

/**
 * Runs the measures in turn, `rounds` times (a, b, a, b...), and keeps each
 * one's best: drift on a shared machine then hits every side alike.
 */
export function bestOfAlternating(measures: readonly (() => number)[], rounds: number): number[] {
  const best = measures.map(() => Number.NEGATIVE_INFINITY);
  for (let r = 0; r < rounds; r++) {
    measures.forEach((measure, i) => {
      best[i] = Math.max(best[i]!, measure());
    });
  }
  return best;
}

/** Timing presets: full runs for the published table, quick ones for CI. */
export const timing = (quick: boolean): RateOptions =>
  quick
    ? { unitsPerCall: 1, warmupMs: 30, samples: 3, sampleMs: 30 }
    : { unitsPerCall: 1, warmupMs: 400, samples: 9, sampleMs: 150 };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The 32 bulk field types, each as a field named after its type. */
export async function allTypeFields(): Promise<{ name: string; type: string }[]> {
  const { ENTITY_FIELD_TYPES } = await import('../../src/countries/es/entity-field-types.js');
  return ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type }));
}

export const BULK_FORMATS = ['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson'] as const;
export const REF_DATE = '2026-11-22';
