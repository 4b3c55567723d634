/**
 * Datasets section (docs/api.md, Offsets, shards and the new field types through the real CLI, one child process
 * per command, output to a file):
 * - `bulk` of a table with unique DNI and email at 100,000 and 1,000,000
 *   rows next to the same fields without `unique`;
 * - `dataset` of five related tables (SQL) of about 100,000 and 1,000,000
 *   rows next to one plain `bulk` per table with the same fields and counts.
 *
 * Rows per second are marginal rates between the two sizes, (rows of the
 * large run - rows of the small one) / (its CPU seconds - the small one's),
 * so process start and the loading of data tables cancel out (the
 * reference starts five processes where the dataset starts one), and CPU
 * time rather than wall time, so other work on a shared machine does not
 * count (wall times are in the notes). Each round measures
 * both sides one after the other (order reversed every other round); the
 * ratio judged is the median of the rounds' ratios. Peak RSS of the large
 * run is compared with the small run's: flat means no growth with rows.
 * Quick mode: 2,000 and 20,000 rows, one round.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetFromJson as dataset } from '../../src/api/checked.js';
import { type CliRun, runCli } from './cli-run.js';
import { type BenchRow, median, REF_DATE, type Settings } from './common.js';
import {
  bankTables,
  clientsFor,
  datasetBody,
  plainBulkBodies,
  UNIQUE_FIELDS,
  withoutUnique,
} from './dataset-schemas.js';

/** Seconds, peak RSS and bytes written of one measured side at one size. */
interface Measure {
  readonly rows: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly peakMb: number;
  readonly bytes: number;
}

interface Sizes {
  readonly small: number;
  readonly large: number;
  readonly rounds: number;
}

const sizesOf = (quick: boolean): Sizes =>
  quick ? { small: 2_000, large: 20_000, rounds: 1 } : { small: 100_000, large: 1_000_000, rounds: 2 };

const marginalRate = (small: Measure, large: Measure) =>
  (large.rows - small.rows) / Math.max(large.cpuSeconds - small.cpuSeconds, 1e-3);

const fmt = (n: number) => n.toLocaleString('en');

/** A file in `dir`: the command writes it, its size is read, then it is removed. */
async function measured(dir: string, rows: number, run: (out: string) => Promise<CliRun>) {
  const out = join(dir, 'out');
  const { seconds, cpuSeconds, peakMb } = await run(out);
  const bytes = statSync(out).size;
  rmSync(out);
  return { seconds, cpuSeconds, peakMb, bytes, rows };
}

/** Sums one side's parts (the reference's per-table runs): times and bytes add, the peak is the largest. */
const combined = (parts: readonly Measure[]): Measure => ({
  rows: parts.reduce((s, p) => s + p.rows, 0),
  seconds: parts.reduce((s, p) => s + p.seconds, 0),
  cpuSeconds: parts.reduce((s, p) => s + p.cpuSeconds, 0),
  peakMb: Math.max(...parts.map((p) => p.peakMb)),
  bytes: parts.reduce((s, p) => s + p.bytes, 0),
});

/** One side measured at both sizes over the rounds. */
interface Side {
  readonly small: Measure[];
  readonly large: Measure[];
}

type Runner = (size: 'small' | 'large') => Promise<Measure>;

/** Both sides, at the small then the large size, `rounds` times, the order reversed every other round. */
async function alternate(rounds: number, ours: Runner, reference: Runner): Promise<[Side, Side]> {
  const sides: [Side, Side] = [
    { small: [], large: [] },
    { small: [], large: [] },
  ];
  const runners = [ours, reference];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    for (const size of ['small', 'large'] as const) {
      for (const i of order) sides[i]![size].push(await runners[i]!(size));
    }
  }
  return sides;
}

/** Rate rows of both sides, the first judged against the second on the median of the rounds' ratios. */
function rateRows(
  ids: readonly [string, string],
  labels: readonly [string, string],
  [ours, reference]: readonly [Side, Side],
): BenchRow[] {
  const rates = (side: Side) => side.small.map((small, r) => marginalRate(small, side.large[r]!));
  const oursRates = rates(ours);
  const refRates = rates(reference);
  const ratios = oursRates.map((rate, r) => rate / refRates[r]!);
  const large = (side: Side) => side.large.at(-1)!;
  const note = (side: Side) => {
    const m = large(side);
    return `${fmt(m.rows)} rows: ${m.cpuSeconds.toFixed(1)} s CPU, ${m.seconds.toFixed(1)} s wall, ${(m.bytes / 1e6).toFixed(0)} MB; median of ${side.small.length} rounds`;
  };
  const metrics = (side: Side) => ({
    rounds: side.small.length,
    largeRows: large(side).rows,
    largeSeconds: large(side).seconds,
    largeCpuSeconds: large(side).cpuSeconds,
    largeBytes: large(side).bytes,
  });
  return [
    {
      section: 'datasets',
      id: ids[0],
      label: labels[0],
      value: median(oursRates),
      unit: 'rows/s',
      metrics: metrics(ours),
      ref: { name: labels[1], value: median(refRates), id: ids[1], pairedRatio: median(ratios) },
      note: note(ours),
    },
    {
      section: 'datasets',
      id: ids[1],
      label: labels[1],
      value: median(refRates),
      unit: 'rows/s',
      metrics: metrics(reference),
      note: note(reference),
    },
  ];
}

/** Peak RSS rows of the small and large runs (the largest over the rounds), the large judged against the small. */
function rssRows(idPrefix: string, label: (rows: number) => string, side: Side): BenchRow[] {
  const peak = (list: readonly Measure[]) => Math.max(...list.map((m) => m.peakMb));
  const small = side.small[0]!;
  const large = side.large[0]!;
  const row = (size: 'small' | 'large', m: Measure, ref?: BenchRow['ref']): BenchRow => ({
    section: 'datasets',
    id: `${idPrefix}.${size}`,
    label: label(m.rows),
    value: peak(side[size]),
    unit: 'MB',
    metrics: { rows: m.rows },
    ref,
    note: `largest of ${side[size].length} runs`,
  });
  return [
    row('small', small),
    row('large', large, { name: `${fmt(small.rows)} rows`, value: peak(side.small) }),
  ];
}

async function uniqueBulk(settings: Settings, dir: string, sizes: Sizes): Promise<BenchRow[]> {
  const schema = (name: string, fields: unknown) => {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ seed: 'bench-unique', refDate: REF_DATE, fields }));
    return file;
  };
  const unique = schema('unique', UNIQUE_FIELDS);
  const plain = schema('plain', withoutUnique(UNIQUE_FIELDS));
  const runner =
    (file: string): Runner =>
    (size) => {
      const rows = sizes[size];
      settings.log(`datasets: bulk ${file.endsWith('unique.json') ? 'unique' : 'plain'} ${rows} rows`);
      return measured(dir, rows, (out) =>
        runCli(settings.root, [
          'bulk',
          file,
          '--count',
          String(rows),
          '--format',
          'csv',
          '--out',
          out,
          '--no-progress',
        ]),
      );
    };
  const sides = await alternate(sizes.rounds, runner(unique), runner(plain));
  return [
    ...rateRows(
      ['datasets.unique.rate', 'datasets.plain.rate'],
      ['CLI bulk csv, 6 fields, DNI and email unique', 'CLI bulk csv, the same 6 fields without unique'],
      sides,
    ),
    ...rssRows(
      'datasets.unique.rss',
      (rows) => `CLI bulk unique DNI+email, ${fmt(rows)} rows, peak RSS`,
      sides[0],
    ),
  ];
}

async function bankDataset(settings: Settings, dir: string, sizes: Sizes): Promise<BenchRow[]> {
  const prepare = (size: 'small' | 'large') => {
    const tables = bankTables(clientsFor(sizes[size]));
    const body = datasetBody(tables);
    const file = join(dir, `dataset-${size}.json`);
    writeFileSync(file, JSON.stringify(body));
    // The row counts of each table, as the dataset draws them, for the reference.
    const built = dataset(body);
    const counts = tables.map((t) => built.tables.find((b) => b.name === t.name)!.count);
    const plainFiles = plainBulkBodies(tables, counts).map((plain, i) => {
      const plainFile = join(dir, `plain-${size}-${i}.json`);
      writeFileSync(plainFile, JSON.stringify(plain));
      return plainFile;
    });
    return { file, rows: built.totalRows, plainFiles, counts };
  };
  const prepared = { small: prepare('small'), large: prepare('large') };
  const ours: Runner = (size) => {
    const { file, rows } = prepared[size];
    settings.log(`datasets: dataset of 5 tables, ${rows} rows`);
    return measured(dir, rows, (out) =>
      runCli(settings.root, ['dataset', file, '--out', out, '--no-progress']),
    );
  };
  const reference: Runner = async (size) => {
    const { plainFiles, counts } = prepared[size];
    settings.log(`datasets: plain bulk of the 5 tables, ${counts.reduce((s, c) => s + c, 0)} rows`);
    const parts: Measure[] = [];
    for (const [i, file] of plainFiles.entries()) {
      parts.push(
        await measured(dir, counts[i]!, (out) =>
          runCli(settings.root, ['bulk', file, '--out', out, '--no-progress']),
        ),
      );
    }
    return combined(parts);
  };
  const sides = await alternate(sizes.rounds, ours, reference);
  return [
    ...rateRows(
      ['datasets.dataset.rate', 'datasets.dataset.bulk.rate'],
      [
        'CLI dataset sql, 5 related tables (keys, references, unique)',
        'CLI bulk sql, one run per table, same fields and counts',
      ],
      sides,
    ),
    ...rssRows(
      'datasets.dataset.rss',
      (rows) => `CLI dataset 5 tables, ${fmt(rows)} rows, peak RSS`,
      sides[0],
    ),
  ];
}

export async function datasetsSection(settings: Settings): Promise<BenchRow[]> {
  const sizes = sizesOf(settings.quick);
  const dir = mkdtempSync(join(tmpdir(), 'bench-datasets-'));
  try {
    return [...(await uniqueBulk(settings, dir, sizes)), ...(await bankDataset(settings, dir, sizes))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
