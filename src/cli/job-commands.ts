/**
 * `datos-prueba manifest` (a job folder's manifest, nothing generated) and
 * `datos-prueba verify` (the parts present checked against it).
 */
import type { Command } from 'commander';
import { bulkFromJson, datasetFromJson } from '../api/checked.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { bulkManifest, datasetManifest, isFolder } from './job-folder.js';
import { requireFixedRequest, writeManifest } from './job-run.js';
import { jobShard } from './job-shard.js';
import { readJsonFile } from './json-file.js';
import { applyBulkFlags, applyDatasetFlags, type BulkFlags } from './output-flags.js';
import { type VerifyReport, verifyExitCode, verifyFolder } from './verify.js';

const WORDS: Readonly<
  Record<Lang, { missing: string; differs: string; verified: (ok: number, all: number) => string }>
> = {
  es: { missing: 'falta', differs: 'difiere', verified: (ok, all) => `${ok} de ${all} partes verificadas` },
  en: { missing: 'missing', differs: 'differs', verified: (ok, all) => `${ok} of ${all} parts verified` },
  pt: { missing: 'em falta', differs: 'difere', verified: (ok, all) => `${ok} de ${all} partes verificadas` },
};

/** The report as lines: each part not verified, then the count. */
export function reportLines(report: VerifyReport, lang: Lang): string {
  const words = WORDS[lang];
  const lines = [
    ...report.missing.map((part) => `${part}: ${words.missing}`),
    ...report.different.map(
      (d) => `${d.part}: ${words.differs} (${d.path === undefined ? '' : `${d.path}: `}${d.problem})`,
    ),
    words.verified(report.verified.length, report.parts),
  ];
  return `${lines.join('\n')}\n`;
}

export function registerJobCommands(program: Command, lang: () => Lang, locale: () => string) {
  program
    .command('manifest')
    .argument('<schema>', 'the schema file of the bulk or dataset job ("fields" or "tables")')
    .description("Write a job folder's _manifest.json (every part's files and rows) without generating rows")
    .requiredOption('--shards <N>', 'number of parts of the job')
    .requiredOption('--out <folder>', 'the job folder')
    .option('--count <n>', 'bulk: rows (overrides the file)')
    .option('--offset <n>', 'bulk: index of the first row (overrides the file)')
    .option('--format <format>', 'overrides the file')
    .option('--seed <seed>', 'overrides the file')
    .option('--dialect <dialect>', 'overrides the file')
    .option('--table <name>', 'bulk: overrides the file')
    .option('--create-table', 'SQL: CREATE TABLE')
    .option('--delimiter <char>', 'CSV: , or ;')
    .option('--bom', 'CSV: a byte order mark')
    .option('--compression <codec>', 'Parquet: snappy or zstd')
    .action(async (file: string, flags: BulkFlags & { shards: string; out: string }) => {
      if (!isFolder(flags.out)) throw invalidParams({ parameter: 'out', problem: 'needs_folder' });
      const body = await readJsonFile(file);
      const parts = jobShard({ shard: `1/${flags.shards}`, shards: flags.shards }, {})!.shard.n;
      const isDataset = 'tables' in body;
      if (isDataset) applyDatasetFlags(body, flags);
      else applyBulkFlags(body, flags);
      requireFixedRequest(body);
      const manifest = isDataset
        ? datasetManifest(body, locale(), datasetFromJson(body, { locale: locale() }), parts)
        : bulkManifest(
            body,
            locale(),
            bulkFromJson(body, {
              locale: locale(),
              maxCount: Number.MAX_SAFE_INTEGER,
              workBudget: Number.POSITIVE_INFINITY,
            }),
            parts,
          );
      await writeManifest(flags.out, manifest);
    });

  program
    .command('verify')
    .argument('<folder>', 'a job folder (with _manifest.json)')
    .description(
      'Check the parts present against the manifest; exit 0 all verified, 1 some missing, 3 some differ, 2 no manifest',
    )
    .option('--json', 'the report as JSON')
    .action(async (folder: string, opts: { json?: boolean }) => {
      const report = await verifyFolder(folder);
      process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : reportLines(report, lang()));
      process.exitCode = verifyExitCode(report);
    });
}
