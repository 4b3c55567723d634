/**
 * Memory section:
 * - peak growth of our server process's RSS (VmRSS from /proc, sampled
 *   every 10 ms) while one 10,000-row bulk response streams, per format, and
 *   while 20 such downloads run at once;
 * - peak RSS of the CLI streaming 1,000,000 rows to a file, next to the same
 *   command with 100,000 rows (quick: 100,000 vs 10,000): flat means the
 *   larger run needs no more memory than the smaller one;
 * - the same for `generate identity --count 2000000` against
 *   `--count 100000` (quick: 20,000 vs 2,000), stdout to /dev/null.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../../scripts/build-state.mjs';
import { allTypeFields, type BenchRow, BULK_FORMATS, REF_DATE, type Settings, sleep } from './common.js';
import { bulkBody, download200, rssMb, type Server, startServer } from './servers.js';

const SAMPLE_MS = 10;

/** Peak RSS growth of `pid` over its value just before `work`, in MB. */
async function peakGrowth(pid: number, work: () => Promise<unknown>): Promise<number> {
  await sleep(200);
  const baseline = rssMb(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid)) - baseline;
}

async function serverStreams(settings: Settings, server: Server): Promise<BenchRow[]> {
  const fields = await allTypeFields();
  const count = settings.quick ? 1_000 : 10_000;
  const concurrent = 20;
  const rows: BenchRow[] = [];
  for (const format of BULK_FORMATS) {
    await download200(server.base, '/api/v1/es/bulk', bulkBody(fields, format, 100)); // warm-up
  }
  for (const format of BULK_FORMATS) {
    const body = bulkBody(fields, format, count);
    settings.log(`memory: one ${count}-row ${format} download`);
    let bytes = 0;
    const one = await peakGrowth(server.pid, async () => {
      bytes = (await download200(server.base, '/api/v1/es/bulk', body)).bytes;
    });
    rows.push({
      section: 'memory',
      id: `memory.stream.${format}`,
      label: `server RSS growth, one ${count.toLocaleString('en')}-row ${format} stream`,
      value: one,
      unit: 'MB',
      metrics: { bytes },
      note: `body ${(bytes / 1e6).toFixed(1)} MB`,
    });
    if (settings.quick && format !== 'json') continue;
    settings.log(`memory: ${concurrent} concurrent ${count}-row ${format} downloads`);
    const many = await peakGrowth(server.pid, () =>
      Promise.all(
        Array.from({ length: concurrent }, () => download200(server.base, '/api/v1/es/bulk', body)),
      ),
    );
    rows.push({
      section: 'memory',
      id: `memory.concurrent.${format}`,
      label: `server RSS growth, ${concurrent} concurrent ${format} streams`,
      value: many,
      unit: 'MB',
      metrics: { bytes: bytes * concurrent },
      note: `${((bytes * concurrent) / 1e6).toFixed(0)} MB sent`,
    });
  }
  return rows;
}

/** Peak RSS in MB of the CLI run with `args` (stdout to /dev/null), and its seconds. */
async function cliPeak(settings: Settings, args: readonly string[]) {
  const cli = join(settings.root, CLI_BUNDLE);
  const viaTime = existsSync('/usr/bin/time');
  const child = viaTime
    ? spawn('/usr/bin/time', ['-f', '%M', process.execPath, cli, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  // Without GNU time, sample the process itself (may miss a short peak).
  let sampled = 0;
  const timer = viaTime
    ? undefined
    : setInterval(() => {
        try {
          sampled = Math.max(sampled, rssMb(child.pid!));
        } catch {}
      }, SAMPLE_MS);
  const start = Date.now();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited ${code}: ${stderr}`);
  const peak = viaTime ? Number(stderr.trim().split('\n').at(-1)) / 1024 : sampled;
  return { peak, seconds: (Date.now() - start) / 1000 };
}

/** Peak RSS in MB of the CLI writing `count` CSV rows to a file. */
async function cliPeakMb(settings: Settings, schema: string, dir: string, count: number) {
  const out = join(dir, `rows-${count}.csv`);
  const args = ['bulk', schema, '--count', String(count), '--format', 'csv', '--out', out, '--no-progress'];
  const measured = await cliPeak(settings, args);
  const bytes = statSync(out).size;
  rmSync(out);
  return { ...measured, bytes };
}

/** `generate identity --count N` at two counts: streamed, the larger needs no more memory. */
async function cliGenerate(settings: Settings): Promise<BenchRow[]> {
  const [small, large] = settings.quick ? [2_000, 20_000] : [100_000, 2_000_000];
  const run = (count: number) => {
    settings.log(`memory: CLI generate identity --count ${count}`);
    return cliPeak(settings, [
      'generate',
      'identity',
      '--count',
      String(count),
      '--seed',
      'bench-generate',
      '--refDate',
      REF_DATE,
    ]);
  };
  const a = await run(small);
  const b = await run(large);
  const row = (size: string, count: number, m: typeof a, ref?: BenchRow['ref']): BenchRow => ({
    section: 'memory',
    id: `memory.generate.${size}`,
    label: `CLI generate identity --count ${count.toLocaleString('en')} to stdout, peak RSS`,
    value: m.peak,
    unit: 'MB',
    metrics: { seconds: m.seconds },
    ref,
    note: `${m.seconds.toFixed(1)} s`,
  });
  return [
    row('small', small, a),
    row('large', large, b, { name: `--count ${small.toLocaleString('en')}`, value: a.peak }),
  ];
}

async function cliStream(settings: Settings): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  try {
    const schema = join(dir, 'schema.json');
    writeFileSync(
      schema,
      JSON.stringify({ seed: 'bench-cli', refDate: REF_DATE, fields: await allTypeFields() }),
    );
    const [small, large] = settings.quick ? [10_000, 100_000] : [100_000, 1_000_000];
    settings.log(`memory: CLI ${small} rows`);
    const a = await cliPeakMb(settings, schema, dir, small);
    settings.log(`memory: CLI ${large} rows`);
    const b = await cliPeakMb(settings, schema, dir, large);
    const row = (size: string, count: number, m: typeof a, ref?: BenchRow['ref']): BenchRow => ({
      section: 'memory',
      id: `memory.cli.${size}`,
      label: `CLI bulk ${count.toLocaleString('en')} rows x 32 csv to a file, peak RSS`,
      value: m.peak,
      unit: 'MB',
      metrics: { seconds: m.seconds, bytes: m.bytes },
      ref,
      note: `${(m.bytes / 1e6).toFixed(0)} MB in ${m.seconds.toFixed(1)} s`,
    });
    return [
      row('small', small, a),
      row('large', large, b, { name: `${small.toLocaleString('en')} rows`, value: a.peak }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function memorySection(settings: Settings): Promise<BenchRow[]> {
  const server = await startServer('ours', { root: settings.root });
  let rows: BenchRow[];
  try {
    rows = await serverStreams(settings, server);
  } finally {
    await server.stop();
  }
  rows.push(...(await cliStream(settings)));
  rows.push(...(await cliGenerate(settings)));
  return rows;
}
