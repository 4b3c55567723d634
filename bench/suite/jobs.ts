/**
 * Jobs section: Parquet and shards run by a job engine, through the built
 * CLI as users run it (the package's bin, dist/cli.mjs; one child process
 * per command, default settings, output to files; docs/api.md, Export
 * formats, and deploy/jobs/README.md):
 * - `bulk` of the 32 field types as Parquet next to the same rows as CSV:
 *   rows per CPU second between two sizes (process start cancels out), each
 *   round running both formats at both sizes (order reversed every other
 *   round); the ratio judged is the median of the rounds' ratios;
 * - the same `bulk` as Parquet into a job folder by 4 processes at once, each
 *   given only a Kubernetes Indexed Job's variables (JOB_COMPLETION_INDEX and
 *   DATOS_PRUEBA_SHARDS=4, no flag), next to 1 process writing all the rows
 *   to one file: rows per second of wall time, from the first start to the
 *   last exit, median of the rounds' ratios (CPU seconds in the notes); the
 *   folder must then verify;
 * - the same 4 processes run as many at a time as the machine has cores (a
 *   Job's `parallelism` set to them, as deploy/jobs/README.md advises), the
 *   next starting when one exits (no target: it tells what running more
 *   processes than cores costs from what splitting the rows costs);
 * - beside each round of the shards, the same split of plain allocating
 *   JavaScript (short-lived strings and arrays, no tables, no output): what
 *   this machine's cores give 4 processes at once over 1, whatever our code
 *   does (no target: it tells a slow machine from slow code);
 * - peak RSS (`/usr/bin/time -f %M`) of a 10,000,000-row Parquet export of 8
 *   fields next to the same command with 1,000,000 rows: flat means the
 *   larger export needs no more memory.
 * Full run: 30,000 and 300,000 rows for the rates (3 rounds), 2,000,000 for
 * the shards (3 rounds, each of the three sides first in one of them; the
 * machine's speed moves between processes, and the median of three rounds
 * moves less than that of two) and 200,000,000
 * loop turns for the machine: a job worth sharding is a large one, and each
 * process pays its own start (about 0.35 s of CPU above a bare `node` with
 * the bundled CLI) and warm-up (the JIT, the name and place tables), which
 * smaller runs of 4 parts mostly measure. Quick mode (CI checks the cases
 * work, figures not judged): 1,000 and 5,000 rows for the rates and the
 * memory case, 2,000 for the shards, 400,000 loop turns, one round each.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_ENGINES, SHARDS_VARIABLE } from '../../src/cli/job-shard.js';
import { type CliRun, runCli } from './cli-run.js';
import { allTypeFields, type BenchRow, median, msSince, REF_DATE, type Settings } from './common.js';

const fmt = (n: number) => n.toLocaleString('en');

interface Sizes {
  /** The two sizes of the Parquet/CSV rates and their rounds. */
  readonly small: number;
  readonly large: number;
  readonly rateRounds: number;
  /** Rows of the shard comparison, split among SHARDS processes, and its rounds. */
  readonly shardRows: number;
  readonly shardRounds: number;
  /** Loop turns of the machine reference's whole job (split among SHARDS processes like the rows). */
  readonly machineWork: number;
  /** Rows of the memory comparison. */
  readonly rssSmall: number;
  readonly rssLarge: number;
}

const sizesOf = (quick: boolean): Sizes =>
  quick
    ? {
        small: 1_000,
        large: 5_000,
        rateRounds: 1,
        shardRows: 2_000,
        shardRounds: 1,
        machineWork: 400_000,
        rssSmall: 1_000,
        rssLarge: 5_000,
      }
    : {
        small: 30_000,
        large: 300_000,
        rateRounds: 3,
        shardRows: 2_000_000,
        shardRounds: 3,
        machineWork: 200_000_000,
        rssSmall: 1_000_000,
        rssLarge: 10_000_000,
      };

const SHARDS = 4;

/** Eight fields of the common kinds (texts, a nullable one, an integer, a date, a boolean) for the long memory runs. */
const MEMORY_FIELDS = [
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'email', type: 'email' },
  { name: 'nacimiento', type: 'fecha_nacimiento' },
  { name: 'edad', type: 'edad' },
  { name: 'iban', type: 'iban' },
  { name: 'municipio', type: 'municipio', nullable: 20 },
  { name: 'importe', type: 'numero' },
  { name: 'activo', type: 'booleano' },
];

/** Our environment without any job engine's variables, so only the ones a case sets are seen. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const engine of JOB_ENGINES) {
    delete env[engine.index];
    if (engine.count) delete env[engine.count];
  }
  delete env[SHARDS_VARIABLE];
  return { ...env, ...extra };
}

const bulkArgs = (schema: string, count: number, format: string, out: string) => [
  'bulk',
  schema,
  '--count',
  String(count),
  '--format',
  format,
  '--out',
  out,
  '--no-progress',
];

interface Measure extends CliRun {
  readonly rows: number;
  readonly bytes: number;
}

async function measured(settings: Settings, dir: string, args: (out: string) => string[], rows: number) {
  const out = join(dir, 'out');
  const run = await runCli(settings.root, args(out), cleanEnv());
  const bytes = statSync(out).size;
  rmSync(out);
  return { ...run, rows, bytes };
}

const marginalRate = (small: Measure, large: Measure) =>
  (large.rows - small.rows) / Math.max(large.cpuSeconds - small.cpuSeconds, 1e-3);

async function parquetVsCsv(
  settings: Settings,
  dir: string,
  schema: string,
  sizes: Sizes,
): Promise<BenchRow[]> {
  const formats = ['parquet', 'csv'] as const;
  const side = (): { small: Measure[]; large: Measure[] } => ({ small: [], large: [] });
  const runs = { parquet: side(), csv: side() };
  for (let r = 0; r < sizes.rateRounds; r++) {
    const order = r % 2 === 0 ? formats : [...formats].reverse();
    for (const size of ['small', 'large'] as const) {
      for (const format of order) {
        const rows = sizes[size];
        settings.log(`jobs: bulk ${format} ${fmt(rows)} rows x 32`);
        runs[format][size].push(
          await measured(settings, dir, (out) => bulkArgs(schema, rows, format, out), rows),
        );
      }
    }
  }
  const rates = (format: (typeof formats)[number]) =>
    runs[format].small.map((small, r) => marginalRate(small, runs[format].large[r]!));
  const parquet = rates('parquet');
  const csv = rates('csv');
  const ratios = parquet.map((rate, r) => rate / csv[r]!);
  const row = (format: (typeof formats)[number], ref?: BenchRow['ref']): BenchRow => {
    const large = runs[format].large.at(-1)!;
    return {
      section: 'jobs',
      id: `jobs.${format}.rate`,
      label: `CLI bulk ${format}, 32 field types, default settings, to a file`,
      value: median(format === 'parquet' ? parquet : csv),
      unit: 'rows/s',
      metrics: {
        rounds: sizes.rateRounds,
        largeRows: large.rows,
        largeCpuSeconds: large.cpuSeconds,
        largeSeconds: large.seconds,
        largeBytes: large.bytes,
        largePeakMb: large.peakMb,
      },
      ref,
      note: `per CPU second between ${fmt(sizes.small)} and ${fmt(sizes.large)} rows; ${fmt(large.rows)} rows: ${large.cpuSeconds.toFixed(1)} s CPU, ${large.seconds.toFixed(1)} s wall, ${(large.bytes / 1e6).toFixed(0)} MB`,
    };
  };
  return [
    row('parquet', {
      name: 'CLI bulk csv, the same rows',
      value: median(csv),
      id: 'jobs.csv.rate',
      pairedRatio: median(ratios),
    }),
    row('csv'),
  ];
}

/** A side of the shard comparison: wall seconds, and CPU seconds of its processes together. */
interface Timed {
  readonly seconds: number;
  readonly cpuSeconds: number;
}

/**
 * SHARDS processes, each told its part only by a Kubernetes Indexed Job's
 * variables, `atOnce` of them running at a time (a Job's `parallelism`):
 * the next starts when one exits.
 */
async function shardProcesses(
  settings: Settings,
  schema: string,
  folder: string,
  rows: number,
  atOnce: number,
): Promise<Timed> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const start = process.hrtime.bigint();
  const runs: CliRun[] = [];
  let next = 0;
  const worker = async () => {
    while (next < SHARDS) {
      const k = next++;
      runs.push(
        await runCli(
          settings.root,
          [
            'bulk',
            schema,
            '--count',
            String(rows),
            '--format',
            'parquet',
            '--out',
            `${folder}/`,
            '--no-progress',
          ],
          cleanEnv({ JOB_COMPLETION_INDEX: String(k), [SHARDS_VARIABLE]: String(SHARDS) }),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, SHARDS) }, worker));
  const seconds = msSince(start) / 1000;
  const parts = readdirSync(folder).filter((name) => name.endsWith('.parquet'));
  if (parts.length !== SHARDS) throw new Error(`expected ${SHARDS} parts, found ${parts.join(', ')}`);
  // Not timed: the parts must be the job's, as its manifest says.
  await runCli(settings.root, ['verify', folder], cleanEnv());
  return { seconds, cpuSeconds: runs.reduce((sum, run) => sum + run.cpuSeconds, 0) };
}

/**
 * The machine reference's work: `turns` loop turns that each allocate a
 * short-lived object, two strings and an array, as row generation does, with
 * no tables and no output.
 */
const MACHINE_WORK = `let kept = 0;
for (let i = 0, n = Number(process.argv[1]); i < n; i++) {
  const o = { a: 'x' + i, b: [i, i + 1], c: \`\${i % 97}-\${i % 13}\` };
  kept += o.a.length + o.b.length + o.c.length;
}
if (kept === 0) process.exit(1);`;

/** Wall seconds of `processes` node processes at once, each doing `turns` of MACHINE_WORK. */
async function machineWork(processes: number, turns: number): Promise<number> {
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ['-e', MACHINE_WORK, String(turns)], { stdio: 'ignore' });
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`machine reference exited ${code}`)),
          );
        }),
    ),
  );
  return msSince(start) / 1000;
}

async function shardsVsOne(
  settings: Settings,
  dir: string,
  schema: string,
  sizes: Sizes,
): Promise<BenchRow[]> {
  const rows = sizes.shardRows;
  const folder = join(dir, 'job');
  // The cores a Job's `parallelism` would be set to on this machine.
  const cores = Math.min(availableParallelism(), SHARDS);
  const sides = ['one', 'many', 'paced'] as const;
  const timed: Record<(typeof sides)[number], Timed[]> = { one: [], many: [], paced: [] };
  const machine: { one: number[]; many: number[] } = { one: [], many: [] };
  for (let r = 0; r < sizes.shardRounds; r++) {
    // Each side goes first in one round of three: what ran before it moves less.
    const order = [...sides.slice(r % sides.length), ...sides.slice(0, r % sides.length)];
    settings.log(`jobs: machine reference, 1 process then ${SHARDS} at once`);
    machine.one.push(await machineWork(1, sizes.machineWork));
    machine.many.push(await machineWork(SHARDS, sizes.machineWork / SHARDS));
    for (const side of order) {
      if (side === 'one') {
        settings.log(`jobs: 1 process, ${fmt(rows)} Parquet rows`);
        timed.one.push(await measured(settings, dir, (out) => bulkArgs(schema, rows, 'parquet', out), rows));
      } else {
        const atOnce = side === 'many' ? SHARDS : cores;
        settings.log(
          `jobs: ${SHARDS} processes (JOB_COMPLETION_INDEX), ${atOnce} at a time, ${fmt(rows)} Parquet rows`,
        );
        timed[side].push(await shardProcesses(settings, schema, folder, rows, atOnce));
      }
    }
  }
  const { one, many, paced } = timed;
  rmSync(folder, { recursive: true, force: true });
  const rates = (list: readonly Timed[]) => list.map((t) => rows / t.seconds);
  const ratios = (list: readonly Timed[]) => list.map((t, r) => one[r]!.seconds / t.seconds);
  // CPU time beside the wall time: with the cores busy with other work, the
  // processes started from one login share that login's part of them (Linux
  // autogroups), so the wall-time gain is bounded by what the cores can give.
  const note = (list: readonly Timed[]) =>
    `${fmt(rows)} rows; wall ${list.map((t) => t.seconds.toFixed(1)).join(', ')} s, CPU ${list.map((t) => t.cpuSeconds.toFixed(1)).join(', ')} s; median of ${list.length} rounds`;
  const metrics = (list: readonly Timed[]) => ({
    rows,
    rounds: list.length,
    cpuSeconds: median(list.map((t) => t.cpuSeconds)),
    seconds: median(list.map((t) => t.seconds)),
  });
  // What free cores would give: one process's CPU time against the processes'
  // CPU time spread over the cores (each process also starts and warms up).
  const freeCores = metrics(one).cpuSeconds / (metrics(many).cpuSeconds / cores);
  return [
    {
      section: 'jobs',
      id: `jobs.shards.${SHARDS}`,
      label: `${SHARDS} CLI processes, JOB_COMPLETION_INDEX + ${SHARDS_VARIABLE}=${SHARDS}, Parquet parts`,
      value: median(rates(many)),
      unit: 'rows/s',
      metrics: { ...metrics(many), freeCoresRatio: freeCores },
      ref: {
        name: '1 CLI process, all rows',
        value: median(rates(one)),
        id: 'jobs.shards.1',
        pairedRatio: median(ratios(many)),
      },
      note: `${note(many)}; on ${cores} free cores about ${freeCores.toFixed(2)}x (CPU time over the cores)`,
    },
    {
      section: 'jobs',
      id: `jobs.shards.${SHARDS}.paced`,
      label: `${SHARDS} CLI processes as above, ${cores} at a time (a Job's parallelism = the cores; no target)`,
      value: median(rates(paced)),
      unit: 'rows/s',
      metrics: metrics(paced),
      ref: {
        name: '1 CLI process, all rows',
        value: median(rates(one)),
        id: 'jobs.shards.1',
        pairedRatio: median(ratios(paced)),
      },
      note: note(paced),
    },
    {
      section: 'jobs',
      id: `jobs.machine.${SHARDS}`,
      label: `${SHARDS} processes of plain allocating JavaScript at once (what the cores give, no target)`,
      value: median(machine.many.map((seconds) => sizes.machineWork / seconds)),
      unit: 'turns/s',
      ref: {
        name: '1 process, all the turns',
        value: median(machine.one.map((seconds) => sizes.machineWork / seconds)),
        pairedRatio: median(machine.many.map((seconds, r) => machine.one[r]! / seconds)),
      },
      note: `${fmt(sizes.machineWork)} turns; wall 1: ${machine.one.map((t) => t.toFixed(1)).join(', ')} s, ${SHARDS}: ${machine.many.map((t) => t.toFixed(1)).join(', ')} s`,
    },
    {
      section: 'jobs',
      id: 'jobs.shards.1',
      label: '1 CLI process, the same rows to one Parquet file',
      value: median(rates(one)),
      unit: 'rows/s',
      metrics: metrics(one),
      note: note(one),
    },
  ];
}

async function parquetMemory(settings: Settings, dir: string, sizes: Sizes): Promise<BenchRow[]> {
  const schema = join(dir, 'memory.json');
  writeFileSync(
    schema,
    JSON.stringify({ seed: 'bench-jobs-memory', refDate: REF_DATE, fields: MEMORY_FIELDS }),
  );
  const run = (rows: number) => {
    settings.log(`jobs: Parquet export of ${fmt(rows)} rows x 8, peak RSS`);
    return measured(settings, dir, (out) => bulkArgs(schema, rows, 'parquet', out), rows);
  };
  const small = await run(sizes.rssSmall);
  const large = await run(sizes.rssLarge);
  const row = (size: 'small' | 'large', m: Measure, ref?: BenchRow['ref']): BenchRow => ({
    section: 'jobs',
    id: `jobs.parquet.rss.${size}`,
    label: `CLI bulk parquet ${fmt(m.rows)} rows x 8 to a file, peak RSS`,
    value: m.peakMb,
    unit: 'MB',
    metrics: { rows: m.rows, seconds: m.seconds, cpuSeconds: m.cpuSeconds, bytes: m.bytes },
    ref,
    note: `${(m.bytes / 1e6).toFixed(0)} MB in ${m.seconds.toFixed(0)} s wall, ${m.cpuSeconds.toFixed(0)} s CPU`,
  });
  return [
    row('small', small),
    row('large', large, {
      name: `${fmt(small.rows)} rows`,
      value: small.peakMb,
      id: 'jobs.parquet.rss.small',
    }),
  ];
}

export async function jobsSection(settings: Settings): Promise<BenchRow[]> {
  const sizes = sizesOf(settings.quick);
  const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  try {
    const schema = join(dir, 'schema.json');
    writeFileSync(
      schema,
      JSON.stringify({ seed: 'bench-jobs', refDate: REF_DATE, fields: await allTypeFields() }),
    );
    return [
      ...(await parquetVsCsv(settings, dir, schema, sizes)),
      ...(await shardsVsOne(settings, dir, schema, sizes)),
      ...(await parquetMemory(settings, dir, sizes)),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
