import type { Command } from 'commander';
import { datasetFromJson } from '../api/checked.js';
import { counting, slicesOf, tableFileChunks, tableFileName } from '../dataset/output.js';
import type { Lang } from '../i18n/lang.js';
import { openAtomicFile, openAtomicFolder } from './atomic-output.js';
import { isFolder } from './job-folder.js';
import { writeDatasetPart } from './job-run.js';
import { JOB_ENGINES, jobShard, jobShardLine, SHARDS_VARIABLE } from './job-shard.js';
import { readJsonFile } from './json-file.js';
import { applyDatasetFlags, type OutputFlags } from './output-flags.js';
import { sayRunSummary } from './summary.js';
import { writeChunks } from './write.js';

interface DatasetFlags extends Omit<OutputFlags, 'table'> {
  format?: string;
  seed?: string;
  out?: string;
  shard?: string;
  shards?: string;
  progress: boolean;
}

/** `datos-prueba dataset`: a dataset body to a file, stdout or a folder (one file per table), any size. */
export function registerDatasetCommand(program: Command, lang: () => Lang, locale: () => string) {
  program
    .command('dataset')
    .argument('<schema>', 'JSON file with the body of POST /api/v1/es/dataset (at least "tables")')
    .description('Generate related tables (keys, references, unique columns) with no row limit, streamed')
    .option(
      '--format <format>',
      'json, ndjson, sql, csv, parquet (overrides the file; csv and parquet are a zip, or one file per table in a folder)',
    )
    .option('--seed <seed>', 'overrides the file')
    .option(
      '--dialect <dialect>',
      'SQL dialect: ansi, postgresql, mysql, sqlite, sqlserver (overrides the file)',
    )
    .option('--create-table', 'SQL: CREATE TABLE with keys first')
    .option('--delimiter <char>', 'CSV: , or ; (overrides the file)')
    .option('--bom', 'CSV: a UTF-8 byte order mark at the start of each table')
    .option('--compression <codec>', 'Parquet: snappy (default) or zstd (overrides the file)')
    .option(
      '--out <path>',
      'output file, or a folder (ending in / or existing) for one file per table; default stdout',
    )
    .option('--shard <K/N>', 'only the K-th of N contiguous parts; the N parts concatenate into the whole')
    .option(
      '--shards <N>',
      `number of parts when a job engine gives the index (${JOB_ENGINES.map((e) => e.index).join(', ')}); or ${SHARDS_VARIABLE}`,
    )
    .option('--no-progress', 'no progress bar')
    .addHelpText(
      'after',
      `
Examples:
  $ datos-prueba dataset banco.json --format sql --dialect postgresql --create-table --out banco.sql
  $ datos-prueba dataset banco.json --format csv --out banco/
  $ datos-prueba dataset banco.json --format ndjson --shard 2/4 > parte2.ndjson
  $ CLOUD_RUN_TASK_INDEX=3 CLOUD_RUN_TASK_COUNT=16 datos-prueba dataset banco.json --format parquet --out /data/banco/`,
    )
    .action(async (file: string, flags: DatasetFlags) => {
      const startedAt = performance.now();
      const body = await readJsonFile(file, '<schema>');
      applyDatasetFlags(body, flags);
      const job = jobShard(flags, process.env);
      const said = job && jobShardLine(job, lang());
      if (said) process.stderr.write(said);
      const prepared = datasetFromJson(body, { shard: job?.shard, locale: locale() });
      const rows = prepared.range.end - prepared.range.start;
      const progress = flags.progress && rows >= 10_000;
      if (flags.out !== undefined && isFolder(flags.out) && job !== undefined) {
        // A sharded run into a folder: a job folder of parts, a folder per table.
        await writeDatasetPart(prepared, {
          folder: flags.out,
          request: body,
          locale: locale(),
          shard: job.shard,
          progress: flags.progress,
          lang: lang(),
        });
        sayRunSummary('dataset', rows, startedAt, flags.out, lang());
        return;
      }
      if (flags.out !== undefined && isFolder(flags.out)) {
        // The folder's files appear together when all are complete, or none does (atomic-output.ts).
        const folder = openAtomicFolder(flags.out);
        for (const [loadIndex, slice] of slicesOf(prepared, prepared.range).entries()) {
          if (!slice.owner && slice.start === slice.end) continue;
          const out = folder.file(tableFileName(slice.table, loadIndex, prepared.format));
          const total = slice.end - slice.start;
          await writeChunks(
            {
              rows: total,
              chunks: (onProgress) => tableFileChunks(slice, prepared.outputOptions, counting(onProgress)),
            },
            out,
            { progress: progress && total >= 10_000, lang: lang() },
          );
        }
        await folder.commit();
        sayRunSummary('dataset', rows, startedAt, flags.out, lang());
        return;
      }
      const target = flags.out ? openAtomicFile(flags.out) : undefined;
      const out = target?.stream ?? process.stdout;
      await writeChunks({ rows, chunks: (onProgress) => prepared.chunks(onProgress) }, out, {
        progress,
        lang: lang(),
        endWithNewline: out === process.stdout && prepared.format !== 'parquet',
      });
      await target?.commit();
      sayRunSummary('dataset', rows, startedAt, flags.out, lang());
    });
}
