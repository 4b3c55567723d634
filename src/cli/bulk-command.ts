import type { Command } from 'commander';
import { bulkFromJson } from '../api/checked.js';
import type { Lang } from '../i18n/lang.js';
import { openAtomicFile } from './atomic-output.js';
import { isFolder } from './job-folder.js';
import { writeBulkPart } from './job-run.js';
import { JOB_ENGINES, jobShard, jobShardLine, SHARDS_VARIABLE } from './job-shard.js';
import { readJsonFile } from './json-file.js';
import { applyBulkFlags, type BulkFlags } from './output-flags.js';
import { sayRunSummary } from './summary.js';
import { writeChunks } from './write.js';

interface Flags extends BulkFlags {
  shard?: string;
  shards?: string;
  out?: string;
  progress: boolean;
}

/** `datos-prueba bulk`: rows of a field schema to a file, stdout or a job folder, any count, in flat memory. */
export function registerBulkCommand(program: Command, lang: () => Lang, locale: () => string) {
  program
    .command('bulk')
    .argument('<schema>', 'JSON file with the body of POST /api/v1/{locale}/bulk (at least "fields")')
    .description('Stream rows from a field schema to a file or stdout, in constant memory, with no row limit')
    .option('--count <n>', 'rows (overrides the file)')
    .option('--format <format>', 'json, csv, sql, xml, typescript, ndjson, parquet (overrides the file)')
    .option('--seed <seed>', 'overrides the file')
    .option('--offset <n>', 'index of the first row in the sequence (overrides the file)')
    .option(
      '--dialect <dialect>',
      'SQL dialect: ansi, postgresql, mysql, sqlite, sqlserver (overrides the file)',
    )
    .option('--table <name>', 'SQL table, XML root and TypeScript interface name (overrides the file)')
    .option('--create-table', 'SQL: a CREATE TABLE before the rows')
    .option('--delimiter <char>', 'CSV: , or ; (overrides the file)')
    .option('--bom', 'CSV: a UTF-8 byte order mark first (for spreadsheets)')
    .option('--compression <codec>', 'Parquet: snappy (default) or zstd (overrides the file)')
    .option('--shard <K/N>', 'only the K-th of N contiguous parts; the N parts concatenate into the whole')
    .option(
      '--shards <N>',
      `number of parts when a job engine gives the index (${JOB_ENGINES.map((e) => e.index).join(', ')}); or ${SHARDS_VARIABLE}`,
    )
    .option(
      '--out <path>',
      'output file, or a folder (ending in / or existing) for a job folder of parts; default stdout',
    )
    .option('--no-progress', 'no progress bar')
    .addHelpText(
      'after',
      `
Examples:
  $ datos-prueba bulk schema.json --count 1000000 --format csv --out personas.csv
  $ datos-prueba bulk schema.json --format sql --dialect postgresql --table personas --create-table > datos.sql
  $ datos-prueba bulk schema.json --format csv --delimiter ';' --bom --out personas.csv
  $ datos-prueba bulk schema.json --count 1000000 --format csv --shard 3/4 > parte3.csv
  $ JOB_COMPLETION_INDEX=7 datos-prueba bulk schema.json --format parquet --shards 64 --out /data/personas/`,
    )
    .action((file: string, opts: Flags) => runBulk(file, opts, lang(), locale()));
}

async function runBulk(file: string, opts: Flags, lang: Lang, locale: string): Promise<void> {
  const startedAt = performance.now();
  const body = await readJsonFile(file, '<schema>');
  applyBulkFlags(body, opts);
  const job = jobShard(opts, process.env);
  const said = job && jobShardLine(job, lang);
  if (said) process.stderr.write(said);
  const prepared = bulkFromJson(body, {
    locale,
    maxCount: Number.MAX_SAFE_INTEGER,
    workBudget: Number.POSITIVE_INFINITY,
    shard: job?.shard,
  });
  if (opts.out !== undefined && isFolder(opts.out)) {
    await writeBulkPart(prepared, {
      folder: opts.out,
      request: body,
      locale,
      shard: job?.shard ?? { k: 1, n: 1 },
      progress: opts.progress,
      lang,
    });
    sayRunSummary('bulk', prepared.count, startedAt, opts.out, lang);
    return;
  }
  // A file appears whole or not at all (atomic-output.ts).
  const target = opts.out ? openAtomicFile(opts.out) : undefined;
  const out = target?.stream ?? process.stdout;
  await writeChunks({ rows: prepared.count, chunks: (onProgress) => prepared.chunks(onProgress) }, out, {
    progress: opts.progress && prepared.count >= 10_000,
    lang,
    endWithNewline: out === process.stdout && prepared.format !== 'parquet',
  });
  await target?.commit();
  sayRunSummary('bulk', prepared.count, startedAt, opts.out, lang);
}
